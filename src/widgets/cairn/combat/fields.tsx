/**
 * Small pieces the Cairn combat, scars and party tools share: a whole-number field that explains
 * bad input where it was typed, a checkbox whose whole label is the target, and the hook that waits for the browser before showing saved party members (the resolver is
 * rendered on the server too, where nothing is saved).
 */
import { useEffect, useState } from 'preact/hooks';
import { NumberField as SharedNumberField, Toggle as SharedToggle, type NumberFieldProps, type ToggleProps } from '../../kit/fields';

export type Reading = { value: number; error: null } | { value: null; error: string };

/** A whole number from min to max typed as text, or the message for its field. */
export function readWhole(text: string, min: number, max: number, what: string): Reading {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: `Enter ${what} (${min}–${max}).` };
  if (!/^-?\d+$/.test(trimmed)) return { value: null, error: `${what[0]?.toUpperCase()}${what.slice(1)} must be a whole number from ${min} to ${max}.` };
  const value = Number(trimmed);
  if (value < min || value > max) return { value: null, error: `${what[0]?.toUpperCase()}${what.slice(1)} must be from ${min} to ${max}.` };
  return { value, error: null };
}

export function NumberField(props: Omit<NumberFieldProps, 'fieldClass' | 'inputClass' | 'hintClass'>) {
  return <SharedNumberField {...props} fieldClass="cairn-field" inputClass="cairn-number" hintClass="cairn-hint" />;
}

export function Toggle(props: Omit<ToggleProps, 'class'>) {
  return <SharedToggle {...props} class="cairn-toggle" />;
}


/** False on the server and in the first browser render, so both render the same markup. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** A link back to the tool for the roll log: this page, this tool. */
export function hrefFor(id: string): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return `${location.pathname}#${id}`;
}
