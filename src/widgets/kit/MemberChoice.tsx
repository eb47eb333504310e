/**
 * "Who?": a select of a saved roster (a party, a Cast) after a first choice for no one, whose
 * value is ''. A tool then takes typed values instead. A chosen member no longer saved (removed by
 * another tool or tab) shows as no one, never as a stale name.
 */
import { ChoiceField } from './fields';

export interface MemberChoiceProps<Member extends { readonly id: string }> {
  readonly id: string;
  readonly label: string;
  readonly members: readonly Member[];
  /** The chosen member's id, or '' for no one. */
  readonly chosen: string;
  /** The first choice, for no one: "None (type the values)". */
  readonly none: string;
  /** How a member is named in the list. */
  readonly name: (member: Member) => string;
  readonly onChange: (id: string) => void;
}

export default function MemberChoice<Member extends { readonly id: string }>({
  id,
  label,
  members,
  chosen,
  none,
  name,
  onChange,
}: MemberChoiceProps<Member>) {
  return (
    <ChoiceField
      id={id}
      label={label}
      value={members.some((member) => member.id === chosen) ? chosen : ''}
      options={[
        { value: '', label: none },
        ...members.map((member) => ({ value: member.id, label: name(member) })),
      ]}
      onChange={onChange}
    />
  );
}
