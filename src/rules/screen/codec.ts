/**
 * A screen as a share link (the layout alone: which panels, how wide, collapsed or not; the
 * tools' own saved data stays in each browser) and every screen of a browser as a file. Both go
 * through the site's one codec factory each, so a tampered link or a wrong file is refused with a
 * sentence and never reaches the store.
 *
 * Link shape `s1.<base64url JSON>`: `{ name, panels: [{ id, wide, collapsed }] }`. A new shape
 * gets a new version prefix, and `s1` keeps decoding.
 */
import { howMany } from '../words';
import type { Result } from '../dice';
import { createFileCodec } from '../file-codec';
import { describeIssues, type IssueLike } from '../plain-issues';
import { createShareCodec, type ShareLinkIssue } from '../share-link';
import {
  normaliseScreens,
  ScreenSchema,
  ScreensSchema,
  withEachPanelOnce,
  type Screen,
  type Screens,
} from './layout';

/** The link parameter: `/screen/?screen=s1.…`. */
export const SCREEN_SHARE_PARAM = 'screen';

interface SafeParser<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly IssueLike[] } };
}

function parseWith<T>(
  schema: SafeParser<T>,
  whole: string,
): (data: unknown) => Result<T, ShareLinkIssue> {
  return (data) => {
    const parsed = schema.safeParse(data);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, error: describeIssues(parsed.error.issues, whole, data) };
  };
}

export const screenShareCodec = createShareCodec<Screen>({
  version: 's1',
  what: 'screen',
  // 60 panels with long section ids, as JSON, in base64: well under this.
  maxLength: 24_000,
  parse: (data) => {
    const parsed = parseWith(ScreenSchema, 'the screen')(data);
    return parsed.ok ? { ok: true, value: withEachPanelOnce(parsed.value) } : parsed;
  },
});

const parseScreens = parseWith(ScreensSchema, 'the screens');

/** Every screen of this browser, as `my-screens.json`; an import adds them to the ones here. */
export const screensFileCodec = createFileCodec<Screens>({
  kind: 'screens',
  maxLength: 400_000,
  fileName: () => 'my-screens.json',
  describe: ({ screens }) => howMany(screens.length, 'screen'),
  parse: (data) => {
    const parsed = parseScreens(data);
    return parsed.ok ? { ok: true, value: normaliseScreens(parsed.value) } : parsed;
  },
});
