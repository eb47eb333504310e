/**
 * Combat helpers for Eldritch Instinct: a melee attack (the target fights back with STR at -20
 * or dodges with DEX at +20) with the exact hit chance for each choice; weapon damage with armour,
 * critical hits (full damage plus another roll), a pistol's 2-3 shots (keep the highest) and
 * firing into melee (the ally is hit if a damage die shows 1); a firearm attack (WIL save, the
 * target may dive for cover); and magazines per weapon (Shots) kept with a pure reducer in this
 * island's state (not saved). Every roll goes to the roll log.
 *
 * Place with `<CombatHelper client:visible />`; props: id, title, headingLevel.
 */
import { useReducer, useState } from 'preact/hooks';
import {
  chanceOfAllyHit,
  chanceOfFirearmHit,
  chanceOfMelee,
  EMPTY_MAGAZINES,
  magazineReducer,
  MAX_ARMOUR,
  MAX_PISTOL_SHOTS,
  MELEE_DEFENCE_LABELS,
  parseDamage,
  RANGED_WEAPONS,
  rollDamage,
  rollFirearm,
  rollMelee,
  targetSaveScore,
  type MeleeDefence,
} from '../../../rules/eldritch-instinct/combat';
import { MELEE_WEAPONS } from '../../../rules/eldritch-instinct/weapons';
import { formatD100, MAX_SCORE, MIN_SCORE } from '../../../rules/eldritch-instinct/saves';
import { browserRng } from '../../../lib/browser-rng';
import { addRoll } from '../../../stores/roll-log';
import { formatChance } from '../../shared/format-chance';
import { ChanceRow, Heading, hrefFor, readScore, ScoreField, Toggle, type HeadingLevel } from './SaveRoller';
import './rollers.css';
import RollButton from '../../kit/RollButton';
import StaleNote from '../../kit/StaleNote';

interface Props {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

const DEFENCES: readonly MeleeDefence[] = ['fight-back', 'dodge'];
const SUB = (level: HeadingLevel) => Math.min(level + 1, 4) as HeadingLevel;

function readArmour(text: string): { value: number | null; error: string | null } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { value: null, error: `Armour is a whole number from 0 to ${MAX_ARMOUR}.` };
  const value = Number(trimmed);
  return value > MAX_ARMOUR ? { value: null, error: `Armour is a whole number from 0 to ${MAX_ARMOUR}.` } : { value, error: null };
}

