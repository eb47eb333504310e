/**
 * Eldritch Instinct's small rollers: the NPC reaction roll (2d6 on the NPC Reaction table, with
 * the Warden's -4..+4 modifier for social favours), the Die of Fate (1d6: 4 or more generally
 * favours the players, 3 or under tends to mean bad luck), the Miscast table (d8, lesser or
 * greater spells) and the study timers (a tome's initial reading 2d6 hours; further study of a
 * tome and learning a spell 2d6 days).
 * [decision] A modified reaction total below 2 or above 12 reads the first or last row.
 */
import npcReactionJson from '../../../content/eldritch-instinct/tables/npc-reaction.json';
import miscastJson from '../../../content/eldritch-instinct/tables/miscast.json';
import { parseNotation, rollExpression, type DiceExpression, type Rng } from '../dice';
import { lookupRow, type RandomTable } from '../tables/model';
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import { diceFaces } from './combat';
import { NoInputSchema } from './tool';
import { defineTool } from '../roll-recipe';

export const NPC_REACTION_TABLE = npcReactionJson as unknown as RandomTable;
export const MISCAST_TABLE = miscastJson as unknown as RandomTable;

function parseOrThrow(notation: string): DiceExpression {
  const parsed = parseNotation(notation);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const TWO_D6 = parseOrThrow('2d6');
const D6 = parseOrThrow('1d6');
const D8 = parseOrThrow('1d8');

export const MIN_REACTION_MODIFIER = -4;
export const MAX_REACTION_MODIFIER = 4;

export interface ReactionRoll {
  readonly dice: readonly number[];
  readonly modifier: number;
  readonly total: number;
  readonly reaction: string;
  /** Social favours: the NPC agrees on 9+ (kind or helpful). */
  readonly agrees: boolean;
}

export function readReaction(dice: readonly number[], modifier = 0): ReactionRoll {
  const mod = Math.min(
    MAX_REACTION_MODIFIER,
    Math.max(MIN_REACTION_MODIFIER, Math.trunc(modifier)),
  );
  const total = dice.reduce((sum, die) => sum + die, 0) + mod;
  const row = lookupRow(NPC_REACTION_TABLE, Math.min(12, Math.max(2, total)));
  return { dice, modifier: mod, total, reaction: row?.cells[0] ?? '', agrees: total >= 9 };
}

export function rollReaction(rng: Rng, modifier = 0): ReactionRoll {
  return readReaction(diceFaces(rollExpression(TWO_D6, rng)), modifier);
}

export interface DieOfFate {
  readonly roll: number;
  readonly favours: 'players' | 'bad-luck';
  readonly meaning: string;
}

export function readDieOfFate(roll: number): DieOfFate {
  return roll >= 4
    ? { roll, favours: 'players', meaning: 'Generally favours the players.' }
    : { roll, favours: 'bad-luck', meaning: 'Tends to mean bad luck for the PCs or their allies.' };
}

export function rollDieOfFate(rng: Rng): DieOfFate {
  return readDieOfFate(rollExpression(D6, rng).total);
}

export type SpellKind = 'lesser' | 'greater';

export interface Miscast {
  readonly roll: number;
  readonly kind: SpellKind;
  readonly effect: string;
}

export function readMiscast(roll: number, kind: SpellKind): Miscast {
  const row = lookupRow(MISCAST_TABLE, roll);
  if (!row) throw new RangeError(`the Miscast table has no row ${roll}`);
  return { roll, kind, effect: row.cells[kind === 'lesser' ? 0 : 1] ?? '' };
}

export function rollMiscast(rng: Rng, kind: SpellKind): Miscast {
  return readMiscast(rollExpression(D8, rng).total, kind);
}

export type StudyKind = 'initial-reading' | 'further-study' | 'learn-spell';

export const STUDY_LABELS: Readonly<Record<StudyKind, string>> = {
  'initial-reading': 'Initial reading of a tome (2d6 hours)',
  'further-study': 'Further study of a tome (2d6 days)',
  'learn-spell': 'Learning a spell (2d6 days)',
};

export const STUDY_UNITS: Readonly<Record<StudyKind, 'hours' | 'days'>> = {
  'initial-reading': 'hours',
  'further-study': 'days',
  'learn-spell': 'days',
};

export interface StudyTime {
  readonly kind: StudyKind;
  readonly dice: readonly number[];
  readonly amount: number;
  readonly unit: 'hours' | 'days';
}

export function rollStudyTime(rng: Rng, kind: StudyKind): StudyTime {
  const roll = rollExpression(TWO_D6, rng);
  return { kind, dice: diceFaces(roll), amount: roll.total, unit: STUDY_UNITS[kind] };
}

/** "+2", "−3" (a minus sign), or "" for 0. */
function signed(value: number, minus = '−'): string {
  return value > 0 ? `+${value}` : value < 0 ? `${minus}${-value}` : '';
}

/** The Warden's modifier as the reaction roller offers it. */
export function reactionModifierLabel(modifier: number): string {
  return modifier === 0 ? '0 (plain reaction)' : signed(modifier);
}

/** Every modifier the Warden may add, as the reaction roller offers it (the value as text). */
export const REACTION_MODIFIER_OPTIONS = Array.from(
  { length: MAX_REACTION_MODIFIER - MIN_REACTION_MODIFIER + 1 },
  (_, index) => {
    const modifier = MIN_REACTION_MODIFIER + index;
    return { value: String(modifier), label: reactionModifierLabel(modifier) };
  },
);

export const reactionTool = defineTool({
  name: 'reaction',
  schema: z.object({
    modifier: wholeNumberSchema(MIN_REACTION_MODIFIER, MAX_REACTION_MODIFIER),
  }),
  roll: (input, rng) => rollReaction(rng, input.modifier),
  describe: (_input, reaction: ReactionRoll) => ({
    expression: `2d6${signed(reaction.modifier, '-')}`,
    detail: reaction.dice.join(', '),
    total: reaction.total,
    result: reaction.reaction,
  }),
});

/** "Rolled 3 + 5 − 2 = 6: Wary. For a favour: ..." */
export function reactionSentence(reaction: ReactionRoll): string {
  const mod = reaction.modifier
    ? ` ${reaction.modifier > 0 ? '+' : '−'} ${Math.abs(reaction.modifier)}`
    : '';
  const favour = reaction.modifier
    ? ` For a favour: ${reaction.agrees ? 'the NPC agrees (9+).' : 'the NPC does not simply agree.'}`
    : '';
  return `Rolled ${reaction.dice.join(' + ')}${mod} = ${reaction.total}: ${reaction.reaction}.${favour}`;
}

export const fateTool = defineTool({
  name: 'fate',
  schema: NoInputSchema,
  roll: (_input, rng) => rollDieOfFate(rng),
  describe: (_input, fate: DieOfFate) => ({
    expression: '1d6',
    detail: String(fate.roll),
    total: fate.roll,
    result: fate.meaning,
  }),
});

/** "Rolled 5: Generally favours the players." */
export function fateSentence(fate: DieOfFate): string {
  return `Rolled ${fate.roll}: ${fate.meaning}`;
}

export const SPELL_KINDS: readonly SpellKind[] = ['lesser', 'greater'];
export const SPELL_KIND_LABELS: Readonly<Record<SpellKind, string>> = {
  lesser: 'Lesser spell',
  greater: 'Greater spell',
};

export const miscastTool = defineTool({
  name: 'miscast',
  schema: z.object({ kind: z.enum(['lesser', 'greater']) }),
  roll: (input, rng) => rollMiscast(rng, input.kind),
  describe: (_input, miscast: Miscast) => ({
    expression: '1d8',
    detail: String(miscast.roll),
    total: miscast.roll,
    result: miscast.effect,
  }),
});

/** "Rolled 3 (lesser spell): <the effect>" */
export function miscastSentence(miscast: Miscast): string {
  return `Rolled ${miscast.roll} (${miscast.kind} spell): ${miscast.effect}`;
}

export const STUDY_KINDS = Object.keys(STUDY_LABELS) as StudyKind[];

export const studyTool = defineTool({
  name: 'study',
  schema: z.object({ kind: z.enum(['initial-reading', 'further-study', 'learn-spell']) }),
  roll: (input, rng) => rollStudyTime(rng, input.kind),
  describe: (_input, time: StudyTime) => ({
    expression: '2d6',
    detail: time.dice.join(', '),
    total: time.amount,
    result: `${time.amount} ${time.unit}`,
  }),
});

/** "Further study of a tome: 3 + 4 = 7 days." */
export function studySentence(time: StudyTime): string {
  return `${STUDY_LABELS[time.kind].replace(/ \(.*\)$/, '')}: ${time.dice.join(' + ')} = ${time.amount} ${time.unit}.`;
}
