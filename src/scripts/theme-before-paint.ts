/**
 * Sets the page's theme before the first paint, so the page never flashes the wrong one: written
 * into the head of every page, minified (ThemeScript.astro), and run before anything is drawn.
 * The reader's choice ("light", "dark" or "auto") is kept in localStorage under `theme`; "auto"
 * follows the system. src/scripts/site.ts switches it later.
 */
(() => {
  let choice = 'auto';
  try {
    const saved = localStorage.getItem('theme');
    if (saved === 'light' || saved === 'dark') choice = saved;
  } catch {
    // Storage blocked: follow the system's theme.
  }
  const dark =
    choice === 'dark' || (choice === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  document.documentElement.dataset.themeChoice = choice;
})();
