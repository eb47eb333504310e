/**
 * The tools of this ruleset, declared once (src/widgets/screen/tool-declaration.ts says what a
 * declaration holds): "my screen", the pin menus and search find them here by this file's place.
 * A new tool is one entry below, with the title its heading shows.
 */
import { declareTool, type ToolDeclaration } from '../screen/tool-declaration';

export const tools: readonly ToolDeclaration[] = [
  declareTool({
    id: 'save-roller',
    title: 'Save roller',
    load: () => import('./rolls/SaveRoller'),
  }),
  declareTool({
    id: 'opposed-save',
    title: 'Opposed save',
    load: () => import('./rolls/OpposedSave'),
  }),
  declareTool({
    id: 'tension-pool',
    title: 'Tension Pool',
    load: () => import('./gm/TensionPool'),
  }),
  declareTool({
    id: 'combat-helpers',
    title: 'Combat helpers',
    load: () => import('./rolls/CombatHelper'),
  }),
  declareTool({
    id: 'death-and-wounds',
    title: 'Death and wounds',
    load: () => import('./rolls/DeathAndWounds'),
  }),
  declareTool({
    id: 'chase-tracker',
    title: 'Chase tracker',
    load: () => import('./gm/ChaseTracker'),
  }),
  declareTool({
    id: 'sanity-tracker',
    title: 'Sanity and Fortitude tracker',
    load: () => import('./gm/SanityTracker'),
  }),
  declareTool({
    id: 'small-rollers',
    title: 'Small rollers',
    load: () => import('./rolls/SmallRollers'),
  }),
  declareTool({
    id: 'reaction',
    title: 'Reaction roll',
    load: () => import('./rolls/SmallRollers'),
    props: {
      only: 'reaction',
    },
  }),
  declareTool({
    id: 'die-of-fate',
    title: 'Die of Fate',
    load: () => import('./rolls/SmallRollers'),
    props: {
      only: 'fate',
    },
  }),
  declareTool({
    id: 'miscast',
    title: 'Miscast roll',
    load: () => import('./rolls/SmallRollers'),
    props: {
      only: 'miscast',
    },
  }),
  declareTool({
    id: 'study',
    title: 'Study time',
    load: () => import('./rolls/SmallRollers'),
    props: {
      only: 'study',
    },
  }),
  declareTool({
    id: 'investigator-generator',
    title: 'Investigator generator',
    load: () => import('./generators/InvestigatorGenerator'),
  }),
];
