import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  PHONE,
  queueFaces,
  readRollLog,
  readStored,
  scriptDice,
  seedStorage,
  sidewaysScroll,
  toolRegion,
  violationsInBothThemes,
} from './support/browser';

const CHECKS_PAGE = 'loot/checks/';
const ATTACKS_PAGE = 'loot/attacks/';
const TRYS_PAGE = 'loot/trys/';
const ROUNDS_PAGE = 'loot/rounds/';
const PAGES = [CHECKS_PAGE, ATTACKS_PAGE, TRYS_PAGE, ROUNDS_PAGE];
const SHEETS_KEY = 'rules-at-hand:loot-sheets';
const ACTIVE_KEY = 'rules-at-hand:loot-active-sheet';

function item(id: string, name: string, properties: Record<string, unknown> = {}) {
  return {
    id,
    name,
    weight: 'normal',
    noisy: false,
    smelly: false,
    flammable: false,
    rigid: false,
    armour: 'none',
    shield: false,
    weapon: 'none',
    cushions: false,
    ...properties,
  };
}
const EMPTY = { items: [], marked: false, wound: 'none', conditions: [] };
/** Ada: a rope (light) in slot 1, plate (heavy) in 2, a treated wound in 3, a sword in grip 6. */
const ADA = {
  id: 'ada',
  name: 'Ada',
  slots: Array.from({ length: 11 }, (_, index) => {
    if (index === 0) return { ...EMPTY, items: [item('rope', 'Rope', { weight: 'light' })] };
    if (index === 1)
      return {
        ...EMPTY,
        items: [item('plate', 'Plate armour', { weight: 'heavy', armour: 'heavy' })],
      };
    if (index === 2) return { ...EMPTY, wound: 'treated' };
    if (index === 5) return { ...EMPTY, items: [item('sword', 'Sword', { weapon: 'medium' })] };
    return EMPTY;
  }),
  backpackDropped: false,
  notes: '',
};
const SEEDED = { version: 1, sheets: [ADA] };

/** Seeds the sheets (Ada's by default) and makes Ada the active sheet, once per test. */
function seedSheets(page: Page, sheets: unknown = SEEDED): Promise<void> {
  return seedStorage(page, { [SHEETS_KEY]: sheets, [ACTIVE_KEY]: { version: 1, id: 'ada' } });
}

/** Ada's sheet as the page saved it. */
async function savedSheet(
  page: Page,
): Promise<{ slots: { marked: boolean; wound: string; conditions: string[] }[] }> {
  return (await readStored<{
    sheets: { slots: { marked: boolean; wound: string; conditions: string[] }[] }[];
  }>(page, SHEETS_KEY))!.sheets[0]!;
}

