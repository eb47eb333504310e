/**
 * LOOT wounds: treated and open wounds live in the body slots 1-5 only. An open wound marks the
 * slot with bleeding ("B"); a check that rolls a wounded slot fails (a treated wound opens, an
 * open one makes the character cringe). Every function returns a new sheet and a sentence for
 * the table, so the widget never has to phrase a rule itself.
 */
import {
  isBodySlot,
  readSlot,
  type ConditionLetter,
  type LootSheet,
  type LootSlot,
  type SlotNumber,
} from './sheet';

/** Slot n's neighbours are n-1 and n+1 within 1-11 (our reading of "adjacent"; the text has no diagram). */
export function adjacentLootSlots(slot: number): SlotNumber[] {
  return [slot - 1, slot + 1].filter((n): n is SlotNumber => n >= 1 && n <= 11);
}

/** The sheet with slot `slot` replaced by `change(slot)`. */
export function changeLootSlot(
  sheet: LootSheet,
  slot: number,
  change: (current: LootSlot) => LootSlot,
): LootSheet {
  readSlot(sheet, slot); // range check: a slot outside 1-11 is a programming error
  return {
    ...sheet,
    slots: sheet.slots.map((current, index) => (index === slot - 1 ? change(current) : current)),
  };
}

/** Adds a condition letter to a slot (once). */
export function addLootConditionLetter(current: LootSlot, letter: ConditionLetter): LootSlot {
  return current.conditions.includes(letter)
    ? current
    : { ...current, conditions: [...current.conditions, letter] };
}

export interface LootWoundResult {
  readonly sheet: LootSheet;
  readonly note: string;
  /** Body slots next to the wounded one, where the judge may place a second wound. Empty when there was none before. */
  readonly adjacent: readonly SlotNumber[];
}

/**
 * Takes a wound in a body slot. A wound where there is already one follows the check rules (a
 * treated wound opens, an open one makes the character cringe) and the judge places the new
 * wound in an adjacent slot, which the note says and `adjacent` lists.
 */
export function woundLootSlot(
  sheet: LootSheet,
  slot: number,
  kind: 'open' | 'treated',
): LootWoundResult {
  if (!isBodySlot(slot)) {
    return {
      sheet,
      note: `Wounds can only occur in slots 1-5; slot ${slot} takes no wound.`,
      adjacent: [],
    };
  }
  const current = readSlot(sheet, slot);
  if (current.wound === 'none') {
    const next = changeLootSlot(sheet, slot, (s) =>
      kind === 'open'
        ? addLootConditionLetter({ ...s, wound: 'open' }, 'B')
        : { ...s, wound: 'treated' },
    );
    return {
      sheet: next,
      note:
        kind === 'open'
          ? `Slot ${slot} takes an open wound and is marked B (bleeding).`
          : `Slot ${slot} takes a treated wound.`,
      adjacent: [],
    };
  }
  const adjacent = adjacentLootSlots(slot).filter((n) => isBodySlot(n));
  const where = `The judge also places the new wound in an adjacent slot (${adjacent.join(' or ')}).`;
  if (current.wound === 'treated') {
    const next = changeLootSlot(sheet, slot, (s) =>
      addLootConditionLetter({ ...s, wound: 'open' }, 'B'),
    );
    return {
      sheet: next,
      note: `Slot ${slot} already had a treated wound: it becomes open and is marked B (bleeding). ${where}`,
      adjacent,
    };
  }
  return {
    sheet,
    note: `Slot ${slot} already had an open wound: the character cringes (disadvantage on all rolls for 1 round). ${where}`,
    adjacent,
  };
}

/** Marks a slot (a terrain check or fatigue). Marks in dropped backpack slots still go on the sheet. */
export function markLootSlot(sheet: LootSheet, slot: number): LootSheet {
  return changeLootSlot(sheet, slot, (s) => (s.marked ? s : { ...s, marked: true }));
}

/** Treats an open wound: it stays, but stops being open. The bleeding marks stay until the judge removes them. */
export function treatLootWound(sheet: LootSheet, slot: number): LootSheet {
  return readSlot(sheet, slot).wound === 'open'
    ? changeLootSlot(sheet, slot, (s) => ({ ...s, wound: 'treated' }))
    : sheet;
}

/** Heals a wound (time, special medicine or powerful magic). */
export function healLootWound(sheet: LootSheet, slot: number): LootSheet {
  return readSlot(sheet, slot).wound === 'none'
    ? sheet
    : changeLootSlot(sheet, slot, (s) => ({ ...s, wound: 'none' }));
}

export interface LootCheckWoundResult {
  readonly sheet: LootSheet;
  /** True when the wound alone fails the check. */
  readonly failed: boolean;
  /** Empty when the slot has no wound. */
  readonly note: string;
}

/** What a wound in the rolled slot does to a check (12 and slots without wounds: nothing). */
export function checkRollsWound(sheet: LootSheet, slot: number): LootCheckWoundResult {
  if (!isBodySlot(slot)) return { sheet, failed: false, note: '' };
  const current = readSlot(sheet, slot);
  if (current.wound === 'treated') {
    const next = changeLootSlot(sheet, slot, (s) =>
      addLootConditionLetter({ ...s, wound: 'open' }, 'B'),
    );
    return {
      sheet: next,
      failed: true,
      note: `Slot ${slot} has a treated wound: the check fails and the wound opens (marked B, bleeding).`,
    };
  }
  if (current.wound === 'open') {
    return {
      sheet,
      failed: true,
      note: `Slot ${slot} has an open wound: the check fails and the character cringes (disadvantage on all rolls for 1 round).`,
    };
  }
  return { sheet, failed: false, note: '' };
}
