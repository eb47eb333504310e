/**
 * Locus rules: checks, exact chances, Conflict, Stress, Willpower, the card deck and the
 * character sheet. Pure: randomness comes in as an `Rng` from the dice core, nothing touches the
 * DOM, storage or the clock. Domain refusals are `LocusResult` values; contract violations a
 * widget cannot cause through validated input (an Attribute of 7) throw RangeError.
 */
// Every module's exports whole; the odds of three-dice-odds.ts reach widgets through the checks.
export * from './errors';
export * from './three-dice';
export * from './attributes';
export * from './outcome-check';
export * from './outcome-reroll';
export * from './outcome-roller';
export * from './willpower';
export * from './stress';
export * from './stress-check';
export * from './untrained-check';
export * from './contested-check';
export * from './contest-form';
export * from './contest-text';
export * from './injury';
export * from './attack';
export * from './attack-injury';
export * from './initiative';
export * from './initiative-text';
export * from './initiative-form';
export * from './durability-check';
export * from './cards';
export * from './shed-form';
export * from './conditions';
export * from './character';
export * from './cast';
export * from './cast-add-form';
export * from './layers';
export * from './item-creation';
export * from './item-form';
export * from './checklist';
export * from './threat';
export * from './monster';
export * from './share-link';
export * from './vices';
export * from './generators';
export * from './generator-draft';
export * from './generator-link';
// The words and input rules of the Locus rolls and the Cast's sheets, deck and file.
export * from './check-inputs';
export * from './card-text';
export * from './cast-file';
export * from './deck-state';
export * from './sheet-text';
export * from './check-log';
export * from './check-text';
export * from './check-dice-text';
export * from './sheet-change-text';
export * from './check-options';
export * from './attribute-choices';
export * from './durability-choice';
// The choices and words of the Cast's sheets and the Director's Monster tools.
export * from './sheet-options';
export * from './monster-options';
export * from './monster-card';
export * from './infliction-text';
export * from './threat-calculator-form';
export * from './vice-editor';
export * from './contested-roller';
export * from './check-roller-view';
export * from './outcome-check-view';
export * from './stress-check-view';
export * from './durability-check-view';
export * from './untrained-check-view';
export * from './initiative-tracker-view';
export * from './inspiration-generator-view';
export * from './dice-triple-view';
export * from './average-hand-view';
export * from './monster-builder-view';
export * from './cast-tracker-view';
export * from './field-specs';
export * from './character-sheet-view';
export * from './items-panel-view';
export * from './skills-panel-view';
export * from './monster-form-view';
export * from './threat-calculator-view';
export * from './deaths-door-graphic';
export * from './deaths-door-view';
export * from './card-deck-view';
export * from './item-creator-view';
export * from './threat-breakdown-view';
export * from './session-checklist-view';
export * from './sheet-panels-view';
export * from './shed-card-view';
