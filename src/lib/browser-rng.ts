/**
 * The site's source of randomness in the browser: the platform's cryptographic generator,
 * read without modulo bias by the dice core's rejection sampling.
 */
import { createCryptoRng, type Rng } from '../rules/dice';

export const browserRng: Rng = createCryptoRng((array) => crypto.getRandomValues(array));
