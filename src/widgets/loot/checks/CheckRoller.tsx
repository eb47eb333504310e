/**
 * The LOOT check roller: a d12 against the active sheet, naming the item in the slot rolled.
 * Check types where the text is mechanical are resolved on the sheet (terrain marks the slot,
 * defence and falling wound it, a wounded slot follows the wound rule); a plain check names the
 * item for the judge. Advantage and disadvantage roll extra dice and show them all: the player
 * picks with advantage, the judge with disadvantage, starting from the best or worst die. The
 * exact chance for this sheet is shown before rolling.
 *
 * Place with `<CheckRoller client:only="preact" />` (it reads the saved sheets); props: id,
 * headingLevel, title.
 */
import { useStore } from '@nanostores/preact';
import { useState } from 'preact/hooks';
import {
  LOOT_ATTACK_INFO,
  LOOT_ATTACK_TYPES,
  LOOT_CHECK_KINDS,
  LOOT_CHECK_LABELS,
  SLOT_NUMBERS,
  lootCheckChances,
  lootCheckDice,
  lootDefaultPick,
  lootFaceVerdict,
  lootFallChecks,
  lootFallUnharmedChance,
  resolveLootCheck,
  resolveLootDefenceHit,
  rollLootCheckDice,
  rollLootFall,
  slotName,
  type LootAttackType,
  type LootCheckKind,
  type LootCheckOutcome,
  type LootCheckSpec,
  type LootDefenceChoice,
  type LootSheet,
  type SlotNumber,
} from '../../../rules/loot';
import { browserRng } from '../../../lib/browser-rng';
import { $lootActiveSheet, $lootSheets, $lootSheetsNotice, updateLootSheet } from '../../../stores/loot/sheets';
import { addRoll } from '../../../stores/roll-log';
import Heading, { type HeadingLevel } from '../../shared/Heading';
import { ChanceLine, SelectField, SheetSelect, lootHrefFor } from './loot-fields';
import checksCss from './checks.css?inline';
import { injectStyle } from '../../shared/inject-style';
import StoreNotice from '../../kit/StoreNotice';

injectStyle('loot-checks', checksCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
}

const KIND_NOTES: Readonly<Record<LootCheckKind, string>> = {
  plain: 'The judge decides from the item named. A 12 always fails, and so does a slot with a wound.',
  terrain:
    'An unmarked slot with a light item or no item succeeds and marks the slot; a marked slot or a heavy item fails. Our decision: an item that is neither light nor heavy is not light, so it fails too.',
  hearing:
    'An item that is not noisy succeeds. Rigid items (metal, glass, stone) bundled together or in the slots numbered just above or below each other count as noisy. Ambient noise: give advantage.',
  smell: 'An item that is not smelly succeeds.',
  defence:
    'Only blasts and grabs can be evaded, and not while restrained, immobilized or unconscious (in the open without cover, you must fall prone). Parrying rolls 1d6 with a weapon or 2d6 with a shield when a body slot is hit. An empty grip or a 12: the judge chooses the slot.',
  falling: 'One check for each 10 ft fallen; each body slot (1-5) rolled takes an open wound. A 12 names no slot: the judge decides. Each check uses the best or worst die as the picker would.',
};

const OUTCOME_LABELS: Readonly<Record<LootCheckOutcome, string>> = {
  success: 'Success',
  failure: 'Failure',
  judge: 'The judge decides',
  evaded: 'Evaded',
  blocked: 'Blocked',
  parried: 'Parried',
  treated: 'Treated wound',
  open: 'Open wound',
};

const DEFENCE_LABELS: Readonly<Record<LootDefenceChoice, string>> = { evade: 'Evade', parry: 'Parry', neither: 'Neither' };

interface Pending {
  readonly serial: number;
  readonly sheetId: string;
  readonly who: string;
  readonly spec: LootCheckSpec;
  readonly faces: readonly number[];
  readonly picker: 'player' | 'judge' | null;
  readonly chosen: number;
}

interface Done {
  readonly serial: number;
  readonly sheetId: string;
  readonly spec: LootCheckSpec;
  readonly lines: readonly string[];
  readonly outcome: string;
  /** A defence that the judge must place (a 12 or an empty grip). */
  readonly judgePlaces: boolean;
}

