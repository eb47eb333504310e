/**
 * The Contested Check roller: two sides (a Cast member or a typed entity such as a Monster), each
 * rolling 3d6 against its own Attribute for points, plus bonus points from the rules' modifier
 * list; ties go to the defender, or make a stalemate with no defender. Shows the exact chances of
 * each result before rolling. As an attack, the margin gives the injury, which one click adds to
 * a Cast member's Death's Door.
 *
 * Place with `<ContestedCheck client:visible-after-load />`: it reads the saved Cast.
 */
import { useState } from 'preact/hooks';
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
  attackOf,
  CONTEST_CHANCE_WAITS,
  CONTEST_SIDE_IDS,
  describeContestChances,
  describeContestRoll,
  contestLogEntries,
  contestDefenderOptions,
  contestModifierSections,
  contestModifiersFor,
  contestSideOptions,
  contestedTool,
  describeAttackTarget,
  describeInjuryAdded,
  formatSigned,
  injuryToApply,
  otherSide,
  readContest,
  START_CONTEST_SIDES,
  toggleChoice,
  type AttackResult,
  type ContestedCheck as ContestedCheckResult,
  type ContestedLogInput,
  type ContestModifier,
  type ContestSideDraft,
  type ContestSideId,
  type Defender,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { $cast, addAttackInjury } from '../../../stores/locus/cast';
import CharacterPicker from '../characters/CharacterPicker';
import { AttributeField, RolledDice, useCheckRoll } from './CheckParts';
import { logRoll } from '../log-roll';
import './rolls.css';

interface Rolled {
  readonly check: ContestedCheckResult;
  readonly input: ContestedLogInput;
  readonly attack: AttackResult | null;
  readonly targetId: string | undefined;
}

