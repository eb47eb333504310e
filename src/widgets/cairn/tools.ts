/**
 * The tools of this ruleset, declared once (src/widgets/screen/tool-declaration.ts says what a
 * declaration holds): "my screen", the pin menus and search find them here by this file's place.
 * A new tool is one entry below, with the title its heading shows.
 */
import { declareTool, type ToolDeclaration } from '../screen/tool-declaration.ts';

export const tools: readonly ToolDeclaration[] = [
  declareTool({
    id: 'party-tracker',
    title: 'Party tracker',
    summary:
      'Keep the party’s characters and hirelings: HP, STR, DEX and WIL, Armor, Fatigue in inventory slots, scars and rest, to print or export as a file.',
    load: () => import('./characters/PartyTracker'),
  }),
  declareTool({
    id: 'save-roller',
    title: 'Save roller',
    summary:
      'Roll a save, a d20 equal to or under STR, DEX or WIL, alone or as a group action, with the exact chance to pass.',
    load: () => import('./rolls/SaveRoller'),
  }),
  declareTool({
    id: 'combat-resolver',
    title: 'Combat resolver',
    summary:
      'Resolve an attack: weapon dice, two weapons, impaired and enhanced attacks, blast, several attackers and Armor, with the damage chart and the damage applied to HP and STR.',
    load: () => import('./rolls/CombatResolver'),
  }),
  declareTool({
    id: 'scars-roller',
    title: 'Scars roller',
    summary:
      'Roll on the Scars table by the HP lost, with every roll the row asks for, and record the scar on a party member.',
    load: () => import('./rolls/ScarsRoller'),
  }),
  declareTool({
    id: 'morale-check',
    title: 'Morale check',
    summary:
      'Roll an enemy group’s WIL save to hold its nerve at its first casualty and at half its number.',
    load: () => import('./gm/MoraleCheck'),
  }),
  declareTool({
    id: 'die-of-fate',
    title: 'Die of Fate',
    summary: 'Roll the Die of Fate when luck decides: 4 to 6 favours the PCs, 1 to 3 is bad luck.',
    load: () => import('./gm/DieOfFate'),
  }),
  declareTool({
    id: 'spellbook',
    title: 'Draw a Spellbook',
    summary: 'Draw a random Spellbook: a d100 roll on the 100 Spells table.',
    load: () => import('./generators/SpellDraw'),
    props: { kind: 'spellbook' },
  }),
  declareTool({
    id: 'scroll',
    title: 'Draw a Scroll',
    summary:
      'Draw a random Scroll: a d100 roll on the 100 Spells table for a spell cast once without Fatigue.',
    load: () => import('./generators/SpellDraw'),
    props: { kind: 'scroll' },
  }),
  declareTool({
    id: 'casting-helper',
    title: 'Casting helper',
    summary:
      'Cast a spell from a Spellbook or a Scroll, adding the Fatigue to the caster and rolling the WIL save when deprived or in danger.',
    load: () => import('./rolls/CastingHelper'),
  }),
  declareTool({
    id: 'hireling-generator',
    title: 'Hireling generator',
    summary:
      'Generate a hireling: 3d6 for each attribute and 1d6 for HP, and add them to the party.',
    load: () => import('./generators/HirelingGenerator'),
  }),
];
