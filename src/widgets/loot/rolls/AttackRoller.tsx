/**
 * The LOOT attack roller: pick the attack type (what can evade, block or parry it, from the
 * text), advantage and disadvantage (a missile not aimed adds one), roll the d12 for the slot
 * hit (12 misses) with the exact chance of a hit shown first, and the two-weapon option for a
 * sheet wielding a small weapon and another. The die that counts is picked by the same rule as
 * the check roller's. A hit can be applied to the active sheet as its defence (evade, parry or
 * neither), wounding it there; a hit on an empty grip is placed where the judge chooses, as in the
 * check roller.
 *
 * Place with `<AttackRoller client:visible-after-load />` (it reads the saved sheets); props: id,
 * headingLevel, title.
 */
import {
  Button,
  ChanceList,
  focusAfterRender,
  ResultArea,
  RollButton,
  Toggle,
  useSaved,
  type ToolProps,
  toolFrame,
} from '../../kit';
import { useReducer, useState } from 'preact/hooks';
import {
  LOOT_ATTACK_FORM_START,
  LOOT_ATTACK_ROLLER_START,
  describeLootAttackFace,
  describeLootDefenceLegend,
  lootAttackFocusAfter,
  lootAttackLines,
  planLootAttackHit,
  readLootAttackForm,
  rollLootAttackRound,
  stepLootAttackRoller,
  type LootAttackForm,
  type SlotNumber,
} from '../../../rules/loot';
import { $lootActiveSheet } from '../../../stores/loot/sheets';
import SheetPicker from '../characters/SheetPicker';
import SheetToolSection from '../characters/SheetToolSection';
import { lootRollLogger } from '../log-roll';
import { AttackTypeField, DefenceChoice, useExtraDice } from './roll-inputs';
import { DiePick, JudgeSlot, Lines } from './roll-outcome';
import { useSheetWrite } from './sheet-write';

export default function AttackRoller(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'loot-attack-roller', 'Attack roller');
  const active = useSaved($lootActiveSheet);
  const [form, setForm] = useState(LOOT_ATTACK_FORM_START);
  const { advantages, disadvantages, fields: extraDice } = useExtraDice(id);
  const [{ round, serial }, dispatch] = useReducer(stepLootAttackRoller, LOOT_ATTACK_ROLLER_START);
  const sheetWrite = useSheetWrite(id, `${title}: sheet changes`);
  const read = readLootAttackForm(form, active, advantages, disadvantages);
  const { attack } = form;
  const set = (change: Partial<LootAttackForm>) =>
    setForm((current) => ({ ...current, ...change }));

  function roll() {
    const rolled = rollLootAttackRound(attack, read.planned, active?.name, lootRollLogger(id));
    dispatch({ kind: 'rolled', round: rolled });
  }

  /**
   * Resolves a hit on `slot` of the active sheet, with its defence (as rolled, or where the judge
   * chose), logs it and shows it; its Undo puts the sheet back and lets the same hit be applied
   * again (to the sheet meant, with the defence meant).
   */
  function resolveHit(attackIndex: number, slot: SlotNumber, byJudge: boolean) {
    const plan =
      active && round && planLootAttackHit(round, attackIndex, slot, byJudge, active, read.defence);
    if (!active || !round || !plan) return;
    const { attacks } = round;
    const hit = sheetWrite.hit(plan.input, plan.what, () =>
      dispatch({ kind: 'undone', attacks, attackIndex }),
    );
    dispatch({ kind: 'hit', attackIndex, byJudge, hit: { sheetName: active.name, slot, hit } });
    const next = lootAttackFocusAfter(round, attackIndex, hit.outcome === 'judge', byJudge);
    if (next) focusAfterRender(next === 'judge' ? `${id}-judge-${attackIndex}-slot` : `${id}-roll`);
  }

  return (
    <SheetToolSection
      id={id}
      title={title}
      headingLevel={headingLevel}
      intro="Roll a d12: the target is hit in the slot of that number; a 12 always misses (and might hit a nearby unintended target)."
    >
      <div class="tool-grid">
        <AttackTypeField id={`${id}-type`} value={attack} onChange={(attack) => set({ attack })} />
        {extraDice}
      </div>
      <p class="tool-muted">{read.range}</p>
      {read.asksAimed ? (
        <Toggle
          id={`${id}-aimed`}
          label="Aimed and did not move as setup this turn (otherwise disadvantage)"
          checked={form.aimed}
          onChange={(aimed) => set({ aimed })}
        />
      ) : null}
      <SheetPicker id={id} />
      {active ? (
        read.planned.twoWeapons.allowed ? (
          <Toggle
            id={`${id}-two`}
            label="Forgo the advantage to attack twice, once with each weapon (against one target, only 1 counterattack)"
            checked={form.twoWeapons}
            onChange={(twoWeapons) => set({ twoWeapons })}
          />
        ) : (
          <p class="tool-muted">Two weapons: {read.planned.twoWeapons.reason}</p>
        )
      ) : null}
      {active ? (
        // Set up with the attack, before the roll: on a phone a choice under the result is only
        // seen once the hit is applied, and the focus kept after Apply would land on its radios.
        <DefenceChoice
          id={id}
          legend={describeLootDefenceLegend(active)}
          attack={attack}
          value={read.defence}
          onChange={(defence) => set({ defence })}
        />
      ) : null}
      <p>
        <strong>{read.dice}</strong>
      </p>
      <ChanceList chances={read.chances} />
      <div class="tool-actions">
        {/* Apply gives this button the focus back, by its id. */}
        <RollButton id={id} buttonId={`${id}-roll`} blockedBy={null} onClick={roll}>
          Roll attack
        </RollButton>
      </div>
      <ResultArea serial={round ? serial : undefined}>
        {round ? (
          <div>
            {lootAttackLines(round, active?.name).map(
              ({ roll: dice, pickLegend, outcome, apply: offer, applied }, attackIndex) => (
                <div key={attackIndex}>
                  {pickLegend ? (
                    <DiePick
                      name={`${id}-pick-${attackIndex}`}
                      legend={pickLegend}
                      faces={dice.faces}
                      chosen={dice.chosen}
                      onChoose={(chosen) => dispatch({ kind: 'chose', attackIndex, chosen })}
                      describe={describeLootAttackFace}
                    />
                  ) : null}
                  <p>
                    <strong>{outcome}</strong>
                  </p>
                  {offer ? (
                    <div class="tool-actions">
                      <Button
                        look="tool"
                        reasonId={`${id}-apply-${attackIndex}-blocked`}
                        blockedBy={offer.blockedBy}
                        onClick={() => resolveHit(attackIndex, offer.slot, false)}
                      >
                        {offer.label}
                      </Button>
                    </div>
                  ) : null}
                  {applied ? <Lines lines={applied.lines} /> : null}
                  {applied?.judgePlaces ? (
                    <JudgeSlot
                      id={`${id}-judge-${attackIndex}`}
                      placed={applied.placed}
                      hit={applied.slot}
                      onPlace={(slot) => resolveHit(attackIndex, slot, true)}
                    />
                  ) : null}
                </div>
              ),
            )}
          </div>
        ) : null}
      </ResultArea>
      {sheetWrite.note}
    </SheetToolSection>
  );
}
