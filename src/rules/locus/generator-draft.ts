/**
 * An inspiration generator's result on screen with its locked parts, and what each of the tool's
 * actions does to them, with the status line that says so: Generate rolls every unlocked part,
 * Re-roll rolls one unlocked part (a locked part stays as the reader locked it), choosing a Vice by hand sets that part and locks it, and Lock turns a
 * part's lock on or off. A draft is the tool's own (nothing is saved); randomness and the Vice
 * list come in as arguments.
 */
import type { Rng } from '../dice';
import {
  choosePart,
  describePartChange,
  formatResultLine,
  generate,
  lockParts,
  rerollPart,
  type GenerateContext,
  type Generator,
  type GeneratorResult,
} from './generators';

export interface GeneratorDraft {
  readonly result: GeneratorResult;
  /** The ids of the parts Generate leaves as they are. */
  readonly locked: ReadonlySet<string>;
}

/** A draft after an action, and the status line for it (null when the result lacks the part). */
export interface DraftChange {
  readonly draft: GeneratorDraft;
  readonly said: string | null;
}

/** Every unlocked part rolled again: "Rolled: Vice: Greed; The wrong: ...". */
export function generateDraft(
  generator: Generator,
  draft: GeneratorDraft,
  rng: Rng,
  context: GenerateContext,
): DraftChange {
  const result = generate(generator, rng, lockParts(draft.result, draft.locked), context);
  return { draft: { ...draft, result }, said: `Rolled: ${formatResultLine(result)}` };
}

/**
 * Why a part's Re-roll is off: the reader locked it, and a lock keeps the part through every roll.
 * Null while the part is unlocked.
 */
export function rerollBlockedBy(draft: GeneratorDraft, partId: string): string | null {
  return draft.locked.has(partId) ? 'Locked: unlock it to re-roll it.' : null;
}

/** One unlocked part rolled again; a locked part is kept, and the status line says why. */
export function rerollDraftPart(
  generator: Generator,
  draft: GeneratorDraft,
  partId: string,
  rng: Rng,
  context: GenerateContext,
): DraftChange {
  const blocked = rerollBlockedBy(draft, partId);
  if (blocked !== null) {
    const label = generator.parts.find((part) => part.id === partId)?.label ?? partId;
    return { draft, said: `${label} is kept. ${blocked}` };
  }
  const result = rerollPart(generator, draft.result, partId, rng, context);
  return { draft: { ...draft, result }, said: describePartChange(result, partId, 'rerolled') };
}

/** One part set to a face chosen by hand, and locked so Generate keeps it. */
export function chooseDraftPart(
  generator: Generator,
  draft: GeneratorDraft,
  partId: string,
  face: number,
  context: GenerateContext,
): DraftChange {
  const result = choosePart(generator, draft.result, partId, face, context);
  return {
    draft: { result, locked: new Set(draft.locked).add(partId) },
    said: describePartChange(result, partId, 'chosen'),
  };
}

/** A part's lock turned off when it is on, and on when it is off. */
export function toggleDraftLock(draft: GeneratorDraft, partId: string): GeneratorDraft {
  const locked = new Set(draft.locked);
  if (!locked.delete(partId)) locked.add(partId);
  return { ...draft, locked };
}
