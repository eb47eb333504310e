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

/**
 * One tool that rolls, as the page and the roll log both make it: the one contract every ruleset's
 * loggable tools are written to. The widget rolls and describes with the same two functions the
 * log's "Roll again" uses (through the kit's logger), so a roll and its repeat read alike.
 */
export interface RollTool<Input, Outcome> {
  /** The tool's name in the log's recipe, unique within its ruleset. */
  readonly name: string;
  /**
   * Reads a logged input back (a zod or zod/mini schema): the log is saved in the browser, so
   * the input may be old or tampered with. Changing an input's shape: keep reading the old one,
   * or rename the tool so old entries are refused rather than misread.
   */
  readonly schema: { safeParse(raw: unknown): { success: true; data: Input } | { success: false } };
  readonly roll: (input: Input, rng: Rng) => Outcome;
  readonly describe: (input: Input, outcome: Outcome) => LogLine;
}

/** Declares a tool, keeping its input and outcome types tied together. */
export function defineTool<Input, Outcome>(
  tool: RollTool<Input, Outcome>,
): RollTool<Input, Outcome> {
  return tool;
}

/** A ruleset's tool log from its list of tools, each under its own name. */
export function toolLogOf(tools: readonly RollTool<never, never>[]): ToolLog {
  return Object.fromEntries(
    tools.map((listed) => {
      const tool = listed as unknown as RollTool<unknown, unknown>;
      return [
        tool.name,
        loggedTool<unknown>({
          readInput: (raw) => {
            const parsed = tool.schema.safeParse(raw);
            return parsed.success ? parsed.data : null;
          },
          roll: (input, rng) => tool.describe(input, tool.roll(input, rng)),
        }),
      ];
    }),
  );
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
