/**
 * Combat helpers for Eldritch Instinct: a melee attack (the target fights back with STR at -20
 * or dodges with DEX at +20) with the exact hit chance for each choice; a firearm attack (WIL
 * save, the target may dive for cover); weapon damage with armour, critical hits (full damage
 * plus another roll), a pistol's 2-3 shots (keep the highest) and firing into melee (the ally is
 * hit if a damage die shows 1); and magazines per weapon (Shots) kept with a pure reducer in this
 * island's state (not saved). Every roll goes to the roll log.
 *
 * Place with `<CombatHelper client:visible-after-load />`; props: id, title, headingLevel.
 */
import { useReducer, useState } from 'preact/hooks';
import {
  EMPTY_MAGAZINES,
  magazineReducer,
  RANGED_WEAPONS,
  type MeleeDefence,
} from '../../../rules/eldritch-instinct/combat';
import { trackWeaponAction } from '../../../rules/eldritch-instinct/combat-choices';
import {
  viewDamageForm,
  viewFirearmAttack,
  viewMagazines,
  viewMeleeAttack,
} from '../../../rules/eldritch-instinct/combat-view';
import {
  DAMAGE_FORM,
  pickDamagePreset,
  type DamageForm,
} from '../../../rules/eldritch-instinct/damage-form';
import { MELEE_OUTCOMES } from '../../../rules/eldritch-instinct/melee-odds';
import {
  Button,
  Chance,
  ChanceList,
  ChanceTable,
  ChoiceField,
  LiveNote,
  NumberField,
  RadioGroup,
  TextField,
  RollWithResult,
} from '../../kit';
import { eiRollLogger } from '../log-roll';
import ScoreField, { useTypedScore } from './ScoreField';
import ToolPart, { partsTool, Toggles, type PartProps, type ToggleSpec } from './ToolPart';

function MeleePart({ id, level }: PartProps) {
  const attacker = useTypedScore('50');
  const targets = { 'fight-back': useTypedScore('50'), dodge: useTypedScore('50') };
  const [defence, setDefence] = useState<MeleeDefence>('fight-back');
  const view = viewMeleeAttack(
    attacker.value,
    { 'fight-back': targets['fight-back'].value, dodge: targets.dodge.value },
    defence,
  );

  return (
    <ToolPart id={`${id}-melee`} level={level} title="Melee attack">
      <p class="tool-muted">
        The target chooses first, then both save. Results count as in opposed saves; equal results
        hit nobody. A target who fights back and wins hits the attacker.
      </p>
      <div class="tool-grid">
        <ScoreField id={`${id}-attacker`} label="Attacker's STR" score={attacker} />
        <ScoreField id={`${id}-target-str`} label="Target's STR" score={targets['fight-back']} />
        <ScoreField id={`${id}-target-dex`} label="Target's DEX" score={targets.dodge} />
      </div>
      <ChanceTable
        captionId={`${id}-melee-odds`}
        caption="Exact chances for each choice of the target (over 100 × 100 rolls): the attacker hits, the target hits back, nobody hits"
        captionAbove
        corner="Target"
        bands={MELEE_OUTCOMES}
        rows={view.rows.map(({ defence: choice, label, saveScore, cells }) => ({
          key: choice,
          header: (
            <>
              {label}
              {saveScore !== null ? <span class="tool-hint"> (saves on {saveScore})</span> : null}
            </>
          ),
          chances: cells,
        }))}
        class="ei-odds"
        asText
      />
      <RadioGroup
        name={`${id}-defence`}
        legend="The target"
        value={defence}
        options={view.defences}
        onChange={setDefence}
      />
      <RollWithResult
        id={`${id}-melee`}
        button="Roll melee attack"
        blockedBy={view.blockedBy}
        roll={() => view.roll?.(eiRollLogger(id)) ?? null}
      />
    </ToolPart>
  );
}

const FIREARM_OPTIONS: readonly ToggleSpec<'dives'>[] = [
  ['dives', 'dives', 'The target dives for cover'],
];

function FirearmPart({ id, level }: PartProps) {
  const wil = useTypedScore('50');
  const dex = useTypedScore('50');
  const [options, setOptions] = useState({ dives: false });
  const view = viewFirearmAttack(wil.value, dex.value, options.dives);

  return (
    <ToolPart id={`${id}-firearm`} level={level} title="Firearm attack">
      <p class="tool-muted">
        Hit on a successful WIL save. A target diving for cover forfeits its next round and saves on
        DEX; on a success the attacker rolls twice and keeps the worse (our reading: the worse WIL
        roll, critical failure &lt; failure &lt; success &lt; critical success).
      </p>
      <div class="tool-grid">
        <ScoreField id={`${id}-wil`} label="Attacker's WIL" score={wil} />
        <ScoreField id={`${id}-dex`} label="Target's DEX" score={dex} />
      </div>
      <ChanceList chances={view.chances} />
      <Toggles id={id} specs={FIREARM_OPTIONS} values={options} onChange={setOptions} />
      <RollWithResult
        id={`${id}-firearm`}
        button="Roll firearm attack"
        blockedBy={view.blockedBy}
        roll={() => view.roll?.(eiRollLogger(id)) ?? null}
      />
    </ToolPart>
  );
}