function MeleePart({ id, level }: { id: string; level: HeadingLevel }) {
  const [attackerText, setAttackerText] = useState('50');
  const [targetStrText, setTargetStrText] = useState('50');
  const [targetDexText, setTargetDexText] = useState('50');
  const [defence, setDefence] = useState<MeleeDefence>('fight-back');
  const [result, setResult] = useState<{ serial: number; text: string } | null>(null);
  const attacker = readScore(attackerText);
  const targetStr = readScore(targetStrText);
  const targetDex = readScore(targetDexText);
  const fight = attacker.value !== null && targetStr.value !== null ? chanceOfMelee(attacker.value, targetStr.value, 'fight-back') : null;
  const dodge = attacker.value !== null && targetDex.value !== null ? chanceOfMelee(attacker.value, targetDex.value, 'dodge') : null;

  function roll() {
    const target = defence === 'fight-back' ? targetStr : targetDex;
    if (attacker.value === null || target.value === null) {
      document.getElementById(attacker.value === null ? `${id}-attacker` : defence === 'fight-back' ? `${id}-target-str` : `${id}-target-dex`)?.focus();
      return;
    }
    const exchange = rollMelee(attacker.value, target.value, defence, browserRng);
    setResult((previous) => ({ serial: (previous?.serial ?? 0) + 1, text: exchange.explanation }));
    addRoll({
      source: 'Eldritch Instinct: Melee attack',
      href: hrefFor(id),
      expression: '2 × d100z',
      detail: `attacker ${formatD100(exchange.attacker.roll)} vs STR ${exchange.attacker.score}; target ${formatD100(exchange.target.roll)} vs ${exchange.target.score} (${defence})`,
      total: exchange.attacker.roll,
      result: `${exchange.outcome === 'attacker-hits' ? 'Attacker hits' : exchange.outcome === 'target-hits' ? 'Target hits back' : 'No hit'}${exchange.criticalHit ? ', critical hit' : ''}`,
    });
  }

  return (
    <div class="eir-part" id={`${id}-melee`}>
      <Heading level={level} id={`${id}-melee-heading`}>
        Melee attack
      </Heading>
      <p class="eir-muted">
        The target chooses first, then both save. Results count as in opposed saves; equal results hit nobody. A target who fights back and wins hits the attacker.
      </p>
      <div class="eir-grid">
        <ScoreField id={`${id}-attacker`} label={`Attacker's STR (${MIN_SCORE}–${MAX_SCORE})`} text={attackerText} onText={setAttackerText} error={attacker.error} />
        <ScoreField id={`${id}-target-str`} label={`Target's STR (${MIN_SCORE}–${MAX_SCORE})`} text={targetStrText} onText={setTargetStrText} error={targetStr.error} />
        <ScoreField id={`${id}-target-dex`} label={`Target's DEX (${MIN_SCORE}–${MAX_SCORE})`} text={targetDexText} onText={setTargetDexText} error={targetDex.error} />
      </div>
      <div class="eir-table-wrap">
        <table class="eir-table">
          <caption>Exact chances for each choice of the target (over 100 × 100 rolls): the attacker hits, the target hits back, nobody hits</caption>
          <thead>
            <tr>
              <th scope="col">Target</th>
              <th scope="col">Hit</th>
              <th scope="col">Hit back</th>
              <th scope="col">No hit</th>
            </tr>
          </thead>
          <tbody>
            {DEFENCES.map((choice) => {
              const chances = choice === 'fight-back' ? fight : dodge;
              const base = choice === 'fight-back' ? targetStr.value : targetDex.value;
              return (
                <tr key={choice}>
                  <th scope="row">
                    {choice === 'fight-back' ? 'Fights back' : 'Dodges'}
                    {base !== null ? <span class="eir-small"> (saves on {targetSaveScore(base, choice)})</span> : null}
                  </th>
                  <td>
                    {chances ? formatChance(chances.attackerHits) : '—'}
                    {chances ? <span class="eir-muted eir-small"> ({formatChance(chances.attackerCriticalHit)} critical)</span> : null}
                  </td>
                  <td>{chances ? (choice === 'dodge' ? 'never' : formatChance(chances.targetHits)) : '—'}</td>
                  <td>{chances ? formatChance(chances.noHit) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <fieldset class="eir-options">
        <legend>The target</legend>
        {DEFENCES.map((choice) => (
          <label key={choice} class="eir-toggle">
            <input type="radio" name={`${id}-defence`} value={choice} checked={defence === choice} onChange={() => setDefence(choice)} />
            <span>{MELEE_DEFENCE_LABELS[choice]}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" class="primary-button" onClick={roll}>
        Roll melee attack
      </button>
      <div class="eir-result" role="status" aria-live="polite">
        {result ? <p key={result.serial}>{result.text}</p> : null}
      </div>
    </div>
  );
}

function DamagePart({ id, level }: { id: string; level: HeadingLevel }) {
  const [damageText, setDamageText] = useState('1d6');
  const [armourText, setArmourText] = useState('0');
  const [critical, setCritical] = useState(false);
  const [shots, setShots] = useState(1);
  const [intoMelee, setIntoMelee] = useState(false);
  const [result, setResult] = useState<{ serial: number; text: string } | null>(null);
  const damage = parseDamage(damageText);
  const armour = readArmour(armourText);
  const allyChance = damage.ok ? chanceOfAllyHit(damage.value, shots) : null;
  const blocked = !damage.ok ? 'Roll is off until the damage dice can be read.' : armour.value === null ? "Roll is off until the target's armour is a whole number." : null;

  function roll() {
    if (!damage.ok || armour.value === null) return;
    const rolled = rollDamage(damage.value, browserRng, { armour: armour.value, critical, shots });
    const ally = intoMelee ? (rolled.allyHit ? ' Firing into melee: a damage die shows 1, so the ally is hit.' : ' Firing into melee: no damage die shows 1, the ally is safe.') : '';
    setResult((previous) => ({ serial: (previous?.serial ?? 0) + 1, text: `${rolled.detail.charAt(0).toUpperCase()}${rolled.detail.slice(1)}.${ally}` }));
    addRoll({
      source: 'Eldritch Instinct: Damage',
      href: hrefFor(id),
      expression: `${damageText.trim()}${shots > 1 ? ` × ${shots} shots, keep highest` : ''}`,
      detail: rolled.detail,
      total: rolled.dealt,
      result: `${rolled.dealt} HP lost${intoMelee && rolled.allyHit ? '; ally hit' : ''}`,
    });
  }

  return (
    <div class="eir-part" id={`${id}-damage-part`}>
      <Heading level={level} id={`${id}-damage-heading`}>
        Damage
      </Heading>
      <div class="eir-grid">
        <div class="field eir-field">
          <label for={`${id}-preset`}>Weapon</label>
          <select
            id={`${id}-preset`}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value) setDamageText(value.split('|')[1] ?? value);
              if (!value.startsWith('pistol')) setShots(1);
            }}
          >
            <option value="">Type the damage below</option>
            <optgroup label="Melee">
              <option value="melee|1d3">Unarmed (1d3)</option>
              {MELEE_WEAPONS.map((weapon) => (
                <option key={weapon.name} value={`melee|${weapon.damage}`}>
                  {weapon.name} ({weapon.damage})
                </option>
              ))}
            </optgroup>
            <optgroup label="Ranged">
              {RANGED_WEAPONS.map((weapon) => (
                <option key={weapon.name} value={`${weapon.pistol ? 'pistol' : 'ranged'}|${weapon.damage}`}>
                  {weapon.name} ({weapon.damage})
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <div class="field eir-field">
          <label for={`${id}-damage`}>Damage dice</label>
          <input
            id={`${id}-damage`}
            type="text"
            autocomplete="off"
            value={damageText}
            onInput={(event) => setDamageText(event.currentTarget.value)}
            aria-invalid={damage.ok ? 'false' : 'true'}
            aria-describedby={damage.ok ? undefined : `${id}-damage-error`}
          />
          {damage.ok ? null : (
            <p id={`${id}-damage-error`} class="field-error">
              {damage.message}
            </p>
          )}
        </div>
        <div class="field eir-field">
          <label for={`${id}-armour`}>Target's armour</label>
          <input
            id={`${id}-armour`}
            class="eir-number"
            type="text"
            inputMode="numeric"
            autocomplete="off"
            value={armourText}
            onInput={(event) => setArmourText(event.currentTarget.value)}
            aria-invalid={armour.error ? 'true' : 'false'}
            aria-describedby={armour.error ? `${id}-armour-error` : undefined}
          />
          {armour.error ? (
            <p id={`${id}-armour-error`} class="field-error">
              {armour.error}
            </p>
          ) : null}
        </div>
        <div class="field eir-field">
          <label for={`${id}-shots`}>Pistol shots (keep the highest)</label>
          <select id={`${id}-shots`} value={String(shots)} onChange={(event) => setShots(Number(event.currentTarget.value))}>
            {Array.from({ length: MAX_PISTOL_SHOTS }, (_, index) => index + 1).map((count) => (
              <option key={count} value={String(count)}>
                {count === 1 ? '1 (any weapon)' : `${count} shots`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Toggle id={`${id}-critical`} label="Critical hit: full damage plus another roll" checked={critical} onChange={setCritical} />
      <Toggle id={`${id}-into-melee`} label="Firing into melee (ally hit if a damage die shows 1)" checked={intoMelee} onChange={setIntoMelee} />
      {intoMelee && allyChance ? <p class="eir-muted">Exact chance the ally is hit: {formatChance(allyChance)}.</p> : null}
      <RollButton id={`${id}-damage`} blockedBy={blocked} onClick={roll}>
        Roll damage
      </RollButton>
      <div class="eir-result" role="status" aria-live="polite" data-stale={result && blocked ? '' : undefined}>
        <StaleNote stale={result !== null && blocked !== null} />
        {result ? <p key={result.serial}>{result.text}</p> : null}
      </div>
    </div>
  );
}

function FirearmPart({ id, level }: { id: string; level: HeadingLevel }) {
  const [wilText, setWilText] = useState('50');
  const [dexText, setDexText] = useState('50');
  const [dives, setDives] = useState(false);
  const [result, setResult] = useState<{ serial: number; text: string } | null>(null);
  const wil = readScore(wilText);
  const dex = readScore(dexText);
  const plain = wil.value !== null ? chanceOfFirearmHit(wil.value, null) : null;
  const diving = wil.value !== null && dex.value !== null ? chanceOfFirearmHit(wil.value, dex.value) : null;

  function roll() {
    if (wil.value === null || (dives && dex.value === null)) {
      document.getElementById(wil.value === null ? `${id}-wil` : `${id}-dex`)?.focus();
      return;
    }
    const attack = rollFirearm(wil.value, dives ? dex.value : null, browserRng);
    setResult((previous) => ({ serial: (previous?.serial ?? 0) + 1, text: attack.explanation }));
    addRoll({
      source: 'Eldritch Instinct: Firearm attack',
      href: hrefFor(id),
      expression: attack.rolls.length === 2 ? '2 × d100z, keep worse' : 'd100z',
      detail: `${attack.dive ? `dive ${formatD100(attack.dive.roll)} vs DEX ${attack.dive.dex}; ` : ''}WIL ${attack.rolls.map(formatD100).join(', ')} vs ${attack.wil}`,
      total: attack.keptRoll,
      result: attack.hit ? (attack.criticalHit ? 'Critical hit' : 'Hit') : 'Miss',
    });
  }

  return (
    <div class="eir-part" id={`${id}-firearm`}>
      <Heading level={level} id={`${id}-firearm-heading`}>
        Firearm attack
      </Heading>
      <p class="eir-muted">
        Hit on a successful WIL save. A target diving for cover forfeits its next round and saves on DEX; on a success the attacker rolls twice and keeps the worse
        (our reading: the worse WIL roll, critical failure &lt; failure &lt; success &lt; critical success).
      </p>
      <div class="eir-grid">
        <ScoreField id={`${id}-wil`} label={`Attacker's WIL (${MIN_SCORE}–${MAX_SCORE})`} text={wilText} onText={setWilText} error={wil.error} />
        <ScoreField id={`${id}-dex`} label={`Target's DEX (${MIN_SCORE}–${MAX_SCORE})`} text={dexText} onText={setDexText} error={dex.error} />
      </div>
      <dl class="eir-chances">
        {plain ? <ChanceRow label="Hit, target stands" fraction={plain.hit} /> : null}
        {diving ? <ChanceRow label="Hit, target dives for cover" fraction={diving.hit} /> : null}
      </dl>
      <Toggle id={`${id}-dives`} label="The target dives for cover" checked={dives} onChange={setDives} />
      <button type="button" class="primary-button" onClick={roll}>
        Roll firearm attack
      </button>
      <div class="eir-result" role="status" aria-live="polite">
        {result ? <p key={result.serial}>{result.text}</p> : null}
      </div>
    </div>
  );
}

let nextWeaponId = 1;

function MagazinePart({ id, level }: { id: string; level: HeadingLevel }) {
  const [state, dispatch] = useReducer(magazineReducer, EMPTY_MAGAZINES);
  const [preset, setPreset] = useState(RANGED_WEAPONS[0]?.name ?? '');
  const [counts, setCounts] = useState<Record<string, number>>({});

  function add() {
    const weapon = RANGED_WEAPONS.find((candidate) => candidate.name === preset);
    if (!weapon) return;
    const taken = state.weapons.filter((candidate) => candidate.name.startsWith(weapon.name)).length;
    dispatch({ type: 'add', id: `w${nextWeaponId++}`, name: taken ? `${weapon.name} (${taken + 1})` : weapon.name, capacity: weapon.shots, spares: 1 });
  }

  return (
    <div class="eir-part" id={`${id}-magazines`}>
      <Heading level={level} id={`${id}-magazines-heading`}>
        Magazines
      </Heading>
      <p class="eir-muted">Mark off shots as they are fired. Kept on this page only; it resets when the page reloads.</p>
      <div class="eir-row">
        <div class="field eir-field">
          <label for={`${id}-mag-weapon`}>Weapon to track</label>
          <select id={`${id}-mag-weapon`} value={preset} onChange={(event) => setPreset(event.currentTarget.value)}>
            {RANGED_WEAPONS.map((weapon) => (
              <option key={weapon.name} value={weapon.name}>
                {weapon.name} (Shots {weapon.shots})
              </option>
            ))}
          </select>
        </div>
        <button type="button" class="text-button eir-button" onClick={add}>
          Add weapon
        </button>
      </div>
      {state.weapons.length ? (
        <ul class="eir-weapons">
          {state.weapons.map((weapon) => {
            const base = RANGED_WEAPONS.find((candidate) => weapon.name.startsWith(candidate.name));
            const max = Math.min(base?.maxPerAttack ?? 1, Math.max(1, weapon.loaded));
            const count = Math.min(counts[weapon.id] ?? 1, max);
            return (
              <li key={weapon.id} class="eir-weapon">
                <p class="eir-weapon-name">
                  <strong>{weapon.name}</strong>: {weapon.loaded} of {weapon.capacity} shots loaded, {weapon.spares} spare magazine{weapon.spares === 1 ? '' : 's'}
                </p>
                <meter min={0} max={weapon.capacity} value={weapon.loaded} aria-label={`${weapon.name} shots loaded`} />
                <div class="eir-row">
                  {max > 1 ? (
                    <div class="field eir-field">
                      <label for={`${id}-${weapon.id}-count`}>Shots to fire</label>
                      <select id={`${id}-${weapon.id}-count`} value={String(count)} onChange={(event) => setCounts({ ...counts, [weapon.id]: Number(event.currentTarget.value) })}>
                        {Array.from({ length: max }, (_, index) => index + 1).map((n) => (
                          <option key={n} value={String(n)}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </div>
                  ) : null}
                  <button type="button" class="text-button eir-button" onClick={() => dispatch({ type: 'fire', id: weapon.id, count })}>
                    Fire {count} <span class="visually-hidden">from {weapon.name}</span>
                  </button>
                  <button type="button" class="text-button eir-button" onClick={() => dispatch({ type: 'reload', id: weapon.id })}>
                    Reload <span class="visually-hidden">{weapon.name}</span>
                  </button>
                  <button type="button" class="text-button eir-button" onClick={() => dispatch({ type: 'spares', id: weapon.id, spares: weapon.spares + 1 })}>
                    Add spare magazine <span class="visually-hidden">for {weapon.name}</span>
                  </button>
                  <button type="button" class="text-button eir-button" onClick={() => dispatch({ type: 'remove', id: weapon.id })}>
                    Remove <span class="visually-hidden">{weapon.name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p class="eir-muted" role="status" aria-live="polite">
        {state.notice ?? ''}
      </p>
    </div>
  );
}

export default function CombatHelper({ id = 'ei-combat', title = 'Combat helpers', headingLevel = 3 }: Props) {
  const headingId = `${id}-heading`;
  const sub = SUB(headingLevel);
  return (
    <section id={id} class="tool eir-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <Heading level={headingLevel} id={headingId}>
        {title}
      </Heading>
      <MeleePart id={id} level={sub} />
      <FirearmPart id={id} level={sub} />
      <DamagePart id={id} level={sub} />
      <MagazinePart id={id} level={sub} />
    </section>
  );
}
