/**
 * The Dead Weight attribute test roller: pool from a party character (or typed numbers), help,
 * extra effort, keeping it safe, advantage and disadvantage, proficiency, checks; the exact
 * chances before rolling; the roll with re-rolls one die at a time (the player picks the die,
 * the new value stands); the outcome, the fatigue it costs and one button to add that fatigue to
 * the character. Every roll and re-roll goes to the roll log.
 *
 * Place with `<AttributeTest client:only="preact" />` (it reads the saved party); props: id,
 * title, headingLevel.
 */
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import {
  checkDwTestInput,
  computeDwTestChances,
  describeDwTestShape,
  DW_TEST_MAX_HELPERS,
  DW_TEST_MAX_REROLLS,
  DW_TEST_OUTCOME_LABELS,
  evaluateDwTest,
  rerollDwDie,
  rollDwTest,
  type DwTestInput,
} from '../../../rules/dead-weight/attribute-test';
import { DW_ATTRIBUTE_LABELS, DW_ATTRIBUTE_NAMES, DW_ATTRIBUTE_VALUE_MAX, DW_ATTRIBUTES, type DwAttribute, type DwCharacter } from '../../../rules/dead-weight/character';
import { browserRng } from '../../../lib/browser-rng';
import { $dwParty, addDwFatigue } from '../../../stores/dead-weight/party';
import { addRoll } from '../../../stores/roll-log';
import { Chances, DiceTray, hrefFor, NumberField, readWhole, Toggle, ToolHeading, type HeadingLevel } from './parts';
import testsCss from './tests.css?inline';
import { injectStyle } from '../../shared/inject-style';

injectStyle('dw-tests', testsCss);

