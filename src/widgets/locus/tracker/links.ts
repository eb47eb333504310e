/** Moved to characters/links.ts; this path stays until the Director tools import it from there. */
export * from '../characters/links';
