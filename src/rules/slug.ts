/**
 * A name as the part of an id it gives (a saved entry's id, an element id, a file name): accents
 * folded away, lower case, each run of anything but letters and digits one hyphen, none at either
 * end. Every roster and file name takes its ids this one way, so "Élodie O’Brien" is
 * "elodie-o-brien" whichever tool she is added to.
 */
export function slugOf(name: string, fallback: string, maxLength = Infinity): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength);
  return slug === '' ? fallback : slug;
}
