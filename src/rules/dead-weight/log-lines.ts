/**
 * The words Dead Weight's tool rolls are logged with: for each tool, the input it is rolled again
 * from (src/rules/dead-weight/log.ts reads it back) and a describer from that input and the
 * outcome to a log line. The tool on the page and "Roll again" in the log use the same describer,
 * so a roll and its repeat read alike.
 */
import { howMany } from '../words';
import type { LogLine } from '../roll-recipe';
import { parseDwAttack, DW_WEAPON_EFFECT_TEXT } from './attack-notation';
import {
  countDwHits,
  evaluateDwTest,
  DW_TEST_OUTCOME_LABELS,
  type DwTestInput,
} from './attribute-test';
import type { DwAffliction, DwAttribute } from './character';
import { resolveDwDefence, type DwArmourInput, type DwArmourRoll, type DwHit } from './defence';
import type { DwAmbushRoll } from './camp';
import type {
  DwBlacksaltEvent,
  DwInterludeActionId,
  DwSleepLocation,
  DwTableRoll,
} from './interlude';
import type { DwOmenRoll, DwTwoDiceRoll } from './omens';
import {
  DW_PRICE_FORMULAS,
  type DwAvailabilityRoll,
  type DwPriceRoll,
  type DwRarity,
  type DwSettlementSize,
} from './shopping';
import type { DwRiskRoll, DwUsageRoll } from './usage';
import type { UsageDieSides } from '../dice';

export const DW_RULESET = 'dead-weight';

/** Where a roll was made, as the log names it: "Dead Weight: STR test (Ada)". */
export function dwLogSource(what: string, who = ''): string {
  return `Dead Weight: ${what}${who ? ` (${who})` : ''}`;
}

/** What each logged tool is rolled again from. */
export interface DwToolInputs {
  readonly 'attribute-test': { readonly test: DwTestInput; readonly attribute: DwAttribute };
  /** The attack as typed, the defence test, and whether the defender chose not to roll. */
  readonly defence: {
    readonly notation: string;
    readonly test: DwTestInput;
    readonly noRoll: boolean;
  };
  readonly armour: DwArmourInput;
  readonly risk: { readonly count: number };
  readonly 'interlude-risk': { readonly action: DwInterludeActionId; readonly option: string };
  readonly decay: { readonly afflictions: readonly DwAffliction[] };
  readonly 'omens-size': Record<string, never>;
  readonly omen: Record<string, never>;
  readonly ambush: { readonly dice: number };
  readonly 'blacksalt-event': Record<string, never>;
  readonly sleep: { readonly location: DwSleepLocation; readonly size: DwSettlementSize };
  readonly availability: { readonly size: DwSettlementSize; readonly rarity: DwRarity };
  readonly price: { readonly rarity: DwRarity; readonly surcharge: number };
  readonly usage: { readonly sides: UsageDieSides };
}
export type DwTool = keyof DwToolInputs;

/** An attribute test's dice; `note` says what changed before them ("Proficiency re-roll of die 2 (3): "). */
export function describeDwTestRoll(
  input: DwToolInputs['attribute-test'],
  dice: readonly number[],
  note = '',
): LogLine {
  const result = evaluateDwTest(input.test, dice);
  return {
    expression: `${dice.length}d6`,
    detail: `${note}${dice.join(', ')}`,
    total: countDwHits(result.kept),
    result: `${DW_TEST_OUTCOME_LABELS[result.outcome]}${result.fatigue > 0 ? `; ${result.fatigue} fatigue` : ''}`,
  };
}

/** What a hit does, as a sentence: "Critical hit: 4 wounds. Causes the Bleeding affliction." */
export function describeDwHit(hit: DwHit): string {
  if (!hit.hit) return 'The attack is avoided.';
  const effects = hit.effects.map((effect) => ` ${DW_WEAPON_EFFECT_TEXT[effect]}`).join('');
  return `${hit.critical ? 'Critical hit' : 'Hit'}: ${howMany(hit.wounds, 'wound')}.${effects}`;
}

