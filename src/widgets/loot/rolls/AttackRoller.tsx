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
  ChanceList,
  focusAfterRender,
  nextShown,
  ResultArea,
  RollButton,
  StoreNotice,
  Toggle,
  ToolSection,
  useSaved,
  type Shown,
  type ToolProps,
} from '../../kit';
import { useState } from 'preact/hooks';
import {
  LOOT_ATTACK_INFO,
  allowLootDefence,
  describeLootAttack,
  describeLootAttackDice,
  explainLootHitApplied,
  describeLootAttackFace,
  lootAttackHit,
  lootAttackHitChance,
  lootCheckDice,
  lootRollSource,
  planLootAttacks,
  lootAttackTool,
  lootDefenceHitTool,
  slotName,
  type LootAttackType,
  type LootCheckRoll,
  type LootDefenceChoice,
  type SlotNumber,
} from '../../../rules/loot';
import { $lootActiveSheet, $lootSheetsNotice } from '../../../stores/loot/sheets';
import SheetPicker from '../characters/SheetPicker';
import { rollAndLog } from '../log-roll';
import { capitalised } from '../../../rules/words';
import {
  AttackTypeField,
  DefenceChoice,
  DiePick,
  JudgeSlot,
  Lines,
  useExtraDice,
  useSheetWrite,
} from './roll-fields';

/** A hit applied to a sheet: which sheet, and what the defence came to there. */
interface Applied {
  readonly sheetName: string;
  readonly slot: SlotNumber;
  readonly lines: readonly string[];
  /** The slot hit was an empty grip: the judge chooses which slot is hit. */
  readonly judgePlaces: boolean;
  /** Where the judge placed it, once: that slot is resolved, so its button turns off. */
  readonly placed: { readonly sheetName: string; readonly slot: SlotNumber } | null;
}

interface Rolled {
  readonly attack: LootAttackType;
  /** One attack, or two with the two-weapon option. */
  readonly attacks: readonly LootCheckRoll[];
  /** Per attack, the hit once applied: one roll is applied once, so its button turns off. */
  readonly applied: readonly (Applied | null)[];
}

