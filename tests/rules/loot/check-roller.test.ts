import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  LOOT_CHECK_ROLLER_START,
  emptySheet,
  finishLootCheckLogged,
  isLootDiePickNeeded,
  lootCheckJudgeHit,
  pressLootCheckRoll,
  viewLootDicePick,
  type LootMadeRollLogger,
  type LootRollLogger,
  showLootFallDone,
  startLootCheck,
  stepLootCheckRoller,
} from '../../../src/rules/loot';

const sheet = emptySheet('ada', 'Ada');
const twoDice = startLootCheck(
  { sheet, spec: { kind: 'terrain' }, advantages: 0, disadvantages: 1 },
  createScriptedRng([3, 12]),
);
const fall = showLootFallDone(sheet, { outcome: 'No wounds', lines: [], judgePlaces: false });
const shown = stepLootCheckRoller(LOOT_CHECK_ROLLER_START, { kind: 'done', done: fall });

describe('stepLootCheckRoller', () => {
  it('starts with nothing waiting and nothing shown', () => {
    expect(LOOT_CHECK_ROLLER_START).toEqual({ pending: null, done: null, serial: 0 });
  });

  it('shows a result with the next serial, ending any wait', () => {
    const waiting = stepLootCheckRoller(shown, { kind: 'rolled', roll: twoDice });
    expect(stepLootCheckRoller(waiting, { kind: 'done', done: fall })).toEqual({
      pending: null,
      done: fall,
      serial: 2,
    });
  });

  it('puts dice waiting for a pick in place of the last result, keeping the serial', () => {
    expect(stepLootCheckRoller(shown, { kind: 'rolled', roll: twoDice })).toEqual({
      pending: twoDice,
      done: null,
      serial: 1,
    });
  });

  it('chooses another die while the dice wait, and nothing otherwise', () => {
    const waiting = stepLootCheckRoller(shown, { kind: 'rolled', roll: twoDice });
    expect(stepLootCheckRoller(waiting, { kind: 'chose', index: 0 }).pending?.chosen).toBe(0);
    expect(stepLootCheckRoller(shown, { kind: 'chose', index: 0 })).toBe(shown);
  });

  it('ends the wait with nothing shown when the sheet is gone', () => {
    const waiting = stepLootCheckRoller(shown, { kind: 'rolled', roll: twoDice });
    expect(stepLootCheckRoller(waiting, { kind: 'sheet-gone' })).toEqual({
      pending: null,
      done: null,
      serial: 1,
    });
  });
});

describe('isLootDiePickNeeded', () => {
  it('waits for a pick among several dice, never for one', () => {
    expect(isLootDiePickNeeded({ faces: [3, 12] })).toBe(true);
    expect(isLootDiePickNeeded({ faces: [7] })).toBe(false);
  });
});

/** Loggers rolling the scripted faces, keeping each source they logged under. */
function scriptedLoggers(faces: readonly number[]) {
  const rng = createScriptedRng(faces);
  const sources: string[] = [];
  const log: LootRollLogger = (tool, input, source) => {
    sources.push(source);
    return tool.roll(input, rng);
  };
  const logMade: LootMadeRollLogger = (_tool, _input, outcome, source) => {
    sources.push(source);
    return outcome;
  };
  return { rng, log, logMade, sources };
}

const noDice = { advantages: 0, disadvantages: 0 };

describe('pressLootCheckRoll', () => {
  it('resolves a check of one die at once, logged as the check on the sheet', () => {
    const { rng, log, logMade, sources } = scriptedLoggers([12]);
    const pressed = pressLootCheckRoll(
      sheet,
      { spec: { kind: 'terrain' }, feet: null },
      noDice,
      rng,
      log,
      logMade,
    );
    expect(pressed?.kind).toBe('done');
    if (pressed?.kind !== 'done') return;
    expect(pressed.shown).toMatchObject({ sheetId: 'ada', outcome: 'Failure', falling: false });
    expect(sources).toEqual(['LOOT: terrain check (Ada)']);
  });

  it('leaves several dice waiting for their picker, logging nothing yet', () => {
    const { rng, log, logMade, sources } = scriptedLoggers([3, 12]);
    const pressed = pressLootCheckRoll(
      sheet,
      { spec: { kind: 'terrain' }, feet: null },
      { advantages: 0, disadvantages: 1 },
      rng,
      log,
      logMade,
    );
    expect(pressed).toMatchObject({ kind: 'pick', roll: { faces: [3, 12], who: 'Ada' } });
    expect(sources).toEqual([]);
  });

  it('rolls falling checks at once, and nothing while the distance cannot be read', () => {
    const { rng, log, logMade, sources } = scriptedLoggers([5]);
    const falling = { spec: { kind: 'falling' } as const, feet: 10 };
    const pressed = pressLootCheckRoll(sheet, falling, noDice, rng, log, logMade);
    expect(pressed).toMatchObject({ kind: 'done', shown: { falling: true } });
    expect(sources).toEqual(['LOOT: falling 10 ft (Ada)']);
    expect(
      pressLootCheckRoll(sheet, { ...falling, feet: null }, noDice, rng, log, logMade),
    ).toBeNull();
  });
});

describe('finishLootCheckLogged', () => {
  it('resolves the die picked on the sheet as it is now', () => {
    const { rng, logMade, sources } = scriptedLoggers([]);
    const finished = finishLootCheckLogged(sheet, { ...twoDice, chosen: 1 }, rng, logMade);
    expect(finished.shown.outcome).toBe('Failure');
    expect(finished.after.id).toBe('ada');
    expect(sources).toEqual(['LOOT: terrain check (Ada)']);
  });
});

describe('viewLootDicePick', () => {
  it('says who picks and what each face means on the sheet', () => {
    const pick = viewLootDicePick(twoDice, sheet);
    expect(pick.legend).toBe('Dice for Ada: the judge picks (the worst is chosen)');
    expect(pick.describe(12)).toBe('A 12 always fails.');
  });
});

describe('lootCheckJudgeHit', () => {
  it('places the hit of a defence where the judge chose, said as chosen by the judge', () => {
    const spec = { kind: 'defence', attack: 'missile', defence: 'evade' } as const;
    expect(lootCheckJudgeHit(sheet, spec, 4)).toEqual({
      input: { sheet, attack: 'missile', defence: 'evade', slot: 4 },
      what: 'defence against missile (evade), slot chosen by the judge',
    });
  });
});
