/**
 * Every Locus check and the card draw as a tool the roll log can roll again (RollTool, see
 * ../roll-recipe.ts and ./log.ts): the logged input's schema, the roll and the words it is logged
 * with. A roller on the page logs through the same tool, so a roll and its repeat read alike.
 *
 * Logged input shapes (stored in the browser's roll log; a change of shape makes old entries
 * unreadable, and "Roll again" then says so instead of rolling):
 * - outcome: `{ who, attribute, score, difficulty }`
 * - stress: the same plus `stress` (the level before the check)
 * - durability: `{ item, quality }`
 * - untrained: `{ who, linked, ignorance, linkedScore, step }`
 * - contested: `{ names, contest, attack, side }`, one line per side (each side's line describes
 *   the one roll the page made)
 * - initiative: `{ entities, entity }`, one line per entity (each describes the one order rolled)
 * - card-draw: `{ name, virtueSuit, hauntSuit }`; rolled again, the card comes from a fresh deck
 */
import { howMany, withArticle } from '../words';
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import type { Rng } from '../dice';
import { defineTool, type LogLine } from '../roll-recipe';
import {
  ATTRIBUTE_LABELS,
  AttributeScoreSchema,
  DIFFICULTY_LABELS,
  DifficultySchema,
  LocusAttributeSchema,
  type Difficulty,
} from './attributes';
import { resolveAttack } from './attack';
import { cardName, describeDraw, rankValue } from './card-text';
import { createDeck, resolveDraw, shuffleDeck, SuitSchema, type DrawResolution } from './cards';
import { formatDice, notationForRank, ordinal } from './check-inputs';
import {
  ContestModifierIdSchema,
  rollContestedCheck,
  type ContestedCheck,
  type ContestSideId,
  type ContestSideRoll,
} from './contested-check';
import { DEATHS_DOOR_SEGMENTS } from './character';
import {
  DURABILITY_TARGET,
  durabilityVerdict,
  ItemQualitySchema,
  rollDurabilityCheck,
  type DurabilityCheck,
} from './durability-check';
import {
  InitiativeEntitySchema,
  rollInitiative,
  type InitiativeEntity,
  type InitiativeEntry,
  type InitiativeOrder,
} from './initiative';
import { INJURY_LABELS, type AttackResult, type InjurySeverity } from './injury';
import { OUTCOME_LABELS, rollOutcomeCheck, type OutcomeCheck } from './outcome-check';
import { STRESS_LABELS, StressLevelSchema } from './stress';
import { resolveStressCheck, type StressCheck } from './stress-check';
import { rollUntrainedCheck, type UntrainedCheck } from './untrained-check';

const Name = z.string().check(z.maxLength(200));

/** "Locus: Outcome Check (Ada)", or without the brackets when nobody is named. */
export function checkLogSource(what: string, who = ''): string {
  return `Locus: ${what}${who ? ` (${who})` : ''}`;
}

/**
 * The log line of a check read by one ranked die (Outcome, Stress, Untrained, Durability): the
 * `kth` notation of that die, its face as the total, and the detail and result in its words.
 */
function rankedDieLine(
  check: Pick<OutcomeCheck, 'usedRank' | 'usedValue'>,
  detail: string,
  result: string,
): LogLine {
  return { expression: notationForRank(check.usedRank), detail, total: check.usedValue, result };
}

function sideDice(check: OutcomeCheck, attributeName: string): string {
  return `${formatDice(check.dice)}: ${check.usedRank} die ${check.usedValue} vs ${attributeName} ${check.attribute}, ${DIFFICULTY_LABELS[check.difficulty]}`;
}

// Outcome Check

export const OutcomeLogInputSchema = z.object({
  who: Name,
  attribute: LocusAttributeSchema,
  score: AttributeScoreSchema,
  difficulty: DifficultySchema,
});
export type OutcomeLogInput = z.infer<typeof OutcomeLogInputSchema>;

/** A re-roll bought with Willpower: which dice (0-based) and for how many WP. */
export interface RerollNote {
  readonly indices: readonly number[];
  readonly cost: number;
}

export function describeOutcomeCheck(
  input: Pick<OutcomeLogInput, 'attribute'>,
  check: OutcomeCheck,
  reroll?: RerollNote,
): LogLine {
  const prefix = reroll
    ? `re-rolled ${reroll.indices.map((index) => `die ${index + 1}`).join(', ')} for ${reroll.cost} WP: `
    : '';
  return rankedDieLine(
    check,
    `${prefix}${sideDice(check, ATTRIBUTE_LABELS[input.attribute])}`,
    `${OUTCOME_LABELS[check.result]}${check.critical ? '; critical success (6-6-6)' : ''}`,
  );
}

