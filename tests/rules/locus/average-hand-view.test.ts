import { describe, expect, it } from 'vitest';
import { createCharacter, type LocusCharacter } from '../../../src/rules/locus/character';
import {
  viewAverageHand,
  type AverageHandInputs,
} from '../../../src/rules/locus/average-hand-view';

const THREE = { layers: 3, thresholds: [3, 6] };
const holding = (name: string, cards: number): LocusCharacter => ({
  ...createCharacter(name),
  hand: Array.from({ length: cards }, (_, at) => ({
    suit: 'clubs' as const,
    rank: `${at + 2}` as '2',
  })),
});
const inputs = (change: Partial<AverageHandInputs> = {}): AverageHandInputs => ({
  characters: [],
  settings: THREE,
  useCast: true,
  typed: [
    { key: 1, text: '2' },
    { key: 2, text: '4' },
  ],
  drafts: ['3', '6'],
  ...change,
});

describe('viewAverageHand', () => {
  it('reads the living Characters’ Hands from the Cast when it has any', () => {
    const view = viewAverageHand(inputs({ characters: [holding('Ada', 4), holding('Cy', 3)] }));
    expect(view.fromCast).toBe(true);
    expect(view.castDisabled).toBe(false);
    expect(view.countedText).toBe('2 Characters');
    expect(view.castHands).toEqual([
      { id: 'ada', name: 'Ada', cards: '4 cards' },
      { id: 'cy', name: 'Cy', cards: '3 cards' },
    ]);
    expect(view.result).toMatchObject({
      problem: null,
      average: { value: '3.5', detail: '(7 cards across 2 players)' },
      layer: 'Layer 2',
      layers: 3,
      who: 'Characters',
      next: 'Next: Layer 3 at an average of 6. That takes 5 cards more across the Cast (12 in all).',
      echoes: 'Ada (4 cards), Cy (3 cards).',
      echoThreshold: '3',
      evenNote: '',
    });
  });

  it('takes the typed Hands when the Cast has no living Characters, and says why', () => {
    const view = viewAverageHand(inputs());
    expect(view.fromCast).toBe(false);
    expect(view.castDisabled).toBe(true);
    expect(view.typedHint).toBe(
      'The Cast tracker has no living Characters, so type each player’s Hand size. Whole numbers of cards, 0 to 52.',
    );
    expect(view.typedRows.map(({ key, label, error }) => [key, label, error])).toEqual([
      [1, 'Player 1 Hand size', null],
      [2, 'Player 2 Hand size', null],
    ]);
    expect(view.result).toMatchObject({ layer: 'Layer 2', who: 'players' });
  });

  it('marks a typed Hand that cannot be read and shows no result until it is fixed', () => {
    const view = viewAverageHand(inputs({ typed: [{ key: 1, text: '60' }] }));
    expect(view.typedRows[0]?.error).toBe('A Hand cannot hold more than the 52 cards of the deck.');
    expect(view.result).toEqual({
      problem: 'Fix the Hand sizes marked above to see the average and the Layer.',
    });
  });

  it('offers the number of Layers, then labels the last threshold as the bottom Layer’s', () => {
    const view = viewAverageHand(inputs());
    expect(view.examples).toBe(true);
    expect(view.layerFields.map(({ key, label }) => [key, label])).toEqual([
      ['layers', 'Number of Layers'],
      ['threshold-2', 'Average Hand to enter Layer 2'],
      ['threshold-3', 'Average Hand to enter Layer 3 (bottom)'],
    ]);
    expect(view.layerFields[0]?.change('4')).toEqual({ layers: 4 });
    expect(view.layerFields[2]?.change('7.5')).toEqual({ drafts: ['3', '7.5'] });
  });

  it('says which saved thresholds count while a typed one is wrong', () => {
    const view = viewAverageHand(inputs({ drafts: ['3', '2'] }));
    expect(view.layerFields[2]?.error).toBe('Must be more than the threshold before it (3).');
    expect(view.result).toMatchObject({
      staleNote: 'Until the marked threshold is fixed, the saved thresholds (3, 6) are used.',
    });
  });

  it('says there is no average with no players, and names the deeper middle Layer of four', () => {
    const view = viewAverageHand(
      inputs({
        typed: [],
        settings: { layers: 4, thresholds: [3, 6, 9] },
        drafts: ['3', '6', '9'],
      }),
    );
    expect(view.result).toMatchObject({
      average: null,
      echoes: 'no one yet.',
      middleLayer: 3,
      echoThreshold: '6',
      evenNote:
        'With 4 Layers there are two middle Layers; this counts the deeper one, Layer 3, so an Echo needs the larger Hand.',
    });
  });
});
