/** Links between the Locus tools' pages, with the site's base path. */
import { withBase } from '../../../lib/navigation';

const page = (path: string) => withBase(import.meta.env.BASE_URL, path);

export const TRACKER_HREF = page('locus/conditions-and-deaths-door/#character-tracker');
export const DECK_HREF = page('locus/willpower-stress-and-cards/#card-draws--hands');
export const ECHOES_HREF = page('locus/the-world/#echoes');
