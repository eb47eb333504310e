import type { Locator, Page } from '@playwright/test';

/** One change in a live region that is polite at that moment, as recorded in the page. */
interface Heard {
  /** The id of the tool the region is in. */
  readonly tool: string;
  /** The region's whole text after the change. */
  readonly text: string;
  /**
   * What a screen reader says of it: the whole text of an `aria-atomic` region, else only the text
   * that changed (a number changed in a sentence is read out alone), spaces run together.
   */
  readonly said: string;
}

/**
 * Records what each tool's live regions say while they are live, as a screen reader would hear
 * it: every batch of changes inside a region that is polite at that moment (`aria-live`, or the
 * role's own), from the moment the page has been parsed. Call before the page opens.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: Heard[] = [];
    (window as unknown as { __heard: Heard[] }).__heard = heard;
    const REGION = '[aria-live], [role="status"], [role="alert"], [role="log"]';
    const shownText = (node: Node): string =>
      node instanceof HTMLElement && (node.closest('[aria-hidden="true"]') || node.hidden)
        ? ''
        : (node.textContent ?? '');
    const observer = new MutationObserver((mutations) => {
      const changed = new Map<Element, string[]>();
      for (const mutation of mutations) {
        const target =
          mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
        const region = target?.closest(REGION);
        if (!region || region.getAttribute('aria-live') === 'off') continue;
        const parts = changed.get(region) ?? [];
        changed.set(region, parts);
        // Text set to what it was already changes nothing a screen reader hears.
        if (mutation.type === 'characterData') {
          if (mutation.oldValue === mutation.target.textContent) continue;
          parts.push(mutation.target.textContent ?? '');
        } else for (const node of mutation.addedNodes) parts.push(shownText(node));
      }
      for (const [region, parts] of changed) {
        if (parts.length === 0) continue;
        const said = (
          region.getAttribute('aria-atomic') === 'true'
            ? (region.textContent ?? '')
            : parts.join(' ')
        )
          .replace(/\s+/g, ' ')
          .trim();
        heard.push({
          tool: region.closest('section.tool')?.id ?? '',
          text: region.textContent ?? '',
          said,
        });
      }
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
        characterDataOldValue: true,
      }),
    );
  });
}

async function recorded(region: Locator): Promise<Heard[]> {
  const id = await region.getAttribute('id');
  return region
    .page()
    .evaluate(
      (toolId) =>
        (window as unknown as { __heard: Heard[] }).__heard.filter(
          (entry) => entry.tool === toolId,
        ),
      id,
    );
}

/** The whole text of the tool's live regions at each change since the page opened. */
export async function heardIn(region: Locator): Promise<string[]> {
  return (await recorded(region)).map((entry) => entry.text);
}

/** What a screen reader said of the tool's live regions since the page opened, skipping silence. */
export async function saidIn(region: Locator): Promise<string[]> {
  return (await recorded(region)).map((entry) => entry.said).filter((said) => said !== '');
}

/** Forgets what was recorded so far, so a test can listen to what one action says. */
export async function forgetAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __heard: Heard[] }).__heard.length = 0;
  });
}
