import { describe, expect, it } from 'vitest';
import {
  OPPOSED_SIDES,
  viewOpposedSave,
  viewSaveRoller,
} from '../../../src/rules/eldritch-instinct/save-views';
import { scriptedLog } from './scripted-log';

describe('viewSaveRoller', () => {
  it('lists the chances against the score with the occupation bonus', () => {
    const view = viewSaveRoller(50, true, '');
    expect(view.relatedLabel).toBe('Related to occupation (+20)');
    expect(view.chances?.heading).toBe('Exact chances against 70 (50 + 20), over the 100 rolls:');
    expect(view.blockedBy).toBeNull();
  });

  it('rolls the save, logged under the name typed, against the score with its bonus', () => {
    const { log, sources } = scriptedLog([43]);
    const rolled = viewSaveRoller(50, true, ' Ada ').roll?.(log);
    expect(rolled).toMatchObject({ die: '42', against: 70 });
    expect(rolled?.sentence).toEqual(expect.any(String));
    expect(sources).toEqual(['Save (Ada)']);
  });

  it('has no chances and no roll while the score cannot be read, and says why', () => {
    const view = viewSaveRoller(null, false, '');
    expect([view.chances, view.roll]).toEqual([null, null]);
    expect(view.blockedBy).toBe('Roll is off until the score is a whole number from 1 to 120.');
  });
});

describe('viewOpposedSave', () => {
  it('names the sides as typed, or by letter, with each side’s win and the tie', () => {
    const view = viewOpposedSave({ a: 'Ada', b: ' ' }, 50, 60);
    expect(view.labels).toEqual({ a: 'Ada', b: 'Side B' });
    expect(view.chances.map((chance) => chance.label)).toEqual(['Ada wins', 'Side B wins', 'Tie']);
    expect(OPPOSED_SIDES.map(([, legend]) => legend)).toEqual(['First side', 'Second side']);
  });

  it('rolls both saves, logged under both names, and says who won', () => {
    const { log, sources } = scriptedLog([11, 81]);
    const rolled = viewOpposedSave({ a: 'Ada', b: 'Bo' }, 50, 60).roll?.(log);
    expect(rolled?.verdict).toMatch(/wins$|^Tie$/);
    expect(sources).toEqual(['Opposed save (Ada vs Bo)']);
  });

  it('waits for both scores, and says so', () => {
    const view = viewOpposedSave({ a: 'Ada', b: 'Bo' }, 50, null);
    expect(view.roll).toBeNull();
    expect(view.chances).toEqual([]);
    expect(view.blockedBy).toBe('Roll is off until both scores are whole numbers from 1 to 120.');
  });
});
