/**
 * The LOOT check roller: a d12 against the active sheet, naming the item in the slot rolled.
 * Check types where the text is mechanical are resolved on the sheet (terrain marks the slot,
 * defence and falling wound it, a wounded slot follows the wound rule); a plain check names the
 * item for the judge. Advantage and disadvantage roll extra dice and show them all: the player
 * picks with advantage, the judge with disadvantage, starting from the die the rules pick. The
 * exact chance for this sheet is shown before rolling.
 *
 * Place with `<CheckRoller client:visible-after-load />` (it reads the saved sheets); props: id,
 * headingLevel, title.
 */
import {
  ChanceList,
  ChoiceField,
  LiveNote,
  NumberField,
  ResultArea,
  RollButton,
  StoreNotice,
  ToolSection,
  useSaved,
  useShown,
  type ToolProps,
} from '../../kit';
import { useState } from 'preact/hooks';
import {
  LOOT_CHECK_KINDS,
  LOOT_CHECK_LABELS,
  LOOT_CHECK_NOTES,
  LOOT_OUTCOME_LABELS,
  describeLootCheckSpec,
  describeLootDice,
  describeLootFace,
  allowLootDefence,
  describeLootDicePick,
  describeLootFallOutcome,
  finishLootCheck,
  lootCheckChances,
  lootCheckDice,
  lootFaceVerdict,
  lootFallChecks,
  lootCheckChanceList,
  lootRollSource,
  parseLootFallFeet,
  lootCheckTool,
  lootDefenceHitTool,
  lootFallTool,
  rollLootCheck,
  slotName,
  type LootAttackType,
  type LootCheckKind,
  type LootCheckRoll,
  type LootCheckSpec,
  type LootDefenceChoice,
  type LootSheet,
  type SlotNumber,
} from '../../../rules/loot';
import { browserRng } from '../../../lib/browser-rng';
import { $lootActiveSheet, $lootSheets, $lootSheetsNotice } from '../../../stores/loot/sheets';
import SheetPicker from '../characters/SheetPicker';
import { logRoll, rollAndLog } from '../log-roll';
import {
  AttackTypeField,
  DefenceChoice,
  DiePick,
  JudgeSlot,
  Lines,
  useExtraDice,
  useSheetWrite,
} from './roll-fields';

/** Dice rolled with more than one d12, waiting for the picker. */
interface Pending extends LootCheckRoll {
  readonly sheetId: string;
  readonly who: string;
  readonly spec: LootCheckSpec;
  readonly advantages: number;
  readonly disadvantages: number;
}

interface Done {
  readonly sheetId: string;
  readonly spec: LootCheckSpec;
  readonly lines: readonly string[];
  readonly outcome: string;
  /** A defence that the judge must place (a 12 or an empty grip). */
  readonly judgePlaces: boolean;
  /** Falling checks depend on the distance typed. */
  readonly falling: boolean;
  /** Where the judge's choice was resolved: that slot is resolved once, so its button turns off. */
  readonly placed?: { readonly sheetName: string; readonly slot: SlotNumber };
}

function sheetById(sheetId: string): LootSheet | undefined {
  return $lootSheets.get().find((sheet) => sheet.id === sheetId);
}

