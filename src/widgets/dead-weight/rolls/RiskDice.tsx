/**
 * Dead Weight risk dice: roll `Nd!` (1-20 six-sided dice; any 1 triggers) with the exact chance
 * to trigger shown before rolling. Every roll goes to the roll log.
 *
 * Place with `<RiskDice client:visible-after-load id="..." />`.
 */
import { useState } from 'preact/hooks';
import { dwLogSource } from '../../../rules/dead-weight/log-lines';
import { explainDwRisk, viewDwRiskDice, type DwRiskRoll } from '../../../rules/dead-weight/usage';
import { dwRiskTool } from '../../../rules/dead-weight/roll-tools';
import { rollAndLog } from '../log-roll';
import {
  Form,
  Chance,
  NumberField,
  RollButton,
  ResultArea,
  useShown,
  TextField,
  ToolSection,
  type ToolProps,
  toolFrame,
} from '../../kit';

export default function RiskDice(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'dw-risk-dice', 'Risk dice');
  const [countText, setCountText] = useState('1');
  const [what, setWhat] = useState('');
  const [shown, show] = useShown<DwRiskRoll>();
  const view = viewDwRiskDice(countText);
  const { count, error } = view;

  function roll() {
    if (count === null) return;
    const source = dwLogSource('risk dice', what.trim().slice(0, 60));
    show(rollAndLog(dwRiskTool, { count }, source, id));
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <Form class="tool-row" onSubmit={roll}>
        <NumberField
          id={`${id}-count`}
          label={view.label}
          text={countText}
          onText={setCountText}
          error={error}
        />
        <TextField
          id={`${id}-what`}
          label="What for (optional, for the log)"
          value={what}
          maxLength={60}
          onText={setWhat}
        />
        <RollButton id={id} type="submit" blockedBy={view.blockedBy}>
          Roll risk dice
        </RollButton>
      </Form>
      {view.chance ? <Chance {...view.chance} /> : null}
      <ResultArea serial={shown?.serial} stale={error !== null}>
        {shown ? (
          <p>
            <strong>{explainDwRisk(shown.value)}</strong>
          </p>
        ) : null}
      </ResultArea>
    </ToolSection>
  );
}
