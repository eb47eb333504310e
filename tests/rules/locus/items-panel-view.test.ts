import { describe, expect, it } from 'vitest';
import { applyChange } from './apply-change';
import { addItem, createCharacter } from '../../../src/rules/locus/character';
import { viewItemCard } from '../../../src/rules/locus/items-panel-view';

const added = addItem(createCharacter('Ada'), { name: 'Lantern', durabilityBoxes: 3 });
if (!added.ok) throw new Error(added.error.message);
const ada = added.value;
const lantern = ada.items[0]!;

describe('viewItemCard', () => {
  it('titles the card by its place and name, and marks it destroyed', () => {
    expect(viewItemCard(lantern, 1)).toMatchObject({
      title: 'Item 2: Lantern',
      legend: 'Item 2: Lantern',
      destroyed: false,
    });
    expect(viewItemCard({ ...lantern, name: '', destroyed: true }, 0)).toMatchObject({
      title: 'Item 1',
      legend: 'Item 1 (destroyed)',
    });
  });

  it('lists its six fields, the name across the card, the boxes used offered up to the boxes', () => {
    const { fields } = viewItemCard({ ...lantern, durabilityUsed: 1 }, 0);
    expect(fields.map(({ key, label, value }) => [key, label, value])).toEqual([
      ['name', 'Name', 'Lantern'],
      ['size', 'Size', lantern.size],
      ['quality', 'Quality', String(lantern.quality)],
      ['boxes', 'Durability boxes', '3'],
      ['used', 'Boxes used', '1'],
      ['damage', 'Damage type', ''],
    ]);
    expect(fields[0]?.wide).toBe(true);
    const used = fields[4];
    expect(used?.kind === 'choice' ? used.options.map((option) => option.value) : []).toEqual([
      '0',
      '1',
      '2',
      '3',
    ]);
  });

  it('sets each detail of the Item through its own field', () => {
    const [name, size, quality, , used, damage] = viewItemCard(lantern, 0).fields;
    const changed = [
      name!.change('Oil lamp'),
      size!.change('small'),
      quality!.change('3'),
      used!.change('2'),
      damage!.change('Burning'),
    ].reduce(applyChange, ada).items[0];
    expect(changed).toMatchObject({
      name: 'Oil lamp',
      size: 'small',
      quality: 3,
      durabilityUsed: 2,
      damageType: 'Burning',
    });
  });

  it('draws the Durability strip and says what is used', () => {
    const card = viewItemCard({ ...lantern, durabilityUsed: 2, damaged: true }, 0);
    expect(card.boxes).toEqual([true, true, false]);
    expect(card.used).toBe('2 of 3 Durability boxes used; Damaged box filled.');
  });

  it('changes the Item through its fields and flags, and removes it', () => {
    const card = viewItemCard(lantern, 0);
    expect(applyChange(ada, card.fields[3]!.change('5')).items[0]?.durabilityBoxes).toBe(5);
    expect(card.flags.map(({ key, label }) => [key, label])).toEqual([
      ['weapon', 'Weapon'],
      ['damaged', 'Damaged'],
      ['destroyed', 'Destroyed'],
    ]);
    expect(applyChange(ada, card.flags[0]!.change(true)).items[0]?.weapon).toBe(true);
    expect(applyChange(ada, card.remove).items).toEqual([]);
  });
});
