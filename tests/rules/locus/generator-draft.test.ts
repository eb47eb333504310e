import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  chooseDraftPart,
  generateDraft,
  rerollBlockedBy,
  rerollDraftPart,
  toggleDraftLock,
  type GeneratorDraft,
} from '../../../src/rules/locus/generator-draft';
import { generate } from '../../../src/rules/locus/generators';
import { SAMPLE } from './sample-generator';

const CONTEXT = { vices: ['Pride', 'Greed', 'Envy'] };

/** Pride, wrong 1 and left 1, nothing locked. */
function start(): GeneratorDraft {
  return { result: generate(SAMPLE, createScriptedRng([1, 1, 1]), {}, CONTEXT), locked: new Set() };
}

describe('generateDraft', () => {
  it('rolls every part and says what came up', () => {
    const change = generateDraft(SAMPLE, start(), createScriptedRng([2, 5, 11]), CONTEXT);
    expect(change.said).toBe(
      'Rolled: Vice: Greed; The wrong: wrong 5; What was left behind: left 11',
    );
    expect(change.draft.locked.size).toBe(0);
  });

  it('keeps a locked part as it is', () => {
    const draft = toggleDraftLock(start(), 'vice');
    const change = generateDraft(SAMPLE, draft, createScriptedRng([7, 3]), CONTEXT);
    expect(change.said).toBe(
      'Rolled: Vice: Pride; The wrong: wrong 7; What was left behind: left 3',
    );
    expect([...change.draft.locked]).toEqual(['vice']);
  });
});

describe('rerollDraftPart', () => {
  it('rolls one unlocked part again and says which', () => {
    const change = rerollDraftPart(SAMPLE, start(), 'wrong', createScriptedRng([9]), CONTEXT);
    expect(change.said).toBe('The wrong re-rolled: wrong 9');
    expect(change.draft.result.parts.map((part) => part.text)).toEqual([
      'Pride',
      'wrong 9',
      'left 1',
    ]);
    expect(change.draft.locked.size).toBe(0);
  });

  it('keeps a locked part as it is on every re-roll, rolling no die, and says why', () => {
    const draft = toggleDraftLock(start(), 'wrong');
    for (const face of [9, 14, 20]) {
      const change = rerollDraftPart(SAMPLE, draft, 'wrong', createScriptedRng([face]), CONTEXT);
      expect(change.said).toBe('The wrong is kept. Locked: unlock it to re-roll it.');
      expect(change.draft).toBe(draft);
      expect(change.draft.result.parts.map((part) => part.text)).toEqual([
        'Pride',
        'wrong 1',
        'left 1',
      ]);
    }
  });
});

describe('rerollBlockedBy', () => {
  it('gives the reason only while the part is locked', () => {
    const draft = start();
    expect(rerollBlockedBy(draft, 'wrong')).toBeNull();
    expect(rerollBlockedBy(toggleDraftLock(draft, 'wrong'), 'wrong')).toBe(
      'Locked: unlock it to re-roll it.',
    );
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
