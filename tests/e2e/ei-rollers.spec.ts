import { expect, test, type Locator, type Page } from '@playwright/test';
import { chanceText, PHONE, violationsInBothThemes } from './support/browser';
import { recordAnnouncements, saidIn } from './support/announcements';

interface StoredLog {
  entries: { source: string; expression: string; total: number; result?: string }[];
}

async function storedLog(page: Page): Promise<StoredLog['entries']> {
  const raw = await page.evaluate(() => localStorage.getItem('rules-at-hand:roll-log'));
  return raw ? (JSON.parse(raw) as StoredLog).entries : [];
}

/** Waits until the island around a tool has hydrated: Astro removes `ssr` from it then. */
async function hydrated(region: Locator): Promise<void> {
  await expect(region.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/);
}

/** A tool by its heading, once its island has hydrated (client:visible-after-load waits for it to scroll into view). */
async function tool(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name, exact: true });
  await region.scrollIntoViewIfNeeded();
  await hydrated(region);
  return region;
}

/** One part of a roller with several parts, found by its heading. */
function part(roller: Locator, title: string): Locator {
  return roller.getByRole('region', { name: title, exact: true });
}

/** The save rule as printed, for one roll 00-99. */
function outcome(roll: number, score: number): string {
  const passed = roll <= score && roll <= 90;
  const double = Math.floor(roll / 10) === roll % 10;
  return double
    ? passed
      ? 'Critical success'
      : 'Critical failure'
    : passed
      ? 'Success'
      : 'Failure';
}

test.describe('Save roller', () => {
  test('shows the exact chances of each outcome for score 50, and again with the occupation bonus', async ({
    page,
  }) => {
    await page.goto('eldritch-instinct/rules/');
    const saves = await tool(page, 'Save roller');
    await saves.getByLabel('Ability score (1–120)').fill('50');
    const chances = saves.getByRole('definition');
    for (const score of [50, 70]) {
      if (score === 70)
        await saves.getByRole('checkbox', { name: 'Related to occupation (+20)' }).check();
      const counts = new Map<string, number>();
      for (let roll = 0; roll < 100; roll += 1)
        counts.set(outcome(roll, score), (counts.get(outcome(roll, score)) ?? 0) + 1);
      const order = ['Critical success', 'Success', 'Failure', 'Critical failure'];
      await expect(saves.getByRole('term')).toHaveText(order);
      await expect(chances).toHaveText(order.map((name) => chanceText(counts.get(name) ?? 0, 100)));
    }
    await expect(saves).toContainText('Exact chances against 70 (50 + 20)');
  });

  test('rolls a two-digit d100, names the outcome and logs it', async ({ page }) => {
    await page.goto('eldritch-instinct/rules/');
    const saves = await tool(page, 'Save roller');
    await saves.getByLabel('Who saves (optional, for the log)').fill('Ada');
    await saves.getByRole('button', { name: 'Roll save' }).click();
    const result = saves.getByRole('status');
    await expect(result).toHaveText(
      /^Rolled \d\d against 50\. (Critical success|Success|Failure|Critical failure):/,
    );
    const text = (await result.textContent()) ?? '';
    const roll = Number(/Rolled (\d\d)/.exec(text)?.[1]);
    expect(text).toContain(outcome(roll, 50));
    await expect.poll(() => storedLog(page).then((entries) => entries.length)).toBe(1);
    const [entry] = await storedLog(page);
    expect(entry).toMatchObject({
      source: 'Eldritch Instinct: Save (Ada)',
      total: roll,
      result: outcome(roll, 50),
    });
  });

  test('explains an invalid score at the field and does not roll', async ({ page }) => {
    await page.goto('eldritch-instinct/rules/');
    const saves = await tool(page, 'Save roller');
    const field = saves.getByLabel('Ability score (1–120)');
    await field.fill('130');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('The score must be at most 120.');
    await expect(saves.getByRole('term')).toHaveCount(0);
    const roll = saves.getByRole('button', { name: 'Roll save' });
    await expect(roll).toBeDisabled();
    await expect(roll).toHaveAccessibleDescription(
      'Roll is off until the score is a whole number from 1 to 120.',
    );
    await expect(saves.getByRole('status')).toHaveText('');
    await field.fill('abc');
    await expect(field).toHaveAccessibleDescription(
      '“abc” is not a number: the score is a whole number from 1 to 120.',
    );
  });
});

