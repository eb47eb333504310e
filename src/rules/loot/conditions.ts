/**
 * LOOT conditions: letters in the slots that spread. The general rule: each time a condition
 * worsens, mark a slot not yet marked by it and adjacent to one that is. Each condition adds its
 * own rules; every function here returns the new sheet, the choices left to the player and the
 * outcome the text gives (unconscious, dead, evil).
 *
 * Decisions where the text is silent: "adjacent" is slot n and n±1 within 1-11; conditions that
 * afflict the body (asphyxiation, bleeding, corruption, exhaustion, hypothermia, malnourishment)
 * spread only through the body slots 1-5, since the text counts their outcomes on slots 1-5;
 * fire follows flammable items through any slot 1-11.
 */
import { rollDie, type Rng } from '../dice';
import {
  BODY_SLOTS,
  CONDITION_NAMES,
  SLOT_NUMBERS,
  isBodySlot,
  readSlot,
  type ConditionLetter,
  type LootSheet,
  type SlotNumber,
} from './sheet';
import { addLootConditionLetter, adjacentLootSlots, changeLootSlot, woundLootSlot } from './wounds';

export type LootConditionOutcome = 'none' | 'unconscious' | 'dead' | 'evil';

export interface LootConditionResult {
  readonly sheet: LootSheet;
  /** Sentences for the table, in order; they lead up to the outcome and never say it themselves. */
  readonly notes: readonly string[];
  /** Said once, after the notes, in the words of LOOT_CONDITION_OUTCOME_TEXT. */
  readonly outcome: LootConditionOutcome;
}

/** Each condition's rules in one sentence or two, for the tool. */
export const LOOT_CONDITION_SUMMARIES: Readonly<Record<ConditionLetter, string>> = {
  A: 'Starts at the head (slot 1); each round it continues it worsens. Unconscious when slots 1-5 are all marked; dies when a slot must be marked and cannot.',
  B: 'Each open wound worsens the bleeding once per turn in combat, per try adventuring, per watch traveling, into a lower-numbered slot. Dies when no slot can be marked.',
  C: 'Mark the corrupted slot. On more exposure, a check: if the slot rolled is corrupted, the corruption worsens. All body slots corrupted: the character turns evil.',
  E: 'Mark the appropriate slot, then worsen. Unconscious when slots 1-5 are all marked; dies when a slot must be marked and cannot. Resting 5 trys removes one.',
  F: 'Each round fire spreads to adjacent slots holding flammable items. A full round on fire: a treated wound and flammable items destroyed; another round: the wound opens.',
  H: 'Starts at slot 4 or 5; worsens every 5 trys (10 if properly dressed), giving the slot marked before a treated wound (frostbite). Unconscious at slots 1-5; dies when none can be marked.',
  M: 'Starts at slot 3; each week without food or day without drink marks a lower slot. Dies when no slot can be marked.',
};

/** What an outcome means, as the tool says it. */
export const LOOT_CONDITION_OUTCOME_TEXT: Readonly<
  Record<Exclude<LootConditionOutcome, 'none'>, string>
> = {
  unconscious: 'Unconscious.',
  dead: 'The character dies.',
  evil: 'The character turns evil unless and until the corruption is removed.',
};

/** The conditions whose spreading the text counts on the body slots. */
export const LOOT_BODY_CONDITIONS = [
  'A',
  'B',
  'C',
  'E',
  'H',
  'M',
] as const satisfies readonly ConditionLetter[];

export const LOOT_ADJACENCY_NOTE =
  'Adjacent means the slot numbered one above or one below (slot 3 touches 2 and 4); body conditions spread only through slots 1-5.';

/** Slots whose letters include `letter` (the sheet as written, so a dropped backpack keeps its fire). */
export function lootConditionSlots(sheet: LootSheet, letter: ConditionLetter): SlotNumber[] {
  return SLOT_NUMBERS.filter((n) => sheet.slots[n - 1]?.conditions.includes(letter));
}

function hasLetter(sheet: LootSheet, slot: number, letter: ConditionLetter): boolean {
  return sheet.slots[slot - 1]?.conditions.includes(letter) ?? false;
}