test.describe('check roller', () => {
  test.beforeEach(async ({ page }) => {
    await seedSheets(page);
    await scriptDice(page);
    await page.goto(CHECKS_PAGE);
  });

  test('shows the exact terrain chance for the sheet before rolling, updating with advantage', async ({
    page,
  }) => {
    const roller = await toolRegion(page, 'Check roller');
    await expect(roller.getByLabel('Character (active sheet)')).toHaveValue('ada');
    // Successes: 1 (light rope), 4, 5, 7-11 (empty): 8 of 12.
    await expect(roller.getByRole('definition').first()).toContainText('66.7%');
    await roller.getByLabel('Advantages', { exact: true }).selectOption('1');
    await expect(
      roller.getByText('Roll 2d12: the player picks the die that counts.'),
    ).toBeVisible();
    await expect(roller.getByRole('definition').first()).toContainText('88.9%');
  });

  test('what a roll wrote on the sheet can be taken back from its Undo', async ({ page }) => {
    const roller = await toolRegion(page, 'Check roller');
    await queueFaces(page, [1]);
    await roller.getByRole('button', { name: 'Roll check' }).click();
    await expect(roller.getByText('Written on Ada’s sheet.')).toBeVisible();
    await expect.poll(async () => (await savedSheet(page)).slots[0]!.marked).toBe(true);
    await roller.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(
      roller.getByText('Took it back: Ada’s sheet is as it was before the roll.'),
    ).toBeVisible();
    await expect.poll(async () => (await savedSheet(page)).slots[0]!.marked).toBe(false);
  });

  test('a terrain check on a light item succeeds, names the item, marks the slot and logs the roll', async ({
    page,
  }) => {
    const roller = await toolRegion(page, 'Check roller');
    await queueFaces(page, [1]);
    await roller.getByRole('button', { name: 'Roll check' }).click();
    await expect(roller.getByRole('status')).toContainText('Success.');
    await expect(roller.getByRole('status')).toContainText('Rolled 1: slot 1 (Head), Rope.');
    // What the tool did, said as done: not an instruction to mark it by hand.
    await expect(roller.getByRole('status')).toContainText('Slot 1 (Head) marked on Ada.');
    await expect(roller.getByRole('status')).not.toContainText('mark the slot');
    expect((await savedSheet(page)).slots[0]!.marked).toBe(true);
    expect((await readRollLog(page)).map((entry) => entry.source)).toContain(
      'LOOT: terrain check (Ada)',
    );
    // A marked slot no longer succeeds: 7 of 12.
    await expect(roller.getByRole('definition').first()).toContainText('58.3%');
  });

  test('a check that rolls a treated wound fails and opens it', async ({ page }) => {
    const roller = await toolRegion(page, 'Check roller');
    await roller.getByLabel('Check', { exact: true }).selectOption('hearing');
    await queueFaces(page, [3]);
    await roller.getByRole('button', { name: 'Roll check' }).click();
    await expect(roller.getByRole('status')).toContainText('Failure.');
    await expect(roller.getByRole('status')).toContainText('treated wound');
    const slot3 = (await savedSheet(page)).slots[2]!;
    expect(slot3.wound).toBe('open');
    expect(slot3.conditions).toContain('B');
  });

  test('with disadvantage the judge picks among all the dice, starting from the worst', async ({
    page,
  }) => {
    const roller = await toolRegion(page, 'Check roller');
    await roller.getByLabel('Disadvantages').selectOption('1');
    await queueFaces(page, [1, 2]);
    await roller.getByRole('button', { name: 'Roll check' }).click();
    const choice = roller.getByRole('group', { name: /the judge picks/ });
    await expect(choice.getByRole('radio')).toHaveCount(2);
    await expect(choice.getByRole('radio').nth(1)).toBeChecked();
    await choice.getByRole('radio').nth(0).check();
    await choice.getByRole('button', { name: 'Use this die' }).click();
    await expect(roller.getByRole('status')).toContainText('Success.');
  });

  test('a defence with parry rolls the parry dice and a judge-chosen slot can be resolved after a 12', async ({
    page,
  }) => {
    const roller = await toolRegion(page, 'Check roller');
    await roller.getByLabel('Check', { exact: true }).selectOption('defence');
    await roller.getByRole('radio', { name: 'Parry' }).check();
    await queueFaces(page, [1, 1]);
    await roller.getByRole('button', { name: 'Roll check' }).click();
    await expect(roller.getByRole('status')).toContainText('Parried.');
    await queueFaces(page, [12]);
    await roller.getByRole('button', { name: 'Roll check' }).click();
    await expect(roller.getByRole('status')).toContainText('The judge decides.');
    await roller.getByLabel('Slot the judge chooses').selectOption('4');
    await queueFaces(page, [6]);
    await roller.getByRole('button', { name: 'Resolve the hit there' }).click();
    await expect(roller.getByRole('status')).toContainText('Open wound.');
    expect((await savedSheet(page)).slots[3]!.wound).toBe('open');
  });

  test('resolves the judge’s slot once: a double press on an empty grip logs one hit, and another slot can be chosen', async ({
    page,
  }) => {
    const roller = await toolRegion(page, 'Check roller');
    await roller.getByLabel('Check', { exact: true }).selectOption('defence');
    await queueFaces(page, [12]);
    await roller.getByRole('button', { name: 'Roll check' }).click();
    await expect(roller.getByRole('status')).toContainText('The judge decides.');
    // Slot 7 is Ada's empty grip: the judge must choose again.
    await roller.getByLabel('Slot the judge chooses').selectOption('7');
    const resolve = roller.getByRole('button', { name: 'Resolve the hit there' });
    await resolve.dblclick();
    await expect(roller.getByRole('status')).toContainText('An empty grip was hit');
    await expect(resolve).toBeDisabled();
    const reason =
      'Resolved on Ada, slot 7 (Grips): one hit is resolved once. To place it elsewhere, choose another slot.';
    await expect(roller.getByText(reason)).toBeVisible();
    await expect(resolve).toHaveAccessibleDescription(reason);
    const judged = (await readRollLog(page)).filter((entry) =>
      entry.source.includes('slot chosen by the judge'),
    );
    expect(judged).toHaveLength(1);
    // Another slot is another place for the hit.
    await roller.getByLabel('Slot the judge chooses').selectOption('4');
    await expect(resolve).toBeEnabled();
    await resolve.click();
    await expect(roller.getByRole('status')).toContainText('Open wound.');
    expect((await savedSheet(page)).slots[3]!.wound).toBe('open');
  });

  test('bad falling distances are explained at the field', async ({ page }) => {
    const roller = await toolRegion(page, 'Check roller');
    await roller.getByLabel('Check', { exact: true }).selectOption('falling');
    await roller.getByLabel('Distance fallen (ft)').fill('abc');
    await expect(
      roller.getByText(
        '“abc” is not a number: the distance fallen in feet is a whole number from 10 to 1000.',
      ),
    ).toBeVisible();
    await roller.getByLabel('Distance fallen (ft)').fill('20');
    await queueFaces(page, [9, 5]);
    await roller.getByRole('button', { name: 'Roll falling checks' }).click();
    await expect(roller.getByRole('status')).toContainText('1 wound in body slots');
  });

  test('the marked slot is still marked after a reload', async ({ page }) => {
    const roller = await toolRegion(page, 'Check roller');
    await queueFaces(page, [1]);
    await roller.getByRole('button', { name: 'Roll check' }).click();
    await expect(roller.getByRole('status')).toContainText('Success.');
    await page.reload();
    await expect(
      (await toolRegion(page, 'Check roller')).getByRole('definition').first(),
    ).toContainText('58.3%');
  });
});

