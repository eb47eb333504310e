/**
 * The site-wide panels of "my screen", which belong to no ruleset: the roll log, the dice
 * roller, the odds workbench and "your table". Declared once here, as each ruleset declares its tools in src/widgets/<ruleset>/tools.ts
 * (src/widgets/screen/tool-declaration.ts says what a declaration holds).
 */
import { declareTool, type ToolDeclaration } from '../screen/tool-declaration.ts';

export const tools: readonly ToolDeclaration[] = [
  declareTool({
    id: 'roll-log',
    title: 'Roll log',
    summary:
      'Every roll made on the site, newest first, kept in this browser and shared by open tabs, with any roll made again from it.',
    load: () => import('./RollLog'),
  }),
  declareTool({
    id: 'dice-roller',
    title: 'Dice roller',
    summary:
      'Roll any dice expression, such as 2d6+2, 4d6dl1, d100 or risk and usage dice, and see the exact chance of every total.',
    load: () => import('./DiceRoller'),
  }),
  declareTool({
    id: 'odds-workbench',
    title: 'Odds workbench',
    summary:
      'Compare the exact odds of several dice expressions side by side: at least, at most or exactly a target, or bands, with a modifier swept over a range.',
    load: () => import('./OddsWorkbench'),
  }),
  declareTool({
    id: 'your-table',
    title: 'Your table',
    summary:
      'Your bookmarks and notes on the rules, and your table’s house rules, shared with the players by link or file.',
    load: () => import('../your-table/YourTable'),
  }),
];
