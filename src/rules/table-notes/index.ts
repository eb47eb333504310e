/** "Your table": the model, its codecs, search over it, the "no longer found" check and what the panel lists. */
export * from './model';
export * from './codec';
export * from './orphans';
export * from './search';
export * from './listing';
