import { ICONS, type IconName } from '../../lib/icons';

/** One of the site's icons (src/lib/icons.ts), hidden from screen readers: its control names itself. */
export function Icon({ name, size }: { name: IconName; size: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      dangerouslySetInnerHTML={{ __html: ICONS[name] }}
    />
  );
}
