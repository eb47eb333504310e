/**
 * The saved Cairn party as the roll tools use it: read once per render as the kit reads any saved
 * store, and offered as the choices of a select ("who rolls?").
 */
import { type ChoiceOption, useSaved } from '../../kit';
import { cairnMemberName, type CairnMember } from '../../../rules/cairn/character';
import { $cairnParty } from '../../../stores/cairn/party';

/** The saved party, as built in the first render (see the kit's useSaved). */
export function useCairnParty(): readonly CairnMember[] {
  return useSaved($cairnParty);
}

/** The party as options of a select, after a first option for "no one" (value ''). */
export function memberChoices(
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