export default function CheckRoller({
  id = 'loot-check-roller',
  headingLevel = 3,
  title = 'Check roller',
}: ToolProps) {
  const active = useSaved($lootActiveSheet);
  const [kind, setKind] = useState<LootCheckKind>('terrain');
  const [attack, setAttack] = useState<LootAttackType>('melee');
  const [defence, setDefence] = useState<LootDefenceChoice>('neither');
  const { advantages, disadvantages, fields: extraDice } = useExtraDice(id);
  const [feetText, setFeetText] = useState('10');
  const [pending, setPending] = useState<Pending | null>(null);
  const [shown, showDone, clearDone] = useShown<Done>();
  const sheetWrite = useSheetWrite(`${title}: sheet changes`);
  const done = shown?.value ?? null;

  const defenceChoice = allowLootDefence(defence, attack);
  const spec: LootCheckSpec =
    kind === 'defence' ? { kind, attack, defence: defenceChoice } : { kind };
  const dice = lootCheckDice(advantages, disadvantages);
  const feet = parseLootFallFeet(feetText);
  const feetError = kind === 'falling' && !feet.ok ? feet.error.message : null;
  const chances = active ? lootCheckChances(active, spec, advantages, disadvantages) : null;

  function finish(sheet: LootSheet, roll: Pending) {
    const input = {
      sheet,
      spec: roll.spec,
      advantages: roll.advantages,
      disadvantages: roll.disadvantages,
    };
    const { resolution } = logRoll(
      lootCheckTool,
      input,
      finishLootCheck(sheet, roll.spec, roll, browserRng),
      lootRollSource(describeLootCheckSpec(roll.spec), sheet.name),
      id,
    );
    sheetWrite.write(sheet, resolution.sheet);
    setPending(null);
    const face = roll.faces[roll.chosen] as number;
    showDone({
      sheetId: sheet.id,
      spec: roll.spec,
      lines: [`Rolled ${describeLootFace(face, resolution.item)}.`, ...resolution.notes],
      outcome: LOOT_OUTCOME_LABELS[resolution.outcome],
      judgePlaces: roll.spec.kind === 'defence' && resolution.outcome === 'judge',
      falling: false,
    });
  }

  function roll() {
    if (!active) return;
    if (kind === 'falling') {
      if (!feet.ok) return;
      const input = { sheet: active, feet: feet.value, advantages, disadvantages };
      const fall = rollAndLog(
        lootFallTool,
        input,
        lootRollSource(`falling ${feet.value} ft`, active.name),
        id,
      );
      sheetWrite.write(active, fall.sheet);
      setPending(null);
      showDone({
        sheetId: active.id,
        spec,
        lines: fall.lines,
        outcome: describeLootFallOutcome(fall.wounds),
        judgePlaces: false,
        falling: true,
      });
      return;
    }
    const rolled: Pending = {
      ...rollLootCheck({ sheet: active, spec, advantages, disadvantages }, browserRng),
      sheetId: active.id,
      who: active.name,
      spec,
      advantages,
      disadvantages,
    };
    if (rolled.faces.length === 1) finish(active, rolled);
    else {
      clearDone();
      setPending(rolled);
    }
  }

  function usePick() {
    const sheet = pending && sheetById(pending.sheetId);
    if (pending && sheet) finish(sheet, pending);
    else setPending(null);
  }

  function placeJudgeHit(judgeSlot: SlotNumber) {
    const sheet = done && sheetById(done.sheetId);
    // The button is off once this slot is resolved; a second press drawn before that changes nothing.
    if (!done || !sheet || done.placed?.slot === judgeSlot) return;
    const input = {
      sheet,
      attack: done.spec.attack ?? 'melee',
      defence: done.spec.defence ?? 'neither',
      slot: judgeSlot,
    };
    const hit = rollAndLog(
      lootDefenceHitTool,
      input,
      lootRollSource(`${describeLootCheckSpec(done.spec)}, slot chosen by the judge`, sheet.name),
      id,
    );
    sheetWrite.write(sheet, hit.sheet);
    showDone({
      ...done,
      lines: [`The judge chose ${slotName(judgeSlot)}.`, ...hit.notes],
      outcome: LOOT_OUTCOME_LABELS[hit.outcome],
      judgePlaces: hit.outcome === 'judge',
      placed: { sheetName: sheet.name, slot: judgeSlot },
    });
  }

  const checks = kind === 'falling' && feet.ok ? lootFallChecks(feet.value) : 0;
  const pendingSheet = pending ? (sheetById(pending.sheetId) ?? active) : undefined;

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-muted">
        Roll a d12 and name the item in that slot. A 12 always fails; a slot with a wound fails and
        the wound worsens.
      </p>
      <StoreNotice $notice={$lootSheetsNotice} />
      <SheetPicker id={id} />
      {active && chances ? (
        <>
          <div class="tool-grid">
            <ChoiceField
              id={`${id}-kind`}
              label="Check"
              value={kind}
              options={LOOT_CHECK_KINDS.map((k) => ({ value: k, label: LOOT_CHECK_LABELS[k] }))}
              onChange={setKind}
            />
            {extraDice}
          </div>
          <p class="tool-muted">{LOOT_CHECK_NOTES[kind]}</p>
          {kind === 'defence' ? (
            <div class="tool-grid">
              <AttackTypeField id={`${id}-attack`} value={attack} onChange={setAttack} />
              <DefenceChoice
                id={id}
                legend="Defence"
                attack={attack}
                value={defenceChoice}
                onChange={setDefence}
              />
            </div>
          ) : null}
          {kind === 'falling' ? (
            <NumberField
              id={`${id}-feet`}
              label="Distance fallen (ft)"
              text={feetText}
              onText={setFeetText}
              error={feetError}
            />
          ) : null}
          <p>
            <strong>
              Roll {describeLootDice(dice, 'player')}
              {dice.cancelled > 0 ? ` (${dice.cancelled} advantage and disadvantage cancel.)` : ''}
            </strong>
          </p>
          <LiveNote as="div" status={false}>
            <p>
              <strong>Exact chances for {active.name}, with the best die for the picker:</strong>
            </p>
            <ChanceList chances={lootCheckChanceList(kind, chances, checks)} />
          </LiveNote>
          <div class="tool-actions">
            <RollButton
              id={id}
              blockedBy={
                feetError
                  ? 'Roll is off until the distance fallen is a whole number of feet from 10 to 1000.'
                  : null
              }
              onClick={roll}
            >
              Roll {kind === 'falling' ? 'falling checks' : 'check'}
            </RollButton>
          </div>
        </>
      ) : null}
      <ResultArea
        serial={shown?.serial}
        stale={done?.falling === true && feetError !== null}
        pending={
          pending && pendingSheet ? (
            <DiePick
              name={`${id}-pick`}
              legend={describeLootDicePick(pending.who, pending.picker)}
              faces={pending.faces}
              chosen={pending.chosen}
              onChoose={(chosen) => setPending({ ...pending, chosen })}
              describe={(face) => lootFaceVerdict(pendingSheet, pending.spec, face).reason}
            >
              <button type="button" class="primary-button" onClick={usePick}>
                Use this die
              </button>
            </DiePick>
          ) : null
        }
      >
        {done ? (
          <div>
            <p>
              <strong>{done.outcome}.</strong>
            </p>
            <Lines lines={done.lines} />
          </div>
        ) : null}
      </ResultArea>
      {done?.judgePlaces ? (
        <JudgeSlot id={`${id}-judge`} placed={done.placed} onPlace={placeJudgeHit} />
      ) : null}
      {sheetWrite.note}
    </ToolSection>
  );
}
