/**
 * Whole numbers typed into the Cairn tools, read into a value or a code and a plain sentence to
 * show at the field. Two wordings, one reading: the rollers say what to enter ("Enter an
 * attribute from 1 to 20.", "… 21 is outside."), the party and combat fields are terser
 * ("Armor must be from 0 to 3."); both come from the same check.
 */

export type CairnNumberProblem = 'empty' | 'not-a-number' | 'not-whole' | 'out-of-range';

export type CairnReading =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly code: CairnNumberProblem; readonly message: string };

type Classified =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly code: CairnNumberProblem; readonly text: string };

function classify(text: string, min: number, max: number, wholeOnly: RegExp): Classified {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, code: 'empty', text: trimmed };
  if (!wholeOnly.test(trimmed))
    return {
      ok: false,
      code: /^[+-]?\d+(\.\d+)?$/.test(trimmed) ? 'not-whole' : 'not-a-number',
      text: trimmed,
    };
  const value = Number(trimmed);
  if (!Number.isInteger(value)) return { ok: false, code: 'not-whole', text: trimmed };
  return value < min || value > max
    ? { ok: false, code: 'out-of-range', text: trimmed }
    : { ok: true, value };
}

function capitalize(words: string): string {
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/**
 * A whole number from min to max, as the rollers ask for it: `what` names it inside a sentence
 * ("a group size"), `subject` starts one (default: `what` capitalised).
 */
export function parseCairnWholeNumber(
  text: string,
  min: number,
  max: number,
  what: string,
  subject = capitalize(what),
): CairnReading {
  const read = classify(text, min, max, /^[+-]?\d+(\.\d+)?$/);
  if (read.ok) return read;
  const messages: Record<CairnNumberProblem, string> = {
    empty: `Enter ${what} from ${min} to ${max}.`,
    'not-a-number': `“${read.text}” is not a number: enter ${what} from ${min} to ${max}.`,
    'not-whole': `${subject} must be a whole number.`,
    'out-of-range': `${subject} must be from ${min} to ${max}; ${Number(read.text)} is outside.`,
  };
  return { ok: false, code: read.code, message: messages[read.code] };
}

/** A score typed on a sheet or a target ("HP", "current STR"), from min to max. */
export function parseCairnScore(
  text: string,
  min: number,
  max: number,
  what: string,
): CairnReading {
  const read = classify(text, min, max, /^-?\d+$/);
  if (read.ok) return read;
  const message =
    read.code === 'empty'
      ? `Enter ${what} (${min}–${max}).`
      : read.code === 'out-of-range'
        ? `${capitalize(what)} must be from ${min} to ${max}.`
        : `${capitalize(what)} must be a whole number from ${min} to ${max}.`;
  return { ok: false, code: read.code, message };
}
