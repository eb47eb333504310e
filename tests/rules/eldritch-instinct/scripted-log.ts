/** The logger the Eldritch Instinct rules roll through, rolling scripted dice in the tests. */
import { createScriptedRng } from '../../../src/rules/dice';
import type { EiRollLogger } from '../../../src/rules/eldritch-instinct/tool';

/** A logger rolling these faces in order, keeping each source it logged under. */
export function scriptedLog(faces: readonly number[]) {
  const rng = createScriptedRng(faces);
  const sources: string[] = [];
  const log: EiRollLogger = (tool, input, source) => {
    sources.push(source);
    return tool.roll(input, rng);
  };
  return { log, sources };
}
