/**
 * What an inspiration generator shows, decided: the first result (the same on the server and
 * while hydrating), and for a draft each part's line (die,
 * face, lock, text), the Vice choice of a Vice part, why a part's Re-roll is off, the Generate
 * hint and the share link's value.
 */
import { createSeededRng } from '../dice';
import {
  describeGenerateHint,
  generate,
  listViceChoices,
  rerollForeignVices,
  type Generator,
} from './generators';
import { rerollBlockedBy, type GeneratorDraft } from './generator-draft';
import { encodeInspirationLink } from './generator-link';
import { describeViceSource } from './vice-editor';
import type { ViceList } from './vices';

/**
 * The first result is rolled with this seed, on the server and again while hydrating, so the
 * served page and the tool agree and nothing moves when it starts; Generate rolls a fresh one.
 */
const FIRST_RESULT_SEED = 1;

/** The first result shown, nothing locked, its Vice parts rolled on `vices` (the built list). */
export function firstInspirationDraft(generator: Generator, vices: ViceList): GeneratorDraft {
  const result = generate(generator, createSeededRng(FIRST_RESULT_SEED), {}, { vices });
  return { result, locked: new Set() };
}

/**
 * The untouched first result read again on the reader's own Vice list: a Vice part not on it is
 * rolled on it (with the first result's seed, so one reader always sees the same).
 */
export function rereadFirstDraft(
  generator: Generator,
  draft: GeneratorDraft,
  vices: ViceList,
): GeneratorDraft {
  const rng = createSeededRng(FIRST_RESULT_SEED);
  return { ...draft, result: rerollForeignVices(generator, draft.result, rng, { vices }) };
}

/** One part of the result as shown. */
export interface InspirationPartView {
  readonly id: string;
  readonly label: string;
  readonly locked: boolean;
  /** "d20: 7 · locked": the die and face rolled, and whether the part is locked. */
  readonly rolled: string;
  /** The part's text, or "—" while the result lacks it. */
  readonly text: string;
  /** A Vice part's choice by hand, with where its Vices come from; null for other parts. */
  readonly vice: {
    readonly label: string;
    readonly value: string;
    readonly options: ReturnType<typeof listViceChoices>['options'];
    readonly source: string;
  } | null;
  /** Why the part's Re-roll is off (it is locked), or null. */
  readonly rerollBlocked: string | null;
}

export interface InspirationGeneratorView {
  /** Names the list of parts: "Haunt generator: the parts of the result". */
  readonly listLabel: string;
  readonly parts: readonly InspirationPartView[];
  readonly generateHint: string;
  /** The share link's value and what it shares: "this Haunt generator result". */
  readonly share: { readonly value: string; readonly what: string };
}

/** The generator as it shows `draft`, its Vice parts chosen from `vices`. */
export function viewInspirationGenerator(
  generator: Generator,
  draft: GeneratorDraft,
  vices: ViceList,
): InspirationGeneratorView {
  const { result, locked } = draft;
  return {
    listLabel: `${generator.title}: the parts of the result`,
    parts: generator.parts.map((part) => {
      const roll = result.parts.find((candidate) => candidate.partId === part.id);
      const isLocked = locked.has(part.id);
      const choices = listViceChoices(vices, roll);
      return {
        id: part.id,
        label: part.label,
        locked: isLocked,
        rolled: `${roll ? `${roll.die}: ${roll.roll}` : ''}${isLocked ? ' · locked' : ''}`,
        text: roll?.text ?? '—',
        vice:
          part.kind === 'vice'
            ? {
                label: `Choose the ${part.label}`,
                value: choices.value,
                options: choices.options,
                source: describeViceSource(vices),
              }
            : null,
        rerollBlocked: rerollBlockedBy(draft, part.id),
      };
    }),
    generateHint: describeGenerateHint(generator, locked.size),
    share: { value: encodeInspirationLink(result), what: `this ${generator.title} result` },
  };
}
