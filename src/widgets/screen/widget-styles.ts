/**
 * Every widget stylesheet, for /screen/ alone. Tools import their stylesheets plainly and get them
 * from the pages that render them; on /screen/ tools arrive by dynamic import, whose stylesheets
 * the browser build leaves to the page (astro.config.mjs says why), so this page carries them all.
 * A module of its own, imported after the page's layout: its stylesheets then follow the site's
 * own, as on every other page (a glob in the page itself would be hoisted above the layout).
 */
import.meta.glob('../**/*.css', { eager: true });
