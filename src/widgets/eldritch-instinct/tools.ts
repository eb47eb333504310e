/**
 * The tools of this ruleset, declared once (src/widgets/screen/tool-declaration.ts says what a
 * declaration holds): "my screen", the pin menus and search find them here by this file's place.
 * A new tool is one entry below, with the title its heading shows.
 */
import { declareTool, type ToolDeclaration } from '../screen/tool-declaration.ts';

export const tools: readonly ToolDeclaration[] = [
  declareTool({
    id: 'save-roller',
    title: 'Save roller',
    summary:
      'Roll a save: d100 read 00 to 99 under an ability score, with the occupation bonus, criticals on doubles and the exact chance of each outcome.',
    load: () => import('./rolls/SaveRoller'),
  }),
  declareTool({
    id: 'opposed-save',
    title: 'Opposed save',
    summary:
      'Roll an opposed save between two scores, with the exact chance that each side wins or that they tie.',
    load: () => import('./rolls/OpposedSave'),
  }),
  declareTool({
    id: 'tension-pool',
    title: 'Tension Pool',
    summary:
      'Keep the Tension Pool: add a Tension Die as time passes and roll the pool, with the chance that it shows a 1.',
    load: () => import('./gm/TensionPool'),
  }),
  declareTool({
    id: 'combat-helpers',
    title: 'Combat helpers',
    summary:
      'Resolve melee and firearm attacks, damage with armour and criticals, firing into melee and magazines, with the exact chance to hit.',
    load: () => import('./rolls/CombatHelper'),
  }),
  declareTool({
    id: 'death-and-wounds',
    title: 'Death and wounds',
    summary:
      'Roll the Death Save hidden at 0 HP, roll on the Wounds Table, and count down bleeding and burning.',
    load: () => import('./rolls/DeathAndWounds'),
  }),
  declareTool({
    id: 'chase-tracker',
    title: 'Chase tracker',
    summary:
      'Run a chase: each PC’s obstacles as opposed saves, the points they score, and whether they escape or catch their quarry.',
    load: () => import('./gm/ChaseTracker'),
  }),
  declareTool({
    id: 'sanity-tracker',
    title: 'Sanity and Fortitude tracker',
    summary:
      'Track each investigator’s Sanity and Fortitude: Sanity saves, Fortitude saves, Hardened and Broken notches and freak-outs.',
    load: () => import('./gm/SanityTracker'),
  }),
  declareTool({
    id: 'small-rollers',
    title: 'Small rollers',
    summary: 'The reaction roll, the Die of Fate, the Miscast Table and study time, together.',
    load: () => import('./rolls/SmallRollers'),
  }),
  declareTool({
    id: 'reaction',
    title: 'Reaction roll',
    summary: 'Roll 2d6 on the NPC Reaction table, with the Warden’s modifier for social favours.',
    load: () => import('./rolls/SmallRollers'),
    props: {
      only: 'reaction',
    },
  }),
  declareTool({
    id: 'die-of-fate',
    title: 'Die of Fate',
    summary:
      'Roll the Die of Fate when luck decides: 4 or more favours the players, 3 or under is bad luck.',
    load: () => import('./rolls/SmallRollers'),
    props: {
      only: 'fate',
    },
  }),
  declareTool({
    id: 'miscast',
    title: 'Miscast roll',
    summary: 'Roll a d8 on the Miscast Table for a lesser or a greater spell.',
    load: () => import('./rolls/SmallRollers'),
    props: {
      only: 'miscast',
    },
  }),
  declareTool({
    id: 'study',
    title: 'Study time',
    summary: 'Roll how many hours or days studying a Mythos tome takes.',
    load: () => import('./rolls/SmallRollers'),
    props: {
      only: 'study',
    },
  }),
  declareTool({
    id: 'investigator-generator',
    title: 'Investigator generator',
    summary:
      'Generate a new investigator: name, occupation, STR, DEX and WIL, equipment, a bonus item and Bonds, to save, print, share or export.',
    load: () => import('./generators/InvestigatorGenerator'),
  }),
];
