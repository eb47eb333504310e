/**
 * What an inspiration generator holds and shows, decided: the first result (the same on the server
 * and while hydrating), what each action does to the draft, the status line and the text to copy
 * by hand (one reducer, updateInspirationTool), and for a draft each part's line (die,
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
  type GeneratorResult,
} from './generators';
import {
  rerollBlockedBy,
  toggleDraftLock,
  type DraftChange,
  type GeneratorDraft,
} from './generator-draft';
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

/** What an inspiration generator holds: the draft shown, its status line, the text to copy by hand. */
export interface InspirationToolState {
  readonly draft: GeneratorDraft;
  /** The status line, numbered anew by each action so it is said again; null before any. */
  readonly status: { readonly serial: number; readonly value: string } | null;
  /** The result's text, selected for copying by hand once the browser refused to copy it. */
  readonly copyByHand: string | null;
}

/** The first result shown, nothing said yet. */
export function startInspirationTool(generator: Generator, vices: ViceList): InspirationToolState {
  return { draft: firstInspirationDraft(generator, vices), status: null, copyByHand: null };
}

export type InspirationToolAction =
  /** The result generated, a part re-rolled or chosen: said, and any text to copy by hand goes. */
  | { readonly type: 'changed'; readonly change: DraftChange }
  /** A shared result opened from a link. */
  | { readonly type: 'opened'; readonly result: GeneratorResult; readonly said: string }
  /** The reader's own Vice list read: an untouched first result is read again on it. */
  | { readonly type: 'vices-read'; readonly generator: Generator; readonly vices: ViceList }
  | { readonly type: 'lock'; readonly partId: string }
  /** The result's `text` copied, or refused by the browser (then it is offered to copy by hand). */
  | { readonly type: 'copied'; readonly text: string; readonly copied: boolean }
  | { readonly type: 'logged' };

const COPIED = 'Copied to the clipboard.';
const COPY_REFUSED =
  'The browser did not allow copying: the text is selected below, copy it from there.';

/** The generator after one action. */
export function updateInspirationTool(
  state: InspirationToolState,
  action: InspirationToolAction,
): InspirationToolState {
  const say = (value: string) => ({ serial: (state.status?.serial ?? 0) + 1, value });
  switch (action.type) {
    case 'changed': {
      const { draft, said } = action.change;
      return { draft, status: said ? say(said) : state.status, copyByHand: null };
    }
    case 'opened':
      return {
        ...state,
        draft: { ...state.draft, result: action.result },
        status: say(action.said),
      };
    case 'vices-read':
      // Once anything was said (a result opened, rolled or chosen), the result is the reader's.
      return state.status === null
        ? { ...state, draft: rereadFirstDraft(action.generator, state.draft, action.vices) }
        : state;
    case 'lock':
      return { ...state, draft: toggleDraftLock(state.draft, action.partId) };
    case 'copied':
      return action.copied
        ? { ...state, status: say(COPIED), copyByHand: null }
        : { ...state, status: say(COPY_REFUSED), copyByHand: action.text };
    case 'logged':
      return { ...state, status: say('Added to the roll log.') };
  }
}
