import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  atPhoneWidth,
  sidewaysScroll,
  toolRegion,
  violationsInBothThemes,
} from './support/browser';

const PAGE = 'locus/haunts-and-monsters/';
const MONSTERS_KEY = 'rules-at-hand:locus-monsters';

/** A saved Monster in the stored shape: the worked example that totals 15 (Balanced). */
const CHOIR = {
  id: 'the-choir',
  name: 'The Choir',
  character: 'Ada',
  haunt: 'The fire at the mill',
  vice: 'Pride',
  description: 'Singing smoke that remembers every name.',
  locusMonster: false,
  attributes: {
    attack: { rating: 2, descriptor: 'Burning' },
    chase: { rating: 3, descriptor: 'Drifts' },
    search: { rating: 2, descriptor: 'Hears heartbeats' },
    resist: { rating: 3, descriptor: 'Smoke' },
  },
  weakness: 'Water',
  behaviour: 'Stalking',
  chaseLikelihood: 'definite',
  inflictions: [
    {
      id: 'infliction-1',
      descriptor: 'Choking',
      attribute: 'frailty',
      condition: 'nauseated',
      difficulty: 'medium',
    },
  ],
  deathsDoorSegments: 6,
};
const SEEDED = JSON.stringify({ version: 1, monsters: [CHOIR] });

/** Saves the seeded Monsters before the first page load only (reloads keep what the page saved). */
async function seed(page: Page): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key!, value!);
    },
    [MONSTERS_KEY, SEEDED],
  );
}

function calculatorOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Threat calculator', exact: true });
}

/** Opens the page and waits until the calculator (hydrated when visible) listens to input. */
async function openCalculator(page: Page): Promise<Locator> {
  await page.goto(PAGE);
  const calculator = calculatorOf(page);
  await calculator.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]', { has: calculator })).toHaveCount(0);
  return calculator;
}

/** The Monster builder, scrolled into view and hydrated (tools hydrate when seen). */
function builderOf(page: Page): Promise<Locator> {
  return toolRegion(page, 'Monster builder');
}

/** The live summary under a threat table: "Threat 15: Balanced (15–19)". */
function gradeOf(scope: Locator): Locator {
  return scope
    .getByRole('status')
    .filter({ hasText: /^(Threat|Total so far|Fix)/ })
    .first();
}

function savedMonsters(page: Page): Promise<{ monsters: { id: string; name: string }[] } | null> {
  return page.evaluate(
    (key) =>
      JSON.parse(localStorage.getItem(key) ?? 'null') as {
        monsters: { id: string; name: string }[];
      } | null,
    MONSTERS_KEY,
  );
}

