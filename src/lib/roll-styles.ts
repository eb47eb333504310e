/**
 * The rolls stylesheet (dice buttons and random tables) is linked only on the pages that hold
 * them, or hold tools (whose results may show dice), so other text pages do without. Decided on
 * the finished page, which alone shows dice in an imported partial or tables drawn by a
 * component. Where the link stands does not matter: the stylesheet's layer sets its order.
 */
const USES_ROLLS = /class="dice-roll"|data-random-table|<astro-island/;

export function linkRollStyles(html: string, href: string): string {
  return USES_ROLLS.test(html)
    ? html.replace('</head>', `<link rel="stylesheet" href="${href}"></head>`)
    : html;
}
