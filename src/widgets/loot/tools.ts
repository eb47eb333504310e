/**
 * The tools of this ruleset, declared once (src/widgets/screen/tool-declaration.ts says what a
 * declaration holds): "my screen", the pin menus and search find them here by this file's place.
 * A new tool is one entry below, with the title its heading shows.
 */
import { declareTool, type ToolDeclaration } from '../screen/tool-declaration';

export const tools: readonly ToolDeclaration[] = [
  declareTool({
    id: 'inventory-sheet',
    title: 'Inventory sheet',
    load: () => import('./characters/InventorySheet'),
  }),
  declareTool({
    id: 'check-roller',
    title: 'Check roller',
    load: () => import('./rolls/CheckRoller'),
  }),
  declareTool({
    id: 'attack-roller',
    title: 'Attack roller',
    load: () => import('./rolls/AttackRoller'),
  }),
  declareTool({
    id: 'conditions',
    title: 'Conditions on the active sheet',
    load: () => import('./characters/ConditionsTool'),
  }),
  declareTool({
    id: 'encounter-odds',
    title: 'Encounter odds',
    load: () => import('./gm/EncounterOdds'),
  }),
  declareTool({
    id: 'initiative-helper',
    title: 'Initiative helper',
    load: () => import('./gm/InitiativeHelper'),
  }),
];
