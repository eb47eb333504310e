/**
 * The Contested Check roller: two sides (a Cast member or a typed entity such as a Monster), each
 * rolling 3d6 against its own Attribute for points, plus bonus points from the rules' modifier
 * list; ties go to the defender, or make a stalemate with no defender. Shows the exact chances of
 * each result before rolling. As an attack, the margin gives the injury, which one click adds to
 * a Cast member's Death's Door.
 *
 * What it shows is decided by the rules (viewContestedCheck); the fields, the roll shown and the
 * injury applied change by one reducer (updateContestedRoller).
 *
 * Place with `<ContestedCheck client:visible-after-load />`: it reads the saved Cast.
 */
import { useReducer } from 'preact/hooks';
import {
  Button,
  ChanceList,
  LiveNote,
  NumberField,
  RadioGroup,
  RollAndResult,
  TextField,
  Toggle,
  type ToolProps,
  ToolSection,
  useSaved,
  toolFrame,
} from '../../kit';
import {
  CONTESTED_ROLLER_START,
  contestLogEntries,
  contestedTool,
  describeInjuryAdded,
  rollContestShown,
  updateContestedRoller,
  viewContestedCheck,
  type ContestedRollerAction,
  type ContestModifierView,
  type ContestSideView,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { $cast, addAttackInjury } from '../../../stores/locus/cast';
import CharacterPicker from '../characters/CharacterPicker';
import { AttributeField, checkResultArea, RolledDice, useSheetChange } from './CheckParts';
import { logRoll } from '../log-roll';
import './rolls.css';

export default function ContestedCheck(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'contested-roller', 'Contested Check');
  const cast = useSaved($cast);
  const [state, dispatch] = useReducer(updateContestedRoller, CONTESTED_ROLLER_START);
  const { notice, sayChange } = useSheetChange(title);
  const view = viewContestedCheck(state, cast.characters);
  const { injury } = view;

  function roll() {
    if (!view.toRoll) return;
    const rolled = rollContestShown(view.toRoll, browserRng);
    dispatch({ type: 'rolled', rolled });
    notice.clear();
    for (const entry of contestLogEntries(rolled.input))
      logRoll(contestedTool, entry.input, rolled.check, entry.source, id);
  }

  function applyInjury() {
    if (!injury) return;
    const added = addAttackInjury(injury.targetId, injury.severity, injury.attackerName);
    // The same roll's injury can be applied again (to the one meant) once taken back.
    sayChange(
      added,
      (_, character) => describeInjuryAdded(character, injury),
      () => dispatch({ type: 'injury-applied', applied: false }),
    );
    if (added.ok) dispatch({ type: 'injury-applied', applied: true });
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-hint">
        Each side rolls 3d6 against its own Attribute: every die above it is a point. Most points
        wins.
      </p>
      <Toggle
        id={`${id}-attack`}
        label="This is an attack (the margin gives the injury)"
        checked={state.attack}
        onChange={(on) => dispatch({ type: 'attack', on })}
      />

      <div class="locus-sides">
        {view.sides.map((side) => (
          <ContestSide key={side.id} prefix={`${id}-${side.id}`} side={side} dispatch={dispatch} />
        ))}
      </div>

      {view.attacker ? (
        <>
          <RadioGroup
            name={`${id}-attacker`}
            legend="Who attacks"
            value={state.attacker}
            options={view.attacker.options}
            onChange={(side) => dispatch({ type: 'attacker', side })}
            hint={view.attacker.hint}
          />
          <Toggle
            id={`${id}-unarmed`}
            label="Unarmed against a Monster (automatically fails within a Locus)"
            checked={state.unarmed}
            onChange={(on) => dispatch({ type: 'unarmed', on })}
          />
        </>
      ) : null}
      {view.defenders ? (
        <RadioGroup
          name={`${id}-defender`}
          legend="Who defends (wins ties)"
          value={state.defender}
          options={view.defenders}
          onChange={(defender) => dispatch({ type: 'defender', defender })}
        />
      ) : null}

      <LiveNote as="div" class="chance">
        {view.contestChances ? <ChanceList chances={view.contestChances} /> : null}
        {view.chanceNote ? <p class="tool-hint">{view.chanceNote}</p> : null}
        {view.attackChances ? (
          <>
            <p>{view.attackChances.heading}</p>
            <ChanceList chances={view.attackChances.chances} />
          </>
        ) : null}
      </LiveNote>

      <RollAndResult
        {...checkResultArea(id, title, view.shown)}
        button={view.button}
        blockedBy={view.blocked}
        onRoll={roll}
        empty="No roll yet. Each side's dice, points and the winner will show here."
      >
        {({ check, sides, verdict, attack }) => (
          <>
            <div class="locus-sides">
              {sides.map(({ side, heading, label, points }) => (
                <div key={side}>
                  <RolledDice
                    heading={heading}
                    dice={check[side].dice}
                    label={label}
                    scoring={check[side].scoringIndices}
                  />
                  <p>
                    {points} = <strong>{check[side].total}</strong>
                  </p>
                </div>
              ))}
            </div>
            <p>
              <strong>{verdict}</strong>
            </p>
            {attack ? <p>{attack}</p> : null}
          </>
        )}
      </RollAndResult>
      {injury ? <Button onClick={applyInjury}>{injury.button}</Button> : null}
      {notice.note}
    </ToolSection>
  );
}

/** One side's fields: who it is, its Attribute and its bonus points. */
function ContestSide({
  prefix,
  side,
  dispatch,
}: {
  prefix: string;
  side: ContestSideView;
  dispatch: (action: ContestedRollerAction) => void;
}) {
  const update = (patch: Partial<ContestSideView['draft']>) =>
    dispatch({ type: 'side', side: side.id, patch });
  const modifierBox = (modifier: ContestModifierView) => (
    <Toggle
      key={modifier.id}
      id={`${prefix}-${modifier.id}`}
      label={
        <>
          {modifier.label} <strong>{modifier.points}</strong>
        </>
      }
      checked={modifier.checked}
      onChange={(on) => dispatch({ type: 'modifier', side: side.id, modifier: modifier.id, on })}
    />
  );
  return (
    <fieldset class="tool-card">
      <legend>{side.legend}</legend>
      <CharacterPicker
        id={`${prefix}-character`}
        label="Character from the Cast"
        noneLabel="None (type it in)"
        value={side.draft.characterId}
        onChange={(characterId) => update({ characterId })}
      />
      {side.character ? null : (
        <TextField
          id={`${prefix}-name`}
          label="Name"
          value={side.draft.name}
          onText={(name) => update({ name })}
        />
      )}
      <AttributeField
        id={`${prefix}-attribute`}
        {...side.attributeField}
        onAttribute={(attribute) => update({ attribute })}
        onText={(attributeText) => update({ attributeText })}
      />
      <fieldset class="locus-bonus">
        <legend>Bonus points</legend>
        {side.sections.map(({ summary, chosen, modifiers }) =>
          summary === null ? (
            modifiers.map(modifierBox)
          ) : (
            <details key={summary}>
              <summary>
                {summary}
                {chosen ? <span class="tool-muted">{chosen}</span> : null}
              </summary>
              {modifiers.map(modifierBox)}
            </details>
          ),
        )}
        <NumberField
          id={`${prefix}-extra`}
          label="Other points (−9 to 9)"
          text={side.draft.extraText}
          onText={(extraText) => update({ extraText })}
          error={side.extraError}
        />
        <p>Bonus: {side.bonus === null ? '—' : <strong>{side.bonus}</strong>}</p>
      </fieldset>
    </fieldset>
  );
}
