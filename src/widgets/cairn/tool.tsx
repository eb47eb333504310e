/**
 * What the Cairn tools share beyond the kit: rolling a tool and logging it with its ruleset's
 * describer (src/rules/cairn/log.ts), the saved party as choices for a select, waiting for the
 * browser before showing saved members in a tool rendered on the server, and two fields the kit
 * does not have yet: a text field (one line or several) and a group of radio buttons.
 */
import { Fragment, type ComponentChildren } from 'preact';
import { useStore } from '@nanostores/preact';
import { useEffect, useState } from 'preact/hooks';
import { browserRng } from '../../lib/browser-rng';
import { cairnMemberName, type CairnMember } from '../../rules/cairn/character';
import { CAIRN_RULESET, type CairnTool } from '../../rules/cairn/log';
import { $cairnParty } from '../../stores/cairn/party';
import { logToolRoll } from '../../stores/roll-log';
import type { ChoiceOption } from '../kit/fields';
import StaleNote from '../kit/StaleNote';
import { toolHref, type HeadingLevel } from '../kit/ToolSection';

/** The props every Cairn tool takes from the page. */
export interface CairnToolProps {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

/** Rolls the tool, logs the roll (with its input, to roll again) and returns what it rolled. */
export function rollAndLog<Input, Outcome>(tool: CairnTool<Input, Outcome>, input: Input, toolId: string, who = ''): Outcome {
  const outcome = tool.roll(input, browserRng);
  logToolRoll({ source: tool.source(input, who), href: toolHref(toolId) }, { ruleset: CAIRN_RULESET, tool: tool.name, input }, tool.describe(input, outcome));
  return outcome;
}

/** The saved party; empty on the server and in the first browser render when `afterMount`, so both render alike. */
export function useCairnParty(afterMount = false): readonly CairnMember[] {
  const party = useStore($cairnParty);
  const [mounted, setMounted] = useState(!afterMount);
  useEffect(() => setMounted(true), []);
  return mounted ? party : [];
}

/** The party as options of a select, after a first option for "no one" (value ''). */
export function memberChoices(
  party: readonly CairnMember[],
  none: string,
  describe: (member: CairnMember) => string = (member) => (member.kind === 'hireling' ? ' (hireling)' : ''),
): ChoiceOption<string>[] {
  return [{ value: '', label: none }, ...party.map((member) => ({ value: member.id, label: `${cairnMemberName(member)}${describe(member)}` }))];
}

/** A result that is announced again when the same words come twice: a new serial re-renders it. */
export interface Shown<T> {
  readonly serial: number;
  readonly value: T;
}

export function nextShown<T>(value: T): (previous: Shown<T> | null) => Shown<T> {
  return (previous) => ({ serial: (previous?.serial ?? 0) + 1, value });
}

/**
 * A tool's last result, announced when it changes (a new `serial` re-renders it, so the same
 * words twice are read twice); while `stale`, the kit's StaleNote says it belongs to the inputs
 * before the change. Nothing shows before the first result (`serial` undefined).
 */
export function ResultArea({ serial, stale = false, children }: { serial: number | undefined; stale?: boolean; children?: ComponentChildren }) {
  const old = serial !== undefined && stale;
  return (
    <div class="tool-result" role="status" aria-live="polite" data-stale={old ? '' : undefined}>
      <StaleNote stale={old} />
      {serial === undefined ? null : <Fragment key={serial}>{children}</Fragment>}
    </div>
  );
}

interface TextFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onText: (text: string) => void;
  readonly error?: string | null;
  readonly maxLength?: number;
  /** Rows of a multi-line field; one line when absent. */
  readonly rows?: number;
}

/** Free text (a name, notes), its problem shown under it like the kit's fields. */
export function TextField({ id, label, value, onText, error = null, maxLength, rows }: TextFieldProps) {
  const control = {
    id,
    value,
    maxLength,
    onInput: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => onText(maxLength ? event.currentTarget.value.slice(0, maxLength) : event.currentTarget.value),
    'aria-invalid': error ? ('true' as const) : ('false' as const),
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {rows ? <textarea rows={rows} {...control} /> : <input type="text" autocomplete="off" {...control} />}
      {error ? (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface RadioGroupProps<T extends string> {
  readonly id: string;
  readonly legend: string;
  readonly value: T;
  readonly options: readonly (readonly [T, string])[];
  readonly onChange: (value: T) => void;
  readonly children?: ComponentChildren;
}

/** One choice of a few, all in view: radio buttons in a wrapping row under a legend (children go between them). */
export function RadioGroup<T extends string>({ id, legend, value, options, onChange, children }: RadioGroupProps<T>) {
  return (
    <fieldset class="tool-options">
      <legend>{legend}</legend>
      {children}
      {options.map(([choice, label]) => (
        <label key={choice} class="tool-toggle" for={`${id}-${choice}`}>
          <input type="radio" id={`${id}-${choice}`} name={id} value={choice} checked={value === choice} onChange={() => onChange(choice)} />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
