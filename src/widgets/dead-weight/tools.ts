/**
 * The tools of this ruleset, declared once (src/widgets/screen/tool-declaration.ts says what a
 * declaration holds): "my screen", the pin menus and search find them here by this file's place.
 * A new tool is one entry below, with the title its heading shows.
 */
import { declareTool, type ToolDeclaration } from '../screen/tool-declaration.ts';

export const tools: readonly ToolDeclaration[] = [
  declareTool({
    id: 'attribute-test',
    title: 'Attribute test',
    summary:
      'Roll an attribute test from a character’s pool, with help, advantage, disadvantage and re-rolls, the exact chances of each outcome and the fatigue it costs.',
    load: () => import('./rolls/AttributeTest'),
  }),
  declareTool({
    id: 'attack-notation',
    title: 'Attack notation and defence',
    summary:
      'Read an enemy’s attack notation, such as -STR 2+2B, in words, and roll the defence test and the armor roll.',
    load: () => import('./rolls/AttackNotation'),
  }),
  declareTool({
    id: 'expedition-tracker',
    title: 'Expedition tracker',
    summary:
      'Track an expedition: exploration turns, decay rolled for every character, doom for each location and omens.',
    load: () => import('./gm/ExpeditionTracker'),
  }),
  declareTool({
    id: 'risk-dice',
    title: 'Risk dice',
    summary: 'Roll risk dice, where any 1 triggers the effect, with the chance that it does.',
    load: () => import('./rolls/RiskDice'),
  }),
  declareTool({
    id: 'supplies',
    title: 'Supplies and usage dice',
    summary:
      'Track torches, rations and other supplies with usage dice that step down on a 1 or 2 until the item is used up.',
    load: () => import('./characters/Supplies'),
  }),
  declareTool({
    id: 'camp-planner',
    title: 'Camp planner',
    summary:
      'Plan a camp: the setup’s action points, camp actions, a long rest and the ambush roll, then break camp.',
    load: () => import('./gm/CampPlanner'),
  }),
  declareTool({
    id: 'interlude-day',
    title: 'Interlude day',
    summary:
      'Run an interlude day in a settlement: each adventurer’s action, the Blacksalt event, Hunger Bites, sleep and settlement doom.',
    load: () => import('./gm/InterludeDay'),
  }),
  declareTool({
    id: 'shop',
    title: 'Shop: availability and prices',
    summary:
      'Roll whether an item is for sale in a settlement, by its size and the item’s rarity, and roll its price.',
    load: () => import('./gm/ShopRoller'),
  }),
  declareTool({
    id: 'characters',
    title: 'Characters',
    summary:
      'Keep the party’s characters: attributes, fatigue and wounds, afflictions and insight spent on improvements, to export or share.',
    load: () => import('./characters/Characters'),
  }),
];
