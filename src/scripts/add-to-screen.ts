/**
 * "Add to my screen": the small menu a tool's, a random table's or a section heading's + button
 * opens, listing the reader's screens (and a new one). Loaded on the first press (site.ts
 * delegates), so pages carry none of it until then. The panel is named as the screen's rules name
 * it (src/rules/screen/layout.ts): a tool by its heading, a table by its id, a section by its page
 * and heading id, and a check a ruleset's page declares (`<Check>`) by its page and id: the
 * screen renders it from the catalog's copy of its declaration.
 */
import pinMenuCss from '../styles/pin-menu.css?inline';
import { withBase } from '../lib/navigation';
import { injectStyle } from '../lib/inject-style';
import { $screens, pinPanel, pinPanelToNewScreen } from '../stores/screen/screens';
import { findToolByTitle } from '../widgets/screen/tools';
import { placeBelow } from './place-below';
import { pagePath } from './page-path';
import { createPopover } from './popover';

interface Target {
  readonly id: string;
  readonly title: string;
}

function text(element: Element | null | undefined): string {
  return element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

function targetOf(button: HTMLElement): Target | string {
  switch (button.dataset.addToScreen) {
    case 'tool': {
      const title = text(button.closest('section')?.querySelector('.tool-heading'));
      const ruleset = document.body.dataset.ruleset || undefined;
      const tool = findToolByTitle(ruleset, title);
      if (tool) return { id: `tool:${tool.id}`, title };
      const section = button.closest('section');
      // The screen's catalog lists the checks of rulesets' pages, so only those can be pinned.
      if (section?.closest('[data-declared-check]'))
        return ruleset
          ? { id: `check:${pagePath()}#${section.id}`, title }
          : `“${title}” is an example: a check declared in a ruleset's page can be put on a screen.`;
      return `“${title}” cannot be put on a screen yet.`;
    }
    case 'table': {
      const figure = button.closest('[data-random-table]');
      return {
        id: `table:${figure?.getAttribute('data-random-table') ?? ''}`,
        title: figure?.getAttribute('data-title') ?? 'this table',
      };
    }
    default: {
      const heading = button.closest('h2, h3, h4');
      return { id: `section:${pagePath()}#${heading?.id ?? ''}`, title: text(heading) };
    }
  }
}

let menu: HTMLElement | undefined;
/** The button that opened the menu last. */
let opener: HTMLElement | undefined;

function ensureMenu(): HTMLElement {
  if (menu) return menu;
  injectStyle('pin-menu', pinMenuCss);
  menu = createPopover({
    className: 'pin-menu',
    role: 'dialog',
    label: 'Add to my screen',
    opener: () => opener,
  });
  return menu;
}

function item(label: string, onClick: () => void): HTMLLIElement {
  const li = document.createElement('li');
  const choice = document.createElement('button');
  choice.type = 'button';
  choice.className = 'text-button';
  choice.textContent = label;
  choice.addEventListener('click', onClick);
  li.append(choice);
  return li;
}

export function openPinMenu(button: HTMLElement): void {
  const box = ensureMenu();
  const target = targetOf(button);
  const heading = document.createElement('p');
  heading.className = 'pin-menu-title';
  const status = document.createElement('p');
  status.className = 'pin-menu-status';
  status.setAttribute('role', 'status');
  const open = document.createElement('a');
  open.href = withBase(import.meta.env.BASE_URL, 'screen/');
  open.textContent = 'Open my screen';
  if (typeof target === 'string') {
    heading.textContent = target;
    box.replaceChildren(heading, open);
  } else {
    heading.textContent = `Add “${target.title}” to:`;
    const list = document.createElement('ul');
    const choices: HTMLLIElement[] = [];
    const label = (index: number) => {
      const screen = $screens.get().screens[index];
      return screen ? `${screen.name} (${screen.panels.length})` : '';
    };
    // Each screen's count, and a screen just made, follow what was added while the menu is open;
    // the buttons already there stay, so the focus stays on the one pressed.
    const refresh = () => {
      $screens.get().screens.forEach((_screen, index) => {
        const choice = choices[index];
        if (choice) choice.querySelector('button')!.textContent = label(index);
        else {
          choices[index] = item(label(index), () => outcome(pinPanel(target.id, index)));
          newScreen.before(choices[index]);
        }
      });
    };
    const outcome = (
      result: { ok: true; value: { name: string } } | { ok: false; error: { message: string } },
    ) => {
      status.textContent = result.ok ? `Added to “${result.value.name}”.` : result.error.message;
      refresh();
    };
    const newScreen = item('A new screen', () =>
      outcome(pinPanelToNewScreen(target.id, target.title)),
    );
    list.append(newScreen);
    refresh();
    box.replaceChildren(heading, list, status, open);
  }
  if (box.matches(':popover-open')) box.hidePopover();
  opener = button;
  box.showPopover();
  placeBelow(box, button, { width: 320 });
  box.querySelector<HTMLElement>('button, a')?.focus();
}
