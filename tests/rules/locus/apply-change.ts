/** Test helper: the character a sheet change makes; a refusal fails the test with its message. */
import type { LocusCharacter } from '../../../src/rules/locus/character';
import type { SheetChange } from '../../../src/rules/locus/character-sheet-view';

export function applyChange(character: LocusCharacter, change: SheetChange): LocusCharacter {
  const result = change(character);
  if (!('ok' in result)) return result;
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
