/**
 * The investigator file codec moved to the rules (src/rules/eldritch-instinct/investigator-file.ts).
 * This re-export only keeps tests/property/saved-files.property.test.ts working until it imports
 * the rules module; delete this folder then.
 */
export * from '../../../rules/eldritch-instinct/investigator-file';
