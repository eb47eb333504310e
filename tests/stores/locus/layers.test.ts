import { describe, expect, it } from 'vitest';
import { exampleLayerSettings } from '../../../src/rules/locus';
import {
  $layerSettings,
  $layerSettingsNotice,
  LOCUS_LAYERS_KEY,
  resetThresholdsToExamples,
  saveThresholdDrafts,
  setLayerCount,
  setThresholds,
} from '../../../src/stores/locus/layers';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

useFakeStorage(() => {
  $layerSettings.set(exampleLayerSettings());
  $layerSettingsNotice.set(undefined);
});

describe('setLayerCount', () => {
  it('changes the number of Layers with one threshold fewer than Layers, and saves it', () => {
    setLayerCount(4);
    expect($layerSettings.get().layers).toBe(4);
    expect($layerSettings.get().thresholds).toHaveLength(3);
    expect(savedJson(LOCUS_LAYERS_KEY)).toEqual({ version: 1, ...$layerSettings.get() });
  });
});

describe('setThresholds', () => {
  it('saves thresholds that fit the Layer count', () => {
    setLayerCount(3);
    expect(setThresholds([2, 5])).toBe(true);
    expect($layerSettings.get()).toEqual({ layers: 3, thresholds: [2, 5] });
  });

  it('refuses thresholds that do not increase, or are too many, and keeps the old ones', () => {
    setLayerCount(3);
    setThresholds([2, 5]);
    expect(setThresholds([5, 2])).toBe(false);
    expect(setThresholds([1, 2, 3])).toBe(false);
    expect($layerSettings.get().thresholds).toEqual([2, 5]);
  });
});

describe('saveThresholdDrafts', () => {
  it('saves the typed thresholds once every one reads in order', () => {
    setLayerCount(3);
    saveThresholdDrafts(['2', '5.5']);
    expect($layerSettings.get()).toEqual({ layers: 3, thresholds: [2, 5.5] });
  });

  it('keeps the saved thresholds while a typed one does not read or breaks the order', () => {
    setLayerCount(3);
    setThresholds([2, 5]);
    saveThresholdDrafts(['2', 'x']);
    saveThresholdDrafts(['6', '5']);
    expect($layerSettings.get().thresholds).toEqual([2, 5]);
  });
});

describe('resetThresholdsToExamples', () => {
  it('returns the example thresholds it put back', () => {
    setThresholds([1, 2]);
    expect(resetThresholdsToExamples()).toEqual(exampleLayerSettings().thresholds);
  });

  it('puts back the example thresholds for the current Layer count', () => {
    setLayerCount(5);
    setThresholds([1, 2, 3, 4]);
    resetThresholdsToExamples();
    expect($layerSettings.get()).toEqual(exampleLayerSettings(5));
  });
});

describe('$layerSettings', () => {
  itSetsAsideUnreadableText(() => ({
    store: $layerSettings,
    notice: $layerSettingsNotice,
    key: LOCUS_LAYERS_KEY,
    initial: exampleLayerSettings(),
    wrongShape: '{"version":1,"layers":3,"thresholds":[5,2]}',
    label: 'Layer thresholds',
  }));
});
