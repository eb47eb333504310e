/**
 * The tools of this ruleset, declared once (src/widgets/screen/tool-declaration.ts says what a
 * declaration holds): "my screen", the pin menus and search find them here by this file's place.
 * A new tool is one entry below, with the title its heading shows.
 */
import { declareTool, type ToolDeclaration } from '../screen/tool-declaration';

export const tools: readonly ToolDeclaration[] = [
  declareTool({
    id: 'attribute-test',
    title: 'Attribute test',
    load: () => import('./rolls/AttributeTest'),
  }),
  declareTool({
    id: 'attack-notation',
    title: 'Attack notation and defence',
    load: () => import('./rolls/AttackNotation'),
  }),
  declareTool({
    id: 'expedition-tracker',
    title: 'Expedition tracker',
    load: () => import('./gm/ExpeditionTracker'),
  }),
  declareTool({ id: 'risk-dice', title: 'Risk dice', load: () => import('./rolls/RiskDice') }),
  declareTool({
    id: 'supplies',
    title: 'Supplies and usage dice',
    load: () => import('./characters/Supplies'),
  }),
  declareTool({
    id: 'camp-planner',
    title: 'Camp planner',
    load: () => import('./gm/CampPlanner'),
  }),
  declareTool({
    id: 'interlude-day',
    title: 'Interlude day',
    load: () => import('./gm/InterludeDay'),
  }),
  declareTool({
    id: 'shop',
    title: 'Shop: availability and prices',
    load: () => import('./gm/ShopRoller'),
  }),
  declareTool({
    id: 'characters',
    title: 'Characters',
    load: () => import('./characters/Characters'),
  }),
];
