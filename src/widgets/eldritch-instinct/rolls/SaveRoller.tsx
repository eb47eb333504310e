/**
 * The Eldritch Instinct save roller: an ability score (1-120), the "related to occupation"
 * +20, the exact chances of each outcome before rolling, and a d100 read 00-99 with the outcome
 * in words. Every roll goes to the roll log.
 *
 * Place with `<SaveRoller client:visible-after-load />`; props: id, title, headingLevel.
 */
import { useState } from 'preact/hooks';
import { viewSaveRoller } from '../../../rules/eldritch-instinct/save-views';
import {
  ChanceList,
  TextField,
  Toggle,
  ToolSection,
  RollWithResult,
  type ToolProps,
  toolFrame,
} from '../../kit';
import { eiRollLogger } from '../log-roll';
import ScoreField, { useTypedScore } from './ScoreField';

export default function SaveRoller(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'ei-save-roller', 'Save roller');
  const score = useTypedScore('50');
  const [related, setRelated] = useState(false);
  const [who, setWho] = useState('');
  const {
    relatedLabel,
    chances: list,
    blockedBy,
    roll: rollSave,
  } = viewSaveRoller(score.value, related, who);

  function roll() {
    if (!rollSave) return null;
    const { die, against, sentence } = rollSave(eiRollLogger(id));
    return (
      <>
        Rolled <strong class="die">{die}</strong> against {against}. {sentence}
      </>
    );
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} class="ei-roller">
      <p class="tool-muted">
        Roll d100 read 00–99 (00 counts as 0): pass on a roll equal to or under the score; 91–99
        always fail; doubles (00, 11 … 99) are criticals.
      </p>
      <div class="tool-grid">
        <ScoreField id={`${id}-score`} label="Ability score" score={score} />
        <TextField
          id={`${id}-who`}
          label="Who saves (optional, for the log)"
          value={who}
          onText={setWho}
        />
      </div>
      <Toggle
        id={`${id}-occupation`}
        label={relatedLabel}
        checked={related}
        onChange={setRelated}
      />
      {list ? (
        <>
          <p>
            <strong>{list.heading}</strong>
          </p>
          <ChanceList chances={list.chances} />
        </>
      ) : null}
      <RollWithResult id={id} button="Roll save" blockedBy={blockedBy} roll={roll} />
    </ToolSection>
  );
}
