/**
 * The saved Cairn party as the roll tools use it: read once per render as the kit reads any saved
 * store, and named in their "who?" selects (the kit's MemberChoice).
 */
import { useSaved } from '../../kit';
import { cairnMemberName, type CairnMember } from '../../../rules/cairn/character';
import { $cairnParty } from '../../../stores/cairn/party';

/** The saved party, as built in the first render (see the kit's useSaved). */
export function useCairnParty(): readonly CairnMember[] {
  return useSaved($cairnParty);
}

/** A member as the "who?" selects name them: a hireling says so. */
export function nameCairnChoice(member: CairnMember): string {
  return `${cairnMemberName(member)}${member.kind === 'hireling' ? ' (hireling)' : ''}`;
}
