/**
 * This ruleset's tools that the roll log can roll again, and the words their rolls are logged
 * with (see src/rules/roll-recipe.ts). Each tool's describer is the one its widget logs with:
 * the widget rolls `tool.roll(input)`, logs `tool.describe(input, outcome)` under
 * `tool.source(input, who)`, and the log rolls the same input again through `toolLog`.
 *
 * Logged inputs are kept in the browser with the log, so they are read back through each tool's
 * schema and refused (null) when old or tampered with. Changing an input's shape: keep reading
 * the old one, or rename the tool so old entries are refused rather than misread.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import { toolLogOf, type RollTool, type ToolLog } from '../roll-recipe';
import { CAIRN_MAX_ARMOR, CAIRN_SCORE_LIMIT, type CairnMember } from './character';
import {
  CAIRN_MAX_ATTACKERS,
  CAIRN_WEAPON_DICE,
  cairnAttackDice,
  describeCairnAttacker,
  rollCairnAttack,
  type CairnAttacker,
  rollCairnCriticalSave,
  type CairnAttackRoll,
  type CairnCriticalSave,
} from './damage';
import { rollCairnDieOfFate, type CairnDieOfFate } from './fate';
import {
  CAIRN_HIRELING_DICE,
  CAIRN_HIRELING_PART_LABELS,
  CAIRN_HIRELING_PARTS,
  rollCairnHirelingPart,
  type CairnHirelingRoll,
} from './hirelings';
import {
  CAIRN_MORALE_TRIGGER_LABELS,
  rollCairnMorale,
  type CairnMoraleRoll,
  type CairnMoraleTrigger,
} from './morale';
import {
  CAIRN_MAX_ATTRIBUTE,
  CAIRN_MIN_ATTRIBUTE,
  CAIRN_SAVE_ATTRIBUTE_LABELS,
  CAIRN_SAVE_ATTRIBUTES,
  explainCairnSave,
  rollCairnSave,
  type CairnSaveRoll,
} from './saves';
import { CAIRN_SCAR_ROWS, rollCairnScar, rollCairnScarHpLost, type CairnScar } from './scars';
import { CAIRN_SPELLS_TABLE, drawCairnSpell, type CairnSpell } from './spells';

/** A Cairn tool roll: the one tool contract (../roll-recipe.ts), and where it is logged from. */
export interface CairnTool<Input, Outcome> extends RollTool<Input, Outcome> {
  /** Where the roll is logged from, e.g. "Cairn: DEX save (Bram), group action"; `who` names the roller or target. */
  readonly source: (input: Input, who: string) => string;
}

/** A Cairn tool whose input is what its schema reads back from the log. */
type ToolOf<Schema extends z.ZodMiniType, Outcome> = CairnTool<z.infer<Schema>, Outcome>;

const score = wholeNumberSchema(0, CAIRN_SCORE_LIMIT);
const named = (who: string) => (who ? ` (${who})` : '');
const passedWord = (passed: boolean) => (passed ? 'Passed' : 'Failed');

const SaveInput = z.object({
  attribute: z.enum(CAIRN_SAVE_ATTRIBUTES as ['str', 'dex', 'wil']),
  score,
  /** A group action: every saver's attribute; the lowest (`score`) saved. */
  lowestOf: z.optional(z.array(score).check(z.minLength(2), z.maxLength(40))),
  /** A WIL save to cast while deprived or in danger. */
  casting: z.optional(z.literal(true)),
});

/** A d20 save: the save roller (one saver or a group) and the casting helper's WIL save. */
export const cairnSaveTool: ToolOf<typeof SaveInput, CairnSaveRoll> = {
  name: 'save',
  schema: SaveInput,
  roll: (input, rng) => rollCairnSave(input.score, rng),
  describe: (input, save) => ({
    expression: 'd20',
    detail: `${save.roll} against ${CAIRN_SAVE_ATTRIBUTE_LABELS[input.attribute]} ${input.score}${input.lowestOf ? ` (lowest of ${input.lowestOf.join(', ')})` : ''}: ${explainCairnSave(save)}`,
    total: save.roll,
    result: passedWord(save.passed),
  }),
  source: (input, who) =>
    input.casting
      ? `Cairn: WIL save for casting${named(who)}`
      : `Cairn: ${CAIRN_SAVE_ATTRIBUTE_LABELS[input.attribute]} save${named(who)}${input.lowestOf ? ', group action' : ''}`,
};

