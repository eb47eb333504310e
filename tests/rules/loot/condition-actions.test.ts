import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  addLootItem,
  corruptLootSlot,
  emptySheet,
  lootConditionParts,
  newItem,
  setLootWound,
  worsenLootExhaustion,
  type LootConditionPart,
  type LootRollLogger,
} from '../../../src/rules/loot';
import { ok } from './ok';

const fresh = () => emptySheet('ada', 'Ada');

/** Rolls with scripted dice and keeps what would be logged. */
function scriptedLog(values: number[]) {
  const logged: string[] = [];
  const rng = createScriptedRng(values);
  const log: LootRollLogger = (tool, input, source) => {
    logged.push(`${tool.name}: ${source}`);
    return tool.roll(input, rng);
  };
  return { log, logged };
}

/** Each part as a line: its kind and what it shows. */
function outline(parts: readonly LootConditionPart[]): string[] {
  return parts.map((part) => {
    switch (part.kind) {
      case 'hint':
        return `hint: ${part.text}`;
      case 'spread':
        return `spread${part.heading ? ` "${part.heading.text}"` : ''}: ${part.choices.join(',')}`;
      case 'slot':
        return `slot ${part.key} "${part.label}": ${part.options.map((o) => o.label).join(', ')} -> ${part.button}`;
      case 'actions':
        return `actions${part.blockedBy !== null ? ' (off)' : ''}: ${part.buttons.map((b) => b.label).join(' | ')}`;
    }
  });
}

function spreadOf(parts: readonly LootConditionPart[]) {
  const part = parts.find((p) => p.kind === 'spread');
  if (part?.kind !== 'spread') throw new Error('no spread part');
  return part;
}

function buttonOf(parts: readonly LootConditionPart[], label: string) {
  for (const part of parts)
    if (part.kind === 'actions') {
      const found = part.buttons.find((b) => b.label === label);
      if (found) return found;
    }
  throw new Error(`no button ${label}`);
}

describe('lootConditionParts', () => {
  it('starts asphyxiation at the head, with its effect, and removes the source only once marked', () => {
    expect(outline(lootConditionParts(fresh(), 'A'))).toEqual([
      'hint: While the head slot is marked A, the character cannot breathe, speak, or cast spells.',
      'spread: 1',
      'actions (off): Remove the source (clear all A)',
    ]);
    expect(lootConditionParts(fresh(), 'A').at(-1)).toMatchObject({
      blockedBy: 'Nothing to clear: Ada has no A marks.',
    });
    const marked = spreadOf(lootConditionParts(fresh(), 'A')).worsen(1).sheet;
    expect(outline(lootConditionParts(marked, 'A')).at(-1)).toBe(
      'actions: Remove the source (clear all A)',
    );
    expect(
      buttonOf(lootConditionParts(marked, 'A'), 'Remove the source (clear all A)').run(
        scriptedLog([]).log,
      ).notes,
    ).toEqual(['The source is removed: every A mark is gone.']);
  });

  it('says nothing bleeds without an open wound, and offers each open wound its own group', () => {
    expect(outline(lootConditionParts(fresh(), 'B'))).toEqual([
      'hint: No open wound on this sheet, so nothing bleeds. Open wounds are set per slot on the inventory sheet.',
    ]);
    const wounded = ok(setLootWound(ok(setLootWound(fresh(), 3, 'open')), 5, 'open'));
    expect(outline(lootConditionParts(wounded, 'B'))).toEqual([
      'spread "Bleeding from the open wound in slot 3": 2',
      'spread "Bleeding from the open wound in slot 5": 2,4',
      'actions: Clear all B marks',
    ]);
  });

  it('corrupts a chosen body slot, checks on more exposure (logged) and offers the worsening once corrupted', () => {
    expect(outline(lootConditionParts(fresh(), 'C'))).toEqual([
      'slot corrupt-slot "Slot to corrupt": Slot 1, Slot 2, Slot 3, Slot 4, Slot 5 -> Corrupt this slot',
      'actions (off): More exposure: check (d12) | Remove the corruption',
    ]);
    const corrupted = corruptLootSlot(fresh(), 3).sheet;
    const parts = lootConditionParts(corrupted, 'C');
    expect(outline(parts).at(-1)).toBe(
      'spread "When a check rolled a corrupted slot, it worsens into:": 2,4',
    );
    const { log, logged } = scriptedLog([4]);
    expect(buttonOf(parts, 'More exposure: check (d12)').run(log)).toEqual({
      sheet: corrupted,
      notes: ['Rolled slot 4, which is not corrupted: the corruption does not worsen.'],
      outcome: 'none',
    });
    expect(logged).toEqual(['corruption-check: LOOT: corruption check (Ada)']);
  });

  it('corrupts the slot chosen in the select', () => {
    const part = lootConditionParts(fresh(), 'C')[0];
    if (part?.kind !== 'slot') throw new Error('no slot part');
    expect(part.run('2').notes).toEqual(['Slot 2 is marked C (corruption).']);
  });

  it('offers rest from exhaustion only once marked, the last one marked first', () => {
    expect(outline(lootConditionParts(fresh(), 'E'))).toEqual(['spread: 1,2,3,4,5']);
    const tired = worsenLootExhaustion(fresh(), 2).sheet;
    const parts = lootConditionParts(tired, 'E');
    expect(outline(parts)).toEqual([
      'spread: 1,3',
      'slot rest-slot "Slot to recover after resting 5 trys": The last one marked, Slot 2 -> Rest 5 trys',
    ]);
    const rest = parts[1];
    if (rest?.kind !== 'slot') throw new Error('no rest part');
    expect(rest.run('').notes).toEqual(['After resting 5 trys, slot 2 is no longer exhausted.']);
  });

  it('offers to ignite a flammable slot, else says none is, and rolls on the ground (logged)', () => {
    expect(outline(lootConditionParts(fresh(), 'F'))).toEqual([
      'hint: No unlit slot holds a flammable item (mark items flammable on the inventory sheet).',
      'actions (off): A round passes | Roll on the ground (3d12) | Douse or smother',
    ]);
    const cloak = { ...newItem('cloak', 'Cloak'), flammable: true };
    const sheet = ok(addLootItem(fresh(), 2, cloak));
    const ignite = lootConditionParts(sheet, 'F')[0];
    if (ignite?.kind !== 'slot') throw new Error('no ignite part');
    expect(ignite.options).toEqual([{ value: '2', label: 'Slot 2' }]);
    const burning = ignite.run('2').sheet;
    const { log, logged } = scriptedLog([2, 5, 12]);
    const rolled = buttonOf(lootConditionParts(burning, 'F'), 'Roll on the ground (3d12)').run(log);
    expect(rolled.notes).toEqual([
      'Rolled 2, 5, 12: the fire in slot 2 is out.',
      'No slot is on fire any more.',
    ]);
    expect(logged).toEqual(['roll-on-ground: LOOT: rolling on the ground (Ada)']);
  });

  it('starts hypothermia in slot 4 or 5 and warms one mark at a time', () => {
    expect(outline(lootConditionParts(fresh(), 'H'))).toEqual([
      'spread: 4,5',
      'actions (off): Warm for a try (remove one H)',
    ]);
  });

  it('starts malnourishment at slot 3 only', () => {
    expect(outline(lootConditionParts(fresh(), 'M'))).toEqual([
      'spread: 3',
      'actions (off): Clear all M marks',
    ]);
  });
});

