/**
 * The Cast as a file: `{ version: 1, characters: [...] }`, the saved Cast, read with the rules'
 * `parseCast`, so a bad file is refused with a sentence naming the field and never reaches the
 * store. An import replaces the Cast after the reader confirms.
 */
import { howMany } from '../words';
import { createFileCodec, datedFileName } from '../file-codec';
import { parseCast, type LocusCast } from './cast';
import { playerCharacters } from './character';
import { displayName } from './sheet-text';

/** `locus-cast-2025-03-09.json`. */
export const castFileCodec = createFileCodec<LocusCast>({
  kind: 'locus-cast',
  // Larger than any real Cast by far.
  maxLength: 2_000_000,
  parse: parseCast,
  fileName: (_cast, date) => datedFileName('locus-cast', date),
  describe: describeCast,
  names: (cast) => cast.characters.map((character) => displayName(character)),
});

/** "2 Characters and 1 Foil", "1 Character", "nobody". */
export function describeCast(cast: Pick<LocusCast, 'characters'>): string {
  const characters = playerCharacters(cast.characters).length;
  const foils = cast.characters.length - characters;
  const parts = [
    ...(characters > 0 ? [howMany(characters, 'Character')] : []),
    ...(foils > 0 ? [howMany(foils, 'Foil')] : []),
  ];
  return parts.length === 0 ? 'nobody' : parts.join(' and ');
}
