import { renderEveryTool } from './support/rendered-page';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, sidewaysScroll, toolRegion, violationsInBothThemes } from './support/browser';

const POOL_KEY = 'rules-at-hand:ei-tension-pool';
const SANITY_KEY = 'rules-at-hand:ei-sanity';
const CHASE_KEY = 'rules-at-hand:ei-chase';

/** Saves state before the page's scripts run, once: later navigations keep what the tools changed. */
async function seed(page: Page, key: string, value: unknown) {
  await page.addInitScript(
    ([storageKey, text]) => {
      if (localStorage.getItem(storageKey) === null) localStorage.setItem(storageKey, text);
    },
    [key, JSON.stringify(value)] as const,
  );
}

test.describe('the Tension Pool', () => {
  test('shows the exact chance that the next roll triggers for the pool size', async ({ page }) => {
    await page.goto('eldritch-instinct/rules/');
    const pool = await toolRegion(page, 'Tension Pool');
    await expect(pool).toContainText('0 of 6 Tension Dice in the pool');
    await expect(pool).toContainText('16.7% (1/6)');
    for (let n = 0; n < 3; n += 1)
      await pool.getByRole('button', { name: 'Add a Tension Die' }).click();
    await expect(pool).toContainText('3 of 6 Tension Dice in the pool');
    await expect(pool).toContainText('42.1% (91/216)');
  });

  test('survives a reload', async ({ page }) => {
    await page.goto('eldritch-instinct/rules/');
    const pool = await toolRegion(page, 'Tension Pool');
    await pool.getByRole('button', { name: 'Add a Tension Die' }).click();
    await pool.getByRole('button', { name: 'Add a Tension Die' }).click();
    await expect(pool).toContainText('2 of 6');
    await page.reload();
    await expect(await toolRegion(page, 'Tension Pool')).toContainText(
      '2 of 6 Tension Dice in the pool',
    );
  });

  test('rolls all six dice and empties the pool when the sixth die is added', async ({ page }) => {
    await seed(page, POOL_KEY, { version: 1, size: 5 });
    await page.goto('eldritch-instinct/rules/');
    const pool = await toolRegion(page, 'Tension Pool');
    await expect(pool).toContainText('5 of 6');
    await pool.getByRole('button', { name: 'Add the sixth die (rolls the pool)' }).click();
    const result = pool.getByRole('status', { name: 'Tension Pool result' });
    await expect(result).toContainText(
      'The sixth die was added: all six rolled, then the pool was emptied.',
    );
    await expect(
      result.getByRole('list', { name: 'Tension Dice rolled' }).getByRole('listitem'),
    ).toHaveCount(6);
    await expect(result).toContainText(
      /No 1: no consequence\.|The Warden’s 2d6: \d \+ \d = \d+ \(2 to 12: the lower, the worse\)/,
    );
    await expect(pool).toContainText('0 of 6 Tension Dice in the pool');
    expect(await page.evaluate((key) => localStorage.getItem(key), POOL_KEY)).toBe(
      JSON.stringify({ version: 1, size: 0 }),
    );
  });

  test('on a phone, the Add button stays under the finger from an empty pool to the sixth die and after', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('eldritch-instinct/rules/');
    const pool = await toolRegion(page, 'Tension Pool');
    const add = pool.getByRole('button', { name: /^Add (a Tension Die|the sixth die)/ });
    const top = async () =>
      page.evaluate(
        (button) => button.getBoundingClientRect().top + scrollY,
        await add.elementHandle(),
      );
    const first = await top();
    for (let die = 1; die <= 7; die += 1) {
      await add.click();
      await expect(pool).toContainText(`${die % 6} of 6 Tension Dice in the pool`);
      expect(await top(), `after die ${die}`).toBe(first);
    }
  });

  test('an empty pool rolls one d6 without adding it', async ({ page }) => {
    await page.goto('eldritch-instinct/rules/');
    const pool = await toolRegion(page, 'Tension Pool');
    await pool.getByRole('button', { name: 'Roll 1d6 (empty pool)' }).click();
    await expect(pool.getByRole('status')).toContainText(
      'The pool was empty: one d6 rolled and not added.',
    );
    await expect(pool).toContainText('0 of 6');
  });
});