export default function AttackRoller({
  id = 'loot-attack-roller',
  headingLevel = 3,
  title = 'Attack roller',
}: ToolProps) {
  const active = useSaved($lootActiveSheet);
  const [attack, setAttack] = useState<LootAttackType>('melee');
  const [aimed, setAimed] = useState(false);
  const { advantages, disadvantages, fields: extraDice } = useExtraDice(id);
  const [twoWeapons, setTwoWeapons] = useState(false);
  const [defence, setDefence] = useState<LootDefenceChoice>('neither');
  const [shown, setShown] = useState<Shown<Rolled> | null>(null);
  const sheetWrite = useSheetWrite(`${title}: sheet changes`);
  const rolled = shown?.value ?? null;
  const info = LOOT_ATTACK_INFO[attack];
  const planned = planLootAttacks({ attack, advantages, disadvantages, aimed }, active, twoWeapons);
  const twoWeaponCheck = planned.twoWeapons;
  const input = {
    attack,
    advantages: planned.advantages,
    disadvantages: planned.disadvantages,
  };
  const dice = lootCheckDice(input.advantages, input.disadvantages);
  const defenceChoice = allowLootDefence(defence, attack);

  function roll() {
    const count = planned.count;
    const attacks = Array.from({ length: count }, (_, index) => {
      return rollAndLog(
        lootAttackTool,
        input,
        lootRollSource(describeLootAttack(attack, index, count), active?.name),
        id,
      );
    });
    setShown(nextShown<Rolled>({ attack, attacks, applied: attacks.map(() => null) }));
  }

  function choose(attackIndex: number, chosen: number) {
    // Picking another die changes the shown result in place: it is not a new roll to announce.
    if (shown && rolled)
      setShown({
        ...shown,
        value: {
          ...rolled,
          attacks: rolled.attacks.map((one, index) =>
            index === attackIndex ? { ...one, chosen } : one,
          ),
        },
      });
  }

  /**
   * Resolves a hit on `slot` of the active sheet, with its defence, and logs it; its Undo puts the
   * sheet back and lets the same hit be applied again (to the sheet meant, with the defence meant).
   */
  function hitActive(
    attackType: LootAttackType,
    slot: SlotNumber,
    where: string,
    attackIndex: number,
  ) {
    if (!active) return null;
    const hitInput = { sheet: active, attack: attackType, defence: defenceChoice, slot };
    const defending = `defence against ${LOOT_ATTACK_INFO[attackType].label.toLowerCase()}`;
    const hit = rollAndLog(
      lootDefenceHitTool,
      hitInput,
      lootRollSource(`${defending}${where}`, active.name),
      id,
    );
    // The same roll (its attacks), not a newer one, gets its hit back to apply.
    const attacks = rolled?.attacks;
    sheetWrite.write(active, hit.sheet, () =>
      setShown((current) =>
        current && current.value.attacks === attacks
          ? {
              ...current,
              value: {
                ...current.value,
                applied: current.value.applied.map((one, index) =>
                  index === attackIndex ? null : one,
                ),
              },
            }
          : current,
      ),
    );
    return { sheetName: active.name, hit };
  }

  function showApplied(attackIndex: number, applied: Applied) {
    if (!rolled) return;
    setShown(
      nextShown<Rolled>({
        ...rolled,
        applied: rolled.applied.map((one, index) => (index === attackIndex ? applied : one)),
      }),
    );
  }

  function apply(attackIndex: number, slot: SlotNumber) {
    // The button is off once the hit is applied; a second press drawn before that changes nothing.
    if (!rolled || rolled.applied[attackIndex]) return;
    const resolved = hitActive(rolled.attack, slot, '', attackIndex);
    if (!resolved) return;
    const { sheetName, hit } = resolved;
    const judgePlaces = hit.outcome === 'judge';
    showApplied(attackIndex, { sheetName, slot, lines: hit.notes, judgePlaces, placed: null });
    // The pressed button turns off (and the result is drawn anew): the focus goes to what comes
    // next, the judge's slot, another hit still to apply (the kit keeps it on the next control),
    // or the Roll button for the next attack, never to a radio a Space would change.
    const waiting = rolled.attacks.some(
      (one, index) =>
        index > attackIndex &&
        !rolled.applied[index] &&
        lootAttackHit(one.faces[one.chosen] as number).hit,
    );
    if (judgePlaces) focusAfterRender(`${id}-judge-${attackIndex}-slot`);
    else if (!waiting) focusAfterRender(`${id}-roll`);
  }

  function placeJudgeHit(attackIndex: number, slot: SlotNumber) {
    const applied = rolled?.applied[attackIndex];
    // A slot is resolved once; a second press drawn before its button turned off changes nothing.
    if (!rolled || !applied || applied.placed?.slot === slot) return;
    const resolved = hitActive(rolled.attack, slot, ', slot chosen by the judge', attackIndex);
    if (!resolved) return;
    const { sheetName, hit } = resolved;
    const judgePlaces = hit.outcome === 'judge';
    showApplied(attackIndex, {
      ...applied,
      lines: [...applied.lines, `The judge chose ${slotName(slot)}.`, ...hit.notes],
      judgePlaces,
      placed: { sheetName, slot },
    });
    // The result is drawn anew: the focus goes on to the judge's next choice (another empty
    // grip) or back to Roll attack, as after Apply, never to the fold button at the top.
    focusAfterRender(judgePlaces ? `${id}-judge-${attackIndex}-slot` : `${id}-roll`);
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-muted">
        Roll a d12: the target is hit in the slot of that number; a 12 always misses (and might hit
        a nearby unintended target).
      </p>
      <StoreNotice $notice={$lootSheetsNotice} />
      <div class="tool-grid">
        <AttackTypeField id={`${id}-type`} value={attack} onChange={setAttack} />
        {extraDice}
      </div>
      <p class="tool-muted">
        Range: {info.range}. {info.stoppedBy}
      </p>
      {info.disadvantageUnlessAimed ? (
        <Toggle
          id={`${id}-aimed`}
          label="Aimed and did not move as setup this turn (otherwise disadvantage)"
          checked={aimed}
          onChange={setAimed}
        />
      ) : null}
      <SheetPicker id={id} />
      {active ? (
        twoWeaponCheck.allowed ? (
          <Toggle
            id={`${id}-two`}
            label="Forgo the advantage to attack twice, once with each weapon (against one target, only 1 counterattack)"
            checked={twoWeapons}
            onChange={setTwoWeapons}
          />
        ) : (
          <p class="tool-muted">Two weapons: {twoWeaponCheck.reason}</p>
        )
      ) : null}
      {active ? (
        // Set up with the attack, before the roll: on a phone a choice under the result is only
        // seen once the hit is applied, and the focus kept after Apply would land on its radios.
        <DefenceChoice
          id={id}
          legend={`${active.name}'s defence when a hit is applied`}
          attack={attack}
          value={defenceChoice}
          onChange={setDefence}
        />
      ) : null}
      <p>
        <strong>{describeLootAttackDice(dice, planned.count)}</strong>
      </p>
      <ChanceList
        chances={[
          { label: 'Chance to hit (a miss only on a 12)', fraction: lootAttackHitChance(dice.net) },
        ]}
      />
      <div class="tool-actions">
        {/* Apply gives this button the focus back, by its id. */}
        <RollButton id={id} buttonId={`${id}-roll`} blockedBy={null} onClick={roll}>
          Roll attack
        </RollButton>
      </div>
      <ResultArea serial={shown?.serial}>
        {rolled ? (
          <div>
            {rolled.attacks.map((one, attackIndex) => {
              const hit = lootAttackHit(one.faces[one.chosen] as number);
              const which = rolled.attacks.length > 1 ? `Attack ${attackIndex + 1}: ` : '';
              const applied = rolled.applied[attackIndex] ?? null;
              return (
                <div key={attackIndex}>
                  {one.faces.length > 1 ? (
                    <DiePick
                      name={`${id}-pick-${attackIndex}`}
                      legend={capitalised(
                        `${which}${one.picker === 'judge' ? 'the judge picks' : 'the attacker picks'}`,
                      )}
                      faces={one.faces}
                      chosen={one.chosen}
                      onChoose={(chosen) => choose(attackIndex, chosen)}
                      describe={describeLootAttackFace}
                    />
                  ) : null}
                  <p>
                    <strong>
                      {which}
                      {hit.hit ? `Hit: ${slotName(hit.slot)}.` : 'Miss (a 12).'}
                    </strong>
                  </p>
                  {hit.hit && active ? (
                    <div class="tool-actions">
                      <RollButton
                        id={`${id}-apply-${attackIndex}`}
                        class="tool-button"
                        blockedBy={
                          applied ? explainLootHitApplied(applied.sheetName, applied.slot) : null
                        }
                        onClick={() => apply(attackIndex, hit.slot)}
                      >
                        Apply {rolled.attacks.length > 1 ? `hit ${attackIndex + 1}` : 'the hit'} to{' '}
                        {applied?.sheetName ?? active.name}
                      </RollButton>
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
              );
            })}
          </div>
        ) : null}
      </ResultArea>
      {sheetWrite.note}
    </ToolSection>
  );
}
