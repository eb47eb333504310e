/** Where the Cairn party is saved (src/stores/cairn/party.ts). */
export const CAIRN_PARTY_KEY = 'rules-at-hand:cairn-party';

/**
 * A Cairn party member in the stored shape (src/rules/cairn/character.ts): a character at full
 * STR, DEX, WIL and HP, no Armor, nothing marked; `change` gives what a test needs otherwise.
 */
export function cairnMember(
  id: string,
  name: string,
  scores: { str: number; dex: number; wil: number; hp: number },
  change: Record<string, unknown> = {},
) {
  const full = (value: number) => ({ current: value, max: value });
  return {
    id,
    kind: 'character',
    name,
    str: full(scores.str),
    dex: full(scores.dex),
    wil: full(scores.wil),
    hp: full(scores.hp),
    armor: 0,
    deprived: false,
    fatigue: 0,
    criticalDamage: false,
    dead: false,
    scars: [],
    notes: '',
    ...change,
  };
}
