/**
 * Cairn 2nd Edition rules: party members and their recovery, combat damage and critical damage,
 * the Scars table, saves, spells, hirelings, reactions and morale. Pure: randomness comes in as an
 * `Rng` from the dice core; tables come from content/cairn/tables.
 */
export * from './character';
export * from './saves';
export * from './spells';
export * from './hirelings';
export * from './morale';
export * from './fate';
export * from './damage';
export * from './scars';
export * from './party-file';
