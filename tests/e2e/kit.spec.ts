/**
 * What every tool does the same way, tried as a new user would: a value that cannot be read
 * turns the Roll button off with the reason beside it and marks the last result as belonging
 * to the inputs before the change; rolls are put in words that show every part of them; a saved
 * number keeps what was typed and follows other tabs; a removal offers its undo at the focus; a
 * double click acts once.
 */
import { expect, test, type Locator } from '@playwright/test';
import { queueFaces, readRollLog, scriptDice, seedStorage, toolRegion } from './support/browser';
import { CAIRN_PARTY_KEY, cairnMember } from './support/cairn';

const STALE =
  'This result is from before the last change; it is not a roll of what the fields say now.';

async function expectRollOff(button: Locator, reason: string): Promise<void> {
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(reason);
}

test.describe('a value that cannot be read', () => {
  test('on /dice/, "2d6*3" turns Roll off with its reason and marks the last roll as stale', async ({
    page,
  }) => {
    await scriptDice(page);
    await page.goto('dice/');
    const notation = page.getByLabel('Dice notation');
    await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', /.*/);
    await notation.fill('2d6');
    await queueFaces(page, [2, 5]);
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    const result = page.getByRole('status', { name: 'Roll result' });
    await expect(result.locator('.dice-total')).toHaveText('7');
    await expect(result).not.toContainText(STALE);

    await notation.fill('2d6*3');
    await expectRollOff(
      page.getByRole('button', { name: 'Roll', exact: true }),
      'Roll is off until the notation can be read.',
    );
    await expect(result).toContainText(STALE);
    await expect(result.locator('.dice-total')).toHaveText('7');

    await notation.fill('2d6+3');
    await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeEnabled();
    await expect(result).not.toContainText(STALE);
  });

  test('Eldritch Instinct damage shows the +1 of 2d6+1, and "3d" turns Roll off and marks the result stale', async ({
    page,
  }) => {
    await scriptDice(page);
    await page.goto('eldritch-instinct/action/');
    const combat = await toolRegion(page, 'Combat helpers');
    const damage = combat.getByLabel('Damage dice');
    await damage.fill('2d6+1');
    await queueFaces(page, [4, 5]);
    await combat.getByRole('button', { name: 'Roll damage' }).click();
    const result = combat.getByRole('region', { name: 'Damage', exact: true }).getByRole('status');
    await expect(result).toHaveText('Rolled [4, 5] + 1 = 10, 10 HP lost.');

    await damage.fill('3d');
    await expectRollOff(
      combat.getByRole('button', { name: 'Roll damage' }),
      'Roll is off until the damage dice can be read.',
    );
    await expect(result).toContainText(STALE);
  });

  test('the Locus Outcome Check with "1e1" turns Roll off and marks the last result stale', async ({
    page,
  }) => {
    await page.goto('locus/');
    const outcome = await toolRegion(page, 'Outcome Check');
    const field = outcome.getByLabel('Attribute value (1–5)');
    await field.fill('3');
    await outcome.getByRole('button', { name: 'Roll Outcome Check' }).click();
    const result = outcome.getByRole('status', { name: 'Outcome Check result' });
    await expect(result).toContainText('Frailty 3, Medium');
    await field.fill('1e1');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectRollOff(
      outcome.getByRole('button', { name: 'Roll Outcome Check' }),
      'Roll is off until the Attribute value is a whole number from 1 to 5.',
    );
    await expect(result).toContainText(STALE);
  });
});

test('a dice button in the text that rolls one die says its total once', async ({ page }) => {
  await scriptDice(page);
  await page.goto('loot/checks/');
  await queueFaces(page, [1]);
  await page.getByRole('button', { name: 'Roll d12' }).first().click();
  const popover = page.getByRole('group', { name: 'Roll result' });
  await expect(popover.locator('.dice-popover-total')).toHaveText('1');
  await expect(popover.locator('.dice-popover-detail')).toHaveCount(0);
  await expect(page.locator('[role="status"].visually-hidden')).toHaveText(
    'd12: 1. Chance of 1 or more: 100.0%.',
  );
});

