/**
 * Dead Weight rules: adventurers and their attributes, attribute tests with exact odds, attack
 * notation, defence and armour, and the expedition and interlude mechanics. Pure: randomness
 * comes in as an `Rng` from the dice core; tables come from content/dead-weight/tables.
 */
export * from './character';
export * from './expedition';
export * from './decay';
export * from './omens';
export * from './usage';
export * from './attribute-test';
export * from './camp';
export * from './interlude';
export * from './shopping';
export * from './attack-notation';
export * from './defence';
export * from './party-file';
