/**
 * Every tool's declaration, found by its file's place: `src/widgets/<ruleset>/tools.ts` for each
 * ruleset and `src/widgets/site/tools.ts` for the site-wide panels (tool-declaration.ts says
 * what a declaration holds). Reading a declaration loads none of the tool's code.
 */
import { collectTools, type ToolDeclaration } from './tool-declaration';

export const DECLARED_TOOLS = collectTools(
  import.meta.glob<readonly ToolDeclaration[]>(['../*/tools.ts', '!../screen/tools.ts'], {
    eager: true,
    import: 'tools',
  }),
);
