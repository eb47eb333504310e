/**
 * Small pieces the Dead Weight test widgets share: a heading, a whole-number field that explains
 * bad input at the field, a 44 px toggle, the exact-chance list and the dice tray where the
 * player picks the die to re-roll.
 */
import type { ComponentChildren } from 'preact';
import SharedHeading, { type HeadingLevel } from '../../shared/Heading';
import { formatChance, formatFraction } from '../../shared/format-chance';
import { NumberField as SharedNumberField, Toggle as SharedToggle, type NumberFieldProps, type ToggleProps } from '../../kit/fields';
import type { DwTestChances } from '../../../rules/dead-weight/attribute-test';
import { DW_REROLL_POLICY_NOTE } from '../../../rules/dead-weight/attribute-test';
import type { Fraction } from '../../../rules/dice';

export type { HeadingLevel };

export function ToolHeading({ level, id, children }: { level: HeadingLevel; id: string; children: ComponentChildren }) {
  return (
    <SharedHeading level={level} id={id} class="dwt-heading">
      {children}
    </SharedHeading>
  );
}

/** A link back to the tool for the roll log. */
export function hrefFor(id: string): string | undefined {
  return typeof location === 'undefined' ? undefined : `${location.pathname}#${id}`;
}

/** A whole number typed as text: the value, or the message to show at the field. */
export function readWhole(text: string, min: number, max: number, what: string): { value: number | null; error: string | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: `Enter ${what}.` };
  if (!/^-?\d+$/.test(trimmed)) return { value: null, error: `${capitalise(what)} must be a whole number, like 2.` };
  const value = Number(trimmed);
  if (value < min || value > max) return { value: null, error: `${capitalise(what)} must be from ${min} to ${max}.` };
  return { value, error: null };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function NumberField(props: Omit<NumberFieldProps, 'fieldClass' | 'inputClass'>) {
  return <SharedNumberField {...props} fieldClass="dwt-field" inputClass="dwt-number" />;
}

export function Toggle(props: Omit<ToggleProps, 'class'>) {
  return <SharedToggle {...props} class="dwt-toggle" />;
}

function ChanceRow({ label, fraction }: { label: string; fraction: Fraction }) {
  const text = formatFraction(fraction);
  return (
    <div class="dwt-chance">
      <dt>{label}</dt>
      <dd>
        <strong>{formatChance(fraction)}</strong> <span class="dwt-muted">({text.reduced ?? text.exact})</span>
      </dd>
    </div>
  );
}

/** The four exact chances and the one-line re-roll assumption. */
export function Chances({ chances, heading }: { chances: DwTestChances; heading: string }) {
  return (
    <div class="dwt-chances">
      <p class="dwt-chances-title">{heading}</p>
      <dl>
        <ChanceRow label="Success" fraction={chances.success} />
        <ChanceRow label="Great success" fraction={chances.greatSuccess} />
        <ChanceRow label="Critical failure" fraction={chances.criticalFailure} />
        <ChanceRow label="Takes fatigue" fraction={chances.fatigue} />
      </dl>
      <p class="dwt-muted dwt-small">{DW_REROLL_POLICY_NOTE}</p>
    </div>
  );
}

/** The rolled dice as buttons: the pressed one is the die the next re-roll replaces. */
export function DiceTray({
  dice,
  kept,
  selected,
  onSelect,
  label,
}: {
  dice: readonly number[];
  kept: readonly number[] | null;
  selected: number | null;
  onSelect: (index: number) => void;
  label: string;
}) {
  return (
    <div class="dwt-dice" role="group" aria-label={label}>
      {dice.map((face, index) => (
        <button
          key={index}
          type="button"
          class={`dwt-die${face >= 4 ? ' dwt-die-hit' : ''}`}
          aria-pressed={selected === index ? 'true' : 'false'}
          aria-label={`Die ${index + 1}: ${face}`}
          onClick={() => onSelect(index)}
        >
          {face}
        </button>
      ))}
      {kept && kept.length < dice.length ? <span class="dwt-muted">keeps the lowest: {kept.join(', ')}</span> : null}
    </div>
  );
}