interface Props {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

type RerollKind = 'proficiency' | 'advantage' | 'gm';

interface Rolled {
  readonly serial: number;
  readonly input: DwTestInput;
  readonly dice: readonly number[];
  readonly left: Readonly<Record<RerollKind, number>>;
  readonly characterId: string;
  readonly attribute: DwAttribute;
  readonly who: string;
  readonly fatigueAdded: boolean;
  readonly last: string;
}

const REROLL_LABELS: Readonly<Record<RerollKind, string>> = {
  proficiency: 'Proficiency re-roll',
  advantage: 'Advantage re-roll',
  gm: 'GM re-roll (disadvantage)',
};

function nameOf(character: DwCharacter | undefined): string {
  return character?.name.trim() || 'Unnamed character';
}

export default function AttributeTest({ id = 'dw-attribute-test', title = 'Attribute test', headingLevel = 3 }: Props) {
  const party = useStore($dwParty);
  const [characterId, setCharacterId] = useState('');
  const [attribute, setAttribute] = useState<DwAttribute>('str');
  const [score, setScore] = useState('3');
  const [fatigue, setFatigue] = useState('0');
  const [wounds, setWounds] = useState('0');
  const [proficiency, setProficiency] = useState('0');
  const [helpers, setHelpers] = useState('0');
  const [advantage, setAdvantage] = useState(false);
  const [disadvantage, setDisadvantage] = useState(false);
  const [keepSafe, setKeepSafe] = useState(false);
  const [extraEffort, setExtraEffort] = useState(false);
  const [check, setCheck] = useState(false);
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const headingId = `${id}-heading`;
  const character = party.characters.find((candidate) => candidate.id === characterId);

  function fill(from: DwCharacter | undefined, which: DwAttribute) {
    if (!from) return;
    const state = from.attributes[which];
    setScore(String(state.score));
    setFatigue(String(state.fatigue));
    setWounds(String(state.wounds));
    setProficiency(String(state.proficiency));
  }

  const scoreRead = readWhole(score, 0, DW_ATTRIBUTE_VALUE_MAX, 'the score');
  const fatigueRead = readWhole(fatigue, 0, DW_ATTRIBUTE_VALUE_MAX, 'the fatigue');
  const woundsRead = readWhole(wounds, 0, DW_ATTRIBUTE_VALUE_MAX, 'the wounds');
  const proficiencyRead = readWhole(proficiency, 0, DW_TEST_MAX_REROLLS, 'the proficiency');
  const helpersRead = readWhole(helpers, 0, DW_TEST_MAX_HELPERS, 'the number of helpers');
  const reads = [scoreRead, fatigueRead, woundsRead, proficiencyRead, helpersRead];
  const complete = reads.every((read) => read.value !== null);
  const input: DwTestInput | null = complete
    ? {
        pool: (scoreRead.value ?? 0) - (fatigueRead.value ?? 0) - (woundsRead.value ?? 0),
        proficiency: proficiencyRead.value ?? 0,
        helpers: helpersRead.value ?? 0,
        advantage,
        disadvantage,
        keepSafe,
        extraEffort,
        check,
        tokens: 0,
      }
    : null;
  const inputErrors = input ? checkDwTestInput(input) : [];
  const poolError = inputErrors.find((error) => error.field === 'pool')?.message ?? null;
  const usable = input && inputErrors.length === 0 ? input : null;
  const shape = usable ? describeDwTestShape(usable) : null;
  const chances = usable ? computeDwTestChances(usable) : null;
  const label = DW_ATTRIBUTE_LABELS[attribute];
  const kind = check ? 'check' : 'test';

  function log(dice: readonly number[], testInput: DwTestInput, who: string, what: string) {
    const result = evaluateDwTest(testInput, dice);
    addRoll({
      source: `Dead Weight: ${label} ${kind}${who ? ` (${who})` : ''}`,
      href: hrefFor(id),
      expression: `${dice.length}d6`,
      detail: `${what}${dice.join(', ')}`,
      total: result.kept.filter((face) => face >= 4).length,
      result: `${DW_TEST_OUTCOME_LABELS[result.outcome]}${result.fatigue > 0 ? `; ${result.fatigue} fatigue` : ''}`,
    });
  }

  function roll() {
    if (!usable || !shape) {
      const firstBad = reads.findIndex((read) => read.error !== null);
      const ids = ['score', 'fatigue', 'wounds', 'proficiency', 'helpers'];
      document.getElementById(`${id}-${ids[firstBad === -1 ? 0 : firstBad]}`)?.focus();
      return;
    }
    const dice = rollDwTest(usable, browserRng);
    const who = character ? nameOf(character) : '';
    const advantageLeft = usable.advantage && !usable.disadvantage ? 1 : 0;
    setRolled((previous) => ({
      serial: (previous?.serial ?? 0) + 1,
      input: usable,
      dice,
      left: { proficiency: usable.proficiency, advantage: advantageLeft, gm: shape.gmRerolls },
      characterId,
      attribute,
      who,
      fatigueAdded: false,
      last: `Rolled ${dice.length} ${dice.length === 1 ? 'die' : 'dice'}${shape.keepLowest ? ' (zero pool: the lowest is kept)' : ''}.`,
    }));
    setSelected(null);
    log(dice, usable, who, '');
  }

  function reroll(kindOf: RerollKind) {
    if (!rolled || selected === null || rolled.left[kindOf] <= 0) return;
    const before = rolled.dice[selected];
    const dice = rerollDwDie(rolled.dice, selected, browserRng);
    setRolled({
      ...rolled,
      dice,
      left: { ...rolled.left, [kindOf]: rolled.left[kindOf] - 1 },
      last: `${REROLL_LABELS[kindOf]}: die ${selected + 1} went from ${before} to ${dice[selected]}.`,
    });
    log(dice, rolled.input, rolled.who, `${REROLL_LABELS[kindOf]} of die ${selected + 1} (${before}): `);
  }

  const result = rolled ? evaluateDwTest(rolled.input, rolled.dice) : null;
  const rolledCharacter = rolled ? party.characters.find((candidate) => candidate.id === rolled.characterId) : undefined;

  function addFatigue() {
    if (!rolled || !result || !rolledCharacter || rolled.fatigueAdded) return;
    addDwFatigue(rolledCharacter.id, rolled.attribute, result.fatigue);
    setRolled({ ...rolled, fatigueAdded: true });
    const updated = $dwParty.get().characters.find((candidate) => candidate.id === rolledCharacter.id);
    if (characterId === rolledCharacter.id && attribute === rolled.attribute) fill(updated, attribute);
  }

  return (
    <section class="tool dwt-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <ToolHeading level={headingLevel} id={headingId}>
        {title}
      </ToolHeading>
      <p class="dwt-muted dwt-small">
        Pool = score − fatigue − wounds. Terms: <a href="/dead-weight/core-definitions/#attribute-tests">attribute tests</a>.
      </p>
      <div class="dwt-row">
        <div class="field dwt-field">
          <label for={`${id}-character`}>Character</label>
          <select
            id={`${id}-character`}
            class="dwt-select"
            value={characterId}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setCharacterId(next);
              fill(party.characters.find((candidate) => candidate.id === next), attribute);
            }}
          >
            <option value="">Typed numbers</option>
            {party.characters.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {nameOf(candidate)}
              </option>
            ))}
          </select>
        </div>
        <div class="field dwt-field">
          <label for={`${id}-attribute`}>Attribute</label>
          <select
            id={`${id}-attribute`}
            class="dwt-select"
            value={attribute}
            onChange={(event) => {
              const next = event.currentTarget.value as DwAttribute;
              setAttribute(next);
              fill(character, next);
            }}
          >
            {DW_ATTRIBUTES.map((which) => (
              <option key={which} value={which}>
                {DW_ATTRIBUTE_LABELS[which]} ({DW_ATTRIBUTE_NAMES[which]})
              </option>
            ))}
          </select>
        </div>
      </div>
      {party.characters.length === 0 ? (
        <p class="dwt-muted dwt-small">
          No saved characters yet: type the numbers, or add characters under <a href="/dead-weight/character-progression/#insight-points">Characters</a>.
        </p>
      ) : null}
      <div class="dwt-row">
        <NumberField id={`${id}-score`} label="Score" text={score} onText={setScore} error={scoreRead.error ?? poolError} />
        <NumberField id={`${id}-fatigue`} label="Fatigue" text={fatigue} onText={setFatigue} error={fatigueRead.error} />
        <NumberField id={`${id}-wounds`} label="Wounds" text={wounds} onText={setWounds} error={woundsRead.error} />
        <NumberField id={`${id}-proficiency`} label="Proficiency (re-rolls)" text={proficiency} onText={setProficiency} error={proficiencyRead.error} />
        <NumberField id={`${id}-helpers`} label="Helpers (+1 die each)" text={helpers} onText={setHelpers} error={helpersRead.error} />
      </div>
      <fieldset class="dwt-fieldset">
        <legend>Modifiers</legend>
        <div class="dwt-row">
          <Toggle id={`${id}-advantage`} label="Advantage (you re-roll 1 die)" checked={advantage} onChange={setAdvantage} />
          <Toggle id={`${id}-disadvantage`} label="Disadvantage (GM re-rolls 1 die)" checked={disadvantage} onChange={setDisadvantage} />
          <Toggle id={`${id}-safe`} label="Keeping it safe (2 dice fewer, fatigue only on failure)" checked={keepSafe} onChange={setKeepSafe} />
          <Toggle id={`${id}-effort`} label="Extra effort (+1 die for 1 fatigue)" checked={extraEffort} onChange={setExtraEffort} />
          <Toggle id={`${id}-check`} label="Check, e.g. initiative (no fatigue)" checked={check} onChange={setCheck} />
        </div>
      </fieldset>
      {shape && chances ? (
        <>
          <p class="dwt-small" aria-live="polite">
            {shape.keepLowest ? 'Zero dice: roll 2 and keep the lowest.' : `Rolls ${shape.dice} ${shape.dice === 1 ? 'die' : 'dice'}.`}
            {advantage && disadvantage ? ' Advantage and disadvantage cancel.' : ''}
            {shape.keepLowest ? ' Only the kept die is read, for the outcome and for fatigue.' : ''}
          </p>
          <Chances chances={chances} heading={`Exact chances for this ${label} ${kind}`} />
        </>
      ) : null}
      <div class="dwt-actions">
        <button type="button" class="primary-button" onClick={roll}>
          Roll {label} {kind}
        </button>
      </div>
      <div role="status" aria-live="polite" class="dwt-result-area">
        {rolled && result ? (
          <div key={rolled.serial} class="dwt-tool">
            <p class="dwt-result">
              {DW_TEST_OUTCOME_LABELS[result.outcome]}
              {rolled.who ? ` for ${rolled.who}` : ''}: {rolled.dice.join(', ')}.
            </p>
            <p class="dwt-result-detail">
              {rolled.last}{' '}
              {result.fatigue > 0
                ? `${DW_ATTRIBUTE_LABELS[rolled.attribute]} takes ${result.fatigue} fatigue${result.diceFatigue ? '' : ' (extra effort)'}.`
                : `No fatigue${rolled.input.check ? ' (a check)' : ''}.`}
            </p>
          </div>
        ) : null}
      </div>
      {rolled && result ? (
        <>
          <DiceTray dice={rolled.dice} kept={result.kept} selected={selected} onSelect={setSelected} label="Rolled dice: pick one to re-roll" />
          <div class="dwt-actions">
            {(['proficiency', 'advantage', 'gm'] as const)
              .filter((which) => rolled.left[which] > 0)
              .map((which) => (
                <button key={which} type="button" class="text-button" disabled={selected === null} onClick={() => reroll(which)}>
                  {REROLL_LABELS[which]} ({rolled.left[which]} left)
                </button>
              ))}
            {rolledCharacter && result.fatigue > 0 ? (
              <button type="button" class="text-button" disabled={rolled.fatigueAdded} onClick={addFatigue}>
                {rolled.fatigueAdded
                  ? `Added ${result.fatigue} fatigue to ${nameOf(rolledCharacter)}`
                  : `Add ${result.fatigue} fatigue to ${nameOf(rolledCharacter)}’s ${DW_ATTRIBUTE_LABELS[rolled.attribute]}`}
              </button>
            ) : null}
          </div>
          {rolled.left.proficiency + rolled.left.advantage + rolled.left.gm > 0 ? (
            <p class="dwt-muted dwt-small">Pick a die, then a re-roll; the new value stands.</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
