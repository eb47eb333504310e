/**
 * The Cairn Scars table (content/cairn/tables/scars.json), looked up by the HP lost in the attack
 * that took a PC to exactly 0 HP, with every sub-roll a row names performed and explained.
 *
 * Decisions, shown next to the result:
 * - Rolls the text places later ("once mended", "after recovery", "upon recovery", "when you get
 *   over it", "then" after a rest, "if you pass" your next critical damage save) are rolled now
 *   and kept as a later effect that the table applies when the moment comes; immediate rolls are
 *   applied at once.
 * - "Take the new result" for an attribute sets both its current and max to the total when
 *   higher; "increase your max WIL by 1dX" raises current WIL by the same amount; a new max HP
 *   leaves current HP where it is.
 */
import scarsJson from '../../../content/cairn/tables/scars.json';
import { rollDie, type Rng } from '../dice';
import type { Result } from '../result';
import { lookupRow, type RandomTable } from '../tables/model';
import { readWholeNumber, type WholeNumberError } from '../whole-number';
import {
  cairnMemberName,
  CAIRN_ATTRIBUTE_NAMES,
  CAIRN_SCORE_LIMIT,
  type CairnAttribute,
  type CairnMember,
} from './character';
import { cairnCriticalSavePasses } from './damage';

export const CAIRN_SCARS_TABLE = scarsJson as unknown as RandomTable;

export type CairnScarEffect =
  | { readonly kind: 'max-hp-at-least'; readonly value: number }
  | { readonly kind: 'max-hp-add'; readonly value: number }
  | { readonly kind: 'max-hp-set'; readonly value: number }
  | {
      readonly kind: 'attribute-at-least';
      readonly attribute: CairnAttribute;
      readonly against: 'current' | 'max';
      readonly value: number;
    }
  | { readonly kind: 'attribute-add'; readonly attribute: CairnAttribute; readonly value: number }
  | { readonly kind: 'deprived' };

export interface CairnScarRoll {
  /** What the roll is for, e.g. "Location". */
  readonly label: string;
  readonly notation: string;
  readonly faces: readonly number[];
  readonly total: number;
  /**
   * What the roll picks or how it went, where that is more than its total: "Eye", "passed against
   * WIL 11". A roll whose use the scar's explanation says (a new max HP) has none, so nothing is
   * said twice.
   */
  readonly meaning?: string;
}

export interface CairnScar {
  readonly hpLost: number;
  /** The scar's name, e.g. "Lasting Scar". */
  readonly name: string;
  /** The full row text. */
  readonly text: string;
  readonly rolls: readonly CairnScarRoll[];
  /** Applied as soon as the scar is taken. */
  readonly now: readonly CairnScarEffect[];
  /** Applied when the moment the text names comes (`when` says which; the explanation says it too). */
  readonly later?: { readonly when: string; readonly effects: readonly CairnScarEffect[] };
  /** Plain-words explanation of each step, each change said once. */
  readonly explanation: readonly string[];
}

/** Who takes the scar, when known: the WIL saves and the "higher than your max" comparisons need it. */
export type CairnScarSubject = Pick<CairnMember, 'hp' | 'str' | 'dex' | 'wil'>;

function rollDice(rng: Rng, count: number, sides: number): { faces: number[]; total: number } {
  const faces = Array.from({ length: count }, () => rollDie(rng, sides));
  return { faces, total: faces.reduce((sum, face) => sum + face, 0) };
}

function scarName(text: string): string {
  return text.split(':')[0]?.trim() ?? text;
}

function pick(total: number, options: readonly [number, number, string][]): string {
  return options.find(([min, max]) => total >= min && total <= max)?.[2] ?? '';
}