const MoraleInput = z.object({
  trigger: z.enum(
    Object.keys(CAIRN_MORALE_TRIGGER_LABELS) as [CairnMoraleTrigger, ...CairnMoraleTrigger[]],
  ),
  wil: wholeNumberSchema(CAIRN_MIN_ATTRIBUTE, CAIRN_MAX_ATTRIBUTE),
  /** The group saved with its leader's WIL. */
  leader: z.boolean(),
});

export const cairnMoraleTool: ToolOf<typeof MoraleInput, CairnMoraleRoll> = {
  name: 'morale',
  schema: MoraleInput,
  roll: (input, rng) => rollCairnMorale(input.trigger, input.wil, rng),
  describe: (input, morale) => ({
    expression: 'd20',
    detail: `${morale.roll} against WIL ${input.wil}${input.leader ? ' (leader)' : ''}: ${explainCairnSave(morale)}`,
    total: morale.roll,
    result: morale.passed ? 'They hold' : 'They flee',
  }),
  source: (input) => `Cairn: Morale, ${CAIRN_MORALE_TRIGGER_LABELS[input.trigger].toLowerCase()}`,
};

const FateInput = z.object({});

export const cairnFateTool: ToolOf<typeof FateInput, CairnDieOfFate> = {
  name: 'die-of-fate',
  schema: FateInput,
  roll: (_input, rng) => rollCairnDieOfFate(rng),
  describe: (_input, fate) => ({
    expression: 'd6',
    detail: String(fate.roll),
    total: fate.roll,
    result: fate.meaning,
  }),
  source: () => 'Cairn: Die of Fate',
};

const HirelingPartInput = z.object({
  part: z.enum(CAIRN_HIRELING_PARTS as ['str', 'dex', 'wil', 'hp']),
});

/** One part of a hireling (STR, DEX, WIL or HP); a whole hireling logs its four parts. */
export const cairnHirelingPartTool: ToolOf<typeof HirelingPartInput, CairnHirelingRoll> = {
  name: 'hireling-part',
  schema: HirelingPartInput,
  roll: (input, rng) => rollCairnHirelingPart(input.part, rng),
  describe: (input, roll) => ({
    expression: CAIRN_HIRELING_DICE[input.part],
    detail: roll.dice.join(' + '),
    total: roll.total,
  }),
  source: (input, who) => `Cairn: Hireling ${CAIRN_HIRELING_PART_LABELS[input.part]}${named(who)}`,
};

const SpellInput = z.object({ kind: z.enum(['spellbook', 'scroll']) });

export const cairnSpellTool: ToolOf<typeof SpellInput, CairnSpell> = {
  name: 'spell',
  schema: SpellInput,
  roll: (_input, rng) => drawCairnSpell(rng),
  describe: (_input, spell) => ({
    expression: CAIRN_SPELLS_TABLE.die,
    detail: `${spell.roll} on ${CAIRN_SPELLS_TABLE.title}`,
    total: spell.roll,
    result: spell.name,
  }),
  source: (input) => `Cairn: Draw a ${input.kind === 'spellbook' ? 'Spellbook' : 'Scroll'}`,
};

const ScoreInput = z.object({ current: score, max: score });
const ScarInput = z.object({
  /** The HP lost (1-12); absent when a d12 is rolled for it. */
  hpLost: z.optional(wholeNumberSchema(1, CAIRN_SCAR_ROWS)),
  /** Who takes the scar: their scores decide the WIL saves and "higher than your max". */
  subject: z.optional(
    z.object({ hp: ScoreInput, str: ScoreInput, dex: ScoreInput, wil: ScoreInput }),
  ),
});

/**
 * The Scars roll's input: the HP lost (a d12 rolled for it when undefined) and, for a party
 * member, their scores, which decide the scar's WIL saves and "higher than your max".
 */