function markLetter(sheet: LootSheet, slot: SlotNumber, letter: ConditionLetter): LootSheet {
  const next = changeLootSlot(sheet, slot, (s) => addLootConditionLetter(s, letter));
  return { ...next, lastMarked: { ...next.lastMarked, [letter]: slot } };
}

function removeLetter(sheet: LootSheet, slot: SlotNumber, letter: ConditionLetter): LootSheet {
  return changeLootSlot(sheet, slot, (s) => ({
    ...s,
    conditions: s.conditions.filter((l) => l !== letter),
    ...(letter === 'F' ? { fireRounds: 0 } : {}),
  }));
}

function allBodyMarked(sheet: LootSheet, letter: ConditionLetter): boolean {
  return BODY_SLOTS.every((n) => hasLetter(sheet, n, letter));
}

/** Body slots not marked by `letter` and adjacent to one that is: the general worsening rule. */
export function lootSpreadChoices(sheet: LootSheet, letter: ConditionLetter): SlotNumber[] {
  return BODY_SLOTS.filter(
    (n) =>
      !hasLetter(sheet, n, letter) &&
      adjacentLootSlots(n).some((m) => isBodySlot(m) && hasLetter(sheet, m, letter)),
  );
}

/** The outcome once the body slots are all marked (asphyxiation, exhaustion, hypothermia: unconscious; corruption: evil). */
function fullBodyOutcome(
  sheet: LootSheet,
  letter: ConditionLetter,
): { outcome: LootConditionOutcome; note?: string } {
  if (!allBodyMarked(sheet, letter)) return { outcome: 'none' };
  if (letter === 'A' || letter === 'E' || letter === 'H')
    return {
      outcome: 'unconscious',
      note: `All body slots (1-5) are marked with ${CONDITION_NAMES[letter].toLowerCase()}.`,
    };
  if (letter === 'C')
    return {
      outcome: 'evil',
      note: 'All body slots are corrupted.',
    };
  return { outcome: 'none' };
}

function dies(sheet: LootSheet, letter: ConditionLetter): LootConditionResult {
  return {
    sheet,
    notes: [
      `A slot must be marked with ${CONDITION_NAMES[letter].toLowerCase()}, but none can be.`,
    ],
    outcome: 'dead',
  };
}

function marked(
  sheet: LootSheet,
  slot: SlotNumber,
  letter: ConditionLetter,
  extra: readonly string[] = [],
): LootConditionResult {
  const next = markLetter(sheet, slot, letter);
  const full = fullBodyOutcome(next, letter);
  return {
    sheet: next,
    notes: [
      `Slot ${slot} is marked ${letter} (${CONDITION_NAMES[letter].toLowerCase()}).`,
      ...extra,
      ...(full.note ? [full.note] : []),
    ],
    outcome: full.outcome,
  };
}

function refused(sheet: LootSheet, message: string): LootConditionResult {
  return { sheet, notes: [message], outcome: 'none' };
}

/** A slot among several valid ones, picked at random for a player who would rather not choose. */
export function pickLootSlot(choices: readonly SlotNumber[], rng: Rng): SlotNumber | undefined {
  return choices.length === 0 ? undefined : choices[rollDie(rng, choices.length) - 1];
}

// ---------------------------------------------------------------------------------------------
// Asphyxiation (A)

export const LOOT_ASPHYXIATION_EFFECT =
  'While the head slot is marked A, the character cannot breathe, speak, or cast spells.';

/** Where asphyxiation goes next: the head first, then the general rule. */
export function lootAsphyxiationChoices(sheet: LootSheet): SlotNumber[] {
  return hasLetter(sheet, 1, 'A') ? lootSpreadChoices(sheet, 'A') : [1];
}

/** Starts asphyxiation (marks the head) or, each round it continues, worsens it into `slot`. */
export function worsenLootAsphyxiation(sheet: LootSheet, slot?: SlotNumber): LootConditionResult {
  const choices = lootAsphyxiationChoices(sheet);
  if (choices.length === 0) return dies(sheet, 'A');
  const target = slot ?? (choices.length === 1 ? choices[0] : undefined);
  if (target === undefined || !choices.includes(target))
    return refused(sheet, `Asphyxiation can spread to slot ${choices.join(' or ')}.`);
  return marked(sheet, target, 'A', target === 1 ? [LOOT_ASPHYXIATION_EFFECT] : []);
}

