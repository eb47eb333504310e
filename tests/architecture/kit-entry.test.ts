/**
 * The tool kit behind one entry file (DESIGN.md, "The tool kit"): a ruleset's widgets import the
 * kit from src/widgets/kit/index.ts and never from a file behind it, and the kit imports nothing
 * of the site's own islands (src/widgets/site/), which may use the kit but not the reverse; a
 * ruleset's widget announces only through the kit (ResultArea, LiveNote), never with a
 * `role="status"` of its own, and takes input only through the kit's fields, never a raw
 * `<input>`, `<select>`, `<textarea>`, or options of its own (`<option>`, `<optgroup>`,
 * `<datalist>`: a ChoiceField's options and a TextField's suggestions are data) (the fields label, describe and explain every control
 * alike, and keep what was typed before the tool hydrated), logs a roll only through the kit's
 * logger, never by writing to the roll log's store itself, and undoes a removal from a roster only
 * through the kit's `useRemoval` (which keeps the removal, and whose UndoRemove takes the focus),
 * draws a button in one of the site's looks only with the kit's `Button`, writes a form only with
 * the kit's `Form`, shows its stores' notices only by naming them to its `ToolSection` (first under
 * its heading), and reads what the page gave it (id, title, heading level) only with the kit's
 * `toolFrame`, which holds the defaults. The entry offers only parts some widget uses, so no
 * second way to a job waits there.
 * Every breach is reported as `file:line`, so a failure says where to look.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findImports,
  resolveSpecifier,
  stripComments,
  readSources,
  type SourceFile,
} from './scan-source';
import { rulesetIds } from '../../src/content/rulesets-on-disk';

const ROOT = join(import.meta.dirname, '../..');
const KIT = 'src/widgets/kit';
const SITE = 'src/widgets/site';

/** Each ruleset's widgets folder, found from content/ as everything else finds the rulesets. */
const RULESET_WIDGETS = rulesetIds(join(ROOT, 'content')).map((id) => `src/widgets/${id}/`);

function isRulesetWidget(path: string): boolean {
  return RULESET_WIDGETS.some((folder) => path.startsWith(folder));
}

function isInFolder(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`);
}

/** The 1-based line of each place the code names `specifier` as a quoted string. */
function linesOf(code: string, specifier: string): number[] {
  const lines: number[] = [];
  for (const quote of ["'", '"', '`']) {
    const quoted = `${quote}${specifier}${quote}`;
    for (let at = code.indexOf(quoted); at !== -1; at = code.indexOf(quoted, at + 1))
      lines.push(code.slice(0, at).split('\n').length);
  }
  return lines.sort((a, b) => a - b);
}

/** Every import in `files` that `isBreach` refuses, as `file:line -> specifier`. */
function findImportBreaches(
  files: readonly SourceFile[],
  applies: (path: string) => boolean,
  isBreach: (resolved: string) => boolean,
): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (!applies(file.path)) continue;
    const code = stripComments(file.text);
    for (const specifier of findImports(file.text)) {
      if (!specifier.startsWith('.')) continue;
      if (!isBreach(resolveSpecifier(file.path, specifier))) continue;
      for (const line of linesOf(code, specifier))
        found.push(`${file.path}:${line} -> ${specifier}`);
    }
  }
  return found;
}

/** A kit file reached past the entry: anything in src/widgets/kit/ but index.ts itself. */
function isPastTheEntry(resolved: string): boolean {
  return isInFolder(resolved, KIT) && !/^src\/widgets\/kit(?:\/index(?:\.ts)?)?$/.test(resolved);
}

/** Ruleset widgets importing a kit file instead of the kit's entry. */
export function findKitFilesImported(files: readonly SourceFile[]): string[] {
  return findImportBreaches(files, isRulesetWidget, isPastTheEntry);
}

/** Kit files importing the site's own islands or their helpers. */
export function findKitImportingSite(files: readonly SourceFile[]): string[] {
  return findImportBreaches(
    files,
    (path) => isInFolder(path, KIT),
    (resolved) => isInFolder(resolved, SITE),
  );
}

