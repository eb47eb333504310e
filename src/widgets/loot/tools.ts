/**
 * The tools of this ruleset, declared once (src/widgets/screen/tool-declaration.ts says what a
 * declaration holds): "my screen", the pin menus and search find them here by this file's place.
 * A new tool is one entry below, with the title its heading shows.
 */
import { declareTool, type ToolDeclaration } from '../screen/tool-declaration.ts';

export const tools: readonly ToolDeclaration[] = [
  declareTool({
    id: 'inventory-sheet',
    title: 'Inventory sheet',
    summary:
      'Fill in each character’s inventory sheet: items in slots, bundles and grips, marks, wounds, condition letters and the backpack, to print or export.',
    load: () => import('./characters/InventorySheet'),
  }),
  declareTool({
    id: 'check-roller',
    title: 'Check roller',
    summary:
      'Roll a d12 check against the active inventory sheet, with advantage or disadvantage and the exact chance for each type of check.',
    load: () => import('./rolls/CheckRoller'),
  }),
  declareTool({
    id: 'attack-roller',
    title: 'Attack roller',
    summary:
      'Roll an attack’s d12 for the slot it hits, with advantage, disadvantage and two weapons, and wound the defender’s sheet.',
    load: () => import('./rolls/AttackRoller'),
  }),
  declareTool({
    id: 'conditions',
    title: 'Conditions on the active sheet',
    summary:
      'Apply and worsen conditions such as bleeding, fire or hypothermia on the active sheet’s slots, as their rules spread them.',
    load: () => import('./characters/ConditionsTool'),
  }),
  declareTool({
    id: 'encounter-odds',
    title: 'Encounter odds',
    summary:
      'Work out the chance of a random encounter over a task’s trys and the senses it alerts, and roll for it.',
    load: () => import('./gm/EncounterOdds'),
  }),
  declareTool({
    id: 'initiative-helper',
    title: 'Initiative helper',
    summary:
      'Run initiative between two sides: who goes first, surprise, whose turn it is and interruptions.',
    load: () => import('./gm/InitiativeHelper'),
  }),
];
