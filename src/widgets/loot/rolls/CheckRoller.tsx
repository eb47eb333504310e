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
  type ToolProps,
  toolFrame,
} from '../../kit';
import { useReducer, useState } from 'preact/hooks';
import {
  LOOT_CHECK_FORM_START,
  LOOT_CHECK_KIND_OPTIONS,
  LOOT_CHECK_ROLLER_START,
  finishLootCheckLogged,
  isLootJudgeHitPlaced,
  lootCheckJudgeHit,
  placeLootCheckJudgeHit,
  pressLootCheckRoll,
  readLootCheckForm,
  stepLootCheckRoller,
  viewLootDicePick,
  type LootCheckFinished,
  type LootCheckForm,
  type SlotNumber,
} from '../../../rules/loot';
import { browserRng } from '../../../lib/browser-rng';
import { $lootActiveSheet, lootSheetById } from '../../../stores/loot/sheets';
import SheetPicker from '../characters/SheetPicker';
import SheetToolSection from '../characters/SheetToolSection';
import { lootMadeLogger, lootRollLogger } from '../log-roll';
import { AttackTypeField, DefenceChoice, useExtraDice } from './roll-inputs';
import { DiePick, JudgeSlot, RollResult } from './roll-outcome';
import { useSheetWrite } from './sheet-write';

export default function CheckRoller(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'loot-check-roller', 'Check roller');
  const active = useSaved($lootActiveSheet);
  const [form, setForm] = useState(LOOT_CHECK_FORM_START);
  const { advantages, disadvantages, fields: extraDice } = useExtraDice(id);
  const [{ pending, done, serial }, dispatch] = useReducer(
    stepLootCheckRoller,
    LOOT_CHECK_ROLLER_START,
  );
  const sheetWrite = useSheetWrite(id, `${title}: sheet changes`);
  const read = active ? readLootCheckForm(form, active, advantages, disadvantages) : null;
  const set = (change: Partial<LootCheckForm>) => setForm((current) => ({ ...current, ...change }));

  /** A roll resolved: written on its sheet (with an Undo) and shown. */
  function show({ sheet, after, shown }: LootCheckFinished) {
    sheetWrite.write(sheet, after);
    dispatch({ kind: 'done', done: shown });
  }

  function roll() {
    if (!active || !read) return;
    const pressed = pressLootCheckRoll(
      active,
      read,
      { advantages, disadvantages },
      browserRng,
      lootRollLogger(id),
      lootMadeLogger(id),
    );
    if (pressed?.kind === 'pick') dispatch({ kind: 'rolled', roll: pressed.roll });
    else if (pressed) show(pressed);
  }

  function usePick() {
    const sheet = pending && lootSheetById(pending.sheetId);
    if (pending && sheet)
      show(finishLootCheckLogged(sheet, pending, browserRng, lootMadeLogger(id)));
    else dispatch({ kind: 'sheet-gone' });
  }

  function placeJudgeHit(judgeSlot: SlotNumber) {
    const sheet = done && lootSheetById(done.sheetId);
    // The button is off once this slot is resolved; a second press drawn before that changes nothing.
    if (!done || !sheet || isLootJudgeHitPlaced(done, judgeSlot)) return;
    const { input, what } = lootCheckJudgeHit(sheet, done.spec, judgeSlot);
    const hit = sheetWrite.hit(input, what);
    dispatch({ kind: 'done', done: placeLootCheckJudgeHit(done, sheet, judgeSlot, hit) });
  }

  const pendingSheet = pending ? (lootSheetById(pending.sheetId) ?? active) : undefined;
  const pick = pending && pendingSheet ? viewLootDicePick(pending, pendingSheet) : null;

  return (
    <SheetToolSection
      id={id}
      title={title}
      headingLevel={headingLevel}
      intro="Roll a d12 and name the item in that slot. A 12 always fails; a slot with a wound fails and the wound worsens."
    >
      <SheetPicker id={id} />
      {read ? (
        <>
          <div class="tool-grid">
            <ChoiceField
              id={`${id}-kind`}
              label="Check"
              value={form.kind}
              options={LOOT_CHECK_KIND_OPTIONS}
              onChange={(kind) => set({ kind })}
            />
            {extraDice}
          </div>
          <p class="tool-muted">{read.note}</p>
          {form.kind === 'defence' ? (
            <div class="tool-grid">
              <AttackTypeField
                id={`${id}-attack`}
                value={form.attack}
                onChange={(attack) => set({ attack })}
              />
              <DefenceChoice
                id={id}
                legend="Defence"
                attack={form.attack}
                value={read.defence}
                onChange={(defence) => set({ defence })}
              />
            </div>
          ) : null}
          {form.kind === 'falling' ? (
            <NumberField
              id={`${id}-feet`}
              label="Distance fallen (ft)"
              text={form.feetText}
              onText={(feetText) => set({ feetText })}
              error={read.feetError}
            />
          ) : null}
          <p>
            <strong>{read.dice}</strong>
          </p>
          <LiveNote as="div" status={false}>
            <p>
              <strong>{read.chancesHeading}</strong>
            </p>
            <ChanceList chances={read.chances} />
          </LiveNote>
          <div class="tool-actions">
            <RollButton id={id} blockedBy={read.blockedBy} onClick={roll}>
              {read.button}
            </RollButton>
          </div>
        </>
      ) : null}
      <ResultArea
        serial={done ? serial : undefined}
        stale={done?.falling === true && read?.feetError != null}
        pending={
          pending && pick ? (
            <DiePick
              name={`${id}-pick`}
              legend={pick.legend}
              faces={pending.faces}
              chosen={pending.chosen}
              onChoose={(index) => dispatch({ kind: 'chose', index })}
              describe={pick.describe}
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