describe('a spread part', () => {
  it('picks a slot among several with a logged die, then worsens into it', () => {
    const { log, logged } = scriptedLog([3]);
    const picked = spreadOf(lootConditionParts(fresh(), 'E')).pickAtRandom(log);
    expect(picked.notes[0]).toBe('Slot 3 is marked E (exhaustion).');
    expect(logged).toEqual(['condition-slot: LOOT: random slot for exhaustion (Ada)']);
  });
  it('worsens with no slot given when none is left, which kills', () => {
    const full = [1, 2, 3, 4, 5].reduce(
      (sheet, slot) => corruptLootSlot(sheet, slot as 1).sheet,
      fresh(),
    );
    expect(spreadOf(lootConditionParts(full, 'C')).choices).toEqual([]);
  });
});

describe('a spread part’s buttons', () => {
  const labels = (sheet: ReturnType<typeof fresh>, letter: 'A' | 'C' | 'E') =>
    spreadOf(lootConditionParts(sheet, letter)).buttons.map(
      (b) => `${b.label}${b.primary ? ' *' : ''}`,
    );

  it('marks the one slot offered, with no random pick', () => {
    expect(labels(fresh(), 'A')).toEqual(['Mark slot 1 *']);
  });

  it('marks any of several slots, or picks one at random', () => {
    expect(labels(fresh(), 'E')).toEqual([
      'Mark slot 1 *',
      'Mark slot 2 *',
      'Mark slot 3 *',
      'Mark slot 4 *',
      'Mark slot 5 *',
      'Pick a slot at random',
    ]);
  });

  it('worsens past the last slot when none is left (corruption: evil)', () => {
    const full = [1, 2, 3, 4, 5].reduce(
      (sheet, slot) => corruptLootSlot(sheet, slot as 1).sheet,
      fresh(),
    );
    expect(labels(full, 'C')).toEqual(['Worsen (no slot left to mark) *']);
    const worsened = spreadOf(lootConditionParts(full, 'C')).buttons[0]!.run(scriptedLog([]).log);
    expect(worsened.outcome).toBe('evil');
  });

  it('marks the slot its button names', () => {
    const mark = spreadOf(lootConditionParts(fresh(), 'E')).buttons[2]!;
    expect(mark.run(scriptedLog([]).log).notes[0]).toBe('Slot 3 is marked E (exhaustion).');
  });
});