const DAMAGE_OPTIONS: readonly ToggleSpec<'critical' | 'intoMelee'>[] = [
  ['critical', 'critical', 'Critical hit: full damage plus another roll'],
  ['intoMelee', 'into-melee', 'Firing into melee (ally hit if a damage die shows 1)'],
];

function DamagePart({ id, level }: PartProps) {
  const [form, setForm] = useState(DAMAGE_FORM);
  const { errors, allyHit, blockedBy, weapons, shotChoices, roll } = viewDamageForm(form);
  const edit = (change: Partial<DamageForm>) => setForm({ ...form, ...change });

  return (
    <ToolPart id={`${id}-damage-part`} level={level} title="Damage">
      <div class="tool-grid">
        <ChoiceField
          id={`${id}-preset`}
          label="Weapon"
          value={form.preset}
          onChange={(preset) => setForm(pickDamagePreset(form, preset))}
          options={weapons}
        />
        <TextField
          id={`${id}-damage`}
          label="Damage dice"
          value={form.damage}
          onText={(damage) => edit({ damage })}
          error={errors.damage}
        />
        <NumberField
          id={`${id}-armour`}
          label="Target's armour"
          text={form.armour}
          onText={(armour) => edit({ armour })}
          error={errors.armour}
        />
        <ChoiceField
          id={`${id}-shots`}
          label="Pistol shots (keep the highest)"
          value={form.shots}
          options={shotChoices}
          onChange={(shots) => edit({ shots })}
        />
      </div>
      <Toggles id={id} specs={DAMAGE_OPTIONS} values={form} onChange={edit} />
      {allyHit ? (
        <p class="tool-muted">
          <Chance inline label="Exact chance the ally is hit" fraction={allyHit} />.
        </p>
      ) : null}
      <RollWithResult
        id={`${id}-damage`}
        button="Roll damage"
        blockedBy={blockedBy}
        roll={() => roll?.(eiRollLogger(id)) ?? null}
      />
    </ToolPart>
  );
}

let nextWeaponId = 1;

function MagazinePart({ id, level }: PartProps) {
  const [state, dispatch] = useReducer(magazineReducer, EMPTY_MAGAZINES);
  const [preset, setPreset] = useState(RANGED_WEAPONS[0]?.name ?? '');
  const [counts, setCounts] = useState<Record<string, string>>({});
  const view = viewMagazines(state, counts);

  function add() {
    const action = trackWeaponAction(state, preset, `w${nextWeaponId}`);
    if (!action) return;
    nextWeaponId += 1;
    dispatch(action);
  }

  return (
    <ToolPart id={`${id}-magazines`} level={level} title="Magazines">
      <p class="tool-muted">
        Mark off shots as they are fired. Kept on this page only; it resets when the page reloads.
      </p>
      <div class="tool-row">
        <ChoiceField
          id={`${id}-mag-weapon`}
          label="Weapon to track"
          value={preset}
          options={view.weaponOptions}
          onChange={setPreset}
        />
        <Button look="tool" onClick={add}>
          Add weapon
        </Button>
      </div>
      {view.weapons.length ? (
        <ul class="tool-list">
          {view.weapons.map((weapon) => (
            <li key={weapon.id} class="tool-card">
              <p>
                <strong>{weapon.name}</strong>: {weapon.status}
              </p>
              <meter
                class="ei-meter"
                min={0}
                max={weapon.capacity}
                value={weapon.loaded}
                aria-label={`${weapon.name} shots loaded`}
              />
              <div class="tool-row">
                {weapon.counts ? (
                  <ChoiceField
                    id={`${id}-${weapon.id}-count`}
                    label="Shots to fire"
                    value={String(weapon.count)}
                    options={weapon.counts}
                    onChange={(value) => setCounts({ ...counts, [weapon.id]: value })}
                  />
                ) : null}
                {weapon.actions.map(([label, hiddenWords, action]) => (
                  <Button look="tool" key={label} onClick={() => dispatch(action)}>
                    {label} <span class="visually-hidden">{hiddenWords}</span>
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <LiveNote class="tool-muted">{view.notice}</LiveNote>
    </ToolPart>
  );
}

export default partsTool({ id: 'ei-combat', title: 'Combat helpers' }, [
  MeleePart,
  FirearmPart,
  DamagePart,
  MagazinePart,
]);
