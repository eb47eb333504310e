/**
 * The tools of this ruleset, declared once (src/widgets/screen/tool-declaration.ts says what a
 * declaration holds): "my screen", the pin menus and search find them here by this file's place.
 * A new tool is one entry below, with the title its heading shows.
 */
import { declareTool, type ToolDeclaration } from '../screen/tool-declaration';

export const tools: readonly ToolDeclaration[] = [
  declareTool({
    id: 'party-tracker',
    title: 'Party tracker',
    load: () => import('./characters/PartyTracker'),
  }),
  declareTool({
    id: 'save-roller',
    title: 'Save roller',
    load: () => import('./rolls/SaveRoller'),
  }),
  declareTool({
    id: 'combat-resolver',
    title: 'Combat resolver',
    load: () => import('./rolls/CombatResolver'),
  }),
  declareTool({
    id: 'scars-roller',
    title: 'Scars roller',
    load: () => import('./rolls/ScarsRoller'),
  }),
  declareTool({
    id: 'morale-check',
    title: 'Morale check',
    load: () => import('./gm/MoraleCheck'),
  }),
  declareTool({ id: 'die-of-fate', title: 'Die of Fate', load: () => import('./gm/DieOfFate') }),
  declareTool({
    id: 'spellbook',
    title: 'Draw a Spellbook',
    load: () => import('./generators/SpellDraw'),
    props: { kind: 'spellbook' },
  }),
  declareTool({
    id: 'scroll',
    title: 'Draw a Scroll',
    load: () => import('./generators/SpellDraw'),
    props: { kind: 'scroll' },
  }),
  declareTool({
    id: 'casting-helper',
    title: 'Casting helper',
    load: () => import('./rolls/CastingHelper'),
  }),
  declareTool({
    id: 'hireling-generator',
    title: 'Hireling generator',
    load: () => import('./generators/HirelingGenerator'),
  }),
];