test('corrupted saved sheets show the notice and the roller still works', async ({ page }) => {
  await seedSheets(page, '{"version":1,"sheets":[{"id":');
  await page.goto(CHECKS_PAGE);
  const roller = await toolRegion(page, 'Check roller');
  await expect(roller.getByRole('alert')).toContainText('could not be read');
  await expect(roller.getByLabel('Character name')).toHaveAccessibleDescription(
    'At most 60 characters.',
  );
  await roller.getByLabel('Character name').fill('Bo');
  await roller.getByRole('button', { name: 'Start a sheet' }).click();
  await expect(roller.getByLabel('Character (active sheet)')).toHaveValue('bo');
  await expect(roller.getByRole('definition').first()).toContainText('91.7%');
});

test('a roller with no sheet yet starts one by Enter, refuses a blank name at the field, and hands the focus to the new sheet', async ({
  page,
}) => {
  await page.goto(CHECKS_PAGE);
  const roller = await toolRegion(page, 'Check roller');
  const name = roller.getByLabel('Character name');
  await roller.getByRole('button', { name: 'Start a sheet' }).click();
  await expect(name).toHaveAccessibleDescription(
    'At most 60 characters. Give the character a name.',
  );
  await expect(name).toBeFocused();
  await expect(roller.getByLabel('Character (active sheet)')).toHaveCount(0);
  await name.fill('Mira');
  await name.press('Enter');
  const sheet = roller.getByLabel('Character (active sheet)');
  await expect(sheet).toHaveValue('mira');
  await expect(sheet).toBeFocused();
});

