/**
 * How a tool is declared for "my screen", the pin menus and search: once, in its ruleset's
 * `src/widgets/<ruleset>/tools.ts` (the site-wide panels in `src/widgets/site/tools.ts`), as an
 * id, the title its heading shows, and a dynamic `import()` of the component that renders it, with
 * any fixed props. Nothing lists the tools by hand: ./declared-tools.ts finds these files by their
 * place, and a new tool is one entry in its ruleset's file.
 */
import type { ToolEntry } from '../../rules/screen/tool-entry.ts';
import type { ComponentType } from 'preact';
import type { HeadingLevel } from '../kit';

/** What every tool panel is given on a screen. */
export interface ToolPanelProps {
  /** A prefix for element ids, unique on the screen. */
  readonly id: string;
  readonly headingLevel: HeadingLevel;
}

export interface ToolDeclaration {
  /** The tool's name within its ruleset (`outcome-check`); the panel id is `<ruleset>/<id>`. */
  readonly id: string;
  /** The heading the tool shows, which is how a page's "add to my screen" button finds it. */
  readonly title: string;
  /**
   * What a reader can do with the tool, in one sentence and the words they would use for it:
   * search indexes a tool by its title, this sentence and its ruleset (never its form text) and
   * shows the sentence under the result.
   */
  readonly summary: string;
  /** Other headings the same tool shows where a page renders only part of it. */
  readonly alsoTitled?: readonly string[];
  /** The component that renders it; loaded only when a screen shows the tool. */
  readonly load: () => Promise<{ default: ComponentType<Record<string, unknown>> }>;
  /** Props the screen always gives it (which generator, which part). */
  readonly props?: Readonly<Record<string, unknown>>;
}

/** One tool, with its fixed props checked against its component's props. */
export function declareTool<P>(declaration: {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly alsoTitled?: readonly string[];
  readonly load: () => Promise<{ default: ComponentType<P> }>;
  readonly props?: Partial<P>;
}): ToolDeclaration {
  return declaration as unknown as ToolDeclaration;
}

/** The folder of the site-wide panels' declarations; every other folder is a ruleset's. */
const SITE_WIDE = 'site';

/**
 * Every declared tool with its entry, from the declaration files by path
 * (`…/<folder>/tools.ts` to the module's `tools`): site-wide panels first, then each ruleset's.
 */
export function collectTools(
  files: Readonly<Record<string, readonly ToolDeclaration[]>>,
): readonly { readonly entry: ToolEntry; readonly declaration: ToolDeclaration }[] {
  const byFolder = Object.entries(files).map(([path, tools]) => ({
    folder: path.split('/').at(-2) ?? '',
    tools,
  }));
  byFolder.sort((a, b) =>
    a.folder === SITE_WIDE ? -1 : b.folder === SITE_WIDE ? 1 : a.folder.localeCompare(b.folder),
  );
  return byFolder.flatMap(({ folder, tools }) =>
    tools.map((declaration) => {
      const base = {
        title: declaration.title,
        summary: declaration.summary,
        ...(declaration.alsoTitled && { alsoTitled: declaration.alsoTitled }),
      };
      const entry: ToolEntry =
        folder === SITE_WIDE
          ? { id: declaration.id, ...base }
          : { id: `${folder}/${declaration.id}`, ruleset: folder, ...base };
      return { entry, declaration };
    }),
  );
}

export { findToolByTitleIn, type ToolEntry } from '../../rules/screen/tool-entry.ts';