export default function ContestedCheck(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'contested-roller', 'Contested Check');
  const cast = useSaved($cast);
  const [drafts, setDrafts] = useState(START_CONTEST_SIDES);
  const [defenderChoice, setDefenderChoice] = useState<Defender>('b');
  const [attack, setAttack] = useState(false);
  const [attacker, setAttacker] = useState<ContestSideId>('b');
  const [unarmed, setUnarmed] = useState(false);
  const { shown, show, notice, sayChange, resultArea } = useCheckRoll<Rolled>(id, title);
  const rolled = shown?.value ?? null;
  // Kept apart from the roll, so applying the injury does not announce the roll again.
  const [applied, setApplied] = useState(false);

  const allowed = contestModifiersFor(attack);
  const target = otherSide(attacker);
  const { sides, names, contest, blocked } = readContest(
    drafts,
    cast.characters,
    attack ? attacker : null,
    defenderChoice,
  );
  const attackInput = attack ? { attacker, unarmed } : null;
  const chances = contest ? describeContestChances(contest, names, attackInput) : null;

  function update(sideId: ContestSideId, patch: Partial<ContestSideDraft>) {
    setDrafts((current) => ({ ...current, [sideId]: { ...current[sideId], ...patch } }));
  }

  function roll() {
    if (!contest) return;
    const input: ContestedLogInput = { names, contest, attack: attackInput, side: 'a' };
    const check = contestedTool.roll(input, browserRng);
    const targetId = attack ? sides[target].character?.id : undefined;
    show({ check, input, attack: attackOf(input, check), targetId });
    setApplied(false);
    notice.clear();
    for (const entry of contestLogEntries(input))
      logRoll(contestedTool, entry.input, check, entry.source, id);
  }

  const injury = rolled && !applied ? injuryToApply(rolled) : null;

  function applyInjury() {
    if (!injury) return;
    const added = addAttackInjury(injury.targetId, injury.severity, injury.attackerName);
    // The same roll's injury can be applied again (to the one meant) once taken back.
    sayChange(
      added,
      (_, character) => describeInjuryAdded(character, injury),
      () => setApplied(false),
    );
    if (added.ok) setApplied(true);
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
        checked={attack}
        onChange={setAttack}
      />

      <div class="locus-sides">
        {CONTEST_SIDE_IDS.map((sideId) => {
          const state = drafts[sideId];
          const side = sides[sideId];
          const prefix = `${id}-${sideId}`;
          const modifierBox = (modifier: ContestModifier) => (
            <Toggle
              key={modifier.id}
              id={`${prefix}-${modifier.id}`}
              label={
                <>
                  {modifier.label} <strong>{formatSigned(modifier.value)}</strong>
                </>
              }
              checked={state.modifiers.includes(modifier.id)}
              onChange={(on) =>
                update(sideId, { modifiers: toggleChoice(state.modifiers, modifier.id, on) })
              }
            />
          );
          return (
            <fieldset key={sideId} class="tool-card">
              <legend>
                Side {sideId.toUpperCase()}: {side.name}
              </legend>
              <CharacterPicker
                id={`${prefix}-character`}
                label="Character from the Cast"
                noneLabel="None (type it in)"
                value={state.characterId}
                onChange={(characterId) => update(sideId, { characterId })}
              />
              {side.character ? null : (
                <TextField
                  id={`${prefix}-name`}
                  label="Name"
                  value={state.name}
                  onText={(name) => update(sideId, { name })}
                />
              )}
              <AttributeField
                id={`${prefix}-attribute`}
                character={side.character}
                attribute={state.attribute}
                onAttribute={(attribute) => update(sideId, { attribute })}
                text={state.attributeText}
                onText={(attributeText) => update(sideId, { attributeText })}
                error={side.attributeError}
              />
              <fieldset class="locus-bonus">
                <legend>Bonus points</legend>
                {contestModifierSections(allowed, state.modifiers).map(
                  ({ summary, modifiers, chosen }) =>
                    summary === null ? (
                      modifiers.map(modifierBox)
                    ) : (
                      <details key={summary}>
                        <summary>
                          {summary}
                          {chosen > 0 ? <span class="tool-muted"> ({chosen} chosen)</span> : null}
                        </summary>
                        {modifiers.map(modifierBox)}
                      </details>
                    ),
                )}
                <NumberField
                  id={`${prefix}-extra`}
                  label="Other points (−9 to 9)"
                  text={state.extraText}
                  onText={(extraText) => update(sideId, { extraText })}
                  error={side.extraError}
                />
                <p>
                  Bonus: {side.bonus === null ? '—' : <strong>{formatSigned(side.bonus)}</strong>}
                </p>
              </fieldset>
            </fieldset>
          );
        })}
      </div>

      {attack ? (
        <>
          <RadioGroup
            name={`${id}-attacker`}
            legend="Who attacks"
            value={attacker}
            options={contestSideOptions(names)}
            onChange={setAttacker}
            hint={describeAttackTarget(names, attacker)}
          />
          <Toggle
            id={`${id}-unarmed`}
            label="Unarmed against a Monster (automatically fails within a Locus)"
            checked={unarmed}
            onChange={setUnarmed}
          />
        </>
      ) : (
        <RadioGroup
          name={`${id}-defender`}
          legend="Who defends (wins ties)"
          value={defenderChoice}
          options={contestDefenderOptions(names)}
          onChange={setDefenderChoice}
        />
      )}

      <LiveNote as="div" class="chance">
        {chances ? (
          <>
            <ChanceList chances={chances.contest} />
            {chances.attack && 'note' in chances.attack ? (
              <p class="tool-hint">{chances.attack.note}</p>
            ) : chances.attack ? (
              <>
                <p>{chances.attack.heading}</p>
                <ChanceList chances={chances.attack.chances} />
              </>
            ) : null}
          </>
        ) : (
          <p class="tool-hint">{CONTEST_CHANCE_WAITS}</p>
        )}
      </LiveNote>

      <RollAndResult
        {...resultArea}
        button={attack ? 'Roll the attack' : 'Roll Contested Check'}
        blockedBy={blocked}
        onRoll={roll}
        empty="No roll yet. Each side's dice, points and the winner will show here."
      >
        {({ check, attack: rolledAttack, input }) => {
          const said = describeContestRoll(check, input, rolledAttack);
          return (
            <>
              <div class="locus-sides">
                {said.sides.map(({ side, heading, label, points }) => (
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
                <strong>{said.verdict}</strong>
              </p>
              {said.attack ? <p>{said.attack}</p> : null}
            </>
          );
        }}
      </RollAndResult>
      {injury ? <Button onClick={applyInjury}>{injury.button}</Button> : null}
      {notice.note}
    </ToolSection>
  );
}
