/**
 * `npm run new-ruleset -- <slug> "<Title>"`: starts a ruleset in content/<slug>/ (see
 * scripts/content/scaffold.ts for what it writes) and says what to do next.
 */
import { scaffoldRuleset } from './content/scaffold.ts';

const [slug, ...titleWords] = process.argv.slice(2);
if (!slug || titleWords.length === 0) {
  console.error(
    'usage: npm run new-ruleset -- <slug> "<Title>"   (for example: npm run new-ruleset -- my-game "My Game")',
  );
  process.exit(2);
}
const result = scaffoldRuleset('content', slug, titleWords.join(' '));
if (!result.ok) {
  console.error(result.message);
  process.exit(1);
}
console.log(`Created:\n${result.files.map((file) => `  ${file}`).join('\n')}

Next:
  1. Fill in content/${slug}/ruleset.json (each field has a // comment saying what it is for).
  2. Write your pages as .mdx files in content/${slug}/; index.mdx is the ruleset's home.
  3. npm run dev, and open http://localhost:4321/${slug}/ to see them as you write.
  4. npm run validate -- ${slug} checks every file in a second or two, and names each example
     text still to replace ("Your name"): it passes when the ruleset is ready to publish.
The walkthrough is docs/adding-a-ruleset.md.`);
