/**
 * Finds where a glossary term is mentioned in a run of text. Pure: the rehype plugin
 * (src/markdown/rehype-glossary-links.ts) decides which mentions become links; this module only
 * says where the terms are.
 *
 * Rules, each tested in tests/lib/glossary/mentions.test.ts:
 * - a mention is a whole word or phrase (never "Hand" inside "Handle");
 * - at any position the longest name wins ("Stress Check" before "Stress");
 * - straight and curly apostrophes are the same letter (Death's, Death’s);
 * - a term with `matchCase` matches only as written ("Hand", never "hands");
 * - a mention inside one of the term's `except` phrases is the ordinary word, not the term.
 */

export interface MentionTerm {
  id: string;
  term: string;
  aliases: readonly string[];
  matchCase?: boolean;
  except?: readonly string[];
}

export interface Mention {
  id: string;
  start: number;
  end: number;
}

interface Name {
  id: string;
  text: string;
  matchCase: boolean;
}

export interface MentionFinder {
  names: Name[];
  except: Map<string, string[]>;
}

const sameApostrophe = (text: string) => text.replace(/’/g, "'");
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

export function createMentionFinder(terms: readonly MentionTerm[]): MentionFinder {
  const names: Name[] = terms.flatMap((term) =>
    [term.term, ...term.aliases].map((text) => ({
      id: term.id,
      text: sameApostrophe(text),
      matchCase: term.matchCase ?? false,
    })),
  );
  // Longest first, so a longer name is tried before any name it contains.
  names.sort((a, b) => b.text.length - a.text.length);
  const except = new Map(
    terms.map((term) => [
      term.id,
      (term.except ?? []).map((phrase) => sameApostrophe(phrase).toLowerCase()),
    ]),
  );
  return { names, except };
}

function startsWithName(text: string, lower: string, at: number, name: Name): boolean {
  const candidate = name.matchCase
    ? text.slice(at, at + name.text.length)
    : lower.slice(at, at + name.text.length);
  return (
    candidate === (name.matchCase ? name.text : name.text.toLowerCase()) &&
    !isWordChar(text[at + name.text.length])
  );
}

/** True when the mention at [start, end) lies inside one of the phrases that mean the plain word. */
function insideException(
  lower: string,
  start: number,
  end: number,
  phrases: readonly string[],
): boolean {
  return phrases.some((phrase) => {
    for (let from = Math.max(0, end - phrase.length); from <= start; from++) {
      if (lower.startsWith(phrase, from) && from + phrase.length >= end) return true;
    }
    return false;
  });
}

/** Every mention of a term in `raw`, left to right, never overlapping. */
export function findMentions(raw: string, finder: MentionFinder): Mention[] {
  const text = sameApostrophe(raw);
  const lower = text.toLowerCase();
  const found: Mention[] = [];
  let at = 0;
  while (at < text.length) {
    if (isWordChar(text[at - 1]) || !isWordChar(text[at])) {
      at++;
      continue;
    }
    const name = finder.names.find(
      (candidate) =>
        startsWithName(text, lower, at, candidate) &&
        !insideException(
          lower,
          at,
          at + candidate.text.length,
          finder.except.get(candidate.id) ?? [],
        ),
    );
    if (name) {
      found.push({ id: name.id, start: at, end: at + name.text.length });
      at += name.text.length;
    } else at++;
  }
  return found;
}