/** Removing the source removes every A mark at once. */
export function endLootAsphyxiation(sheet: LootSheet): LootSheet {
  return lootConditionSlots(sheet, 'A').reduce((s, n) => removeLetter(s, n, 'A'), sheet);
}

// ---------------------------------------------------------------------------------------------
// Bleeding (B)

/** Body slots with an open wound: each makes the bleeding worsen once per turn, try or watch. */
export function lootOpenWoundSlots(sheet: LootSheet): SlotNumber[] {
  return BODY_SLOTS.filter((n) => readSlot(sheet, n).wound === 'open');
}

/** Where the bleeding from the open wound in `woundSlot` can go: a lower-numbered slot not yet marked B, adjacent to one that is. */
export function lootBleedingChoices(sheet: LootSheet, woundSlot: SlotNumber): SlotNumber[] {
  return lootSpreadChoices(sheet, 'B').filter((n) => n < woundSlot);
}

/** The bleeding from one open wound worsens into `slot` (lower than the wound); nowhere to go means death. */
export function worsenLootBleeding(
  sheet: LootSheet,
  woundSlot: SlotNumber,
  slot?: SlotNumber,
): LootConditionResult {
  if (readSlot(sheet, woundSlot).wound !== 'open')
    return refused(sheet, `Slot ${woundSlot} has no open wound to bleed from.`);
  // An open wound is marked B when taken; a sheet edited by hand may lack it.
  const base = hasLetter(sheet, woundSlot, 'B') ? sheet : markLetter(sheet, woundSlot, 'B');
  const choices = lootBleedingChoices(base, woundSlot);
  if (choices.length === 0) return dies(base, 'B');
  const target = slot ?? (choices.length === 1 ? choices[0] : undefined);
  if (target === undefined || !choices.includes(target))
    return refused(
      sheet,
      `The bleeding from slot ${woundSlot} can spread to slot ${choices.join(' or ')}.`,
    );
  return marked(base, target, 'B');
}

// ---------------------------------------------------------------------------------------------
// Corruption (C)

/** Corrupts a body slot (the one a fiend or dark magic touched). */
export function corruptLootSlot(sheet: LootSheet, slot: SlotNumber): LootConditionResult {
  if (!isBodySlot(slot)) return refused(sheet, 'Corruption marks body slots (1-5).');
  if (hasLetter(sheet, slot, 'C')) return refused(sheet, `Slot ${slot} is already corrupted.`);
  return marked(sheet, slot, 'C');
}

export interface LootCorruptionCheck {
  /** The d12 rolled. */
  readonly roll: number;
  /** True when the slot rolled is corrupted, so the corruption worsens. */
  readonly worsens: boolean;
  /** Where it can spread (empty when it does not worsen or has nowhere left to go). */
  readonly choices: readonly SlotNumber[];
  readonly note: string;
}

/**
 * More exposure to corruption: a check (a d12 picks a slot). Only a rolled slot that is
 * corrupted makes it worsen; a 12 is no slot, so it never does (our reading).
 */
export function checkLootCorruption(sheet: LootSheet, rng: Rng): LootCorruptionCheck {
  const roll = rollDie(rng, 12);
  const worsens = roll <= 11 && readSlot(sheet, roll).conditions.includes('C');
  const choices = worsens ? lootSpreadChoices(sheet, 'C') : [];
  const note = !worsens
    ? roll === 12
      ? 'Rolled 12: no slot, so the corruption does not worsen.'
      : `Rolled slot ${roll}, which is not corrupted: the corruption does not worsen.`
    : choices.length === 0
      ? `Rolled slot ${roll}, which is corrupted, but every body slot already is.`
      : `Rolled slot ${roll}, which is corrupted: the corruption worsens into slot ${choices.join(' or ')}.`;
  return { roll, worsens, choices, note };
}

