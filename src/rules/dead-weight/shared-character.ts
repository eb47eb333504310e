/**
 * What the party tool says of a character offered by a share link: why it cannot be added (a full
 * party), and, once added, that it was. A taken id gets a new one, so adding never overwrites.
 */
import { DW_PARTY_MAX, nameDwCharacter, type DwCharacter } from './character';

/** Why the shared character cannot join a party of `partySize`; null while there is room. */
export function explainDwSharedCharacterBlocked(partySize: number): string | null {
  return partySize >= DW_PARTY_MAX
    ? `The party is full (${DW_PARTY_MAX} characters): remove someone to add this one.`
    : null;
}

/** "Added the shared character Ada to the party." */
export function describeDwSharedCharacterAdded(character: DwCharacter): string {
  return `Added the shared character ${nameDwCharacter(character)} to the party.`;
}