export function cairnScarInput(
  hpLost: number | undefined,
  member: Pick<CairnMember, 'hp' | 'str' | 'dex' | 'wil'> | undefined,
): z.infer<typeof ScarInput> {
  return {
    ...(hpLost !== undefined && { hpLost }),
    ...(member && {
      subject: { hp: member.hp, str: member.str, dex: member.dex, wil: member.wil },
    }),
  };
}

export const cairnScarTool: ToolOf<typeof ScarInput, CairnScar> = {
  name: 'scar',
  schema: ScarInput,
  roll: (input, rng) => rollCairnScar(input.hpLost ?? rollCairnScarHpLost(rng), rng, input.subject),
  describe: (input, scar) => ({
    expression: input.hpLost === undefined ? 'd12' : 'scars',
    detail: `${scar.hpLost} HP lost${input.hpLost === undefined ? ' (rolled)' : ''}: ${scar.rolls.map((roll) => `${roll.label} ${roll.notation}: ${roll.faces.join('+')}`).join('; ') || 'no sub-roll'}`,
    total: scar.hpLost,
    result: scar.name,
  }),
  source: (_input, who) => `Cairn: Scars table${named(who)}`,
};

const weaponDie = z.union(
  CAIRN_WEAPON_DICE.map((sides) => z.literal(sides)) as [
    z.ZodMiniLiteral<4>,
    ...z.ZodMiniLiteral<(typeof CAIRN_WEAPON_DICE)[number]>[],
  ],
);
const AttackInput = z.object({
  attackers: z
    .array(
      z.object({
        dice: z.array(weaponDie).check(z.minLength(1), z.maxLength(2)),
        mode: z.enum(['normal', 'impaired', 'enhanced']),
        blast: z.boolean(),
      }),
    )
    .check(z.minLength(1), z.maxLength(CAIRN_MAX_ATTACKERS)),
  armor: wholeNumberSchema(0, CAIRN_MAX_ARMOR),
});

/** The combat resolver's damage roll: every attacker's dice, the single highest kept, minus Armor. */
export const cairnAttackTool: CairnTool<
  { readonly attackers: readonly CairnAttacker[]; readonly armor: number },
  CairnAttackRoll
> = {
  name: 'attack',
  schema: AttackInput,
  roll: (input, rng) => rollCairnAttack(input.attackers, input.armor, rng),
  describe: (input, roll) => ({
    expression: input.attackers
      .flatMap((attacker) => cairnAttackDice(attacker).map((sides) => `d${sides}`))
      .join('+'),
    detail: `${roll.rolls.map((entry) => entry.dice.map((die) => `d${die.sides}:${die.face}`).join(' ')).join(', ')}; highest ${roll.highest} − Armor ${roll.armor} (${input.attackers.map(describeCairnAttacker).join(', ')})`,
    total: roll.damage,
    result: `${roll.damage} damage`,
  }),
  source: (_input, who) => `Cairn: damage to ${who}`,
};

const CriticalSaveInput = z.object({ str: score });

/** The STR save against critical damage after damage goes past 0 HP. */
export const cairnCriticalSaveTool: ToolOf<typeof CriticalSaveInput, CairnCriticalSave> = {
  name: 'critical-save',
  schema: CriticalSaveInput,
  roll: (input, rng) => rollCairnCriticalSave(input.str, rng),
  describe: (_input, save) => ({
    expression: 'd20',
    detail: `${save.roll} against STR ${save.score}`,
    total: save.roll,
    result: save.passed ? 'Passed' : 'Failed: critical damage',
  }),
  source: (_input, who) => `Cairn: STR save against critical damage${named(who)}`,
};

const TOOLS = [
  cairnSaveTool,
  cairnMoraleTool,
  cairnFateTool,
  cairnHirelingPartTool,
  cairnSpellTool,
  cairnScarTool,
  cairnAttackTool,
  cairnCriticalSaveTool,
] as const;

export const toolLog: ToolLog = toolLogOf(TOOLS as unknown as readonly RollTool<never, never>[]);