/** The corruption worsens into `slot` (after a check rolled a corrupted slot). */
export function worsenLootCorruption(sheet: LootSheet, slot?: SlotNumber): LootConditionResult {
  const choices = lootSpreadChoices(sheet, 'C');
  if (choices.length === 0) {
    const full = fullBodyOutcome(sheet, 'C');
    return {
      sheet,
      notes: [full.note ?? 'There is no corrupted slot to spread from.'],
      outcome: full.outcome,
    };
  }
  const target = slot ?? (choices.length === 1 ? choices[0] : undefined);
  if (target === undefined || !choices.includes(target))
    return refused(sheet, `Corruption can spread to slot ${choices.join(' or ')}.`);
  return marked(sheet, target, 'C');
}

// ---------------------------------------------------------------------------------------------
// Exhaustion (E)

/** The first exhaustion goes in the appropriate body slot (the player's choice); later ones follow the general rule. */
export function lootExhaustionChoices(sheet: LootSheet): SlotNumber[] {
  return lootConditionSlots(sheet, 'E').some(isBodySlot)
    ? lootSpreadChoices(sheet, 'E')
    : [...BODY_SLOTS];
}

export function worsenLootExhaustion(sheet: LootSheet, slot?: SlotNumber): LootConditionResult {
  const choices = lootExhaustionChoices(sheet);
  if (choices.length === 0) return dies(sheet, 'E');
  const target = slot ?? (choices.length === 1 ? choices[0] : undefined);
  if (target === undefined || !choices.includes(target))
    return refused(sheet, `Exhaustion can go to slot ${choices.join(' or ')}.`);
  return marked(sheet, target, 'E');
}

/** Resting for 5 trys removes one slot of exhaustion (the player's choice of marked slot). */
export function restLootExhaustion(sheet: LootSheet, slot?: SlotNumber): LootConditionResult {
  const marks = lootConditionSlots(sheet, 'E');
  if (marks.length === 0) return refused(sheet, 'There is no exhaustion to remove.');
  const target = slot ?? marks[marks.length - 1];
  if (target === undefined || !marks.includes(target))
    return refused(sheet, `Exhaustion is in slot ${marks.join(', ')}.`);
  return {
    sheet: removeLetter(sheet, target, 'E'),
    notes: [`After resting 5 trys, slot ${target} is no longer exhausted.`],
    outcome: 'none',
  };
}

// ---------------------------------------------------------------------------------------------
// Hypothermia (H)

/** Hypothermia starts in the foot or hand slot (4 or 5), then follows the general rule. */
export function lootHypothermiaChoices(sheet: LootSheet): SlotNumber[] {
  return lootConditionSlots(sheet, 'H').some(isBodySlot) ? lootSpreadChoices(sheet, 'H') : [4, 5];
}

/**
 * Exposure to extreme cold: marks slot 4 or 5, then every 5 trys (10 if properly dressed) worsens,
 * and the slot marked before takes a treated wound from frostbite.
 */
export function worsenLootHypothermia(sheet: LootSheet, slot?: SlotNumber): LootConditionResult {
  const starting = !lootConditionSlots(sheet, 'H').some(isBodySlot);
  const choices = lootHypothermiaChoices(sheet);
  const previous = sheet.lastMarked?.H ?? lootConditionSlots(sheet, 'H').at(-1);
  if (choices.length === 0) {
    const death = dies(sheet, 'H');
    return death;
  }
  const target = slot ?? (choices.length === 1 ? choices[0] : undefined);
  if (target === undefined || !choices.includes(target))
    return refused(
      sheet,
      `Hypothermia can ${starting ? 'start in' : 'spread to'} slot ${choices.join(' or ')}.`,
    );
  if (starting || previous === undefined) return marked(sheet, target, 'H');
  const frostbite = woundLootSlot(sheet, previous, 'treated');
  return marked(frostbite.sheet, target, 'H', [`Frostbite: ${frostbite.note}`]);
}

