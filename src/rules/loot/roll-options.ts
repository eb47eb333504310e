/**
 * The choices the LOOT check and attack rollers offer: how many extra dice, the kind of attack,
 * the defences (those the attack does not allow offered but off, with the reason) and the slot
 * the judge chooses for a hit.
 */
import { LOOT_ATTACK_INFO, LOOT_ATTACK_TYPES, type LootAttackType } from './attacks';
import { allowLootDefence, LOOT_DEFENCE_CHOICES, LOOT_MAX_EXTRA_DICE } from './checks';
import type { LootDefenceChoice } from './checks';
import { LOOT_DEFENCE_LABELS } from './rolls';
import { SLOT_NUMBERS, slotName, type SlotNumber } from './sheet';

/** The two counts of extra dice a roll takes, each a select of its own. */
export const LOOT_EXTRA_DICE_FIELDS = [
  { key: 'advantages', id: 'advantage', label: 'Advantages' },
  { key: 'disadvantages', id: 'disadvantage', label: 'Disadvantages' },
] as const;

/** None up to the most extra dice the rules let a roll take. */
export const LOOT_EXTRA_DICE_OPTIONS = Array.from({ length: LOOT_MAX_EXTRA_DICE + 1 }, (_, n) => ({
  value: String(n),
  label: n === 0 ? 'None' : String(n),
}));

/** The kinds of attack the text names, as a select offers them. */
export const LOOT_ATTACK_TYPE_OPTIONS = LOOT_ATTACK_TYPES.map((type) => ({
  value: type,
  label: LOOT_ATTACK_INFO[type].label,
}));

/** The defences against `attack`: each offered, those it does not allow off and saying so. */
export function lootDefenceOptions(
  attack: LootAttackType,
): { readonly value: LootDefenceChoice; readonly label: string; readonly disabled: boolean }[] {
  const against = LOOT_ATTACK_INFO[attack].label.toLowerCase();
  return LOOT_DEFENCE_CHOICES.map((value) => {
    const disabled = allowLootDefence(value, attack) !== value;
    const label = LOOT_DEFENCE_LABELS[value];
    return { value, label: disabled ? `${label} (not against ${against})` : label, disabled };
  });
}

/**
 * The slots the judge may choose for a hit, leaving out `hit`, the empty grip the roll hit:
 * choosing it would ask the judge again.
 */
export function lootJudgeSlotOptions(
  hit?: SlotNumber,
): { readonly value: string; readonly label: string }[] {
  return SLOT_NUMBERS.filter((n) => n !== hit).map((n) => ({
    value: String(n),
    label: slotName(n),
  }));
}
