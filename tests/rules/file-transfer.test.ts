import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createFileCodec, datedFileName } from '../../src/rules/file-codec';
import {
  FILE_TRANSFER_START,
  importModeOptions,
  readChosenFile,
  stepFileTransfer,
  undoReplaceAllowed,
  type FileTransferState,
  type FileTransferStep,
} from '../../src/rules/file-transfer';
import { describeIssues } from '../../src/rules/plain-issues';

const Party = z.object({ version: z.literal(1), members: z.array(z.string()) });
type Members = readonly string[];

const codec = createFileCodec<Members>({
  what: 'party',
  maxLength: 200,
  parse: (data) => {
    const parsed = Party.safeParse(data);
    return parsed.success
      ? { ok: true, value: parsed.data.members }
      : { ok: false, error: describeIssues(parsed.error.issues, 'the party', data) };
  },
  toFile: (members) => ({ version: 1, members }),
  fileName: (_members, date) => datedFileName('party', date),
  describe: (members) => `${members.length} members`,
  names: (members) => members,
  isEmpty: (members) => members.length === 0,
});

const start = FILE_TRANSFER_START as FileTransferState<Members>;
const run = (...steps: FileTransferStep<Members>[]) => steps.reduce(stepFileTransfer, start);

describe('reading a chosen file', () => {
  it('decodes a file the codec reads', () => {
    const text = JSON.stringify({ version: 1, members: ['Ash'] });
    expect(readChosenFile(codec, { name: 'p.json', size: text.length }, text)).toEqual({
      ok: true,
      value: ['Ash'],
    });
  });

  it('refuses a file larger than the codec reads, unread, and one the browser could not read', () => {
    const large = readChosenFile(codec, { name: 'big.json', size: 201 }, null);
    const unread = readChosenFile(codec, { name: 'p.json', size: 10 }, null);
    expect(large).toEqual({ ok: false, error: codec.refusal('too-large', 'big.json') });
    expect(unread).toEqual({ ok: false, error: codec.refusal('unreadable', 'p.json') });
    expect(large.ok || unread.ok || large.error.message === unread.error.message).toBe(false);
  });
});

describe('an import that adds', () => {
  it('says what was added and clears a refusal left at the field', () => {
    const state = run(
      { kind: 'refused', message: 'Not a party file.' },
      { kind: 'choosing' },
      { kind: 'added', status: 'Imported 2 members.' },
    );
    expect(state).toMatchObject({ error: null, status: 'Imported 2 members.', pending: null });
  });
});

describe('an import that replaces', () => {
  const asked = run({ kind: 'asked', value: ['Ash', 'Bo'], fileName: 'p.json' });

  it('asks first, holding the file read', () => {
    expect(asked.pending).toEqual({ value: ['Ash', 'Bo'], fileName: 'p.json' });
  });

  it('changes nothing when cancelled, and says so', () => {
    expect(stepFileTransfer(asked, { kind: 'cancelled', target: 'the party' })).toMatchObject({
      pending: null,
      status: 'Import cancelled: the party is unchanged.',
    });
  });

  it('keeps what it replaced for its Undo', () => {
    const replaced = stepFileTransfer(asked, {
      kind: 'replaced',
      previous: ['Cy'],
      said: 'Imported 2 members.',
    });
    expect(replaced.pending).toBeNull();
    expect(replaced.replaced).toEqual({
      previous: ['Cy'],
      before: '["Cy"]',
      said: 'Imported 2 members.',
      after: null,
    });
  });

  it('offers no Undo when the file held just what was there', () => {
    const same = stepFileTransfer(run({ kind: 'asked', value: ['Cy'], fileName: 'p.json' }), {
      kind: 'replaced',
      previous: ['Cy'],
      said: 'Imported 1 members.',
    });
    expect(same).toMatchObject({ replaced: null, status: 'Imported 1 members.' });
  });

  it('notes what the import left once the tool holds it, and only then', () => {
    const replaced = stepFileTransfer(asked, { kind: 'replaced', previous: ['Cy'], said: 'x' });
    const notYet = stepFileTransfer(replaced, { kind: 'drawn', holding: '["Cy"]' });
    expect(notYet).toBe(replaced);
    const drawn = stepFileTransfer(notYet, { kind: 'drawn', holding: '["Ash","Bo"]' });
    expect(drawn.replaced?.after).toBe('["Ash","Bo"]');
    const later = stepFileTransfer(drawn, { kind: 'drawn', holding: '["Ash"]' });
    expect(later.replaced?.after).toBe('["Ash","Bo"]');
  });

  it('puts back what it replaced only while the tool holds what the import left', () => {
    const replaced = { previous: ['Cy'], before: '["Cy"]', said: 'x', after: '["Ash","Bo"]' };
    expect(undoReplaceAllowed(replaced, '["Ash","Bo"]')).toBe(true);
    expect(undoReplaceAllowed(replaced, '["Ash"]')).toBe(false);
    expect(undoReplaceAllowed({ ...replaced, after: null }, '["Cy"]')).toBe(true);
  });

  it('says whether the Undo put it back, and offers it no more', () => {
    const done = stepFileTransfer(asked, { kind: 'undone', putBack: true, target: 'the party' });
    const refused = stepFileTransfer(asked, {
      kind: 'undone',
      putBack: false,
      target: 'the party',
    });
    expect(done).toMatchObject({
      replaced: null,
      status: 'Import undone: the party is as it was before.',
    });
    expect(refused.status).toBe(
      'Import not undone: the party has changed since the import, so the Undo would lose that; change it back by hand.',
    );
  });
});

describe('choosing what an import does', () => {
  it('offers adding in the tool’s words, and replacing that asks first', () => {
    expect(importModeOptions('adds its characters to the party', 'the party')).toEqual([
      { value: 'add', label: 'adds its characters to the party' },
      { value: 'replace', label: 'replaces the party (asks first)' },
    ]);
  });

  it('drops a question, refusal or line the other way left', () => {
    const busy = run(
      { kind: 'refused', message: 'Not a party file.' },
      { kind: 'asked', value: ['Ash'], fileName: 'p.json' },
    );
    expect(stepFileTransfer(busy, { kind: 'mode', mode: 'replace' })).toEqual({
      ...FILE_TRANSFER_START,
      mode: 'replace',
    });
  });
});
