/**
 * The screen a reader starts from a ruleset's own screen page: that page's tools, then (once the
 * catalog is in) its random tables and quick-reference sections, named after the page.
 */
import type { Catalog } from './catalog';
import { MAX_PANELS, type Screen } from './layout';
import type { ToolEntry } from './tool-entry';

/**
 * Eldritch Instinct's small rollers stand on its screen page inside one tool (the Reaction, the
 * Die of Fate, the Miscast and the Study), so the started screen has that whole tool instead.
 */
const PARTS_OF_A_WHOLE = new Set([
  'eldritch-instinct/reaction',
  'eldritch-instinct/die-of-fate',
  'eldritch-instinct/miscast',
  'eldritch-instinct/study',
]);

export function rulesetScreen(
  ruleset: { readonly id: string; readonly title: string; readonly screen: string } | undefined,
  rulesetId: string,
  tools: readonly ToolEntry[],
  catalog: Pick<Catalog, 'starts'> | undefined,
): Screen {
  const toolPanels = tools
    .filter((tool) => tool.ruleset === rulesetId && !PARTS_OF_A_WHOLE.has(tool.id))
    .map((tool) => `tool:${tool.id}`);
  const ids = [...new Set([...toolPanels, ...(catalog?.starts[rulesetId] ?? [])])].slice(
    0,
    MAX_PANELS,
  );
  return {
    name: ruleset ? `${ruleset.title}: ${ruleset.screen}` : rulesetId,
    panels: ids.map((id) => ({ id, wide: false, collapsed: false })),
  };
}
