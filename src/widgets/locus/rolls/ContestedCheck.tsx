/**
 * The Contested Check roller: two sides (a Cast member or a typed entity such as a Monster), each
 * rolling 3d6 against its own Attribute for points, plus bonus points from the rules' modifier
 * list; ties go to the defender, or make a stalemate with no defender. Shows the exact chances of
 * each result before rolling. As an attack, the margin gives the injury, which one click adds to
 * a Cast member's Death's Door.
 *
 * Place with `<ContestedCheck client:only="preact" />`: it reads the saved Cast.
 */
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import {
  addInjury,
  chanceOfAttackResults,
  chanceOfContestedOutcome,
  CONTEST_MODIFIERS,
  deathsDoorSegments,
  DEATHS_DOOR_SEGMENTS,
  DIFFICULTY_LABELS,
  INJURY_LABELS,
  INJURY_SEVERITIES,
  resolveAttack,
  rollContestedCheck,
  sumContestBonus,
  type AttackResult,
  type ContestedCheck as ContestedCheckResult,
  type ContestInput,
  type ContestModifier,
  type ContestModifierId,
  type ContestSide,
  type ContestSideId,
  type Defender,
  type LocusAttribute,
  type LocusCharacter,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { $cast, updateCharacter } from '../../../stores/locus/cast';
import { addRoll } from '../../../stores/roll-log';
import CharacterPicker from '../characters/CharacterPicker';
import Chance from './Chance';
import { AttributeField, hrefFor, nameOf, Notice, ToolHeading, type HeadingLevel, type NoticeValue } from './CheckFields';
import DiceTriple from './DiceTriple';
import { formatDice, formatSigned, parseAttributeText, parseBonusText } from '../../../rules/locus';
import checksCss from './checks.css?inline';
import { injectStyle } from '../../shared/inject-style';

injectStyle('checks', checksCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
}

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

const START: Readonly<Record<ContestSideId, SideState>> = {
  a: { characterId: undefined, name: 'Character', attribute: 'clumsiness', attributeText: '3', modifiers: [], extraText: '0' },
  b: { characterId: undefined, name: 'Monster', attribute: 'clumsiness', attributeText: '3', modifiers: [], extraText: '0' },
};

interface ResolvedSide {
  readonly name: string;
  readonly character: LocusCharacter | undefined;
  readonly attribute: ReturnType<typeof parseAttributeText>;
  readonly extra: ReturnType<typeof parseBonusText>;
  readonly side: ContestSide | null;
}

interface Rolled {
  readonly serial: number;
  readonly check: ContestedCheckResult;
  readonly names: Readonly<Record<ContestSideId, string>>;
  readonly attack: { readonly attacker: ContestSideId; readonly result: AttackResult; readonly targetId: string | undefined } | null;
  readonly applied: boolean;
}

/** Which modifiers a side may pick in this kind of contest: always shown, attack-only, and Hide/search. */
function modifiersFor(attack: boolean): { readonly always: readonly ContestModifier[]; readonly attack: readonly ContestModifier[]; readonly search: readonly ContestModifier[] } {
  return {
    always: CONTEST_MODIFIERS.filter((modifier) => modifier.appliesTo === 'any'),
    attack: attack ? CONTEST_MODIFIERS.filter((modifier) => modifier.appliesTo === 'attack') : [],
    search: CONTEST_MODIFIERS.filter((modifier) => modifier.appliesTo === 'search'),
  };
}

function describeResult(check: ContestedCheckResult, names: Readonly<Record<ContestSideId, string>>): string {
  if (check.winner === 'stalemate') return `Stalemate on ${check.a.total}: no defender, so the contest continues next round.`;
  const loser: ContestSideId = check.winner === 'a' ? 'b' : 'a';
  if (check.tied) return `Tie on ${check.a.total}: it goes to the defender, ${names[check.winner]}.`;
  return `${names[check.winner]} wins by ${check.margin} (${check[check.winner].total} to ${check[loser].total}).`;
}

function describeAttack(result: AttackResult, attackerName: string, targetName: string): string {
  if (result.kind === 'miss') return `Miss: ${attackerName} fails to hurt ${targetName}. A Monster that misses gets +1 on its next attack against that target (non-cumulative).`;
  return `${INJURY_LABELS[result.severity]} injury to ${targetName}: ${result.segments} Death's Door segment${result.segments === 1 ? '' : 's'}, a${result.stressCheckDifficulty === 'easy' ? 'n' : ''} ${DIFFICULTY_LABELS[result.stressCheckDifficulty]} Stress Check${
    result.checkFloor === 'none' ? '' : `, and every check at least ${result.checkFloor === 'major' ? 'Medium' : 'Hard'} until treated`
  }.`;
}

export default function ContestedCheck({ id = 'contested-roller', headingLevel = 3, title = 'Contested Check' }: Props) {
  const cast = useStore($cast);
  const [sides, setSides] = useState<Readonly<Record<ContestSideId, SideState>>>(START);
  const [defenderChoice, setDefenderChoice] = useState<Defender>('b');
  const [attack, setAttack] = useState(false);
  const [attacker, setAttacker] = useState<ContestSideId>('b');
  const [unarmed, setUnarmed] = useState(false);
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const [notice, setNotice] = useState<NoticeValue>(null);

  const available = modifiersFor(attack);
  const allowed = new Set([...available.always, ...available.attack, ...available.search].map((modifier) => modifier.id));
  const target: ContestSideId = attacker === 'a' ? 'b' : 'a';
  const defender: Defender = attack ? target : defenderChoice;

  function update(sideId: ContestSideId, patch: Partial<SideState>) {
    setSides((current) => ({ ...current, [sideId]: { ...current[sideId], ...patch } }));
  }

  function resolve(sideId: ContestSideId): ResolvedSide {
    const state = sides[sideId];
    const character = cast.characters.find((candidate) => candidate.id === state.characterId);
    const name = character ? nameOf(character, FALLBACK_NAMES[sideId]) : state.name.trim() || FALLBACK_NAMES[sideId];
    const attribute = character ? ({ ok: true, value: character.attributes[state.attribute] } as const) : parseAttributeText(state.attributeText);
    const extra = parseBonusText(state.extraText.trim());
    const side = attribute.ok && extra.ok ? { attribute: attribute.value, modifiers: state.modifiers.filter((modifier) => allowed.has(modifier)), extraBonus: extra.value } : null;
    return { name, character, attribute, extra, side };
  }

  const resolved = { a: resolve('a'), b: resolve('b') };
  const names = { a: resolved.a.name, b: resolved.b.name };
  const input: ContestInput | null = resolved.a.side && resolved.b.side ? { a: resolved.a.side, b: resolved.b.side, defender } : null;
  const chances = input ? chanceOfContestedOutcome(input) : null;
  const attackChances = input && attack && !unarmed ? chanceOfAttackResults(input[attacker], input[target]) : null;

  function roll() {
    if (!input) {
      const bad = SIDE_IDS.find((sideId) => !resolved[sideId].side);
      const field = bad && !resolved[bad].attribute.ok ? `${id}-${bad}-attribute-value` : `${id}-${bad}-extra`;
      document.getElementById(field)?.focus();
      return;
    }
    const check = rollContestedCheck(input, browserRng);
    const attackInfo = attack ? { attacker, result: resolveAttack(check, attacker, { unarmedAgainstMonster: unarmed }), targetId: resolved[target].character?.id } : null;
    setRolled((previous) => ({ serial: (previous?.serial ?? 0) + 1, check, names, attack: attackInfo, applied: false }));
    setNotice(null);
    const verdict = describeResult(check, names);
    const result = attackInfo
      ? attackInfo.result.kind === 'miss'
        ? `${verdict} Miss.`
        : `${verdict} ${INJURY_LABELS[attackInfo.result.severity]} injury to ${names[target]}.`
      : verdict;
    const source = attack ? `Locus: Attack (${names[attacker]} on ${names[target]})` : `Locus: Contested Check (${names.a} vs ${names.b})`;
    // The log is newest first: side B goes in first, so side A reads above it.
    for (const sideId of [...SIDE_IDS].reverse()) {
      const side = check[sideId];
      addRoll({
        source: `${source}, ${names[sideId]}`,
        href: hrefFor(id),
        expression: `3d6>${side.attribute}`,
        detail: `${formatDice(side.dice)}: ${side.points} point${side.points === 1 ? '' : 's'} ${side.bonus < 0 ? '−' : '+'} ${Math.abs(side.bonus)} bonus`,
        total: side.total,
        result,
      });
    }
  }

  function applyInjury() {
    if (!rolled?.attack || rolled.attack.result.kind !== 'injury' || !rolled.attack.targetId || rolled.applied) return;
    const { severity } = rolled.attack.result;
    const attackerName = rolled.names[rolled.attack.attacker];
    const changed = updateCharacter(rolled.attack.targetId, (current) => addInjury(current, severity, `Attack by ${attackerName}`));
    if (!changed.ok) {
      setNotice({ tone: 'refused', text: changed.error.message });
      return;
    }
    const door = deathsDoorSegments(changed.value);
    const name = nameOf(changed.value);
    setRolled({ ...rolled, applied: true });
    setNotice({
      tone: 'done',
      text: door.dead
        ? `Added a ${INJURY_LABELS[severity]} injury to ${name}. All ${DEATHS_DOOR_SEGMENTS} Death's Door segments are filled: ${name} dies and may become an Echo.`
        : `Added a ${INJURY_LABELS[severity]} injury to ${name}: Death's Door ${door.filled} of ${DEATHS_DOOR_SEGMENTS} filled. ${name} now makes a ${DIFFICULTY_LABELS[rolled.attack.result.stressCheckDifficulty]} Stress Check.`,
    });
  }

  const ids = { heading: `${id}-heading` };
  const check = rolled?.check;
  const attackResult = rolled?.attack?.result;
  const targetName = rolled?.attack ? rolled.names[rolled.attack.attacker === 'a' ? 'b' : 'a'] : '';

  return (
    <section id={id} class="tool lc-tool" aria-labelledby={ids.heading} data-pagefind-ignore>
      <ToolHeading level={headingLevel} id={ids.heading}>
        {title}
      </ToolHeading>
      <p class="lc-intro">Each side rolls 3d6 against its own Attribute: every die above it is a point. Most points wins.</p>

      <label class="lc-toggle">
        <input type="checkbox" checked={attack} onChange={(event) => setAttack(event.currentTarget.checked)} />
        <span>This is an attack (the margin gives the injury)</span>
      </label>

      <div class="lc-sides">
        {SIDE_IDS.map((sideId) => {
          const state = sides[sideId];
          const side = resolved[sideId];
          const prefix = `${id}-${sideId}`;
          const bonus = side.side ? sumContestBonus(side.side) : null;
          return (
            <fieldset key={sideId} class="lc-side">
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
                <div class="field">
                  <label for={`${prefix}-name`}>Name</label>
                  <input id={`${prefix}-name`} type="text" autocomplete="off" value={state.name} onInput={(event) => update(sideId, { name: event.currentTarget.value })} />
                </div>
              )}
              <AttributeField
                id={`${prefix}-attribute`}
                character={side.character}
                attribute={state.attribute}
                onAttribute={(attribute) => update(sideId, { attribute })}
                text={state.attributeText}
                onText={(attributeText) => update(sideId, { attributeText })}
                error={side.attribute.ok ? null : side.attribute.error.message}
              />
              <fieldset class="lc-modifiers">
                <legend>Bonus points</legend>
                {available.always.map((modifier) => (
                  <ModifierBox
                    key={modifier.id}
                    modifier={modifier}
                    checked={state.modifiers.includes(modifier.id)}
                    onChange={(on) => update(sideId, { modifiers: toggle(state.modifiers, modifier.id, on) })}
                  />
                ))}
                {(
                  [
                    ['Weapon and Item modifiers', available.attack],
                    ['Hide and search modifiers', available.search],
                  ] as const
                ).map(([summary, list]) =>
                  list.length === 0 ? null : (
                    <details key={summary} class="lc-more">
                      <summary>
                        {summary}
                        <ChosenCount count={list.filter((modifier) => state.modifiers.includes(modifier.id)).length} />
                      </summary>
                      {list.map((modifier) => (
                        <ModifierBox
                          key={modifier.id}
                          modifier={modifier}
                          checked={state.modifiers.includes(modifier.id)}
                          onChange={(on) => update(sideId, { modifiers: toggle(state.modifiers, modifier.id, on) })}
                        />
                      ))}
                    </details>
                  ),
                )}
                <div class="field">
                  <label for={`${prefix}-extra`}>Other points (−9 to 9)</label>
                  <input
                    id={`${prefix}-extra`}
                    class="lc-number"
                    type="text"
                    inputMode="numeric"
                    autocomplete="off"
                    value={state.extraText}
                    onInput={(event) => update(sideId, { extraText: event.currentTarget.value })}
                    aria-invalid={side.extra.ok ? 'false' : 'true'}
                    aria-describedby={side.extra.ok ? undefined : `${prefix}-extra-error`}
                  />
                  {side.extra.ok ? null : (
                    <p id={`${prefix}-extra-error`} class="field-error">
                      {side.extra.error.message}
                    </p>
                  )}
                </div>
                <p class="lc-readout">Bonus: {bonus === null ? '—' : <strong>{formatSigned(bonus)}</strong>}</p>
              </fieldset>
            </fieldset>
          );
        })}
      </div>

      {attack ? (
        <>
          <fieldset class="field lc-fieldset">
            <legend>Who attacks</legend>
            <div class="lc-options">
              {SIDE_IDS.map((sideId) => (
                <label key={sideId} class="lc-option">
                  <input type="radio" name={`${id}-attacker`} checked={attacker === sideId} onChange={() => setAttacker(sideId)} />
                  <span>{names[sideId]}</span>
                </label>
              ))}
            </div>
            <p class="lc-hint">The target, {names[target]}, defends: ties go to it, so a tie is a miss.</p>
          </fieldset>
          <label class="lc-toggle">
            <input type="checkbox" checked={unarmed} onChange={(event) => setUnarmed(event.currentTarget.checked)} />
            <span>Unarmed against a Monster (automatically fails within a Locus)</span>
          </label>
        </>
      ) : (
        <fieldset class="field lc-fieldset">
          <legend>Who defends (wins ties)</legend>
          <div class="lc-options">
            {SIDE_IDS.map((sideId) => (
              <label key={sideId} class="lc-option">
                <input type="radio" name={`${id}-defender`} checked={defenderChoice === sideId} onChange={() => setDefenderChoice(sideId)} />
                <span>{names[sideId]}</span>
              </label>
            ))}
            <label class="lc-option">
              <input type="radio" name={`${id}-defender`} checked={defenderChoice === 'none'} onChange={() => setDefenderChoice('none')} />
              <span>No defender (tie = stalemate)</span>
            </label>
          </div>
        </fieldset>
      )}

      <div class="lc-odds" aria-live="polite">
        {chances ? (
          <>
            <dl class="lc-chances">
              <div>
                <dt>
                  {names.a} wins{defender === 'a' ? ' (ties included)' : ''}
                </dt>
                <dd>
                  <Chance fraction={chances.winA} />
                </dd>
              </div>
              <div>
                <dt>
                  {names.b} wins{defender === 'b' ? ' (ties included)' : ''}
                </dt>
                <dd>
                  <Chance fraction={chances.winB} />
                </dd>
              </div>
              <div>
                <dt>{defender === 'none' ? 'Stalemate (tie)' : `Tie (counted as a win for ${names[defender]})`}</dt>
                <dd>
                  <Chance fraction={chances.tie} />
                </dd>
              </div>
            </dl>
            {attack ? (
              attackChances ? (
                <>
                  <p class="lc-chances-title">
                    If {names[attacker]} attacks {names[target]}:
                  </p>
                  <dl class="lc-chances">
                    {(['miss', ...INJURY_SEVERITIES] as const).map((kind) => (
                      <div key={kind}>
                        <dt>{kind === 'miss' ? 'Miss' : `${INJURY_LABELS[kind]} injury`}</dt>
                        <dd>
                          <Chance fraction={attackChances[kind]} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                </>
              ) : (
                <p class="lc-hint">Unarmed attacks against Monsters automatically fail: the result is a miss.</p>
              )
            ) : null}
          </>
        ) : (
          <p class="lc-hint">The chances show once both sides have an Attribute from 1 to 5 and whole bonus points.</p>
        )}
      </div>

      <button type="button" class="primary-button" onClick={roll}>
        {attack ? 'Roll the attack' : 'Roll Contested Check'}
      </button>

      <div class="lc-result" role="status" aria-label={`${title} result`} aria-atomic="true">
        {rolled && check ? (
          <div key={rolled.serial}>
            <div class="lc-sides">
              {SIDE_IDS.map((sideId) => {
                const side = check[sideId];
                return (
                  <div key={sideId} class="lc-step">
                    <p class="lc-result-head">
                      {rolled.names[sideId]} (Attribute {side.attribute})
                    </p>
                    <DiceTriple dice={side.dice} label={`${rolled.names[sideId]}'s dice`} scoring={side.scoringIndices} />
                    <p>
                      {side.points} point{side.points === 1 ? '' : 's'} {side.bonus < 0 ? '−' : '+'} {Math.abs(side.bonus)} bonus = <strong>{side.total}</strong>
                    </p>
                  </div>
                );
              })}
            </div>
            <p class="lc-outcome lc-verdict">
              <strong>{describeResult(check, rolled.names)}</strong>
            </p>
            {rolled.attack && attackResult ? <p class="lc-outcome">{describeAttack(attackResult, rolled.names[rolled.attack.attacker], targetName)}</p> : null}
          </div>
        ) : (
          <p class="lc-hint">No roll yet. Each side's dice, points and the winner will show here.</p>
        )}
      </div>
      {rolled?.attack && attackResult?.kind === 'injury' && rolled.attack.targetId && !rolled.applied ? (
        <button type="button" class="text-button" onClick={applyInjury}>
          Apply {INJURY_LABELS[attackResult.severity]} injury to {targetName}'s Death's Door
        </button>
      ) : null}
      <Notice notice={notice} label={`${title}: Cast changes`} />
    </section>
  );
}

function toggle(list: readonly ContestModifierId[], id: ContestModifierId, on: boolean): readonly ContestModifierId[] {
  const others = list.filter((entry) => entry !== id);
  return on ? [...others, id] : others;
}

function ChosenCount({ count }: { count: number }) {
  return count === 0 ? null : <span class="lc-option-note"> ({count} chosen)</span>;
}

function ModifierBox({ modifier, checked, onChange }: { modifier: ContestModifier; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label class="lc-toggle lc-modifier">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span>
        {modifier.label} <strong class="lc-modifier-value">{formatSigned(modifier.value)}</strong>
      </span>
    </label>
  );
}
