/** The address of a Dead Weight rules page (`core-definitions/#risk-dice`), with the site's base path. */
import { withBase } from '../../../lib/navigation';

export const dwPage = (path: string) => withBase(import.meta.env.BASE_URL, `dead-weight/${path}`);
