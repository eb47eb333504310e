/**
 * Cairn hirelings: 3d6 for each attribute (STR, DEX, WIL) and 1d6 for HP. The role, price,
 * background and traits come from tables our text does not contain (the Marketplace and
 * Character Creation pages of cairnrpg.com), so nothing here invents them.
 *
 * Share link: `?hireling=h1.<base64url of { name, str, dex, wil, hp } as JSON>`, each part the
 * faces rolled (three d6 for an attribute, one for HP); totals are summed again on opening, so a
 * link cannot carry a total its dice do not make.
 */
import { readName, type NameProblem } from '../name-text';
import type { NewCairnMember } from './character';
import type { Problem, Result } from '../result';
import * as z from 'zod/mini';
import { parseNotation, rollExpression, type DiceExpression, type Rng } from '../dice';
import { createShareCodec, parseShareWithSchema, type ShareLinkResult } from '../share-link';

export type CairnHirelingPart = 'str' | 'dex' | 'wil' | 'hp';

export const CAIRN_HIRELING_PARTS: readonly CairnHirelingPart[] = ['str', 'dex', 'wil', 'hp'];

export const CAIRN_HIRELING_PART_LABELS: Readonly<Record<CairnHirelingPart, string>> = {
  str: 'STR',
  dex: 'DEX',
  wil: 'WIL',
  hp: 'HP',
};

/** The dice of each part, as notation the roll log shows. */
export const CAIRN_HIRELING_DICE: Readonly<Record<CairnHirelingPart, string>> = {
  str: '3d6',
  dex: '3d6',
  wil: '3d6',
  hp: '1d6',
};

const EXPRESSIONS = Object.fromEntries(
  CAIRN_HIRELING_PARTS.map((part) => {
    const parsed = parseNotation(CAIRN_HIRELING_DICE[part]);
    if (!parsed.ok) throw new Error(`${CAIRN_HIRELING_DICE[part]} must parse`);
    return [part, parsed.value];
  }),
) as Record<CairnHirelingPart, DiceExpression>;

export interface CairnHirelingRoll {
  readonly part: CairnHirelingPart;
  readonly total: number;
  /** The faces rolled, e.g. [4, 2, 6]. */
  readonly dice: readonly number[];
}

export type CairnHireling = Readonly<Record<CairnHirelingPart, CairnHirelingRoll>>;

export function rollCairnHirelingPart(part: CairnHirelingPart, rng: Rng): CairnHirelingRoll {
  const roll = rollExpression(EXPRESSIONS[part], rng);
  const dice = roll.terms.flatMap((term) =>
    term.kind === 'dice' ? term.dice.map((die) => die.value) : [],
  );
  return { part, total: roll.total, dice };
}

/**
 * A whole hireling, each part rolled by `rollPart` in the order STR, DEX, WIL, HP (the generator
 * rolls and logs each part on its own).
 */
export function rollCairnHirelingParts(
  rollPart: (part: CairnHirelingPart) => CairnHirelingRoll,
): CairnHireling {
  return {
    str: rollPart('str'),
    dex: rollPart('dex'),
    wil: rollPart('wil'),
    hp: rollPart('hp'),
  };
}

/** Rolls a whole hireling, in the order STR, DEX, WIL, HP. */
export function rollCairnHireling(rng: Rng): CairnHireling {
  return rollCairnHirelingParts((part) => rollCairnHirelingPart(part, rng));
}

/** A hireling as the party takes them: their name and the totals rolled, scores full. */
export function cairnHirelingMember(name: string, hireling: CairnHireling): NewCairnMember {
  return {
    kind: 'hireling',
    name,
    str: hireling.str.total,
    dex: hireling.dex.total,
    wil: hireling.wil.total,
    hp: hireling.hp.total,
  };
}

export const CAIRN_HIRELING_NAME_MAX = 60;

/** A hireling's name as typed: trimmed, 1-60 characters, or the message for the field. */
export function parseCairnHirelingName(text: string): Result<string, Problem<NameProblem>> {
  return readName(
    text,
    CAIRN_HIRELING_NAME_MAX,
    'Give the hireling a name before adding them to the party.',
  );
}