/** An Outcome Check as logged: the check, and the Willpower re-roll that made it, if one did. */
export interface OutcomeRoll {
  readonly check: OutcomeCheck;
  readonly reroll?: RerollNote;
}

/**
 * Rolled again from the log, a re-roll is a fresh check: the logged input has no dice in it, and
 * the log can neither take the re-roll's Willpower nor find the roll it changed. So a re-roll is
 * logged under the check's own name ("Locus: Outcome Check (Ada)"), with "re-rolled die 1 for 1
 * WP:" leading its dice, and the line its "Roll again" adds, under that same name, is what it
 * is: a fresh Outcome Check of all three dice.
 */
export const outcomeTool = defineTool({
  name: 'outcome',
  schema: OutcomeLogInputSchema,
  roll: (input: OutcomeLogInput, rng: Rng): OutcomeRoll => ({
    check: rollOutcomeCheck(input.score, input.difficulty, rng),
  }),
  describe: (input, { check, reroll }: OutcomeRoll) => describeOutcomeCheck(input, check, reroll),
});

// Stress Check

export const StressLogInputSchema = z.extend(OutcomeLogInputSchema, { stress: StressLevelSchema });
export type StressLogInput = z.infer<typeof StressLogInputSchema>;

export const stressTool = defineTool({
  name: 'stress',
  schema: StressLogInputSchema,
  roll: (input: StressLogInput, rng: Rng): StressCheck =>
    resolveStressCheck(rollOutcomeCheck(input.score, input.difficulty, rng), input.stress),
  describe: (input, { check, capped, after }: StressCheck) =>
    rankedDieLine(
      check,
      sideDice(check, ATTRIBUTE_LABELS[input.attribute]),
      check.success
        ? 'Passed: Stress stays'
        : capped
          ? 'Failed: stays Stressed (the track ends there)'
          : `Failed: Stress rises to ${STRESS_LABELS[after]}`,
    ),
});

// Durability Check

export const DurabilityLogInputSchema = z.object({ item: Name, quality: ItemQualitySchema });
export type DurabilityLogInput = z.infer<typeof DurabilityLogInputSchema>;

export function describeDurabilityCheck(check: DurabilityCheck): LogLine {
  return rankedDieLine(
    check,
    `${formatDice(check.dice)}: Quality ${check.quality}, ${check.usedRank} die ${check.usedValue}, needs ${DURABILITY_TARGET}+`,
    durabilityVerdict(check),
  );
}

export const durabilityTool = defineTool({
  name: 'durability',
  schema: DurabilityLogInputSchema,
  roll: (input: DurabilityLogInput, rng: Rng): DurabilityCheck =>
    rollDurabilityCheck(input.quality, rng),
  describe: (_input, check: DurabilityCheck) => describeDurabilityCheck(check),
});

// Untrained Check: one line per step

export const UntrainedLogInputSchema = z.object({
  who: Name,
  linked: LocusAttributeSchema,
  ignorance: AttributeScoreSchema,
  linkedScore: AttributeScoreSchema,
  step: z.enum(['approach', 'action']),
});
export type UntrainedLogInput = z.infer<typeof UntrainedLogInputSchema>;

/** One step of an Untrained Check; the action of a check whose approach failed reads as the approach. */
export function describeUntrainedStep(
  input: Pick<UntrainedLogInput, 'linked' | 'step'>,
  check: UntrainedCheck,
): LogLine {
  const action = input.step === 'action' ? check.action : null;
  const step = action ?? check.approach;
  const name = action ? ATTRIBUTE_LABELS[input.linked] : 'Ignorance';
  let result = step.success ? 'Succeeded' : 'Failed';
  if (!action && !step.success) result = 'Failed: no approach, the action is not attempted';
  else if (action?.success) result = 'Both succeeded';
  return rankedDieLine(step, sideDice(step, name), result);
}

/** One check, logged as one line per step: each step's line describes the same roll. */
export const untrainedTool = defineTool({
  name: 'untrained',
  schema: UntrainedLogInputSchema,
  roll: (input: UntrainedLogInput, rng: Rng): UntrainedCheck =>
    rollUntrainedCheck(input.ignorance, input.linkedScore, rng),
  describe: describeUntrainedStep,
});

/**
 * The log lines of one Untrained Check, in the order to log them: the approach, then the action
 * when it was rolled, so the action sits above its approach in the newest-first log.
 */
export function untrainedLogEntries(
  base: Omit<UntrainedLogInput, 'step'>,
  check: UntrainedCheck,
): readonly { readonly input: UntrainedLogInput; readonly source: string }[] {
  const steps = check.action ? (['approach', 'action'] as const) : (['approach'] as const);
  return steps.map((step) => ({
    input: { ...base, step },
    source: `${checkLogSource('Untrained Check', base.who)}, ${step}`,
  }));
}