function specLabel(spec: LootCheckSpec): string {
  if (spec.kind !== 'defence') return `${LOOT_CHECK_LABELS[spec.kind].replace(' (the judge decides)', '').toLowerCase()} check`;
  return `defence against ${LOOT_ATTACK_INFO[spec.attack ?? 'melee'].label.toLowerCase()} (${DEFENCE_LABELS[spec.defence ?? 'neither'].toLowerCase()})`;
}

function readFeet(text: string): { value: number | null; error: string | null } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { value: null, error: 'Enter the distance fallen in feet, a whole number.' };
  const value = Number(trimmed);
  if (value < 10) return { value: null, error: 'Under 10 ft there is no falling check.' };
  if (value > 1000) return { value: null, error: 'At most 1000 ft (100 checks).' };
  return { value, error: null };
}

export default function CheckRoller({ id = 'loot-check-roller', headingLevel = 3, title = 'Check roller' }: Props) {
  const active = useStore($lootActiveSheet);
  useStore($lootSheets);
  const [kind, setKind] = useState<LootCheckKind>('terrain');
  const [attack, setAttack] = useState<LootAttackType>('melee');
  const [defence, setDefence] = useState<LootDefenceChoice>('neither');
  const [advantages, setAdvantages] = useState(0);
  const [disadvantages, setDisadvantages] = useState(0);
  const [feetText, setFeetText] = useState('10');
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [judgeSlot, setJudgeSlot] = useState<SlotNumber>(1);
  const headingId = `${id}-heading`;

  const info = LOOT_ATTACK_INFO[attack];
  const defenceChoice: LootDefenceChoice = (defence === 'evade' && !info.evadable) || (defence === 'parry' && !info.parryable) ? 'neither' : defence;
  const spec: LootCheckSpec = kind === 'defence' ? { kind, attack, defence: defenceChoice } : { kind };
  const dice = lootCheckDice(advantages, disadvantages);
  const feet = readFeet(feetText);
  const chances = active ? lootCheckChances(active, spec, advantages, disadvantages) : null;
  const serial = Math.max(pending?.serial ?? 0, done?.serial ?? 0) + 1;

  function currentSheet(sheetId: string): LootSheet | undefined {
    return $lootSheets.get().find((sheet) => sheet.id === sheetId);
  }

  function finish(sheet: LootSheet, checkSpec: LootCheckSpec, faces: readonly number[], picker: Pending['picker'], index: number, nextSerial: number) {
    const face = faces[index] as number;
    const resolution = resolveLootCheck(sheet, checkSpec, face, browserRng);
    if (resolution.sheet !== sheet) updateLootSheet(sheet.id, () => resolution.sheet);
    const named = face === 12 ? 'a 12' : `${face}: ${slotName(face as SlotNumber)}, ${resolution.item}`;
    const pickText = faces.length > 1 ? `; ${picker === 'judge' ? 'the judge' : 'the player'} picked ${face}` : '';
    const parryText = resolution.parryRolls.length > 0 ? `; parry ${resolution.parryRolls.join(', ')}` : '';
    addRoll({
      source: `LOOT: ${specLabel(checkSpec)} (${sheet.name})`,
      href: lootHrefFor(id),
      expression: `${faces.length}d12`,
      detail: `${faces.join(', ')}${pickText}${parryText}; rolled ${named}`,
      total: face,
      result: OUTCOME_LABELS[resolution.outcome],
    });
    setPending(null);
    setDone({
      serial: nextSerial,
      sheetId: sheet.id,
      spec: checkSpec,
      lines: [`Rolled ${named}.`, ...resolution.notes],
      outcome: OUTCOME_LABELS[resolution.outcome],
      judgePlaces: checkSpec.kind === 'defence' && resolution.outcome === 'judge',
    });
  }

  function roll() {
    if (!active) return;
    if (kind === 'falling') {
      if (feet.value === null) {
        document.getElementById(`${id}-feet`)?.focus();
        return;
      }
      const fall = rollLootFall(active, feet.value, advantages, disadvantages, browserRng);
      if (fall.sheet !== active) updateLootSheet(active.id, () => fall.sheet);
      const lines = fall.checks.map(
        (check, index) =>
          `Check ${index + 1}: ${check.dice.join(', ')}${check.dice.length > 1 ? ` (counts ${check.picked})` : ''}: ${check.picked === 12 ? 'a 12, the judge decides' : `${slotName(check.picked as SlotNumber)}, ${check.resolution.outcome === 'open' || check.resolution.outcome === 'failure' ? 'a wound' : 'no wound'}`}. ${check.resolution.notes.join(' ')}`,
      );
      const wounds = fall.checks.filter((check) => check.picked <= 5).length;
      addRoll({
        source: `LOOT: falling ${feet.value} ft (${active.name})`,
        href: lootHrefFor(id),
        expression: `${fall.checks.length}×${dice.count}d12`,
        detail: fall.checks.map((check) => check.picked).join(', '),
        total: wounds,
        result: wounds === 0 ? 'No wound' : `${wounds} wound${wounds === 1 ? '' : 's'}`,
      });
      setPending(null);
      setDone({ serial, sheetId: active.id, spec, lines, outcome: wounds === 0 ? 'No wound' : `${wounds} wound${wounds === 1 ? '' : 's'} in body slots`, judgePlaces: false });
      return;
    }
    const faces = rollLootCheckDice(dice, browserRng);
    const chosen = lootDefaultPick(
      faces.map((face) => lootFaceVerdict(active, spec, face)),
      dice.picker,
    );
    if (faces.length === 1) {
      finish(active, spec, faces, dice.picker, 0, serial);
      return;
    }
    setDone(null);
    setPending({ serial, sheetId: active.id, who: active.name, spec, faces, picker: dice.picker, chosen });
  }

  function usePick() {
    if (!pending) return;
    const sheet = currentSheet(pending.sheetId);
    if (!sheet) {
      setPending(null);
      return;
    }
    finish(sheet, pending.spec, pending.faces, pending.picker, pending.chosen, serial);
  }

  function placeJudgeHit() {
    if (!done) return;
    const sheet = currentSheet(done.sheetId);
    if (!sheet) return;
    const hit = resolveLootDefenceHit(sheet, done.spec, judgeSlot, browserRng, false);
    if (hit.sheet !== sheet) updateLootSheet(sheet.id, () => hit.sheet);
    addRoll({
      source: `LOOT: ${specLabel(done.spec)}, slot chosen by the judge (${sheet.name})`,
      href: lootHrefFor(id),
      expression: hit.parryRolls.length > 0 ? `${hit.parryRolls.length}d6` : '0',
      detail: `${slotName(judgeSlot)}${hit.parryRolls.length > 0 ? `; parry ${hit.parryRolls.join(', ')}` : ''}`,
      total: hit.parryRolls.reduce((sum, value) => sum + value, 0),
      result: OUTCOME_LABELS[hit.outcome],
    });
    setDone({ ...done, serial, lines: [`The judge chose ${slotName(judgeSlot)}.`, ...hit.notes], outcome: OUTCOME_LABELS[hit.outcome], judgePlaces: hit.outcome === 'judge' });
  }

  const successLabel = kind === 'defence' ? 'No wound' : kind === 'falling' ? 'No wound on one check' : 'Success';
  const judgeLabel = kind === 'defence' ? 'The judge chooses the slot' : 'The judge decides';
  const failureLabel = kind === 'defence' ? 'Hit (wound or failed check)' : kind === 'falling' ? 'A wound on one check' : kind === 'plain' ? 'Failure (a 12 or a wound)' : 'Failure';
  const checks = kind === 'falling' && feet.value !== null ? lootFallChecks(feet.value) : 0;

  return (
    <section id={id} class="tool lk-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <Heading level={headingLevel} id={headingId} class="lk-heading">
        {title}
      </Heading>
      <p class="lk-muted">Roll a d12 and name the item in that slot. A 12 always fails; a slot with a wound fails and the wound worsens.</p>
      <StoreNotice $notice={$lootSheetsNotice} />
      <SheetSelect id={id} />
      {active ? (
        <>
          <div class="lk-grid">
            <SelectField id={`${id}-kind`} label="Check" value={kind} options={LOOT_CHECK_KINDS.map((k) => [k, LOOT_CHECK_LABELS[k]] as const)} onChange={setKind} />
            <SelectField
              id={`${id}-advantage`}
              label="Advantages"
              value={String(advantages) as '0' | '1' | '2'}
              options={[['0', 'None'], ['1', '1'], ['2', '2']]}
              onChange={(value) => setAdvantages(Number(value))}
            />
            <SelectField
              id={`${id}-disadvantage`}
              label="Disadvantages"
              value={String(disadvantages) as '0' | '1' | '2'}
              options={[['0', 'None'], ['1', '1'], ['2', '2']]}
              onChange={(value) => setDisadvantages(Number(value))}
            />
          </div>
          <p class="lk-muted">{KIND_NOTES[kind]}</p>
          {kind === 'defence' ? (
            <div class="lk-grid">
              <SelectField id={`${id}-attack`} label="Attack type" value={attack} options={LOOT_ATTACK_TYPES.map((t) => [t, LOOT_ATTACK_INFO[t].label] as const)} onChange={setAttack} />
              <fieldset class="lk-choice">
                <legend>Defence</legend>
                {(['evade', 'parry', 'neither'] as const).map((choice) => {
                  const disabled = (choice === 'evade' && !info.evadable) || (choice === 'parry' && !info.parryable);
                  return (
                    <label key={choice} class="lk-radio">
                      <input type="radio" name={`${id}-defence`} value={choice} checked={defenceChoice === choice} disabled={disabled} onChange={() => setDefence(choice)} />
                      <span>
                        {DEFENCE_LABELS[choice]}
                        {disabled ? ` (not against ${info.label.toLowerCase()})` : ''}
                      </span>
                    </label>
                  );
                })}
              </fieldset>
            </div>
          ) : null}
          {kind === 'falling' ? (
            <div class="field">
              <label for={`${id}-feet`}>Distance fallen (ft)</label>
              <input
                id={`${id}-feet`}
                class="lk-number"
                type="text"
                inputMode="numeric"
                autocomplete="off"
                value={feetText}
                onInput={(event) => setFeetText(event.currentTarget.value)}
                aria-invalid={feet.error ? 'true' : 'false'}
                aria-describedby={feet.error ? `${id}-feet-error` : undefined}
              />
              {feet.error ? (
                <p id={`${id}-feet-error`} class="field-error">
                  {feet.error}
                </p>
              ) : null}
            </div>
          ) : null}
          <p class="lk-dice">
            Roll {dice.count}d12
            {dice.picker === 'player' ? ': the player picks the die that counts.' : dice.picker === 'judge' ? ': the judge picks the die that counts.' : '.'}
            {advantages > 0 && disadvantages > 0 ? ` (${Math.min(advantages, disadvantages)} advantage and disadvantage cancel.)` : ''}
          </p>
          {chances ? (
            <div aria-live="polite">
              <p class="lk-chances-title">Exact chances for {active.name}, with the best die for the picker:</p>
              <dl class="lk-chances">
                {kind === 'plain' ? null : <ChanceLine label={successLabel} fraction={chances.success} />}
                {chances.judge.numerator > 0n ? <ChanceLine label={judgeLabel} fraction={chances.judge} /> : null}
                <ChanceLine label={failureLabel} fraction={chances.failure} />
                {kind === 'falling' && checks > 0 ? <ChanceLine label={`No wound in all ${checks} check${checks === 1 ? '' : 's'}`} fraction={lootFallUnharmedChance(chances.success, checks)} /> : null}
              </dl>
            </div>
          ) : null}
          <button type="button" class="primary-button" onClick={roll}>
            Roll {kind === 'falling' ? 'falling checks' : 'check'}
          </button>
        </>
      ) : null}
      <div class="lk-result" role="status" aria-live="polite">
        {pending && active ? (
          <fieldset key={pending.serial} class="lk-choice">
            <legend>
              Dice for {pending.who}: {pending.picker === 'judge' ? 'the judge picks (the worst is chosen)' : 'the player picks (the best is chosen)'}
            </legend>
            {pending.faces.map((face, index) => (
              <label key={index} class="lk-radio">
                <input type="radio" name={`${id}-pick`} checked={pending.chosen === index} onChange={() => setPending({ ...pending, chosen: index })} />
                <span>
                  <strong class="lk-die">{face}</strong> {lootFaceVerdict(currentSheet(pending.sheetId) ?? active, pending.spec, face).reason}
                </span>
              </label>
            ))}
            <button type="button" class="primary-button" onClick={usePick}>
              Use this die
            </button>
          </fieldset>
        ) : null}
        {done ? (
          <div key={done.serial}>
            <p>
              <strong>{done.outcome}.</strong>
            </p>
            <ul class="lk-lines">
              {done.lines.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {done?.judgePlaces ? (
        <div class="lk-row">
          <SelectField
            id={`${id}-judge-slot`}
            label="Slot the judge chooses"
            value={String(judgeSlot)}
            options={SLOT_NUMBERS.map((n) => [String(n), slotName(n)] as const)}
            onChange={(value) => setJudgeSlot(Number(value) as SlotNumber)}
          />
          <button type="button" class="text-button" onClick={placeJudgeHit}>
            Resolve the hit there
          </button>
        </div>
      ) : null}
    </section>
  );
}
