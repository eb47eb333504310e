/** The investigator the sheet tests build on: a rolled one, made Ada Byrne, a doctor, by hand. */
import { createSeededRng } from '../../../src/rules/dice';
import {
  generateInvestigator,
  type Investigator,
} from '../../../src/rules/eldritch-instinct/investigator';

/** A rolled investigator (seed 1 unless given). */
export const sample = (seed = 1): Investigator =>
  generateInvestigator(createSeededRng(seed)).investigator;

/** Ada Byrne, a doctor: STR 40, DEX 55, WIL 62; Rope, Lamp, a bulky Axe and a Map. */
export const ada = (): Investigator => ({
  ...sample(),
  name: { first: 'Ada', surname: 'Byrne' },
  occupation: 'Doctor',
  abilities: { str: 40, dex: 55, wil: 62 },
  equipment: [
    { name: 'Rope', bulky: false },
    { name: 'Lamp', bulky: false },
  ],
  bonusItem: { kind: 'melee', item: { name: 'Axe', bulky: true } },
  items: [{ name: 'Map', bulky: false }],
});
