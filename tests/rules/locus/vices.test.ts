import { describe, expect, it } from 'vitest';
import {
  addVice,
  checkViceName,
  CLASSIC_VICES,
  classicVices,
  isClassicViceList,
  MAX_VICE_LENGTH,
  MAX_VICES,
  parseViceList,
  removeVice,
  renameVice,
  serializeViceList,
  ViceListSchema,
  type ViceList,
  type ViceResult,
} from '../../../src/rules/locus/vices';

function unwrap<T>(result: ViceResult<T>): T {
  if (!result.ok)
    throw new Error(`expected success, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

function refusal<T>(result: ViceResult<T>): string {
  if (result.ok) throw new Error('expected a refusal');
  return `${result.error.code}: ${result.error.message}`;
}

describe('CLASSIC_VICES and classicVices', () => {
  it('are the seven classic vices in the traditional order', () => {
    expect(CLASSIC_VICES).toEqual(['Pride', 'Greed', 'Lust', 'Envy', 'Gluttony', 'Wrath', 'Sloth']);
  });

  it('gives a fresh copy each time, so editing one never changes the default', () => {
    const copy = classicVices();
    copy.push('Vanity');
    expect(classicVices()).toHaveLength(7);
    expect(Object.isFrozen(CLASSIC_VICES)).toBe(true);
  });
});

describe('isClassicViceList', () => {
  it('is true for the classic seven only, in order', () => {
    expect(isClassicViceList(classicVices())).toBe(true);
    expect(isClassicViceList([...classicVices()].reverse())).toBe(false);
    expect(isClassicViceList(classicVices().slice(1))).toBe(false);
  });
});

describe('checkViceName', () => {
  it('trims the name and folds inner spaces', () => {
    expect(unwrap(checkViceName([], '  Idle   cruelty '))).toBe('Idle cruelty');
  });

  it('refuses an empty name', () => {
    expect(refusal(checkViceName([], '   '))).toBe('empty: Type a name for the Vice.');
  });

  it('refuses a name that is too long', () => {
    expect(refusal(checkViceName([], 'x'.repeat(MAX_VICE_LENGTH + 1)))).toMatch(
      /^too-long: Keep the name to 40 characters or fewer \(this one has 41\)\.$/,
    );
  });

  it('refuses a name already in the list, ignoring case', () => {
    expect(refusal(checkViceName(classicVices(), 'envy'))).toBe(
      'duplicate-vice: "Envy" is already in the list.',
    );
  });

  it('lets a Vice keep its own name when renamed (only its case changes)', () => {
    expect(unwrap(checkViceName(classicVices(), 'ENVY', 3))).toBe('ENVY');
  });
});

describe('addVice', () => {
  it('adds a Vice at the end', () => {
    expect(unwrap(addVice(classicVices(), 'Cowardice'))).toEqual([...CLASSIC_VICES, 'Cowardice']);
  });

  it('refuses a duplicate', () => {
    expect(refusal(addVice(classicVices(), 'Pride'))).toMatch(/^duplicate-vice/);
  });

  it(`refuses more than ${MAX_VICES} Vices`, () => {
    const full: ViceList = Array.from({ length: MAX_VICES }, (_, index) => `Vice ${index + 1}`);
    expect(refusal(addVice(full, 'One more'))).toMatch(
      /^too-many-vices: The list already holds 24 Vices/,
    );
  });
});

describe('renameVice', () => {
  it('renames in place', () => {
    expect(unwrap(renameVice(classicVices(), 2, 'Obsession'))).toEqual([
      'Pride',
      'Greed',
      'Obsession',
      'Envy',
      'Gluttony',
      'Wrath',
      'Sloth',
    ]);
  });

  it('refuses a name another Vice has, and an empty name', () => {
    expect(refusal(renameVice(classicVices(), 2, 'Greed'))).toMatch(/^duplicate-vice/);
    expect(refusal(renameVice(classicVices(), 2, ''))).toMatch(/^empty:/);
  });

  it('refuses an index that is not in the list', () => {
    expect(refusal(renameVice(classicVices(), 7, 'Vanity'))).toBe(
      'unknown-vice: That Vice is no longer in the list.',
    );
    expect(refusal(renameVice(classicVices(), -1, 'Vanity'))).toMatch(/^unknown-vice/);
  });
});

describe('removeVice', () => {
  it('removes the Vice at the index', () => {
    expect(unwrap(removeVice(classicVices(), 0))).toEqual([
      'Greed',
      'Lust',
      'Envy',
      'Gluttony',
      'Wrath',
      'Sloth',
    ]);
  });

  it('keeps the last Vice: the generators need one', () => {
    expect(refusal(removeVice(['Pride'], 0))).toMatch(
      /^last-vice: The list needs at least one Vice/,
    );
  });

  it('refuses an index that is not in the list', () => {
    expect(refusal(removeVice(classicVices(), 1.5))).toMatch(/^unknown-vice/);
  });
});

describe('ViceListSchema', () => {
  it('accepts the classic seven', () => {
    expect(ViceListSchema.safeParse(classicVices()).success).toBe(true);
  });

  it('refuses an empty list, an empty name and a name given twice', () => {
    expect(ViceListSchema.safeParse([]).success).toBe(false);
    expect(ViceListSchema.safeParse(['Pride', ' ']).success).toBe(false);
    expect(ViceListSchema.safeParse(['Pride', 'pride']).success).toBe(false);
  });
});

describe('parseViceList and serializeViceList', () => {
  it('read back what was written', () => {
    const list = unwrap(addVice(classicVices(), 'Cowardice'));
    expect(serializeViceList(list)).toBe(JSON.stringify({ version: 1, vices: list }));
    expect(unwrap(parseViceList(serializeViceList(list)))).toEqual(list);
  });

  it('accept the parsed JSON value as well as the text', () => {
    expect(unwrap(parseViceList({ version: 1, vices: ['Pride'] }))).toEqual(['Pride']);
  });

  it('refuse text that is not JSON', () => {
    expect(refusal(parseViceList('{oops'))).toMatch(
      /^invalid-json: The Vice list is not valid JSON/,
    );
  });

  it('refuse another version, naming the field', () => {
    expect(refusal(parseViceList({ version: 2, vices: ['Pride'] }))).toBe(
      'invalid-data: This is from a newer or unknown version of the site (version 2); this site reads version 1',
    );
  });

  it('refuse a list with a Vice given twice, naming which', () => {
    expect(refusal(parseViceList({ version: 1, vices: ['Pride', 'Envy', 'envy'] }))).toBe(
      'invalid-data: Vice 3 "envy" is in the list twice',
    );
  });

  it('refuse an empty list', () => {
    expect(refusal(parseViceList({ version: 1, vices: [] }))).toBe(
      'invalid-data: The vices have too few entries (at least 1)',
    );
  });

  it('refuse something that is not an object at all', () => {
    expect(refusal(parseViceList('[1, 2]'))).toBe(
      'invalid-data: The Vice list must be a set of fields',
    );
  });
});
