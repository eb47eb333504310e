/**
 * Dead Weight attack notation explained, a defence test against it, and the armour roll.
 * The reader types an attack as the text writes it (`-STR 2+2B`, `DEX 1+1: Nearby`, a whole
 * entry such as `Soul nibble (INT 2): Ignore shields.`); parse errors show at the field with
 * the column. Read as an enemy attack, the adventurer (a party character or typed numbers)
 * defends: the exact chances first, then the roll, with dodge and shield tokens, proficiency and
 * advantage as re-rolls the player places one die at a time, and the GM's disadvantage re-roll.
 * The armour roll takes the wounds of the hit. Every roll goes to the roll log.
 *
 * Place with `<AttackNotation client:only="preact" />` (it reads the saved party); props: id,
 * title, headingLevel.
 */
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import { explainDwAttack, parseDwAttack, DW_WEAPON_EFFECT_TEXT } from '../../../rules/dead-weight/attack-notation';
import {
  checkDwTestInput,
  computeDwTestChances,
  describeDwTestShape,
  DW_TEST_MAX_REROLLS,
  DW_TEST_OUTCOME_LABELS,
  evaluateDwTest,
  rerollDwDie,
  rollDwTest,
  type DwTestInput,
} from '../../../rules/dead-weight/attribute-test';
import { DW_ATTRIBUTE_LABELS, DW_ATTRIBUTE_VALUE_MAX, type DwCharacter } from '../../../rules/dead-weight/character';
import { applyDwAttackModifier, dwAttackIgnoresShields, DW_ARMOUR_MAX, resolveDwDefence, rollDwArmour, type DwArmourRoll, type DwHit } from '../../../rules/dead-weight/defence';
import { browserRng } from '../../../lib/browser-rng';
import { $dwParty, addDwFatigue } from '../../../stores/dead-weight/party';
import { addRoll } from '../../../stores/roll-log';
import { deeper } from '../../shared/Heading';
import { Chances, DiceTray, hrefFor, NumberField, readWhole, ToolHeading, type HeadingLevel } from './parts';
import testsCss from './tests.css?inline';
import { injectStyle } from '../../shared/inject-style';

injectStyle('dw-tests', testsCss);

