import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../src/rules/dice';
import {
  createInvestigatorList,
  decodeInvestigatorLink,
  encodeInvestigatorLink,
  generateInvestigator,
  hitProtection,
  INVESTIGATOR_PARTS,
  INVESTIGATOR_TEXT_MAX,
  InvestigatorSchema,
  canAddInvestigatorItem,
  inventoryOf,
  magicPoints,
  parseAbilityScore,
  parseInvestigators,
  rerollPart,
  serializeInvestigators,
  setKeyConnection,
  slotsUsed,
  swapAbilities,
  validateInvestigator,
  type Investigator,
  type InvestigatorPart,
} from '../../../src/rules/eldritch-instinct/investigator';
import { ALL_WEAPONS } from '../../../src/rules/eldritch-instinct/weapons';
import bonusItems from '../../../content/eldritch-instinct/tables/bonus-item.json';
import { bonusItemKindOf } from '../../../src/rules/eldritch-instinct/investigator';

const sample = (seed = 1): Investigator => generateInvestigator(createSeededRng(seed)).investigator;

/** The fields a part owns, so a test can check that nothing else changed. */
function partValue(investigator: Investigator, part: InvestigatorPart): unknown {
  switch (part) {
    case 'name':
      return investigator.name;
    case 'occupation':
      return investigator.occupation;
    case 'str':
    case 'dex':
    case 'wil':
      return investigator.abilities[part];
    case 'equipment-1':
      return investigator.equipment[0];
    case 'equipment-2':
      return investigator.equipment[1];
    case 'bonus-item':
      return investigator.bonusItem;
    case 'bonds':
      return investigator.bonds;
  }
}

describe('generateInvestigator', () => {
  it('always makes an investigator the schema accepts, for many seeds', () => {
    for (let seed = 0; seed < 500; seed++) {
      const { investigator, rolls } = generateInvestigator(createSeededRng(seed));
      expect(InvestigatorSchema.safeParse(investigator).success).toBe(true);
      expect(rolls.length).toBeGreaterThanOrEqual(13);
    }
  });

  it('starts with SAN 4, MK 0, four Bonds with exactly one Key Connection and no swap used', () => {
    const investigator = sample(7);
    expect(investigator.san).toBe(4);
    expect(investigator.mk).toBe(0);
    expect(investigator.bonds).toHaveLength(4);
    expect(investigator.bonds.filter((bond) => bond.key)).toHaveLength(1);
    expect(investigator.swapped).toBe(false);
  });

  it('reads the tables: scripted dice give the rows they pick', () => {
    // gender d2=1 (female), first d20=1 Mary, surname d20=2 Hopkins, occupation d20=5 Doctor,
    // STR 20+20+20, DEX 1+1+1, WIL 10+10+10, equipment d100 00 and 99 (read 00-99),
    // bonus d20=20 Rifle or Shotgun then d2=2, bonds 1, 2, 3, 20, then 8 id characters.
    const faces = [
      1, 1, 2, 5, 20, 20, 20, 1, 1, 1, 10, 10, 10, 1, 100, 20, 2, 1, 2, 3, 20, 1, 1, 1, 1, 1, 1, 1,
      1,
    ];
    const { investigator } = generateInvestigator(createScriptedRng(faces));
    expect(investigator.gender).toBe('female');
    expect(investigator.name).toEqual({ first: 'Mary', surname: 'Hopkins' });
    expect(investigator.occupation).toBe('Doctor');
    expect(investigator.abilities).toEqual({ str: 80, dex: 23, wil: 50 });
    expect(investigator.equipment.map((item) => item.name)).toEqual(['Beverage', 'Marbles']);
    expect(investigator.bonusItem).toEqual({
      kind: 'rifle-or-shotgun',
      item: { name: 'Double-Barrel Shotgun', bulky: true },
    });
    expect(investigator.bonds.map((bond) => bond.bond)).toEqual([
      'Family',
      'Work',
      'Pet',
      'Gardening',
    ]);
  });

  it('rolls the first name on the chosen column', () => {
    const faces = [
      1, 1, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    ];
    const { investigator } = generateInvestigator(createScriptedRng(faces), { gender: 'male' });
    expect(investigator.name.first).toBe('John');
  });
});

