/**
 * What the Cast tracker shows, decided in one place from the saved Cast, the sheet remembered as
 * shown and the add form: the list to pick from (each member's name and state), whose sheet shows,
 * and what the name field says.
 */
import type { Problem, Result } from '../result';
import type { LocusCast } from './cast';
import { CAST_KIND_OPTIONS, typeCastName, type CastAddForm } from './cast-add-form';
import type { FieldSpec } from './field-specs';
import type { CharacterKind, LocusCharacter } from './character';
import type { PickEntry } from './monster-builder-view';
import { displayName, summarizeCastMember } from './sheet-text';

export interface CastTrackerView {
  readonly members: readonly LocusCharacter[];
  /** "The Cast (2): choose whose sheet to show". */
  readonly listLabel: string;
  readonly picks: readonly PickEntry[];
  /** Whose sheet shows: the one remembered, else the first (a member who left is not shown). */
  readonly selected: LocusCharacter | undefined;
  /**
   * The add form's name and kind. The name's problem is a missing name found on Add (read out,
   * as it was found on the press), else a name taken, shown as it is typed.
   */
  readonly addFields: readonly FieldSpec<(form: CastAddForm) => CastAddForm>[];
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
    addFields: [
      {
        kind: 'text',
        key: 'new-name',
        label: 'Name',
        value: form.name,
        error: form.missingName ?? (nameFree.ok ? null : nameFree.error.message),
        alert: form.missingName !== null,
        change: (text) => (current) => typeCastName(current, text),
      },
      {
        kind: 'choice',
        key: 'new-kind',
        label: 'Kind',
        value: form.kind,
        options: CAST_KIND_OPTIONS,
        change: (kind) => (current) => ({ ...current, kind: kind as CharacterKind }),
      },
    ],
  };
}

/** What Undo says about a member removed from the Cast. */
export function describeLeftCast(member: Pick<LocusCharacter, 'name'>): string {
  return `${displayName(member)} was removed from the Cast.`;
}
