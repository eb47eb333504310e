import { withBase } from '../lib/navigation';

/**
 * The page's path relative to the site's base, without the trailing slash: `cairn/combat`. It is
 * how a section is addressed by a screen's panels and by the reader's notes.
 */
export function pagePath(): string {
  const base = withBase(import.meta.env.BASE_URL, '');
  const path = decodeURIComponent(location.pathname);
  return (path.startsWith(base) ? path.slice(base.length) : path.replace(/^\//, '')).replace(
    /\/$/,
    '',
  );
}