interface Props {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

type RerollKind = 'dodge' | 'shield' | 'proficiency' | 'advantage' | 'gm';
const REROLL_LABELS: Readonly<Record<RerollKind, string>> = {
  dodge: 'Spend a dodge token',
  shield: 'Spend a shield token',
  proficiency: 'Proficiency re-roll',
  advantage: 'Advantage re-roll',
  gm: 'GM re-roll (disadvantage)',
};

interface Defended {
  readonly serial: number;
  readonly input: DwTestInput;
  readonly dice: readonly number[];
  readonly left: Readonly<Record<RerollKind, number>>;
  readonly characterId: string;
  readonly who: string;
  readonly fatigueAdded: boolean;
  readonly last: string;
  readonly noRoll: boolean;
}

function nameOf(character: DwCharacter | undefined): string {
  return character?.name.trim() || 'Unnamed character';
}

function describeHit(hit: DwHit): string {
  if (!hit.hit) return 'The attack is avoided.';
  const effects = hit.effects.map((effect) => ` ${DW_WEAPON_EFFECT_TEXT[effect]}`).join('');
  return `${hit.critical ? 'Critical hit' : 'Hit'}: ${hit.wounds} ${hit.wounds === 1 ? 'wound' : 'wounds'}.${effects}`;
}

export default function AttackNotation({ id = 'dw-attack-notation', title = 'Attack notation and defence', headingLevel = 3 }: Props) {
  const party = useStore($dwParty);
  const [notation, setNotation] = useState('-STR 2+2B');
  const [readAs, setReadAs] = useState<'enemy' | 'weapon'>('enemy');
  const [characterId, setCharacterId] = useState('');
  const [score, setScore] = useState('3');
  const [fatigue, setFatigue] = useState('0');
  const [wounds, setWounds] = useState('0');
  const [proficiency, setProficiency] = useState('0');
  const [dodge, setDodge] = useState('0');
  const [shield, setShield] = useState('0');
  const [defended, setDefended] = useState<Defended | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [armourText, setArmourText] = useState('1');
  const [incomingText, setIncomingText] = useState('2');
  const [resistanceText, setResistanceText] = useState('0');
  const [armour, setArmour] = useState<{ serial: number; roll: DwArmourRoll } | null>(null);
  const headingId = `${id}-heading`;
  const sub = deeper(headingLevel);

  const parsed = parseDwAttack(notation);
  const attack = parsed.ok ? parsed.value : null;
  const notationError = parsed.ok ? null : `At column ${parsed.error.column}: ${parsed.error.message}`;
  const character = party.characters.find((candidate) => candidate.id === characterId);
  const ignoresShields = attack ? dwAttackIgnoresShields(attack) : false;

  function fill(from: DwCharacter | undefined) {
    if (!from || !attack) return;
    const state = from.attributes[attack.attribute];
    setScore(String(state.score));
    setFatigue(String(state.fatigue));
    setWounds(String(state.wounds));
    setProficiency(String(state.proficiency));
  }

  const reads = {
    score: readWhole(score, 0, DW_ATTRIBUTE_VALUE_MAX, 'the score'),
    fatigue: readWhole(fatigue, 0, DW_ATTRIBUTE_VALUE_MAX, 'the fatigue'),
    wounds: readWhole(wounds, 0, DW_ATTRIBUTE_VALUE_MAX, 'the wounds'),
    proficiency: readWhole(proficiency, 0, DW_TEST_MAX_REROLLS, 'the proficiency'),
    dodge: readWhole(dodge, 0, DW_TEST_MAX_REROLLS, 'the dodge tokens'),
    shield: readWhole(shield, 0, 5, 'the shield tokens'),
  };
  const complete = Object.values(reads).every((read) => read.value !== null);
  const shieldTokens = ignoresShields ? 0 : (reads.shield.value ?? 0);
  const input: DwTestInput | null =
    attack && complete
      ? applyDwAttackModifier(attack, {
          pool: (reads.score.value ?? 0) - (reads.fatigue.value ?? 0) - (reads.wounds.value ?? 0),
          proficiency: reads.proficiency.value ?? 0,
          tokens: (reads.dodge.value ?? 0) + shieldTokens,
          helpers: 0,
          advantage: false,
          disadvantage: false,
          keepSafe: false,
          extraEffort: false,
          check: false,
        })
      : null;
  const inputErrors = input ? checkDwTestInput(input) : [];
  const usable = input && inputErrors.length === 0 ? input : null;
  const chances = usable ? computeDwTestChances(usable) : null;
  const label = attack ? DW_ATTRIBUTE_LABELS[attack.attribute] : '';

  function log(dice: readonly number[], testInput: DwTestInput, who: string, what: string) {
    if (!attack) return;
    const result = evaluateDwTest(testInput, dice);
    addRoll({
      source: `Dead Weight: ${label} defence${who ? ` (${who})` : ''}`,
      href: hrefFor(id),
      expression: `${dice.length}d6`,
      detail: `${what}${dice.join(', ')} against ${notation.trim()}`,
      total: result.kept.filter((face) => face >= 4).length,
      result: `${DW_TEST_OUTCOME_LABELS[result.outcome]}; ${describeHit(resolveDwDefence(attack, result))}`,
    });
  }

  function defend(noRoll: boolean) {
    if (!attack || !usable) {
      document.getElementById(`${id}-${attack ? 'score' : 'notation'}`)?.focus();
      return;
    }
    const shape = describeDwTestShape(usable);
    const dice = noRoll ? [] : rollDwTest(usable, browserRng);
    const who = character ? nameOf(character) : '';
    setDefended((previous) => ({
      serial: (previous?.serial ?? 0) + 1,
      input: usable,
      dice,
      left: {
        dodge: reads.dodge.value ?? 0,
        shield: shieldTokens,
        proficiency: usable.proficiency,
        advantage: usable.advantage && !usable.disadvantage ? 1 : 0,
        gm: shape.gmRerolls,
      },
      characterId,
      who,
      fatigueAdded: false,
      noRoll,
      last: noRoll ? 'No dice rolled: no fatigue, and the attack hits.' : `Rolled ${dice.length} ${dice.length === 1 ? 'die' : 'dice'}.`,
    }));
    setSelected(null);
    if (noRoll) {
      const hit = resolveDwDefence(attack, 'no-roll');
      setIncomingText(String(hit.wounds));
      addRoll({ source: `Dead Weight: ${label} defence${who ? ` (${who})` : ''}`, href: hrefFor(id), expression: '0d6', detail: `not rolled against ${notation.trim()}`, total: 0, result: describeHit(hit) });
    } else {
      log(dice, usable, who, '');
      const hit = resolveDwDefence(attack, evaluateDwTest(usable, dice));
      setIncomingText(String(hit.wounds));
    }
  }

  function reroll(kind: RerollKind) {
    if (!defended || !attack || selected === null || defended.left[kind] <= 0) return;
    const before = defended.dice[selected];
    const dice = rerollDwDie(defended.dice, selected, browserRng);
    setDefended({ ...defended, dice, left: { ...defended.left, [kind]: defended.left[kind] - 1 }, last: `${REROLL_LABELS[kind]}: die ${selected + 1} went from ${before} to ${dice[selected]}.` });
    log(dice, defended.input, defended.who, `${REROLL_LABELS[kind]}, die ${selected + 1} (${before}): `);
    setIncomingText(String(resolveDwDefence(attack, evaluateDwTest(defended.input, dice)).wounds));
  }

  const result = defended && !defended.noRoll ? evaluateDwTest(defended.input, defended.dice) : null;
  const hit = defended && attack ? resolveDwDefence(attack, result ?? 'no-roll') : null;
  const defender = defended ? party.characters.find((candidate) => candidate.id === defended.characterId) : undefined;

  const armourRead = readWhole(armourText, 0, DW_ARMOUR_MAX, 'the armor points');
  const incomingRead = readWhole(incomingText, 0, 99, 'the wounds');
  const resistanceRead = readWhole(resistanceText, 0, 99, 'the resistance');

  function rollArmour() {
    if (armourRead.value === null || incomingRead.value === null || resistanceRead.value === null) {
      document.getElementById(`${id}-${armourRead.value === null ? 'armour' : incomingRead.value === null ? 'incoming' : 'resistance'}`)?.focus();
      return;
    }
    const roll = rollDwArmour({ armour: armourRead.value, wounds: incomingRead.value, resistance: resistanceRead.value, effects: hit?.effects ?? attack?.effects ?? [] }, browserRng);
    setArmour((previous) => ({ serial: (previous?.serial ?? 0) + 1, roll }));
    addRoll({
      source: 'Dead Weight: armor roll',
      href: hrefFor(id),
      expression: `${roll.dice.length}d6`,
      detail: roll.pierced ? 'pierced: no armor roll' : roll.dice.join(', '),
      total: roll.wounds,
      result: `${roll.cancelled} cancelled, ${roll.broken} armor broken, ${roll.wounds} wounds taken`,
    });
  }

  return (
    <section class="tool dwt-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <ToolHeading level={headingLevel} id={headingId}>
        {title}
      </ToolHeading>
      <div class="field dwt-field">
        <label for={`${id}-notation`}>Attack notation</label>
        <input
          id={`${id}-notation`}
          class="dwt-wide"
          type="text"
          autocomplete="off"
          spellcheck={false}
          value={notation}
          onInput={(event) => setNotation(event.currentTarget.value)}
          aria-invalid={notationError ? 'true' : 'false'}
          aria-describedby={notationError ? `${id}-notation-error` : `${id}-notation-hint`}
        />
        {notationError ? (
          <p id={`${id}-notation-error`} class="field-error">
            {notationError}
          </p>
        ) : (
          <p id={`${id}-notation-hint`} class="dwt-muted dwt-small">
            For example STR 3+1B, -STR 2+2B, DEX 1+1: Nearby, or a whole entry such as Soul nibble (INT 2): Ignore shields.
          </p>
        )}
      </div>
      <fieldset class="dwt-fieldset">
        <legend>Read it as</legend>
        <div class="dwt-row">
          <label class="dwt-toggle">
            <input type="radio" name={`${id}-as`} checked={readAs === 'enemy'} onChange={() => setReadAs('enemy')} />
            <span>An enemy attack (the adventurer defends)</span>
          </label>
          <label class="dwt-toggle">
            <input type="radio" name={`${id}-as`} checked={readAs === 'weapon'} onChange={() => setReadAs('weapon')} />
            <span>An adventurer’s weapon</span>
          </label>
        </div>
      </fieldset>
      {attack ? (
        <div aria-live="polite">
          <ToolHeading level={sub} id={`${id}-meaning`}>
            What {attack.name || notation.trim()} means
          </ToolHeading>
          <ul class="dwt-explain">
            {explainDwAttack(attack, readAs).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {attack && readAs === 'enemy' ? (
        <>
          <ToolHeading level={sub} id={`${id}-defence`}>
            Defence test ({label})
          </ToolHeading>
          <div class="field dwt-field">
            <label for={`${id}-character`}>Defender</label>
            <select
              id={`${id}-character`}
              class="dwt-select"
              value={characterId}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setCharacterId(next);
                fill(party.characters.find((candidate) => candidate.id === next));
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
          <div class="dwt-row">
            <NumberField id={`${id}-score`} label={`${label} score`} text={score} onText={setScore} error={reads.score.error ?? inputErrors[0]?.message ?? null} />
            <NumberField id={`${id}-fatigue`} label="Fatigue" text={fatigue} onText={setFatigue} error={reads.fatigue.error} />
            <NumberField id={`${id}-wounds`} label="Wounds" text={wounds} onText={setWounds} error={reads.wounds.error} />
            <NumberField id={`${id}-proficiency`} label="Proficiency (re-rolls)" text={proficiency} onText={setProficiency} error={reads.proficiency.error} />
            <NumberField id={`${id}-dodge`} label="Dodge tokens" text={dodge} onText={setDodge} error={reads.dodge.error} />
            <NumberField id={`${id}-shield`} label="Shield tokens" text={shield} onText={setShield} error={reads.shield.error} />
          </div>
          {ignoresShields ? <p class="dwt-small">This attack ignores shields: shield tokens cannot be spent.</p> : null}
          {chances ? <Chances chances={chances} heading="Exact chances of this defence (a success avoids the attack)" /> : null}
          <div class="dwt-actions">
            <button type="button" class="primary-button" onClick={() => defend(false)}>
              Roll {label} defence
            </button>
            <button type="button" class="text-button" onClick={() => defend(true)}>
              Don’t roll (no fatigue, automatic hit)
            </button>
          </div>
          <div role="status" aria-live="polite">
            {defended && hit ? (
              <div key={defended.serial}>
                <p class="dwt-result">
                  {result ? `${DW_TEST_OUTCOME_LABELS[result.outcome]}${defended.dice.length ? `: ${defended.dice.join(', ')}` : ''}. ` : ''}
                  {describeHit(hit)}
                </p>
                <p class="dwt-result-detail">
                  {defended.last} {result && result.fatigue > 0 ? `${label} takes ${result.fatigue} fatigue.` : result ? 'No fatigue.' : ''}
                </p>
              </div>
            ) : null}
          </div>
          {defended && result ? (
            <>
              <DiceTray dice={defended.dice} kept={result.kept} selected={selected} onSelect={setSelected} label="Defence dice: pick one to re-roll" />
              <div class="dwt-actions">
                {(['dodge', 'shield', 'proficiency', 'advantage', 'gm'] as const)
                  .filter((kind) => defended.left[kind] > 0)
                  .map((kind) => (
                    <button key={kind} type="button" class="text-button" disabled={selected === null} onClick={() => reroll(kind)}>
                      {REROLL_LABELS[kind]} ({defended.left[kind]} left)
                    </button>
                  ))}
                {defender && result.fatigue > 0 ? (
                  <button
                    type="button"
                    class="text-button"
                    disabled={defended.fatigueAdded}
                    onClick={() => {
                      addDwFatigue(defender.id, attack.attribute, result.fatigue);
                      setDefended({ ...defended, fatigueAdded: true });
                    }}
                  >
                    {defended.fatigueAdded ? `Added ${result.fatigue} fatigue to ${nameOf(defender)}` : `Add ${result.fatigue} fatigue to ${nameOf(defender)}’s ${label}`}
                  </button>
                ) : null}
              </div>
            </>
          ) : null}
        </>
      ) : null}

      <ToolHeading level={sub} id={`${id}-armour-heading`}>
        Armor roll
      </ToolHeading>
      <p class="dwt-muted dwt-small">
        One die per armor point: each 4-6 cancels a wound, each 1 or 4 breaks an armor point. P pierces armor; resistance (enemies) then reduces the rest, except against R.
      </p>
      <div class="dwt-row">
        <NumberField id={`${id}-armour`} label="Armor points" text={armourText} onText={setArmourText} error={armourRead.error} />
        <NumberField id={`${id}-incoming`} label="Wounds coming in" text={incomingText} onText={setIncomingText} error={incomingRead.error} />
        <NumberField id={`${id}-resistance`} label="Resistance" text={resistanceText} onText={setResistanceText} error={resistanceRead.error} />
      </div>
      <div class="dwt-actions">
        <button type="button" class="primary-button" onClick={rollArmour}>
          Roll armor
        </button>
      </div>
      <div role="status" aria-live="polite">
        {armour ? (
          <p key={armour.serial} class="dwt-result">
            {armour.roll.pierced
              ? `Pierced: no armor roll. ${armour.roll.wounds} wounds taken.`
              : `Armor dice ${armour.roll.dice.join(', ') || 'none'}: ${armour.roll.cancelled} cancelled, ${armour.roll.broken} armor ${armour.roll.broken === 1 ? 'point breaks' : 'points break'}, ${armour.roll.wounds} ${armour.roll.wounds === 1 ? 'wound' : 'wounds'} taken.`}
          </p>
        ) : null}
      </div>
    </section>
  );
}
