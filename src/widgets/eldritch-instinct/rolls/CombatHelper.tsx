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
import { howMany } from '../../../rules/words';
import { useReducer, useState } from 'preact/hooks';
import {
  damageSentence,
  damageTool,
  EMPTY_MAGAZINES,
  firearmTool,
  magazineActions,
  magazineReducer,
  maxShotsToFire,
  shotsToFire,
  meleeTool,
  MELEE_DEFENCE_LABELS,
  RANGED_WEAPONS,
  type MeleeDefence,
} from '../../../rules/eldritch-instinct/combat';
import {
  DAMAGE_PRESET_GROUPS,
  firearmChances,
  MAGAZINE_WEAPON_OPTIONS,
  shotCountOptions,
  shotOptions,
  trackWeaponAction,
} from '../../../rules/eldritch-instinct/combat-choices';
import {
  DAMAGE_FORM,
  pickDamagePreset,
  readDamageForm,
  type DamageForm,
} from '../../../rules/eldritch-instinct/damage-form';
import { meleeCells, meleeRows, MELEE_OUTCOMES } from '../../../rules/eldritch-instinct/melee-odds';
import { scoreRollOff } from '../../../rules/eldritch-instinct/saves';
import { choicesOf } from '../../../rules/eldritch-instinct/choices';
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
import { rollAndLog } from '../log-roll';
import ScoreField, { useTypedScore } from './ScoreField';
import ToolPart, { partsTool, Toggles, type PartProps, type ToggleSpec } from './ToolPart';

const SCORES_OFF = scoreRollOff('every score it needs');

function MeleePart({ id, level }: PartProps) {
  const attacker = useTypedScore('50');
  const targets = { 'fight-back': useTypedScore('50'), dodge: useTypedScore('50') };
  const [defence, setDefence] = useState<MeleeDefence>('fight-back');
  const target = targets[defence].value;
  const rows = meleeRows(attacker.value, {
    'fight-back': targets['fight-back'].value,
    dodge: targets.dodge.value,
  });
  const blocked = attacker.value === null || target === null ? SCORES_OFF : null;

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
        rows={rows.map(({ defence: choice, label, saveScore, chances }) => ({
          key: choice,
          header: (
            <>
              {label}
              {saveScore !== null ? <span class="tool-hint"> (saves on {saveScore})</span> : null}
            </>
          ),
          chances: meleeCells(chances),
        }))}
        class="ei-odds"
        asText
      />
      <RadioGroup
        name={`${id}-defence`}
        legend="The target"
        value={defence}
        options={choicesOf(MELEE_DEFENCE_LABELS)}
        onChange={setDefence}
      />
      <RollWithResult
        id={`${id}-melee`}
        button="Roll melee attack"
        blockedBy={blocked}
        roll={() =>
          attacker.value !== null && target !== null
            ? rollAndLog(
                meleeTool,
                { attacker: attacker.value, target, defence },
                'Melee attack',
                id,
              ).explanation
            : null
        }
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
  const blocked = wil.value === null || (options.dives && dex.value === null) ? SCORES_OFF : null;

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
      <ChanceList chances={firearmChances(wil.value, dex.value)} />
      <Toggles id={id} specs={FIREARM_OPTIONS} values={options} onChange={setOptions} />
      <RollWithResult
        id={`${id}-firearm`}
        button="Roll firearm attack"
        blockedBy={blocked}
        roll={() =>
          wil.value !== null
            ? rollAndLog(
                firearmTool,
                { wil: wil.value, diveDex: options.dives ? dex.value : null },
                'Firearm attack',
                id,
              ).explanation
            : null
        }
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
  const { errors, allyHit, blockedBy, input } = readDamageForm(form);
  const edit = (change: Partial<DamageForm>) => setForm({ ...form, ...change });

  return (
    <ToolPart id={`${id}-damage-part`} level={level} title="Damage">
      <div class="tool-grid">
        <ChoiceField
          id={`${id}-preset`}
          label="Weapon"
          value={form.preset}
          onChange={(preset) => setForm(pickDamagePreset(form, preset))}
          options={[
            { value: '', label: 'Type the damage below' },
            ...DAMAGE_PRESET_GROUPS.map(({ label, weapons }) => ({
              group: label,
              options: weapons,
            })),
          ]}
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
          options={shotOptions(form.preset)}
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
        roll={() => input && damageSentence(input, rollAndLog(damageTool, input, 'Damage', id))}
      />
    </ToolPart>
  );
}

let nextWeaponId = 1;

function MagazinePart({ id, level }: PartProps) {
  const [state, dispatch] = useReducer(magazineReducer, EMPTY_MAGAZINES);
  const [preset, setPreset] = useState(RANGED_WEAPONS[0]?.name ?? '');
  const [counts, setCounts] = useState<Record<string, string>>({});

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
          options={MAGAZINE_WEAPON_OPTIONS}
          onChange={setPreset}
        />
        <Button look="tool" onClick={add}>
          Add weapon
        </Button>
      </div>
      {state.weapons.length ? (
        <ul class="tool-list">
          {state.weapons.map((weapon) => {
            const max = maxShotsToFire(weapon);
            const count = shotsToFire(weapon, Number(counts[weapon.id] ?? '1'));
            const hidden = (words: string) => <span class="visually-hidden">{words}</span>;
            return (
              <li key={weapon.id} class="tool-card">
                <p>
                  <strong>{weapon.name}</strong>: {weapon.loaded} of {weapon.capacity} shots loaded,{' '}
                  {howMany(weapon.spares, 'spare magazine')}
                </p>
                <meter
                  class="ei-meter"
                  min={0}
                  max={weapon.capacity}
                  value={weapon.loaded}
                  aria-label={`${weapon.name} shots loaded`}
                />
                <div class="tool-row">
                  {max > 1 ? (
                    <ChoiceField
                      id={`${id}-${weapon.id}-count`}
                      label="Shots to fire"
                      value={String(count)}
                      options={shotCountOptions(max)}
                      onChange={(value) => setCounts({ ...counts, [weapon.id]: value })}
                    />
                  ) : null}
                  {magazineActions(weapon, count).map(([label, hiddenWords, action]) => (
                    <Button look="tool" key={label} onClick={() => dispatch(action)}>
                      {label} {hidden(hiddenWords)}
                    </Button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <LiveNote class="tool-muted">{state.notice ?? ''}</LiveNote>
    </ToolPart>
  );
}

export default partsTool({ id: 'ei-combat', title: 'Combat helpers' }, [
  MeleePart,
  FirearmPart,
  DamagePart,
  MagazinePart,
]);