test.describe('Opposed save', () => {
  test('shows exact win, lose and tie chances and explains a roll in words', async ({ page }) => {
    await page.goto('eldritch-instinct/rules/');
    const opposed = await tool(page, 'Opposed save');
    await opposed.getByLabel("PC's score (1–120)").fill('60');
    await opposed.getByLabel("Opponent's score (1–120)").fill('40');
    let a = 0;
    let tie = 0;
    for (let x = 0; x < 100; x += 1) {
      for (let y = 0; y < 100; y += 1) {
        const pa = x <= 60 && x <= 90;
        const pb = y <= 40 && y <= 90;
        if (pa !== pb) a += pa ? 1 : 0;
        else if (x === y) tie += 1;
        else if (pa ? x > y : x < y) a += 1;
      }
    }
    await expect(opposed.getByRole('definition').first()).toHaveText(chanceText(a, 10000));
    await expect(opposed.getByRole('definition').nth(1)).toHaveText(
      chanceText(10000 - a - tie, 10000),
    );
    await expect(opposed.getByRole('definition').nth(2)).toHaveText(chanceText(tie, 10000));
    await opposed.getByRole('button', { name: 'Roll opposed save' }).click();
    await expect(opposed.getByRole('status')).toHaveText(
      /^(PC wins|Opponent wins|Tie)\. PC rolled \d\d against 60: (passed|failed).*; Opponent rolled \d\d against 40: (passed|failed).*\. (PC wins|Opponent wins|Tie)/,
    );
    await expect
      .poll(() => storedLog(page).then((entries) => entries[0]?.source))
      .toBe('Eldritch Instinct: Opposed save (PC vs Opponent)');
  });
});

test.describe('Opposed save on a phone', () => {
  test('each side’s legend stands clear of its Name field', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('eldritch-instinct/rules/');
    const opposed = await tool(page, 'Opposed save');
    for (const side of ['First side', 'Second side']) {
      const group = opposed.getByRole('group', { name: side });
      const legend = (await group.getByText(side, { exact: true }).boundingBox())!;
      const name = (await group.getByText('Name', { exact: true }).boundingBox())!;
      expect(name.y - (legend.y + legend.height), side).toBeGreaterThanOrEqual(8);
    }
  });
});

