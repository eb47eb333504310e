import { describe, expect, it } from 'vitest';
import { evaluateDurabilityCheck } from '../../../src/rules/locus/durability-check';
import {
  playerCharacters,
  addCardToHand,
  addInjury,
  addItem,
  addSkill,
  applyDurabilityCheck,
  attributePointsLeft,
  calmCharacterStress,
  createCharacter,
  createItem,
  createUniqueId,
  damageItem,
  deathsDoorSegments,
  destroyItem,
  gainWillpower,
  hasCondition,
  injuryFloor,
  isDead,
  LocusCharacterSchema,
  raiseCharacterStress,
  receiveDrawnCard,
  removeCardFromHand,
  removeInjury,
  restoreInjury,
  removeItem,
  removeSkill,
  restCharacter,
  setAttribute,
  setCondition,
  setStress,
  shedCard,
  spendWillpower,
  toggleCondition,
  treatInjury,
  updateCharacterDetails,
  setItemDurabilityBoxes,
  updateItem,
  updateSkill,
  useItem,
  validateAttributes,
  type LocusCharacter,
} from '../../../src/rules/locus/character';
import type { LocusResult } from '../../../src/rules/locus/errors';

function unwrap<T>(result: LocusResult<T>): T {
  if (!result.ok)
    throw new Error(`expected success, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

function withAttributes(character: LocusCharacter, scores: number[]): LocusCharacter {
  const names = Object.keys(character.attributes) as (keyof LocusCharacter['attributes'])[];
  return names.reduce(
    (next, name, index) => unwrap(setAttribute(next, name, scores[index] ?? 1)),
    character,
  );
}

const ada = createCharacter('Ada Byrne');

describe('createCharacter', () => {
  it('makes a blank, valid sheet: all Attributes 1, 5 WP, Uneasy, nothing else', () => {
    expect(ada).toEqual({
      id: 'ada-byrne',
      name: 'Ada Byrne',
      attitude: '',
      haunt: '',
      virtue: '',
      virtueSuit: null,
      hauntSuit: null,
      kind: 'character',
      attributes: {
        frailty: 1,
        clumsiness: 1,
        carelessness: 1,
        impatience: 1,
        cowardice: 1,
        ignorance: 1,
        repulsion: 1,
        temper: 1,
      },
      willpower: 5,
      stress: 'uneasy',
      injuries: [],
      conditions: [],
      skills: [],
      items: [],
      hand: [],
      notes: '',
    });
    expect(LocusCharacterSchema.safeParse(ada).success).toBe(true);
  });

  it('takes an id and a kind', () => {
    expect(createCharacter('Vera', { id: 'foil-1', kind: 'foil' })).toMatchObject({
      id: 'foil-1',
      kind: 'foil',
    });
  });
});

describe('createUniqueId', () => {
  it('adds a number when the id is taken', () => {
    expect(createUniqueId('ada', [])).toBe('ada');
    expect(createUniqueId('ada', ['ada', 'ada-2'])).toBe('ada-3');
    expect(createUniqueId(' ', [])).toBe('id');
  });
});

describe('updateCharacterDetails', () => {
  it('changes the sheet’s words and suits', () => {
    const next = unwrap(
      updateCharacterDetails(ada, {
        attitude: 'Wry',
        virtueSuit: 'hearts',
        hauntSuit: 'spades',
        notes: 'n',
      }),
    );
    expect(next).toMatchObject({
      attitude: 'Wry',
      virtueSuit: 'hearts',
      hauntSuit: 'spades',
      notes: 'n',
    });
    expect(ada.attitude).toBe('');
  });

  it('refuses the same suit for Virtue and Haunt, naming the field', () => {
    expect(updateCharacterDetails(ada, { virtueSuit: 'clubs', hauntSuit: 'clubs' })).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-data',
        path: 'hauntSuit',
        message: 'The haunt suit must differ from the Virtue suit',
      },
    });
  });
});

describe('setAttribute', () => {
  it('sets one Attribute', () => {
    expect(unwrap(setAttribute(ada, 'temper', 4)).attributes.temper).toBe(4);
  });

  it('refuses a score outside 1-5, naming the Attribute', () => {
    expect(setAttribute(ada, 'temper', 6)).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-attribute',
        path: 'attributes.temper',
        message: 'Temper must be a whole number from 1 to 5, not 6.',
      },
    });
  });
});

describe('attributePointsLeft', () => {
  it('starts at 16 and counts down to 0 at a total of 24', () => {
    expect(attributePointsLeft(ada)).toBe(16);
    expect(attributePointsLeft(withAttributes(ada, [3, 3, 3, 3, 3, 3, 3, 3]))).toBe(0);
    expect(attributePointsLeft(withAttributes(ada, [5, 5, 5, 5, 3, 3, 1, 1]))).toBe(-4);
  });
});

describe('validateAttributes', () => {
  it('accepts a Character with all 16 points spent', () => {
    expect(validateAttributes(withAttributes(ada, [5, 5, 4, 2, 2, 2, 2, 2]))).toEqual({
      total: 24,
      expectedTotal: 24,
      pointsLeft: 0,
      valid: true,
      enforced: true,
      message: null,
    });
  });

  it('flags points still to spend and points overspent', () => {
    expect(validateAttributes(ada)).toMatchObject({
      valid: false,
      enforced: true,
      message: '16 of 16 Attribute points still to distribute.',
    });
    expect(validateAttributes(withAttributes(ada, [5, 5, 5, 5, 3, 1, 1, 1])).message).toBe(
      '2 Attribute points too many: the total is 26, not 24.',
    );
    expect(validateAttributes(withAttributes(ada, [4, 3, 3, 3, 3, 3, 3, 3])).message).toBe(
      '1 Attribute point too many: the total is 25, not 24.',
    );
  });

  it('flags but allows a Foil with any total', () => {
    expect(validateAttributes(createCharacter('Vera', { kind: 'foil' }))).toMatchObject({
      valid: false,
      enforced: false,
    });
  });
});

describe('addInjury', () => {
  it('adds an untreated injury with a fresh id and leaves the input alone', () => {
    const hurt = addInjury(ada, 'major', 'Cracked rib');
    expect(hurt.injuries).toEqual([
      { id: 'injury-1', name: 'Cracked rib', severity: 'major', treated: false },
    ]);
    expect(ada.injuries).toEqual([]);
    expect(addInjury(hurt, 'minor', 'Cut').injuries[1]?.id).toBe('injury-2');
  });

  it('never upgrades: three Minor injuries stay three Minor injuries filling 3 segments', () => {
    const hurt = addInjury(addInjury(addInjury(ada, 'minor', 'a'), 'minor', 'b'), 'minor', 'c');
    expect(hurt.injuries.map((injury) => injury.severity)).toEqual(['minor', 'minor', 'minor']);
    expect(deathsDoorSegments(hurt).filled).toBe(3);
    expect(injuryFloor(hurt)).toBe('none');
  });

  it('picks an id no other injury has, even after removals', () => {
    const hurt = unwrap(
      removeInjury(addInjury(addInjury(ada, 'minor', 'a'), 'minor', 'b'), 'injury-1'),
    );
    expect(addInjury(hurt, 'minor', 'c').injuries.map((injury) => injury.id)).toEqual([
      'injury-2',
      'injury-2-2',
    ]);
  });
});

describe('deathsDoorSegments', () => {
  it('lays out 27 segments in 3 symbols of 3 sub-sections of 3', () => {
    const door = deathsDoorSegments(ada);
    expect(door.segments).toHaveLength(27);
    expect(door.segments[13]).toEqual({
      index: 13,
      symbol: 1,
      subsection: 1,
      position: 1,
      injuryId: null,
      severity: null,
    });
    expect(door).toMatchObject({ total: 0, filled: 0, remaining: 27, dead: false });
  });

  it('fills segments in the order the injuries were taken', () => {
    const hurt = addInjury(addInjury(ada, 'minor', 'Cut'), 'major', 'Fracture');
    const door = deathsDoorSegments(hurt);
    expect(door.segments.slice(0, 5).map((segment) => segment.severity)).toEqual([
      'minor',
      'major',
      'major',
      'major',
      null,
    ]);
    expect(door.filled).toBe(4);
  });

  it('kills the character when exactly 27 are filled', () => {
    const grievous = (character: LocusCharacter) =>
      addInjury(character, 'grievous', 'Severe break');
    const twoSymbols = grievous(grievous(ada));
    const nearly = addInjury(
      addInjury(addInjury(twoSymbols, 'major', 'a'), 'major', 'b'),
      'major',
      'c',
    );
    expect(deathsDoorSegments(nearly)).toMatchObject({ filled: 27, dead: true });
    const oneShort = addInjury(
      addInjury(addInjury(addInjury(twoSymbols, 'major', 'a'), 'major', 'b'), 'minor', 'c'),
      'minor',
      'd',
    );
    expect(deathsDoorSegments(oneShort)).toMatchObject({ filled: 26, remaining: 1, dead: false });
    expect(isDead(oneShort)).toBe(false);
    expect(isDead(addInjury(oneShort, 'minor', 'e'))).toBe(true);
  });

  it('caps the filled count at 27 while reporting the full total', () => {
    const overkill = [1, 2, 3, 4].reduce((character) => addInjury(character, 'grievous', 'x'), ada);
    expect(deathsDoorSegments(overkill)).toMatchObject({
      total: 36,
      filled: 27,
      remaining: 0,
      dead: true,
    });
  });
});

describe('treatInjury', () => {
  it('marks the injury treated without freeing any segment', () => {
    const hurt = addInjury(ada, 'grievous', 'Eye loss');
    const treated = unwrap(treatInjury(hurt, 'injury-1'));
    expect(treated.injuries[0]?.treated).toBe(true);
    expect(deathsDoorSegments(treated).filled).toBe(9);
    expect(unwrap(treatInjury(treated, 'injury-1', false)).injuries[0]?.treated).toBe(false);
  });

  it('refuses an unknown injury', () => {
    expect(treatInjury(ada, 'nope')).toMatchObject({
      ok: false,
      error: { code: 'unknown-injury' },
    });
  });
});

describe('removeInjury', () => {
  it('removes an injury entered by mistake and refuses an unknown one', () => {
    expect(unwrap(removeInjury(addInjury(ada, 'minor', 'x'), 'injury-1')).injuries).toEqual([]);
    expect(removeInjury(ada, 'injury-1').ok).toBe(false);
  });
});

describe('restoreInjury', () => {
  const two = addInjury(addInjury(ada, 'grievous', 'a'), 'minor', 'b');
  const [first] = two.injuries;

  it('puts a removed injury back at its place, once', () => {
    const removed = unwrap(removeInjury(two, 'injury-1'));
    const back = unwrap(restoreInjury(removed, first!, 0));
    expect(back.injuries).toEqual(two.injuries);
    expect(restoreInjury(back, first!, 0)).toMatchObject({
      ok: false,
      error: { code: 'already-restored' },
    });
  });

  it('puts it at the end when the list is shorter now, under a new id when its own is taken', () => {
    const back = unwrap(restoreInjury(ada, first!, 5));
    expect(back.injuries).toEqual([first]);
    const taken = addInjury(ada, 'minor', 'other');
    const renamed = unwrap(restoreInjury(taken, first!, 0)).injuries;
    expect(renamed.map((injury) => [injury.id, injury.name])).toEqual([
      ['injury-1-2', 'a'],
      ['injury-1', 'other'],
    ]);
  });
});

describe('injuryFloor', () => {
  it('is none without a character (values typed)', () => {
    expect(injuryFloor(undefined)).toBe('none');
  });

  it('takes the worst untreated injury', () => {
    expect(injuryFloor(ada)).toBe('none');
    expect(injuryFloor(addInjury(ada, 'minor', 'a'))).toBe('none');
    expect(injuryFloor(addInjury(addInjury(ada, 'minor', 'a'), 'major', 'b'))).toBe('major');
    expect(injuryFloor(addInjury(addInjury(ada, 'grievous', 'a'), 'major', 'b'))).toBe('grievous');
  });

  it('reduces a treated injury’s penalty one step: Grievous to Major, Major to none', () => {
    const grievous = unwrap(treatInjury(addInjury(ada, 'grievous', 'a'), 'injury-1'));
    expect(injuryFloor(grievous)).toBe('major');
    const major = unwrap(treatInjury(addInjury(ada, 'major', 'a'), 'injury-1'));
    expect(injuryFloor(major)).toBe('none');
    expect(injuryFloor(addInjury(grievous, 'grievous', 'b'))).toBe('grievous');
  });
});

describe('spendWillpower', () => {
  it('takes WP away', () => {
    expect(unwrap(spendWillpower(ada, 2)).willpower).toBe(3);
    expect(unwrap(spendWillpower(ada, 5)).willpower).toBe(0);
  });

  it('refuses to go below 0, saying how much there is', () => {
    expect(spendWillpower(ada, 6)).toMatchObject({
      ok: false,
      error: { code: 'not-enough-willpower', message: 'Ada Byrne has 5 WP and cannot spend 6.' },
    });
  });

  it('refuses a negative or fractional amount', () => {
    expect(spendWillpower(ada, -1)).toMatchObject({ ok: false, error: { code: 'invalid-amount' } });
    expect(spendWillpower(ada, 0.5).ok).toBe(false);
  });
});

describe('gainWillpower', () => {
  it('adds WP with no maximum', () => {
    expect(unwrap(gainWillpower(ada, 100)).willpower).toBe(105);
  });

  it('refuses a negative amount', () => {
    expect(gainWillpower(ada, -3)).toMatchObject({ ok: false, error: { code: 'invalid-amount' } });
  });
});

describe('setStress', () => {
  it('sets the level without touching WP', () => {
    expect(setStress(ada, 'stressed')).toMatchObject({ stress: 'stressed', willpower: 5 });
  });
});

describe('raiseCharacterStress', () => {
  it('raises one level and caps at Stressed', () => {
    const tense = raiseCharacterStress(ada);
    expect([tense.character.stress, tense.capped]).toEqual(['tense', false]);
    const stressed = raiseCharacterStress(tense.character);
    expect(raiseCharacterStress(stressed.character)).toMatchObject({
      character: { stress: 'stressed' },
      capped: true,
    });
  });
});

describe('calmCharacterStress', () => {
  it('lowers one level and adds 3 WP on reaching Uneasy', () => {
    expect(calmCharacterStress(setStress(ada, 'stressed'))).toMatchObject({
      character: { stress: 'tense', willpower: 5 },
      willpowerGained: 0,
    });
    expect(calmCharacterStress(setStress(ada, 'tense'))).toMatchObject({
      character: { stress: 'uneasy', willpower: 8 },
      willpowerGained: 3,
    });
    expect(calmCharacterStress(ada)).toMatchObject({ character: { willpower: 5 }, capped: true });
  });
});

describe('restCharacter', () => {
  it('drops to Uneasy with 3 WP', () => {
    expect(restCharacter(setStress(ada, 'stressed'))).toMatchObject({
      character: { stress: 'uneasy', willpower: 8 },
      willpowerGained: 3,
    });
  });
});

describe('toggleCondition', () => {
  it('turns a Condition on and off again', () => {
    const prone = toggleCondition(ada, 'prone');
    expect(hasCondition(prone, 'prone')).toBe(true);
    expect(hasCondition(toggleCondition(prone, 'prone'), 'prone')).toBe(false);
  });
});

describe('setCondition', () => {
  it('never lists a Condition twice', () => {
    expect(setCondition(setCondition(ada, 'heavy', true), 'heavy', true).conditions).toEqual([
      'heavy',
    ]);
    expect(setCondition(ada, 'heavy', false).conditions).toEqual([]);
  });
});

describe('addSkill', () => {
  it('appends a Skill', () => {
    expect(
      addSkill(ada, { name: 'Lockpicking', type: 'Trained', effect: 'Open locks' }).skills,
    ).toHaveLength(1);
  });
});

describe('updateSkill', () => {
  it('replaces a Skill by position and refuses a missing one', () => {
    const skilled = addSkill(ada, { name: 'A', type: 't', effect: 'e' });
    expect(
      unwrap(updateSkill(skilled, 0, { name: 'B', type: 't', effect: 'e' })).skills[0]?.name,
    ).toBe('B');
    expect(updateSkill(skilled, 1, { name: 'B', type: 't', effect: 'e' })).toMatchObject({
      ok: false,
      error: { code: 'unknown-skill' },
    });
  });
});

describe('removeSkill', () => {
  it('removes a Skill by position and refuses a missing one', () => {
    expect(
      unwrap(removeSkill(addSkill(ada, { name: 'A', type: 't', effect: 'e' }), 0)).skills,
    ).toEqual([]);
    expect(removeSkill(ada, 0).ok).toBe(false);
  });
});

describe('createItem', () => {
  it('fills a blank Item card', () => {
    expect(createItem({ id: 'x' })).toEqual({
      id: 'x',
      name: '',
      size: 'large',
      quality: 1,
      durabilityBoxes: 0,
      durabilityUsed: 0,
      damaged: false,
      damageType: '',
      weapon: false,
      destroyed: false,
    });
  });
});

describe('addItem', () => {
  it('adds a validated Item with a fresh id', () => {
    const armed = unwrap(
      addItem(ada, {
        name: 'Crowbar',
        quality: 2,
        durabilityBoxes: 3,
        damageType: 'Blunt',
        weapon: false,
      }),
    );
    expect(armed.items[0]).toMatchObject({
      id: 'item-1',
      name: 'Crowbar',
      quality: 2,
      durabilityBoxes: 3,
    });
  });

  it('refuses more than 8 Durability boxes, naming the field', () => {
    expect(addItem(ada, { name: 'x', durabilityBoxes: 9 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-data', path: 'items.0.durabilityBoxes' },
    });
  });

  it('refuses an id already in use', () => {
    const armed = unwrap(addItem(ada, { id: 'lamp', name: 'Lamp' }));
    expect(addItem(armed, { id: 'lamp', name: 'Lamp' })).toMatchObject({
      ok: false,
      error: { code: 'duplicate-id' },
    });
  });
});

describe('updateItem', () => {
  it('changes fields and refuses more boxes used than there are', () => {
    const armed = unwrap(addItem(ada, { id: 'lamp', name: 'Lamp', durabilityBoxes: 2 }));
    expect(unwrap(updateItem(armed, 'lamp', { quality: 3 })).items[0]?.quality).toBe(3);
    expect(updateItem(armed, 'lamp', { durabilityUsed: 3 })).toMatchObject({
      ok: false,
      error: { path: 'items.0.durabilityUsed' },
    });
    expect(updateItem(armed, 'torch', { quality: 3 })).toMatchObject({
      ok: false,
      error: { code: 'unknown-item' },
    });
  });
});

describe('setItemDurabilityBoxes', () => {
  it('keeps the boxes used that still fit, and unmarks the rest', () => {
    const worn = unwrap(
      addItem(ada, { id: 'lamp', name: 'Lamp', durabilityBoxes: 4, durabilityUsed: 3 }),
    );
    expect(unwrap(setItemDurabilityBoxes(worn, 'lamp', 6)).items[0]).toMatchObject({
      durabilityBoxes: 6,
      durabilityUsed: 3,
    });
    expect(unwrap(setItemDurabilityBoxes(worn, 'lamp', 2)).items[0]).toMatchObject({
      durabilityBoxes: 2,
      durabilityUsed: 2,
    });
    expect(setItemDurabilityBoxes(worn, 'torch', 2)).toMatchObject({
      ok: false,
      error: { code: 'unknown-item' },
    });
  });
});

describe('removeItem', () => {
  it('removes an Item', () => {
    expect(unwrap(removeItem(unwrap(addItem(ada, { id: 'lamp' })), 'lamp')).items).toEqual([]);
  });
});

describe('useItem', () => {
  const armed = unwrap(
    addItem(ada, { id: 'knife', name: 'Knife', durabilityBoxes: 2, weapon: true }),
  );

  it('uses a Durability box per use, then fills the Damaged box, then calls for Durability Checks', () => {
    const first = unwrap(useItem(armed, 'knife'));
    expect(first.effect).toBe('box-used');
    const second = unwrap(useItem(first.character, 'knife'));
    expect(second.effect).toBe('box-used');
    expect(second.character.items[0]).toMatchObject({ durabilityUsed: 2, damaged: false });
    const third = unwrap(useItem(second.character, 'knife'));
    expect(third.effect).toBe('damaged');
    expect(third.character.items[0]?.damaged).toBe(true);
    const fourth = unwrap(useItem(third.character, 'knife'));
    expect(fourth.effect).toBe('durability-check');
    expect(fourth.character.items[0]).toEqual(third.character.items[0]);
  });

  it('refuses a destroyed or unknown Item', () => {
    expect(useItem(unwrap(destroyItem(armed, 'knife')), 'knife')).toMatchObject({
      ok: false,
      error: { code: 'item-destroyed' },
    });
    expect(useItem(armed, 'spoon')).toMatchObject({ ok: false, error: { code: 'unknown-item' } });
  });
});

describe('damageItem', () => {
  it('fills and clears the Damaged box', () => {
    const armed = unwrap(addItem(ada, { id: 'knife' }));
    const damaged = unwrap(damageItem(armed, 'knife'));
    expect(damaged.items[0]?.damaged).toBe(true);
    expect(unwrap(damageItem(damaged, 'knife', false)).items[0]?.damaged).toBe(false);
  });
});

describe('destroyItem', () => {
  it('marks the Item destroyed', () => {
    expect(
      unwrap(destroyItem(unwrap(addItem(ada, { id: 'knife' })), 'knife')).items[0]?.destroyed,
    ).toBe(true);
  });
});

describe('applyDurabilityCheck', () => {
  const damaged = unwrap(damageItem(unwrap(addItem(ada, { id: 'knife', quality: 2 })), 'knife'));

  it('destroys the Item on a failed check and keeps it on a pass', () => {
    expect(
      unwrap(applyDurabilityCheck(damaged, 'knife', evaluateDurabilityCheck([1, 3, 6], 2))).items[0]
        ?.destroyed,
    ).toBe(true);
    expect(
      unwrap(applyDurabilityCheck(damaged, 'knife', evaluateDurabilityCheck([1, 4, 6], 2))),
    ).toBe(damaged);
  });

  it('refuses when no check is due or the Item is already destroyed', () => {
    const sound = unwrap(addItem(ada, { id: 'knife' }));
    expect(
      applyDurabilityCheck(sound, 'knife', evaluateDurabilityCheck([1, 1, 1], 1)),
    ).toMatchObject({ ok: false, error: { code: 'item-not-damaged' } });
    const gone = unwrap(destroyItem(damaged, 'knife'));
    expect(
      applyDurabilityCheck(gone, 'knife', evaluateDurabilityCheck([1, 1, 1], 1)),
    ).toMatchObject({ ok: false, error: { code: 'item-destroyed' } });
  });
});

describe('addCardToHand', () => {
  it('adds a card once', () => {
    const holding = unwrap(addCardToHand(ada, { suit: 'clubs', rank: '4' }));
    expect(holding.hand).toEqual([{ suit: 'clubs', rank: '4' }]);
    expect(addCardToHand(holding, { suit: 'clubs', rank: '4' })).toMatchObject({
      ok: false,
      error: { code: 'card-already-in-hand' },
    });
  });
});

describe('removeCardFromHand', () => {
  it('removes a held card and refuses one not held', () => {
    const holding = unwrap(addCardToHand(ada, { suit: 'clubs', rank: '4' }));
    expect(unwrap(removeCardFromHand(holding, { suit: 'clubs', rank: '4' })).hand).toEqual([]);
    expect(removeCardFromHand(ada, { suit: 'clubs', rank: '4' })).toMatchObject({
      ok: false,
      error: { code: 'card-not-in-hand', message: '4♣ is not in the Hand.' },
    });
  });
});

describe('receiveDrawnCard', () => {
  const suited = unwrap(updateCharacterDetails(ada, { virtueSuit: 'hearts', hauntSuit: 'spades' }));

  it('turns a Virtue card into 3 WP and keeps it out of the Hand', () => {
    const received = receiveDrawnCard(suited, { suit: 'hearts', rank: '9' });
    expect(received.character).toMatchObject({ willpower: 8, hand: [] });
    expect(received.resolution.destination).toBe('discard');
  });

  it('puts any other card into the Hand', () => {
    const received = receiveDrawnCard(suited, { suit: 'spades', rank: '9' });
    expect(received.character).toMatchObject({
      willpower: 5,
      hand: [{ suit: 'spades', rank: '9' }],
    });
    expect(received.resolution.haunt).toBe(true);
    expect(
      receiveDrawnCard(received.character, { suit: 'spades', rank: '9' }).character.hand,
    ).toHaveLength(1);
  });
});

describe('shedCard', () => {
  const suited = unwrap(updateCharacterDetails(ada, { virtueSuit: 'hearts', hauntSuit: 'spades' }));
  const holding = unwrap(
    addCardToHand(unwrap(addCardToHand(suited, { suit: 'spades', rank: 'K' })), {
      suit: 'clubs',
      rank: '2',
    }),
  );

  it('sheds a neutral card after a critical success', () => {
    expect(
      unwrap(shedCard(holding, { suit: 'clubs', rank: '2' }, 'critical-success')).hand,
    ).toEqual([{ suit: 'spades', rank: 'K' }]);
  });

  it('sheds a Haunt card only for the three reasons that allow it', () => {
    expect(shedCard(holding, { suit: 'spades', rank: 'K' }, 'other-virtue')).toMatchObject({
      ok: false,
      error: { code: 'cannot-shed-haunt-card' },
    });
    expect(unwrap(shedCard(holding, { suit: 'spades', rank: 'K' }, 'resist-haunt')).hand).toEqual([
      { suit: 'clubs', rank: '2' },
    ]);
  });
});

describe('LocusCharacterSchema', () => {
  it('refuses a card twice in the Hand and an id used by two Items', () => {
    const twice = {
      ...ada,
      hand: [
        { suit: 'clubs', rank: '2' },
        { suit: 'clubs', rank: '2' },
      ],
    };
    expect(LocusCharacterSchema.safeParse(twice).error?.issues[0]?.message).toBe(
      '2♣ is in the Hand twice',
    );
    const items = { ...ada, items: [createItem({ id: 'a' }), createItem({ id: 'a' })] };
    expect(LocusCharacterSchema.safeParse(items).error?.issues[0]?.path).toEqual([
      'items',
      1,
      'id',
    ]);
  });

  it('refuses negative WP', () => {
    expect(LocusCharacterSchema.safeParse({ ...ada, willpower: -1 }).success).toBe(false);
  });
});

describe('playerCharacters', () => {
  it("keeps the players' Characters, in order, and leaves out the Director's Foils", () => {
    const vera = createCharacter('Vera', { id: 'foil-1', kind: 'foil' });
    const bo = createCharacter('Bo', { id: 'bo' });
    expect(playerCharacters([ada, vera, bo]).map((member) => member.name)).toEqual([
      'Ada Byrne',
      'Bo',
    ]);
    expect(playerCharacters([vera])).toEqual([]);
  });
});
