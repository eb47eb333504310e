import { describe, expect, it } from 'vitest';
import { addItem, createCharacter, readDurabilityChoice } from '../../../src/rules/locus';

function withLamp(change: Record<string, unknown> = {}) {
  const ada = createCharacter('Ada', { id: 'ada' });
  const added = addItem(ada, { name: 'Lamp', size: 'small', quality: 1 });
  if (!added.ok) throw new Error(added.error.message);
  const lamp = added.value.items[0]!;
  return { ...added.value, items: [{ ...lamp, ...change }] };
}

describe('readDurabilityChoice', () => {
  it('reads the Quality chosen by hand without an Item, with nothing to say or refuse', () => {
    expect(readDurabilityChoice(undefined, '', 3)).toEqual({
      item: undefined,
      quality: 3,
      itemName: '',
      due: null,
      blocked: null,
    });
  });

  it("reads a Damaged Item's Quality from its card and says a failure destroys it", () => {
    const ada = withLamp({ damaged: true });
    const choice = readDurabilityChoice(ada, ada.items[0]!.id, 3);
    expect(choice).toMatchObject({
      quality: 1,
      itemName: 'Lamp',
      due: "A failure marks Lamp destroyed on Ada's sheet.",
      blocked: null,
    });
  });

  it('refuses a roll for an Item already destroyed', () => {
    const ada = withLamp({ destroyed: true });
    expect(readDurabilityChoice(ada, ada.items[0]!.id, 2)).toMatchObject({
      due: 'Lamp is already destroyed.',
      blocked: 'Lamp is destroyed: there is nothing left to check.',
    });
  });
});
