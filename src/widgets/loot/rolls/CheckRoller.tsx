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
  Button,
  ChanceList,
  ChoiceField,
  LiveNote,
  NumberField,
  ResultArea,
  RollButton,
  useSaved,
  useShown,
  type ToolProps,
} from '../../kit';
import { useState } from 'preact/hooks';
import {
  LOOT_CHECK_KIND_OPTIONS,
  LOOT_CHECK_NOTES,
  LOOT_FALL_FEET_BLOCKED,
  allowLootDefence,
  describeLootCheckDone,
  describeLootCheckRoll,
  describeLootCheckSpec,
  describeLootDicePick,
  describeLootJudgeHit,
  describeLootJudgeSource,
  finishLootCheck,
  lootCheckChances,
  lootCheckChanceList,
  lootCheckDice,
  lootCheckTool,
  lootFaceVerdict,
  lootFallChecks,
  lootJudgeHitInput,
  lootPendingInput,
  lootRollSource,
  parseLootFallFeet,
  rollLootFallLogged,
  startLootCheck,
  type LootAttackType,
  type LootCheckKind,
  type LootCheckSpec,
  type LootDefenceChoice,
  type LootPendingCheck,
  type LootRollResult,
  type LootSheet,
  type SlotNumber,
} from '../../../rules/loot';
import { browserRng } from '../../../lib/browser-rng';
import { $lootActiveSheet, $lootSheets } from '../../../stores/loot/sheets';
import SheetPicker from '../characters/SheetPicker';
import SheetToolSection from '../characters/SheetToolSection';
import { logRoll, lootRollLogger } from '../log-roll';
import { AttackTypeField, DefenceChoice, useExtraDice } from './roll-inputs';
import { DiePick, JudgeSlot, RollResult } from './roll-outcome';
import { useSheetWrite } from './sheet-write';

interface Done extends LootRollResult {
  readonly sheetId: string;
  readonly spec: LootCheckSpec;
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
  const [pending, setPending] = useState<LootPendingCheck | null>(null);
  const [shown, showDone, clearDone] = useShown<Done>();
  const sheetWrite = useSheetWrite(id, `${title}: sheet changes`);
  const done = shown?.value ?? null;

  const defenceChoice = allowLootDefence(defence, attack);
  const spec: LootCheckSpec =
    kind === 'defence' ? { kind, attack, defence: defenceChoice } : { kind };
  const dice = lootCheckDice(advantages, disadvantages);
  const feet = parseLootFallFeet(feetText);
  const feetError = kind === 'falling' && !feet.ok ? feet.error.message : null;
  const chances = active ? lootCheckChances(active, spec, advantages, disadvantages) : null;

  function finish(sheet: LootSheet, roll: LootPendingCheck) {
    const done = logRoll(
      lootCheckTool,
      lootPendingInput(roll, sheet),
      finishLootCheck(sheet, roll.spec, roll, browserRng),
      lootRollSource(describeLootCheckSpec(roll.spec), sheet.name),
      id,
    );
    sheetWrite.write(sheet, done.resolution.sheet);
    setPending(null);
    showDone({
      sheetId: sheet.id,
      spec: roll.spec,
      ...describeLootCheckDone(done, roll.spec),
      falling: false,
    });
  }

  function roll() {
    if (!active) return;
    if (kind === 'falling') {
      if (!feet.ok) return;
      const input = { sheet: active, feet: feet.value, advantages, disadvantages };
      const fall = rollLootFallLogged(input, lootRollLogger(id));
      sheetWrite.write(active, fall.sheet);
      setPending(null);
      showDone({ sheetId: active.id, spec, ...fall.result, falling: true });
      return;
    }
    const rolled = startLootCheck({ sheet: active, spec, advantages, disadvantages }, browserRng);
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
    const hit = sheetWrite.hit(
      lootJudgeHitInput(sheet, done.spec, judgeSlot),
      describeLootJudgeSource(describeLootCheckSpec(done.spec)),
    );
    showDone({
      ...done,
      ...describeLootJudgeHit(judgeSlot, hit),
      placed: { sheetName: sheet.name, slot: judgeSlot },
    });
  }

  const checks = kind === 'falling' && feet.ok ? lootFallChecks(feet.value) : 0;
  const pendingSheet = pending ? (sheetById(pending.sheetId) ?? active) : undefined;

  return (
    <SheetToolSection
      id={id}
      title={title}
      headingLevel={headingLevel}
      intro="Roll a d12 and name the item in that slot. A 12 always fails; a slot with a wound fails and the wound worsens."
    >
      <SheetPicker id={id} />
      {active && chances ? (
        <>
          <div class="tool-grid">
            <ChoiceField
              id={`${id}-kind`}
              label="Check"
              value={kind}
              options={LOOT_CHECK_KIND_OPTIONS}
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
            <strong>{describeLootCheckRoll(dice)}</strong>
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
              blockedBy={feetError ? LOOT_FALL_FEET_BLOCKED : null}
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
              <Button look="primary" onClick={usePick}>
                Use this die
              </Button>
            </DiePick>
          ) : null
        }
      >
        {done ? <RollResult result={done} /> : null}
      </ResultArea>
      {done?.judgePlaces ? (
        <JudgeSlot id={`${id}-judge`} placed={done.placed} onPlace={placeJudgeHit} />
      ) : null}
      {sheetWrite.note}
    </SheetToolSection>
  );
}