describe('rerollPart', () => {
  it.each(INVESTIGATOR_PARTS)(
    're-rolls the %s alone and leaves every other part as it was',
    (part) => {
      const before = sample(3);
      let after = before;
      // Some rolls may give the same result again: try seeds until the part changes.
      for (
        let seed = 0;
        seed < 50 &&
        JSON.stringify(partValue(after, part)) === JSON.stringify(partValue(before, part));
        seed++
      ) {
        after = rerollPart(before, part, createSeededRng(1000 + seed)).investigator;
      }
      expect(partValue(after, part)).not.toEqual(partValue(before, part));
      for (const other of INVESTIGATOR_PARTS.filter((candidate) => candidate !== part)) {
        expect(partValue(after, other)).toEqual(partValue(before, other));
      }
      const {
        name: _name,
        occupation: _occupation,
        abilities: _abilities,
        equipment: _equipment,
        bonusItem: _bonusItem,
        bonds: _bonds,
        ...rest
      } = after;
      const {
        name: _n,
        occupation: _o,
        abilities: _a,
        equipment: _e,
        bonusItem: _b,
        bonds: _d,
        ...restBefore
      } = before;
      expect(rest).toEqual(restBefore);
      expect(InvestigatorSchema.safeParse(after).success).toBe(true);
    },
  );

  it('keeps the Key Connection on the same line when the Bonds are re-rolled', () => {
    const before = setKeyConnection(sample(4), 2);
    const after = rerollPart(before, 'bonds', createSeededRng(9)).investigator;
    expect(after.bonds.map((bond) => bond.key)).toEqual([false, false, true, false]);
  });

  it('returns the rolls it made, for the roll log', () => {
    const { rolls } = rerollPart(sample(), 'str', createScriptedRng([1, 2, 3]));
    expect(rolls).toEqual([
      expect.objectContaining({
        expression: '3d20+20',
        total: 26,
        detail: '3d20: 1 + 2 + 3 + 20 = 26',
      }),
    ]);
  });
});

describe('bonusItemKindOf', () => {
  it('knows every row of the Bonus Item table', () => {
    for (const row of bonusItems.rows)
      expect(() => bonusItemKindOf(row.cells[0] as string)).not.toThrow();
  });
});

describe('hitProtection and magicPoints', () => {
  it('divide STR by 4 and WIL by 5, rounded down', () => {
    const investigator = sample();
    const with_ = (str: number, wil: number) => ({
      ...investigator,
      abilities: { str, dex: 40, wil },
    });
    expect(hitProtection(with_(23, 23))).toBe(5);
    expect(hitProtection(with_(27, 23))).toBe(6);
    expect(hitProtection(with_(80, 23))).toBe(20);
    expect(magicPoints(with_(23, 24))).toBe(4);
    expect(magicPoints(with_(23, 25))).toBe(5);
    expect(magicPoints(with_(23, 79))).toBe(15);
  });
});

describe('swapAbilities', () => {
  it('swaps two scores once', () => {
    const investigator = { ...sample(), abilities: { str: 30, dex: 60, wil: 45 } };
    const swapped = swapAbilities(investigator, 'str', 'dex');
    expect(swapped.ok && swapped.value.abilities).toEqual({ str: 60, dex: 30, wil: 45 });
    if (!swapped.ok) return;
    const again = swapAbilities(swapped.value, 'dex', 'wil');
    expect(again.ok).toBe(false);
    expect(!again.ok && again.error.message).toMatch(/one swap/);
  });

  it('refuses to swap an ability with itself', () => {
    expect(swapAbilities(sample(), 'wil', 'wil').ok).toBe(false);
  });
});

describe('parseAbilityScore', () => {
  it('accepts 23 to 80 and explains anything else', () => {
    expect(parseAbilityScore(' 23 ')).toEqual({ ok: true, value: 23 });
    expect(parseAbilityScore('80')).toEqual({ ok: true, value: 80 });
    expect(parseAbilityScore('81')).toEqual({
      ok: false,
      error: { code: 'too-high', message: 'The score must be at most 80.' },
    });
    expect(parseAbilityScore('22')).toMatchObject({ ok: false });
    expect(parseAbilityScore('4.5')).toMatchObject({ ok: false });
    expect(parseAbilityScore('')).toMatchObject({ ok: false });
  });
});

describe('slotsUsed and inventoryOf', () => {
  const item = (name: string, bulky = false) => ({ name, bulky });
  it('counts one slot per item and two per bulky item', () => {
    const investigator = {
      ...sample(),
      equipment: [item('Sack'), item('Book')],
      bonusItem: { kind: 'melee' as const, item: item('Fire Axe', true) },
      items: [],
    };
    expect(slotsUsed(investigator)).toBe(4);
    expect(inventoryOf(investigator)).toEqual({ used: 4, total: 7, state: 'ok' });
  });

  it('takes items added by hand until there are as many as the 7 slots, even past the slots they fill', () => {
    const items = Array.from({ length: 6 }, (_, index) => item(`Thing ${index}`, true));
    expect(canAddInvestigatorItem({ items })).toBe(true);
    expect(canAddInvestigatorItem({ items: [...items, item('Rope')] })).toBe(false);
  });

  it('warns when the 7 slots are full and when they are over', () => {
    const base = {
      ...sample(),
      equipment: [item('Sack'), item('Book')],
      bonusItem: { kind: 'melee' as const, item: item('Fire Axe', true) },
    };
    const full = inventoryOf({ ...base, items: [item('Spear', true), item('Rope')] });
    expect(full.state).toBe('full');
    expect(full.warning).toMatch(/Wounds Table and fall prone/);
    const over = inventoryOf({ ...base, items: [item('Spear', true), item('Rope', true)] });
    expect(over).toMatchObject({ used: 8, state: 'over' });
  });
});

