/**
 * What a sheet's Death's Door panel shows, decided in one place: the graphic, how full it is, the
 * death and Echo once all 27 are filled, the check floor, and each injury's line with the changes
 * its Treated box and Remove button make.
 */
import {
  addInjury,
  deathsDoorSegments,
  injuryFloor,
  removeInjury,
  treatInjury,
  type Injury,
  type LocusCharacter,
} from './character';
import type { SheetChange } from './character-sheet-view';
import type { FieldSpec } from './field-specs';
import type { InjurySeverity } from './injury';
import { drawDeathsDoor, type DeathsDoorGraphic } from './deaths-door-graphic';
import {
  describeDoorFill,
  describeFloor,
  describeInjuryLine,
  displayName,
  injuryName,
  INJURY_SEVERITY_OPTIONS,
} from './sheet-text';

export interface DeathsDoorView {
  readonly name: string;
  readonly graphic: DeathsDoorGraphic;
  /** "13 of 27 segments filled, 14 left before death." */
  readonly fill: string;
  /** All 27 are filled: the character is dead and becomes an Echo. */
  readonly dead: boolean;
  /** The check floor the worst injury sets, in words. */
  readonly floor: string;
  readonly injuries: readonly {
    readonly injury: Injury;
    /** "Cut (Minor): 1 segment, treated". */
    readonly line: string;
    /** "Cut (Minor)": names its Treated box and its Remove button. */
    readonly name: string;
    readonly treated: boolean;
    readonly treat: (treated: boolean) => SheetChange;
    readonly remove: SheetChange;
  }[];
}

/** Everything a sheet's Death's Door panel shows. */
export function viewDeathsDoor(character: LocusCharacter): DeathsDoorView {
  const door = deathsDoorSegments(character);
  const name = displayName(character);
  return {
    name,
    graphic: drawDeathsDoor(door.segments, door.filled),
    fill: describeDoorFill(door, name),
    dead: door.dead,
    floor: describeFloor(injuryFloor(character), character.injuries),
    injuries: character.injuries.map((injury) => ({
      injury,
      line: describeInjuryLine(injury),
      name: injuryName(injury),
      treated: injury.treated,
      treat: (treated) => (current) => treatInjury(current, injury.id, treated),
      remove: (current) => removeInjury(current, injury.id),
    })),
  };
}

/** The add-injury form: the severity chosen and the name typed. */
export interface InjuryForm {
  readonly severity: InjurySeverity;
  readonly name: string;
}

export const INJURY_FORM_START: InjuryForm = { severity: 'minor', name: '' };

/** The add-injury form's fields, each with the form it makes. */
export function injuryFormFields(form: InjuryForm): readonly FieldSpec<InjuryForm>[] {
  return [
    {
      kind: 'choice',
      key: 'severity',
      label: 'Severity',
      value: form.severity,
      options: INJURY_SEVERITY_OPTIONS,
      change: (severity) => ({ ...form, severity: severity as InjurySeverity }),
    },
    {
      kind: 'text',
      key: 'name',
      label: 'Injury name (optional)',
      value: form.name,
      change: (name) => ({ ...form, name }),
    },
  ];
}

/** The injury the form adds, at the end of the list, its name trimmed (empty for none). */
export function addInjuryFromForm(form: InjuryForm): SheetChange {
  return (current) => addInjury(current, form.severity, form.name.trim());
}

/** What Undo says about an injury removed: "Removed Cut (Minor) from Ada's injuries." */
export function describeInjuryRemoved(injury: Pick<Injury, 'name' | 'severity'>, name: string) {
  return `Removed ${injuryName(injury)} from ${name}'s injuries.`;
}
