import { describe, expect, it } from 'vitest';
import { addInjury, createCharacter } from '../../../src/rules/locus/character';
import {
  LAYER_COUNT_OPTIONS,
  averageHand,
  castHands,
  cardsToNextLayer,
  chooseHands,
  checkThresholds,
  echoThreshold,
  exampleLayerSettings,
  exampleThresholds,
  formatAverage,
  followThresholdDrafts,
  formatCards,
  isExampleSettings,
  LayerSettingsSchema,
  layerForHands,
  layerForHandSize,
  layerName,
  middleLayer,
  parseHandSize,
  parseThreshold,
  readLayers,
  readTypedHands,
  resizeThresholds,
  thresholdDrafts,
  wouldBecomeEcho,
} from '../../../src/rules/locus/layers';

const THREE = { layers: 3, thresholds: [3, 6] };

describe('exampleThresholds', () => {
  it('spaces n - 1 example thresholds 3 cards apart', () => {
    expect(exampleThresholds(2)).toEqual([3]);
    expect(exampleThresholds(3)).toEqual([3, 6]);
    expect(exampleThresholds(6)).toEqual([3, 6, 9, 12, 15]);
  });

  it('refuses fewer than 2 or more than 6 Layers', () => {
    expect(() => exampleThresholds(1)).toThrow(RangeError);
    expect(() => exampleThresholds(7)).toThrow(/2 to 6 Layers/);
    expect(() => exampleThresholds(2.5)).toThrow(RangeError);
  });
});

describe('exampleLayerSettings and isExampleSettings', () => {
  it('ships 3 Layers with the examples, and knows the Director changed them', () => {
    expect(exampleLayerSettings()).toEqual(THREE);
    expect(isExampleSettings(THREE)).toBe(true);
    expect(isExampleSettings({ layers: 3, thresholds: [2, 6] })).toBe(false);
    expect(isExampleSettings(exampleLayerSettings(5))).toBe(true);
    expect(isExampleSettings({ layers: 3, thresholds: [3] })).toBe(false);
  });
});

describe('checkThresholds', () => {
  it('accepts strictly increasing thresholds of at least 0', () => {
    expect(checkThresholds([0, 2.5, 6])).toEqual([null, null, null]);
  });

  it('flags a threshold that is not more than the one before it, at that threshold', () => {
    expect(checkThresholds([3, 3])).toEqual([
      null,
      'Must be more than the threshold before it (3).',
    ]);
    expect(checkThresholds([4, 2, 6])).toEqual([
      null,
      'Must be more than the threshold before it (4).',
      null,
    ]);
  });

  it('flags negative, non-finite and over-precise thresholds', () => {
    expect(checkThresholds([-1])).toEqual(['A threshold cannot be below 0 cards.']);
    expect(checkThresholds([Number.NaN])).toEqual(['Enter a number of cards, such as 3 or 4.5.']);
    expect(checkThresholds([2.555])).toEqual(['Use at most two decimal places.']);
    expect(checkThresholds([0.29, 0.3])).toEqual([null, null]);
    // A threshold after a broken one is judged on its own.
    expect(checkThresholds([Number.NaN, 3])).toEqual([
      'Enter a number of cards, such as 3 or 4.5.',
      null,
    ]);
  });
});

describe('LayerSettingsSchema', () => {
  it('accepts 2 to 6 Layers with n - 1 valid thresholds', () => {
    for (let layers = 2; layers <= 6; layers += 1)
      expect(LayerSettingsSchema.safeParse(exampleLayerSettings(layers)).success).toBe(true);
  });

  it('refuses a wrong Layer count, a wrong number of thresholds, or thresholds out of order', () => {
    expect(LayerSettingsSchema.safeParse({ layers: 1, thresholds: [] }).success).toBe(false);
    expect(
      LayerSettingsSchema.safeParse({ layers: 7, thresholds: [1, 2, 3, 4, 5, 6] }).success,
    ).toBe(false);
    expect(LayerSettingsSchema.safeParse({ layers: 3, thresholds: [3] }).success).toBe(false);
    expect(LayerSettingsSchema.safeParse({ layers: 3, thresholds: [6, 3] }).success).toBe(false);
    expect(LayerSettingsSchema.safeParse({ layers: 2, thresholds: [-1] }).success).toBe(false);
  });
});

