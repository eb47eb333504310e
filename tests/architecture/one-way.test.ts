/**
 * Jobs with one way to do them outside the kit's parts (DESIGN.md, "one way to do each thing"):
 * the clipboard is reached only through src/lib/clipboard.ts, which answers yes or no where a
 * browser refuses it; a share link's box (offered, or refused with its reason) is drawn only by
 * the kit (IncomingShare, RefusedShare); "Not done:", the line that says why a click changed
 * nothing, is written only by the kit's useActionNote; and a question before a big change is the
 * kit's ConfirmAction, never the browser's blocking `confirm()`; another page of the site is read
 * only through fetchSitePage (src/lib/site-page.ts), which fetches it once a visit. Each breach is
 * reported as `file:line`.
 */
import { describe, expect, it } from 'vitest';
import { readSources, stripComments, type SourceFile } from './scan-source';

const CLIPBOARD_HELPER = 'src/lib/clipboard.ts';
const KIT = 'src/widgets/kit/';

/** Each line of each file, outside `allowed`, whose code (comments aside) matches `pattern`. */
function breaches(
  files: readonly SourceFile[],
  pattern: RegExp,
  allowed: (path: string) => boolean,
): string[] {
  return files
    .filter((file) => !allowed(file.path))
    .flatMap((file) =>
      stripComments(file.text)
        .split('\n')
        .flatMap((line, index) => (pattern.test(line) ? [`${file.path}:${index + 1}`] : [])),
    );
}

const CLIPBOARD = /\bnavigator\s*\.\s*clipboard\b/;
const SHARE_BOX = /\btool-incoming\b/;
const NOT_DONE = /Not done:/;
const PAGE_PARSER = /\bDOMParser\b/;
const BROWSER_CONFIRM = /(?<![\w.$])(?:window\.)?confirm\s*\(/;

export const findClipboardUses = (files: readonly SourceFile[]) =>
  breaches(files, CLIPBOARD, (path) => path === CLIPBOARD_HELPER);
export const findShareBoxes = (files: readonly SourceFile[]) =>
  breaches(files, SHARE_BOX, (path) => path.startsWith(KIT));
export const findRefusalLines = (files: readonly SourceFile[]) =>
  breaches(files, NOT_DONE, (path) => path.startsWith(KIT));
export const findPageParsers = (files: readonly SourceFile[]) =>
  breaches(files, PAGE_PARSER, (path) => path === 'src/lib/site-page.ts');
export const findBrowserConfirms = (files: readonly SourceFile[]) =>
  breaches(files, BROWSER_CONFIRM, () => false);

const sources = readSources('src');

describe('copying to the clipboard', () => {
  it('goes through copyText only', () => {
    expect(findClipboardUses(sources)).toEqual([]);
  });

  it('is caught when a file writes to the clipboard itself, and a comment about it is not', () => {
    const fake: SourceFile = {
      path: 'src/widgets/screen/Fake.tsx',
      text: [
        '// navigator.clipboard is refused on insecure pages',
        "void navigator.clipboard?.writeText('x');",
        "await copyText('x');",
      ].join('\n'),
    };
    expect(findClipboardUses([fake])).toEqual(['src/widgets/screen/Fake.tsx:2']);
  });
});

describe("a share link's box", () => {
  it('is drawn by the kit only', () => {
    expect(findShareBoxes(sources)).toEqual([]);
  });

  it('is caught when a widget draws its own', () => {
    const fake: SourceFile = {
      path: 'src/widgets/locus/generators/Fake.tsx',
      text: '<div class="tool-incoming" role="alert">Could not be opened.</div>',
    };
    expect(findShareBoxes([fake])).toEqual(['src/widgets/locus/generators/Fake.tsx:1']);
  });
});

describe('the line saying a click changed nothing', () => {
  it('is written by the kit only', () => {
    expect(findRefusalLines(sources)).toEqual([]);
  });

  it('is caught when a widget words its own', () => {
    const fake: SourceFile = {
      path: 'src/widgets/dead-weight/characters/Fake.tsx',
      text: 'const text = refused ? `Not done: ${why}` : done;',
    };
    expect(findRefusalLines([fake])).toEqual(['src/widgets/dead-weight/characters/Fake.tsx:1']);
  });
});

describe('a question before a big change', () => {
  it("is the kit's ConfirmAction everywhere", () => {
    expect(findBrowserConfirms(sources)).toEqual([]);
  });

  it('is caught when a widget asks with the browser, and a setter named for it is not', () => {
    const fake: SourceFile = {
      path: 'src/widgets/dead-weight/gm/Fake.tsx',
      text: ["if (window.confirm('Start again?')) reset();", 'setConfirm(true);'].join('\n'),
    };
    expect(findBrowserConfirms([fake])).toEqual(['src/widgets/dead-weight/gm/Fake.tsx:1']);
  });
});

describe('another page of the site', () => {
  it('is fetched and read through fetchSitePage only', () => {
    expect(findPageParsers(sources)).toEqual([]);
  });

  it('is caught when a file parses a fetched page itself', () => {
    const fake: SourceFile = {
      path: 'src/widgets/site/Fake.ts',
      text: "const doc = new DOMParser().parseFromString(html, 'text/html');",
    };
    expect(findPageParsers([fake])).toEqual(['src/widgets/site/Fake.ts:1']);
  });
});
