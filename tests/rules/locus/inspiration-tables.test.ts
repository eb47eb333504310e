import { describe, expect, it } from 'vitest';
import { INSPIRATION_GENERATOR_IDS } from '../../../src/rules/locus/generator-link';
import {
  findInspirationGenerator,
  INSPIRATION_GENERATORS,
  INSPIRATION_TABLES,
} from '../../../src/rules/locus/inspiration-tables';

describe('INSPIRATION_TABLES', () => {
  it('reads every generator’s tables under its own id', () => {
    for (const id of INSPIRATION_GENERATOR_IDS) {
      const tables = INSPIRATION_TABLES[id];
      expect(tables.ok, id).toBe(true);
      if (tables.ok) expect(tables.value.id).toBe(id);
    }
  });
});

describe('INSPIRATION_GENERATORS', () => {
  it('lists each generator once', () => {
    expect(INSPIRATION_GENERATORS.map((generator) => generator.id).sort()).toEqual(
      [...INSPIRATION_GENERATOR_IDS].sort(),
    );
  });
});

describe('findInspirationGenerator', () => {
  it('finds a generator’s tables and heading by its id', () => {
    const found = findInspirationGenerator('haunt');
    expect(found.generator?.title).toBe('Haunt generator');
    expect(found).toMatchObject({ heading: 'Roll a Haunt', problem: null });
  });

  it('says there is no generator of an unknown id, under a general heading', () => {
    expect(findInspirationGenerator('toString')).toEqual({
      generator: null,
      heading: 'Inspiration tables',
      problem: 'There is no generator called "toString".',
    });
  });
});