test.describe('Combat helpers', () => {
  test('show the hit chance for each choice and roll melee, firearm and damage', async ({
    page,
  }) => {
    await page.goto('eldritch-instinct/action/');
    const combat = await tool(page, 'Combat helpers');
    const table = combat.getByRole('table', { name: /Exact chances for each choice/ });
    await expect(table.getByRole('row', { name: /Fights back \(saves on 30\)/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Dodges \(saves on 70\)/ })).toContainText('never');
    await combat.getByRole('radio', { name: 'Dodge (DEX save at +20)' }).check();
    await combat.getByRole('button', { name: 'Roll melee attack' }).click();
    await expect(part(combat, 'Melee attack').getByRole('status')).toContainText(
      /Attacker rolled \d\d against STR 50.*Target rolled \d\d against DEX 70/,
    );
    await combat.getByRole('checkbox', { name: 'The target dives for cover' }).check();
    await combat.getByRole('button', { name: 'Roll firearm attack' }).click();
    await expect(part(combat, 'Firearm attack').getByRole('status')).toContainText(
      'Target dived for cover',
    );
    await combat
      .getByLabel('Weapon', { exact: true })
      .selectOption({ label: '.38 Revolver (1d8)' });
    await combat.getByLabel('Pistol shots (keep the highest)').selectOption('3');
    await combat.getByLabel("Target's armour").fill('1');
    await combat.getByRole('button', { name: 'Roll damage' }).click();
    await expect(part(combat, 'Damage').getByRole('status')).toContainText(
      /kept the highest \d, armour 1, \d HP lost/,
    );
    await combat.getByLabel('Damage dice').fill('2d');
    await expect(combat.getByLabel('Damage dice')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the melee odds give each exact chance, the hit with its critical part, and words where no chance stands', async ({
    page,
  }) => {
    await page.goto('eldritch-instinct/action/');
    const melee = part(await tool(page, 'Combat helpers'), 'Melee attack');
    const table = melee.getByRole('table', { name: /Exact chances for each choice/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Target',
      'Hit',
      'Hit back',
      'No hit',
    ]);
    const cells = (row: string) => table.getByRole('row', { name: row }).getByRole('cell');
    await expect(cells('Fights back')).toHaveText([
      '46.0% (1151/2500) · critical 4.4% (11/250)',
      '19.8% (124/625)',
      '34.1% (853/2500)',
    ]);
    await expect(cells('Dodges')).toHaveText([
      '27.5% (1377/5000) · critical 2.6% (51/2000)',
      'never',
      '72.5% (3623/5000)',
    ]);
    await melee.getByLabel("Attacker's STR (1–120)").fill('');
    await expect(cells('Fights back')).toHaveText(['—', '—', '—']);
    await expect(cells('Dodges')).toHaveText(['—', '—', '—']);
  });

  test("the melee odds' caption wraps to a phone's width while the table alone scrolls sideways", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('eldritch-instinct/action/');
    const melee = part(await tool(page, 'Combat helpers'), 'Melee attack');
    const table = melee.getByRole('table', { name: /Exact chances for each choice/ });
    await expect(table).toBeVisible();
    const caption = melee.getByText(/^Exact chances for each choice of the target/);
    const fits = await caption.evaluate((element) => {
      const box = element.getBoundingClientRect();
      let clip: Element | null = element.parentElement;
      while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
      const edge = clip ? clip.getBoundingClientRect().right : window.innerWidth;
      return box.right <= Math.min(edge, window.innerWidth) + 1;
    });
    expect(fits).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('on a phone, all four columns of the melee odds are in view without scrolling', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('eldritch-instinct/action/');
    const melee = part(await tool(page, 'Combat helpers'), 'Melee attack');
    const odds = melee.getByRole('region', { name: /Exact chances for each choice/ });
    expect(await odds.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    for (const column of ['Target', 'Hit', 'Hit back', 'No hit']) {
      const header = odds.getByRole('columnheader', { name: column, exact: true });
      const edge = await header.evaluate((cell) => cell.getBoundingClientRect().right);
      expect(edge).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test('on a phone, each part’s checkboxes stand a finger’s gap above its Roll button', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('eldritch-instinct/action/');
    const combat = await tool(page, 'Combat helpers');
    const wounds = part(await tool(page, 'Death and wounds'), 'Wounds Table');
    for (const [toggle, button] of [
      [
        part(combat, 'Firearm attack').getByText('The target dives for cover'),
        'Roll firearm attack',
      ],
      [part(combat, 'Damage').getByText(/^Firing into melee/), 'Roll damage'],
      [wounds.getByText(/^\+10 on Wounds Table/), 'Roll a wound'],
    ] as const) {
      // The whole label is the checkbox's target, taller than its words.
      const above = (await toggle.locator('xpath=ancestor::label[1]').boundingBox())!;
      const roll = (await page.getByRole('button', { name: button }).boundingBox())!;
      expect(roll.y - (above.y + above.height), button).toBeGreaterThanOrEqual(8);
    }
  });

  test("at desktop width, a score's range stays whole at the end of its label", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('eldritch-instinct/action/');
    const melee = part(await tool(page, 'Combat helpers'), 'Melee attack');
    await expect(melee.getByLabel("Attacker's STR (1–120)")).toBeVisible();
    const ranges = melee.getByText('(1–120)', { exact: true });
    await expect(ranges).toHaveCount(3);
    for (const range of await ranges.all())
      expect(await range.evaluate((span) => span.getClientRects().length)).toBe(1);
  });

  test('the firearm hit chance, counted over a million outcomes, reads in lowest terms', async ({
    page,
  }) => {
    await page.goto('eldritch-instinct/action/');
    const firearm = part(await tool(page, 'Combat helpers'), 'Firearm attack');
    await firearm.getByLabel("Attacker's WIL", { exact: false }).fill('80');
    await expect(
      firearm.getByRole('term').filter({ hasText: 'Hit, target stands' }).locator('+ dd'),
    ).toHaveText('81.0% (81/100)');
  });

  test('damage dice that roll no die or could total below 0 are refused at the field, and the roll is off', async ({
    page,
  }) => {
    await page.goto('eldritch-instinct/action/');
    const combat = await tool(page, 'Combat helpers');
    const damage = combat.getByLabel('Damage dice');
    const roll = combat.getByRole('button', { name: 'Roll damage' });
    for (const text of ['0', '-1']) {
      await damage.fill(text);
      await expect(damage).toHaveAttribute('aria-invalid', 'true');
      await expect(damage).toHaveAccessibleDescription(
        'Weapon damage rolls at least one die, such as 1d6 or 1d4+1.',
      );
      await expect(roll).toBeDisabled();
    }
    await damage.fill('1d4-5');
    await expect(damage).toHaveAccessibleDescription(
      'Weapon damage cannot total less than 0, but 1d4-5 can roll as low as \u22124.',
    );
    await expect(roll).toBeDisabled();
    await damage.fill('1d4-1');
    await expect(damage).toHaveAttribute('aria-invalid', 'false');
    await expect(roll).toBeEnabled();
  });

  test('tracks a magazine: fire, refuse when empty, reload', async ({ page }) => {
    await page.goto('eldritch-instinct/action/');
    const combat = await tool(page, 'Combat helpers');
    await combat
      .getByLabel('Weapon to track')
      .selectOption({ label: 'Double-Barrel Shotgun (Shots 2)' });
    await combat.getByRole('button', { name: 'Add weapon' }).click();
    await expect(combat).toContainText('Double-Barrel Shotgun: 2 of 2 shots loaded');
    const fire = combat.getByRole('button', { name: 'Fire 1 from Double-Barrel Shotgun' });
    await fire.click();
    await fire.click();
    await fire.click();
    await expect(combat).toContainText('Double-Barrel Shotgun is empty: reload first.');
    await combat.getByRole('button', { name: 'Reload Double-Barrel Shotgun' }).click();
    await expect(combat).toContainText(
      'Double-Barrel Shotgun: 2 of 2 shots loaded, 0 spare magazines',
    );
  });
});

test.describe('Death and wounds', () => {
  test('keeps a hidden Death Save hidden, and the same die, across a reload', async ({ page }) => {
    await page.goto('eldritch-instinct/action/');
    let death = await tool(page, 'Death and wounds');
    await death.getByRole('button', { name: 'Roll hidden Death Save' }).click();
    await page.reload();
    death = await tool(page, 'Death and wounds');
    const result = part(death, 'Death Save').getByRole('status');
    await expect(result).toHaveText(
      'A Death Save was rolled and is hidden until someone checks the vitals.',
    );
    await death.getByRole('button', { name: 'Check vitals (reveal)' }).click();
    await expect(result).toHaveText(/^The die shows \d: /);
    const revealed = await result.textContent();
    await page.reload();
    death = await tool(page, 'Death and wounds');
    await expect(part(death, 'Death Save').getByRole('status')).toHaveText(revealed!);
    await expect(death.getByRole('button', { name: 'Check vitals (reveal)' })).toBeDisabled();
    // Revealed once, logged once.
    expect(await storedLog(page)).toHaveLength(1);
  });

  test('checking the vitals from the keyboard leaves the focus on the die revealed, not on the +10 after it', async ({
    page,
  }) => {
    await page.goto('eldritch-instinct/action/');
    const death = await tool(page, 'Death and wounds');
    await death.getByRole('button', { name: 'Roll hidden Death Save' }).click();
    await death.getByRole('button', { name: 'Check vitals (reveal)' }).focus();
    await page.keyboard.press('Enter');
    const revealed = part(death, 'Death Save').getByText(/^The die shows \d: /);
    await expect(revealed).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(
      /^The die shows \d: /,
    );
    // The next key press ticks nothing.
    await page.keyboard.press('Space');
    await expect(death.getByRole('checkbox', { name: /\+10 on Wounds Table/ })).not.toBeChecked();
  });

  test('a hidden Death Save is not read out again on every reload', async ({ page }) => {
    await recordAnnouncements(page);
    await page.goto('eldritch-instinct/action/');
    let death = await tool(page, 'Death and wounds');
    await death.getByRole('button', { name: 'Roll hidden Death Save' }).click();
    await expect
      .poll(() => saidIn(death))
      .toContain('A Death Save was rolled and is hidden until someone checks the vitals.');
    await page.reload();
    death = await tool(page, 'Death and wounds');
    await expect(page.locator('astro-island').filter({ has: death })).toHaveAttribute(
      'data-ready',
      '',
    );
    await expect(part(death, 'Death Save').getByRole('status')).toHaveText(/hidden/);
    await page.waitForTimeout(300);
    expect(await saidIn(death)).toEqual([]);
  });

  test('keeps the Death Save hidden until the vitals are checked', async ({ page }) => {
    await page.goto('eldritch-instinct/action/');
    const death = await tool(page, 'Death and wounds');
    await death.getByRole('button', { name: 'Roll hidden Death Save' }).click();
    await expect(part(death, 'Death Save').getByRole('status')).toHaveText(
      'A Death Save was rolled and is hidden until someone checks the vitals.',
    );
    expect(await storedLog(page)).toHaveLength(0);
    await death.getByRole('button', { name: 'Check vitals (reveal)' }).click();
    await expect(part(death, 'Death Save').getByRole('status')).toHaveText(
      /^The die shows \d: (Heavily wounded|Dying|Died)\./,
    );
    await expect
      .poll(() => storedLog(page).then((entries) => entries[0]?.source))
      .toBe('Eldritch Instinct: Death Save');
    await death.getByRole('button', { name: 'Roll a wound' }).click();
    await expect(part(death, 'Wounds Table').getByRole('status')).toHaveText(
      /^Rolled \d\d: row \d0, .* Area \d: \w+\.$/,
    );
    await death.getByRole('checkbox', { name: 'Burning' }).check();
    await death.getByLabel('Current HP').fill('1');
    await death.getByRole('button', { name: 'Next round' }).click();
    await expect(part(death, 'Bleeding and Burning').getByRole('status')).toHaveText(
      'Lost 1 HP: 0 HP. Fall unconscious and make a Death Save.',
    );
  });
});

test.describe('small rollers', () => {
  test('roll the reaction, the Die of Fate, the miscast and the study time', async ({ page }) => {
    await page.goto('eldritch-instinct/investigation/');
    const reaction = await tool(page, 'Reaction roll');
    await reaction.getByRole('button', { name: 'Roll reaction' }).click();
    await expect(reaction.getByRole('status')).toHaveText(
      /^Rolled \d \+ \d = \d+: (Hostile|Wary|Curious|Kind|Helpful)\.$/,
    );
    await page.goto('eldritch-instinct/rules/');
    const fate = await tool(page, 'Die of Fate');
    await fate.getByRole('button', { name: 'Roll the Die of Fate' }).click();
    await expect(fate.getByRole('status')).toHaveText(/^Rolled [1-6]: /);
    await page.goto('eldritch-instinct/mythos/');
    const miscast = await tool(page, 'Miscast roll');
    await miscast.getByRole('radio', { name: 'Greater spell' }).check();
    await miscast.getByRole('button', { name: 'Roll miscast (d8)' }).click();
    await expect(miscast.getByRole('status')).toHaveText(/^Rolled [1-8] \(greater spell\): /);
    const study = await tool(page, 'Study time');
    await study.getByLabel('What is studied').selectOption('further-study');
    await study.getByRole('button', { name: 'Roll study time' }).click();
    await expect(study.getByRole('status')).toHaveText(
      /^Further study of a tome: \d \+ \d = \d+ days\.$/,
    );
    await expect.poll(() => storedLog(page).then((entries) => entries.length)).toBe(4);
  });
});

const PAGES = [
  'eldritch-instinct/rules/',
  'eldritch-instinct/action/',
  'eldritch-instinct/investigation/',
  'eldritch-instinct/mythos/',
];

async function useEveryRoller(page: Page) {
  const rollers = page.locator('section.ei-roller');
  await expect(rollers.first()).toBeAttached();
  for (const roller of await rollers.all()) {
    await roller.scrollIntoViewIfNeeded();
    await hydrated(roller);
    for (const button of await roller.getByRole('button', { name: /^Roll/ }).all())
      await button.click();
  }
}

test.describe('axe in both themes and at phone width', () => {
  for (const path of PAGES) {
    test(`/${path} with its rollers used has no violations in either theme and does not scroll sideways at 390 px`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await useEveryRoller(page);
      // Read from the page's top, where the sticky header lies over nothing, wherever the last
      // click left the page: over a tool's heading buttons, axe counts them as too small a target.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });

      await page.setViewportSize(PHONE);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      for (const roller of await page.locator('section.ei-roller').all()) {
        const box = await roller.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
    });
  }
});
