/**
 * The saved Cairn party as the roll tools use it: read once per render as the kit reads any saved
 * store, and offered as a select ("who rolls?").
 */
import { ChoiceField, type ChoiceOption, useSaved } from '../../kit';
import { cairnMemberName, type CairnMember } from '../../../rules/cairn/character';
import { $cairnParty } from '../../../stores/cairn/party';

/** The saved party, as built in the first render (see the kit's useSaved). */
export function useCairnParty(): readonly CairnMember[] {
  return useSaved($cairnParty);
}

/** The party as options of a select, after a first option for "no one" (value ''). */
function memberChoices(
  party: readonly CairnMember[],
  none: string,
  describe: (member: CairnMember) => string = (member) =>
    member.kind === 'hireling' ? ' (hireling)' : '',
): ChoiceOption<string>[] {
  return [
    { value: '', label: none },
    ...party.map((member) => ({
      value: member.id,
      label: `${cairnMemberName(member)}${describe(member)}`,
    })),
  ];
}

/**
 * "Who?": a select of the party after a first option for no one (value ''), each member named and
 * `describe`d. A chosen member no longer in the party (removed by another tool or tab) shows as no one.
 */
export function MemberField({
  id,
  label,
  party,
  chosen,
  none,
  describe,
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
    <ChoiceField
      id={id}
      label={label}
      value={party.some((member) => member.id === chosen) ? chosen : ''}
      options={memberChoices(party, none, describe)}
      onChange={onChange}
    />
  );
}