/** A sentence of its own put after a colon or a comma: "If 7 is higher..." -> "if 7 is higher...". */
function lowerFirst(sentence: string): string {
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

// The d6 tables inside the rows: each read once for the roll's meaning and again for its sentence.
const SCAR_LOCATIONS: readonly [number, number, string][] = [
  [1, 1, 'Neck'],
  [2, 2, 'Hands'],
  [3, 3, 'Eye'],
  [4, 4, 'Chest'],
  [5, 5, 'Legs'],
  [6, 6, 'Ear'],
];
const BROKEN_LIMBS: readonly [number, number, string][] = [
  [1, 2, 'Leg'],
  [3, 4, 'Arm'],
  [5, 5, 'Rib'],
  [6, 6, 'Skull'],
];

/** The table has a row for each HP lost from 1 to this, which a d12 picks when it is not known. */
export const CAIRN_SCAR_ROWS = 12;

/** Whether HP lost is a row of the table (1-12). */
export function isCairnScarHpLost(hpLost: number): boolean {
  return Number.isInteger(hpLost) && hpLost >= 1 && hpLost <= CAIRN_SCAR_ROWS;
}

/** Reads the HP lost typed in for a scar: a row of the table, 1 to 12. */
export function parseCairnScarHpLost(text: string): Result<number, WholeNumberError> {
  return readWholeNumber(text, 1, CAIRN_SCAR_ROWS, 'HP lost');
}

/** Why "Take this scar" waits: the HP lost cannot be read as a row of the table. */
export const CAIRN_SCAR_HP_LOST_NEEDED = `Take this scar is off until HP lost is a whole number from 1 to ${CAIRN_SCAR_ROWS}.`;

/** A party member as the scars roller's "Whose scar" names them: "Ada (max HP 5)". */
export function nameCairnScarChoice(member: CairnMember): string {
  return `${cairnMemberName(member)} (max HP ${member.hp.max})`;
}

/** The member with one scar taken off the sheet, by its place in the list (the rest keep theirs). */
export function dropCairnScar(member: CairnMember, index: number): CairnMember {
  return { ...member, scars: member.scars.filter((_, at) => at !== index) };
}

/** A d12, for rolling a random scar to look at. */
export function rollCairnScarHpLost(rng: Rng): number {
  return rollDie(rng, CAIRN_SCAR_ROWS);
}

/** The scar for the HP lost, with its sub-rolls performed. Throws for HP lost outside 1-12. */
export function rollCairnScar(hpLost: number, rng: Rng, subject?: CairnScarSubject): CairnScar {
  const row = isCairnScarHpLost(hpLost) ? lookupRow(CAIRN_SCARS_TABLE, hpLost) : undefined;
  if (!row) throw new RangeError(`HP lost is a whole number from 1 to 12, got ${hpLost}`);
  const text = row.cells[0] ?? '';
  const name = scarName(text);
  const rolls: CairnScarRoll[] = [];
  const explanation: string[] = [];
  const now: CairnScarEffect[] = [];
  let later: CairnScar['later'];

  const maxHpNote = (total: number) =>
    subject
      ? total > subject.hp.max
        ? `${total} is higher than max HP ${subject.hp.max}: max HP becomes ${total}.`
        : `${total} is not higher than max HP ${subject.hp.max}: max HP stays.`
      : `If ${total} is higher than your max HP, ${total} becomes your max HP.`;
  const attributeNote = (attribute: CairnAttribute, against: 'current' | 'max', total: number) => {
    const label = `${against} ${CAIRN_ATTRIBUTE_NAMES[attribute]}`;
    if (!subject)
      return `If ${total} is higher than your ${label}, it becomes your ${CAIRN_ATTRIBUTE_NAMES[attribute]}.`;
    const score = subject[attribute][against];
    return total > score
      ? `${total} is higher than ${label} ${score}: ${CAIRN_ATTRIBUTE_NAMES[attribute]} becomes ${total}.`
      : `${total} is not higher than ${label} ${score}: no change.`;
  };
  const roll = (
    label: string,
    count: number,
    sides: number,
    meaning?: (total: number) => string,
  ) => {
    const { faces, total } = rollDice(rng, count, sides);
    rolls.push({
      label,
      notation: `${count}d${sides}`,
      faces,
      total,
      ...(meaning && { meaning: meaning(total) }),
    });
    return total;
  };
  const wilSave = (bonusSides: number) => {
    const d20 = rollDie(rng, 20);
    const bonus = rollDie(rng, bonusSides);
    if (subject) {
      const passed = cairnCriticalSavePasses(d20, subject.wil.current);
      rolls.push({
        label: 'WIL save',
        notation: '1d20',
        faces: [d20],
        total: d20,
        meaning: `${passed ? 'passed' : 'failed'} against WIL ${subject.wil.current}`,
      });
      rolls.push({
        label: 'Max WIL increase',
        notation: `1d${bonusSides}`,
        faces: [bonus],
        total: bonus,
        ...(!passed && { meaning: 'not used' }),
      });
      if (passed) {
        now.push({ kind: 'attribute-add', attribute: 'wil', value: bonus });
        explanation.push(`Max WIL rises by ${bonus}.`);
      } else explanation.push('Max WIL does not change, as the save failed.');
    } else {
      const needs =
        d20 === 1
          ? 'passes whatever your WIL'
          : d20 === 20
            ? 'fails whatever your WIL'
            : `passes if your WIL is ${d20} or more`;
      rolls.push({
        label: 'WIL save',
        notation: '1d20',
        faces: [d20],
        total: d20,
        meaning: needs,
      });
      rolls.push({
        label: 'Max WIL increase',
        notation: `1d${bonusSides}`,
        faces: [bonus],
        total: bonus,
      });
      explanation.push(`If the WIL save passes, increase your max WIL by ${bonus}.`);
    }
  };

  switch (hpLost) {
    case 1: {
      const location = roll('Location', 1, 6, (t) => pick(t, SCAR_LOCATIONS));
      const total = roll('New max HP', 1, 6);
      now.push({ kind: 'max-hp-at-least', value: total });
      explanation.push(
        `A lasting scar on the ${pick(location, SCAR_LOCATIONS).toLowerCase()}.`,
        maxHpNote(total),
      );
      break;
    }
    case 2: {
      const total = roll('New max HP', 1, 6);
      now.push({ kind: 'max-hp-at-least', value: total });
      explanation.push('Disoriented and shaken: describe how you refocus.', maxHpNote(total));
      break;
    }
    case 3: {
      const total = roll('Max HP increase', 1, 6);
      now.push({ kind: 'deprived' });
      later = {
        when: 'after resting for a few hours',
        effects: [{ kind: 'max-hp-add', value: total }],
      };
      explanation.push(
        'Deprived until you rest for a few hours.',
        `After that rest, add ${total} to your max HP.`,
      );
      break;
    }
    case 4: {
      const limb = roll('Limb', 1, 6, (t) => pick(t, BROKEN_LIMBS));
      const total = roll('New max HP once mended', 2, 6);
      later = {
        when: 'once the limb is mended',
        effects: [{ kind: 'max-hp-at-least', value: total }],
      };
      explanation.push(
        `Broken ${pick(limb, BROKEN_LIMBS).toLowerCase()}.`,
        `Once mended: ${lowerFirst(maxHpNote(total))}`,
      );
      break;
    }
    case 5: {
      const total = roll('New max HP once over it', 2, 6);
      later = {
        when: 'when you get over the infection',
        effects: [{ kind: 'max-hp-at-least', value: total }],
      };
      explanation.push(`When you get over the infection: ${lowerFirst(maxHpNote(total))}`);
      break;
    }
    case 6: {
      const which = roll('Attribute', 1, 6, (t) =>
        pick(t, [
          [1, 2, 'STR'],
          [3, 4, 'DEX'],
          [5, 6, 'WIL'],
        ]),
      );
      const attribute: CairnAttribute = which <= 2 ? 'str' : which <= 4 ? 'dex' : 'wil';
      const total = roll(`New ${CAIRN_ATTRIBUTE_NAMES[attribute]}`, 3, 6);
      now.push({ kind: 'attribute-at-least', attribute, against: 'current', value: total });
      explanation.push(attributeNote(attribute, 'current', total));
      break;
    }
    case 7: {
      const total = roll('New max DEX after recovery', 3, 6);
      later = {
        when: 'after getting serious help and rest',
        effects: [{ kind: 'attribute-at-least', attribute: 'dex', against: 'max', value: total }],
      };
      explanation.push(
        'You can barely move until you get serious help and rest.',
        `After recovery: ${lowerFirst(attributeNote('dex', 'max', total))}`,
      );
      break;
    }
    case 8:
      explanation.push('You cannot hear anything until you find extraordinary aid.');
      wilSave(4);
      break;
    case 9: {
      const total = roll('New max WIL', 3, 6);
      now.push({ kind: 'attribute-at-least', attribute: 'wil', against: 'max', value: total });
      explanation.push(attributeNote('wil', 'max', total));
      break;
    }
    case 10:
      explanation.push('An appendage is torn off, crippled or useless: the Warden says which.');
      wilSave(6);
      break;
    case 11: {
      const total = roll('New max HP upon recovery', 2, 6);
      now.push({ kind: 'deprived' });
      later = { when: 'upon recovery', effects: [{ kind: 'max-hp-set', value: total }] };
      explanation.push(
        'Deprived and out of action: you die in one hour unless healed.',
        `Upon recovery, your max HP becomes ${total}.`,
      );
      break;
    }
    case 12: {
      const total = roll('New max HP if the next critical damage save passes', 3, 6);
      later = {
        when: 'if you pass your next save against critical damage',
        effects: [{ kind: 'max-hp-at-least', value: total }],
      };
      explanation.push(
        'If your next save against critical damage is a fail, you die horribly.',
        subject
          ? `If you pass it: ${maxHpNote(total)}`
          : `If you pass it and ${total} is higher than your max HP, ${total} becomes your max HP.`,
      );
      break;
    }
  }
  return { hpLost, name, text, rolls, now, ...(later ? { later } : {}), explanation };
}

function limit(value: number): number {
  return Math.min(CAIRN_SCORE_LIMIT, Math.max(0, value));
}

/** The member with the scar's effects applied (the scar's name is recorded by `recordCairnScar`). */
export function applyCairnScarEffects(
  member: CairnMember,
  effects: readonly CairnScarEffect[],
): CairnMember {
  let next = member;
  for (const effect of effects) {
    switch (effect.kind) {
      case 'max-hp-at-least':
        if (effect.value > next.hp.max)
          next = { ...next, hp: { current: next.hp.current, max: limit(effect.value) } };
        break;
      case 'max-hp-add':
        next = {
          ...next,
          hp: { current: next.hp.current, max: limit(next.hp.max + effect.value) },
        };
        break;
      case 'max-hp-set': {
        const max = limit(effect.value);
        next = { ...next, hp: { current: Math.min(next.hp.current, max), max } };
        break;
      }
      case 'attribute-at-least': {
        const score = next[effect.attribute];
        if (effect.value > score[effect.against]) {
          const value = limit(effect.value);
          next = {
            ...next,
            [effect.attribute]: {
              current: Math.max(score.current, value),
              max: Math.max(score.max, value),
            },
          };
        }
        break;
      }
      case 'attribute-add': {
        const score = next[effect.attribute];
        next = {
          ...next,
          [effect.attribute]: {
            current: limit(score.current + effect.value),
            max: limit(score.max + effect.value),
          },
        };
        break;
      }
      case 'deprived':
        next = { ...next, deprived: true };
        break;
    }
  }
  return next;
}

/** Takes the scar: its name joins the member's scars and the immediate effects apply. */
export function recordCairnScar(member: CairnMember, scar: CairnScar): CairnMember {
  const note = scar.later
    ? `${scar.name} (later, ${scar.later.when}: ${describeCairnScarEffects(scar.later.effects)})`
    : scar.name;
  return applyCairnScarEffects({ ...member, scars: [...member.scars, note].slice(-50) }, scar.now);
}

/**
 * Where a scar taken by a tracked party member stands: recorded on the sheet with its later
 * effect still to come, that later effect applied, gone with the attack that gave it (undone), or
 * taken off by the Undo of its record in the scars roller (record-undone).
 */
export type CairnScarStanding = 'recorded' | 'later-applied' | 'undone' | 'record-undone';

/** Why a scar is no longer on the sheet, in the words of the sentence that says so. */
const CAIRN_SCAR_GONE: Readonly<Record<'undone' | 'record-undone', string>> = {
  undone: 'the attack was undone',
  'record-undone': 'its record was undone',
};

/** What a scar's result says about the member's sheet, and what can still be done from it. */
export interface CairnScarFollowUp {
  /** The sentence about the sheet. */
  readonly sheet: string;
  /** The later effect, offered to apply when its moment comes: the button's words and the effects. */
  readonly apply?: { readonly label: string; readonly effects: readonly CairnScarEffect[] };
  /** The later effect, once applied, in words. */
  readonly applied?: string;
}

/**
 * The follow-up of a scar on a tracked member's sheet. A scar whose attack or record was undone is
 * no longer on the sheet, so nothing of it, now or later, may be applied: its later effect is not
 * offered and the sentence says why.
 */
export function cairnScarFollowUp(
  scar: CairnScar,
  memberName: string,
  standing: CairnScarStanding,
): CairnScarFollowUp {
  const later = scar.later;
  if (standing === 'undone' || standing === 'record-undone') {
    const why = CAIRN_SCAR_GONE[standing];
    return {
      sheet: later
        ? `Not on ${memberName}’s sheet: ${why}, so this scar and its later effect (${describeCairnScarEffects(later.effects)}) do not apply.`
        : `Not on ${memberName}’s sheet: ${why}, so this scar does not apply.`,
    };
  }
  const sheet = `Recorded on ${memberName}’s sheet${scar.now.length > 0 ? ', with the changes that apply now' : ''}.`;
  if (!later) return { sheet };
  return standing === 'later-applied'
    ? { sheet, applied: `Applied: ${describeCairnScarEffects(later.effects)}.` }
    : { sheet, apply: { label: `Apply now (${later.when})`, effects: later.effects } };
}

export function describeCairnScarEffects(effects: readonly CairnScarEffect[]): string {
  return effects
    .map((effect) => {
      switch (effect.kind) {
        case 'max-hp-at-least':
          return `max HP ${effect.value} if higher`;
        case 'max-hp-add':
          return `+${effect.value} max HP`;
        case 'max-hp-set':
          return `max HP becomes ${effect.value}`;
        case 'attribute-at-least':
          return `${CAIRN_ATTRIBUTE_NAMES[effect.attribute]} ${effect.value} if higher than ${effect.against}`;
        case 'attribute-add':
          return `+${effect.value} max ${CAIRN_ATTRIBUTE_NAMES[effect.attribute]}`;
        case 'deprived':
          return 'Deprived';
      }
    })
    .join(', ');
}