test.describe('the Monster Threat Calculator', () => {
  test('updates the lines, total and grade as the inputs change', async ({ page }) => {
    const calculator = await openCalculator(page);
    await expect(gradeOf(calculator)).toHaveText('Threat 8: Very Weak (5–9)');

    // The worked example: Attack 2, Chase 3, Search 2, Resist 3, definitely chases, one Medium
    // Infliction and Death's Door 6 segments make exactly 15, which is Balanced.
    await calculator.getByLabel('Attack', { exact: true }).selectOption('2');
    await calculator.getByLabel('Search', { exact: true }).selectOption('2');
    await expect(gradeOf(calculator)).toHaveText('Threat 10: Weak (10–14)');
    await calculator.getByLabel('How likely its behaviour is to chase').selectOption('definite');
    await calculator.getByRole('button', { name: 'Add an Infliction' }).click();
    await expect(calculator.getByLabel('Infliction 1 difficulty')).toBeFocused();
    await calculator.getByLabel("Death's Door size (segments)").fill('6');
    await expect(gradeOf(calculator)).toHaveText('Threat 15: Balanced (15–19)');
    await expect(calculator.getByText(/each band starts at its lower number/)).toBeVisible();

    const table = calculator.getByRole('table', { name: 'Threat, line by line' });
    await expect(table.getByRole('row', { name: /^Attack 2: 3 ranks below 5 \+3$/ })).toBeVisible();
    await expect(
      table.getByRole('row', { name: /^Chase likelihood Definitely will chase \+2$/ }),
    ).toBeVisible();
    await expect(
      table.getByRole('row', { name: /^Infliction 1 Medium to avoid \+2$/ }),
    ).toBeVisible();
    await expect(
      table.getByRole('row', {
        name: /^Death's Door 6 segments: 1 extra set of 3 beyond the first 3 \+1$/,
      }),
    ).toBeVisible();
    await expect(
      table.getByRole('row', { name: /^Weakness and behaviour type score nothing 0$/ }),
    ).toBeVisible();
    await expect(table.getByRole('row', { name: /^Total 15$/ })).toBeVisible();

    // A null Attribute counts -1.
    await calculator.getByLabel('Chase', { exact: true }).selectOption('null');
    await expect(
      table.getByRole('row', { name: /^Chase null: cannot do this at all −1$/ }),
    ).toBeVisible();
    await expect(gradeOf(calculator)).toHaveText('Threat 12: Weak (10–14)');

    // More Inflictions, then remove one.
    await calculator.getByRole('button', { name: 'Add an Infliction' }).click();
    await calculator.getByLabel('Infliction 2 difficulty').selectOption('hard');
    await expect(gradeOf(calculator)).toHaveText('Threat 15: Balanced (15–19)');
    await calculator.getByRole('button', { name: 'Remove Infliction 1' }).click();
    await expect(gradeOf(calculator)).toHaveText('Threat 13: Weak (10–14)');
    await expect(calculator.getByLabel('Infliction 1 difficulty')).toHaveValue('hard');

    // The Locus' own Monster should be Very Strong.
    await calculator.getByLabel("This is the Locus' own Monster").check();
    await expect(
      calculator.getByText(
        "The Locus' own Monster should be Very Strong (25–30): this one is not (Weak, 13: 12 points short).",
      ),
    ).toBeVisible();
    for (const attribute of ['Attack', 'Chase', 'Search', 'Resist'])
      await calculator.getByLabel(attribute, { exact: true }).selectOption('1');
    await calculator.getByRole('button', { name: 'Add an Infliction' }).click();
    await calculator.getByLabel('Infliction 2 difficulty').selectOption('hard');
    await expect(gradeOf(calculator)).toHaveText(/^Threat 25: Very Strong \(25–30\)/);
    await expect(
      calculator.getByText(
        "The Locus' own Monster should be Very Strong (25–30), and this one is (25).",
      ),
    ).toBeVisible();
  });

  test("says what is wrong with a Death's Door size at the field and never breaks", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const calculator = await openCalculator(page);
    const door = calculator.getByLabel("Death's Door size (segments)");
    await door.fill('7');
    await expect(door).toHaveAttribute('aria-invalid', 'true');
    await expect(door).toHaveAccessibleDescription(
      /Death's Door comes in sets of 3 segments: try 6 or 9\./,
    );
    await expect(gradeOf(calculator)).toHaveText("Fix the Death's Door size to see the total.");
    await door.fill('');
    await expect(
      calculator.getByText("Enter the Death's Door size: a whole number from 3 to 99."),
    ).toBeVisible();
    await door.fill('27');
    await expect(gradeOf(calculator)).toHaveText('Threat 16: Balanced (15–19)');
    expect(errors).toEqual([]);
  });
});

