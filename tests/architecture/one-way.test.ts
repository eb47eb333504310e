/**
 * Jobs with one way to do them outside the kit's parts (DESIGN.md, "one way to do each thing"),
 * each kept so by the lines of code that would be a second way: the clipboard is reached only
 * through src/lib/clipboard.ts, which answers yes or no where a browser refuses it; a share link's
 * box (offered, or refused with its reason) is drawn only by the kit (IncomingShare,
 * RefusedShare); "Not done:", the line that says why a click changed nothing, is written only by
 * the kit's useActionNote; a question before a big change is the kit's ConfirmAction, never the
 * browser's blocking `confirm()`; and another page of the site is read only through
 * fetchSitePage (src/lib/site-page.ts), which fetches it once a visit. Each breach is reported as
 * `file:line`.
 */
import { describe, expect, it } from 'vitest';
import { readSources, stripComments, type SourceFile } from './scan-source';

const KIT = 'src/widgets/kit/';

interface OneWay {
  /** The job, as a reader of the test list would name it. */
  readonly job: string;
  /** Its one way, said after the job. */
  readonly way: string;
  /** A line of code that would be a second way. */
  readonly breach: RegExp;
  /** Where the one way itself lives, so its own lines are not breaches. */
  readonly home: (path: string) => boolean;
  /** A file with a second way on its second line, after a line that looks like one and is not. */
  readonly sample: SourceFile;
}

const ONE_WAYS: readonly OneWay[] = [
  {
    job: 'copying to the clipboard',
    way: 'goes through copyText only',
    breach: /\bnavigator\s*\.\s*clipboard\b/,
    home: (path) => path === 'src/lib/clipboard.ts',
    sample: {
      path: 'src/widgets/screen/Fake.tsx',
      text: [
        '// navigator.clipboard is refused on insecure pages',
        "void navigator.clipboard?.writeText('x');",
      ].join('\n'),
    },
  },
  {
    job: "a share link's box",
    way: 'is drawn by the kit only',
    breach: /\btool-incoming\b/,
    home: (path) => path.startsWith(KIT),
    sample: {
      path: 'src/widgets/locus/generators/Fake.tsx',
      text: [
        '<RefusedShare state={shared} after="Nothing changed." />',
        '<div class="tool-incoming">',
      ].join('\n'),
    },
  },
  {
    job: 'the line saying a click changed nothing',
    way: 'is written by the kit only',
    breach: /Not done:/,
    home: (path) => path.startsWith(KIT),
    sample: {
      path: 'src/widgets/dead-weight/characters/Fake.tsx',
      text: ['note.refuse(result.error.message);', 'const text = `Not done: ${why}`;'].join('\n'),
    },
  },
  {
    job: 'a question before a big change',
    way: "is the kit's ConfirmAction everywhere",
    breach: /(?<![\w.$])(?:window\.)?confirm\s*\(/,
    home: () => false,
    sample: {
      path: 'src/widgets/dead-weight/gm/Fake.tsx',
      text: ['setConfirm(true);', "if (window.confirm('Start again?')) reset();"].join('\n'),
    },
  },
  {
    job: 'another page of the site',
    way: 'is fetched and read through fetchSitePage only',
    breach: /\bDOMParser\b/,
    home: (path) => path === 'src/lib/site-page.ts',
    sample: {
      path: 'src/widgets/site/Fake.ts',
      text: [
        'const doc = await fetchSitePage(url);',
        'new DOMParser().parseFromString(html, "text/html");',
      ].join('\n'),
    },
  },
];

/** Each line of each file, away from the one way's home, whose code (comments aside) is a breach. */
export function findSecondWays(files: readonly SourceFile[], oneWay: OneWay): string[] {
  return files
    .filter((file) => !oneWay.home(file.path))
    .flatMap((file) =>
      stripComments(file.text)
        .split('\n')
        .flatMap((line, index) => (oneWay.breach.test(line) ? [`${file.path}:${index + 1}`] : [])),
    );
}

const sources = readSources('src');

for (const oneWay of ONE_WAYS) {
  describe(oneWay.job, () => {
    it(oneWay.way, () => {
      expect(findSecondWays(sources, oneWay)).toEqual([]);
    });

    it('is caught, at its line, when a file does it another way', () => {
      expect(findSecondWays([oneWay.sample], oneWay)).toEqual([`${oneWay.sample.path}:2`]);
    });
  });
}
