/**
 * A ruleset's roll log (`src/rules/<ruleset>/log.ts`) gathered from the modules that define its
 * tools: every tool a module exports is logged, so a new tool is rolled again from the log as soon
 * as it is exported, with no second list to keep in step by hand.
 */
import { toolLogOf, type RollTool, type ToolLog } from './roll-recipe';

/** A ruleset's tools that roll, and the log that rolls them again by name. */
export interface RulesetToolLog {
  /** Every tool exported by the modules, each once. */
  readonly tools: readonly RollTool<never, never>[];
  readonly toolLog: ToolLog;
}

/** Whether an export is a tool written to the one contract (`defineTool`), not a schema or a label. */
function isRollTool(value: unknown): value is RollTool<never, never> {
  if (typeof value !== 'object' || value === null) return false;
  const tool = value as Partial<Record<keyof RollTool<never, never>, unknown>>;
  return (
    typeof tool.name === 'string' &&
    typeof tool.roll === 'function' &&
    typeof tool.describe === 'function' &&
    typeof tool.schema === 'object' &&
    tool.schema !== null &&
    typeof (tool.schema as { safeParse?: unknown }).safeParse === 'function'
  );
}

/**
 * The tools exported by the given modules (`import * as`) and their log. Two tools under one name
 * would make a logged roll ambiguous, so that throws when the ruleset's log is first read, which
 * its unit tests do.
 */
export function toolLogOfModules(...modules: readonly object[]): RulesetToolLog {
  const tools = [...new Set(modules.flatMap((module) => Object.values(module).filter(isRollTool)))];
  const names = tools.map((tool) => tool.name);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length > 0) throw new Error(`Two logged tools share the name ${twice.join(', ')}.`);
  return { tools, toolLog: toolLogOf(tools) };
}