test.describe('the Monster Builder', () => {
  test('builds a Monster that survives a reload', async ({ page }) => {
    await page.goto(PAGE);
    const builder = await builderOf(page);
    await expect(builder.getByText('No Monsters yet')).toBeVisible();
    await builder.getByRole('button', { name: 'New Monster' }).click();
    await expect(builder.getByLabel('Monster name')).toBeFocused();
    await builder.getByLabel('Monster name').fill('The Lantern Man');
    await expect(gradeOf(builder)).toHaveText(
      'Total so far 0; not graded until Attack, Chase, Search and Resist are set.',
    );
    await builder.getByLabel('Character whose Haunt it manifests').fill('Ben');
    await builder.getByLabel('Vice').fill('Greed');
    await builder.getByLabel('Attack', { exact: true }).selectOption('1');
    await builder.getByLabel('Attack descriptor (damage type)').fill('Scalding oil');
    await builder.getByLabel('Chase', { exact: true }).selectOption('2');
    await builder.getByLabel('Search', { exact: true }).selectOption('null');
    await builder.getByLabel('Resist', { exact: true }).selectOption('4');
    await builder.getByLabel('Weakness').fill('Daylight');
    await builder.getByRole('button', { name: 'Add an Infliction' }).click();
    await builder.getByLabel('Descriptor (its action)').fill('Blinding flare');
    await builder.getByLabel('Condition on a failure').selectOption({ label: 'Blinded' });
    await builder.getByLabel('Difficulty to avoid').selectOption('hard');
    await builder.getByLabel("Death's Door size (segments)").fill('9');
    // 4 + 3 - 1 + 1 + 0 (no chase) + 3 (Hard) + 2 (9 segments) = 12.
    await expect(gradeOf(builder)).toHaveText('Threat 12: Weak (10–14)');

    await page.reload();
    const reloaded = await builderOf(page);
    await expect(reloaded.getByRole('button', { name: /^The Lantern Man/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(reloaded.getByLabel('Monster name')).toHaveValue('The Lantern Man');
    await expect(reloaded.getByLabel('Search', { exact: true })).toHaveValue('null');
    await expect(reloaded.getByLabel('Attack descriptor (damage type)')).toHaveValue(
      'Scalding oil',
    );
    await expect(reloaded.getByLabel('Condition on a failure')).toHaveValue('blinded');
    await expect(reloaded.getByLabel("Death's Door size (segments)")).toHaveValue('9');
    await expect(gradeOf(reloaded)).toHaveText('Threat 12: Weak (10–14)');
    const card = reloaded.getByRole('article', { name: 'The Lantern Man', exact: true });
    await expect(card.getByText('Blinding flare')).toBeVisible();
    await expect(card.getByRole('row', { name: 'Attack 1 Scalding oil' })).toBeVisible();
  });

  test("says at the Death's Door field the size the Monster keeps, and follows a change from another tab", async ({
    page,
    context,
  }) => {
    await page.goto(PAGE);
    const builder = await builderOf(page);
    await builder.getByRole('button', { name: 'New Monster' }).click();
    await builder.getByLabel('Monster name').fill('Moth');
    const door = builder.getByLabel("Death's Door size (segments)");
    await door.fill('9');
    await door.fill('10');
    await expect(door).toHaveAttribute('aria-invalid', 'true');
    await expect(door).toHaveAccessibleDescription(
      /Death's Door comes in sets of 3 segments: try 9 or 12\. Until then the Monster keeps its 9 segments\./,
    );
    // What is saved, scored and shown is the size the field says is kept.
    const card = builder.getByRole('article', { name: 'Moth', exact: true });
    const cardDoor = card.getByRole('definition').filter({ hasText: / segments$/ });
    await expect(cardDoor).toHaveText('9 segments');
    await expect(
      builder.getByRole('row', { name: /^Death's Door 9 segments: 2 extra sets/ }),
    ).toBeVisible();
    const saved = await savedMonsters(page);
    expect(saved?.monsters[0]).toMatchObject({ name: 'Moth', deathsDoorSegments: 9 });

    // Another tab sets 12: the field shows it, never an old size beside a different saved one.
    const other = await context.newPage();
    await other.goto(PAGE);
    await other.evaluate(
      ([key, monster]) => localStorage.setItem(key!, monster!),
      [
        MONSTERS_KEY,
        JSON.stringify({ ...saved, monsters: [{ ...saved!.monsters[0], deathsDoorSegments: 12 }] }),
      ],
    );
    await expect(door).toHaveValue('12');
    await expect(door).toHaveAttribute('aria-invalid', 'false');
    await expect(cardDoor).toHaveText('12 segments');
  });

  test('says each sample once at phone width: its name in the select, the text’s description in full under it', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const builder = await builderOf(page);
    await atPhoneWidth(page, async () => {
      const sample = builder.getByLabel(/^Start from a sample/);
      for (const [value, name] of [
        ['pterodactyl', 'The Pterodactyl'],
        ['vine-torso', 'The Vine Torso'],
      ]) {
        await sample.selectOption(value!);
        const chosen = await sample.evaluate(
          (select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '',
        );
        // What a reader sees: what is drawn, with every select as its chosen option.
        const seen = await builder.evaluate((region) => {
          const shown = region.cloneNode(true) as HTMLElement;
          const drawn = region.querySelectorAll('*');
          shown.querySelectorAll('*').forEach((element, index) => {
            // An option is never drawn itself: its select shows the chosen one (below).
            const original = drawn[index]!;
            if (!original.closest('select') && !original.checkVisibility())
              element.textContent = '';
          });
          // A copy does not keep what was chosen in a select: read it from the one drawn.
          const selects = region.querySelectorAll('select');
          shown.querySelectorAll('select').forEach((select, index) => {
            select.replaceWith(selects[index]!.selectedOptions[0]?.text ?? '');
          });
          return shown.textContent ?? '';
        });
        expect(seen.split(chosen), `"${chosen}" in: ${seen}`).toHaveLength(2);
        expect(chosen).toBe(name);
      }
      await expect(sample).toHaveAccessibleDescription(
        /^Stationary\. Plant-like, spreads ivy-like vines .* Fills areas with spores\.$/,
      );
    });
  });

  test('the card preview is titled by the Monster’s name, no smaller than its text, and its last Attribute is a line like the others', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const builder = await builderOf(page);
    await builder.getByRole('button', { name: 'Start from this sample' }).click();
    const card = builder.getByRole('article', { name: 'The Pterodactyl', exact: true });
    const size = (locator: Locator) =>
      locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const [title, text] = await Promise.all([
      size(card.getByRole('heading', { name: 'The Pterodactyl' })),
      size(card.getByText(/^Pterodactyl-like, infected/)),
    ]);
    expect(title).toBeGreaterThanOrEqual(text);

    // The last Attribute is a line like the others, not set apart as a total would be.
    const weights = async (row: Locator) =>
      row
        .getByRole('cell')
        .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).fontWeight));
    const rows = card.getByRole('table', { name: 'Attributes' }).getByRole('row');
    expect(await weights(rows.last())).toEqual(await weights(rows.nth(1)));
  });

  test('starts from a sample with its name and description filled in', async ({ page }) => {
    await page.goto(PAGE);
    const builder = await builderOf(page);
    await builder.getByLabel(/^Start from a sample/).selectOption({ label: 'The Vine Torso' });
    await builder.getByRole('button', { name: 'Start from this sample' }).click();
    await expect(builder.getByLabel('Description', { exact: true })).toHaveValue(
      /^Stationary\. Plant-like, spreads ivy-like vines/,
    );
    await expect(builder.getByLabel('Monster name')).toHaveValue('The Vine Torso');
    for (const attribute of ['Attack', 'Chase', 'Search', 'Resist'])
      await expect(builder.getByLabel(attribute, { exact: true })).toHaveValue('');
    await expect(gradeOf(builder)).toHaveText(
      /not graded until Attack, Chase, Search and Resist are set/,
    );
    await expect(builder.getByRole('button', { name: /^The Vine Torso/ })).toBeVisible();

    // The same sample again: a second Vine Torso, renamed so the list never says one name twice.
    await builder.getByRole('button', { name: 'Start from this sample' }).click();
    await expect(builder.getByLabel('Monster name')).toHaveValue('The Vine Torso (2)');
    await expect(builder).toContainText(
      'You already have a Monster named The Vine Torso: the new one is named The Vine Torso (2).',
    );
  });

  test("refuses renaming a Monster in the editor to another saved Monster's name, at the field", async ({
    page,
  }) => {
    await seed(page);
    await page.goto(PAGE);
    const builder = await builderOf(page);
    await builder.getByRole('button', { name: 'New Monster' }).click();
    const name = builder.getByLabel('Monster name');
    await name.fill('The Moth');
    await expect(builder.getByRole('button', { name: /^The Moth/ })).toBeVisible();
    await name.fill('the choir');
    await expect(name).toHaveValue('the choir');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      'You already have a Monster named the choir. Give this one a different name, such as the choir (2), so the list tells them apart.',
    );
    await expect(builder.getByRole('button', { name: /^The Moth/ })).toBeVisible();
    expect((await savedMonsters(page))?.monsters.map((monster) => monster.name)).toEqual([
      'The Choir',
      'The Moth',
    ]);
    await name.fill('The Choir (2)');
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await expect(builder.getByRole('button', { name: /^The Choir \(2\)/ })).toBeVisible();
  });

  test('suggests the seven classic vices, labelled as a default', async ({ page }) => {
    await seed(page);
    await page.goto(PAGE);
    const builder = await builderOf(page);
    const vice = builder.getByLabel('Vice');
    await expect(vice).toHaveAccessibleDescription(/the seven classic vices, a default/);
    const listId = await vice.getAttribute('list');
    const options = await page
      .locator(`datalist[id="${listId}"] option`)
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(options).toEqual(['Pride', 'Greed', 'Lust', 'Envy', 'Gluttony', 'Wrath', 'Sloth']);
  });

  test('duplicates and deletes a Monster, with undo', async ({ page }) => {
    await seed(page);
    await page.goto(PAGE);
    const builder = await builderOf(page);
    await expect(builder.getByRole('button', { name: /^The Choir/ })).toContainText(
      'Total 15: Balanced (15–19)',
    );
    await builder.getByRole('button', { name: 'Duplicate' }).click();
    await expect(builder.getByRole('button', { name: /^The Choir \(copy\)/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await builder.getByLabel('Monster name').fill('The Second Choir');
    await builder.getByRole('button', { name: 'Delete' }).click();
    await expect(builder.getByText('The Second Choir was deleted.')).toBeVisible();
    await expect(builder.getByRole('button', { name: 'Undo' })).toBeFocused();
    await expect(builder.getByRole('button', { name: /^The Second Choir/ })).toHaveCount(0);
    await builder.getByRole('button', { name: 'Undo' }).click();
    await expect(builder.getByRole('button', { name: /^The Second Choir/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect((await savedMonsters(page))?.monsters.map((monster) => monster.name)).toEqual([
      'The Choir',
      'The Second Choir',
    ]);
  });

  test('Add an Infliction is off for a Monster with the most Inflictions, saying why beside it', async ({
    page,
  }) => {
    const full = {
      ...CHOIR,
      inflictions: Array.from({ length: 12 }, (_, index) => ({
        ...CHOIR.inflictions[0],
        id: `infliction-${index + 1}`,
      })),
    };
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [MONSTERS_KEY, JSON.stringify({ version: 1, monsters: [full] })],
    );
    await page.goto(PAGE);
    const builder = await builderOf(page);
    const add = builder.getByRole('button', { name: 'Add an Infliction' });
    const reason = 'A Monster can have at most 12 Inflictions here.';
    // Off, with its reason said once, beside it and as its description.
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(reason);
    await expect(builder.getByText(reason)).toHaveCount(1);
    await builder.getByRole('button', { name: 'Remove Infliction 12' }).click();
    await expect(add).toBeEnabled();
    await expect(add).not.toHaveAttribute('aria-describedby');
    await expect(builder.getByText(reason, { exact: true })).toHaveCount(0);
  });

  test('shares a Monster by link: a fresh browser shows it read-only and saves it on request', async ({
    page,
    browser,
  }) => {
    await seed(page);
    await page.goto(PAGE);
    const builder = await builderOf(page);
    await builder.getByRole('button', { name: 'Share by link' }).click();
    const link = await builder.getByLabel(/^Share link/).inputValue();
    expect(link).toMatch(
      /\/locus\/haunts-and-monsters\/\?monster=m1\.[A-Za-z0-9_-]+#monster-builder-tool$/,
    );

    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await other.goto(link);
      const sharedBuilder = await builderOf(other);
      const shared = sharedBuilder.getByRole('region', { name: 'Shared with you: The Choir' });
      await expect(shared).toBeVisible();
      await expect(
        shared.getByText('Opened from a link. It is not in your Monster list until you add it'),
      ).toBeVisible();
      await expect(
        shared
          .getByRole('article', { name: 'The Choir', exact: true })
          .getByText('Total 15: Balanced (15–19)'),
      ).toBeVisible();
      await expect(shared.getByRole('textbox')).toHaveCount(0);
      expect(await savedMonsters(other)).toBeNull();

      await shared.getByRole('button', { name: 'Save to my Monsters' }).click();
      await expect(shared).toHaveCount(0);
      await expect(sharedBuilder.getByRole('button', { name: /^The Choir/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(sharedBuilder.getByLabel('Haunt (the past wrong)')).toHaveValue(
        'The fire at the mill',
      );
      expect(other.url()).not.toContain('monster=');
      expect((await savedMonsters(other))?.monsters.map((monster) => monster.name)).toEqual([
        'The Choir',
      ]);
    } finally {
      await fresh.close();
    }
  });

  test('a shared Monster is added beside saved ones, never over them', async ({ page }) => {
    await seed(page);
    await page.goto(PAGE);
    const link = await page.evaluate(() => {
      // Encode a changed Choir the way the site does: JSON, UTF-8, base64url.
      const bytes = new TextEncoder().encode(
        JSON.stringify({
          ...JSON.parse(localStorage.getItem('rules-at-hand:locus-monsters')!).monsters[0],
          id: undefined,
          name: 'The Choir',
          weakness: 'Silence',
        }),
      );
      const text = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      return `${location.pathname}?monster=m1.${text}`;
    });
    await page.goto(link);
    await (await builderOf(page)).getByRole('button', { name: 'Save to my Monsters' }).click();
    const saved = await savedMonsters(page);
    expect(saved?.monsters.map((monster) => monster.id)).toEqual(['the-choir', 'the-choir-2']);
  });

  test('a tampered link shows an error at the top, runs nothing and changes nothing', async ({
    page,
  }) => {
    await seed(page);
    const errors: string[] = [];
    const dialogs: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(PAGE);
    const before = await savedMonsters(page);

    await page.goto(`${PAGE}?monster=m1.eyJuYW1lIjoiPHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0PiJ9!!`);
    const builder = await builderOf(page);
    const alert = builder.getByRole('alert');
    await expect(alert).toContainText('This share link could not be opened.');
    await expect(alert).toContainText(
      'The shared Monster link is incomplete or was changed after it was shared.',
    );
    await expect(alert).toContainText('Your Monster list is unchanged.');
    await expect(builder.getByRole('button', { name: /^The Choir/ })).toBeVisible();

    // Valid JSON that fails the schema names the field.
    const bad = Buffer.from(
      JSON.stringify({
        ...CHOIR,
        attributes: { ...CHOIR.attributes, attack: { rating: 9, descriptor: '' } },
      }),
    ).toString('base64url');
    await page.goto(`${PAGE}?monster=m1.${bad}`);
    await expect((await builderOf(page)).getByRole('alert')).toContainText(
      'The shared Monster is not valid: Attributes, attack: “rating” must be at most 5.',
    );

    // A wrong version. (Huge links are refused by the unit tests: servers reject such addresses before the page loads.)
    await page.goto(`${PAGE}?monster=m9.${bad}`);
    await expect((await builderOf(page)).getByRole('alert')).toContainText('unknown format ("m9")');

    // Markup in a valid shared Monster is shown as text, never run.
    const markup = Buffer.from(
      JSON.stringify({ ...CHOIR, id: undefined, name: '<img src=x onerror="alert(1)">' }),
    ).toString('base64url');
    await page.goto(`${PAGE}?monster=m1.${markup}`);
    await expect(
      (await builderOf(page)).getByRole('region', {
        name: 'Shared with you: <img src=x onerror="alert(1)">',
      }),
    ).toBeVisible();
    await (await builderOf(page)).getByRole('button', { name: 'Close without adding' }).click();
    await expect(
      (await builderOf(page)).getByText('The shared Monster was closed; nothing was added.'),
    ).toBeVisible();

    expect(await savedMonsters(page)).toEqual(before);
    expect(errors).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  test('exports and imports JSON; a bad file is refused naming the field', async ({ page }) => {
    await seed(page);
    await page.goto(PAGE);
    const builder = await builderOf(page);
    const downloadPromise = page.waitForEvent('download');
    await builder.getByRole('button', { name: 'Export this Monster' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('locus-monster-the-choir.json');
    const exported = JSON.parse(
      await (
        await download.createReadStream()
      )
        .toArray()
        .then((chunks) => Buffer.concat(chunks).toString('utf8')),
    ) as { monsters: unknown[] };
    expect(exported.monsters).toHaveLength(1);

    const input = builder.getByLabel('Import Monsters from a file (added to your list)');
    await input.setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({ version: 1, monsters: [{ ...CHOIR, deathsDoorSegments: 5 }] }),
      ),
    });
    await expect(input).toHaveAccessibleDescription(
      /^“broken\.json” is not a Monster list file this site can read: Monster 1: “deaths door segments” is not a multiple of 3/,
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    // Another tool's file is named for what it is, with where it goes.
    await input.setInputFiles({
      name: 'locus-cast.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({ version: 1, characters: [{ id: 'ada', name: 'Ada', haunt: 'the pier' }] }),
      ),
    });
    await expect(input).toHaveAccessibleDescription(
      '“locus-cast.json” is not a Monster list file: it is a Cast file. Import it in the Cast tracker on the Locus pages.',
    );

    await input.setInputFiles({
      name: 'choir.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    });
    // The Choir is saved already: the one imported is renamed, and the tool says so.
    await expect(builder.getByText('Imported The Choir (2) from “choir.json”.')).toBeVisible();
    await expect(builder).toContainText(
      'You already have a Monster named The Choir: the new one is named The Choir (2).',
    );
    await input.setInputFiles({
      name: 'choir.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    });
    await expect(builder.getByText('Imported The Choir (3) from “choir.json”.')).toBeVisible();
    expect((await savedMonsters(page))?.monsters.map((monster) => monster.name)).toEqual([
      'The Choir',
      'The Choir (2)',
      'The Choir (3)',
    ]);
    expect((await savedMonsters(page))?.monsters.map((monster) => monster.id)).toEqual([
      'the-choir',
      'the-choir-2',
      'the-choir-3',
    ]);
  });

  test('prints only the card', async ({ page }) => {
    await seed(page);
    await page.addInitScript(() => {
      window.print = () => {
        document.documentElement.dataset['printedWith'] = document.documentElement.className;
      };
    });
    await page.goto(PAGE);
    const builder = await builderOf(page);
    await builder.getByRole('button', { name: 'Print card' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-printed-with', /tool-printing/);
    await page.emulateMedia({ media: 'print' });
    const card = page.getByRole('article', { name: 'The Choir', exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByText('Total 15: Balanced (15–19)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Monster builder', exact: true })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Monsters', level: 2 })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print card' })).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page.locator('html')).not.toHaveClass(/tool-printing/);
    await page.emulateMedia({ media: 'screen' });
  });

  test('shows a notice for unreadable saved Monsters and keeps working', async ({ page }) => {
    await page.addInitScript(
      (key) => localStorage.setItem(key, '{"version":1,"monsters":[{"id":"x"'),
      MONSTERS_KEY,
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(PAGE);
    const builder = await builderOf(page);
    await expect(
      builder.getByRole('alert').filter({ hasText: 'The saved Monsters could not be read' }),
    ).toBeVisible();
    await builder.getByRole('button', { name: 'New Monster' }).click();
    await expect(builder.getByLabel('Monster name')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('the Monster tools at phone width and in both themes', () => {
  test('have no axe violations in either theme, and fit a phone', async ({ page }) => {
    // Several full axe runs over the heaviest tool pages: more time than one check needs.
    test.slow();
    await seed(page);
    await openCalculator(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const builder = await builderOf(page);
    await expect(builder.getByRole('button', { name: /^The Choir/ })).toBeVisible();
    await calculatorOf(page).getByLabel("This is the Locus' own Monster").check();
    await calculatorOf(page).getByRole('button', { name: 'Add an Infliction' }).click();
    await calculatorOf(page).getByLabel("Death's Door size (segments)").fill('4');
    await builder
      .getByLabel("The Locus' own Monster (bottom Layer only; should be Very Strong)")
      .check();
    await builder.getByRole('button', { name: 'Share by link' }).click();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });

    // The same tools with a link shown, at 390 px: nothing scrolls sideways, every control of the
    // builder is at least 44 px tall.
    await atPhoneWidth(page, async () => {
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      for (const tool of [calculatorOf(page), builder]) {
        const box = await tool.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
      const short = await builder
        .locator('button, select, input:not([type="checkbox"]), textarea')
        .evaluateAll((nodes) =>
          nodes
            .filter(
              (node) =>
                (node as HTMLElement).offsetParent !== null &&
                node.getBoundingClientRect().height < 44,
            )
            .map((node) => node.outerHTML.slice(0, 80)),
        );
      expect(short).toEqual([]);
    });

    // The shared view and the error for a tampered link.
    const link = await builder.getByLabel(/^Share link/).inputValue();
    await page.goto(link);
    await expect(
      (await builderOf(page)).getByRole('button', { name: 'Save to my Monsters' }),
    ).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.goto(`${PAGE}?monster=m1.broken!`);
    await expect((await builderOf(page)).getByRole('alert')).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});