test.describe('the Sanity and Fortitude tracker', () => {
  test('tracks an investigator and says what is wrong with bad input', async ({ page }) => {
    await page.goto('eldritch-instinct/mythos/');
    const tracker = await toolRegion(page, 'Sanity and Fortitude tracker');
    await tracker.getByLabel('Investigator name').fill('Ada');
    await tracker.getByLabel('WIL (1–120)').fill('abc');
    await tracker.getByRole('button', { name: 'Track investigator' }).click();
    await expect(
      tracker.getByText('“abc” is not a number: WIL is a whole number from 1 to 120.'),
    ).toBeVisible();
    await tracker.getByLabel('WIL (1–120)').fill('55');
    await tracker.getByRole('button', { name: 'Track investigator' }).click();
    const card = tracker.getByRole('article', { name: 'Ada' });
    await expect(card).toContainText('SAN4 of 4');
    await expect(card).toContainText('WIL55');
    await card.getByRole('button', { name: 'Sanity save for Ada' }).click();
    await expect(tracker.getByRole('status')).toContainText(/Ada: Sanity save/);
  });

  test('on a phone, "Try to get better" stands clear of the WIL field under it', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('eldritch-instinct/mythos/');
    const tracker = await toolRegion(page, 'Sanity and Fortitude tracker');
    await tracker.getByLabel('Investigator name').fill('Ada');
    await tracker.getByLabel('WIL (1–120)').fill('55');
    await tracker.getByRole('button', { name: 'Track investigator' }).click();
    const card = tracker.getByRole('article', { name: 'Ada' });
    await card.getByText('Getting better, WIL and MK').click();
    const button = await card
      .getByRole('button', { name: 'Try to get better for Ada' })
      .boundingBox();
    const label = await card.getByText('WIL (1–120)', { exact: true }).boundingBox();
    expect(label!.y - (button!.y + button!.height)).toBeGreaterThanOrEqual(8);
  });

  test('a Sanity save at SAN 1 leads to the Fortitude save and SAN back to 2', async ({ page }) => {
    await seed(page, SANITY_KEY, {
      version: 1,
      investigators: [{ id: 'ada', name: 'Ada', san: 1, wil: 50, hardened: 0, broken: 0, mk: 0 }],
    });
    await page.goto('eldritch-instinct/mythos/');
    const tracker = await toolRegion(page, 'Sanity and Fortitude tracker');
    const card = tracker.getByRole('article', { name: 'Ada' });
    await card.getByRole('button', { name: 'Sanity save for Ada' }).click();
    const result = tracker.getByRole('status');
    await expect(result).toContainText('Ada: Sanity save, then Fortitude save');
    await expect(result).toContainText(
      /Fortitude save (passed: a Hardened notch|failed: a Broken notch)/,
    );
    await expect(card).toContainText('SAN2 of 4');
    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), SANITY_KEY)) ?? '{}',
    ) as { investigators: { hardened: number; broken: number }[] };
    const ada = stored.investigators[0];
    expect((ada?.hardened ?? 0) + (ada?.broken ?? 0)).toBe(1);
  });

  test('refuses Mythos Knowledge above 10 x Hardened at the field', async ({ page }) => {
    await seed(page, SANITY_KEY, {
      version: 1,
      investigators: [{ id: 'ada', name: 'Ada', san: 4, wil: 50, hardened: 1, broken: 0, mk: 0 }],
    });
    await page.goto('eldritch-instinct/mythos/');
    const card = (await toolRegion(page, 'Sanity and Fortitude tracker')).getByRole('article', {
      name: 'Ada',
    });
    await card.getByText('Getting better, WIL and MK').click();
    await card.getByLabel('Mythos Knowledge (max 10)').fill('11');
    await card.getByRole('button', { name: 'Set MK for Ada' }).click();
    await expect(
      card.getByText('MK cannot exceed 10 x Hardened notches: 10 with 1 Hardened.'),
    ).toBeVisible();
  });
});

