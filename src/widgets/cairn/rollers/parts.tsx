/**
 * Pieces the Cairn tools share: the heading, a number field that explains bad input at the
 * field, a toggle whose whole label is the 44 px target, an exact chance line, the party picker
 * and the link back to a tool for the roll log. Importing this file injects the tools' styles.
 */
import type { ComponentChildren } from 'preact';
import { useStore } from '@nanostores/preact';
import type { Fraction } from '../../../rules/dice';
import type { CairnMember } from '../../../rules/cairn/character';
import { $cairnParty } from '../../../stores/cairn/party';
import SharedHeading, { type HeadingLevel } from '../../shared/Heading';
import { formatChance, formatFraction } from '../../shared/format-chance';
import { injectStyle } from '../../shared/inject-style';
import { NumberField as SharedNumberField, Toggle as SharedToggle, type NumberFieldProps, type ToggleProps } from '../../kit/fields';
import cairnCss from './cairn-tools.css?inline';

injectStyle('cairn-tools', cairnCss);

export type { HeadingLevel };

export function ToolHeading({ level, id, children }: { level: HeadingLevel; id: string; children: ComponentChildren }) {
  return (
    <SharedHeading level={level} id={id} class="crn-heading">
      {children}
    </SharedHeading>
  );
}

/** A link back to the tool for the roll log: this page, this tool. */
export function hrefFor(id: string): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return `${location.pathname}#${id}`;
}

/** A number typed as text, so any input can be explained at the field instead of being dropped. */
export function NumberField(props: Omit<NumberFieldProps, 'inputClass'>) {
  return <SharedNumberField {...props} inputClass="crn-number" />;
}

export function Toggle(props: Omit<ToggleProps, 'class'>) {
  return <SharedToggle {...props} class="crn-toggle" />;
}

/** "Chance to pass: 55.0% (11/20)". */
export function ChanceLine({ label, fraction }: { label: string; fraction: Fraction }) {
  return (
    <p class="crn-chance">
      {label}: <strong>{formatChance(fraction)}</strong> <span class="crn-muted">({formatFraction(fraction).exact})</span>
    </p>
  );
}

/** The saved party (its notice is the kit's StoreNotice over $cairnPartyNotice). */
export function useCairnParty(): { party: readonly CairnMember[] } {
  return { party: useStore($cairnParty) };
}

export function memberName(member: CairnMember): string {
  return member.name.trim() || 'Unnamed';
}

interface MemberPickerProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (id: string) => void;
  readonly party: readonly CairnMember[];
  readonly noneLabel: string;
}

/** Picks a party member, or none (the tool then takes typed values). */
export function MemberPicker({ id, label, value, onChange, party, noneLabel }: MemberPickerProps) {
  const selected = party.some((member) => member.id === value) ? value : '';
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} value={selected} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{noneLabel}</option>
        {party.map((member) => (
          <option key={member.id} value={member.id}>
            {memberName(member)}
            {member.kind === 'hireling' ? ' (hireling)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
