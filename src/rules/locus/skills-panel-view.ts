/**
 * What each Skill card on a sheet shows, decided in one place: its title ("Skill 2: Lockpicking"),
 * its three fields with the change each makes, and the change that removes it.
 */
import { addSkill, removeSkill, updateSkill, type Skill } from './character';
import type { SheetChange } from './character-sheet-view';
import type { FieldSpec } from './field-specs';

const SKILL_FIELDS = [
  { key: 'name', label: 'Name', wide: false },
  { key: 'type', label: 'Type', wide: false },
  { key: 'effect', label: 'Effect', wide: true },
] as const;

export interface SkillCardView {
  /** "Skill 1", or "Skill 1: Lockpicking" once named. */
  readonly title: string;
  readonly fields: readonly FieldSpec<SheetChange>[];
  readonly remove: SheetChange;
}

/** Everything the card of the Skill at `index` shows. */
export function viewSkillCard(skill: Skill, index: number): SkillCardView {
  return {
    title: `Skill ${index + 1}${skill.name.trim() ? `: ${skill.name}` : ''}`,
    fields: SKILL_FIELDS.map(({ key, label, wide }) => ({
      kind: 'text',
      key,
      label,
      wide,
      value: skill[key],
      change: (text) => (current) => updateSkill(current, index, { ...skill, [key]: text }),
    })),
    remove: (current) => removeSkill(current, index),
  };
}

/** A blank Skill added at the end of the list, to be filled in. */
export const addBlankSkill: SheetChange = (current) =>
  addSkill(current, { name: '', type: '', effect: '' });
