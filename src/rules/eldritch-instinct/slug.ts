/**
 * A name as the part of an element id or a saved id it gives: lower case, runs of anything but
 * letters and digits as one hyphen, none at either end; the fallback when nothing is left.
 */
export function slugOf(name: string, fallback: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || fallback
  );
}
