import { describe, expect, it } from 'vitest';
import { encodeBase64Url } from '../../../src/rules/share-link';
import {
  addLootItem,
  decodeLootSheetLink,
  emptySheet,
  encodeLootSheetLink,
  MAX_LOOT_SHEET_LINK_LENGTH,
  newItem,
  setLootWound,
  type LootSheet,
} from '../../../src/rules/loot';

function buildSheet(): LootSheet {
  const added = addLootItem(
    emptySheet('ada-byrne', 'Ada “Lantern” Byrne'),
    6,
    newItem('i1', 'Shortsword', { weapon: 'medium', rigid: true }),
  );
  if (!added.ok) throw new Error(added.error.message);
  const wounded = setLootWound(
    { ...added.value, notes: 'Owes the ferryman 3 coins.\n😬' },
    2,
    'treated',
  );
  if (!wounded.ok) throw new Error(wounded.error.message);
  return wounded.value;
}

function forge(data: unknown): string {
  return `l1.${encodeBase64Url(new TextEncoder().encode(JSON.stringify(data)))}`;
}

describe('LOOT sheet share links', () => {
  it('round-trip a sheet with its items, wounds and notes', () => {
    const sheet = buildSheet();
    const link = encodeLootSheetLink(sheet);
    expect(link).toMatch(/^l1\.[A-Za-z0-9_-]+$/);
    expect(decodeLootSheetLink(link)).toEqual({ ok: true, value: sheet });
  });

  it('refuse a sheet the import would refuse, naming the field', () => {
    const sheet = buildSheet();
    const slots = sheet.slots.map((slot, index) =>
      index === 8 ? { ...slot, wound: 'open' } : slot,
    );
    expect(decodeLootSheetLink(forge({ ...sheet, slots }))).toEqual({
      ok: false,
      error: {
        code: 'invalid-data',
        message:
          'The shared LOOT sheet is not valid: Slot 9: “wound” should be "none": wounds only occur in slots 1-5.',
        path: 'slots[8].wound',
      },
    });
    expect(decodeLootSheetLink(forge({ ...sheet, slots: sheet.slots.slice(0, 10) }))).toMatchObject(
      { ok: false, error: { code: 'invalid-data', path: 'slots' } },
    );
  });

  it('refuse tampered, truncated and oversized links', () => {
    const link = encodeLootSheetLink(buildSheet());
    expect(decodeLootSheetLink(`${link.slice(0, 10)}.${link.slice(11)}`)).toMatchObject({
      ok: false,
      error: { code: 'bad-encoding' },
    });
    expect(decodeLootSheetLink(link.slice(0, -5)).ok).toBe(false);
    expect(decodeLootSheetLink(`l1.${'A'.repeat(MAX_LOOT_SHEET_LINK_LENGTH)}`)).toMatchObject({
      ok: false,
      error: { code: 'too-long' },
    });
    expect(decodeLootSheetLink(link.replace(/^l1/, 'l7'))).toMatchObject({
      ok: false,
      error: { code: 'unknown-version' },
    });
  });

  it('fit the fullest sheet the schema allows within the length limit', () => {
    let sheet: LootSheet = { ...emptySheet('x', '界'.repeat(60)), notes: '\u0001'.repeat(4000) };
    sheet = {
      ...sheet,
      slots: sheet.slots.map((slot, s) => ({
        ...slot,
        items: Array.from({ length: 20 }, (_, i) =>
          newItem(`${'i'.repeat(70)}-${s}-${i}`, '\u0001'.repeat(60)),
        ),
      })),
    };
    const link = encodeLootSheetLink(sheet);
    expect(link.length).toBeLessThanOrEqual(MAX_LOOT_SHEET_LINK_LENGTH);
    expect(decodeLootSheetLink(link)).toEqual({ ok: true, value: sheet });
  });
});
