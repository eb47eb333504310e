/**
 * The Director's Layers: how many Layers the Malus Locus has (2-6) and the average Hand sizes
 * between them, kept in localStorage and shared by open tabs. Read by the Average Hand
 * calculator on "The World and Its Layers" and on the Director's screen.
 *
 * Stored shape (key `rules-at-hand:locus-layers`): `{ version: 1, layers: number, thresholds:
 * number[] }`, validated by the rules' `LayerSettingsSchema` (n - 1 strictly increasing
 * thresholds of at least 0). Until the Director sets their own, the example thresholds apply.
 * Unreadable storage resets to the examples with a notice; the text is kept aside. A new shape
 * needs a new version and a migration in `parse` below.
 */
import * as z from 'zod/mini';
import {
  checkThresholdDrafts,
  exampleLayerSettings,
  LayerSettingsSchema,
  resizeThresholds,
  sameThresholds,
  type LayerSettings,
} from '../../rules/locus';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';

export const LOCUS_LAYERS_KEY = 'rules-at-hand:locus-layers';

const StoredLayersSchema = z.intersection(z.object({ version: z.literal(1) }), LayerSettingsSchema);

const layers = createValidatedPersistent<LayerSettings>(LOCUS_LAYERS_KEY, exampleLayerSettings(), {
  label: 'Layer thresholds',
  encode: (value) =>
    JSON.stringify({ version: 1, layers: value.layers, thresholds: value.thresholds }),
  parse: parseJsonWith(StoredLayersSchema, ({ layers, thresholds }) => ({ layers, thresholds })),
});

export const $layerSettings = layers.$store;
export const $layerSettingsNotice = layers.$notice;

/** Change the number of Layers, keeping the thresholds already set (see `resizeThresholds`). */
export function setLayerCount(count: number): void {
  const current = $layerSettings.get();
  $layerSettings.set({ layers: count, thresholds: resizeThresholds(current.thresholds, count) });
}

/** Save thresholds the widget has checked; refused (false) when they are not valid for the Layer count. */
export function setThresholds(thresholds: readonly number[]): boolean {
  const next = { layers: $layerSettings.get().layers, thresholds: [...thresholds] };
  if (!LayerSettingsSchema.safeParse(next).success) return false;
  $layerSettings.set(next);
  return true;
}

/**
 * Saves the thresholds typed in their fields once every one reads and they differ from the saved
 * ones; while one does not read, the saved thresholds stay.
 */
export function saveThresholdDrafts(drafts: readonly string[]): void {
  const { values } = checkThresholdDrafts(drafts);
  if (values && !sameThresholds(values, $layerSettings.get().thresholds)) setThresholds(values);
}

/** Back to the example thresholds for the current number of Layers; returns them. */
export function resetThresholdsToExamples(): readonly number[] {
  const examples = exampleLayerSettings($layerSettings.get().layers);
  $layerSettings.set(examples);
  return examples.thresholds;
}
