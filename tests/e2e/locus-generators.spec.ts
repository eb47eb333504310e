import { expect, test, type Locator, type Page } from '@playwright/test';
import { observeLayoutShift, scrollShift } from '../../scripts/scroll-shift.ts';
import { PHONE, sidewaysScroll, toolRegion, violationsInBothThemes } from './support/browser';

const HAUNTS_PAGE = 'locus/haunts-and-monsters/';
const ROLL_LOG_KEY = 'rules-at-hand:roll-log';
const VICES_KEY = 'rules-at-hand:locus-vices';
const CLASSIC = ['Pride', 'Greed', 'Lust', 'Envy', 'Gluttony', 'Wrath', 'Sloth'];
const INSPIRATION_LABEL =
  'Inspiration tables written for this site; the original’s are not available.';

interface GeneratorCase {
  readonly name: string;
  readonly page: string;
  readonly heading: string;
  readonly title: string;
  readonly parts: readonly string[];
  readonly dice: string;
  /** A d20 part, re-rolled in the tests. */
  readonly reroll: string;
}

const GENERATORS: readonly GeneratorCase[] = [
  {
    name: 'Haunt',
    page: HAUNTS_PAGE,
    heading: 'Roll a Haunt',
    title: 'Haunt generator',
    parts: [
      'Vice',
      'The wrong',
      'Who was hurt',
      'When it happened',
      'How you buried it',
      'What was left behind',
    ],
    dice: 'd7, d20, d12, d12, d12, d20',
    reroll: 'The wrong',
  },
  {
    name: 'Monster concept',
    page: HAUNTS_PAGE,
    heading: 'Roll a Monster concept',
    title: 'Monster concept generator',
    parts: [
      'Vice',
      'Emotion',
      'Form',
      'Telling detail',
      'Sign of its coming',
      'How it hunts',
      'Keywords',
    ],
    dice: 'd7, d20, d20, d20, d12, d12, d20',
    reroll: 'Form',
  },
  {
    name: 'Layer description prompt',
    page: 'locus/the-world/',
    heading: 'Roll a Layer description',
    title: 'Layer description prompt',
    parts: ['Sight', 'Sound', 'Smell', 'Touch', 'Taste', 'Vibe'],
    dice: 'd20, d20, d20, d20, d12, d20',
    reroll: 'Sight',
  },
  {
    name: 'Spot Effect',
    page: 'locus/directing/',
    heading: 'Roll a Spot Effect',
    title: 'Spot Effect generator',
    parts: [
      'Vice',
      'When it comes',
      'What they perceive',
      'How it points at the Haunt',
      'How it ends',
    ],
    dice: 'd7, d12, d20, d12, d12',
    reroll: 'What they perceive',
  },
];

function partItems(generator: Locator): Locator {
  return generator.getByRole('list', { name: /the parts of the result/ }).getByRole('listitem');
}

function part(generator: Locator, label: string): Locator {
  return partItems(generator).filter({ has: generator.page().getByText(label, { exact: true }) });
}

/** The text of every part, in order (each part's first paragraph is its rolled text). */
async function readParts(generator: Locator): Promise<string[]> {
  const items = await partItems(generator).all();
  return Promise.all(
    items.map(async (item) => (await item.locator('p').first().textContent())?.trim() ?? ''),
  );
}

async function storedLog(
  page: Page,
): Promise<
  { source: string; expression: string; detail: string; result?: string; href?: string }[]
> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{"entries":[]}').entries,
    ROLL_LOG_KEY,
  );
}

async function open(page: Page, generatorCase: GeneratorCase): Promise<Locator> {
  await page.goto(generatorCase.page);
  const generator = await toolRegion(page, generatorCase.heading, { exact: false });
  await expect(partItems(generator)).toHaveCount(generatorCase.parts.length);
  return generator;
}