// Contested Check and attack: one line per side

const ContestSideSchema = z.object({
  attribute: AttributeScoreSchema,
  modifiers: z.array(ContestModifierIdSchema).check(z.maxLength(20)),
  extraBonus: wholeNumberSchema(-9, 9),
});
const SideIdSchema = z.enum(['a', 'b']);

export const ContestedLogInputSchema = z.object({
  names: z.object({ a: Name, b: Name }),
  contest: z.object({
    a: ContestSideSchema,
    b: ContestSideSchema,
    defender: z.enum(['a', 'b', 'none']),
  }),
  attack: z.nullable(z.object({ attacker: SideIdSchema, unarmed: z.boolean() })),
  side: SideIdSchema,
});
export type ContestedLogInput = z.infer<typeof ContestedLogInputSchema>;

const other = (side: ContestSideId): ContestSideId => (side === 'a' ? 'b' : 'a');

/** The verdict: "Ada wins by 2 (3 to 1).", a tie to the defender, or a stalemate. */
export function describeContestResult(
  check: ContestedCheck,
  names: Readonly<Record<ContestSideId, string>>,
): string {
  if (check.winner === 'stalemate')
    return `Stalemate on ${check.a.total}: no defender, so the contest continues next round.`;
  if (check.tied)
    return `Tie on ${check.a.total}: it goes to the defender, ${names[check.winner]}.`;
  return `${names[check.winner]} wins by ${check.margin} (${check[check.winner].total} to ${check[other(check.winner)].total}).`;
}

/** What an attack did: a miss, or the injury and what it brings. */
export function describeAttackResult(
  result: AttackResult,
  attackerName: string,
  targetName: string,
): string {
  if (result.kind === 'miss')
    return `Miss: ${attackerName} fails to hurt ${targetName}. A Monster that misses gets +1 on its next attack against that target (non-cumulative).`;
  const article = result.stressCheckDifficulty === 'easy' ? 'an' : 'a';
  const floor =
    result.checkFloor === 'none'
      ? ''
      : `, and every check at least ${result.checkFloor === 'major' ? 'Medium' : 'Hard'} until treated`;
  return `${INJURY_LABELS[result.severity]} injury to ${targetName}: ${howMany(result.segments, "Death's Door segment")}, ${article} ${DIFFICULTY_LABELS[result.stressCheckDifficulty]} Stress Check${floor}.`;
}

/** The attack's result for a rolled check, or null when it is not an attack. */
export function attackOf(
  input: Pick<ContestedLogInput, 'attack'>,
  check: ContestedCheck,
): AttackResult | null {
  return input.attack
    ? resolveAttack(check, input.attack.attacker, { unarmedAgainstMonster: input.attack.unarmed })
    : null;
}

/** "Locus: Attack (Monster on Ada), Ada" or "Locus: Contested Check (Ada vs Monster), Ada". */
export function contestLogSource(
  input: Pick<ContestedLogInput, 'names' | 'attack' | 'side'>,
): string {
  const { names, attack } = input;
  const what = attack
    ? `Attack (${names[attack.attacker]} on ${names[other(attack.attacker)]})`
    : `Contested Check (${names.a} vs ${names.b})`;
  return `Locus: ${what}, ${names[input.side]}`;
}

/**
 * The log lines of one contest, one per side, in the order to log them: side B first, so side A
 * reads above it in the newest-first log.
 */
export function contestLogEntries(
  input: ContestedLogInput,
): readonly { readonly input: ContestedLogInput; readonly source: string }[] {
  return (['b', 'a'] as const).map((side) => {
    const sideInput = { ...input, side };
    return { input: sideInput, source: contestLogSource(sideInput) };
  });
}

/** A side's points and bonus as added up: "2 points + 1 bonus", "1 point − 2 bonus". */
export function describeSidePoints(side: Pick<ContestSideRoll, 'points' | 'bonus'>): string {
  return `${howMany(side.points, 'point')} ${side.bonus < 0 ? '−' : '+'} ${Math.abs(side.bonus)} bonus`;
}

/**
 * What adding an attack's injury did to the target's sheet: Death's Door filled so far and the
 * Stress Check it calls for, or death when the last segment is filled.
 */
export function describeInjuryApplied(
  name: string,
  severity: InjurySeverity,
  door: { readonly filled: number; readonly dead: boolean },
  stressCheck: Difficulty,
): string {
  const added = `Added ${withArticle(INJURY_LABELS[severity])} injury to ${name}`;
  return door.dead
    ? `${added}. All ${DEATHS_DOOR_SEGMENTS} Death's Door segments are filled: ${name} dies and may become an Echo.`
    : `${added}: Death's Door ${door.filled} of ${DEATHS_DOOR_SEGMENTS} filled. ${name} now makes ${withArticle(DIFFICULTY_LABELS[stressCheck])} Stress Check.`;
}

