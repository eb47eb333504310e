import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { createCairnMember } from '../../../src/rules/cairn/character';
import {
  applyCairnScarEffects,
  CAIRN_SCARS_TABLE,
  cairnScarFollowUp,
  parseCairnScarHpLost,
  recordCairnScar,
  rollCairnScar,
  CAIRN_SCAR_HP_LOST_NEEDED,
  dropCairnScar,
  nameCairnScarChoice,
} from '../../../src/rules/cairn/scars';
import { checkCoverage } from '../../../src/rules/tables/model';

// HP max 4, STR 10, DEX 9, WIL 11.
const ada = () =>
  createCairnMember('ada', { kind: 'character', name: 'Ada', str: 10, dex: 9, wil: 11, hp: 4 });

function scarFor(hpLost: number, faces: number[], subject = ada()) {
  const rng = createScriptedRng(faces);
  const scar = rollCairnScar(hpLost, rng, subject);
  expect(rng.countUnused()).toBe(0);
  return { scar, after: recordCairnScar(subject, scar) };
}

describe('the Scars table data', () => {
  it('covers HP lost 1 to 12 exactly once each', () => {
    expect(checkCoverage(CAIRN_SCARS_TABLE)).toEqual([]);
  });
  it('refuses HP lost outside 1-12', () => {
    expect(() => rollCairnScar(0, createScriptedRng([]))).toThrow(RangeError);
    expect(() => rollCairnScar(13, createScriptedRng([]))).toThrow(RangeError);
  });
  it('reads typed HP lost as a row of the table, and says why another number is not one', () => {
    expect(parseCairnScarHpLost(' 12 ')).toEqual({ ok: true, value: 12 });
    const outside = parseCairnScarHpLost('13');
    expect(outside.ok).toBe(false);
    if (!outside.ok) expect(outside.error.message).toMatch(/HP lost.*12/);
  });
});