test('dice in a rolled table result are buttons that roll: a night on the streets that costs 3d6 silver', async ({
  page,
}) => {
  await scriptDice(page);
  // Each adventurer rolls for the night: the party has one.
  const fresh = { score: 2, fatigue: 0, wounds: 0, proficiency: 0 };
  const ada = {
    id: 'a',
    name: 'Ada',
    attributes: { str: fresh, dex: fresh, int: fresh, pre: fresh },
    afflictions: [],
    insight: 0,
    insightSpent: 0,
    notes: '',
  };
  await seedStorage(page, { 'rules-at-hand:dw-party': { version: 1, characters: [ada] } });
  await page.goto('dead-weight/interlude-day/');
  const day = await toolRegion(page, 'Interlude day');
  await day.getByLabel('Where the party sleeps').selectOption({ label: 'On the streets (free)' });
  // 2d6 = 3 + 5 = 8 on the size 1-3 table: "Someone stole 3d6 silver while you slept!"
  await queueFaces(page, [3, 5]);
  await day.getByRole('button', { name: 'Roll sleep (2d6 each)' }).click();
  const sleep = day.getByRole('status', { name: 'Sleep result' });
  await expect(sleep).toContainText('Ada: 8, Someone stole 3d6 silver while you slept!');
  await queueFaces(page, [1, 2, 3]);
  await sleep.getByRole('button', { name: 'Roll 3d6' }).click();
  await expect(
    page.getByRole('group', { name: 'Roll result' }).locator('.dice-popover-total'),
  ).toHaveText('6');
});

