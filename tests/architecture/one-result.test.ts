/**
 * One shape for a refusal (DESIGN.md, principle 7): whatever can fail returns the `Result` of
 * src/rules/result.ts, with the reason under `error` (a code and a sentence), so a widget reads
 * `result.error.message` everywhere. A union written by hand with the sentence beside `ok: false`
 * (`{ ok: false; message: string }`) is a second way; each one is reported as `file:line`.
 */
import { describe, expect, it } from 'vitest';
import { readSources, stripComments } from './scan-source';

/** `ok: false` followed, within the same object, by `message` before any `error`. */
const HAND_WRITTEN_REFUSAL =
  /ok:\s*false\s*[,;]\s*(?:readonly\s+)?(?:\w+:[^,;{}]*[,;]\s*)*(?:readonly\s+)?message\s*[:?,;}]/g;

function handWrittenRefusals(): string[] {
  const found: string[] = [];
  for (const file of readSources('src')) {
    const code = stripComments(file.text);
    for (const match of code.matchAll(HAND_WRITTEN_REFUSAL))
      found.push(`${file.path}:${code.slice(0, match.index).split('\n').length}`);
  }
  return found;
}

describe('a refusal', () => {
  it('carries its reason under `error`, never a `message` beside `ok: false`', () => {
    expect(handWrittenRefusals()).toEqual([]);
  });

  it('is found by this check when written by hand', () => {
    const samples = [
      "return { ok: false, message: 'Enter a name.' };",
      'type R = { ok: true } | { ok: false; message: string };',
      '{ readonly ok: false; readonly field: "step"; readonly message: string }',
    ];
    for (const sample of samples) expect(sample.match(HAND_WRITTEN_REFUSAL)).not.toBeNull();
    expect("return { ok: false, error: { code: 'empty', message: 'x' } };").not.toMatch(
      HAND_WRITTEN_REFUSAL,
    );
  });
});
