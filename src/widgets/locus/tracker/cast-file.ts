/** Moved to src/rules/locus/cast-file.ts; this path stays until the saved-files property test imports it from there. */
export { readCastFile } from '../../../rules/locus/cast-file';