test.describe('attack roller', () => {
  /** The saved sheets, scripted dice, and the Attack roller on its page. */
  async function openAttackRoller(page: Page): Promise<Locator> {
    await seedSheets(page);
    await scriptDice(page);
    await page.goto(ATTACKS_PAGE);
    return toolRegion(page, 'Attack roller');
  }

  test('shows the hit chance, adds disadvantage to an unaimed missile and applies a hit to the active sheet', async ({
    page,
  }) => {
    const roller = await openAttackRoller(page);
    await expect(roller.getByRole('definition').first()).toContainText('91.7%');
    await roller.getByLabel('Attack type').selectOption('missile');
    await expect(roller.getByText('2d12: the judge picks the die that counts.')).toBeVisible();
    await roller.getByRole('checkbox', { name: /Aimed/ }).check();
    // The dice line is a sentence, not a lone "1d12.".
    await expect(roller.getByText('Roll 1d12.', { exact: true })).toBeVisible();
    await queueFaces(page, [4]);
    await roller.getByRole('button', { name: 'Roll attack' }).click();
    await expect(roller.getByRole('status')).toContainText('Hit: slot 4 (Legs/Feet).');
    await roller.getByRole('button', { name: 'Apply the hit to Ada' }).click();
    await expect(roller.getByRole('status')).toContainText('open wound');
    expect((await savedSheet(page)).slots[3]!.wound).toBe('open');
  });

  test('applies one roll once: a double tap wounds once, then the button is off with its reason', async ({
    page,
  }) => {
    const roller = await openAttackRoller(page);
    await queueFaces(page, [1]);
    await roller.getByRole('button', { name: 'Roll attack' }).click();
    await expect(roller.getByRole('status')).toContainText('Hit: slot 1 (Head).');
    const apply = roller.getByRole('button', { name: 'Apply the hit to Ada' });
    await apply.dblclick();
    await expect(apply).toBeDisabled();
    const reason =
      'Applied to Ada, slot 1 (Head): one roll is one hit. Roll again for another attack.';
    await expect(roller.getByText(reason)).toBeVisible();
    await expect(apply).toHaveAccessibleDescription(reason);
    await expect(roller.getByRole('status')).toContainText('takes an open wound');
    await expect(roller.getByRole('status')).not.toContainText('already had');
    expect((await savedSheet(page)).slots[0]!).toMatchObject({ wound: 'open', conditions: ['B'] });
    const defences = (await readRollLog(page)).filter((entry) =>
      entry.source.includes('defence against melee'),
    );
    expect(defences).toHaveLength(1);
    // A new roll can be applied again.
    await queueFaces(page, [4]);
    await roller.getByRole('button', { name: 'Roll attack' }).click();
    await expect(roller.getByRole('button', { name: 'Apply the hit to Ada' })).toBeEnabled();
  });

  test('a hit on an empty grip is placed where the judge chooses, and wounds there once', async ({
    page,
  }) => {
    const roller = await openAttackRoller(page);
    // Slot 7 is Ada's empty grip: "the judge chooses which slot is hit".
    await queueFaces(page, [7]);
    await roller.getByRole('button', { name: 'Roll attack' }).click();
    await roller.getByRole('button', { name: 'Apply the hit to Ada' }).click();
    await expect(roller.getByRole('status')).toContainText('An empty grip was hit');
    // The grip that was hit is not offered again: the judge places the hit elsewhere.
    const offered = await roller
      .getByLabel('Slot the judge chooses')
      .locator('option')
      .allTextContents();
    expect(offered).toContain('slot 4 (Legs/Feet)');
    expect(offered).not.toContain('slot 7 (Grips)');
    await roller.getByLabel('Slot the judge chooses').selectOption('4');
    const resolve = roller.getByRole('button', { name: 'Resolve the hit there' });
    await resolve.dblclick();
    await expect(roller.getByRole('status')).toContainText('The judge chose slot 4 (Legs/Feet).');
    // The hit is placed: the focus goes back to Roll attack, not to the fold button at the top.
    await expect(roller.getByRole('button', { name: 'Roll attack' })).toBeFocused();
    expect((await savedSheet(page)).slots[3]!.wound).toBe('open');
    const judged = (await readRollLog(page)).filter((entry) =>
      entry.source.includes('slot chosen by the judge'),
    );
    expect(judged).toHaveLength(1);
  });

  test('the defence is chosen with the attack, before the roll, and Apply leaves the focus on the Roll button, never on a radio', async ({
    page,
  }) => {
    const roller = await openAttackRoller(page);
    await page.setViewportSize(PHONE);
    const defence = roller.getByRole('group', { name: "Ada's defence when a hit is applied" });
    const rollButton = roller.getByRole('button', { name: 'Roll attack' });
    // Seen on a phone while setting up the attack, not only under the result once applied.
    expect((await defence.boundingBox())!.y).toBeLessThan((await rollButton.boundingBox())!.y);
    for (const [advantages, faces] of [
      ['None', [4]],
      ['1', [4, 5]],
    ] as const) {
      await roller.getByLabel('Advantages', { exact: true }).selectOption(advantages);
      await queueFaces(page, [...faces]);
      await rollButton.click();
      const apply = roller.getByRole('button', { name: 'Apply the hit to Ada' });
      await apply.focus();
      await page.keyboard.press('Enter');
      await expect(apply).toBeDisabled();
      await expect(rollButton, `focus after Apply with ${advantages} advantage`).toBeFocused();
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).not.toBe(
        'radio',
      );
    }
  });

  test('a hit applied to the sheet by mistake is taken back, and can be applied again', async ({
    page,
  }) => {
    const roller = await openAttackRoller(page);
    await queueFaces(page, [4]);
    await roller.getByRole('button', { name: 'Roll attack' }).click();
    const apply = roller.getByRole('button', { name: 'Apply the hit to Ada' });
    await apply.click();
    await expect.poll(async () => (await savedSheet(page)).slots[3]!.wound).toBe('open');
    await roller.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(
      roller.getByText('Took it back: Ada’s sheet is as it was before the roll.'),
    ).toBeVisible();
    await expect.poll(async () => (await savedSheet(page)).slots[3]!.wound).toBe('none');
    await expect(apply).toBeEnabled();
  });

  test('a hit on the backpack is no wound, never an open one', async ({ page }) => {
    const roller = await openAttackRoller(page);
    await queueFaces(page, [9]);
    await roller.getByRole('button', { name: 'Roll attack' }).click();
    await expect(roller.getByRole('status')).toContainText('Hit: slot 9 (Backpack).');
    await roller.getByRole('button', { name: 'Apply the hit to Ada' }).click();
    await expect(roller.getByRole('status')).toContainText(
      'Not a body slot and nothing there: no wound.',
    );
    await expect(roller.getByRole('status')).not.toContainText('open wound');
    expect((await savedSheet(page)).slots[8]!).toMatchObject({ wound: 'none', conditions: [] });
  });
});

