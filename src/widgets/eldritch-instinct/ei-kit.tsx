/**
 * Parts the Eldritch Instinct tools share that the kit (src/widgets/kit/) does not have yet: a
 * text field, a group of radio options, a result area that says when it is stale, a list of
 * exact chances, and logging a roll through the ruleset's tool describers. Candidates for the kit.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Fraction } from '../../rules/dice';
import { EI_RULESET, type EiTool } from '../../rules/eldritch-instinct/tool';
import { browserRng } from '../../lib/browser-rng';
import { logToolRoll } from '../../stores/roll-log';
import { ChanceText } from '../kit/Chance';
import RollButton from '../kit/RollButton';
import StaleNote from '../kit/StaleNote';
import { toolHref } from '../kit/ToolSection';

/** Logs a roll already made (a Death Save revealed, a roll a store made), in its tool's words. */
export function logRoll<Input, Outcome>(tool: EiTool<Input, Outcome>, input: Input, outcome: Outcome, source: string, id: string): Outcome {
  logToolRoll({ source: `Eldritch Instinct: ${source}`, href: toolHref(id) }, { ruleset: EI_RULESET, tool: tool.name, input }, tool.describe(input, outcome));
  return outcome;
}

/** Rolls a tool with the browser's dice and logs it. */
export function rollAndLog<Input, Outcome>(tool: EiTool<Input, Outcome>, input: Input, source: string, id: string): Outcome {
  return logRoll(tool, input, tool.roll(input, browserRng), source, id);
}

/** The last thing shown, with a serial so the same words shown again are announced again. */
export function useShown<T>(): [{ serial: number; value: T } | null, (value: T) => void, () => void] {
  const [shown, setShown] = useState<{ serial: number; value: T } | null>(null);
  return [shown, (value) => setShown((previous) => ({ serial: (previous?.serial ?? 0) + 1, value })), () => setShown(null)];
}

/** The last result, read out when it changes; dimmed with a note once the inputs can no longer be read. */
export function ResultArea({ serial, stale = false, label, children }: { serial?: number | undefined; stale?: boolean; label?: string; children?: ComponentChildren }) {
  return (
    <div class="tool-result" role="status" aria-live="polite" aria-label={label} data-stale={stale && serial !== undefined ? '' : undefined}>
      <StaleNote stale={stale && serial !== undefined} />
      <div key={serial}>{children}</div>
    </div>
  );
}

/**
 * A Roll button, off with its reason while the inputs cannot be read, and the sentence of the last
 * roll below it (marked stale then). `roll` returns the words, or null when nothing was rolled.
 */
export function RollWithResult({ id, button, blockedBy = null, roll }: { id: string; button: ComponentChildren; blockedBy?: string | null; roll: () => ComponentChildren | null }) {
  const [shown, show] = useShown<ComponentChildren>();
  return (
    <>
      <div class="tool-actions">
        <RollButton
          id={id}
          blockedBy={blockedBy}
          onClick={() => {
            const text = roll();
            if (text !== null) show(text);
          }}
        >
          {button}
        </RollButton>
      </div>
      <ResultArea serial={shown?.serial} stale={blockedBy !== null}>
        {shown ? <p>{shown.value}</p> : null}
      </ResultArea>
    </>
  );
}

interface TextFieldProps {
  readonly id: string;
  readonly label: ComponentChildren;
  readonly value: string;
  readonly onText: (text: string) => void;
  readonly error?: string | null;
  readonly maxLength?: number;
  readonly multiline?: boolean;
}

/** Free text (a name, a note), its problem shown under it in plain words. */
export function TextField({ id, label, value, onText, error = null, maxLength, multiline = false }: TextFieldProps) {
  const control = {
    id,
    value,
    maxLength,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onInput: (event: Event) => onText((event.currentTarget as HTMLInputElement).value),
  };
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {multiline ? <textarea rows={3} {...control} /> : <input type="text" autocomplete="off" {...control} />}
      {error ? (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One choice among a few, all in view: a fieldset of radio buttons. */
export function RadioChoice<T extends string>({ name, legend, value, options, onChange }: { name: string; legend: ComponentChildren; value: T; options: readonly { value: T; label: ComponentChildren }[]; onChange: (value: T) => void }) {
  return (
    <fieldset class="tool-options">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} class="tool-toggle">
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Exact chances side by side, each a term and its chance: "Success 46.0% (46/100)". */
export function ChanceList({ chances }: { chances: readonly { label: string; fraction: Fraction }[] }) {
  return (
    <dl class="tool-parts">
      {chances.map(({ label, fraction }) => (
        <div key={label} class="tool-card">
          <dt>{label}</dt>
          <dd>
            <ChanceText fraction={fraction} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A score field's text read with a rule: the value, or null and the message for the field. */
export function read<T>(parsed: { ok: true; value: T } | { ok: false; error: { message: string } }): { value: T | null; error: string | null } {
  return parsed.ok ? { value: parsed.value, error: null } : { value: null, error: parsed.error.message };
}
