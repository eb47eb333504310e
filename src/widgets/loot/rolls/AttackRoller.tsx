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
  nextShown,
  ResultArea,
  RollButton,
  Toggle,
  useSaved,
  type Shown,
  type ToolProps,
  toolFrame,
} from '../../kit';
import { useState } from 'preact/hooks';
import {
  LOOT_ATTACK_FORM_START,
  applyLootAttackHit,
  chooseLootAttackDie,
  describeLootAttackFace,
  describeLootDefenceAgainst,
  describeLootDefenceLegend,
  describeLootJudgeSource,
  lootAttackLines,
  lootHitsWaiting,
  placeLootAttackHit,
  readLootAttackForm,
  rollLootAttackRound,
  unapplyLootAttackHit,
  type LootAttackForm,
  type LootAttackRound,
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
  const [shown, setShown] = useState<Shown<LootAttackRound> | null>(null);
  const sheetWrite = useSheetWrite(id, `${title}: sheet changes`);
  const rolled = shown?.value ?? null;
  const read = readLootAttackForm(form, active, advantages, disadvantages);
  const { attack } = form;
  const set = (change: Partial<LootAttackForm>) =>
    setForm((current) => ({ ...current, ...change }));

  function roll() {
    setShown(
      nextShown(rollLootAttackRound(attack, read.planned, active?.name, lootRollLogger(id))),
    );
  }

  function choose(attackIndex: number, chosen: number) {
    // Picking another die changes the shown result in place: it is not a new roll to announce.
    if (shown && rolled)
      setShown({ ...shown, value: chooseLootAttackDie(rolled, attackIndex, chosen) });
  }

  /**
   * Resolves a hit on `slot` of the active sheet, with its defence, logs it and shows it as `show`
   * has the round take it; its Undo puts the sheet back and lets the same hit be applied again (to
   * the sheet meant, with the defence meant). Says whether the judge places the hit next.
   */
  function hitActive(
    round: LootAttackRound,
    attackIndex: number,
    slot: SlotNumber,
    byJudge: boolean,
    show: typeof applyLootAttackHit,
  ): boolean | null {
    if (!active) return null;
    const defending = describeLootDefenceAgainst(round.attack);
    const hitInput = { sheet: active, attack: round.attack, defence: read.defence, slot };
    // The same roll (its attacks), not a newer one, gets its hit back to apply.
    const hit = sheetWrite.hit(
      hitInput,
      byJudge ? describeLootJudgeSource(defending) : defending,
      () =>
        setShown((current) =>
          current && current.value.attacks === round.attacks
            ? { ...current, value: unapplyLootAttackHit(current.value, attackIndex) }
            : current,
        ),
    );
    setShown(nextShown(show(round, attackIndex, { sheetName: active.name, slot, hit })));
    return hit.outcome === 'judge';
  }

  function apply(attackIndex: number, slot: SlotNumber) {
    // The button is off once the hit is applied; a second press drawn before that changes nothing.
    if (!rolled || rolled.applied[attackIndex]) return;
    const judgePlaces = hitActive(rolled, attackIndex, slot, false, applyLootAttackHit);
    if (judgePlaces === null) return;
    // The pressed button turns off (and the result is drawn anew): the focus goes to what comes
    // next, the judge's slot, another hit still to apply (the kit keeps it on the next control),
    // or the Roll button for the next attack, never to a radio a Space would change.
    if (judgePlaces) focusAfterRender(`${id}-judge-${attackIndex}-slot`);
    else if (!lootHitsWaiting(rolled, attackIndex)) focusAfterRender(`${id}-roll`);
  }

  function placeJudgeHit(attackIndex: number, slot: SlotNumber) {
    const applied = rolled?.applied[attackIndex];
    // A slot is resolved once; a second press drawn before its button turned off changes nothing.
    if (!rolled || !applied || applied.placed?.slot === slot) return;
    const judgePlaces = hitActive(rolled, attackIndex, slot, true, placeLootAttackHit);
    if (judgePlaces === null) return;
    // The result is drawn anew: the focus goes on to the judge's next choice (another empty
    // grip) or back to Roll attack, as after Apply, never to the fold button at the top.
    focusAfterRender(judgePlaces ? `${id}-judge-${attackIndex}-slot` : `${id}-roll`);
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
      <ResultArea serial={shown?.serial}>
        {rolled ? (
          <div>
            {lootAttackLines(rolled, active?.name).map(
              ({ roll: dice, pickLegend, outcome, apply: offer, applied }, attackIndex) => (
                <div key={attackIndex}>
                  {pickLegend ? (
                    <DiePick
                      name={`${id}-pick-${attackIndex}`}
                      legend={pickLegend}
                      faces={dice.faces}
                      chosen={dice.chosen}
                      onChoose={(chosen) => choose(attackIndex, chosen)}
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
                        onClick={() => apply(attackIndex, offer.slot)}
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
                      onPlace={(slot) => placeJudgeHit(attackIndex, slot)}
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