test.describe('the chase tracker', () => {
  test('runs three obstacles and ends escaped or caught', async ({ page }) => {
    await page.goto('eldritch-instinct/action/');
    const chase = await toolRegion(page, 'Chase tracker');
    await chase.getByLabel('PC name').fill('Ada');
    await chase.getByRole('button', { name: 'Add PC to the chase' }).click();
    const card = chase.getByRole('article', { name: 'Ada' });
    await card.getByLabel('Ada’s score').fill('abc');
    await expect(
      card.getByText('“abc” is not a number: the score is a whole number from 1 to 120.'),
    ).toBeVisible();
    await card.getByLabel('Ada’s score').fill('60');
    await expect(card).toContainText('Chances: −1');
    for (const n of [1, 2, 3]) {
      await card.getByRole('button', { name: `Roll obstacle ${n} for Ada` }).click();
      await expect(
        card.getByRole('list', { name: 'Ada’s obstacles' }).getByRole('listitem'),
      ).toHaveCount(n);
    }
    await expect(card.getByRole('button', { name: /Roll obstacle/ })).toHaveCount(0);
    await expect(chase.getByRole('status')).toContainText(/Chase over: Ada (escaped|caught)/);
  });

  test('keeps the chase across a reload: sides, opponent, PCs, obstacles, scores and the verdict', async ({
    page,
  }) => {
    await page.goto('eldritch-instinct/action/');
    let chase = await toolRegion(page, 'Chase tracker');
    await chase.getByLabel('pursuing (catch them or lose them)').check();
    await chase.getByLabel('Opponent’s name (optional)').fill('The Ghoul');
    for (const name of ['Ada', 'Bo']) {
      await chase.getByLabel('PC name').fill(name);
      await chase.getByRole('button', { name: 'Add PC to the chase' }).click();
    }
    let ada = chase.getByRole('article', { name: 'Ada' });
    await ada.getByLabel('Ability').selectOption('STR');
    await ada.getByLabel('Ada’s score').fill('60');
    await ada.getByLabel('Opponent’s score (The Ghoul)').fill('40');
    await ada.getByRole('button', { name: 'Roll obstacle 1 for Ada' }).click();
    const obstacles = ada.getByRole('list', { name: 'Ada’s obstacles' });
    await expect(obstacles.getByRole('listitem')).toHaveCount(1);
    const rolled = await obstacles.textContent();
    const result = chase.getByRole('status', { name: 'Chase tracker result' });
    await expect(result).toContainText('Ada, obstacle 1 (STR):');
    const said = await result.textContent();
    const points = await ada.getByRole('paragraph').first().textContent();
    await chase.getByRole('article', { name: 'Bo' }).getByLabel('Bo’s score').fill('abc');

    await page.reload();
    chase = await toolRegion(page, 'Chase tracker');
    await expect(chase.getByLabel('pursuing (catch them or lose them)')).toBeChecked();
    await expect(chase.getByLabel('Opponent’s name (optional)')).toHaveValue('The Ghoul');
    ada = chase.getByRole('article', { name: 'Ada' });
    await expect(ada.getByRole('list', { name: 'Ada’s obstacles' })).toHaveText(rolled!);
    await expect(ada.getByRole('paragraph').first()).toHaveText(points!);
    await expect(result).toHaveText(said!);
    await expect(ada.getByLabel('Ability')).toHaveValue('STR');
    await expect(ada.getByLabel('Ada’s score')).toHaveValue('60');
    await expect(ada.getByLabel('Opponent’s score (The Ghoul)')).toHaveValue('40');
    await expect(ada.getByRole('button', { name: 'Roll obstacle 2 for Ada' })).toBeVisible();
    const bo = chase.getByRole('article', { name: 'Bo' });
    await expect(bo.getByLabel('Bo’s score')).toHaveValue('abc');
    await expect(
      bo.getByText('“abc” is not a number: the score is a whole number from 1 to 120.'),
    ).toBeVisible();
    await bo.getByLabel('Bo’s score').fill('50');

    for (const [name, card] of [
      ['Ada', ada],
      ['Bo', bo],
    ] as const) {
      for (;;) {
        const next = card.getByRole('button', {
          name: new RegExp(`Roll obstacle \\d for ${name}`),
        });
        if ((await next.count()) === 0) break;
        await next.click();
      }
    }
    await expect(result).toContainText(
      /Chase over: Ada (caught the opponent|the opponent escaped)/,
    );
    const verdict = await result.textContent();
    await page.reload();
    chase = await toolRegion(page, 'Chase tracker');
    await expect(chase.getByRole('status', { name: 'Chase tracker result' })).toHaveText(verdict!);
    await expect(chase.getByRole('button', { name: /Roll obstacle/ })).toHaveCount(0);
  });

  test('starts a new chase only when asked, and Undo puts the old one back', async ({ page }) => {
    await page.goto('eldritch-instinct/action/');
    const chase = await toolRegion(page, 'Chase tracker');
    await chase.getByLabel('PC name').fill('Ada');
    await chase.getByRole('button', { name: 'Add PC to the chase' }).click();
    await chase.getByRole('button', { name: 'Roll obstacle 1 for Ada' }).click();
    await chase.getByRole('button', { name: 'Start a new chase' }).click();
    await expect(chase.getByRole('article', { name: 'Ada' })).toHaveCount(0);
    await expect(chase.getByText('New chase: Ada cleared, with 1 obstacle rolled.')).toBeVisible();
    const undo = chase.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await undo.click();
    await expect(
      chase.getByRole('list', { name: 'Ada’s obstacles' }).getByRole('listitem'),
    ).toHaveCount(1);
    await expect(undo).toHaveCount(0);
    await page.reload();
    await expect(
      (await toolRegion(page, 'Chase tracker'))
        .getByRole('list', { name: 'Ada’s obstacles' })
        .getByRole('listitem'),
    ).toHaveCount(1);
  });

  for (const [what, text] of [
    ['text that is not JSON', '{not json'],
    [
      'a chase with a score out of range',
      JSON.stringify({
        version: 1,
        role: 'fleeing',
        opponent: '',
        runners: [
          {
            name: 'Ada',
            obstacles: [
              { ability: 'DEX', pcScore: 500, opponentScore: 50, pcRoll: 3, opponentRoll: 4 },
            ],
            next: { ability: 'DEX', pcText: '50', opponentText: '50', helping: '' },
          },
        ],
        last: 'Ada',
      }),
    ],
  ] as const) {
    test(`sets a saved chase of ${what} aside with a notice and starts empty`, async ({ page }) => {
      await page.addInitScript(
        ([key, saved]) => {
          if (!sessionStorage.getItem('seeded')) localStorage.setItem(key, saved);
          sessionStorage.setItem('seeded', '1');
        },
        [CHASE_KEY, text] as const,
      );
      await page.goto('eldritch-instinct/action/');
      const chase = await toolRegion(page, 'Chase tracker');
      await expect(chase.getByRole('alert')).toContainText('The saved chase could not be read');
      await expect(chase).toContainText('Add the PCs in the chase to begin.');
      expect(
        await page.evaluate((key) => localStorage.getItem(`${key}:unreadable`), CHASE_KEY),
      ).toBe(text);
      await chase.getByLabel('PC name').fill('Ada');
      await chase.getByRole('button', { name: 'Add PC to the chase' }).click();
      await chase.getByRole('button', { name: 'Roll obstacle 1 for Ada' }).click();
      await expect(chase.getByRole('status', { name: 'Chase tracker result' })).toContainText(
        'Ada, obstacle 1 (DEX):',
      );
    });
  }

  test('rolls an obstacle idea for an ability from the table', async ({ page }) => {
    await page.goto('eldritch-instinct/action/');
    const chase = await toolRegion(page, 'Chase tracker');
    await chase.getByLabel('Obstacle idea for ability').selectOption('WIL');
    await chase.getByRole('button', { name: 'Roll an obstacle idea' }).click();
    await expect(chase).toContainText(/\d+\. WIL:/);
  });
});

