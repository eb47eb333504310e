import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { toggleDraftLock, type GeneratorDraft } from '../../../src/rules/locus/generator-draft';
import { decodeInspirationLink } from '../../../src/rules/locus/generator-link';
import { generate } from '../../../src/rules/locus/generators';
import { findInspirationGenerator } from '../../../src/rules/locus/inspiration-tables';
import {
  firstInspirationDraft,
  rereadFirstDraft,
  viewInspirationGenerator,
} from '../../../src/rules/locus/inspiration-generator-view';
import { SAMPLE } from './sample-generator';

const VICES = ['Pride', 'Greed', 'Envy'];

/** Pride, wrong 1 and left 1, nothing locked. */
const start = (): GeneratorDraft => ({
  result: generate(SAMPLE, createScriptedRng([1, 1, 1]), {}, { vices: VICES }),
  locked: new Set(),
});

describe('firstInspirationDraft', () => {
  it('rolls the same first result every time, nothing locked', () => {
    const { generator } = findInspirationGenerator('haunt');
    const first = firstInspirationDraft(generator!, VICES);
    expect(first.result).toEqual(firstInspirationDraft(generator!, VICES).result);
    expect(first.result.parts).toHaveLength(generator!.parts.length);
    expect(first.locked.size).toBe(0);
  });
});

describe('rereadFirstDraft', () => {
  it('rolls a Vice not on the reader’s list on it, and keeps the other parts', () => {
    const draft = start();
    const reread = rereadFirstDraft(SAMPLE, draft, ['Sloth']);
    expect(reread.result.parts.map((roll) => roll.text)).toEqual(['Sloth', 'wrong 1', 'left 1']);
    expect(rereadFirstDraft(SAMPLE, draft, VICES).result).toEqual(draft.result);
  });
});

describe('viewInspirationGenerator', () => {
  it('shows each part with its die and face, its text, and a Vice part’s choice', () => {
    const view = viewInspirationGenerator(SAMPLE, start(), VICES);
    expect(view.listLabel).toBe('Sample generator: the parts of the result');
    expect(view.parts.map(({ label, rolled, text }) => [label, rolled, text])).toEqual([
      ['Vice', 'd3: 1', 'Pride'],
      ['The wrong', 'd12: 1', 'wrong 1'],
      ['What was left behind', 'd20: 1', 'left 1'],
    ]);
    expect(view.parts[0]!.vice).toEqual({
      label: 'Choose the Vice',
      value: '1',
      options: [
        { value: '1', label: '1. Pride' },
        { value: '2', label: '2. Greed' },
        { value: '3', label: '3. Envy' },
      ],
      source: 'Rolled on your Vice list (3 Vices).',
    });
    expect(view.parts[1]!.vice).toBeNull();
    expect(view.generateHint).toBe('Generate rolls every part. Choosing a Vice locks it.');
  });

  it('marks a locked part, says why its Re-roll is off, and counts it in the hint', () => {
    const view = viewInspirationGenerator(SAMPLE, toggleDraftLock(start(), 'wrong'), VICES);
    expect(view.parts[1]).toMatchObject({
      locked: true,
      rolled: 'd12: 1 · locked',
      rerollBlocked: 'Locked: unlock it to re-roll it.',
    });
    expect(view.parts[0]!.rerollBlocked).toBeNull();
    expect(view.generateHint).toBe(
      'Generate rolls the 2 unlocked parts and keeps the 1 locked. Choosing a Vice locks it.',
    );
  });

  it('shares the result shown, by a link that reads back to it', () => {
    const haunt = findInspirationGenerator('haunt').generator!;
    const draft = firstInspirationDraft(haunt, VICES);
    const { share } = viewInspirationGenerator(haunt, draft, VICES);
    expect(share.what).toBe('this Haunt generator result');
    expect(decodeInspirationLink(share.value, haunt)).toEqual({ ok: true, value: draft.result });
  });
});
