/**
 * A tool as the screen, the pin menus and search know it: data only. Each ruleset declares its
 * tools beside its widgets (src/widgets/screen/tool-declaration.ts collects them); search indexes
 * them at build time and the catalog names panels by them, so the shape lives here, below both.
 */
export interface ToolEntry {
  /** `<ruleset>/<name>`, or a site-wide name: the part after `tool:` in a panel id. */
  readonly id: string;
  readonly title: string;
  /** What the tool does, in one sentence (see ToolDeclaration). */
  readonly summary: string;
  /** Undefined for the site-wide panels (the roll log, the dice roller). */
  readonly ruleset?: string;
  /** Other headings the same tool shows where a page renders only part of it. */
  readonly alsoTitled?: readonly string[];
}

/** The tool a page's heading belongs to, by its ruleset and heading text. */
export function findToolByTitleIn(
  tools: readonly ToolEntry[],
  ruleset: string | undefined,
  title: string,
): ToolEntry | undefined {
  const wanted = title.trim();
  return tools.find(
    (tool) =>
      (tool.ruleset === ruleset || tool.ruleset === undefined) &&
      (tool.title === wanted || tool.alsoTitled?.includes(wanted)),
  );
}