test.describe('encounter odds', () => {
  test('reproduces the examples of the text and rolls the d10s with encounter faces marked', async ({
    page,
  }) => {
    await scriptDice(page);
    await page.goto(TRYS_PAGE);
    const odds = await toolRegion(page, 'Encounter odds');
    await expect(odds.getByText('Chance of an encounter: 10.0%')).toBeVisible();
    await odds.getByRole('button', { name: '30-minute rest' }).click();
    await expect(odds.getByText(/Chance of an encounter: 41\.0%/)).toBeVisible();
    // The printed figure is said once.
    await expect(
      odds.getByText(
        '30-minute rest: the text says 40%; the exact chance 1 − 0.9⁵ is 40.951%, so 41% rounded.',
        { exact: true },
      ),
    ).toBeVisible();
    await odds.getByRole('button', { name: 'Rest and cook over a fire' }).click();
    await expect(odds.getByText(/Chance of an encounter: 83\.2%/)).toBeVisible();
    await odds.getByRole('button', { name: 'Throw a bomb in combat' }).click();
    await expect(odds.getByText(/Chance of an encounter: 50\.0%/)).toBeVisible();
    await odds.getByRole('button', { name: 'Fight a combat' }).click();
    await expect(odds.getByText(/Chance of an encounter: 20\.0%/)).toBeVisible();
    await odds.getByLabel('Trys the task takes (1–50)').fill('3');
    await queueFaces(page, [6, 2, 10]);
    await odds.getByRole('button', { name: 'Roll for encounters' }).click();
    await expect(odds.getByRole('status')).toContainText('Encounter!');
    await expect(odds.getByRole('listitem').filter({ hasText: '(encounter)' })).toHaveText([
      '1 (encounter)',
    ]);
    await odds.getByLabel('Trys the task takes (1–50)').fill('x');
    await expect(
      odds.getByText('“x” is not a number: the number of trys is a whole number from 1 to 50.'),
    ).toBeVisible();
  });
});