/** The roll log's store: a ruleset's widget logs through the kit's logger, never by writing to it. */
const ROLL_LOG_STORE = /^src\/stores\/roll-log(?:\.ts)?$/;

/** Ruleset widgets logging a roll past the kit's logger (logRoll, rollAndLog). */
export function findRollLogWrites(files: readonly SourceFile[]): string[] {
  return findImportBreaches(files, isRulesetWidget, (resolved) => ROLL_LOG_STORE.test(resolved));
}

/** The 1-based line of each match of `pattern` (global) in the code. */
function linesMatching(code: string, pattern: RegExp): number[] {
  return [...code.matchAll(pattern)].map((match) => code.slice(0, match.index).split('\n').length);
}

/**
 * Each place in a ruleset's widget where `pattern` (global) stands outside comments, said as
 * `file:line <what it does>`. The kit and the site are where such things are written.
 */
function findInRulesetWidgets(
  files: readonly SourceFile[],
  pattern: RegExp,
  what: string,
): string[] {
  return files
    .filter((file) => isRulesetWidget(file.path))
    .flatMap((file) =>
      linesMatching(stripComments(file.text), pattern).map(
        (line) => `${file.path}:${line} ${what}`,
      ),
    );
}

/** `role="status"`, `role='status'` or `role={'status'}`, as JSX writes it. */
const STATUS_ROLE = /\brole\s*=\s*(?:(["'])status\1|\{\s*(["'`])status\2\s*\})/g;

/**
 * A paragraph or block made live by hand (`<p aria-live="polite">`). A list may still be live: a
 * log of events read out as each is added is not a note or a result.
 */
const LIVE_BLOCK = /<(?:p|div)\b[^<>]*?\baria-live\s*=/g;

/** Ruleset widgets writing a live region of their own instead of the kit's ResultArea or LiveNote. */
export function findHandWrittenStatus(files: readonly SourceFile[]): string[] {
  return [
    ...findInRulesetWidgets(files, STATUS_ROLE, 'writes role="status"'),
    ...findInRulesetWidgets(files, LIVE_BLOCK, 'writes aria-live on a paragraph or block'),
  ];
}

/** A form control or a list of options written in JSX. */
const RAW_CONTROL = /<(?:input|select|textarea|option|optgroup|datalist)\b/g;

/** Ruleset widgets rendering a form control of their own instead of a kit field. */
export function findRawControls(files: readonly SourceFile[]): string[] {
  return findInRulesetWidgets(files, RAW_CONTROL, 'renders a raw form control');
}

/**
 * A control given one of the site's button looks by hand (`class="text-button"`, or the look with
 * `tool-no-print`): the kit's Button draws those, and never submits a form by accident. A button of
 * a ruleset's own look (a die face, a card) is not one of these.
 */
const HAND_MADE_BUTTON = /\bclass\s*=\s*["'](?:text|primary|tool)-button(?: tool-no-print)?["']/g;

/** Ruleset widgets drawing a button in one of the kit's looks instead of using its Button. */
export function findHandMadeButtons(files: readonly SourceFile[]): string[] {
  return findInRulesetWidgets(files, HAND_MADE_BUTTON, 'draws a kit-look button by hand');
}

/** A roster's `restore` called, or the `Removed` type the kit's useRemoval keeps, named. */
const HAND_MADE_UNDO = /\.restore\(|\bRemoved</g;

/** Ruleset widgets keeping a removal and undoing it by hand instead of with the kit's useRemoval. */
export function findHandMadeUndo(files: readonly SourceFile[]): string[] {
  return findInRulesetWidgets(files, HAND_MADE_UNDO, 'undoes a removal by hand');
}

/** A default written for a tool's heading level in a destructured parameter (`headingLevel = 3`). */
const HAND_READ_FRAME = /\bheadingLevel\s*=\s*\d/g;

/** Ruleset widgets giving their heading level a default by hand instead of through toolFrame. */
export function findFrameReadByHand(files: readonly SourceFile[]): string[] {
  return findInRulesetWidgets(files, HAND_READ_FRAME, "reads the page's props by hand");
}

/**
 * A form written by hand: the kit's Form stops the page load, leaves validation to the fields and
 * draws the card a legend names, the same way in every tool.
 */
const HAND_MADE_FORM = /<form\b/g;

/** Ruleset widgets writing a `<form>` of their own instead of the kit's Form. */
export function findHandMadeForms(files: readonly SourceFile[]): string[] {
  return findInRulesetWidgets(files, HAND_MADE_FORM, 'writes a form by hand');
}

/** A store's notice placed by hand, somewhere in the tool rather than first under its heading. */
const HAND_PLACED_NOTICE = /<StoreNotice\b/g;

/** Ruleset widgets placing a store notice themselves instead of naming it to their ToolSection. */
export function findHandPlacedNotices(files: readonly SourceFile[]): string[] {
  return findInRulesetWidgets(files, HAND_PLACED_NOTICE, 'places a store notice by hand');
}

/**
 * The parts the kit's entry offers as values, by the name a widget imports them under: each name
 * of `export { a, default as B, type C } from './x'`, types left out (a type names what a part
 * takes or gives, so offering it is part of offering that part).
 */
export function entryParts(entry: string): string[] {
  const parts: string[] = [];
  for (const [, names] of stripComments(entry).matchAll(/export\s*\{([^}]*)\}/g))
    for (const written of names!.split(',')) {
      const name = written.trim();
      if (name === '' || name.startsWith('type ')) continue;
      parts.push(name.split(/\s+as\s+/).at(-1)!);
    }
  return parts;
}

/**
 * Parts of the kit's entry that no file outside the kit names: a part offered beside the one the
 * tools use is a second way to do its job waiting to be taken (or code nothing needs).
 */
export function findUnusedEntryParts(files: readonly SourceFile[]): string[] {
  const entry = files.find((file) => file.path === `${KIT}/index.ts`);
  if (!entry) return [];
  const named = new Set(
    files
      .filter((file) => !isInFolder(file.path, KIT))
      .flatMap((file) => stripComments(file.text).match(/[A-Za-z_$][\w$]*/g) ?? []),
  );
  return entryParts(entry.text).filter((name) => !named.has(name));
}

const sources = readSources('src');

describe('findKitFilesImported', () => {
  it('catches a ruleset widget importing kit files, at their lines, and passes the entry', () => {
    const fake: SourceFile = {
      path: 'src/widgets/loot/rolls/Fake.tsx',
      text: [
        "import { NumberField } from '../../kit/fields';",
        "import { RollButton, ResultArea } from '../../kit';",
        "import type { HeadingLevel } from '../../kit/index';",
        '// import Chance from "../../kit/Chance";',
        "const later = import('../../kit/print');",
        "import { lootSheetForLog } from '../../../rules/loot';",
      ].join('\n'),
    };
    expect(findKitFilesImported([fake])).toEqual([
      'src/widgets/loot/rolls/Fake.tsx:1 -> ../../kit/fields',
      'src/widgets/loot/rolls/Fake.tsx:5 -> ../../kit/print',
    ]);
  });

  it('catches a file at the top of a ruleset folder, and leaves other folders alone', () => {
    const top: SourceFile = {
      path: 'src/widgets/cairn/log-roll.ts',
      text: "import { useSaved } from '../kit/hydration';",
    };
    const screen: SourceFile = {
      path: 'src/widgets/screen/Fake.tsx',
      text: "import { useSaved } from '../kit/hydration';",
    };
    expect(findKitFilesImported([top, screen])).toEqual([
      'src/widgets/cairn/log-roll.ts:1 -> ../kit/hydration',
    ]);
  });
});

describe('findKitImportingSite', () => {
  it('catches a kit file importing a site island or helper, and passes rules, stores and the kit', () => {
    const fake: SourceFile = {
      path: 'src/widgets/kit/Fake.tsx',
      text: [
        "import Heading from './Heading';",
        "import { describeChance } from '../../rules/dice/format-chance';",
        "import OddsChart from '../site/OddsChart';",
        "import { injectStyle } from '../site/inject-style';",
      ].join('\n'),
    };
    expect(findKitImportingSite([fake])).toEqual([
      'src/widgets/kit/Fake.tsx:3 -> ../site/OddsChart',
      'src/widgets/kit/Fake.tsx:4 -> ../site/inject-style',
    ]);
  });
});

describe('findHandWrittenStatus', () => {
  it('catches role="status" written in any JSX form, at its line', () => {
    const fake: SourceFile = {
      path: 'src/widgets/dead-weight/gm/Fake.tsx',
      text: [
        '<div class="tool-result" role="status" aria-live="polite">',
        "<p role='status'>Saved.</p>",
        "<p role={'status'}>{text}</p>",
        '<p role="alert">Refused.</p>',
        '// <p role="status"> in a comment',
        '<LiveNote class="tool-notice">Removed.</LiveNote>',
        '<p class="tool-hint" aria-live="polite">{note}</p>',
        '<div\n  aria-live="polite">',
        '<ol class="dw-events" aria-live="polite">',
      ].join('\n'),
    };
    expect(findHandWrittenStatus([fake])).toEqual([
      'src/widgets/dead-weight/gm/Fake.tsx:1 writes role="status"',
      'src/widgets/dead-weight/gm/Fake.tsx:2 writes role="status"',
      'src/widgets/dead-weight/gm/Fake.tsx:3 writes role="status"',
      'src/widgets/dead-weight/gm/Fake.tsx:1 writes aria-live on a paragraph or block',
      'src/widgets/dead-weight/gm/Fake.tsx:7 writes aria-live on a paragraph or block',
      'src/widgets/dead-weight/gm/Fake.tsx:8 writes aria-live on a paragraph or block',
    ]);
  });

  it('leaves the kit and the site alone: their parts are the announcers', () => {
    const kit: SourceFile = {
      path: 'src/widgets/kit/ResultArea.tsx',
      text: '<div class="tool-result" role="status">',
    };
    const site: SourceFile = {
      path: 'src/widgets/site/DiceRoller.tsx',
      text: '<p role="status">{status}</p>',
    };
    expect(findHandWrittenStatus([kit, site])).toEqual([]);
  });
});

describe('findRawControls', () => {
  it('catches a raw input, select, option and textarea at their lines, and passes kit fields', () => {
    const fake: SourceFile = {
      path: 'src/widgets/loot/characters/Fake.tsx',
      text: [
        '<TextArea id="notes" label="Notes" rows={3} value={notes} onText={setNotes} />',
        '<input type="checkbox" checked={marked} />',
        '<select id="slot" value={slot}>',
        '  <option value="1">1</option>',
        '</select>',
        '<textarea id="notes" rows={3} />',
        '// <input> in a comment',
        '<Toggle id="bleeding" label="B" checked={marked} onChange={mark} />',
      ].join('\n'),
    };
    expect(findRawControls([fake])).toEqual([
      'src/widgets/loot/characters/Fake.tsx:2 renders a raw form control',
      'src/widgets/loot/characters/Fake.tsx:3 renders a raw form control',
      'src/widgets/loot/characters/Fake.tsx:4 renders a raw form control',
      'src/widgets/loot/characters/Fake.tsx:6 renders a raw form control',
    ]);
  });

  it('leaves the kit alone: its fields are where the controls are written', () => {
    const kit: SourceFile = { path: 'src/widgets/kit/fields.tsx', text: '<input id={id} />' };
    expect(findRawControls([kit])).toEqual([]);
  });
});

describe('findHandMadeButtons', () => {
  it('catches a button in a kit look written by hand, and passes the kit Button and a ruleset look', () => {
    const fake: SourceFile = {
      path: 'src/widgets/cairn/rolls/Fake.tsx',
      text: [
        '<button type="button" class="text-button" onClick={remove}>Remove</button>',
        '<Button onClick={remove}>Remove</Button>',
        "<button type='submit' class='primary-button'>Add</button>",
        '<button type="button" class="dw-die dw-die-hit">6</button>',
        '<button type="button" class="tool-button tool-no-print">Print</button>',
        '// <button class="text-button"> in a comment',
      ].join('\n'),
    };
    expect(findHandMadeButtons([fake])).toEqual([
      'src/widgets/cairn/rolls/Fake.tsx:1 draws a kit-look button by hand',
      'src/widgets/cairn/rolls/Fake.tsx:3 draws a kit-look button by hand',
      'src/widgets/cairn/rolls/Fake.tsx:5 draws a kit-look button by hand',
    ]);
  });

  it('leaves the kit alone: its Button is where the looks are written', () => {
    const kit: SourceFile = {
      path: 'src/widgets/kit/Button.tsx',
      text: '<button class="text-button" />',
    };
    expect(findHandMadeButtons([kit])).toEqual([]);
  });
});

describe('findRollLogWrites', () => {
  it('catches a ruleset widget importing the roll-log store, and passes the kit and the site', () => {
    const text = "import { logToolOutcome } from '../../../stores/roll-log';";
    const widget: SourceFile = { path: 'src/widgets/locus/rolls/Fake.tsx', text };
    const kit: SourceFile = {
      path: 'src/widgets/kit/log-roll.ts',
      text: "import { logToolOutcome } from '../../stores/roll-log';",
    };
    const site: SourceFile = {
      path: 'src/widgets/site/DiceRoller.tsx',
      text: "import { addRoll } from '../../stores/roll-log';",
    };
    expect(findRollLogWrites([widget, kit, site])).toEqual([
      'src/widgets/locus/rolls/Fake.tsx:1 -> ../../../stores/roll-log',
    ]);
  });
});

describe('findHandMadeUndo', () => {
  it('catches a roster restored or a removal kept by hand, and passes the kit’s useRemoval', () => {
    const fake: SourceFile = {
      path: 'src/widgets/cairn/characters/Fake.tsx',
      text: [
        'const removal = useRemoval(cairnPartyRoster);',
        'const [removed, setRemoved] = useState<Removed<CairnMember> | null>(null);',
        'cairnPartyRoster.restore(removed);',
        '// roster.restore(removed) in a comment',
        '<UndoRemove removed={removal.removed} text="Removed Wren." onUndo={removal.undo} />',
      ].join('\n'),
    };
    expect(findHandMadeUndo([fake])).toEqual([
      'src/widgets/cairn/characters/Fake.tsx:2 undoes a removal by hand',
      'src/widgets/cairn/characters/Fake.tsx:3 undoes a removal by hand',
    ]);
  });
});

describe('findFrameReadByHand', () => {
  it('catches a heading level defaulted by hand, and passes toolFrame and a level passed down', () => {
    const fake: SourceFile = {
      path: 'src/widgets/locus/gm/Fake.tsx',
      text: [
        "export default function Fake({ id = 'fake', headingLevel = 4, title = 'Fake' }: ToolProps) {",
        "  const { id, title, headingLevel } = toolFrame(props, 'fake', 'Fake', 4);",
        '  return <Part headingLevel={deeper(headingLevel)} />;',
        '// headingLevel = 3 in a comment',
      ].join('\n'),
    };
    expect(findFrameReadByHand([fake])).toEqual([
      "src/widgets/locus/gm/Fake.tsx:1 reads the page's props by hand",
    ]);
  });
});

describe('findHandMadeForms', () => {
  it('catches a form written by hand at its line, and passes the kit’s Form', () => {
    const fake: SourceFile = {
      path: 'src/widgets/loot/characters/Fake.tsx',
      text: [
        '<Form class="tool-row" onSubmit={add}>',
        '<form onSubmit={add} noValidate>',
        '// <form> in a comment',
      ].join('\n'),
    };
    expect(findHandMadeForms([fake])).toEqual([
      'src/widgets/loot/characters/Fake.tsx:2 writes a form by hand',
    ]);
  });
});

describe('findHandPlacedNotices', () => {
  it('catches a store notice placed in a tool by hand, and passes one named to ToolSection', () => {
    const fake: SourceFile = {
      path: 'src/widgets/cairn/rolls/Fake.tsx',
      text: [
        '<ToolSection id={id} title={title} headingLevel={level} notices={[$partyNotice]}>',
        '  <StoreNotice $notice={$partyNotice} />',
      ].join('\n'),
    };
    const site: SourceFile = {
      path: 'src/widgets/site/RollLog.tsx',
      text: '<StoreNotice $notice={$rollLogNotice} />',
    };
    expect(findHandPlacedNotices([fake, site])).toEqual([
      'src/widgets/cairn/rolls/Fake.tsx:2 places a store notice by hand',
    ]);
  });
});

describe('findUnusedEntryParts', () => {
  it('names an offered part no widget uses, and passes types and parts in use', () => {
    const entry: SourceFile = {
      path: 'src/widgets/kit/index.ts',
      text: [
        '/** A used part. */',
        "export { default as Button, type ButtonProps } from './Button';",
        '// export { Forgotten } from "./Forgotten";',
        "export { useShown, nextShown } from './ResultArea';",
        "export type { HeadingLevel } from './Heading';",
      ].join('\n'),
    };
    const widget: SourceFile = {
      path: 'src/widgets/loot/rolls/Fake.tsx',
      text: "import { Button, useShown } from '../../kit';\n// nextShown is not used here",
    };
    const kitInside: SourceFile = {
      path: 'src/widgets/kit/ResultArea.tsx',
      text: 'export function nextShown() {}',
    };
    expect(findUnusedEntryParts([entry, widget, kitInside])).toEqual(['nextShown']);
  });
});

describe('the source tree', () => {
  it('is read: the kit, the site and every ruleset widgets folder have files', () => {
    // A ruleset with no tools of its own (a designer's game of text, tables and declared checks)
    // has no widgets folder; every folder there is must be read.
    const present = RULESET_WIDGETS.filter((folder) => existsSync(join(ROOT, folder)));
    for (const folder of [`${KIT}/`, `${SITE}/`, ...present])
      expect(
        sources.some((file) => file.path.startsWith(folder)),
        folder,
      ).toBe(true);
    expect(sources.some((file) => file.path === `${KIT}/index.ts`)).toBe(true);
  });

  it('has ruleset widgets that import the kit only from its entry', () => {
    expect(findKitFilesImported(sources), 'kit files imported past the entry').toEqual([]);
  });

  it('has ruleset widgets that announce only through the kit (ResultArea, LiveNote)', () => {
    expect(findHandWrittenStatus(sources), 'hand-written live regions').toEqual([]);
  });

  it('has ruleset widgets that take input only through the kit’s fields', () => {
    expect(findRawControls(sources), 'raw form controls').toEqual([]);
  });

  it('has ruleset widgets whose buttons in the kit’s looks are the kit’s Button', () => {
    expect(findHandMadeButtons(sources), 'buttons drawn by hand').toEqual([]);
  });

  it('has ruleset widgets that log rolls only through the kit’s logger', () => {
    expect(findRollLogWrites(sources), 'roll-log store imports').toEqual([]);
  });

  it('has ruleset widgets that undo a removal only through the kit (useRemoval)', () => {
    expect(findHandMadeUndo(sources), 'removals undone by hand').toEqual([]);
  });

  it('has ruleset widgets that read the page’s id, title and heading level through toolFrame', () => {
    expect(findFrameReadByHand(sources), 'page props read by hand').toEqual([]);
  });

  it('has ruleset widgets whose forms are the kit’s Form', () => {
    expect(findHandMadeForms(sources), 'forms written by hand').toEqual([]);
  });

  it('has ruleset widgets that name their stores’ notices to ToolSection', () => {
    expect(findHandPlacedNotices(sources), 'store notices placed by hand').toEqual([]);
  });

  it('has a kit entry whose every part some widget outside the kit uses', () => {
    expect(findUnusedEntryParts(sources), 'parts offered that nothing uses').toEqual([]);
  });

  it('has a kit that imports nothing of the site', () => {
    expect(findKitImportingSite(sources), 'kit imports of src/widgets/site').toEqual([]);
  });
});
