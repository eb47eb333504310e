import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  generateDraft,
  toggleDraftLock,
  type GeneratorDraft,
} from '../../../src/rules/locus/generator-draft';
import { decodeInspirationLink } from '../../../src/rules/locus/generator-link';
import { generate } from '../../../src/rules/locus/generators';
import { findInspirationGenerator } from '../../../src/rules/locus/inspiration-tables';
import {
  startInspirationTool,
  updateInspirationTool,
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

describe('updateInspirationTool', () => {
  const started = () => ({ ...startInspirationTool(SAMPLE, VICES), draft: start() });

  it('starts on the first result, nothing said and nothing to copy by hand', () => {
    const state = startInspirationTool(SAMPLE, VICES);
    expect(state.draft.result).toEqual(firstInspirationDraft(SAMPLE, VICES).result);
    expect(state).toMatchObject({ status: null, copyByHand: null });
  });

  it('shows a result generated and says it, each status numbered anew', () => {
    const change = generateDraft(SAMPLE, start(), createScriptedRng([2, 5, 11]), {
      vices: VICES,
    });
    const once = updateInspirationTool(started(), { type: 'changed', change });
    expect(once.draft).toBe(change.draft);
    expect(once.status).toEqual({
      serial: 1,
      value: 'Rolled: Vice: Greed; The wrong: wrong 5; What was left behind: left 11',
    });
    expect(updateInspirationTool(once, { type: 'logged' }).status).toEqual({
      serial: 2,
      value: 'Added to the roll log.',
    });
  });

  it('offers the text to copy by hand when the browser refuses, until a copy or a change', () => {
    const refused = updateInspirationTool(started(), { type: 'copied', text: 'A', copied: false });
    expect(refused.copyByHand).toBe('A');
    expect(refused.status?.value).toBe(
      'The browser did not allow copying: the text is selected below, copy it from there.',
    );
    const copied = updateInspirationTool(refused, { type: 'copied', text: 'A', copied: true });
    expect(copied).toMatchObject({
      copyByHand: null,
      status: { value: 'Copied to the clipboard.' },
    });
    const change = { draft: start(), said: null };
    expect(updateInspirationTool(refused, { type: 'changed', change }).copyByHand).toBeNull();
  });

  it('reads the untouched first result again on the reader’s Vices, but not once anything was said', () => {
    const read = updateInspirationTool(started(), {
      type: 'vices-read',
      generator: SAMPLE,
      vices: ['Sloth'],
    });
    expect(read.draft.result.parts[0]!.text).toBe('Sloth');
    const opened = updateInspirationTool(started(), {
      type: 'opened',
      result: start().result,
      said: 'Opened a shared Sample generator result.',
    });
    const after = updateInspirationTool(opened, {
      type: 'vices-read',
      generator: SAMPLE,
      vices: ['Sloth'],
    });
    expect(after).toBe(opened);
    expect(after.draft.result.parts[0]!.text).toBe('Pride');
  });

  it('locks and unlocks a part without saying anything', () => {
    const locked = updateInspirationTool(started(), { type: 'lock', partId: 'wrong' });
    expect([...locked.draft.locked]).toEqual(['wrong']);
    expect(locked.status).toBeNull();
    expect(updateInspirationTool(locked, { type: 'lock', partId: 'wrong' }).draft.locked.size).toBe(
      0,
    );
  });
});
