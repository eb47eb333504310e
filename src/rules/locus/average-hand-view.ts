/**
 * What the Average Hand calculator shows, decided in one place from what it reads (the Cast, the
 * Director's Layer settings) and what is typed (the source chosen, the Hand sizes, the threshold
 * drafts): the source and its hint, each Hand listed or typed, the threshold fields, and the
 * readout in words. The widget only lays it out.
 */
import { howMany } from '../words';
import type { LocusCharacter } from './character';
import {
  cardsText,
  castHands,
  checkThresholdDrafts,
  chooseHands,
  echoesText,
  evenLayersNote,
  formatAverage,
  formatCards,
  isExampleSettings,
  LAYER_COUNT_OPTIONS,
  layerName,
  MAX_HAND_SIZE,
  nextLayerText,
  readLayers,
  readTypedHands,
  type LayerSettings,
} from './layers';
import { displayName } from './sheet-text';
import type { FieldSpec } from './field-specs';

export interface AverageHandInputs {
  readonly characters: readonly LocusCharacter[];
  readonly settings: LayerSettings;
  /** The Cast tracker is chosen as the source (it is read only while it has living Characters). */
  readonly useCast: boolean;
  /** The Hand sizes typed, one per player, each row with the key the list keeps it by. */
  readonly typed: readonly { readonly key: number; readonly text: string }[];
  /** The thresholds as typed, one per field. */
  readonly drafts: readonly string[];
}

/** The result area: the average and the Layer, or why there is none yet. */
export type AverageHandResult =
  | { readonly problem: string }
  | {
      readonly problem: null;
      /** While a threshold is not valid: which saved ones are used meanwhile. */
      readonly staleNote: string | null;
      /** The average shown and what it counts, or null with no players. */
      readonly average: { readonly value: string; readonly detail: string } | null;
      /** "Layer 2", and "of 3". */
      readonly layer: string;
      readonly layers: number;
      readonly next: string;
      /** Whose Hands are counted: "Characters" from the Cast, else "players". */
      readonly who: 'Characters' | 'players';
      readonly echoes: string;
      readonly middleLayer: number;
      readonly echoThreshold: string;
      readonly evenNote: string;
    };

/** A change in the Layers' fields: the number of Layers, or the thresholds as now typed. */
export type AverageHandEdit = { readonly layers: number } | { readonly drafts: readonly string[] };

export interface AverageHandView {
  readonly fromCast: boolean;
  /** The Cast source cannot be chosen: it has no living Characters. */
  readonly castDisabled: boolean;
  /** "2 Characters", "no living Characters yet". */
  readonly countedText: string;
  /** Who the Cast source leaves out and why, as a sentence after the hint (or ''). */
  readonly leftOut: string;
  /** Each living Character with the cards in their Hand, in words. */
  readonly castHands: readonly {
    readonly id: string;
    readonly name: string;
    readonly cards: string;
  }[];
  /** Above the typed Hand sizes: why they are typed, and what they take. */
  readonly typedHint: string;
  /** Each typed Hand size's field: its row, its label and its problem. */
  readonly typedRows: readonly {
    readonly key: number;
    readonly text: string;
    readonly label: string;
    readonly error: string | null;
  }[];
  /** The thresholds are the shipped examples (else the Director's own). */
  readonly examples: boolean;
  /**
   * The number of Layers, then each threshold's field ("Average Hand to enter Layer 3 (bottom)"),
   * with its problem; a threshold typed gives all the drafts as they now read.
   */
  readonly layerFields: readonly FieldSpec<AverageHandEdit>[];
  readonly result: AverageHandResult;
}

/** Everything the Average Hand calculator shows. */
export function viewAverageHand(inputs: AverageHandInputs): AverageHandView {
  const { settings } = inputs;
  const { counted, countedText, leftOut } = castHands(inputs.characters);
  const thresholds = checkThresholdDrafts(inputs.drafts);
  const typed = readTypedHands(inputs.typed.map((row) => row.text));
  const { fromCast, hands, who } = chooseHands(counted, inputs.useCast, typed);
  return {
    fromCast,
    castDisabled: counted.length === 0,
    countedText,
    leftOut,
    castHands: counted.map((character) => ({
      id: character.id,
      name: displayName(character),
      cards: cardsText(character.hand.length),
    })),
    typedHint: `${counted.length > 0 ? '' : 'The Cast tracker has no living Characters, so type each player’s Hand size. '}Whole numbers of cards, 0 to ${MAX_HAND_SIZE}.`,
    typedRows: inputs.typed.map((row, index) => ({
      ...row,
      label: `Player ${index + 1} Hand size`,
      error: typed.errors[index] ?? null,
    })),
    examples: isExampleSettings(settings),
    layerFields: [
      {
        kind: 'choice',
        key: 'layers',
        label: 'Number of Layers',
        value: String(settings.layers),
        options: LAYER_COUNT_OPTIONS,
        change: (count) => ({ layers: Number(count) }),
      },
      ...inputs.drafts.map((text, index): FieldSpec<AverageHandEdit> => ({
        kind: 'text',
        key: `threshold-${index + 2}`,
        label: `Average Hand to enter Layer ${index + 2}${index + 2 === settings.layers ? ' (bottom)' : ''}`,
        numeric: 'decimal',
        value: text,
        error: thresholds.errors[index] ?? null,
        change: (next) => ({
          drafts: inputs.drafts.map((draft, at) => (at === index ? next : draft)),
        }),
      })),
    ],
    result:
      hands === null
        ? { problem: 'Fix the Hand sizes marked above to see the average and the Layer.' }
        : {
            problem: null,
            staleNote: thresholds.values
              ? null
              : `Until the marked threshold is fixed, the saved thresholds (${settings.thresholds.map(formatCards).join(', ')}) are used.`,
            ...readResult(hands, settings),
            who,
          },
  };
}

function readResult(hands: Parameters<typeof readLayers>[0], settings: LayerSettings) {
  const readout = readLayers(hands, settings);
  return {
    average:
      readout.average === null
        ? null
        : {
            value: formatAverage(readout.average),
            detail: `(${cardsText(readout.totalCards)} across ${howMany(readout.players, 'player')})`,
          },
    layer: layerName(readout.layer, readout.layers),
    layers: readout.layers,
    next: nextLayerText(readout),
    echoes: echoesText(readout),
    middleLayer: readout.middleLayer,
    echoThreshold: formatCards(readout.echoThreshold),
    evenNote: evenLayersNote(readout),
  };
}
