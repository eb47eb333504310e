/**
 * What renders each tool panel of "my screen": the loader its ruleset declares (tool-declaration.ts),
 * so a screen loads only the code of the panels it holds. Each gives a component that takes the
 * panel's id prefix and heading level, with the tool's fixed props, and renders the tool as its
 * screen page places it. Titles and rulesets are in ./tools.ts (data only, shared with the pin menu).
 */
import type { ComponentType } from 'preact';
import { DECLARED_TOOLS } from './declared-tools';
import type { ToolPanelProps } from './tool-declaration';
import type { Catalog } from '../../rules/screen/catalog';

export type { ToolPanelProps } from './tool-declaration';

/** The component of tool `id` (`<ruleset>/<name>` or a site-wide name), or undefined when no such tool is declared. */
export function toolLoader(id: string): (() => Promise<ComponentType<ToolPanelProps>>) | undefined {
  const declaration = DECLARED_TOOLS.find(({ entry }) => entry.id === id)?.declaration;
  if (!declaration) return undefined;
  return async () => {
    const { default: Tool } = await declaration.load();
    return function ToolPanel(panel: ToolPanelProps) {
      return <Tool {...declaration.props} {...panel} />;
    };
  };
}

/**
 * The component of a check a page declares (`<Check>`), from the catalog's declaration, or
 * undefined when the catalog has no such check; the checks' code loads with the first such panel.
 */
export function checkLoader(
  catalog: Catalog,
  panelId: string,
): (() => Promise<ComponentType<ToolPanelProps>>) | undefined {
  const check = catalog.checks.find((item) => item.panelId === panelId);
  if (!check) return undefined;
  return async () => {
    const { default: Check } = await import('../checks/DeclaredCheck');
    return function CheckPanel(panel: ToolPanelProps) {
      return <Check {...check.declaration} {...panel} />;
    };
  };
}
