/**
 * What Dead Weight's test tools show, decided here: the exact chances as listed lines; the roll
 * shown with its dice as buttons (a hit marked, the die picked pressed), the re-rolls left and the
 * button that adds the fatigue; and, for each tool, what it is about to roll: the attribute test
 * from its fields and toggles, the defence and the armor roll from the attack notation and the
 * defender's fields. The tools lay this out, and roll and log with what it gives.
 */
import type { Fraction } from '../dice';
import { explainDwAttack, parseDwAttack, type DwAttack } from './attack-notation';
import {
  computeDwTestChances,
  DW_REROLL_LABELS,
  evaluateDwTest,
  isDwHit,
  listDwRerollsLeft,
  type DwRerollKind,
  type DwTestChances,
  type DwTestInput,
  type DwTestResult,
} from './attribute-test';
import {
  DW_ATTRIBUTE_LABELS,
  DW_ATTRIBUTE_NAMES,
  DW_ATTRIBUTES,
  type DwAttribute,
} from './character';
import {
  dwAttackIgnoresShields,
  type DwArmourInput,
  type DwDefenceTokens,
  type DwHit,
} from './defence';
import { resolveDwDefenceRoll } from './log-lines';
import {
  planDwArmour,
  planDwAttributeTest,
  planDwDefence,
  type DwTestModifiers,
} from './test-plan';
import type { DwPoolField, DwTestFieldsRead } from './test-fields';
import type { DwTestRolled, DwTestRollState } from './test-roll';
import {
  describeDwDefenceHeadline,
  describeDwTestFatigue,
  describeDwTestHeadline,
  describeDwTestShapeNote,
  labelDwAddFatigue,
  nameDwTestRoll,
} from './test-sentences';

const CHANCE_LABELS = [
  ['success', 'Success'],
  ['greatSuccess', 'Great success'],
  ['criticalFailure', 'Critical failure'],
  ['fatigue', 'Takes fatigue'],
] as const;

/** A test's four exact chances, as its list shows them. */
export function listDwTestChances(
  chances: DwTestChances,
): readonly { readonly label: string; readonly fraction: Fraction }[] {
  return CHANCE_LABELS.map(([key, label]) => ({ label, fraction: chances[key] }));
}

/** A test's chances while its input can be rolled; null while it cannot. */
const chancesOf = (input: DwTestInput | null) =>
  input ? listDwTestChances(computeDwTestChances(input)) : null;

/** The outcome of a roll shown; null before a roll, and for a defence not rolled. */
export function evaluateDwTestRolled(rolled: DwTestRolled | null): DwTestResult | null {
  return rolled && rolled.dice.length > 0 ? evaluateDwTest(rolled.input, rolled.dice) : null;
}

export interface DwTestRollView {
  /** Each die as a button: its face, whether it hits, whether it is picked, its name. */
  readonly dice: readonly {
    readonly face: number;
    readonly hit: boolean;
    readonly pressed: boolean;
    readonly label: string;
  }[];
  /** "keeps the lowest: 2" when only some dice are read; else null. */
  readonly kept: string | null;
  /** The re-rolls left: "Proficiency re-roll (1 left)". Off until a die is picked. */
  readonly rerolls: readonly { readonly kind: DwRerollKind; readonly label: string }[];
  readonly rerollsOff: boolean;
  /** The button that adds the fatigue to the character rolled for; null when there is none. */
  readonly fatigue: { readonly label: string; readonly added: boolean } | null;
}

/**
 * The roll shown, with the dice to pick and re-roll; null before a roll and for a defence not
 * rolled. `character` is the name of the character it was rolled for, as saved now (undefined:
 * typed numbers, or the character is gone); `attribute` takes the fatigue.
 */
export function viewDwTestRoll(
  { rolled, selected }: DwTestRollState<DwTestRolled>,
  character: string | undefined,
  attribute: DwAttribute,
): DwTestRollView | null {
  const result = evaluateDwTestRolled(rolled);
  if (!rolled || !result) return null;
  return {
    dice: rolled.dice.map((face, index) => ({
      face,
      hit: isDwHit(face),
      pressed: selected === index,
      label: `Die ${index + 1}: ${face}`,
    })),
    kept:
      result.kept.length < rolled.dice.length
        ? `keeps the lowest: ${result.kept.join(', ')}`
        : null,
    rerolls: listDwRerollsLeft(rolled.left).map((kind) => ({
      kind,
      label: `${DW_REROLL_LABELS[kind]} (${rolled.left[kind]} left)`,
    })),
    rerollsOff: selected === null,
    fatigue:
      character !== undefined && result.fatigue > 0
        ? {
            label: labelDwAddFatigue(result.fatigue, character, attribute, rolled.fatigueAdded),
            added: rolled.fatigueAdded,
          }
        : null,
  };
}

/** What a test tool shows above and in its result area. */
export interface DwTestShown {
  /** The input to roll; null while the fields cannot be read or the rules refuse them. */
  readonly usable: DwTestInput | null;
  /** What the score's field says when the pool cannot be rolled; else null. */
  readonly poolError: string | null;
  readonly chances: ReturnType<typeof listDwTestChances> | null;
  readonly button: string;
  readonly blockedBy: string | null;
  /** The last roll's outcome in words; null while there is none to show. */
  readonly headline: string | null;
  /** The fatigue the last roll cost, in words; empty before a roll. */
  readonly fatigue: string;
}

