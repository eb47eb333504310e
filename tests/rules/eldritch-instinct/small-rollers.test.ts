import { describe, expect, it } from 'vitest';
import {
  fateSentence,
  miscastSentence,
  REACTION_MODIFIER_OPTIONS,
  readDieOfFate,
  readMiscast,
  SPELL_KIND_LABELS,
  SPELL_KINDS,
} from '../../../src/rules/eldritch-instinct/small-rollers';

describe('REACTION_MODIFIER_OPTIONS', () => {
  it('offers every modifier from −4 to +4, 0 as the plain reaction', () => {
    expect(REACTION_MODIFIER_OPTIONS.map((option) => option.value)).toEqual([
      '-4',
      '-3',
      '-2',
      '-1',
      '0',
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(REACTION_MODIFIER_OPTIONS[4]).toEqual({ value: '0', label: '0 (plain reaction)' });
    expect(REACTION_MODIFIER_OPTIONS[8]).toEqual({ value: '4', label: '+4' });
  });
});

describe('fateSentence', () => {
  it('gives the roll and what it means', () => {
    expect(fateSentence(readDieOfFate(5))).toBe('Rolled 5: Generally favours the players.');
    expect(fateSentence(readDieOfFate(2))).toBe(
      'Rolled 2: Tends to mean bad luck for the PCs or their allies.',
    );
  });
});

describe('miscastSentence and SPELL_KIND_LABELS', () => {
  it('gives the roll, the kind of spell and the effect from its column', () => {
    const miscast = readMiscast(3, 'greater');
    expect(miscastSentence(miscast)).toBe(`Rolled 3 (greater spell): ${miscast.effect}`);
    expect(SPELL_KINDS.map((kind) => SPELL_KIND_LABELS[kind])).toEqual([
      'Lesser spell',
      'Greater spell',
    ]);
  });
});