test('encounter odds over 50 trys stay short, with the exact fraction on request', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(TRYS_PAGE);
  const odds = await toolRegion(page, 'Encounter odds');
  await odds.getByLabel('Trys the task takes (1–50)').fill('50');
  // 1 − (9/10)^50: a 50-digit count over 10^50 is skimmed, not read, so the percent stands alone.
  const line = odds.getByText('Chance of an encounter: 99.5%');
  await expect(line).toHaveText('Chance of an encounter: 99.5% exact');
  const exact = line.getByRole('button', { name: 'Show the exact chance behind 99.5%' });
  await expect(exact).toHaveAttribute('aria-expanded', 'false');
  // At most two lines of text at 390 px (the 50-digit fraction took four).
  const lines = await line.evaluate((element) => {
    const style = getComputedStyle(element);
    const text =
      element.getBoundingClientRect().height -
      parseFloat(style.paddingTop) -
      parseFloat(style.paddingBottom);
    return text / parseFloat(style.lineHeight);
  });
  expect(lines).toBeLessThan(2.5);
  // The small button is a 44 px target for a finger: a tap just above or below it finds it.
  await exact.scrollIntoViewIfNeeded();
  const box = (await exact.boundingBox())!;
  for (const y of [box.y - 8, box.y + box.height + 8])
    expect(
      await page.evaluate(
        ([x, at]) => document.elementFromPoint(x!, at!)?.getAttribute('aria-expanded'),
        [box.x + box.width / 2, y],
      ),
      `a tap at ${y - box.y} px from the button's top`,
    ).toBe('false');
  await exact.click();
  await expect(exact).toHaveAttribute('aria-expanded', 'true');
  await expect(line).toContainText(/ = \d{50}\/10{50}$/);
  const overflow = await sidewaysScroll(page);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('initiative helper', () => {
  test('alternates the sides, skips the surprised side in round 1 and keeps the fight across a reload', async ({
    page,
  }) => {
    await page.goto(ROUNDS_PAGE);
    const helper = await toolRegion(page, 'Initiative helper');
    for (const name of ['Ada', 'Bo']) {
      await helper.getByLabel('Add to players').fill(name);
      await helper.getByRole('button', { name: 'Add player' }).click();
    }
    await helper.getByLabel('Add to opponents').fill('Goblin');
    await helper.getByLabel('Add to opponents').press('Enter');
    await helper.getByRole('button', { name: 'Add opponent' }).click();
    await expect(helper.getByText('Enter a name.')).toBeVisible();
    await helper.getByLabel('Side that started the fight').selectOption('opponents');
    await helper.getByLabel('Surprised side (skips round 1)').selectOption('players');
    await helper.getByRole('button', { name: 'Start the fight' }).click();
    await expect(helper.getByRole('status')).toContainText('Round 1: Opponents have initiative.');
    await helper.getByRole('button', { name: 'Turn: Goblin' }).click();
    await expect(helper.getByRole('status')).toContainText('round 2 starts with Players');
    await helper.getByRole('button', { name: 'Turn: Bo' }).click();
    await expect(helper.getByRole('status')).toContainText('Round 2: Opponents have initiative.');
    await page.reload();
    const again = await toolRegion(page, 'Initiative helper');
    await expect(again.getByRole('status')).toContainText('Round 2: Opponents have initiative.');
    await expect(again.getByText('Bo (acted)')).toBeVisible();
    await again.getByRole('button', { name: 'Setup, interrupted: Goblin' }).click();
    await again.getByRole('button', { name: 'Interruption succeeded' }).click();
    await expect(again.getByRole('status')).toContainText('initiative returns to the opponents');
    // The interrupter (a player) acted last, so round 3 starts with the opponents.
    await expect(again.getByRole('status')).toContainText('round 3 starts with Opponents');
  });

  test('says who has initiative once, and a turn taken moves the focus to the next Turn button', async ({
    page,
  }) => {
    await page.goto(ROUNDS_PAGE);
    const helper = await toolRegion(page, 'Initiative helper');
    for (const [side, name] of [
      ['players', 'Ada'],
      ['players', 'Bo'],
      ['opponents', 'Goblin'],
    ] as const) {
      await helper.getByLabel(`Add to ${side}`).fill(name);
      await helper.getByLabel(`Add to ${side}`).press('Enter');
    }
    await helper.getByRole('button', { name: 'Start the fight' }).click();
    const status = helper.getByRole('status');
    await expect(status).toContainText('Round 1: Players have initiative.');
    expect((await status.textContent())!.match(/have initiative/g)).toHaveLength(1);
    // Ada's turn hands initiative to the opponents: Goblin's Turn button takes the focus.
    await helper.getByRole('button', { name: 'Turn: Ada' }).focus();
    await page.keyboard.press('Enter');
    await expect(helper.getByRole('button', { name: 'Turn: Goblin' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(helper.getByRole('button', { name: 'Turn: Bo' })).toBeFocused();
  });

  test('corrupted saved initiative shows the notice and starts empty', async ({ page }) => {
    await seedStorage(page, {
      'rules-at-hand:loot-initiative': '{"version":1,"state":{"round":"x"}}',
    });
    await page.goto(ROUNDS_PAGE);
    const helper = await toolRegion(page, 'Initiative helper');
    await expect(helper.getByRole('alert')).toContainText('could not be read');
    await expect(helper.getByRole('status')).toContainText('The fight has not started.');
  });
});

test.describe('axe in both themes and at phone width', () => {
  for (const path of PAGES) {
    test(`/${path} has no violations in either theme and does not scroll sideways at 390 px`, async ({
      page,
    }) => {
      await seedSheets(page);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(page.locator('section.tool').first()).toBeVisible();
      for (const button of await page
        .locator('section.tool')
        .getByRole('button', { name: /^Roll/ })
        .all())
        await button.click();
      expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });

      await page.setViewportSize(PHONE);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    });
  }
});

test.describe('on a phone at the table (390 px, touch)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the initiative helper keeps a gap between the two sides’ cards, one under the other', async ({
    page,
  }) => {
    await page.goto(ROUNDS_PAGE);
    const helper = await toolRegion(page, 'Initiative helper');
    await helper.getByLabel('Add to players').fill('Ada');
    await helper.getByRole('button', { name: 'Add player' }).tap();
    await helper.getByRole('button', { name: 'Start the fight' }).tap();
    await expect(helper.getByRole('status')).toContainText('Round 1: Players have initiative.');
    const players = (await helper
      .getByRole('list', { name: /^Players/ })
      .locator('..')
      .boundingBox())!;
    const opponents = (await helper
      .getByRole('list', { name: 'Opponents' })
      .locator('..')
      .boundingBox())!;
    // The row gap of a field (0.75rem) at least: two cards touching read as one box.
    expect(opponents.y - (players.y + players.height)).toBeGreaterThanOrEqual(12);
  });
});
