import {
  createCairnMember,
  type CairnMember,
  type NewCairnMember,
} from '../../../src/rules/cairn/character';

/**
 * Ada, a character (STR 12, DEX 9, WIL 14, 5 HP, no Armor), as the Cairn rules tests start from;
 * `change` gives what a test needs otherwise.
 */
export function ada(change: Partial<NewCairnMember> = {}): CairnMember {
  return createCairnMember('ada', {
    kind: 'character',
    name: 'Ada',
    str: 12,
    dex: 9,
    wil: 14,
    hp: 5,
    armor: 0,
    ...change,
  });
}