test('a saved number keeps what was typed, saves what can be read, follows another tab, and a removal puts its undo at the focus', async ({
  page,
}) => {
  // The Cairn party tracker's scores are the kit's SavedNumberField; its removal is useRemoval.
  const ada = cairnMember('ada', 'Ada', { str: 10, dex: 9, wil: 11, hp: 6 });
  await seedStorage(page, { [CAIRN_PARTY_KEY]: { version: 1, members: [ada] } });
  await page.goto('cairn/');
  const card = (await toolRegion(page, 'Party tracker')).getByRole('article', { name: 'Ada' });
  await card.getByLabel('STR now').fill('07');

  const other = await page.context().newPage();
  await other.goto('cairn/');
  const otherCard = (await toolRegion(other, 'Party tracker')).getByRole('article', {
    name: 'Ada',
  });
  await expect(otherCard.getByLabel('STR now'), 'saved as read').toHaveValue('7');
  await expect(card.getByLabel('STR now'), 'kept as typed').toHaveValue('07');

  await otherCard.getByLabel('STR now').fill('3');
  await expect(card.getByLabel('STR now'), 'a change in another tab shows').toHaveValue('3');

  await card.getByLabel('STR now').fill('x');
  await expect(card.getByText('“x” is not a number: current STR')).toBeVisible();
  await other.reload();
  await expect(
    (await toolRegion(other, 'Party tracker'))
      .getByRole('article', { name: 'Ada' })
      .getByLabel('STR now'),
    'what cannot be read is not saved',
  ).toHaveValue('3');

  const tracker = await toolRegion(page, 'Party tracker');
  await tracker.getByRole('button', { name: 'Remove Ada' }).click();
  await expect(tracker.getByText('Removed Ada.')).toBeVisible();
  await expect(tracker.getByRole('button', { name: 'Undo remove' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tracker.getByRole('article', { name: 'Ada' })).toBeVisible();
  // The Undo button is gone: what came back takes the focus.
  await expect(
    tracker.getByRole('article', { name: 'Ada' }).getByLabel('Name', { exact: true }),
  ).toBeFocused();
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('an entry put back takes the focus on its card, so no keyboard opens over it', async ({
    page,
  }) => {
    const ada = cairnMember('ada', 'Ada', { str: 10, dex: 9, wil: 11, hp: 6 });
    await seedStorage(page, { [CAIRN_PARTY_KEY]: { version: 1, members: [ada] } });
    await page.goto('cairn/');
    const tracker = await toolRegion(page, 'Party tracker');
    await tracker.getByRole('button', { name: 'Remove Ada' }).tap();
    await tracker.getByRole('button', { name: 'Undo remove' }).tap();
    const card = tracker.getByRole('article', { name: 'Ada' });
    await expect(card).toBeFocused();
    await expect(card.getByLabel('Name', { exact: true })).not.toBeFocused();
    await expect(card).toBeInViewport();
  });
});

test('an undo that cannot put the entry back, the list having filled in another tab, says so', async ({
  page,
}) => {
  const scores = { str: 10, dex: 10, wil: 10, hp: 4 };
  // 40 is the most the Cairn party holds.
  const members = (first: string) =>
    Array.from({ length: 40 }, (_, at) =>
      cairnMember(`m${at}`, at === 0 ? first : `Member ${at}`, scores),
    );
  await seedStorage(page, { [CAIRN_PARTY_KEY]: { version: 1, members: members('Ada') } });
  await page.goto('cairn/');
  const tracker = await toolRegion(page, 'Party tracker');
  await tracker.getByRole('button', { name: 'Remove Ada' }).click();
  await expect(tracker.getByText('Removed Ada.')).toBeVisible();

  // Another tab fills the place Ada left.
  const other = await page.context().newPage();
  await other.goto('cairn/');
  const full = JSON.stringify({ version: 1, members: members('Bo') });
  await other.evaluate(([key, text]) => localStorage.setItem(key!, text!), [CAIRN_PARTY_KEY, full]);
  await expect(tracker.getByRole('article', { name: 'Bo' })).toHaveCount(1);

  await tracker.getByRole('button', { name: 'Undo remove' }).click();
  await expect(
    tracker.getByText('Could not put it back: the list is full, or it is back already.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(tracker.getByRole('button', { name: 'Undo remove' })).toHaveCount(0);
  await expect(tracker.getByRole('article', { name: 'Ada' })).toHaveCount(0);
});

test('a button that turns off as it is pressed leaves the focus in its tool, on the control after it', async ({
  page,
}) => {
  // Dead Weight's settlement doom stops at 7 (DW_SETTLEMENT_DOOM_MAX; its rules module cannot load in
  // a browser test, its tables being JSON): the Advance button turns off on the last press.
  await page.goto('dead-weight/interlude-day/');
  const advance = page.getByRole('button', { name: 'Advance settlement doom' });
  await advance.focus();
  for (let step = 1; step <= 7; step += 1) await page.keyboard.press('Enter');
  await expect(advance).toBeDisabled();
  const tool = advance.locator('xpath=ancestor::section[contains(@class, "tool")][1]');
  await expect(tool.locator(':focus')).toBeVisible();
  await expect(page.locator(':focus')).not.toBeDisabled();
  // The keyboard goes on from there, in the tool, not from the top of the page.
  await expect(tool.getByRole('button', { name: 'Reduce settlement doom' })).toBeFocused();
});

test('a button that turns off at the end of its row of buttons hands the focus to the one before it, not to the next part of the tool', async ({
  page,
}) => {
  await page.goto('dead-weight/interlude-day/');
  // The tool is awake first: this is about where the focus goes, not about presses before that.
  const day = await toolRegion(page, 'Interlude day');
  const advance = day.getByRole('button', { name: 'Advance settlement doom' });
  const reduce = day.getByRole('button', { name: 'Reduce settlement doom' });
  await advance.click();
  await reduce.focus();
  await page.keyboard.press('Enter');
  await expect(reduce).toBeDisabled();
  await expect(advance).toBeFocused();
});

test('a double click on a button rolls once, and each press from the keyboard still rolls', async ({
  page,
}) => {
  await page.goto('locus/');
  const outcome = await toolRegion(page, 'Outcome Check');
  await outcome.getByLabel('Attribute value (1–5)').fill('3');
  const roll = outcome.getByRole('button', { name: 'Roll Outcome Check' });
  const logged = async () =>
    (await readRollLog(page)).filter((entry) => entry.source.startsWith('Locus: Outcome Check'))
      .length;
  await roll.dblclick();
  await expect(outcome.getByRole('status', { name: 'Outcome Check result' })).toContainText(
    'Frailty 3, Medium',
  );
  await expect.poll(logged).toBe(1);
  // A key press has no click count: two in a row are two rolls.
  await roll.press('Enter');
  await roll.press('Enter');
  await expect.poll(logged).toBe(3);
});

test.describe('a chosen option longer than its select can show', () => {
  const CHOSEN = 'Cowardice: Frightening (e.g. seeing a Monster)';

  test('is said in full under the select on a phone, and goes when a short one is chosen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('locus/conflict-and-damage/');
    const stress = await toolRegion(page, 'Stress Check');
    const attribute = stress.getByLabel('Attribute', { exact: true });
    await expect(attribute).toHaveValue('cowardice');
    const field = stress.locator('.field', { has: page.getByLabel('Attribute', { exact: true }) });
    const saidAgain = field.locator('p', { hasText: CHOSEN });
    await expect(saidAgain).toHaveText(CHOSEN);
    await expect(saidAgain).toBeVisible();

    await attribute.selectOption('frailty');
    await expect(field.locator('p')).toHaveCount(0);
  });

  test('is not said again where the select is wide enough to show it whole', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('dead-weight/interlude-day/');
    const location = page.locator('#interlude-day-location');
    await location.selectOption({ label: 'Camp (1 camping supply per character required)' });
    const field = page.locator('.field', { has: location });
    await expect(field.locator('.field-chosen-long')).toHaveText(
      'Camp (1 camping supply per character required)',
    );
    await expect(field.locator('.field-chosen-long')).toBeHidden();
  });
});
