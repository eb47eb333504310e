/**
 * The LOOT attack roller: pick the attack type (what can evade, block or parry it, from the
 * text), advantage and disadvantage (a missile not aimed adds one), roll the d12 for the slot
 * hit (12 misses) with the exact chance of a hit shown first, and the two-weapon option for a
 * sheet wielding a small weapon and another. A hit can be applied to the active sheet as its
 * defence (evade, parry or neither), wounding it there.
 *
 * Place with `<AttackRoller client:only="preact" />` (it reads the saved sheets); props: id,
 * headingLevel, title.
 */
import { useStore } from '@nanostores/preact';
import { useState } from 'preact/hooks';
import {
  LOOT_ATTACK_INFO,
  LOOT_ATTACK_TYPES,
  lootAttackHit,
  lootAttackHitChance,
  lootAttackModifiers,
  lootCheckDice,
  lootTwoWeaponOption,
  resolveLootDefenceHit,
  rollLootAttackDice,
  slotName,
  type LootAttackType,
  type LootDefenceChoice,
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

interface Attack {
  readonly faces: readonly number[];
  readonly chosen: number;
}

interface Rolled {
  readonly serial: number;
  readonly attack: LootAttackType;
  readonly picker: 'player' | 'judge' | null;
  /** One attack, or two with the two-weapon option. */
  readonly attacks: readonly Attack[];
  readonly applied: readonly string[];
}

const DEFENCE_LABELS: Readonly<Record<LootDefenceChoice, string>> = { evade: 'Evade', parry: 'Parry', neither: 'Neither' };

function defaultPick(faces: readonly number[], picker: Rolled['picker']): number {
  const miss = faces.indexOf(12);
  const hit = faces.findIndex((face) => face !== 12);
  if (picker === 'judge') return miss >= 0 ? miss : 0;
  return hit >= 0 ? hit : 0;
}

export default function AttackRoller({ id = 'loot-attack-roller', headingLevel = 3, title = 'Attack roller' }: Props) {
  const active = useStore($lootActiveSheet);
  useStore($lootSheets);
  const [attack, setAttack] = useState<LootAttackType>('melee');
  const [aimed, setAimed] = useState(false);
  const [advantages, setAdvantages] = useState(0);
  const [disadvantages, setDisadvantages] = useState(0);
  const [twoWeapons, setTwoWeapons] = useState(false);
  const [defence, setDefence] = useState<LootDefenceChoice>('neither');
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const headingId = `${id}-heading`;
  const info = LOOT_ATTACK_INFO[attack];
  const modifiers = lootAttackModifiers({ attack, advantages, disadvantages, aimed });
  const twoWeaponCheck = active ? lootTwoWeaponOption(active, modifiers.advantages, modifiers.disadvantages) : ({ allowed: false, reason: 'Needs a sheet.' } as const);
  const useTwo = twoWeapons && twoWeaponCheck.allowed;
  // Two-weapon attacks give up one advantage each.
  const dice = lootCheckDice(modifiers.advantages - (useTwo ? 1 : 0), modifiers.disadvantages);
  const defenceChoice: LootDefenceChoice = (defence === 'evade' && !info.evadable) || (defence === 'parry' && !info.parryable) ? 'neither' : defence;
  const serial = (rolled?.serial ?? 0) + 1;

  function roll() {
    const count = useTwo ? 2 : 1;
    const attacks: Attack[] = Array.from({ length: count }, () => {
      const faces = rollLootAttackDice(dice.count, browserRng).faces;
      return { faces, chosen: defaultPick(faces, dice.picker) };
    });
    attacks.forEach((one, index) => {
      const face = one.faces[one.chosen] as number;
      const hit = lootAttackHit(face);
      addRoll({
        source: `LOOT: ${info.label.toLowerCase()} attack${count > 1 ? ` ${index + 1} of 2` : ''}${active ? ` (${active.name})` : ''}`,
        href: lootHrefFor(id),
        expression: `${dice.count}d12`,
        detail: `${one.faces.join(', ')}${one.faces.length > 1 ? `; counts ${face}` : ''}`,
        total: face,
        result: hit.hit ? `Hit ${slotName(hit.slot)}` : 'Miss',
      });
    });
    setRolled({ serial, attack, picker: dice.picker, attacks, applied: [] });
  }

  function choose(attackIndex: number, dieIndex: number) {
    if (!rolled) return;
    setRolled({ ...rolled, attacks: rolled.attacks.map((one, index) => (index === attackIndex ? { ...one, chosen: dieIndex } : one)) });
  }

  function apply(slot: SlotNumber) {
    if (!rolled || !active) return;
    const hit = resolveLootDefenceHit(active, { kind: 'defence', attack: rolled.attack, defence: defenceChoice }, slot, browserRng);
    if (hit.sheet !== active) updateLootSheet(active.id, () => hit.sheet);
    addRoll({
      source: `LOOT: defence against ${LOOT_ATTACK_INFO[rolled.attack].label.toLowerCase()} (${active.name})`,
      href: lootHrefFor(id),
      expression: hit.parryRolls.length > 0 ? `${hit.parryRolls.length}d6` : '0',
      detail: `${slotName(slot)}, ${DEFENCE_LABELS[defenceChoice].toLowerCase()}${hit.parryRolls.length > 0 ? `; parry ${hit.parryRolls.join(', ')}` : ''}`,
      total: hit.parryRolls.reduce((sum, value) => sum + value, 0),
      result: hit.outcome,
    });
    setRolled({ ...rolled, serial, applied: [`${active.name}, ${slotName(slot)}:`, ...hit.notes] });
  }

  return (
    <section id={id} class="tool lk-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <Heading level={headingLevel} id={headingId} class="lk-heading">
        {title}
      </Heading>
      <p class="lk-muted">Roll a d12: the target is hit in the slot of that number; a 12 always misses (and might hit a nearby unintended target).</p>
      <StoreNotice $notice={$lootSheetsNotice} />
      <div class="lk-grid">
        <SelectField id={`${id}-type`} label="Attack type" value={attack} options={LOOT_ATTACK_TYPES.map((t) => [t, LOOT_ATTACK_INFO[t].label] as const)} onChange={setAttack} />
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
      <p class="lk-muted">
        Range: {info.range}. {info.stoppedBy}
      </p>
      {info.disadvantageUnlessAimed ? (
        <label class="lk-radio" for={`${id}-aimed`}>
          <input id={`${id}-aimed`} type="checkbox" checked={aimed} onChange={(event) => setAimed(event.currentTarget.checked)} />
          <span>Aimed and did not move as setup this turn (otherwise disadvantage)</span>
        </label>
      ) : null}
      <SheetSelect id={id} />
      {active ? (
        twoWeaponCheck.allowed ? (
          <label class="lk-radio" for={`${id}-two`}>
            <input id={`${id}-two`} type="checkbox" checked={twoWeapons} onChange={(event) => setTwoWeapons(event.currentTarget.checked)} />
            <span>Forgo the advantage to attack twice, once with each weapon (against one target, only 1 counterattack)</span>
          </label>
        ) : (
          <p class="lk-muted">Two weapons: {twoWeaponCheck.reason}</p>
        )
      ) : null}
      <p class="lk-dice">
        {useTwo ? 'Two attacks, each ' : ''}
        {dice.count}d12
        {dice.picker === 'player' ? ': the attacker picks the die that counts.' : dice.picker === 'judge' ? ': the judge picks the die that counts.' : '.'}
      </p>
      <dl class="lk-chances">
        <ChanceLine label="Chance to hit (a miss only on a 12)" fraction={lootAttackHitChance(dice.net)} />
      </dl>
      <button type="button" class="primary-button" onClick={roll}>
        Roll attack
      </button>
      <div class="lk-result" role="status" aria-live="polite">
        {rolled ? (
          <div key={rolled.serial}>
            {rolled.attacks.map((one, attackIndex) => {
              const face = one.faces[one.chosen] as number;
              const hit = lootAttackHit(face);
              return (
                <div key={attackIndex}>
                  {one.faces.length > 1 ? (
                    <fieldset class="lk-choice">
                      <legend>
                        {rolled.attacks.length > 1 ? `Attack ${attackIndex + 1}: ` : ''}
                        {rolled.picker === 'judge' ? 'the judge picks' : 'the attacker picks'}
                      </legend>
                      {one.faces.map((die, dieIndex) => (
                        <label key={dieIndex} class="lk-radio">
                          <input type="radio" name={`${id}-pick-${attackIndex}`} checked={one.chosen === dieIndex} onChange={() => choose(attackIndex, dieIndex)} />
                          <span>
                            <strong class="lk-die">{die}</strong> {die === 12 ? 'miss' : `hits ${slotName(die as SlotNumber)}`}
                          </span>
                        </label>
                      ))}
                    </fieldset>
                  ) : null}
                  <p>
                    <strong>
                      {rolled.attacks.length > 1 ? `Attack ${attackIndex + 1}: ` : ''}
                      {hit.hit ? `Hit: ${slotName(hit.slot)}.` : 'Miss (a 12).'}
                    </strong>
                  </p>
                  {hit.hit && active ? (
                    <button type="button" class="text-button" onClick={() => apply(hit.slot)}>
                      Apply {rolled.attacks.length > 1 ? `hit ${attackIndex + 1}` : 'the hit'} to {active.name}
                    </button>
                  ) : null}
                </div>
              );
            })}
            {rolled.applied.length > 0 ? (
              <ul class="lk-lines">
                {rolled.applied.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      {active ? (
        <fieldset class="lk-choice">
          <legend>{`${active.name}'s defence when a hit is applied`}</legend>
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
      ) : null}
    </section>
  );
}
