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
  ChanceList,
  LiveNote,
  NumberField,
  RadioGroup,
  readField,
  RollAndResult,
  TextField,
  Toggle,
  type ToolProps,
  ToolSection,
  undoChange,
  useActionNote,
  useSaved,
  useShown,
} from '../../kit';
import {
  addInjury,
  attackOf,
  chanceOfAttackFor,
  chanceOfContestedOutcome,
  contestDefender,
  contestLogSource,
  contestModifiersFor,
  contestSideOf,
  contestedTool,
  deathsDoorSegments,
  describeAttackResult,
  describeContestResult,
  describeInjuryApplied,
  describeSidePoints,
  displayName,
  formatSigned,
  INJURY_LABELS,
  listAttackChances,
  listContestChances,
  parseBonusText,
  readCheckAttribute,
  sumContestBonus,
  type AttackResult,
  type ContestedCheck as ContestedCheckResult,
  type ContestedLogInput,
  type ContestModifier,
  type ContestModifierId,
  type ContestSideId,
  type Defender,
  type LocusAttribute,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { $cast, castRoster, updateCharacter } from '../../../stores/locus/cast';
import CharacterPicker from '../characters/CharacterPicker';
import { AttributeField, RolledDice } from './CheckParts';
import { logRoll } from '../log-roll';
import './rolls.css';

interface SideState {
  readonly characterId: string | undefined;
  readonly name: string;
  readonly attribute: LocusAttribute;
  readonly attributeText: string;
  readonly modifiers: readonly ContestModifierId[];
  readonly extraText: string;
}

const SIDE_IDS: readonly ContestSideId[] = ['a', 'b'];
const FALLBACK_NAMES: Readonly<Record<ContestSideId, string>> = { a: 'Side A', b: 'Side B' };

/** A side as the tool starts: typed, Clumsiness 3, no bonus; only the names differ. */
const startSide = (name: string): SideState => ({
  characterId: undefined,
  name,
  attribute: 'clumsiness',
  attributeText: '3',
  modifiers: [],
  extraText: '0',
});
const START: Readonly<Record<ContestSideId, SideState>> = {
  a: startSide('Character'),
  b: startSide('Monster'),
};

interface Rolled {
  readonly check: ContestedCheckResult;
  readonly input: ContestedLogInput;
  readonly attack: AttackResult | null;
  readonly targetId: string | undefined;
}

const MODIFIER_GROUPS = [
  ['Weapon and Item modifiers', 'attack'],
  ['Hide and search modifiers', 'search'],
] as const;

const other = (side: ContestSideId): ContestSideId => (side === 'a' ? 'b' : 'a');

export default function ContestedCheck({
  id = 'contested-roller',
  headingLevel = 3,
  title = 'Contested Check',
}: ToolProps) {
  const cast = useSaved($cast);
  const [sides, setSides] = useState<Readonly<Record<ContestSideId, SideState>>>(START);
  const [defenderChoice, setDefenderChoice] = useState<Defender>('b');
  const [attack, setAttack] = useState(false);
  const [attacker, setAttacker] = useState<ContestSideId>('b');
  const [unarmed, setUnarmed] = useState(false);
  const [shown, show] = useShown<Rolled>();
  const rolled = shown?.value ?? null;
  // Kept apart from the roll, so applying the injury does not announce the roll again.
  const [applied, setApplied] = useState(false);
  const notice = useActionNote(`${title}: Cast changes`);

  const allowed = contestModifiersFor(attack);
  const target = other(attacker);
  const defender = contestDefender(attack ? attacker : null, defenderChoice);

  function update(sideId: ContestSideId, patch: Partial<SideState>) {
    setSides((current) => ({ ...current, [sideId]: { ...current[sideId], ...patch } }));
  }

  const resolved = SIDE_IDS.map((sideId) => {
    const state = sides[sideId];
    const character = cast.characters.find((candidate) => candidate.id === state.characterId);
    const name = character
      ? displayName(character, FALLBACK_NAMES[sideId])
      : state.name.trim() || FALLBACK_NAMES[sideId];
    const attribute = readField(
      readCheckAttribute(character, state.attribute, state.attributeText),
    );
    const extra = readField(parseBonusText(state.extraText.trim()));
    const side =
      attribute.value !== null && extra.value !== null
        ? contestSideOf(attribute.value, state.modifiers, extra.value, attack)
        : null;
    return { name, character, attribute, extra, side };
  });
  const [sideA, sideB] = resolved as [(typeof resolved)[0], (typeof resolved)[0]];
  const names = { a: sideA.name, b: sideB.name };
  const contest = sideA.side && sideB.side ? { a: sideA.side, b: sideB.side, defender } : null;
  const chances = contest ? chanceOfContestedOutcome(contest) : null;
  const attackChances =
    contest && attack
      ? chanceOfAttackFor(contest, attacker, { unarmedAgainstMonster: unarmed })
      : null;
  const blocked = contest
    ? null
    : 'Roll is off until both sides have an Attribute from 1 to 5 and whole bonus points.';

  function roll() {
    if (!contest) return;
    const input: ContestedLogInput = {
      names,
      contest,
      attack: attack ? { attacker, unarmed } : null,
      side: 'a',
    };
    const check = contestedTool.roll(input, browserRng);
    const targetId = attack ? resolved[target === 'a' ? 0 : 1]?.character?.id : undefined;
    show({ check, input, attack: attackOf(input, check), targetId });
    setApplied(false);
    notice.clear();
    // The log is newest first: side B goes in first, so side A reads above it.
    for (const side of ['b', 'a'] as const) {
      const sideInput = { ...input, side };
      logRoll(contestedTool, sideInput, check, contestLogSource(sideInput), id);
    }
  }

  function applyInjury() {
    if (!rolled?.input.attack || rolled.attack?.kind !== 'injury' || !rolled.targetId || applied)
      return;
    const { severity, stressCheckDifficulty } = rolled.attack;
    const attackerName = rolled.input.names[rolled.input.attack.attacker];
    let changed: ReturnType<typeof updateCharacter> | undefined;
    const tracked = castRoster.track(rolled.targetId, () => {
      changed = updateCharacter(rolled.targetId!, (current) =>
        addInjury(current, severity, `Attack by ${attackerName}`),
      );
    });
    if (!changed?.ok) {
      if (changed) notice.refuse(changed.error.message);
      return;
    }
    setApplied(true);
    const name = displayName(changed.value, 'The character');
    const undo = undoChange(castRoster, tracked, {
      undone: `Took back the injury: ${name}'s Death's Door is as it was.`,
      whose: `${name}'s sheet`,
    });
    notice.done(
      describeInjuryApplied(
        name,
        severity,
        deathsDoorSegments(changed.value),
        stressCheckDifficulty,
      ),
      undo &&
        (() => {
          const undone = undo();
          // The same roll's injury can be applied again (to the one meant).
          if (undone.ok) setApplied(false);
          return undone;
        }),
    );
  }

  const rolledAttack = rolled?.input.attack;
  const targetName = rolled && rolledAttack ? rolled.input.names[other(rolledAttack.attacker)] : '';
  const sideOptions = SIDE_IDS.map((value) => ({ value, label: names[value] }));

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
        {SIDE_IDS.map((sideId, index) => {
          const state = sides[sideId];
          const side = resolved[index] as (typeof resolved)[0];
          const prefix = `${id}-${sideId}`;
          const bonus = side.side ? sumContestBonus(side.side) : null;
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
                update(sideId, {
                  modifiers: on
                    ? [...state.modifiers, modifier.id]
                    : state.modifiers.filter((entry) => entry !== modifier.id),
                })
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
                error={side.attribute.error}
              />
              <fieldset>
                <legend>Bonus points</legend>
                {allowed.filter((modifier) => modifier.appliesTo === 'any').map(modifierBox)}
                {MODIFIER_GROUPS.map(([summary, kind]) => {
                  const list = allowed.filter((modifier) => modifier.appliesTo === kind);
                  const chosen = list.filter((modifier) =>
                    state.modifiers.includes(modifier.id),
                  ).length;
                  return list.length === 0 ? null : (
                    <details key={kind}>
                      <summary>
                        {summary}
                        {chosen > 0 ? <span class="tool-muted"> ({chosen} chosen)</span> : null}
                      </summary>
                      {list.map(modifierBox)}
                    </details>
                  );
                })}
                <NumberField
                  id={`${prefix}-extra`}
                  label="Other points (−9 to 9)"
                  text={state.extraText}
                  onText={(extraText) => update(sideId, { extraText })}
                  error={side.extra.error}
                />
                <p>Bonus: {bonus === null ? '—' : <strong>{formatSigned(bonus)}</strong>}</p>
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
            options={sideOptions}
            onChange={setAttacker}
            hint={`The target, ${names[target]}, defends: ties go to it, so a tie is a miss.`}
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
          options={[...sideOptions, { value: 'none', label: 'No defender (tie = stalemate)' }]}
          onChange={setDefenderChoice}
        />
      )}

      <LiveNote as="div" class="chance">
        {chances ? (
          <>
            <ChanceList chances={listContestChances(chances, names, defender)} />
            {attack && attackChances ? (
              <>
                <p>
                  If {names[attacker]} attacks {names[target]}:
                </p>
                <ChanceList chances={listAttackChances(attackChances)} />
              </>
            ) : null}
            {attack && !attackChances ? (
              <p class="tool-hint">
                Unarmed attacks against Monsters automatically fail: the result is a miss.
              </p>
            ) : null}
          </>
        ) : (
          <p class="tool-hint">
            The chances show once both sides have an Attribute from 1 to 5 and whole bonus points.
          </p>
        )}
      </LiveNote>

      <RollAndResult
        id={id}
        button={attack ? 'Roll the attack' : 'Roll Contested Check'}
        blockedBy={blocked}
        onRoll={roll}
        shown={shown}
        label={`${title} result`}
        empty="No roll yet. Each side's dice, points and the winner will show here."
      >
        {({ check, input }) => (
          <>
            <div class="locus-sides">
              {SIDE_IDS.map((sideId) => {
                const side = check[sideId];
                const name = input.names[sideId];
                return (
                  <div key={sideId}>
                    <RolledDice
                      heading={`${name} (Attribute ${side.attribute})`}
                      dice={side.dice}
                      label={`${name}'s dice`}
                      scoring={side.scoringIndices}
                    />
                    <p>
                      {describeSidePoints(side)} = <strong>{side.total}</strong>
                    </p>
                  </div>
                );
              })}
            </div>
            <p>
              <strong>{describeContestResult(check, input.names)}</strong>
            </p>
            {input.attack && rolled?.attack ? (
              <p>
                {describeAttackResult(
                  rolled.attack,
                  input.names[input.attack.attacker],
                  targetName,
                )}
              </p>
            ) : null}
          </>
        )}
      </RollAndResult>
      {rolled?.attack?.kind === 'injury' && rolled.targetId && !applied ? (
        <button type="button" class="text-button" onClick={applyInjury}>
          Apply {INJURY_LABELS[rolled.attack.severity]} injury to {targetName}'s Death's Door
        </button>
      ) : null}
      {notice.note}
    </ToolSection>
  );
}