describe('each scar with its sub-rolls', () => {
  it('1 Lasting Scar rolls a location, then takes a 1d6 higher than max HP', () => {
    const { scar, after } = scarFor(1, [3, 6]);
    expect(scar.name).toBe('Lasting Scar');
    expect(scar.rolls.map((roll) => roll.meaning)).toEqual(['Eye', undefined]);
    expect(scar.explanation).toEqual([
      'A lasting scar on the eye.',
      '6 is higher than max HP 4: max HP becomes 6.',
    ]);
    expect(after.hp.max).toBe(6);
    expect(after.scars).toEqual(['Lasting Scar']);
  });
  it('1 Lasting Scar names the location rolled in its sentence, for every face', () => {
    const locations = ['neck', 'hands', 'eye', 'chest', 'legs', 'ear'];
    for (const [index, location] of locations.entries())
      expect(scarFor(1, [index + 1, 1]).scar.explanation[0]).toBe(
        `A lasting scar on the ${location}.`,
      );
  });
  it('2 Rattling Blow keeps max HP when the 1d6 is not higher', () => {
    const { after } = scarFor(2, [2]);
    expect(after.hp.max).toBe(4);
    expect(after.scars).toEqual(['Rattling Blow']);
  });
  it('3 Walloped deprives now and adds 1d6 to max HP after resting', () => {
    const { scar, after } = scarFor(3, [5]);
    expect(after.deprived).toBe(true);
    expect(after.hp.max).toBe(4);
    expect(scar.later).toEqual({
      when: 'after resting for a few hours',
      effects: [{ kind: 'max-hp-add', value: 5 }],
    });
    expect(applyCairnScarEffects(after, scar.later?.effects ?? []).hp.max).toBe(9);
  });
  it('4 Broken Limb rolls the limb, then 2d6 for max HP once mended', () => {
    const { scar } = scarFor(4, [5, 3, 4]);
    expect(scar.explanation[0]).toBe('Broken rib.');
    expect(scar.rolls[1]).toMatchObject({ notation: '2d6', faces: [3, 4], total: 7 });
    expect(scar.later?.effects).toEqual([{ kind: 'max-hp-at-least', value: 7 }]);
  });
  it('5 Diseased rolls 2d6 for max HP once over the infection', () => {
    const { scar } = scarFor(5, [1, 2]);
    expect(scar.later).toMatchObject({
      when: 'when you get over the infection',
      effects: [{ kind: 'max-hp-at-least', value: 3 }],
    });
    expect(scar.explanation).toEqual([
      'When you get over the infection: 3 is not higher than max HP 4: max HP stays.',
    ]);
  });
  it('6 Reorienting Head Wound picks an attribute with 1d6 and takes a higher 3d6', () => {
    const { after } = scarFor(6, [4, 6, 5, 4]);
    expect(after.dex).toEqual({ current: 15, max: 15 });
    const { after: unchanged } = scarFor(6, [1, 1, 2, 3]);
    expect(unchanged.str).toEqual({ current: 10, max: 10 });
  });
  it('7 Hamstrung rolls 3d6 for max DEX after recovery', () => {
    const { scar } = scarFor(7, [6, 6, 1]);
    const later = applyCairnScarEffects(ada(), scar.later?.effects ?? []);
    expect(later.dex).toEqual({ current: 13, max: 13 });
  });
  it('8 Deafened makes a WIL save and raises max WIL by 1d4 on a pass', () => {
    const { after, scar } = scarFor(8, [11, 3]);
    expect(scar.rolls.map((roll) => roll.meaning)).toEqual(['passed against WIL 11', undefined]);
    expect(scar.explanation.at(-1)).toBe('Max WIL rises by 3.');
    expect(scarFor(8, [12, 3]).scar.rolls.map((roll) => roll.meaning)).toEqual([
      'failed against WIL 11',
      'not used',
    ]);
    expect(after.wil).toEqual({ current: 14, max: 14 });
    expect(scarFor(8, [12, 3]).after.wil).toEqual({ current: 11, max: 11 });
  });
  it('9 Re-brained takes a 3d6 higher than max WIL', () => {
    expect(scarFor(9, [6, 5, 4]).after.wil).toEqual({ current: 15, max: 15 });
  });
  it('10 Sundered makes a WIL save and raises max WIL by 1d6 on a pass; 20 always fails', () => {
    expect(scarFor(10, [1, 6]).after.wil).toEqual({ current: 17, max: 17 });
    expect(scarFor(10, [20, 6], { ...ada(), wil: { current: 25, max: 25 } }).after.wil).toEqual({
      current: 25,
      max: 25,
    });
  });
  it('11 Mortal Wound deprives now and sets max HP to 2d6 upon recovery, even when lower', () => {
    const { scar, after } = scarFor(11, [1, 1]);
    expect(after.deprived).toBe(true);
    expect(applyCairnScarEffects(after, scar.later?.effects ?? []).hp.max).toBe(2);
  });
  it('12 Doomed rolls 3d6 for max HP if the next critical damage save passes', () => {
    const { scar, after } = scarFor(12, [2, 2, 2]);
    expect(scar.later).toMatchObject({
      when: 'if you pass your next save against critical damage',
      effects: [{ kind: 'max-hp-at-least', value: 6 }],
    });
    expect(after.scars[0]).toContain('Doomed');
    expect(after.hp.max).toBe(4);
  });
  it('explains a WIL save in words when no character is chosen', () => {
    const scar = rollCairnScar(8, createScriptedRng([9, 2]));
    expect(scar.rolls.map((roll) => roll.meaning)).toEqual([
      'passes if your WIL is 9 or more',
      undefined,
    ]);
    expect(scar.explanation.at(-1)).toBe('If the WIL save passes, increase your max WIL by 2.');
    expect(scar.now).toEqual([]);
  });
});