/** Warming removes one H mark per try (the last one marked first); frostbite stays. */
export function warmLootHypothermia(sheet: LootSheet): LootConditionResult {
  const marks = lootConditionSlots(sheet, 'H');
  const last = sheet.lastMarked?.H;
  const target = last !== undefined && marks.includes(last) ? last : marks.at(-1);
  if (target === undefined) return refused(sheet, 'There is no hypothermia to remove.');
  const next = removeLetter(sheet, target, 'H');
  const remaining = lootConditionSlots(next, 'H');
  const lastMarked = { ...next.lastMarked };
  // The mark before it is the one the next frostbite would hit; the neighbour still marked is the best guess.
  const neighbour = adjacentLootSlots(target).find((n) => remaining.includes(n));
  if (neighbour !== undefined) lastMarked.H = neighbour;
  else delete lastMarked.H;
  return {
    sheet: { ...next, lastMarked },
    notes: [`Warming: slot ${target} is no longer marked H. Frostbite wounds stay.`],
    outcome: 'none',
  };
}

// ---------------------------------------------------------------------------------------------
// Malnourishment (M)

/** Starts in the lowest torso slot (3), then a lower number each time, adjacent to the last mark. */
export function lootMalnourishmentChoices(sheet: LootSheet): SlotNumber[] {
  const marks = lootConditionSlots(sheet, 'M').filter(isBodySlot);
  if (marks.length === 0) return [3];
  const lowest = Math.min(...marks);
  return lootSpreadChoices(sheet, 'M').filter((n) => n < lowest);
}

export function worsenLootMalnourishment(sheet: LootSheet): LootConditionResult {
  const target = lootMalnourishmentChoices(sheet)[0];
  if (target === undefined) return dies(sheet, 'M');
  return marked(sheet, target, 'M');
}

// ---------------------------------------------------------------------------------------------
// Fire (F)

/** True when the slot (as the rules see it) holds a flammable item. */
export function isLootSlotFlammable(sheet: LootSheet, slot: number): boolean {
  return readSlot(sheet, slot).items.some((item) => item.flammable);
}

/** Ignites a slot whose contents caught fire. */
/** The slots that can be set on fire: those holding something flammable and not already burning. */
export function lootIgnitionChoices(sheet: LootSheet): SlotNumber[] {
  return SLOT_NUMBERS.filter(
    (slot) => isLootSlotFlammable(sheet, slot) && !hasLetter(sheet, slot, 'F'),
  );
}

export function igniteLootSlot(sheet: LootSheet, slot: SlotNumber): LootConditionResult {
  if (hasLetter(sheet, slot, 'F')) return refused(sheet, `Slot ${slot} is already on fire.`);
  if (!isLootSlotFlammable(sheet, slot))
    return refused(sheet, `Slot ${slot} holds nothing flammable, so it cannot be ignited.`);
  const next = changeLootSlot(markLetter(sheet, slot, 'F'), slot, (s) => ({ ...s, fireRounds: 0 }));
  return { sheet: next, notes: [`Slot ${slot} is on fire (F).`], outcome: 'none' };
}

/**
 * One round passes. Slots on fire for a full round take a treated wound (body slots) and lose
 * their flammable items; after a second round the wound becomes untreated (open). Then every
 * slot with a flammable item next to a slot that was on fire ignites.
 */