export function describeContestSide(input: ContestedLogInput, check: ContestedCheck): LogLine {
  const side = check[input.side];
  const verdict = describeContestResult(check, input.names);
  const attack = attackOf(input, check);
  const target = input.attack ? input.names[other(input.attack.attacker)] : '';
  const result =
    attack === null
      ? verdict
      : attack.kind === 'miss'
        ? `${verdict} Miss.`
        : `${verdict} ${INJURY_LABELS[attack.severity]} injury to ${target}.`;
  return {
    expression: `3d6>${side.attribute}`,
    detail: `${formatDice(side.dice)}: ${describeSidePoints(side)}`,
    total: side.total,
    result,
  };
}

/** One contest, logged as one line per side: each side's line describes the same roll. */
export const contestedTool = defineTool({
  name: 'contested',
  schema: ContestedLogInputSchema,
  roll: (input: ContestedLogInput, rng: Rng): ContestedCheck =>
    rollContestedCheck(input.contest, rng),
  describe: describeContestSide,
});

// Initiative: one line per entity

export const InitiativeLogInputSchema = z
  .object({
    entities: z
      .array(z.extend(InitiativeEntitySchema, { name: Name }))
      .check(z.minLength(1), z.maxLength(100)),
    entity: z.string(),
  })
  .check(
    z.refine(
      (input) =>
        input.entities.some((entity) => entity.id === input.entity) &&
        new Set(input.entities.map((entity) => entity.id)).size === input.entities.length,
    ),
  );
export type InitiativeLogInput = z.infer<typeof InitiativeLogInputSchema>;

/** The line of one entry of the order: its total and its place. */
export function describeInitiativeEntry(order: InitiativeOrder, entry: InitiativeEntry): LogLine {
  const { carelessness } = entry.entity;
  return {
    expression: carelessness > 0 ? `3d6-${carelessness}` : '3d6',
    detail: `${formatDice(entry.dice)} − Carelessness ${carelessness}`,
    total: entry.total,
    result: `${ordinal(entry.position)} of ${order.entries.length}${entry.tieBreak ? `. ${entry.tieBreak}` : ''}`,
  };
}

/** One order rolled for everyone, logged as one line per entity: its place in that order. */
export const initiativeTool = defineTool({
  name: 'initiative',
  schema: InitiativeLogInputSchema,
  roll: (input: InitiativeLogInput, rng: Rng): InitiativeOrder =>
    rollInitiative(input.entities, rng),
  describe: (input, order: InitiativeOrder) => {
    const entry = order.entries.find((candidate) => candidate.entity.id === input.entity);
    // The schema makes sure the entity is in the list, so the order has its entry.
    if (!entry) throw new RangeError(`no entity ${input.entity} in the order`);
    return describeInitiativeEntry(order, entry);
  },
});

/**
 * The log lines of one roll of Initiative, in the order to log them: the log is newest first, so
 * the last in the order goes in first and the first to act ends on top. Each names its entity.
 */
export function initiativeLogEntries(
  entities: readonly InitiativeEntity[],
  order: InitiativeOrder,
): readonly { readonly input: InitiativeLogInput; readonly source: string }[] {
  return [...order.entries].reverse().map((entry) => ({
    input: { entities: [...entities], entity: entry.entity.id },
    source: checkLogSource('Initiative', entry.entity.name),
  }));
}

// Card draws

export const CardDrawLogInputSchema = z.object({
  name: Name,
  virtueSuit: z.nullable(SuitSchema),
  hauntSuit: z.nullable(SuitSchema),
});
export type CardDrawLogInput = z.infer<typeof CardDrawLogInputSchema>;

/**
 * The page draws from the Cast's deck and logs that draw; rolled again from the log, the card
 * comes from a fresh, full deck, so the Cast's deck and Hands are not touched from the log.
 */
export const cardDrawTool = defineTool({
  name: 'card-draw',
  schema: CardDrawLogInputSchema,
  roll: (input: CardDrawLogInput, rng: Rng): DrawResolution => {
    const [card] = shuffleDeck(createDeck(), rng);
    if (!card) throw new RangeError('a fresh deck has 52 cards');
    return resolveDraw(card, input);
  },
  describe: (input, resolution: DrawResolution) => ({
    expression: 'card',
    detail: describeDraw(resolution),
    total: rankValue(resolution.card.rank),
    result:
      resolution.destination === 'discard'
        ? `${cardName(resolution.card)}: Virtue suit, +${resolution.willpowerGained} WP, discarded`
        : `${cardName(resolution.card)} to ${input.name}'s Hand`,
  }),
});
