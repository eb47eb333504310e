/**
 * The optional Die of Fate: 1d6 when an outcome is uncertain; 4 or more generally favours the
 * PCs, 3 or under usually means bad luck. Shows the exact even odds and logs the roll.
 *
 * Place with `<DieOfFate client:visible-after-load id="..." />`; props: id, title, headingLevel.
 */
import { cairnDieOfFateChances, type CairnDieOfFate } from '../../../rules/cairn/fate';
import { cairnFateTool } from '../../../rules/cairn/log';
import {
  ChanceText,
  RollAndResult,
  ToolSection,
  useShown,
  type ToolProps,
  toolFrame,
} from '../../kit';
import { rollAndLog } from '../log-roll';

export default function DieOfFate(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'cairn-die-of-fate', 'Die of Fate');
  const [rolled, show] = useShown<CairnDieOfFate>();
  const chances = cairnDieOfFateChances();
  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} class="cairn-tool">
      <p class="tool-muted">
        4–6 favours the PCs: <ChanceText fraction={chances['favours-pcs']} />; 1–3 is bad luck:{' '}
        <ChanceText fraction={chances['bad-luck']} />.
      </p>
      <RollAndResult
        id={id}
        button="Roll the Die of Fate"
        onRoll={() => show(rollAndLog(cairnFateTool, {}, id))}
        shown={rolled}
      >
        {(fate) => (
          <p>
            Rolled <span class="die">{fate.roll}</span>: {fate.meaning}
          </p>
        )}
      </RollAndResult>
    </ToolSection>
  );
}
