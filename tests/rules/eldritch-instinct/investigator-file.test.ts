import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../../src/rules/dice';
import {
  createInvestigatorList,
  generateInvestigator,
  type Investigator,
} from '../../../src/rules/eldritch-instinct/investigator';
import { investigatorFileCodec } from '../../../src/rules/eldritch-instinct/investigator-file';

const sample = (seed: number): Investigator =>
  generateInvestigator(createSeededRng(seed)).investigator;
const list = createInvestigatorList([sample(1), sample(2)]);

describe('investigatorFileCodec', () => {
  it('names the file with the day it was exported', () => {
    expect(investigatorFileCodec.fileName(list, new Date(2026, 2, 9))).toBe(
      'eldritch-instinct-investigators-2026-03-09.json',
    );
  });

  it('reads back what it wrote', () => {
    expect(investigatorFileCodec.decode(investigatorFileCodec.encode(list), 'i.json')).toEqual({
      ok: true,
      value: list,
    });
  });

  it('still imports a file exported before the shared codec (indented, with a final newline)', () => {
    const old = `${JSON.stringify(list, null, 2)}\n`;
    expect(investigatorFileCodec.decode(old, 'old.json')).toEqual({ ok: true, value: list });
  });

  it('refuses an empty file, a file too large and text that is not JSON, naming the file', () => {
    expect(investigatorFileCodec.decode('  ', 'empty.json')).toEqual({
      ok: false,
      error: { code: 'empty', message: '“empty.json” is empty.' },
    });
    expect(investigatorFileCodec.decode(`"${'x'.repeat(2_000_000)}"`, 'big.json')).toEqual({
      ok: false,
      error: { code: 'too-large', message: '“big.json” is too large to be an investigators file.' },
    });
    expect(investigatorFileCodec.decode('{nope', 'bad.json')).toEqual({
      ok: false,
      error: {
        code: 'invalid-json',
        message: '“bad.json” is not an investigators file (its text is not JSON).',
      },
    });
  });

  it('names the bad field of an investigator in plain words', () => {
    const bad = createInvestigatorList([sample(1), { ...sample(2), occupation: '' }]);
    expect(investigatorFileCodec.decode(JSON.stringify(bad), 'bad.json')).toEqual({
      ok: false,
      error: {
        code: 'invalid-data',
        message:
          '“bad.json” is not an investigators file this site can read: Investigator 2: “occupation” is empty.',
        path: 'investigators[1].occupation',
      },
    });
  });

  it('counts the investigators an import holds', () => {
    expect(investigatorFileCodec.imported(list, 'i.json')).toBe(
      'Imported 2 investigators from “i.json”.',
    );
  });
});
