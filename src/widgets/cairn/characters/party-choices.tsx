/**
 * The saved Cairn party as the roll tools use it: read once per render as the kit reads any saved
 * store, and offered as a select ("who rolls?").
 */
import { MemberChoice, useSaved } from '../../kit';
import { cairnMemberName, type CairnMember } from '../../../rules/cairn/character';
import { $cairnParty } from '../../../stores/cairn/party';

/** The saved party, as built in the first render (see the kit's useSaved). */
export function useCairnParty(): readonly CairnMember[] {
  return useSaved($cairnParty);
}

/**
 * "Who?": the party in the kit's MemberChoice, each member named and `describe`d (a hireling says
 * so unless told otherwise).
 */
export function MemberField({
  id,
  label,
  party,
  chosen,
  none,
  describe = (member) => (member.kind === 'hireling' ? ' (hireling)' : ''),
  onChange,
}: {
  id: string;
  label: string;
  party: readonly CairnMember[];
  chosen: string;
  none: string;
  describe?: (member: CairnMember) => string;
  onChange: (id: string) => void;
}) {
  return (
    <MemberChoice
      id={id}
      label={label}
      members={party}
      chosen={chosen}
      none={none}
      name={(member) => `${cairnMemberName(member)}${describe(member)}`}
      onChange={onChange}
    />
  );
}
