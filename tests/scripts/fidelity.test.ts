import { describe, expect, it } from 'vitest';
import {
  buildCorpus,
  findMissing,
  isCovered,
  normalize,
  sourceLines,
} from '../../scripts/content/fidelity';

describe('normalize', () => {
  it('keeps only lowercase words and numbers without leading zeros', () => {
    expect(normalize('Death’s Door — 00-09, **Bold**!')).toBe('death s door 0 9 bold');
  });
});

describe('sourceLines', () => {
  it('drops blank and omitted lines and applies corrections', () => {
    const lines = sourceLines('back to index\n\nIt is is here.\n', {
      omitted: ['Back to index'],
      corrections: [{ from: 'is is', to: 'is' }],
    });
    expect(lines).toEqual([{ line: 3, text: 'It is here.' }]);
  });
});

describe('isCovered', () => {
  const corpus = buildCorpus(
    ['Roll 3d6 and compare one die. Ties go to the defender.'],
    ['1', 'Mary', '6', 'Ruth', 'd20'],
  );

  it('finds a sentence in the running text', () => {
    expect(isCovered(corpus, 'Ties go to the defender.')).toBe(true);
  });

  it('finds a flattened table line split into cells', () => {
    expect(isCovered(corpus, '1 Mary 6 Ruth')).toBe(true);
  });

  it('reports a sentence whose words are not all there', () => {
    expect(isCovered(corpus, 'Ties go to the attacker.')).toBe(false);
    expect(isCovered(corpus, '1 Mary 7 Ruth')).toBe(false);
  });
});

describe('findMissing', () => {
  it('lists exactly the lines that were dropped, with their line numbers', () => {
    const source = 'Roll 3d6 and compare one die.\nA line nobody copied.\nTies go to the defender.';
    const corpus = buildCorpus(['Roll 3d6 and compare one die. Ties go to the defender.'], []);
    expect(findMissing(source, { omitted: [], corrections: [] }, corpus)).toEqual([
      { line: 2, text: 'A line nobody copied.' },
    ]);
  });
});
