/**
 * What the Cairn tools share beyond the kit: rolling a tool and logging it with its ruleset's
 * describer (src/rules/cairn/log.ts), and the saved party as choices for a select.
 */
import {
  type ChoiceOption,
  type HeadingLevel,
  rollAndLog as rollAndLogKit,
  useSaved,
} from '../kit';
import { cairnMemberName, type CairnMember } from '../../rules/cairn/character';
import type { CairnTool } from '../../rules/cairn/log';
import { CAIRN_RULESET } from '../../rules/cairn/ruleset';
import { $cairnParty } from '../../stores/cairn/party';

/** The props every Cairn tool takes from the page. */
export interface CairnToolProps {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

/** Rolls the tool, logs the roll (with its input, to roll again) and returns what it rolled. */
export const rollAndLog = <I, O>(tool: CairnTool<I, O>, input: I, toolId: string, who = ''): O =>
  rollAndLogKit(CAIRN_RULESET, tool, input, tool.source(input, who), toolId);

/** The saved party, as built in the first render (see the kit's useSaved). */
export function useCairnParty(): readonly CairnMember[] {
  return useSaved($cairnParty);
}

/** The party as options of a select, after a first option for "no one" (value ''). */
export function memberChoices(
  party: readonly CairnMember[],
  none: string,
  describe: (member: CairnMember) => string = (member) =>
    member.kind === 'hireling' ? ' (hireling)' : '',
): ChoiceOption<string>[] {
  return [
    { value: '', label: none },
    ...party.map((member) => ({
      value: member.id,
      label: `${cairnMemberName(member)}${describe(member)}`,
    })),
  ];
}
