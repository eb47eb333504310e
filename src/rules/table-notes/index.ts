/** "Your table": the model, its codecs, search over it and the "no longer found" check. */
export * from './model';
export * from './codec';
export * from './orphans';
export * from './search';
