/**
 * What the Cast tracker shows, decided in one place from the saved Cast, the sheet remembered as
 * shown and the add form: the list to pick from (each member's name and state), whose sheet shows,
 * and what the name field says.
 */
import type { Problem, Result } from '../result';
import type { LocusCast } from './cast';
import type { CastAddForm } from './cast-add-form';
import type { LocusCharacter } from './character';
import type { PickEntry } from './monster-builder-view';
import { displayName, summarizeCastMember } from './sheet-text';

export interface CastTrackerView {
  readonly members: readonly LocusCharacter[];
  /** "The Cast (2): choose whose sheet to show". */
  readonly listLabel: string;
  readonly picks: readonly PickEntry[];
  /** Whose sheet shows: the one remembered, else the first (a member who left is not shown). */
  readonly selected: LocusCharacter | undefined;
  /** The name field's problem: a missing name found on Add, else a name taken as it is typed. */
  readonly nameError: string | null;
  /** The problem was found on the press, so it is read out (a name taken shows as typed). */
  readonly nameAlert: boolean;
}

/** Everything the Cast tracker shows; `nameFree` is the typed name checked against the Conflict. */
export function viewCastTracker(
  cast: LocusCast,
  shownId: string | null | undefined,
  form: CastAddForm,
  nameFree: Result<string, Problem<string>>,
): CastTrackerView {
  const members = cast.characters;
  return {
    members,
    listLabel: `The Cast (${members.length}): choose whose sheet to show`,
    picks: members.map((member) => ({
      id: member.id,
      name: displayName(member),
      summary: summarizeCastMember(member),
    })),
    selected: members.find((member) => member.id === shownId) ?? members[0],
    nameError: form.missingName ?? (nameFree.ok ? null : nameFree.error.message),
    nameAlert: form.missingName !== null,
  };
}

/** What Undo says about a member removed from the Cast. */
export function describeLeftCast(member: Pick<LocusCharacter, 'name'>): string {
  return `${displayName(member)} was removed from the Cast.`;
}
