/**
 * `npm run dev` shows what `npm run validate` finds, on the page. Without this, a content file
 * the build cannot read (a table whose rows miss a result, a glossary field misspelt) only logs
 * to the terminal, and the browser keeps showing the last version that could be read, as if the
 * edit had worked. Here the dev server runs the same validation when it starts and whenever a
 * file of content/ changes, prints the report in the terminal, and every page it serves carries
 * a banner listing each problem with its file, until the content is right again; a change in the
 * report reloads open pages. A build runs the same validation first and stops on an error with
 * the same list, before Astro reads the content with messages of its own (a zero-based path such
 * as `terms.7.kind`, which names neither the file's line nor the term).
 */
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin, ViteDevServer } from 'vite';
import { formatReport, validateContent, type Report } from './validate.ts';

const MODULE = 'virtual:content-problems';
const RESOLVED = `\0${MODULE}`;

/** The banner's script: plain DOM, built from the report as data (text, never HTML). */
export function bannerScript(report: Report): string {
  const problems = report.problems
    .filter((problem) => problem.level === 'error')
    .map((problem) => `${problem.file}: ${problem.message}`);
  if (problems.length === 0) return 'export {};';
  return `const problems = ${JSON.stringify(problems)};
const banner = document.createElement('section');
banner.setAttribute('role', 'alert');
banner.setAttribute('aria-label', 'Content problems');
banner.style.cssText = 'position:fixed;inset:auto 0 0 0;z-index:2147483647;max-height:45vh;overflow:auto;margin:0;padding:0.75rem 1rem;background:#5c0f0f;color:#fff;font:0.9rem/1.4 system-ui,sans-serif;border-top:3px solid #ff8a8a;overflow-wrap:anywhere';
const heading = document.createElement('h2');
heading.style.cssText = 'margin:0 0 0.4rem;font-size:1rem;color:#fff';
heading.textContent = problems.length === 1
  ? 'The content has a problem; this page may show the last version that could be read'
  : 'The content has ' + problems.length + ' problems; this page may show the last version that could be read';
const list = document.createElement('ul');
list.style.cssText = 'margin:0 0 0.5rem;padding-left:1.2rem';
for (const problem of problems) {
  const item = document.createElement('li');
  item.textContent = problem;
  list.append(item);
}
const note = document.createElement('p');
note.style.cssText = 'margin:0 0 0.5rem';
note.textContent = 'Fix them and save: this banner goes away by itself. npm run validate prints the same list.';
const hide = document.createElement('button');
hide.type = 'button';
hide.textContent = 'Hide until the next change';
hide.style.cssText = 'min-height:2rem;padding:0.2rem 0.8rem;font:inherit;color:#000;background:#fff;border:0;border-radius:4px;cursor:pointer';
hide.addEventListener('click', () => banner.remove());
banner.append(heading, list, note, hide);
document.body.append(banner);
export {};
`;
}

/** The Vite side: serves the banner module and keeps it current while content/ changes. */
function contentProblemsPlugin(root: string, log: (report: Report) => void): Plugin {
  const contentDir = join(root, 'content');
  let report: Report = validateContent({ contentDir });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const recheck = (server: ViteDevServer) => {
    const before = formatReport(report);
    report = validateContent({ contentDir });
    if (formatReport(report) === before) return;
    log(report);
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(RESOLVED);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: 'full-reload' });
  };
  return {
    name: 'rules-at-hand:content-problems',
    apply: 'serve',
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? bannerScript(report) : undefined),
    configureServer(server) {
      log(report);
      server.watcher.add(contentDir);
      server.watcher.on('all', (_event, path) => {
        if (relative(contentDir, path).startsWith('..')) return;
        // An editor's save is often several writes: check once they have settled.
        clearTimeout(timer);
        timer = setTimeout(() => recheck(server), 150);
      });
    },
  };
}

/** The validation a build starts with: the report's errors, or nothing when there are none. */
export function buildStopper(report: Report): Error | undefined {
  if (!report.problems.some((problem) => problem.level === 'error')) return undefined;
  return new Error(
    `The content has problems, so the site is not built (npm run validate prints the same list):\n${formatReport(report)}`,
  );
}

/**
 * The integration astro.config.mjs adds: in `astro dev`, every page loads the banner; in
 * `astro build`, the build stops first on a content error, in validate's words.
 */
export function contentProblemsInDev(): AstroIntegration {
  return {
    name: 'rules-at-hand:content-problems',
    hooks: {
      'astro:config:setup': ({ command, config, injectScript, updateConfig, logger }) => {
        const root = fileURLToPath(config.root);
        if (command === 'build') {
          const stop = buildStopper(validateContent({ contentDir: join(root, 'content') }));
          if (stop) throw stop;
          return;
        }
        if (command !== 'dev') return;
        const log = (report: Report) => {
          if (report.problems.some((problem) => problem.level === 'error'))
            logger.error(`npm run validate finds:\n${formatReport(report)}`);
          else logger.info(formatReport(report));
        };
        updateConfig({ vite: { plugins: [contentProblemsPlugin(root, log)] } });
        injectScript('page', `import '${MODULE}';`);
      },
    },
  };
}
