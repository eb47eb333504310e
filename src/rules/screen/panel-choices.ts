/**
 * What "Add a panel" offers for one ruleset (or for '', the site-wide panels): its tools, its
 * random tables and each rules page's sections, in groups as the select shows them. A panel
 * already on the screen is still offered (adding it again is refused with the reason), but says so.
 */
import type { Catalog } from './catalog';
import type { ToolEntry } from './tool-entry';

export interface PanelChoice {
  /** The panel id the choice adds. */
  readonly value: string;
  readonly label: string;
}

export interface PanelChoiceGroup {
  readonly label: string;
  readonly choices: readonly PanelChoice[];
}

/** A section is indented by two non-breaking spaces a level below the page's top headings (h2). */
const INDENT = '\u00a0\u00a0';

/**
 * The groups for `ruleset`: "Tools" always (the site-wide ones for ''), "Random tables" when it
 * has any, and "Rules: <page>" for each page with sections. `held` are the panel ids on the
 * screen already; the catalog is undefined while it loads (tools only, then).
 */
export function panelChoices(
  ruleset: string,
  tools: readonly Pick<ToolEntry, 'id' | 'title' | 'ruleset'>[],
  catalog: Catalog | undefined,
  held: ReadonlySet<string>,
): PanelChoiceGroup[] {
  const choice = (value: string, text: string): PanelChoice => ({
    value,
    label: held.has(value) ? `${text} (on this screen)` : text,
  });
  const tables = catalog?.tables.filter((table) => table.ruleset === ruleset) ?? [];
  const pages = catalog?.pages.filter((page) => page.ruleset === ruleset) ?? [];
  return [
    {
      label: 'Tools',
      choices: tools
        .filter((tool) => (ruleset === '' ? tool.ruleset === undefined : tool.ruleset === ruleset))
        .map((tool) => choice(`tool:${tool.id}`, tool.title)),
    },
    ...(tables.length > 0
      ? [
          {
            label: 'Random tables',
            choices: tables.map((table) => choice(table.panelId, table.title)),
          },
        ]
      : []),
    ...pages
      .filter((page) => page.sections.length > 0)
      .map((page) => ({
        label: `Rules: ${page.title}`,
        choices: page.sections.map((section) =>
          choice(section.panelId, `${INDENT.repeat(section.depth - 2)}${section.text}`),
        ),
      })),
  ];
}
