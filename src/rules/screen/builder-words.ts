/**
 * What "my screen" says and offers around its panels, decided here so the builder only lays it
 * out: the choices of its menus, the line after each action, and the Undo's words.
 */
import type { PanelChoiceGroup } from './panel-choices';
import type { ScreenRemoval, Screens } from './layout';

/** A ruleset the builder offers to take panels from. */
export interface RulesetSource {
  readonly id: string;
  readonly title: string;
}

/** "From": the site-wide panels first (under ''), then each ruleset by its title. */
export function panelSources(rulesets: readonly RulesetSource[]) {
  return [
    { value: '', label: 'Any game: roll log, dice roller' },
    ...rulesets.map((ruleset) => ({ value: ruleset.id, label: ruleset.title })),
  ];
}

/** "Panel": nothing chosen first, then the groups of what can be added. */
export function panelOptions(groups: readonly PanelChoiceGroup[]) {
  return [
    { value: '', label: 'Choose a tool, table or rules section…' },
    ...groups.map(({ label, choices }) => ({ group: label, options: choices })),
  ];
}

/** "Screen": each screen by its name and how many panels it holds, "Session 2 (5)". */
export function screenOptions(screens: Screens) {
  return screens.screens.map((screen, index) => ({
    value: String(index),
    label: `${screen.name} (${screen.panels.length})`,
  }));
}

/** Said when "Add to this screen" is pressed with no panel chosen. */
export const NOTHING_CHOSEN = 'Choose what to add first.';

/** Said once a panel is added. */
export function describeAddedPanel(title: string): string {
  return `Added “${title}”.`;
}

/**
 * Whether a panel at `from` can move to `to` among `count`: a move past either end, or onto its
 * own place, is no move (the first panel's "earlier" does nothing).
 */
export function isPanelMove(from: number, to: number, count: number): boolean {
  return to >= 0 && to < count && from !== to;
}

/** Said once a panel moved, with its new place counted from 1. */
export function describeMovedPanel(title: string, to: number, count: number): string {
  return `Moved “${title}” to place ${to + 1} of ${count}.`;
}

/** Said once a new screen is made, by its name as kept. */
export function describeMadeScreen(name: string): string {
  return `Made “${name}”.`;
}

/** Said once the screen is renamed, by its name as kept (made unique). */
export function describeRenamedScreen(name: string): string {
  return `Renamed the screen “${name}”.`;
}

/** The name of what a removal took: the panel's title, or the screen's name. */
function removedName(removal: ScreenRemoval): string {
  return removal.kind === 'panel' ? removal.title : removal.removed.screen.name;
}

/** The line beside the Undo of a removal. */
export function describeScreenRemoval(removal: ScreenRemoval): string {
  return removal.kind === 'panel'
    ? `Removed “${removal.title}”.`
    : `Deleted the screen “${removal.removed.screen.name}”.`;
}

/** The line when the Undo could not put it back, and why (`reason`, when the store gave one). */
export function describeRefusedScreenUndo(removal: ScreenRemoval, reason: string | null): string {
  const line = `Could not put back “${removedName(removal)}”.`;
  return reason ? `${line} ${reason}` : line;
}
