/**
 * The LOOT rules, pure: the sheet model (`./sheet`) and everything that reads it. Widgets and
 * stores import from here; each rules file adds one `export *` line, and exports are prefixed
 * (`Loot`, `loot`) so files never collide.
 */
export * from './sheet';
export * from './wounds';
export * from './inventory';
export * from './sheet-edits';
export * from './conditions';
export * from './condition-actions';
export * from './condition-undo';
export * from './attacks';
export * from './checks';
export * from './encounters';
export * from './initiative';
export * from './errors';
export * from './rolls';
export * from './roll-results';
export * from './sheet-words';
export * from './item-form';
export * from './encounter-form';
export * from './initiative-panel';
export * from './fight-start';
export * from './check-form';
export * from './check-roller';
export * from './attack-roller';
export * from './attack-form';
export * from './roll-options';
export * from './slot-view';
export * from './item-removal';
export * from './condition-view';
export * from './inventory-view';
