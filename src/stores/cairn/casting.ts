/**
 * Casting a spell on the party: a Spellbook's Fatigue lands on the tracked caster, and the cast
 * can be taken back. The Undo lives in this tab only (../undo-slot.ts says how long it is
 * offered): the caster's sheet before and after the cast, until the Undo puts it back, or the
 * next cast here replaces it. Nothing is stored: a reload forgets it.
 */
import type { CairnMember } from '../../rules/cairn/character';
import { cairnMemberName } from '../../rules/cairn/character';
import {
  cairnCastUndoRefused,
  describeCairnCast,
  describeUndoneCairnCast,
  type CairnCasting,
} from '../../rules/cairn/spells';
import { fail, succeed, type Result } from '../../rules/result';
import type { Changed } from '../roster';
import { createUndoSlot } from '../undo-slot';
import { addCairnFatigue, cairnPartyRoster } from './party';

/** What a cast changed on the caster's sheet, for its Undo, with the caster's name to say it. */
export interface CairnCastTaken {
  readonly name: string;
  /** The Fatigue the cast added (fewer than the spell's when the slots ran out). */
  readonly fatigue: number;
  readonly change: Changed<CairnMember>;
}

const castUndo = createUndoSlot<CairnCastTaken>();

/** What the last cast here added, while its Undo is offered, or what an Undo refused to put back. */
export const $cairnCastUndo = castUndo.$slot;

/**
 * Casts a spell: a Spellbook's Fatigue lands on the tracked caster (the store keeps it within the
 * inventory's slots), and what that did is said in words (`describeCairnCast`). A cast that
 * changed the sheet is kept for its Undo; one that changed nothing drops the last one's.
 */
export function castCairnSpell(caster: CairnMember | undefined, casting: CairnCasting): string {
  const before = caster?.fatigue ?? 0;
  const name = caster ? cairnMemberName(caster) : 'the caster';
  const change =
    caster && casting.fatigue > 0
      ? cairnPartyRoster.track(caster.id, () => addCairnFatigue(caster.id, casting.fatigue))
      : undefined;
  castUndo.keep(
    change ? { name, fatigue: change.after.fatigue - change.before.fatigue, change } : null,
  );
  const after = caster ? (change?.after.fatigue ?? before) : null;
  return describeCairnCast(casting, name, before, after);
}

/**
 * The Undo of the last cast here: the caster's Fatigue as it was, said; or, once their sheet has
 * changed since (here or in another tab), why not, kept to be said. Undefined with nothing to undo.
 */
export function undoCairnCast(): Result<string, { readonly message: string }> | undefined {
  return castUndo.undo(({ name, change }) =>
    cairnPartyRoster.revert(change)
      ? succeed(describeUndoneCairnCast(name, change.before.fatigue))
      : fail({ message: cairnCastUndoRefused(name) }),
  );
}