/** The hit a defence leads to; null when the notation cannot be read. */
export function resolveDwDefenceRoll(
  input: DwToolInputs['defence'],
  dice: readonly number[],
): DwHit | null {
  const parsed = parseDwAttack(input.notation);
  if (!parsed.ok) return null;
  return resolveDwDefence(
    parsed.value,
    input.noRoll ? 'no-roll' : evaluateDwTest(input.test, dice),
  );
}

/** A defence test against an enemy attack, or the choice not to roll (an automatic hit). */
export function describeDwDefenceRoll(
  input: DwToolInputs['defence'],
  dice: readonly number[],
  note = '',
): LogLine {
  const hit = resolveDwDefenceRoll(input, dice);
  const against = `against ${input.notation.trim()}`;
  const hitText = hit ? describeDwHit(hit) : 'the attack cannot be read';
  if (input.noRoll)
    return { expression: '0d6', detail: `not rolled ${against}`, total: 0, result: hitText };
  const result = evaluateDwTest(input.test, dice);
  return {
    expression: `${dice.length}d6`,
    detail: `${note}${dice.join(', ')} ${against}`,
    total: countDwHits(result.kept),
    result: `${DW_TEST_OUTCOME_LABELS[result.outcome]}; ${hitText}`,
  };
}

/** The armour roll as a sentence: "Armor dice 5, 4: 2 cancelled, 1 armor point breaks, 2 wounds taken." */
export function explainDwArmour(roll: DwArmourRoll): string {
  if (roll.pierced) return `Pierced: no armor roll. ${roll.wounds} wounds taken.`;
  const breaks = roll.broken === 1 ? '1 armor point breaks' : `${roll.broken} armor points break`;
  return `Armor dice ${roll.dice.join(', ') || 'none'}: ${roll.cancelled} cancelled, ${breaks}, ${howMany(roll.wounds, 'wound')} taken.`;
}

export function describeDwArmourRoll(roll: DwArmourRoll): LogLine {
  return {
    expression: `${roll.dice.length}d6`,
    detail: roll.pierced ? 'pierced: no armor roll' : roll.dice.join(', '),
    total: roll.wounds,
    result: `${roll.cancelled} cancelled, ${roll.broken} armor broken, ${roll.wounds} wounds taken`,
  };
}

/** Risk dice: triggered when any die shows 1; `meaning` gives what each outcome means here. */
export function describeDwRiskRoll(
  roll: DwRiskRoll,
  meaning?: { readonly onTrigger: string; readonly onQuiet: string },
): LogLine {
  const outcome = roll.triggered ? 'triggered' : 'not triggered';
  const means = meaning ? `: ${roll.triggered ? meaning.onTrigger : meaning.onQuiet}` : '';
  return {
    expression: roll.notation,
    detail: roll.dice.join(', '),
    total: roll.triggered ? 1 : 0,
    result: `${outcome}${means}`,
  };
}

/** The 2d6 on the Decay table; `rolled` differs from `total` when afflictions already had pushed it up. */
export function describeDwDecayRoll(roll: {
  readonly dice: readonly number[];
  readonly rolled?: number;
  readonly total: number;
  readonly text: string;
}): LogLine {
  return {
    expression: '2d6',
    detail: roll.dice.join(', '),
    total: roll.total,
    result: `${roll.text}${explainDwDecayBump(roll)}`,
  };
}

/** " (4 plus 1 for afflictions already had)" when the Decay total was pushed up, else nothing. */
export function explainDwDecayBump(roll: {
  readonly rolled?: number;
  readonly total: number;
}): string {
  const rolled = roll.rolled ?? roll.total;
  return roll.total === rolled
    ? ''
    : ` (${rolled} plus ${roll.total - rolled} for afflictions already had)`;
}

