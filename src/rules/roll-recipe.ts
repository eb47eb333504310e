/**
 * What a tool roll needs to be rolled again from the roll log, and the words it is logged with.
 *
 * A tool logs `{ ruleset, tool, input }`: the ruleset's tool log (`src/rules/<ruleset>/log.ts`)
 * names each tool that can be rolled again, reads its input back (the log is saved in the
 * browser, so the input may be old or tampered with: it is validated, never trusted) and rolls
 * it, describing the roll in that ruleset's words. The tool on the page uses the same describer,
 * so a roll and its repeat read alike.
 */
import type { Rng } from './dice';

/** A roll as the log shows it. */
export interface LogLine {
  /** What was rolled, e.g. `3d6` or `d20 vs STR 12`. */
  readonly expression: string;
  /** The dice as shown to the reader, e.g. `6, 3, 1`. */
  readonly detail: string;
  /**
   * The dice added up, where that sum means something. A generator's parts are separate rolls on
   * separate tables, so its line has none: the parts and their results say what it rolled.
   */
  readonly total?: number;
  /** What the total means: "Success", the row of a table. */
  readonly result?: string;
}

export interface LoggedTool<Input> {
  /** The logged input read back; null when it is not a valid input for this tool. */
  readonly readInput: (raw: unknown) => Input | null;
  /** Rolls the input and describes the roll. */
  readonly roll: (input: Input, rng: Rng) => LogLine;
}

/** A ruleset's tools that the log can roll again, by name. */
export type ToolLog = Readonly<Record<string, LoggedTool<never>>>;

/** Declares one tool for a ruleset's tool log, keeping its input type checked. */
export function loggedTool<Input>(tool: LoggedTool<Input>): LoggedTool<never> {
  return tool as unknown as LoggedTool<never>;
}

/** Rolls a logged tool again; null when the tool is unknown or its input unreadable. */
export function rollLoggedTool(
  log: ToolLog,
  tool: string,
  rawInput: unknown,
  rng: Rng,
): LogLine | null {
  if (!Object.hasOwn(log, tool)) return null;
  const entry = log[tool] as unknown as LoggedTool<unknown>;
  const input = entry.readInput(rawInput);
  return input === null ? null : entry.roll(input, rng);
}