for (const generatorCase of GENERATORS) {
  test.describe(`the ${generatorCase.name} generator`, () => {
    test('is labelled as an inspiration table and shows a full result at once and after Generate', async ({
      page,
    }) => {
      const generator = await open(page, generatorCase);
      await expect(generator.getByText(INSPIRATION_LABEL)).toBeVisible();
      for (const label of generatorCase.parts) await expect(part(generator, label)).toHaveCount(1);
      const first = await readParts(generator);
      expect(first.every((text) => text.length > 3 && text !== '—')).toBe(true);
      await generator.getByRole('button', { name: 'Generate', exact: true }).click();
      await expect(generator.getByRole('status')).toContainText('Rolled:');
      const second = await readParts(generator);
      expect(second).toHaveLength(generatorCase.parts.length);
      expect(second.every((text) => text.length > 3)).toBe(true);
    });

    test('sends the result to the roll log with the dice used', async ({ page }) => {
      const generator = await open(page, generatorCase);
      await generator.getByRole('button', { name: 'Add to the roll log' }).click();
      await expect(generator.getByRole('status')).toHaveText('Added to the roll log.');
      const texts = await readParts(generator);
      const [entry] = await storedLog(page);
      expect(entry?.source).toBe(`Locus: ${generatorCase.title}`);
      expect(entry?.expression).toBe(generatorCase.dice);
      expect(entry?.result).toBe(
        generatorCase.parts.map((label, at) => `${label}: ${texts[at]}`).join('; '),
      );
      expect(entry?.detail).toMatch(new RegExp(`^${generatorCase.parts[0]} d\\d+: \\d+, `));
    });
  });
}