/**
 * Each page with its tools in use, as a table has it: a saved investigator with a long name, the
 * Tension Pool rolled, a Fortitude save made and a chase run, and every tool rendered. Axe finds
 * nothing in either theme, and at 390 px nothing scrolls sideways.
 */
test.describe('accessibility and phone width', () => {
  for (const path of [
    'eldritch-instinct/rules/',
    'eldritch-instinct/mythos/',
    'eldritch-instinct/action/',
  ]) {
    test(`${path} with the tools in use has no axe violations in either theme and does not overflow horizontally at 390 px`, async ({
      page,
    }) => {
      await seed(page, SANITY_KEY, {
        version: 1,
        investigators: [
          { id: 'ada', name: 'Ada Lovelace-Byron', san: 3, wil: 50, hardened: 1, broken: 1, mk: 5 },
        ],
      });
      await seed(page, POOL_KEY, { version: 1, size: 2 });
      await page.goto(path);
      if (path.endsWith('rules/')) {
        await (
          await toolRegion(page, 'Tension Pool')
        )
          .getByRole('button', { name: 'Roll the pool (reckless act)' })
          .click();
      } else if (path.endsWith('mythos/')) {
        await (
          await toolRegion(page, 'Sanity and Fortitude tracker')
        )
          .getByRole('button', { name: 'Fortitude save for Ada Lovelace-Byron' })
          .click();
      } else {
        const chase = await toolRegion(page, 'Chase tracker');
        await chase.getByLabel('PC name').fill('Ada');
        await chase.getByRole('button', { name: 'Add PC to the chase' }).click();
        await chase.getByRole('button', { name: 'Roll obstacle 1 for Ada' }).click();
      }
      // Every tool rendered with the saved investigator; then read from the page's top, where the
      // sticky header lies over nothing (over a tool's heading buttons, axe would count them as too
      // small a target).
      await renderEveryTool(page);
      expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });

      // Read once the page has laid itself out again at the phone's width.
      await page.setViewportSize(PHONE);
      await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  }
});

