/**
 * The saved cast: every Locus character and Foil at the table.
 *
 * Stored shape (localStorage and exported files): `{ version: 1, characters: LocusCharacter[] }`.
 * When the shape changes, bump the version and teach `parseCast` to migrate the old one; until
 * then anything else is rejected with a message naming the field, so the store can fall back to
 * an empty cast and an import can show what is wrong.
 */
import * as z from 'zod/mini';
import { LocusCharacterSchema, type LocusCharacter } from './character';
import { refuse, succeed } from '../result';
import { readSavedValue, type LocusResult } from './errors';

export const CAST_VERSION = 1;

export const LocusCastSchema = z
  .object({
    version: z.literal(CAST_VERSION, { error: `expected version ${CAST_VERSION}` }),
    characters: z.array(LocusCharacterSchema),
  })
  .check(
    z.superRefine((cast, context) => {
      const ids = new Set<string>();
      cast.characters.forEach((character, index) => {
        if (ids.has(character.id))
          context.addIssue({
            code: 'custom',
            message: `is "${character.id}", the same as another character's`,
            path: ['characters', index, 'id'],
          });
        ids.add(character.id);
      });
    }),
  );
export type LocusCast = z.infer<typeof LocusCastSchema>;

/** An empty cast. */
export function createCast(): LocusCast {
  return { version: CAST_VERSION, characters: [] };
}

export { formatIssuePath } from '../plain-issues';

/**
 * Read a saved or imported cast: either the parsed JSON value or the JSON text itself. Returns
 * the cast, or an error whose message names the first bad field
 * ("characters[0].attributes.frailty: expected at most 5") and says how many more problems there are.
 */
export function parseCast(json: unknown): LocusResult<LocusCast> {
  return readSavedValue(json, LocusCastSchema, 'The cast');
}

/** The cast as JSON text, for saving or export. */
export function serializeCast(cast: LocusCast): string {
  return JSON.stringify(cast);
}

/** Add a character; refused (`duplicate-id`) when the id is taken. */
export function addCharacterToCast(
  cast: LocusCast,
  character: LocusCharacter,
): LocusResult<LocusCast> {
  if (cast.characters.some((existing) => existing.id === character.id))
    return refuse(
      'duplicate-id',
      `A character with the id "${character.id}" is already in the cast.`,
    );
  return succeed({ ...cast, characters: [...cast.characters, character] });
}

/** Replace the character with the same id; refused (`unknown-character`) when there is none. */
export function replaceCharacterInCast(
  cast: LocusCast,
  character: LocusCharacter,
): LocusResult<LocusCast> {
  if (!cast.characters.some((existing) => existing.id === character.id))
    return refuse('unknown-character', `There is no character "${character.id}" in the cast.`);
  return succeed({
    ...cast,
    characters: cast.characters.map((existing) =>
      existing.id === character.id ? character : existing,
    ),
  });
}

/** Remove a character; refused (`unknown-character`) when there is none. */
export function removeCharacterFromCast(
  cast: LocusCast,
  characterId: string,
): LocusResult<LocusCast> {
  if (!cast.characters.some((existing) => existing.id === characterId))
    return refuse('unknown-character', `There is no character "${characterId}" in the cast.`);
  return succeed({
    ...cast,
    characters: cast.characters.filter((existing) => existing.id !== characterId),
  });
}
