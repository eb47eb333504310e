/**
 * The site-wide panels of "my screen", which belong to no ruleset: the roll log and the dice
 * roller. Declared once here, as each ruleset declares its tools in src/widgets/<ruleset>/tools.ts
 * (src/widgets/screen/tool-declaration.ts says what a declaration holds).
 */
import { declareTool, type ToolDeclaration } from '../screen/tool-declaration';

export const tools: readonly ToolDeclaration[] = [
  declareTool({ id: 'roll-log', title: 'Roll log', load: () => import('./RollLog') }),
  declareTool({ id: 'dice-roller', title: 'Dice roller', load: () => import('./DiceRoller') }),
];