export function advanceLootFireRound(sheet: LootSheet): LootConditionResult {
  const burning = lootConditionSlots(sheet, 'F');
  if (burning.length === 0) return refused(sheet, 'Nothing is on fire.');
  const notes: string[] = [];
  const spreadTo = SLOT_NUMBERS.filter(
    (n) =>
      !burning.includes(n) &&
      isLootSlotFlammable(sheet, n) &&
      adjacentLootSlots(n).some((m) => burning.includes(m)),
  );
  let next = sheet;
  for (const slot of burning) {
    const rounds = (next.slots[slot - 1]?.fireRounds ?? 0) + 1;
    next = changeLootSlot(next, slot, (s) => ({ ...s, fireRounds: rounds }));
    if (rounds === 1) {
      const destroyed = readSlot(next, slot).items.filter((item) => item.flammable);
      for (const item of destroyed)
        next = {
          ...next,
          slots: next.slots.map((s) => ({
            ...s,
            items: s.items.filter((candidate) => candidate.id !== item.id),
          })),
        };
      const lost =
        destroyed.length > 0
          ? ` ${destroyed.map((item) => item.name).join(', ')} ${destroyed.length === 1 ? 'is' : 'are'} destroyed.`
          : '';
      if (isBodySlot(slot)) {
        const wound = woundLootSlot(next, slot, 'treated');
        next = wound.sheet;
        notes.push(`Slot ${slot} burned a full round: ${wound.note}${lost}`);
      } else {
        notes.push(
          `Slot ${slot} burned a full round.${lost === '' ? ' Nothing flammable was left in it.' : lost}`,
        );
      }
    } else if (rounds === 2 && isBodySlot(slot) && readSlot(next, slot).wound === 'treated') {
      next = changeLootSlot(next, slot, (s) =>
        addLootConditionLetter({ ...s, wound: 'open' }, 'B'),
      );
      notes.push(
        `Slot ${slot} is still aflame after another round: its wound becomes untreated (open, marked B).`,
      );
    } else {
      notes.push(`Slot ${slot} is still on fire.`);
    }
  }
  for (const slot of spreadTo) {
    next = changeLootSlot(markLetter(next, slot, 'F'), slot, (s) => ({ ...s, fireRounds: 0 }));
    notes.push(`The fire spreads to slot ${slot}.`);
  }
  return { sheet: next, notes, outcome: 'none' };
}

export interface LootRollOnGround extends LootConditionResult {
  readonly rolls: readonly number[];
}

/** A whole turn rolling on the ground: 3d12, and the fire goes out in the slots rolled. */
export function rollLootOnGround(sheet: LootSheet, rng: Rng): LootRollOnGround {
  const rolls = [rollDie(rng, 12), rollDie(rng, 12), rollDie(rng, 12)];
  const out = [...new Set(rolls)]
    .filter((n): n is SlotNumber => n <= 11 && hasLetter(sheet, n, 'F'))
    .sort((a, b) => a - b);
  const next = out.reduce((s, n) => removeLetter(s, n, 'F'), sheet);
  const left = lootConditionSlots(next, 'F');
  const notes = [
    out.length === 0
      ? `Rolled ${rolls.join(', ')}: no burning slot was rolled.`
      : `Rolled ${rolls.join(', ')}: the fire in slot ${out.join(', ')} is out.`,
    left.length === 0 ? 'No slot is on fire any more.' : `Still on fire: slot ${left.join(', ')}.`,
  ];
  return { sheet: next, notes, outcome: 'none', rolls };
}

/** Dousing with water or smothering puts every fire out. */
export function douseLootFire(sheet: LootSheet): LootSheet {
  return lootConditionSlots(sheet, 'F').reduce((s, n) => removeLetter(s, n, 'F'), sheet);
}

/** Removes every mark of a condition (corruption removed, a meal, a cure). */
export function clearLootCondition(sheet: LootSheet, letter: ConditionLetter): LootSheet {
  const next = lootConditionSlots(sheet, letter).reduce(
    (s, n) => removeLetter(s, n, letter),
    sheet,
  );
  if (!next.lastMarked?.[letter]) return next;
  const lastMarked = { ...next.lastMarked };
  delete lastMarked[letter];
  return { ...next, lastMarked };
}

const REMOVAL_NOTES: Readonly<Partial<Record<ConditionLetter, string>>> = {
  A: 'The source is removed: every A mark is gone.',
  B: 'Every B mark is removed.',
  C: 'The corruption is removed.',
  F: 'Doused: every fire is out.',
  M: 'Fed and watered: every M mark is removed.',
};

/** Removes a condition all at once (the source of asphyxiation removed, a cure, dousing, a meal), with the sentence the tool shows. */
export function removeLootCondition(
  sheet: LootSheet,
  letter: ConditionLetter,
): LootConditionResult {
  const next =
    letter === 'A'
      ? endLootAsphyxiation(sheet)
      : letter === 'F'
        ? douseLootFire(sheet)
        : clearLootCondition(sheet, letter);
  return {
    sheet: next,
    notes: [REMOVAL_NOTES[letter] ?? `Every ${letter} mark is removed.`],
    outcome: 'none',
  };
}
