/**
 * What a declared check's tool (src/widgets/checks/DeclaredCheck.tsx) shows, decided here from the
 * check read, its modifiers' fields as typed and the modifier its table sweeps: each field's label
 * and problem, the chance of every band, the Roll button's words and why it is off, the table
 * over the range, and the share link's value and words. The widget only lays these out.
 */
import type { Fraction } from '../dice';
import {
  chanceOfBands,
  describeDeclaration,
  readModifier,
  tabulateCheck,
  type CheckRoll,
  type ReadCheck,
} from './declared-check';

/** The table of the bands over one modifier's range, one row a value. */
export interface DeclaredCheckTable {
  readonly caption: string;
  readonly corner: string;
  readonly bands: readonly string[];
  readonly rows: readonly {
    readonly key: number;
    readonly header: number;
    readonly chances: readonly Fraction[];
    /** The row of the value in the modifier's field now. */
    readonly current: boolean;
  }[];
}

export interface DeclaredCheckView {
  /** The check's rule in a sentence. */
  readonly rule: string;
  readonly fields: readonly {
    readonly name: string;
    readonly label: string;
    readonly error: string | null;
  }[];
  /** The modifiers' values, null while any field cannot be read. */
  readonly values: readonly number[] | null;
  /** Every band's chance, null while a field cannot be read. */
  readonly chances: readonly { readonly label: string; readonly fraction: Fraction }[] | null;
  readonly button: string;
  readonly resultLabel: string;
  readonly blockedBy: string | null;
  /** The "Table over" choices, when there is more than one modifier to sweep. */
  readonly sweepChoices: readonly { readonly value: string; readonly label: string }[] | null;
  /** The table over the swept modifier's range; null while a field cannot be read. */
  readonly table: DeclaredCheckTable | null;
  /** The share link's values and what it shares, null while a field cannot be read. */
  readonly share: { readonly values: readonly number[]; readonly what: string } | null;
}

function tableOver(check: ReadCheck, values: readonly number[], swept: number) {
  const modifier = check.modifiers[swept];
  if (!modifier) return null;
  const held = check.modifiers
    .flatMap((other, index) => (index === swept ? [] : [`${other.name} ${values[index]}`]))
    .join(' and ');
  return {
    caption: `Chance of each band by ${modifier.name}${held ? `, with ${held}` : ''}`,
    corner: modifier.name,
    bands: check.bands.map((band) => band.label),
    rows: tabulateCheck(check, values, swept).map((row) => ({
      key: row.value,
      header: row.value,
      chances: row.chances,
      current: row.value === values[swept],
    })),
  };
}

/** The check for its modifiers' texts, its table sweeping modifier `swept` (an index). */
export function viewDeclaredCheck(
  check: ReadCheck,
  texts: readonly string[],
  swept: number,
): DeclaredCheckView {
  const { declaration, modifiers } = check;
  const reads = modifiers.map((modifier, index) => readModifier(modifier, texts[index] ?? ''));
  const values = reads.every((read) => read.ok)
    ? reads.map((read) => (read.ok ? read.value : 0))
    : null;
  const chances = values && chanceOfBands(check, values);
  const unread = modifiers.filter((_modifier, index) => !reads[index]!.ok);
  return {
    rule: describeDeclaration(declaration),
    fields: modifiers.map((modifier, index) => {
      const read = reads[index]!;
      return {
        name: modifier.name,
        label: `${modifier.name} (${modifier.min} to ${modifier.max})`,
        error: read.ok ? null : read.error.message,
      };
    }),
    values,
    chances:
      chances &&
      check.bands.map((band, index) => ({ label: band.label, fraction: chances[index]! })),
    button: `Roll ${declaration.title}`,
    resultLabel: `${declaration.title} result`,
    blockedBy: values
      ? null
      : `Roll is off until ${unread.map((modifier) => modifier.name).join(' and ')} can be read.`,
    sweepChoices:
      modifiers.length > 1
        ? modifiers.map((modifier, index) => ({ value: String(index), label: modifier.name }))
        : null,
    table: values && tableOver(check, values, swept),
    share: values && {
      values,
      what: `this check with ${modifiers.map((modifier, index) => `${modifier.name} ${values[index]}`).join(' and ') || 'its dice'}`,
    },
  };
}

/** A roll of the check as its result says it: "2d6 + 1 = 9: Success." */
export function describeDeclaredCheckRoll(roll: Pick<CheckRoll, 'detail' | 'band'>): string {
  return `${roll.detail}: ${roll.band}.`;
}
