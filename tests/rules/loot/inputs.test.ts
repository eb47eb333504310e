import { describe, expect, it } from 'vitest';
import {
  describeLootItemTags,
  describeLootSheetSlots,
  describeLootSheets,
  emptySheet,
  lootConditionSlots,
  lootSheetsFileCodec,
  newItem,
  parseLootFallFeet,
  parseLootName,
  removeLootCondition,
  serializeLootSheets,
  type LootSheet,
} from '../../../src/rules/loot';

function withSlots(patch: (index: number) => Partial<LootSheet['slots'][number]>): LootSheet {
  const sheet = emptySheet('ada', 'Ada');
  return { ...sheet, slots: sheet.slots.map((slot, index) => ({ ...slot, ...patch(index) })) };
}

describe('parseLootFallFeet', () => {
  it('reads 10 to 1000 feet and explains anything else in plain words', () => {
    expect(parseLootFallFeet(' 20 ')).toEqual({ ok: true, value: 20 });
    expect(parseLootFallFeet('abc')).toEqual({
      ok: false,
      error: {
        code: 'not-a-number',
        message:
          '“abc” is not a number: the distance fallen in feet is a whole number from 10 to 1000.',
      },
    });
    expect(parseLootFallFeet('9')).toEqual({
      ok: false,
      error: { code: 'too-low', message: 'Under 10 ft there is no falling check.' },
    });
    expect(parseLootFallFeet('1001')).toEqual({
      ok: false,
      error: { code: 'too-high', message: 'At most 1000 ft (100 checks).' },
    });
    expect(parseLootFallFeet('1e1').ok).toBe(false);
  });
});

describe('parseLootName', () => {
  it('trims a name and refuses an empty or too long one', () => {
    expect(parseLootName('  Ada ', 60, 'character')).toEqual({ ok: true, value: 'Ada' });
    expect(parseLootName(' ', 60, 'character')).toEqual({
      ok: false,
      error: { code: 'empty', message: 'Give the character a name.' },
    });
    expect(parseLootName('', 60, 'item')).toEqual({
      ok: false,
      error: { code: 'empty', message: 'Give the item a name.' },
    });
    expect(parseLootName('x'.repeat(61), 60, 'item')).toEqual({
      ok: false,
      error: {
        code: 'too-long',
        message: 'Keep the name to 60 characters or fewer (this one has 61).',
      },
    });
  });
});

describe('lootSheetsFileCodec', () => {
  const sheet = emptySheet('ada', 'Ada');

  it('names the file by the one sheet, or as sheets, with the local day', () => {
    const day = new Date(2026, 2, 4, 10);
    expect(lootSheetsFileCodec.fileName([sheet], day)).toBe('loot-ada-2026-03-04.json');
    expect(lootSheetsFileCodec.fileName([sheet, emptySheet('bo', 'Bo')], day)).toBe(
      'loot-sheets-2026-03-04.json',
    );
    expect(describeLootSheets([sheet])).toBe('1 sheet');
  });

  it('writes the saved shape and reads it back', () => {
    const text = lootSheetsFileCodec.encode([sheet]);
    expect(JSON.parse(text)).toEqual({ version: 1, sheets: [sheet] });
    expect(lootSheetsFileCodec.decode(text, 'loot.json')).toEqual({ ok: true, value: [sheet] });
  });

  it('still imports a file exported before the shared codec (the saved text: compact, no final newline)', () => {
    const old = serializeLootSheets([sheet]);
    expect(old.endsWith('}')).toBe(true);
    expect(lootSheetsFileCodec.decode(old, 'loot-ada-2025-01-01.json')).toEqual({
      ok: true,
      value: [sheet],
    });
  });

  it('refuses an empty file, one with no sheets, one too large and one not JSON', () => {
    expect(lootSheetsFileCodec.decode('', 'blank.json')).toEqual({
      ok: false,
      error: { code: 'empty', message: '“blank.json” is empty.' },
    });
    expect(lootSheetsFileCodec.decode(serializeLootSheets([]), 'empty.json')).toEqual({
      ok: false,
      error: { code: 'empty', message: '“empty.json” is a LOOT sheets file with nothing in it.' },
    });
    expect(lootSheetsFileCodec.decode(`"${'x'.repeat(2_000_000)}"`, 'big.json')).toEqual({
      ok: false,
      error: { code: 'too-large', message: '“big.json” is too large to be a LOOT sheets file.' },
    });
    expect(lootSheetsFileCodec.decode('{', 'bad.json')).toEqual({
      ok: false,
      error: {
        code: 'invalid-json',
        message: '“bad.json” is not a LOOT sheets file (its text is not JSON).',
      },
    });
  });

  it('names the bad field in plain words', () => {
    const short = JSON.parse(serializeLootSheets([sheet])) as { sheets: { slots: unknown[] }[] };
    short.sheets[0]!.slots = short.sheets[0]!.slots.slice(0, 3);
    expect(lootSheetsFileCodec.decode(JSON.stringify(short), 'bad.json')).toEqual({
      ok: false,
      error: {
        code: 'invalid-data',
        message:
          '“bad.json” is not a LOOT sheets file this site can read: Sheet 1: “slots” has too few entries (at least 11).',
        path: 'sheets[0].slots',
      },
    });
  });
});

describe('describeLootItemTags', () => {
  it('lists the properties that are not plain, in the editor’s words', () => {
    expect(describeLootItemTags(newItem('a', 'Rope'))).toEqual([]);
    expect(
      describeLootItemTags(
        newItem('p', 'Plate', { weight: 'heavy', armour: 'heavy', rigid: true, noisy: true }),
      ),
    ).toEqual(['heavy', 'heavy armour', 'noisy', 'rigid']);
    expect(
      describeLootItemTags(
        newItem('s', 'Buckler', {
          weapon: 'small',
          shield: true,
          flammable: true,
          smelly: true,
          cushions: true,
        }),
      ),
    ).toEqual(['small weapon', 'shield', 'flammable', 'smelly', 'cushions']);
  });
});

describe('describeLootSheetSlots', () => {
  it('says what each filled slot holds', () => {
    const sheet = withSlots((index) =>
      index === 0
        ? { items: [newItem('h', 'Helm')] }
        : index === 5
          ? { items: [newItem('s', 'Sword'), newItem('t', 'Torch')] }
          : {},
    );
    expect(describeLootSheetSlots(sheet)).toEqual([
      'Slot 1 (Head): Helm',
      'Slot 6 (Grips): Sword, Torch',
    ]);
  });
});

describe('removeLootCondition', () => {
  it('removes every mark of a condition with the sentence for it', () => {
    const sheet = withSlots((index) => (index < 2 ? { conditions: ['A', 'F', 'M'] } : {}));
    expect(removeLootCondition(sheet, 'A').notes).toEqual([
      'The source is removed: every A mark is gone.',
    ]);
    expect(lootConditionSlots(removeLootCondition(sheet, 'A').sheet, 'A')).toEqual([]);
    expect(lootConditionSlots(removeLootCondition(sheet, 'F').sheet, 'F')).toEqual([]);
    expect(removeLootCondition(sheet, 'F').notes).toEqual(['Doused: every fire is out.']);
    expect(removeLootCondition(sheet, 'M')).toMatchObject({
      notes: ['Fed and watered: every M mark is removed.'],
      outcome: 'none',
    });
    expect(lootConditionSlots(removeLootCondition(sheet, 'M').sheet, 'F')).toEqual([1, 2]);
  });
});