describe('validateInvestigator', () => {
  it('names the bad field', () => {
    const result = validateInvestigator({ ...sample(), abilities: { str: 90, dex: 40, wil: 40 } });
    expect(!result.ok && result.error.path).toBe('abilities.str');
    expect(!result.ok && result.error.message).toBe('Abilities: “STR” must be at most 80');
  });

  it('keeps each free text to the length its field lets a reader type, and no longer', () => {
    for (const [field, max] of Object.entries(INVESTIGATOR_TEXT_MAX)) {
      expect(validateInvestigator({ ...sample(), [field]: 'x'.repeat(max) }).ok, field).toBe(true);
      const over = validateInvestigator({ ...sample(), [field]: 'x'.repeat(max + 1) });
      expect(!over.ok && over.error.path, field).toBe(field);
    }
  });

  it('refuses two Key Connections', () => {
    const investigator = sample();
    const result = validateInvestigator({
      ...investigator,
      bonds: investigator.bonds.map((bond) => ({ ...bond, key: true })),
    });
    expect(!result.ok && result.error.message).toMatch(
      /exactly one Bond must be the Key Connection/,
    );
  });
});

describe('parseInvestigators', () => {
  it('reads back what serializeInvestigators wrote', () => {
    const list = createInvestigatorList([sample(1), sample(2)]);
    expect(parseInvestigators(serializeInvestigators(list))).toEqual({ ok: true, value: list });
  });

  it('names the field of a bad investigator', () => {
    const list = createInvestigatorList([sample(1), { ...sample(2), occupation: '' }]);
    const result = parseInvestigators(JSON.stringify(list));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toBe('Investigator 2: “occupation” is empty');
  });

  it('refuses text that is not JSON and a wrong version', () => {
    expect(parseInvestigators('{nope')).toMatchObject({
      ok: false,
      error: { code: 'invalid-json' },
    });
    expect(parseInvestigators({ version: 2, investigators: [] })).toMatchObject({
      ok: false,
      error: { path: 'version' },
    });
  });
});

describe('parseInvestigators on saved text that is not JSON', () => {
  it("says so in plain words, without the JSON parser's", () => {
    expect(parseInvestigators('{nope')).toEqual({
      ok: false,
      error: { code: 'invalid-json', message: 'The investigator list is not valid JSON.' },
    });
  });
});

describe('encodeInvestigatorLink and decodeInvestigatorLink', () => {
  it('round-trips an investigator, unicode included, with URL-safe characters only', () => {
    const investigator = { ...sample(5), notes: 'Café — Ärger 🙂', contact: 'Dr. Armitage' };
    const link = encodeInvestigatorLink(investigator);
    expect(link).toMatch(/^i1\.[A-Za-z0-9_-]+$/);
    expect(decodeInvestigatorLink(link)).toEqual({ ok: true, value: investigator });
  });

  it('refuses tampered, truncated, foreign and empty links with an error value', () => {
    const link = encodeInvestigatorLink(sample(5));
    expect(decodeInvestigatorLink('')).toMatchObject({ ok: false, error: { code: 'empty' } });
    expect(decodeInvestigatorLink(`x${link}`)).toMatchObject({ ok: false });
    expect(decodeInvestigatorLink(link.replace('i1.', 'i9.'))).toMatchObject({
      ok: false,
      error: { code: 'unknown-version' },
    });
    expect(decodeInvestigatorLink(`${link}!`)).toMatchObject({
      ok: false,
      error: { code: 'bad-encoding' },
    });
    expect(decodeInvestigatorLink(link.slice(0, link.length - 7))).toMatchObject({ ok: false });
    expect(decodeInvestigatorLink('i1.' + 'A'.repeat(40_001))).toMatchObject({
      ok: false,
      error: { code: 'too-long' },
    });
    const forged = `i1.${Buffer.from(JSON.stringify({ ...sample(5), abilities: { str: 999, dex: 40, wil: 40 } })).toString('base64url')}`;
    expect(decodeInvestigatorLink(forged)).toMatchObject({
      ok: false,
      error: { code: 'invalid-data', path: 'abilities.str' },
    });
  });
});

describe('weapons', () => {
  it('every weapon name and damage appears in the weapon tables of character-creation.mdx', () => {
    const page = readFileSync(
      new URL('../../../content/eldritch-instinct/character-creation.mdx', import.meta.url),
      'utf8',
    );
    for (const weapon of ALL_WEAPONS) {
      const row = page.split('\n').find((line) => line.startsWith(`| ${weapon.name} |`));
      expect(row, weapon.name).toBeDefined();
      expect(row).toContain(`| ${weapon.damage} |`);
      expect(row?.includes('Bulky.'), `${weapon.name} bulky`).toBe(weapon.bulky);
    }
  });
});