/**
 * On a phone the trackers' cards stand one under the other, a screen tall each: what a press on
 * a card did is read on screen, without the card moving under the finger, and the card's parts
 * stand apart.
 */
test.describe('the trackers on a phone', () => {
  /** Presses a card's button held mid-screen; gives where the button stood, before and after. */
  async function pressInPlace(button: Locator) {
    await button.evaluate((element) =>
      element.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    const before = await button.boundingBox();
    await button.click();
    return { before: before!, after: (await button.boundingBox())! };
  }

  /** The result lies on screen, under the button pressed and clear of it. */
  async function expectOnScreenBelow(result: Locator, button: { y: number; height: number }) {
    const box = (await result.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  }

  test('a Sanity save’s result shows on screen under the first of two cards, which stays put', async ({
    page,
  }) => {
    const mind = { san: 4, wil: 50, hardened: 0, broken: 0, mk: 0 };
    await seed(page, SANITY_KEY, {
      version: 1,
      investigators: [
        { id: 'ada', name: 'Ada', ...mind },
        { id: 'bo', name: 'Bo', ...mind },
      ],
    });
    await page.setViewportSize(PHONE);
    await page.goto('eldritch-instinct/mythos/');
    const tracker = await toolRegion(page, 'Sanity and Fortitude tracker');
    const ada = tracker.getByRole('article', { name: 'Ada' });
    const { before, after } = await pressInPlace(
      ada.getByRole('button', { name: 'Sanity save for Ada' }),
    );
    const result = tracker.getByRole('status', { name: 'Sanity and Fortitude tracker result' });
    await expect(result).toContainText('Ada: Sanity save');
    expect(after.y).toBe(before.y);
    await expectOnScreenBelow(result, after);
  });

  test('an obstacle’s result shows on screen under the first of two cards, which stays put', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('eldritch-instinct/action/');
    const chase = await toolRegion(page, 'Chase tracker');
    for (const name of ['Ada', 'Bo']) {
      await chase.getByLabel('PC name').fill(name);
      await chase.getByRole('button', { name: 'Add PC to the chase' }).click();
    }
    await expect(chase.getByRole('article')).toHaveCount(2);
    // The button stays the card's Roll button, for the next obstacle once this one is rolled.
    const roll = chase
      .getByRole('article', { name: 'Ada' })
      .getByRole('button', { name: /^Roll obstacle \d for Ada$/ });
    const { before } = await pressInPlace(roll);
    const result = chase.getByRole('status', { name: 'Chase tracker result' });
    await expect(result).toContainText('Ada, obstacle 1');
    await expect(roll).toHaveAccessibleName('Roll obstacle 2 for Ada');
    const after = (await roll.boundingBox())!;
    // Kept under the finger by the browser's scroll anchoring, to within its rounding.
    expect(after.y).toBeCloseTo(before.y, 0);
    await expectOnScreenBelow(result, after);
  });

  test('an obstacle’s legend stands clear of the Ability field under it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('eldritch-instinct/action/');
    const chase = await toolRegion(page, 'Chase tracker');
    await chase.getByLabel('PC name').fill('Ada');
    await chase.getByRole('button', { name: 'Add PC to the chase' }).click();
    const card = chase.getByRole('article', { name: 'Ada' });
    const legend = (await card.getByText('Obstacle 1 of 3', { exact: true }).boundingBox())!;
    const label = (await card.getByText('Ability', { exact: true }).boundingBox())!;
    expect(label.y - (legend.y + legend.height)).toBeGreaterThanOrEqual(8);
  });
});
