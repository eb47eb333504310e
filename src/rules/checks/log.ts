/**
 * The roll log's "Roll again" for checks declared in pages (./declared-check.ts). They belong to
 * no ruleset's code, so they have this tool log of their own, found like every ruleset's by its
 * place (src/rules/<folder>/log.ts). The logged input carries the whole declaration, read back
 * through its schema: an entry whose check no longer reads is refused, never misread.
 */
import { defineTool, toolLogOf, type RollTool, type ToolLog } from '../roll-recipe';
import {
  CheckInputSchema,
  describeCheckDice,
  readInputCheck,
  rollCheck,
  type CheckInput,
  type CheckRoll,
} from './declared-check';

/** The recipe's name for this log: where a declared check's rolls are logged from. */
export const CHECKS_LOG = 'checks';

export const declaredCheckTool = defineTool<CheckInput, CheckRoll>({
  name: 'check',
  schema: CheckInputSchema,
  roll: (input, rng) => rollCheck(readInputCheck(input), input.values, rng),
  describe: (input, roll) => ({
    expression: describeCheckDice(readInputCheck(input)),
    detail: roll.detail,
    total: roll.value,
    result: roll.band,
  }),
});

export const toolLog: ToolLog = toolLogOf([declaredCheckTool] as unknown as readonly RollTool<
  never,
  never
>[]);
