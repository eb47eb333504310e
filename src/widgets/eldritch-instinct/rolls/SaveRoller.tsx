/**
 * The Eldritch Instinct save roller: an ability score (1-120), the "related to occupation"
 * +20, the exact chances of each outcome before rolling, and a d100 read 00-99 with the outcome
 * in words. Every roll goes to the roll log.
 *
 * Place with `<SaveRoller client:visible-after-load />`; props: id, title, headingLevel.
 */
import { useState } from 'preact/hooks';
import {
  effectiveScore,
  formatD100,
  OCCUPATION_BONUS,
  saveChanceList,
  saveLogSource,
  SAVE_OUTCOME_SENTENCES,
  saveTool,
  scoreRollOff,
} from '../../../rules/eldritch-instinct/saves';
import {
  ChanceList,
  TextField,
  Toggle,
  ToolSection,
  RollWithResult,
  type ToolProps,
  toolFrame,
} from '../../kit';
import { rollAndLog } from '../log-roll';
import ScoreField, { useTypedScore } from './ScoreField';

export default function SaveRoller(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'ei-save-roller', 'Save roller');
  const score = useTypedScore('50');
  const [related, setRelated] = useState(false);
  const [who, setWho] = useState('');
  const effective = score.value === null ? null : effectiveScore(score.value, related);
  const list = saveChanceList(score.value, related);

  function roll() {
    if (score.value === null || effective === null) return null;
    const rolled = rollAndLog(saveTool, { score: score.value, related }, saveLogSource(who), id);
    return (
      <>
        Rolled <strong class="die">{formatD100(rolled.roll)}</strong> against {effective}.{' '}
        {SAVE_OUTCOME_SENTENCES[rolled.outcome]}
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
        label={`Related to occupation (+${OCCUPATION_BONUS})`}
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
      <RollWithResult
        id={id}
        button="Roll save"
        blockedBy={score.error ? scoreRollOff('the score') : null}
        roll={roll}
      />
    </ToolSection>
  );
}
