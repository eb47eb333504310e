/**
 * The Undo of "New interlude" in this tab (../undo-slot.ts says how long it is offered): what the
 * new interlude cleared. Its own module, so that every action of the interlude's stores that does
 * something else here (a doom step, a new day, a choice, a step of the day) drops it, without the
 * interlude's stores importing one another in a circle. Nothing is stored: a reload forgets it.
 */
import { createUndoSlot } from '../undo-slot';
import type { DwInterludeCleared } from './interlude-today';

export const dwNewInterludeUndo = createUndoSlot<DwInterludeCleared>();

/** What "New interlude" cleared while its Undo is offered, or what an Undo refused could not put back. */
export const $dwNewInterludeUndo = dwNewInterludeUndo.$slot;
