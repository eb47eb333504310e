import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  chooseDraftPart,
  generateDraft,
  rerollDraftPart,
  toggleDraftLock,
  type GeneratorDraft,
} from '../../../src/rules/locus/generator-draft';
import { generate, type Generator } from '../../../src/rules/locus/generators';

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);

/** A Vice part and a d12 part. */
const SAMPLE: Generator = {
  id: 'sample',
  title: 'Sample generator',
  heading: 'Roll a sample',
  note: 'For tests.',
  parts: [
    { kind: 'vice', id: 'vice', label: 'Vice' },
    { kind: 'table', id: 'wrong', label: 'The wrong', die: 'd12', entries: numbered('wrong', 12) },
  ],
};
const CONTEXT = { vices: ['Pride', 'Greed', 'Envy'] };

/** Pride and wrong 1, nothing locked. */
function start(): GeneratorDraft {
  return { result: generate(SAMPLE, createScriptedRng([1, 1]), {}, CONTEXT), locked: new Set() };
}

describe('generateDraft', () => {
  it('rolls every part and says what came up', () => {
    const change = generateDraft(SAMPLE, start(), createScriptedRng([2, 5]), CONTEXT);
    expect(change.said).toBe('Rolled: Vice: Greed; The wrong: wrong 5');
    expect(change.draft.locked.size).toBe(0);
  });

  it('keeps a locked part as it is', () => {
    const draft = toggleDraftLock(start(), 'vice');
    const change = generateDraft(SAMPLE, draft, createScriptedRng([7]), CONTEXT);
    expect(change.said).toBe('Rolled: Vice: Pride; The wrong: wrong 7');
    expect([...change.draft.locked]).toEqual(['vice']);
  });
});

describe('rerollDraftPart', () => {
  it('rolls one part again, locked or not, and says which', () => {
    const draft = toggleDraftLock(start(), 'wrong');
    const change = rerollDraftPart(SAMPLE, draft, 'wrong', createScriptedRng([9]), CONTEXT);
    expect(change.said).toBe('The wrong re-rolled: wrong 9');
    expect(change.draft.result.parts.map((part) => part.text)).toEqual(['Pride', 'wrong 9']);
    expect([...change.draft.locked]).toEqual(['wrong']);
  });
});

describe('chooseDraftPart', () => {
  it('sets the part to the face chosen, locks it, and says so', () => {
    const change = chooseDraftPart(SAMPLE, start(), 'vice', 3, CONTEXT);
    expect(change.said).toBe('Vice set to Envy and locked.');
    expect(change.draft.result.parts[0]?.text).toBe('Envy');
    expect([...change.draft.locked]).toEqual(['vice']);
  });
});

describe('toggleDraftLock', () => {
  it('locks an unlocked part and unlocks a locked one, leaving the draft it was given', () => {
    const draft = start();
    const locked = toggleDraftLock(draft, 'wrong');
    expect([...locked.locked]).toEqual(['wrong']);
    expect(toggleDraftLock(locked, 'wrong').locked.size).toBe(0);
    expect(draft.locked.size).toBe(0);
    expect(locked.result).toBe(draft.result);
  });
});