// ---------------------------------------------------------------------------------------------
// Share links

export const CAIRN_HIRELING_SHARE_PARAM = 'hireling';
export const CAIRN_HIRELING_LINK_VERSION = 'h1';
/** Far above the longest valid link (a 60-character name and 10 dice); longer input is refused unread. */
export const MAX_CAIRN_HIRELING_LINK_LENGTH = 2_000;

/** A hireling as a link carries it: the name as typed (may still be empty) and the faces of each part. */
export interface CairnSharedHireling {
  readonly name: string;
  readonly hireling: CairnHireling;
}

const face = z
  .number()
  .check(
    z.int('expected a whole number'),
    z.minimum(1, 'a d6 shows at least 1'),
    z.maximum(6, 'a d6 shows at most 6'),
  );
const threeDice = z.array(face).check(z.length(3, 'expected the 3 dice of 3d6'));
const CairnSharedHirelingSchema = z.object({
  name: z
    .string()
    .check(
      z.maxLength(CAIRN_HIRELING_NAME_MAX * 2, `at most ${CAIRN_HIRELING_NAME_MAX} characters`),
    ),
  str: threeDice,
  dex: threeDice,
  wil: threeDice,
  hp: z.array(face).check(z.length(1, 'expected the 1 die of 1d6')),
});

type CairnHirelingLinkData = z.infer<typeof CairnSharedHirelingSchema>;

function partFromDice(part: CairnHirelingPart, dice: readonly number[]): CairnHirelingRoll {
  return { part, total: dice.reduce((sum, die) => sum + die, 0), dice: [...dice] };
}

function tidyHirelingName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

// The link carries faces only (no totals), so what opens is always what the dice make.
const hirelingCodec = createShareCodec<CairnHirelingLinkData>({
  version: CAIRN_HIRELING_LINK_VERSION,
  what: 'hireling',
  maxLength: MAX_CAIRN_HIRELING_LINK_LENGTH,
  parse(data) {
    const parsed = parseShareWithSchema(CairnSharedHirelingSchema, 'the hireling')(data);
    if (parsed.ok && tidyHirelingName(parsed.value.name).length > CAIRN_HIRELING_NAME_MAX) {
      return {
        ok: false,
        error: { message: `name: at most ${CAIRN_HIRELING_NAME_MAX} characters`, path: 'name' },
      };
    }
    return parsed;
  },
});

/** The link parameter's value for a hireling: its name (tidied, may be empty) and the dice rolled. */
export function encodeCairnHirelingLink(name: string, hireling: CairnHireling): string {
  return hirelingCodec.encode({
    name: tidyHirelingName(name).slice(0, CAIRN_HIRELING_NAME_MAX),
    str: [...hireling.str.dice],
    dex: [...hireling.dex.dice],
    wil: [...hireling.wil.dice],
    hp: [...hireling.hp.dice],
  });
}

/** Read a link parameter back into a hireling: every die 1-6, the right number of dice per part. */
export function decodeCairnHirelingLink(value: string): ShareLinkResult<CairnSharedHireling> {
  const decoded = hirelingCodec.decode(value);
  if (!decoded.ok) return decoded;
  const { name, str, dex, wil, hp } = decoded.value;
  return {
    ok: true,
    value: {
      name: tidyHirelingName(name),
      hireling: {
        str: partFromDice('str', str),
        dex: partFromDice('dex', dex),
        wil: partFromDice('wil', wil),
        hp: partFromDice('hp', hp),
      },
    },
  };
}

/** A hireling's scores in words: "STR 6, DEX 18, WIL 3, HP 4". */
export function describeCairnHirelingScores(hireling: CairnHireling): string {
  return CAIRN_HIRELING_PARTS.map(
    (part) => `${CAIRN_HIRELING_PART_LABELS[part]} ${hireling[part].total}`,
  ).join(', ');
}