// Every generator is one component (InspirationGenerator) over its own parts: each generator's
// parts, dice and log line are checked above, and what the component does with a part, once, here.
test.describe(`a part of a generator (the ${GENERATORS[0]!.name})`, () => {
  const generatorCase = GENERATORS[0]!;

  test('re-rolls one part at a time and leaves the others as they were', async ({ page }) => {
    const generator = await open(page, generatorCase);
    const before = await readParts(generator);
    const index = generatorCase.parts.indexOf(generatorCase.reroll);
    const seen = new Set<string>();
    for (let time = 0; time < 12; time += 1) {
      await generator.getByRole('button', { name: `Re-roll ${generatorCase.reroll}` }).click();
      await expect(generator.getByRole('status')).toContainText(
        `${generatorCase.reroll} re-rolled:`,
      );
      const now = await readParts(generator);
      seen.add(now[index]!);
      expect(now.filter((_, at) => at !== index)).toEqual(before.filter((_, at) => at !== index));
    }
    // Twelve rolls of a d20 all landing on one face would be a broken roller.
    expect(seen.size).toBeGreaterThan(1);
  });

  test('keeps a locked part through many Generates and rolls the others', async ({ page }) => {
    const generator = await open(page, generatorCase);
    const index = generatorCase.parts.indexOf(generatorCase.reroll);
    const lock = generator.getByRole('button', { name: `Lock ${generatorCase.reroll}` });
    await expect(lock).toHaveAttribute('aria-pressed', 'false');
    // By keyboard: Space toggles the lock.
    await lock.focus();
    await page.keyboard.press('Space');
    await expect(lock).toHaveAttribute('aria-pressed', 'true');
    await expect(
      generator.getByText(
        `Generate rolls the ${generatorCase.parts.length - 1} unlocked parts and keeps the 1 locked.`,
      ),
    ).toBeVisible();
    const kept = (await readParts(generator))[index];
    const others = new Set<string>();
    for (let time = 0; time < 10; time += 1) {
      await generator.getByRole('button', { name: 'Generate', exact: true }).click();
      const now = await readParts(generator);
      expect(now[index]).toBe(kept);
      others.add(now.filter((_, at) => at !== index).join('|'));
    }
    expect(others.size).toBeGreaterThan(1);
    await lock.click();
    await expect(lock).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('a locked part', () => {
  test('stays as it is on every re-roll: its Re-roll is off and says why, on a phone too', async ({
    browser,
  }) => {
    const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    const generatorCase = GENERATORS[0]!;
    const generator = await open(page, generatorCase);
    const index = generatorCase.parts.indexOf(generatorCase.reroll);
    const reroll = generator.getByRole('button', { name: `Re-roll ${generatorCase.reroll}` });
    await generator.getByRole('button', { name: `Lock ${generatorCase.reroll}` }).tap();
    const kept = (await readParts(generator))[index];
    await expect(reroll).toBeDisabled();
    await expect(reroll).toHaveAccessibleDescription('Locked: unlock it to re-roll it.');
    for (let time = 0; time < 5; time += 1) {
      await reroll.tap({ force: true });
      await generator.getByRole('button', { name: 'Generate', exact: true }).tap();
      expect((await readParts(generator))[index]).toBe(kept);
    }
    // The reason sits under the buttons, inside the part, and nothing scrolls sideways.
    const card = part(generator, generatorCase.reroll);
    const reason = card.getByText('Locked: unlock it to re-roll it.');
    const [reasonBox, cardBox, buttonBox] = await Promise.all([
      reason.boundingBox(),
      card.boundingBox(),
      reroll.boundingBox(),
    ]);
    expect(reasonBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height - 1);
    expect(reasonBox!.x + reasonBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);

    await generator.getByRole('button', { name: `Lock ${generatorCase.reroll}` }).tap();
    await expect(reroll).toBeEnabled();
    await expect(reason).toHaveCount(0);
    await reroll.tap();
    await expect(generator.getByRole('status')).toContainText(`${generatorCase.reroll} re-rolled:`);
    await phone.close();
  });
});

test.describe('copying a result', () => {
  test('copies the result to the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const generator = await open(page, GENERATORS[0]!);
    await generator.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(generator.getByRole('status')).toHaveText('Copied to the clipboard.');
    const texts = await readParts(generator);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      [
        'Haunt generator',
        ...GENERATORS[0]!.parts.map((label, at) => `${label}: ${texts[at]}`),
      ].join('\n'),
    );
  });

  test('shows the text selected to copy by hand when the browser refuses the clipboard', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    const generator = await open(page, GENERATORS[2]!);
    await generator.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(generator.getByRole('status')).toHaveText(
      'The browser did not allow copying: the text is selected below, copy it from there.',
    );
    const fallback = generator.getByLabel('The result, to copy by hand');
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveValue(
      /^Layer description prompt\nSight: .+\nSound: .+\nSmell: .+\nTouch: .+\nTaste: .+\nVibe: .+$/,
    );
    await expect(fallback).toBeFocused();
  });
});

test.describe('the Vice list', () => {
  test('starts as the classic seven, labelled as the default', async ({ page }) => {
    await page.goto(HAUNTS_PAGE);
    const list = await toolRegion(page, 'Your Vice list', { exact: false });
    await expect(list.getByText('Default: the seven classic vices.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveText(CLASSIC.map((vice) => new RegExp(vice)));
    await expect(
      (await toolRegion(page, 'Roll a Haunt', { exact: false })).getByLabel('Choose the Vice'),
    ).toContainText('7. Sloth');
  });

  test('is edited, used by the Haunt generator, and still there after a reload', async ({
    page,
  }) => {
    await page.goto(HAUNTS_PAGE);
    const list = await toolRegion(page, 'Your Vice list', { exact: false });
    for (const vice of CLASSIC.slice(1))
      await list.getByRole('button', { name: `Remove ${vice}` }).click();
    await expect(list.getByRole('status')).toHaveText('Removed Sloth.');
    await list.getByRole('button', { name: 'Remove Pride' }).click();
    await expect(list.getByRole('status')).toHaveText(
      'The list needs at least one Vice: add another before removing this one, or rename it.',
    );

    await list.getByRole('button', { name: 'Rename Pride' }).click();
    await list.getByLabel('New name for Pride').fill('Cruelty');
    await list.getByRole('button', { name: 'Save' }).click();
    await expect(list.getByRole('status')).toHaveText('Renamed Pride to Cruelty.');
    await list.getByLabel('Add a Vice').fill('Cowardice');
    await list.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(list.getByText('Your own list: 2 Vices, changed from the default.')).toBeVisible();

    // A name already there is refused at the field.
    await list.getByLabel('Add a Vice').fill('cruelty');
    await list.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(list.getByText('"Cruelty" is already in the list.')).toBeVisible();
    await expect(list.getByLabel('Add a Vice')).toHaveAttribute('aria-invalid', 'true');

    const haunt = await toolRegion(page, 'Roll a Haunt', { exact: false });
    const vicePart = part(haunt, 'Vice');
    for (let time = 0; time < 8; time += 1) {
      await haunt.getByRole('button', { name: 'Generate', exact: true }).click();
      await expect(vicePart.locator('p').first()).toHaveText(/^(Cruelty|Cowardice)$/);
      await expect(vicePart).toContainText(/d2: [12]/);
    }
    await haunt.getByLabel('Choose the Vice').selectOption({ label: '2. Cowardice' });
    await expect(vicePart.locator('p').first()).toHaveText('Cowardice');
    await expect(haunt.getByRole('button', { name: 'Lock Vice' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      (await toolRegion(page, 'Roll a Monster concept', { exact: false })).getByLabel(
        'Choose the Vice',
      ),
    ).toContainText('2. Cowardice');

    await page.reload();
    const reloaded = await toolRegion(page, 'Your Vice list', { exact: false });
    await expect(reloaded.getByRole('listitem')).toHaveText([/Cruelty/, /Cowardice/]);
    await expect(
      reloaded.getByText('Your own list: 2 Vices, changed from the default.'),
    ).toBeVisible();
    await expect(
      part(await toolRegion(page, 'Roll a Haunt', { exact: false }), 'Vice')
        .locator('p')
        .first(),
    ).toHaveText(/^(Cruelty|Cowardice)$/);
    expect(
      await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), VICES_KEY),
    ).toEqual({ version: 1, vices: ['Cruelty', 'Cowardice'] });

    await reloaded.getByRole('button', { name: 'Reset to the classic seven' }).click();
    await expect(reloaded.getByText('Default: the seven classic vices.')).toBeVisible();
    await reloaded.getByRole('button', { name: 'Undo' }).click();
    await expect(reloaded.getByRole('listitem')).toHaveText([/Cruelty/, /Cowardice/]);
  });

  test('Undo of a removal puts the focus on the Vice put back, not on to Reset', async ({
    page,
  }) => {
    await page.goto(HAUNTS_PAGE);
    const list = await toolRegion(page, 'Your Vice list', { exact: false });
    await list.getByRole('button', { name: 'Remove Lust' }).click();
    await list.getByRole('button', { name: 'Undo' }).click();
    await expect(list.getByRole('status')).toHaveText('Undone: the list is as it was.');
    await expect(list.getByRole('button', { name: 'Rename Lust' })).toBeFocused();
  });

  test('opening a rename puts the focus in that Vice’s name field, whatever rename was open, and Escape cancels it', async ({
    page,
  }) => {
    await page.goto(HAUNTS_PAGE);
    const list = await toolRegion(page, 'Your Vice list', { exact: false });
    await list.getByRole('button', { name: 'Rename Pride' }).click();
    await expect(list.getByLabel('New name for Pride')).toBeFocused();
    // With Pride's rename still open, the keyboard goes on past Save and Cancel to Greed's Rename.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(list.getByRole('button', { name: 'Rename Greed' })).toBeFocused();
    await page.keyboard.press('Enter');
    const greed = list.getByLabel('New name for Greed');
    await expect(greed).toBeFocused();
    await expect(list.getByLabel('New name for Pride')).toHaveCount(0);

    // Escape cancels the rename and goes back to that Vice's Rename button.
    await page.keyboard.press('Escape');
    await expect(greed).toHaveCount(0);
    await expect(list.getByRole('button', { name: 'Rename Greed' })).toBeFocused();
    await expect(list.getByRole('listitem')).toHaveText(CLASSIC.map((vice) => new RegExp(vice)));

    // Typed and Enter: the new name is saved and the tool stays open.
    await page.keyboard.press('Enter');
    await expect(greed).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Avarice');
    await page.keyboard.press('Enter');
    await expect(list.getByRole('status')).toHaveText('Renamed Greed to Avarice.');
    await expect(list.getByRole('button', { name: 'Rename Avarice' })).toBeFocused();
    await expect(list.getByLabel('Add a Vice')).toBeVisible();
  });

  test('sets aside unreadable saved data with a notice and falls back to the classic seven', async ({
    page,
  }) => {
    await page.addInitScript(
      (key) => localStorage.setItem(key, '{"version":1,"vices":[]}'),
      VICES_KEY,
    );
    await page.goto(HAUNTS_PAGE);
    const list = await toolRegion(page, 'Your Vice list', { exact: false });
    await expect(list.getByRole('alert')).toContainText('The saved Vice list could not be read');
    await expect(list.getByText('Default: the seven classic vices.')).toBeVisible();
  });
});

test.describe('the Vice list laid out', () => {
  const LONG_VICE = 'A very long Vice name that wraps around';
  type Box = { x: number; y: number; width: number; height: number };
  const inside = (inner: Box, outer: Box) =>
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5;
  const apart = (a: Box, b: Box) =>
    a.x + a.width <= b.x + 0.5 ||
    b.x + b.width <= a.x + 0.5 ||
    a.y + a.height <= b.y + 0.5 ||
    b.y + b.height <= a.y + 0.5;

  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    test(`at ${viewport.width} px, every row has its name and its two buttons apart, inside the row, the buttons side by side in one column for every row`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const vices = [...CLASSIC, LONG_VICE];
      await page.addInitScript(
        ([key, value]) => localStorage.setItem(key!, value!),
        [VICES_KEY, JSON.stringify({ version: 1, vices })],
      );
      await page.goto(HAUNTS_PAGE);
      const list = await toolRegion(page, 'Your Vice list', { exact: false });
      const rows = list.getByRole('listitem');
      await expect(rows).toHaveCount(vices.length);
      const columns = new Set<string>();
      for (const [index, vice] of vices.entries()) {
        const row = rows.nth(index);
        const [rowBox, nameBox, renameBox, removeBox] = await Promise.all([
          row.boundingBox(),
          row.getByText(vice, { exact: true }).boundingBox(),
          row.getByRole('button', { name: `Rename ${vice}` }).boundingBox(),
          row.getByRole('button', { name: `Remove ${vice}` }).boundingBox(),
        ]);
        for (const box of [nameBox, renameBox, removeBox])
          expect(inside(box!, rowBox!), `${vice}: inside its row`).toBe(true);
        expect(apart(renameBox!, removeBox!), `${vice}: Rename and Remove apart`).toBe(true);
        expect(apart(nameBox!, renameBox!), `${vice}: name and Rename apart`).toBe(true);
        expect(apart(nameBox!, removeBox!), `${vice}: name and Remove apart`).toBe(true);
        expect(Math.abs(renameBox!.y - removeBox!.y), `${vice}: buttons on one line`).toBeLessThan(
          1,
        );
        columns.add(`${Math.round(renameBox!.x)} ${Math.round(removeBox!.x)}`);
      }
      // A longer name never drops its buttons to another place than the other rows'.
      expect([...columns]).toHaveLength(1);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('axe in both themes', () => {
  test('the Haunts and Monsters page with its generators used has no violations in either theme', async ({
    page,
  }) => {
    const haunt = await open(page, GENERATORS[0]!);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await haunt.getByRole('button', { name: 'Lock The wrong' }).click();
    await haunt.getByRole('button', { name: 'Generate', exact: true }).click();
    const list = await toolRegion(page, 'Your Vice list', { exact: false });
    await list.getByRole('button', { name: 'Remove Envy' }).click();
    await list.getByRole('button', { name: 'Rename Pride' }).click();
    await list.getByLabel('Add a Vice').fill('Pride');
    await list.getByRole('button', { name: 'Add', exact: true }).click();
    await (
      await toolRegion(page, 'Roll a Monster concept', { exact: false })
    )
      .getByRole('button', { name: 'Lock Form' })
      .click();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });

  for (const generatorCase of [GENERATORS[2]!, GENERATORS[3]!]) {
    test(`the ${generatorCase.name} page with its generator used has no violations in either theme`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: () => Promise.reject(new Error('denied')) },
        });
      });
      const generator = await open(page, generatorCase);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await generator.getByRole('button', { name: `Lock ${generatorCase.reroll}` }).click();
      await generator.getByRole('button', { name: 'Copy', exact: true }).click();
      await expect(generator.getByLabel('The result, to copy by hand')).toBeVisible();
      expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    });
  }
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  for (const path of [HAUNTS_PAGE, 'locus/the-world/', 'locus/directing/']) {
    test(`/${path} does not scroll sideways, and the generators' controls are at least 44 px tall`, async ({
      page,
    }) => {
      await page.goto(path);
      // Tools hydrate when seen: bring each generator into view until it runs.
      for (const heading of await page.getByRole('heading', { name: /^Roll a / }).allTextContents())
        await toolRegion(page, heading.trim(), { exact: false });
      const generators = page
        .getByRole('region')
        .filter({ has: page.getByRole('button', { name: 'Generate', exact: true }) });
      await expect(generators.first()).toBeVisible();
      if (path === HAUNTS_PAGE) {
        const list = await toolRegion(page, 'Your Vice list', { exact: false });
        await list.getByLabel('Add a Vice').fill('A very long Vice name that wraps around');
        await list.getByRole('button', { name: 'Add', exact: true }).click();
        await list.getByRole('button', { name: 'Rename Gluttony' }).click();
      }
      for (const generator of await generators.all()) {
        await generator.getByRole('button', { name: 'Lock', exact: false }).first().click();
        await generator.getByRole('button', { name: 'Generate', exact: true }).click();
      }
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      const tools = page
        .getByRole('region')
        .filter({ has: page.getByRole('heading', { name: /^(Roll a |Your Vice list)/ }) });
      for (const region of await tools.all()) {
        const box = await region.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        for (const control of await region
          .locator('button:visible, select:visible, input:visible')
          .all()) {
          const controlBox = await control.boundingBox();
          expect(
            controlBox!.height,
            (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '',
          ).toBeGreaterThanOrEqual(44);
          expect(controlBox!.x + controlBox!.width).toBeLessThanOrEqual(390);
        }
      }
    });
  }
});

test.describe('share links', () => {
  // Pressing "Share link" copies to the clipboard; the tests read it back.
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  /** Presses the generator's share button; checks the copied link is the one shown and returns it. */
  async function share(page: Page, generator: Locator): Promise<string> {
    await generator.getByRole('button', { name: 'Share link' }).click();
    await expect(generator.getByText('Share link copied to the clipboard.')).toBeVisible();
    const link = await generator
      .getByRole('textbox', { name: /^Share link \(opens this .+ result/ })
      .inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    return link;
  }

  /** The JSON a link carries, to tamper with as a forger would. */
  function linkData(
    link: string,
    param: string,
  ): { generator: string; parts: { id: string; die: string; roll: number; text: string }[] } {
    const value = new URL(link).searchParams.get(param)!;
    expect(value).toMatch(/^i1\.[A-Za-z0-9_-]+$/);
    return JSON.parse(Buffer.from(value.slice(3), 'base64url').toString('utf8'));
  }

  function encodeLink(data: unknown): string {
    return `i1.${Buffer.from(JSON.stringify(data), 'utf8').toString('base64url')}`;
  }

  /** The face and die shown beside a part: "d20: 13". */
  async function readRolls(generator: Locator): Promise<string[]> {
    const items = await partItems(generator).all();
    return Promise.all(
      items.map(async (item) =>
        ((await item.getByText(/^d\d+: \d+/).textContent()) ?? '').replace(' · locked', '').trim(),
      ),
    );
  }

  test('a Haunt link opens the same words, dice and the sender’s own Vice on another device', async ({
    page,
    browser,
  }) => {
    await page.addInitScript(
      (key) =>
        localStorage.setItem(key, JSON.stringify({ version: 1, vices: ['Cruelty', 'Cowardice'] })),
      VICES_KEY,
    );
    const haunt = await open(page, GENERATORS[0]!);
    await haunt.getByLabel('Choose the Vice').selectOption({ label: '1. Cruelty' });
    await haunt.getByRole('button', { name: 'Generate', exact: true }).click();
    // The served page already holds a result; the generated one is read once the chosen Vice shows.
    await expect(partItems(haunt).first().locator('p').first()).toHaveText('Cruelty');
    const words = await readParts(haunt);
    const rolls = await readRolls(haunt);
    expect(rolls[0]).toBe('d2: 1');

    const link = await share(page, haunt);
    const url = new URL(link);
    expect(url.pathname).toBe(new URL(page.url()).pathname);
    expect([...url.searchParams.keys()]).toEqual(['haunt']);
    expect(url.hash).toBe('#gen-haunt');
    expect(linkData(link, 'haunt').parts.map((shared) => shared.text)).toEqual(words);

    // A changed result puts the old link away, so the field never shows a link to something gone.
    // (Choosing the other Vice always changes it; a re-roll may land on the same face.)
    await haunt.getByLabel('Choose the Vice').selectOption({ label: '2. Cowardice' });
    await expect(partItems(haunt).first().locator('p').first()).toHaveText('Cowardice');
    await expect(haunt.getByRole('textbox', { name: /^Share link/ })).toHaveCount(0);

    const device = await browser.newContext({ serviceWorkers: 'block' });
    const other = await device.newPage();
    const errors: string[] = [];
    other.on('pageerror', (error) => errors.push(error.message));
    await other.goto(link);
    const opened = await toolRegion(other, 'Roll a Haunt', { exact: false });
    // The served result stands until the link's result replaces it, which the status line says.
    await expect(opened.getByRole('status')).toHaveText(
      'Opened a shared Haunt generator result. The Vice “Cruelty” is not on your Vice list; it stays until you re-roll it.',
    );
    await expect(partItems(opened)).toHaveCount(GENERATORS[0]!.parts.length);
    expect(await readParts(opened)).toEqual(words);
    expect(await readRolls(opened)).toEqual(rolls);
    await expect(opened.getByLabel('Choose the Vice')).toContainText(
      'Cruelty (not in the list now)',
    );
    // The other generator on the page is left alone: a fresh result, no status, no alert.
    const monster = await toolRegion(other, 'Roll a Monster concept', { exact: false });
    await expect(monster.getByRole('status')).toHaveText('');
    await expect(monster.getByRole('alert')).toHaveCount(0);

    // The shared result is a starting point: locking and generating work, and take the link out of the address.
    await opened.getByRole('button', { name: 'Lock Vice' }).click();
    await opened.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(opened.getByRole('status')).toContainText('Rolled: Vice: Cruelty; ');
    expect(new URL(other.url()).searchParams.has('haunt')).toBe(false);
    expect(errors).toEqual([]);
    await device.close();
  });

  test('each generator reads only its own parameter, and clears only its own', async ({ page }) => {
    const spot = await open(page, GENERATORS[3]!);
    const spotLink = await share(page, spot);
    const spotWords = await readParts(spot);
    const monster = await open(page, GENERATORS[1]!);
    const monsterLink = await share(page, monster);
    const monsterWords = await readParts(monster);
    expect([...new URL(monsterLink).searchParams.keys()]).toEqual(['monster-concept']);

    // A Spot Effect link on the Haunts page does nothing there; the Monster concept link opens its own result.
    const spotValue = new URL(spotLink).searchParams.get('spot-effect')!;
    const monsterValue = new URL(monsterLink).searchParams.get('monster-concept')!;
    await page.goto(
      `${HAUNTS_PAGE}?spot-effect=${spotValue}&monster-concept=${monsterValue}&keep=1`,
    );
    const openedMonster = await toolRegion(page, 'Roll a Monster concept', { exact: false });
    await expect(openedMonster.getByRole('status')).toHaveText(
      'Opened a shared Monster concept generator result.',
    );
    await expect(partItems(openedMonster)).toHaveCount(GENERATORS[1]!.parts.length);
    expect(await readParts(openedMonster)).toEqual(monsterWords);
    await expect(
      (await toolRegion(page, 'Roll a Haunt', { exact: false })).getByRole('status'),
    ).toHaveText('');

    await openedMonster.getByRole('button', { name: 'Re-roll Form' }).click();
    const left = new URL(page.url()).searchParams;
    expect(left.has('monster-concept')).toBe(false);
    expect(left.get('spot-effect')).toBe(spotValue);
    expect(left.get('keep')).toBe('1');

    await page.goto(spotLink);
    const openedSpot = await toolRegion(page, 'Roll a Spot Effect', { exact: false });
    await expect(openedSpot.getByRole('status')).toHaveText(
      'Opened a shared Spot Effect generator result.',
    );
    await expect(partItems(openedSpot)).toHaveCount(GENERATORS[3]!.parts.length);
    expect(await readParts(openedSpot)).toEqual(spotWords);
  });

  test('a tampered link shows why it could not be opened, and the generator still works', async ({
    page,
  }) => {
    const layer = await open(page, GENERATORS[2]!);
    const data = linkData(await share(page, layer), 'layer-prompt');
    const forged = {
      ...data,
      parts: data.parts.map((shared, at) =>
        at === 1 ? { ...shared, text: 'A sound the tables never held' } : shared,
      ),
    };
    await page.goto(`${GENERATORS[2]!.page}?layer-prompt=${encodeLink(forged)}`);
    const generator = await toolRegion(page, 'Roll a Layer description', { exact: false });
    await expect(generator.getByRole('alert')).toContainText(
      `This share link could not be opened. The shared Layer description prompt result is not valid: Part 2: “text” is not "Sound" ${data.parts[1]!.roll} on the table. The generator below shows a new result and works as usual.`,
    );
    await expect(partItems(generator)).toHaveCount(GENERATORS[2]!.parts.length);
    expect(await readParts(generator)).not.toContain('A sound the tables never held');

    await generator.getByRole('button', { name: 'Lock Sight' }).click();
    const sight = (await readParts(generator))[0];
    await generator.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(generator.getByRole('status')).toContainText('Rolled: Sight: ');
    expect((await readParts(generator))[0]).toBe(sight);
    await generator.getByRole('button', { name: 'Re-roll Smell' }).click();
    await expect(generator.getByRole('status')).toContainText('Smell re-rolled:');
    await expect(generator.getByRole('alert')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('layer-prompt')).toBe(false);

    // A damaged link (a character no link has) and an unknown generator: the reason, and Dismiss.
    await page.goto(`${GENERATORS[2]!.page}?layer-prompt=i1.abc!`);
    const damaged = await toolRegion(page, 'Roll a Layer description', { exact: false });
    await expect(damaged.getByRole('alert')).toContainText(
      'The shared Layer description prompt result link is incomplete or was changed after it was shared.',
    );
    await damaged.getByRole('button', { name: 'Dismiss' }).click();
    await expect(damaged.getByRole('alert')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('layer-prompt')).toBe(false);

    await page.goto(
      `${GENERATORS[2]!.page}?layer-prompt=${encodeLink({ ...data, generator: 'banshee' })}`,
    );
    await expect(
      (await toolRegion(page, 'Roll a Layer description', { exact: false })).getByRole('alert'),
    ).toContainText('The generator is not a generator of this site.');
  });

  test('the Haunts page with a link opened, a link made and a bad link shown has no axe violations in either theme', async ({
    page,
  }) => {
    const haunt = await open(page, GENERATORS[0]!);
    const link = await share(page, haunt);
    await page.goto(
      `${new URL(link).pathname}?haunt=${new URL(link).searchParams.get('haunt')}&monster-concept=i1.broken`,
    );
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const opened = await toolRegion(page, 'Roll a Haunt', { exact: false });
    await expect(opened.getByRole('status')).toHaveText('Opened a shared Haunt generator result.');
    await expect(
      (await toolRegion(page, 'Roll a Monster concept', { exact: false })).getByRole('alert'),
    ).toBeVisible();
    await share(page, opened);
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });

  test.describe('at phone width', () => {
    test.use({ viewport: PHONE });

    test('a made link, an opened link and a bad link do not scroll sideways, and their controls are at least 44 px tall', async ({
      page,
    }) => {
      const haunt = await open(page, GENERATORS[0]!);
      const link = await share(page, haunt);
      await page.goto(
        `${new URL(link).pathname}?haunt=${new URL(link).searchParams.get('haunt')}&monster-concept=i1.${'x'.repeat(300)}`,
      );
      const opened = await toolRegion(page, 'Roll a Haunt', { exact: false });
      await expect(opened.getByRole('status')).toHaveText(
        'Opened a shared Haunt generator result.',
      );
      await share(page, opened);
      await share(page, await toolRegion(page, 'Roll a Monster concept', { exact: false }));
      await expect(
        (await toolRegion(page, 'Roll a Monster concept', { exact: false })).getByRole('alert'),
      ).toBeVisible();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      for (const name of ['Roll a Haunt', 'Roll a Monster concept']) {
        const region = await toolRegion(page, name, { exact: false });
        const box = await region.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        for (const control of await region
          .locator('button:visible, select:visible, input:visible')
          .all()) {
          const controlBox = await control.boundingBox();
          expect(
            controlBox!.height,
            (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '',
          ).toBeGreaterThanOrEqual(44);
          expect(controlBox!.x + controlBox!.width).toBeLessThanOrEqual(390);
        }
      }
    });
  });
});

test.describe('scrolling the pages with generators on a phone', () => {
  test.use({ viewport: PHONE });

  for (const path of ['locus/directors-screen/', HAUNTS_PAGE]) {
    test(`/${path} moves by at most 0.05 of layout shift, on the first visit and the second`, async ({
      page,
    }) => {
      await page.addInitScript(observeLayoutShift);
      expect(await scrollShift(page, path), 'first visit').toBeLessThanOrEqual(0.05);
      expect(await scrollShift(page, path), 'second visit').toBeLessThanOrEqual(0.05);
    });
  }
});
