/**
 * Opposed save: two scores, the exact chance that each side wins or that they tie (over the
 * 100 x 100 pairs of rolls), then a roll of both saves explained in words. Every roll goes to
 * the roll log. Decisions shown in the UI: a score above 100 adds its excess to a passing roll
 * only; equal results are a tie for the Warden to settle.
 *
 * Place with `<OpposedSave client:visible-after-load />`; props: id, title, headingLevel.
 */
import { useState } from 'preact/hooks';
import { OPPOSED_SIDES, viewOpposedSave } from '../../../rules/eldritch-instinct/save-views';
import {
  ChanceList,
  TextField,
  ToolSection,
  RollWithResult,
  type ToolProps,
  toolFrame,
} from '../../kit';
import { eiRollLogger } from '../log-roll';
import ScoreField, { useTypedScore } from './ScoreField';

export default function OpposedSave(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'ei-opposed-save', 'Opposed save');
  const [names, setNames] = useState({ a: 'PC', b: 'Opponent' });
  const scores = { a: useTypedScore('50'), b: useTypedScore('50') };
  const { a, b } = scores;
  const { labels, chances, blockedBy, roll: rollSaves } = viewOpposedSave(names, a.value, b.value);

  function roll() {
    if (!rollSaves) return null;
    const rolled = rollSaves(eiRollLogger(id));
    return (
      <>
        <strong>{rolled.verdict}.</strong> {rolled.explanation}
      </>
    );
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} class="ei-roller">
      <p class="tool-muted">
        A side that passes beats one that fails; if both pass the highest result wins, if both fail
        the lowest roll wins. A score above 100 adds its excess to a passing roll (our reading: not
        to a failed one). Equal results are shown as a tie for the Warden to settle, e.g. by rolling
        again.
      </p>
      <div class="tool-grid">
        {OPPOSED_SIDES.map(([side, legend]) => (
          <fieldset key={side} class="ei-group">
            <legend>{legend}</legend>
            <TextField
              id={`${id}-${side}-name`}
              label="Name"
              value={names[side]}
              onText={(name) => setNames({ ...names, [side]: name })}
            />
            <ScoreField
              id={`${id}-${side}-score`}
              label={`${labels[side]}'s score`}
              score={scores[side]}
            />
          </fieldset>
        ))}
      </div>
      {chances.length > 0 ? (
        <>
          <p>
            <strong>Exact chances over the 100 × 100 pairs of rolls:</strong>
          </p>
          <ChanceList chances={chances} />
        </>
      ) : null}
      <RollWithResult id={id} button="Roll opposed save" blockedBy={blockedBy} roll={roll} />
    </ToolSection>
  );
}