export function describeDwOmensSize(size: DwTwoDiceRoll): LogLine {
  return {
    expression: '2d6',
    detail: size.dice.join(', '),
    total: size.total,
    result: `${size.total} steps`,
  };
}

/** The omen's text with its 2d4 rolled in: "The party must discard 5 (2d4: 2 + 3) torches." */
export function explainDwOmen(omen: DwOmenRoll): string {
  return omen.amount
    ? omen.text.replace('2d4', `${omen.amount.total} (2d4: ${omen.amount.dice.join(' + ')})`)
    : omen.text;
}

export function describeDwOmenRoll(omen: DwOmenRoll): LogLine {
  return {
    expression: omen.amount ? '1d6, 2d4' : '1d6',
    detail: omen.amount ? `${omen.roll}; 2d4: ${omen.amount.dice.join(', ')}` : String(omen.roll),
    total: omen.roll,
    result: explainDwOmen(omen),
  };
}

export function describeDwAmbushRoll(roll: DwAmbushRoll): LogLine {
  const result =
    roll.outcome === 'quiet'
      ? 'no 6: no ambush'
      : roll.outcome === 'combat'
        ? 'one 6: combat'
        : `${roll.sixes} sixes: combat, surprised`;
  return {
    expression: `${roll.dice.length}d6`,
    detail: roll.dice.length > 0 ? roll.dice.join(', ') : 'no dice',
    total: roll.sixes,
    result,
  };
}

/** The Blacksalt event and, when it sends there, the bad event or opportunity, in one line. */
export function describeDwBlacksaltEvent(roll: DwBlacksaltEvent): LogLine {
  const follow = roll.followUp;
  return {
    expression: follow ? '1d6, 1d6' : '1d6',
    detail: follow
      ? `${roll.event.total}; ${follow.table}: ${follow.total}`
      : String(roll.event.total),
    total: roll.event.total,
    result: follow
      ? `${roll.event.text} ${follow.table} ${follow.total}: ${follow.text}`
      : roll.event.text,
  };
}

export function describeDwTableRoll(roll: DwTableRoll): LogLine {
  return {
    expression: `${roll.dice.length}d6`,
    detail: roll.dice.join(', '),
    total: roll.total,
    result: roll.text,
  };
}

export function describeDwAvailabilityRoll(roll: DwAvailabilityRoll): LogLine {
  if (typeof roll.rule !== 'number')
    return {
      expression: '0d!',
      detail: 'no dice',
      total: roll.available ? 1 : 0,
      result: roll.available ? 'always available' : 'never available here',
    };
  return {
    expression: `${roll.rule}d!`,
    detail: roll.dice.join(', '),
    total: roll.available ? 1 : 0,
    result: roll.available ? 'a 1: available' : 'no 1: not available',
  };
}

export function describeDwPriceRoll(roll: DwPriceRoll): LogLine {
  return {
    expression: DW_PRICE_FORMULAS[roll.rarity].notation,
    detail: roll.dice.join(', '),
    total: roll.price,
    result: `${roll.price} silver${roll.surcharge > 0 ? ` (${roll.rolled} + ${roll.surcharge} settlement doom)` : ''}`,
  };
}

/** What a use did to the die: "stays Ud6", "steps down to Ud4", "used up". */
export function explainDwUsage(roll: DwUsageRoll): string {
  if (!roll.steppedDown) return `stays Ud${roll.sides}`;
  return roll.next === null ? 'used up' : `steps down to Ud${roll.next}`;
}

/** What a tool says of an item's use: "Torch: rolled 2 on Ud6, steps down to Ud4." */
export function describeDwItemUsed(name: string, roll: DwUsageRoll): string {
  return `${name}: rolled ${roll.value} on Ud${roll.sides}, ${explainDwUsage(roll)}.`;
}

export function describeDwUsageRoll(roll: DwUsageRoll): LogLine {
  return {
    expression: `Ud${roll.sides}`,
    detail: String(roll.value),
    total: roll.value,
    result: explainDwUsage(roll),
  };
}
