/**
 * Parts the Eldritch Instinct tools share beyond the kit: a Roll button with its result, reading
 * a field with a rule, and logging a roll through the ruleset's tool describers.
 */
import type { ComponentChildren } from 'preact';
import { EI_RULESET, type EiTool } from '../../rules/eldritch-instinct/tool';
import {
  logRoll as logKitRoll,
  rollAndLog as rollAndLogKit,
  ResultArea,
  RollButton,
  useShown,
} from '../kit';

/** Logs a roll already made (a Death Save revealed, a roll a store made), in its tool's words. */
export const logRoll = <I, O>(
  tool: EiTool<I, O>,
  input: I,
  outcome: O,
  source: string,
  id: string,
): O => logKitRoll(EI_RULESET, tool, input, outcome, `Eldritch Instinct: ${source}`, id);

/** Rolls a tool with the browser's dice and logs it. */
export const rollAndLog = <I, O>(tool: EiTool<I, O>, input: I, source: string, id: string): O =>
  rollAndLogKit(EI_RULESET, tool, input, `Eldritch Instinct: ${source}`, id);

/**
 * A Roll button, off with its reason while the inputs cannot be read, and the sentence of the last
 * roll below it (marked stale then). `roll` returns the words, or null when nothing was rolled.
 */
export function RollWithResult({
  id,
  button,
  blockedBy = null,
  roll,
}: {
  id: string;
  button: ComponentChildren;
  blockedBy?: string | null;
  roll: () => ComponentChildren | null;
}) {
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

/** A score field's text read with a rule: the value, or null and the message for the field. */
export function read<T>(
  parsed: { ok: true; value: T } | { ok: false; error: { message: string } },
): { value: T | null; error: string | null } {
  return parsed.ok
    ? { value: parsed.value, error: null }
    : { value: null, error: parsed.error.message };
}
