/**
 * Dead Weight attack notation, as the Attack Notation and Enemies pages write it:
 * `STR 2`, `STR 3+1B`, `-STR 2+2B`, `DEX 1+1: Nearby`, `DEX 2, Nearby`, and whole entries such as
 * `Throwing hatchet (DEX 1+1): Nearby` or `Soul nibble (INT 2): Ignore shields.`
 *
 * Grammar: [name] ["("] [+|-] ATTRIBUTE wounds [effects] ["+" critical [effects]] [")"]
 * [("," | ":") range or special rules]. A leading `+` gives the test advantage, `-` disadvantage.
 * Effect letters after the wounds apply on every hit; after the critical number, on a critical
 * hit only ("+1B": one more wound and Bleeding). Errors name the 1-based column.
 */
import { howMany, withArticle } from '../words';
import { fail as failWith, succeed, type Problem, type Result } from '../result';
import { DW_ATTRIBUTE_LABELS, DW_ATTRIBUTE_NAMES, type DwAttribute } from './character';

export const DW_WEAPON_EFFECTS = ['B', 'P', 'R', 'N'] as const;
export type DwWeaponEffect = (typeof DW_WEAPON_EFFECTS)[number];
/** The Weapon Effects table of the Attack Notation page, word for word. */
export const DW_WEAPON_EFFECT_TEXT: Readonly<Record<DwWeaponEffect, string>> = {
  B: 'Causes the Bleeding affliction.',
  P: 'Pierces through Armor.',
  R: "Can't be reduced, except by armor.",
  N: 'Non-lethal. Ignore any damage that would kill or mortally wound a character.',
};

export interface DwAttack {
  readonly name: string;
  readonly modifier: 'advantage' | 'disadvantage' | null;
  readonly attribute: DwAttribute;
  readonly wounds: number;
  readonly effects: readonly DwWeaponEffect[];
  /** Extra wounds on a critical hit (0 when the notation has none). */
  readonly critical: number;
  readonly criticalEffects: readonly DwWeaponEffect[];
  /** "Close", "Nearby", "5 tiles"... or null when the notation gives none (Close). */
  readonly range: string | null;
  /** Special rules written after the notation. */
  readonly special: string;
}

/** Why notation cannot be read: nothing typed, a part missing, a part out of place or too large. */
export type DwNotationProblem = 'empty' | 'expected' | 'unexpected' | 'too-large';

export interface DwNotationError extends Problem<DwNotationProblem> {
  /** 1-based column of the problem. */
  readonly column: number;
}

export type DwAttackResult = Result<DwAttack, DwNotationError>;

const RANGE = /^(close|nearby|far|\d+\s*tiles?)\b\.?/i;
const MAX_WOUNDS = 99;

export function parseDwAttack(text: string): DwAttackResult {
  let at = 0;
  const fail = (column: number, message: string, code: DwNotationProblem = 'expected') =>
    failWith<DwNotationError>({ code, column: column + 1, message });
  const skip = () => {
    while (at < text.length && /\s/.test(text[at] ?? '')) at += 1;
  };
  skip();
  if (at >= text.length) return fail(0, 'Enter an attack, such as STR 3+1B.', 'empty');

  // A name before the parentheses: "Falchion (STR 3+1B)". Without parentheses there is no name.
  let name = '';
  let closing = false;
  const open = text.indexOf('(');
  if (open >= 0) {
    name = text.slice(at, open).trim().replace(/\*+/g, '');
    at = open + 1;
    closing = true;
    skip();
  }

  let modifier: DwAttack['modifier'] = null;
  if (text[at] === '+' || text[at] === '-' || text[at] === '−') {
    modifier = text[at] === '+' ? 'advantage' : 'disadvantage';
    at += 1;
    skip();
  }
  const attributeText = text.slice(at, at + 3).toUpperCase();
  const attribute = (Object.keys(DW_ATTRIBUTE_LABELS) as DwAttribute[]).find(
    (key) => DW_ATTRIBUTE_LABELS[key] === attributeText,
  );
  if (!attribute) return fail(at, 'expected an attribute: STR, DEX, INT or PRE.');
  at += 3;
  if (/[A-Za-z]/.test(text[at] ?? ''))
    return fail(at, 'expected a space and the number of wounds after the attribute.');
  skip();

  const number = (): number | null => {
    const match = /^\d+/.exec(text.slice(at));
    if (!match) return null;
    at += match[0].length;
    return Number(match[0]);
  };
  const letters = (): DwWeaponEffect[] | DwNotationError => {
    const found: DwWeaponEffect[] = [];
    while (at < text.length && /[A-Za-z]/.test(text[at] ?? '')) {
      const letter = (text[at] ?? '').toUpperCase();
      if (!(DW_WEAPON_EFFECTS as readonly string[]).includes(letter)) {
        return {
          code: 'unexpected',
          column: at + 1,
          message: `"${text[at]}" is not a weapon effect: use B, P, R or N.`,
        };
      }
      if (!found.includes(letter as DwWeaponEffect)) found.push(letter as DwWeaponEffect);
      at += 1;
    }
    return found;
  };

  const wounds = number();
  if (wounds === null) return fail(at, 'expected the number of wounds, such as 2.');
  if (wounds > MAX_WOUNDS) return fail(at - 1, `at most ${MAX_WOUNDS} wounds.`, 'too-large');
  const effects = letters();
  if (!Array.isArray(effects)) return failWith(effects);
  skip();
  let critical = 0;
  let criticalEffects: DwWeaponEffect[] = [];
  if (text[at] === '+') {
    at += 1;
    skip();
    const extra = number();
    if (extra === null) return fail(at, 'expected the critical wounds after "+", such as +1B.');
    if (extra > MAX_WOUNDS) return fail(at - 1, `at most ${MAX_WOUNDS} wounds.`, 'too-large');
    critical = extra;
    const found = letters();
    if (!Array.isArray(found)) return failWith(found);
    criticalEffects = found;
    skip();
  }

  let range: string | null = null;
  let special = '';
  const readTail = () => {
    skip();
    const rest = text.slice(at).trim();
    const match = RANGE.exec(rest);
    // A range in parentheses was read already; the tail is then special rules only.
    if (match && range === null) {
      range = match[1] ?? null;
      special = rest
        .slice(match[0].length)
        .replace(/^[\s,:.]+/, '')
        .trim();
    } else special = rest;
    at = text.length;
  };
  if (text[at] === ',' || text[at] === ':') {
    at += 1;
    // Inside parentheses ("DEX 2, Nearby)") the range stops at the closing parenthesis.
    if (closing) {
      const end = text.indexOf(')', at);
      if (end < 0) return fail(text.length, 'expected ")" to close the notation.');
      const inner = text.slice(at, end).trim();
      const match = RANGE.exec(inner);
      if (!match) return fail(at, 'expected a range after the comma, such as Nearby.');
      range = match[1] ?? null;
      at = end;
    } else readTail();
  }
  if (closing) {
    skip();
    if (text[at] !== ')')
      return fail(
        at,
        at >= text.length
          ? 'expected ")" to close the notation.'
          : `unexpected "${text[at]}": expected ")".`,
        at >= text.length ? 'expected' : 'unexpected',
      );
    at += 1;
    // Markdown emphasis and the colon of an entry ("(DEX 1+1):** Nearby") are not part of the tail.
    while (at < text.length && /[\s:,*]/.test(text[at] ?? '')) at += 1;
    readTail();
  } else if (at < text.length) {
    return fail(
      at,
      `unexpected "${text[at]}": expected "+", "," or ":" after the wounds.`,
      'unexpected',
    );
  }
  return succeed({
    name,
    modifier,
    attribute,
    wounds,
    effects,
    critical,
    criticalEffects,
    range,
    special,
  });
}