/** The attributes as the test's menu offers them: "STR (Strength)". */
export const DW_TEST_ATTRIBUTE_CHOICES = DW_ATTRIBUTES.map((which) => ({
  value: which as DwAttribute,
  label: `${DW_ATTRIBUTE_LABELS[which]} (${DW_ATTRIBUTE_NAMES[which]})`,
}));

const MODIFIERS = [
  ['advantage', 'Advantage (you re-roll 1 die)'],
  ['disadvantage', 'Disadvantage (GM re-rolls 1 die)'],
  ['keepSafe', 'Keeping it safe (2 dice fewer, fatigue only on failure)'],
  ['extraEffort', 'Extra effort (+1 die for 1 fatigue)'],
  ['check', 'Check, e.g. initiative (no fatigue)'],
] as const satisfies readonly (readonly [keyof DwTestModifiers, string])[];

/** A roll of the attribute test, with the attribute it tested. */
export type DwAttributeRolled = DwTestRolled & { readonly attribute: DwAttribute };

/** The attribute test about to be rolled, and the last roll's words. */
export function viewDwAttributeTest(
  fields: DwTestFieldsRead<DwPoolField | 'helpers'>,
  modifiers: DwTestModifiers,
  attribute: DwAttribute,
  rolled: DwAttributeRolled | null,
): DwTestShown & {
  /** "STR test", "DEX check". */
  readonly named: string;
  /** The modifiers' toggles, in order, each on or off. */
  readonly modifiers: readonly {
    readonly key: keyof DwTestModifiers;
    readonly label: string;
    readonly checked: boolean;
  }[];
  /** How it rolls: "Rolls 3 dice."; null while it cannot be rolled. */
  readonly shapeNote: string | null;
  readonly keepLowest: boolean;
} {
  const { usable, poolError, shape } = planDwAttributeTest(fields, modifiers);
  const named = nameDwTestRoll(attribute, modifiers.check);
  const result = evaluateDwTestRolled(rolled);
  return {
    usable,
    poolError,
    named,
    modifiers: MODIFIERS.map(([key, label]) => ({ key, label, checked: modifiers[key] })),
    shapeNote: shape && describeDwTestShapeNote(shape),
    keepLowest: shape?.keepLowest ?? false,
    chances: chancesOf(usable),
    button: `Roll ${named}`,
    blockedBy: usable ? null : 'Roll is off until the fields above can be read.',
    headline: rolled && result ? describeDwTestHeadline(result, rolled.dice, rolled.who) : null,
    fatigue: rolled ? describeDwTestFatigue(result, rolled.input, rolled.attribute) : '',
  };
}

/** A defence rolled: the attack it was rolled against, and whether the defender rolled at all. */
export type DwDefended = DwTestRolled & { readonly notation: string; readonly noRoll: boolean };

/** What the attack notation tool shows, beyond the defence's roll. */
export interface DwAttackView {
  /** The attack read; null while the notation cannot be. */
  readonly attack: DwAttack | null;
  /** "At column 3: ..." while the notation cannot be read. */
  readonly notationError: string | null;
  /** What the attack means, as a heading and lines; null while it cannot be read. */
  readonly meaning: { readonly heading: string; readonly lines: readonly string[] } | null;
  /** The attribute defended with ("STR"), empty while the notation cannot be read. */
  readonly label: string;
  readonly ignoresShields: boolean;
  /** The defence to roll, with the tokens that count against this attack. */
  readonly defence: DwTestShown & { readonly tokens: DwDefenceTokens | null };
  /** What the last defence did; null before one. */
  readonly hit: DwHit | null;
  /** The armor roll to make; null while its fields cannot be read. */
  readonly armour: DwArmourInput | null;
  readonly armourBlockedBy: string | null;
}

/** The attack typed, read as an enemy's or an adventurer's weapon, the defence and the armor roll. */
export function viewDwAttack(
  notation: string,
  readAs: 'enemy' | 'weapon',
  fields: DwTestFieldsRead<DwPoolField | 'dodge' | 'shield' | 'armour' | 'incoming' | 'resistance'>,
  defended: DwDefended | null,
): DwAttackView {
  const parsed = parseDwAttack(notation);
  const attack = parsed.ok ? parsed.value : null;
  const label = attack ? DW_ATTRIBUTE_LABELS[attack.attribute] : '';
  const { usable, poolError, tokens } = planDwDefence(attack, fields);
  const hit = defended
    ? resolveDwDefenceRoll({ ...defended, test: defended.input }, defended.dice)
    : null;
  const result = evaluateDwTestRolled(defended);
  const armour = planDwArmour(fields, hit?.effects ?? attack?.effects ?? []);
  return {
    attack,
    notationError: parsed.ok ? null : `At column ${parsed.error.column}: ${parsed.error.message}`,
    meaning: attack && {
      heading: `What ${attack.name || notation.trim()} means`,
      lines: explainDwAttack(attack, readAs),
    },
    label,
    ignoresShields: attack ? dwAttackIgnoresShields(attack) : false,
    defence: {
      usable,
      poolError,
      tokens,
      chances: chancesOf(usable),
      button: `Roll ${label} defence`,
      blockedBy: usable ? null : 'Roll is off until the defender’s numbers can be read.',
      headline: defended && hit ? describeDwDefenceHeadline(result, defended.dice, hit) : null,
      fatigue:
        defended && attack ? describeDwTestFatigue(result, defended.input, attack.attribute) : '',
    },
    hit,
    armour,
    armourBlockedBy: armour ? null : 'Roll is off until the armor numbers can be read.',
  };
}