describe('parseThreshold', () => {
  it('reads whole and decimal numbers of cards, with a point or a comma', () => {
    expect(parseThreshold('3')).toEqual({ ok: true, value: 3 });
    expect(parseThreshold(' 4.5 ')).toEqual({ ok: true, value: 4.5 });
    expect(parseThreshold('4,25')).toEqual({ ok: true, value: 4.25 });
    expect(parseThreshold('.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseThreshold('0')).toEqual({ ok: true, value: 0 });
  });

  it('explains what is wrong with anything else', () => {
    expect(parseThreshold('')).toMatchObject({
      ok: false,
      error: { message: 'Enter a number of cards, such as 3 or 4.5.' },
    });
    expect(parseThreshold('-2')).toMatchObject({
      ok: false,
      error: { message: 'A threshold cannot be below 0 cards.' },
    });
    expect(parseThreshold('three')).toMatchObject({ ok: false, error: { code: 'invalid-amount' } });
    expect(parseThreshold('.')).toMatchObject({ ok: false });
    expect(parseThreshold('1.234')).toMatchObject({
      ok: false,
      error: { message: 'Use at most two decimal places.' },
    });
  });
});

describe('parseHandSize', () => {
  it('reads a whole number of cards from 0 to 52', () => {
    expect(parseHandSize('0')).toEqual({ ok: true, value: 0 });
    expect(parseHandSize(' 7 ')).toEqual({ ok: true, value: 7 });
    expect(parseHandSize('52')).toEqual({ ok: true, value: 52 });
  });

  it('refuses blanks, negatives, fractions and more than the deck', () => {
    expect(parseHandSize('')).toMatchObject({
      ok: false,
      error: { message: 'Enter the number of cards in the Hand (0 or more).' },
    });
    expect(parseHandSize('-1')).toMatchObject({
      ok: false,
      error: { message: 'A Hand cannot hold fewer than 0 cards.' },
    });
    expect(parseHandSize('2.5')).toMatchObject({
      ok: false,
      error: { message: 'Enter a whole number of cards, such as 0 or 4.' },
    });
    expect(parseHandSize('53')).toMatchObject({
      ok: false,
      error: { message: 'A Hand cannot hold more than the 52 cards of the deck.' },
    });
  });
});

describe('resizeThresholds', () => {
  it('drops thresholds from the bottom when there are fewer Layers', () => {
    expect(resizeThresholds([2, 5, 8], 3)).toEqual([2, 5]);
  });

  it('continues the last step when there are more Layers', () => {
    expect(resizeThresholds([2, 5], 5)).toEqual([2, 5, 8, 11]);
    expect(resizeThresholds([4], 3)).toEqual([4, 7]);
    expect(resizeThresholds([], 3)).toEqual([3, 6]);
    expect(resizeThresholds([1.1, 1.2], 4)).toEqual([1.1, 1.2, 1.3]);
  });
});

describe('averageHand', () => {
  it('averages the Hand sizes', () => {
    expect(averageHand([2, 3, 5])).toEqual({ players: 3, totalCards: 10, average: 10 / 3 });
  });

  it('has no average with no players, and 0 with empty Hands', () => {
    expect(averageHand([])).toEqual({ players: 0, totalCards: 0, average: null });
    expect(averageHand([0, 0])).toEqual({ players: 2, totalCards: 0, average: 0 });
  });

  it('refuses a negative or fractional Hand size', () => {
    expect(() => averageHand([-1])).toThrow(RangeError);
    expect(() => averageHand([1.5])).toThrow(RangeError);
  });
});

describe('formatAverage and formatCards', () => {
  it('shows the average to one decimal and thresholds without trailing zeros', () => {
    expect(formatAverage(10 / 3)).toBe('3.3');
    expect(formatAverage(0)).toBe('0.0');
    expect(formatAverage(2.25)).toBe('2.3');
    expect(formatCards(4.5)).toBe('4.5');
    expect(formatCards(3)).toBe('3');
  });
});

describe('layerForHands', () => {
  it('is the top Layer with zero cards or with no players', () => {
    expect(layerForHands(0, 4, [3, 6])).toBe(1);
    expect(layerForHands(0, 0, [3, 6])).toBe(1);
  });

  it('is the top Layer just below the first threshold, and the next Layer exactly at it', () => {
    expect(layerForHands(8, 3, [3, 6])).toBe(1); // 2.67
    expect(layerForHands(9, 3, [3, 6])).toBe(2); // exactly 3
  });

  it('stays in a Layer between two thresholds', () => {
    expect(layerForHands(15, 3, [3, 6])).toBe(2); // 5
    expect(layerForHands(17, 3, [3, 6])).toBe(2); // 5.67
  });

  it('is the bottom Layer at and above the last threshold', () => {
    expect(layerForHands(18, 3, [3, 6])).toBe(3);
    expect(layerForHands(60, 3, [3, 6])).toBe(3);
  });

  it('reads the exact average, not the rounded one', () => {
    // 2.96 shows as "3.0" but is below 3.
    expect(formatAverage(74 / 25)).toBe('3.0');
    expect(layerForHands(74, 25, [3, 6])).toBe(1);
  });

  it('has no floating-point error at decimal thresholds', () => {
    // 0.29 x 100 and 2.3 x 10 are not exact in floating point.
    expect(layerForHands(29, 100, [0.29])).toBe(2);
    expect(layerForHands(23, 10, [2.3])).toBe(2);
    expect(layerForHands(22, 10, [2.3])).toBe(1);
  });

  it('treats a threshold of 0 as always reached', () => {
    expect(layerForHands(0, 2, [0, 4])).toBe(2);
  });
});

describe('layerForHandSize', () => {
  it('places one Hand against the thresholds', () => {
    expect(layerForHandSize(2, [3, 6])).toBe(1);
    expect(layerForHandSize(3, [3, 6])).toBe(2);
    expect(layerForHandSize(9, [3, 6])).toBe(3);
  });
});

describe('cardsToNextLayer', () => {
  it('counts the cards the whole Cast still needs: threshold x players minus the cards held', () => {
    expect(cardsToNextLayer(7, 3, [3, 6])).toEqual({
      layer: 2,
      threshold: 3,
      totalNeeded: 9,
      moreCards: 2,
    });
    expect(cardsToNextLayer(0, 4, [3, 6])).toEqual({
      layer: 2,
      threshold: 3,
      totalNeeded: 12,
      moreCards: 12,
    });
  });

  it('counts from exactly at a threshold to the next one', () => {
    expect(cardsToNextLayer(9, 3, [3, 6])).toEqual({
      layer: 3,
      threshold: 6,
      totalNeeded: 18,
      moreCards: 9,
    });
  });

  it('rounds a fractional total up to a whole card', () => {
    expect(cardsToNextLayer(0, 3, [2.5])).toEqual({
      layer: 2,
      threshold: 2.5,
      totalNeeded: 8,
      moreCards: 8,
    });
    expect(cardsToNextLayer(22, 10, [2.3])).toEqual({
      layer: 2,
      threshold: 2.3,
      totalNeeded: 23,
      moreCards: 1,
    });
  });

  it('is null in the bottom Layer and with no players', () => {
    expect(cardsToNextLayer(18, 3, [3, 6])).toBeNull();
    expect(cardsToNextLayer(0, 0, [3, 6])).toBeNull();
  });
});

describe('middleLayer', () => {
  it('is the middle Layer for an odd count and the deeper of the two middles for an even count', () => {
    expect([2, 3, 4, 5, 6].map(middleLayer)).toEqual([2, 2, 3, 3, 4]);
  });
});

describe('echoThreshold and wouldBecomeEcho', () => {
  it('uses the threshold into the middle Layer', () => {
    expect(echoThreshold(THREE)).toBe(3);
    expect(echoThreshold({ layers: 2, thresholds: [4] })).toBe(4);
    expect(echoThreshold({ layers: 4, thresholds: [2, 4, 6] })).toBe(4);
    expect(echoThreshold({ layers: 5, thresholds: [2, 4, 6, 8] })).toBe(4);
    expect(echoThreshold({ layers: 6, thresholds: [1, 2, 3, 4, 5] })).toBe(3);
  });

  it('makes an Echo of a Hand at or above that threshold, not below it', () => {
    expect(wouldBecomeEcho(2, THREE)).toBe(false);
    expect(wouldBecomeEcho(3, THREE)).toBe(true);
    expect(wouldBecomeEcho(10, THREE)).toBe(true);
    expect(wouldBecomeEcho(4, { layers: 3, thresholds: [4.5, 8] })).toBe(false);
    expect(wouldBecomeEcho(5, { layers: 3, thresholds: [4.5, 8] })).toBe(true);
  });

  it('refuses settings without enough thresholds', () => {
    expect(() => echoThreshold({ layers: 3, thresholds: [] })).toThrow(RangeError);
  });
});

describe('readLayers', () => {
  const hands = [
    { id: 'ada', name: 'Ada', handSize: 4 },
    { id: 'ben', name: 'Ben', handSize: 1 },
    { id: 'cy', name: 'Cy', handSize: 3 },
  ];

  it('puts together the average, the Layer, the next Layer and the Echoes', () => {
    const readout = readLayers(hands, THREE);
    expect(readout).toMatchObject({
      players: 3,
      totalCards: 8,
      layer: 1,
      layers: 3,
      middleLayer: 2,
      echoThreshold: 3,
    });
    expect(readout.average).toBeCloseTo(8 / 3);
    expect(readout.next).toEqual({ layer: 2, threshold: 3, totalNeeded: 9, moreCards: 1 });
    expect(readout.echoes.map((hand) => hand.name)).toEqual(['Ada', 'Cy']);
  });

  it('works with no players', () => {
    expect(readLayers([], THREE)).toMatchObject({
      players: 0,
      average: null,
      layer: 1,
      next: null,
      echoes: [],
    });
  });
});

describe('layerName', () => {
  it('names the top and the bottom Layer', () => {
    expect([1, 2, 3].map((layer) => layerName(layer, 3))).toEqual([
      'Layer 1 (top)',
      'Layer 2',
      'Layer 3 (bottom)',
    ]);
  });
});

describe('the Average Hand calculator’s readings', () => {
  it('checks typed thresholds one by one, then their order', async () => {
    const { checkThresholdDrafts, sameThresholds } =
      await import('../../../src/rules/locus/layers');
    expect(checkThresholdDrafts(['3', '6'])).toEqual({ errors: [null, null], values: [3, 6] });
    expect(checkThresholdDrafts(['2', '1'])).toEqual({
      errors: [null, 'Must be more than the threshold before it (2).'],
      values: null,
    });
    expect(checkThresholdDrafts(['x', '4.5']).errors).toEqual([
      'Enter a number of cards, such as 3 or 4.5.',
      null,
    ]);
    expect(sameThresholds([3, 6], [3, 6])).toBe(true);
    expect(sameThresholds([3, 6], [3, 6, 9])).toBe(false);
    expect(sameThresholds(null, [])).toBe(false);
  });

  it('reads typed Hand sizes as numbered players, or says what is wrong with each', async () => {
    const { readTypedHands } = await import('../../../src/rules/locus/layers');
    expect(readTypedHands(['2', '0'])).toEqual({
      errors: [null, null],
      hands: [
        { id: 'player-1', name: 'Player 1', handSize: 2 },
        { id: 'player-2', name: 'Player 2', handSize: 0 },
      ],
    });
    expect(readTypedHands(['2', '-1'])).toEqual({
      errors: [null, 'A Hand cannot hold fewer than 0 cards.'],
      hands: null,
    });
    expect(readTypedHands([])).toEqual({ errors: [], hands: [] });
  });

  it('says where the Cast goes next, who would become an Echo, and which middle Layer counts', async () => {
    const { cardsText, echoesText, evenLayersNote, nextLayerText, readLayers } =
      await import('../../../src/rules/locus/layers');
    const hands = [
      { id: 'a', name: 'Ada', handSize: 4 },
      { id: 'b', name: 'Ben', handSize: 1 },
    ];
    const three = readLayers(hands, { layers: 3, thresholds: [3, 6] });
    expect(nextLayerText(three)).toBe(
      'Next: Layer 2 at an average of 3. That takes 1 card more across the Cast (6 in all).',
    );
    expect(echoesText(three)).toBe('Ada (4 cards).');
    expect(evenLayersNote(three)).toBe('');
    const bottom = readLayers(hands, { layers: 2, thresholds: [2] });
    expect(nextLayerText(bottom)).toBe('This is the bottom Layer: there is no Layer below.');
    expect(evenLayersNote(bottom)).toBe(
      'With 2 Layers there are two middle Layers; this counts the deeper one, Layer 2, so an Echo needs the larger Hand.',
    );
    expect(echoesText(readLayers([], { layers: 3, thresholds: [3, 6] }))).toBe('no one yet.');
    expect(
      echoesText(
        readLayers([{ id: 'b', name: 'Ben', handSize: 1 }], { layers: 3, thresholds: [3, 6] }),
      ),
    ).toBe('no one (it takes a Hand of 3 or more).');
    expect([cardsText(1), cardsText(0)]).toEqual(['1 card', '0 cards']);
  });
});

describe('castHands', () => {
  const dead = ['grievous', 'grievous', 'major', 'major', 'major'].reduce(
    (character, severity) => addInjury(character, severity as 'grievous' | 'major', severity),
    createCharacter('Cy'),
  );

  it('counts the living Characters, and names the dead and counts the Foils left out', () => {
    const ada = createCharacter('Ada');
    const cast = [ada, dead, createCharacter('Ghoul', { kind: 'foil' })];
    expect(castHands(cast)).toEqual({
      counted: [ada],
      countedText: '1 Character',
      leftOut: ' Left out: Cy (dead); 1 Foil (not players).',
    });
  });

  it('says when no Character is alive, and leaves nothing out of an empty Cast', () => {
    expect(castHands([dead]).countedText).toBe('no living Characters yet');
    expect(castHands([])).toEqual({
      counted: [],
      countedText: 'no living Characters yet',
      leftOut: '',
    });
  });
});

describe('thresholdDrafts and followThresholdDrafts', () => {
  it('writes thresholds out for their fields', () => {
    expect(thresholdDrafts([2, 5.5, 1 / 3])).toEqual(['2', '5.5', formatCards(1 / 3)]);
  });

  it('keeps what is typed while it reads as the saved numbers, else writes the saved ones out', () => {
    expect(followThresholdDrafts(['2.0', '5'], [2, 5])).toEqual(['2.0', '5']);
    expect(followThresholdDrafts(['2', '5'], [3, 6])).toEqual(['3', '6']);
    expect(followThresholdDrafts(['2', 'x'], [2, 5])).toEqual(['2', '5']);
    expect(followThresholdDrafts(['2', '5'], [2, 5, 8])).toEqual(['2', '5', '8']);
  });
});

describe('LAYER_COUNT_OPTIONS', () => {
  it('offers 2 to 6 Layers', () => {
    expect(LAYER_COUNT_OPTIONS.map((option) => option.label)).toEqual([
      '2 Layers',
      '3 Layers',
      '4 Layers',
      '5 Layers',
      '6 Layers',
    ]);
    expect(LAYER_COUNT_OPTIONS[0]?.value).toBe('2');
  });
});

describe('chooseHands', () => {
  const ada = {
    ...createCharacter('Ada'),
    id: 'ada',
    hand: [{ suit: 'hearts' as const, rank: '2' as const }],
  };
  const typed = readTypedHands(['3', '4']);

  it("reads the living Characters' Hands when taken from the Cast", () => {
    expect(chooseHands([ada], true, typed)).toEqual({
      fromCast: true,
      hands: [{ id: 'ada', name: 'Ada', handSize: 1 }],
      who: 'Characters',
    });
  });

  it('reads the typed Hands when they are chosen, or when the Cast has no one to count', () => {
    const fromTyped = {
      fromCast: false,
      hands: [
        { id: 'player-1', name: 'Player 1', handSize: 3 },
        { id: 'player-2', name: 'Player 2', handSize: 4 },
      ],
      who: 'players',
    };
    expect(chooseHands([ada], false, typed)).toEqual(fromTyped);
    expect(chooseHands([], true, typed)).toEqual(fromTyped);
  });

  it('has no Hands while a typed one cannot be read', () => {
    expect(chooseHands([], false, readTypedHands(['3', 'x'])).hands).toBeNull();
  });
});