describe('what a scar says', () => {
  it('reads a d6 the row looks up as what it picks, not its number again', () => {
    const limb = rollCairnScar(4, createScriptedRng([2, 6, 6]));
    expect(limb.rolls[0]).toMatchObject({ label: 'Limb', total: 2, meaning: 'Leg' });
    const head = rollCairnScar(6, createScriptedRng([5, 1, 1, 1]));
    expect(head.rolls[0]).toMatchObject({ label: 'Attribute', total: 5, meaning: 'WIL' });
  });
  it('says each change once, in its explanation, never again in the roll that makes it', () => {
    for (let hpLost = 1; hpLost <= 12; hpLost += 1) {
      for (const subject of [undefined, ada()]) {
        const scar = rollCairnScar(hpLost, createScriptedRng([3, 3, 3, 3]), subject);
        const said = [...scar.rolls.map((roll) => roll.meaning ?? ''), ...scar.explanation];
        for (const line of scar.explanation)
          expect(said.filter((other) => other !== line && other.includes(line))).toEqual([]);
        for (const roll of scar.rolls) expect(roll.meaning ?? '').not.toMatch(/max HP|becomes/);
      }
    }
  });
  it('gives Doomed’s new max HP in one sentence, under the save that decides it', () => {
    expect(rollCairnScar(12, createScriptedRng([5, 3, 5])).explanation).toEqual([
      'If your next save against critical damage is a fail, you die horribly.',
      'If you pass it and 13 is higher than your max HP, 13 becomes your max HP.',
    ]);
  });
  it('puts a later change after when it comes, as one sentence', () => {
    expect(rollCairnScar(4, createScriptedRng([2, 6, 6])).explanation).toEqual([
      'Broken leg.',
      'Once mended: if 12 is higher than your max HP, 12 becomes your max HP.',
    ]);
  });
});

describe('cairnScarFollowUp', () => {
  // Broken Limb: the limb d6 shows 5 (Rib), the 2d6 show 3 and 4; max HP 7 once mended.
  const limb = () => rollCairnScar(4, createScriptedRng([5, 3, 4]), ada());

  it('while the scar is recorded, says so and offers its later effect when its moment comes', () => {
    expect(cairnScarFollowUp(limb(), 'Ada', 'recorded')).toEqual({
      sheet: 'Recorded on Ada’s sheet.',
      apply: {
        label: 'Apply now (once the limb is mended)',
        effects: [{ kind: 'max-hp-at-least', value: 7 }],
      },
    });
  });
  it('once the later effect is applied, says what it did and offers it no more', () => {
    expect(cairnScarFollowUp(limb(), 'Ada', 'later-applied')).toEqual({
      sheet: 'Recorded on Ada’s sheet.',
      applied: 'Applied: max HP 7 if higher.',
    });
  });
  it('once the attack is undone, offers nothing of the scar and says why', () => {
    const followUp = cairnScarFollowUp(limb(), 'Ada', 'undone');
    expect(followUp).toEqual({
      sheet:
        'Not on Ada’s sheet: the attack was undone, so this scar and its later effect (max HP 7 if higher) do not apply.',
    });
    expect(followUp.apply).toBeUndefined();
  });
  it('once its record is undone in the scars roller, says so in those words', () => {
    expect(cairnScarFollowUp(limb(), 'Ada', 'record-undone')).toEqual({
      sheet:
        'Not on Ada’s sheet: its record was undone, so this scar and its later effect (max HP 7 if higher) do not apply.',
    });
  });
  it('for a scar with nothing later, says only where it stands', () => {
    // Lasting Scar: location d6 shows 3, new max HP d6 shows 6.
    const lasting = rollCairnScar(1, createScriptedRng([3, 6]), ada());
    expect(cairnScarFollowUp(lasting, 'Ada', 'recorded')).toEqual({
      sheet: 'Recorded on Ada’s sheet, with the changes that apply now.',
    });
    expect(cairnScarFollowUp(lasting, 'Ada', 'undone')).toEqual({
      sheet: 'Not on Ada’s sheet: the attack was undone, so this scar does not apply.',
    });
  });
});

describe('nameCairnScarChoice', () => {
  it('names a member with their max HP, which a scar may raise', () => {
    expect(nameCairnScarChoice(ada())).toBe('Ada (max HP 4)');
  });
});

describe('CAIRN_SCAR_HP_LOST_NEEDED', () => {
  it('says what the HP lost must be for a scar to be taken', () => {
    expect(CAIRN_SCAR_HP_LOST_NEEDED).toBe(
      'Take this scar is off until HP lost is a whole number from 1 to 12.',
    );
  });
});

describe('dropCairnScar', () => {
  it('takes off the scar at that place only', () => {
    const scarred = { ...ada(), scars: ['One', 'Two', 'Three'] };
    expect(dropCairnScar(scarred, 1).scars).toEqual(['One', 'Three']);
  });
});
