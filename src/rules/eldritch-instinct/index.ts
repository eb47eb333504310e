/**
 * Eldritch Instinct rules: d100 saves (read 00-99) and opposed saves, combat and wounds,
 * investigator creation, Sanity and Fortitude, the Tension Pool and chases. Pure: randomness
 * comes in as an `Rng` from the dice core; tables come from content/eldritch-instinct/tables.
 */
export * from './saves';
export * from './sanity';
export * from './tension-pool';
export * from './chase';
export * from './investigator';
export * from './combat';
export * from './death';
export * from './small-rollers';