/** Range words for a sentence; the page defines Close and Nearby. */
export function describeDwRange(range: string | null): string {
  if (range === null || /^close$/i.test(range))
    return 'Close targets only (1 tile away, not diagonally)';
  if (/^nearby$/i.test(range)) return 'Nearby targets (within 5 tiles)';
  return `Range: ${range}`;
}

function listEffects(effects: readonly DwWeaponEffect[]): string[] {
  return effects.map((effect) => `${effect}: ${DW_WEAPON_EFFECT_TEXT[effect]}`);
}

/**
 * The attack in words, one sentence per line, read either as an adventurer's weapon (the
 * attribute is tested to hit) or as an enemy's attack (the attribute is tested to defend).
 */
export function explainDwAttack(attack: DwAttack, as: 'weapon' | 'enemy'): string[] {
  const attribute = `${DW_ATTRIBUTE_NAMES[attack.attribute].toLowerCase()} (${DW_ATTRIBUTE_LABELS[attack.attribute]})`;
  const modifier =
    attack.modifier === 'advantage'
      ? ' with advantage (the player re-rolls one chosen die)'
      : attack.modifier === 'disadvantage'
        ? ' with disadvantage (the GM re-rolls one chosen die)'
        : '';
  const lines: string[] = [];
  if (as === 'weapon') {
    lines.push(`Test ${attribute}${modifier} to hit.`);
    lines.push(
      `On a success: ${howMany(attack.wounds, 'wound')} on the target, which its armor and resistances can reduce.`,
    );
    if (attack.critical > 0 || attack.criticalEffects.length > 0) {
      lines.push(
        `On a great success (two or more 6s, a critical hit): ${howMany(attack.critical, 'wound')} more, ${howMany(attack.wounds + attack.critical, 'wound')} in all.`,
      );
    } else lines.push('A great success adds nothing: the notation has no critical part.');
  } else {
    lines.push(
      `The adventurer defends with ${withArticle(`${attribute} test`)}${modifier}; a success avoids the attack.`,
    );
    lines.push(`If the test fails: ${howMany(attack.wounds, 'wound')}.`);
    if (attack.critical > 0 || attack.criticalEffects.length > 0) {
      lines.push(
        `On a critical failure (a failure with one or more 1s): ${howMany(attack.critical, 'wound')} more, ${howMany(attack.wounds + attack.critical, 'wound')} in all.`,
      );
    } else lines.push('A critical failure adds nothing: the notation has no critical part.');
    lines.push('Not rolling at all avoids fatigue, but the attack hits automatically.');
  }
  for (const line of listEffects(attack.effects)) lines.push(`On every hit, ${line}`);
  for (const line of listEffects(attack.criticalEffects)) lines.push(`On a critical hit, ${line}`);
  lines.push(`${describeDwRange(attack.range)}.`);
  if (attack.special) lines.push(`Special rules: ${attack.special}`);
  return lines;
}
