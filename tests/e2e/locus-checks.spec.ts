import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  PHONE,
  queueFaces,
  scriptDice,
  toolRegion,
  violationsInBothThemes,
} from './support/browser';

const CAST_KEY = 'rules-at-hand:locus-cast';

/** A valid Cast member as `src/rules/locus/character.ts` defines one. */
function character(overrides: Record<string, unknown> = {}) {
  return {
    id: 'ada',
    name: 'Ada',
    attitude: '',
    haunt: '',
    virtue: '',
    virtueSuit: null,
    hauntSuit: null,
    kind: 'character',
    attributes: {
      frailty: 3,
      clumsiness: 3,
      carelessness: 2,
      impatience: 3,
      cowardice: 3,
      ignorance: 3,
      repulsion: 3,
      temper: 4,
    },
    willpower: 5,
    stress: 'tense',
    injuries: [],
    conditions: [],
    skills: [],
    items: [],
    hand: [],
    notes: '',
    ...overrides,
  };
}

/** A Damaged Item on a sheet, its Durability used up, so a Durability Check is due. */
function damagedItem(item: { id: string; name: string; size: string; quality: number }) {
  return {
    ...item,
    durabilityBoxes: 2,
    durabilityUsed: 2,
    damaged: true,
    damageType: 'Blunt',
    weapon: false,
    destroyed: false,
  };
}

/** Saves a Cast before the page's scripts run, once: later navigations keep what the tools changed. */
async function seedCast(page: Page, characters: unknown[]) {
  await page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [CAST_KEY, JSON.stringify({ version: 1, characters })] as const,
  );
}

interface StoredCharacter {
  id: string;
  name: string;
  willpower: number;
  stress: string;
  injuries: { severity: string; treated: boolean }[];
  items: { id: string; destroyed: boolean }[];
}

async function storedCharacter(page: Page, id = 'ada'): Promise<StoredCharacter | undefined> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), CAST_KEY);
  return raw
    ? (JSON.parse(raw) as { characters: StoredCharacter[] }).characters.find(
        (entry) => entry.id === id,
      )
    : undefined;
}

interface StoredEntry {
  source: string;
  detail: string;
  total: number;
  result?: string;
}

async function storedLog(page: Page): Promise<StoredEntry[]> {
  const raw = await page.evaluate(() => localStorage.getItem('rules-at-hand:roll-log'));
  return raw ? (JSON.parse(raw) as { entries: StoredEntry[] }).entries : [];
}

test.describe('the Outcome Check', () => {
  test('shows the exact chance before rolling and updates it as the inputs change', async ({
    page,
  }) => {
    await page.goto('locus/');
    const outcome = await toolRegion(page, 'Outcome Check');
    await outcome.getByLabel('Attribute value (1–5)').fill('3');
    await expect(outcome).toContainText('Effective difficulty: Medium');
    await expect(outcome).toContainText('50.0% (1/2)');
    await outcome.getByRole('radio', { name: /^Easy/ }).check();
    await expect(outcome).toContainText('87.5% (7/8)');
    await outcome.getByRole('radio', { name: /^Hard/ }).check();
    await expect(outcome).toContainText('12.5% (1/8)');
    await outcome.getByRole('checkbox', { name: 'Relevant Item (one step easier)' }).check();
    await expect(outcome).toContainText('Effective difficulty: Medium');
    await expect(outcome).toContainText('50.0% (1/2)');
    await outcome.getByRole('radio', { name: /^Grievous/ }).check();
    await expect(outcome).toContainText('Effective difficulty: Hard');
    await expect(outcome).toContainText('raised to Hard by a Grievous injury');
    await expect(outcome).toContainText('12.5% (1/8)');
  });

  test('an invalid typed Attribute shows an error at the field and no chance', async ({ page }) => {
    await page.goto('locus/');
    const outcome = await toolRegion(page, 'Outcome Check');
    const field = outcome.getByLabel('Attribute value (1–5)');
    await field.fill('7');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('The Attribute must be at most 5.');
    await expect(outcome).not.toContainText('%');
    await field.fill('');
    await expect(field).toHaveAccessibleDescription(
      'Enter the Attribute: a whole number from 1 to 5.',
    );
    await expect(outcome).not.toContainText('%');
    // The Roll button is off and says why, rather than doing nothing when pressed.
    await expect(outcome.getByRole('button', { name: 'Roll Outcome Check' })).toBeDisabled();
    await expect(
      outcome.getByRole('button', { name: 'Roll Outcome Check' }),
    ).toHaveAccessibleDescription(
      'Roll is off until the Attribute value is a whole number from 1 to 5.',
    );
    await expect(outcome.getByRole('status', { name: 'Outcome Check result' })).toContainText(
      'No roll yet',
    );
    expect(await storedLog(page)).toEqual([]);
    await field.fill('2');
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await expect(outcome).toContainText('74.1% (20/27)');
  });

  test('reads a character from the Cast, with the injury floor preset from their worst injury', async ({
    page,
  }) => {
    await seedCast(page, [
      character({
        injuries: [{ id: 'injury-1', name: 'Bite', severity: 'major', treated: false }],
      }),
    ]);
    await page.goto('locus/');
    const outcome = await toolRegion(page, 'Outcome Check');
    await outcome.getByLabel('Character', { exact: true }).selectOption('ada');
    await expect(outcome.getByLabel('Attribute value (1–5)')).toHaveCount(0);
    await outcome.getByLabel('Attribute', { exact: true }).selectOption('temper');
    await outcome.getByRole('radio', { name: /^Easy/ }).check();
    await expect(outcome.getByRole('radio', { name: /^Major/ })).toBeChecked();
    await expect(outcome).toContainText('Effective difficulty: Medium');
    // Temper 4 at Medium: the middle die must show 5 or 6.
    await expect(outcome).toContainText('25.9% (7/27)');
  });

  test('says when the preset injury floor was changed by hand, and marks a roll for another character stale', async ({
    page,
  }) => {
    await seedCast(page, [
      character({
        injuries: [{ id: 'injury-1', name: 'Bite', severity: 'grievous', treated: false }],
      }),
      character({ id: 'bo', name: 'Bo' }),
    ]);
    await page.goto('locus/');
    const outcome = await toolRegion(page, 'Outcome Check');
    await outcome.getByLabel('Character', { exact: true }).selectOption('ada');
    const floor = outcome.getByRole('group', { name: 'Injury floor' });
    await expect(floor).toContainText("Preset from Ada's injuries (worst: Grievous).");
    await floor.getByRole('radio', { name: 'None' }).check();
    await expect(floor).not.toContainText("Preset from Ada's injuries (worst: Grievous).");
    await expect(floor).toContainText(
      "Changed by hand to None; the preset from Ada's injuries is Grievous.",
    );
    await floor.getByRole('radio', { name: /^Grievous/ }).check();
    await expect(floor).toContainText("Preset from Ada's injuries (worst: Grievous).");

    await outcome.getByRole('button', { name: 'Roll Outcome Check' }).click();
    const result = outcome.getByRole('status', { name: 'Outcome Check result' });
    await expect(result).toContainText('Ada: Frailty 3');
    await expect(result.getByText(/^This result is from before the last change/)).toHaveCount(0);
    await outcome.getByLabel('Character', { exact: true }).selectOption('bo');
    await expect(result).toHaveAttribute('data-stale', '');
    await expect(result.getByText(/^This result is from before the last change/)).toBeVisible();
    await outcome.getByLabel('Character', { exact: true }).selectOption('ada');
    await expect(result).not.toHaveAttribute('data-stale', '');
  });

  test('rolls all three dice, marks the die used, and re-rolls spend the character’s Willpower', async ({
    page,
  }) => {
    await seedCast(page, [character({ willpower: 5, stress: 'tense' })]);
    await page.goto('locus/');
    const outcome = await toolRegion(page, 'Outcome Check');
    await outcome.getByLabel('Character', { exact: true }).selectOption('ada');
    await outcome.getByRole('button', { name: 'Roll Outcome Check' }).click();
    const result = outcome.getByRole('status', { name: 'Outcome Check result' });
    await expect(
      result.getByRole('list', { name: 'Dice rolled' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(result.getByRole('listitem').filter({ hasText: 'used' })).toHaveCount(1);
    await expect(result.getByRole('listitem').filter({ hasText: 'used' })).toContainText('middle');
    await expect(result).toContainText(/Success as intended|Success with unwanted consequences/);

    const reroll = outcome.getByRole('group', { name: 'Re-roll with Willpower' });
    await expect(reroll).toContainText('Ada is Tense with 5 WP: 1 WP re-rolls up to 2 dice.');
    await reroll.getByRole('checkbox', { name: /^Die 1/ }).check();
    await reroll.getByRole('checkbox', { name: /^Die 2/ }).check();
    await reroll.getByRole('button', { name: 'Re-roll 2 dice for 1 WP' }).click();
    await expect(outcome).toContainText('Ada spent 1 WP on the re-roll (4 WP left).');
    await expect(result).toContainText('after 1 re-roll');
    expect((await storedCharacter(page))?.willpower).toBe(4);

    for (const index of [1, 2, 3])
      await reroll.getByRole('checkbox', { name: new RegExp(`^Die ${index}`) }).check();
    await reroll.getByRole('button', { name: 'Re-roll 3 dice for 2 WP' }).click();
    await expect(outcome).toContainText('(2 WP left)');
    await reroll.getByRole('checkbox', { name: /^Die 3/ }).check();
    await reroll.getByRole('button', { name: 'Re-roll 1 die for 1 WP' }).click();
    await reroll.getByRole('checkbox', { name: /^Die 1/ }).check();
    await reroll.getByRole('button', { name: 'Re-roll 1 die for 1 WP' }).click();
    await expect.poll(async () => (await storedCharacter(page))?.willpower).toBe(0);

    // Out of Willpower: the re-roll is refused with a reason and nothing changes.
    const before = await result.getByRole('list', { name: 'Dice rolled' }).textContent();
    await reroll.getByRole('checkbox', { name: /^Die 2/ }).check();
    await reroll.getByRole('button', { name: 'Re-roll 1 die for 1 WP' }).click();
    await expect(outcome).toContainText('Not done: Ada has 0 WP and the re-roll costs 1.');
    expect(await result.getByRole('list', { name: 'Dice rolled' }).textContent()).toBe(before);
    expect((await storedCharacter(page))?.willpower).toBe(0);

    // Each re-roll is logged under the check it changed, and its dice say which were re-rolled for what.
    const log = await storedLog(page);
    expect(log.map((entry) => entry.source)).toEqual(
      Array.from({ length: 5 }, () => 'Locus: Outcome Check (Ada)'),
    );
    expect(log.map((entry) => entry.detail.startsWith('re-rolled die '))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);

    // "Roll again" on a re-roll rolls what its line now names: a fresh Outcome Check of all three
    // dice, logged as one, with no Willpower spent.
    await page.getByRole('banner').getByRole('button', { name: 'Roll log' }).click();
    const rollLog = page.getByRole('dialog', { name: 'Roll log' });
    await rollLog
      .getByRole('button', { name: /^Roll again: / })
      .first()
      .click();
    await expect(rollLog.getByRole('listitem')).toHaveCount(6);
    const [again] = await storedLog(page);
    expect(again?.source).toBe('Locus: Outcome Check (Ada)');
    expect(again?.detail).toMatch(/^[1-6], [1-6], [1-6]: middle die [1-6] vs Frailty 3, Medium$/);
    expect((await storedCharacter(page))?.willpower).toBe(0);
  });
});

test.describe('the Untrained Check', () => {
  test('shows the exact chance that both Hard checks succeed, and rolls the approach first', async ({
    page,
  }) => {
    await page.goto('locus/');
    const untrained = await toolRegion(page, 'Untrained Check');
    await untrained.getByLabel('Ignorance (1–5)').fill('3');
    await untrained.getByLabel('Linked Attribute value (1–5)').fill('2');
    // 27/216 for Ignorance 3 at Hard, times 64/216 for 2 at Hard.
    await expect(untrained).toContainText('Chance both succeed: 3.7% (1/27)');
    await untrained.getByRole('button', { name: 'Roll Untrained Check' }).click();
    const result = untrained.getByRole('status', { name: 'Untrained Check result' });
    await expect(
      result.getByRole('list', { name: 'Approach dice' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(result).toContainText(/Both checks succeeded|The Untrained Check failed/);
    const log = await storedLog(page);
    expect(log.at(-1)?.source).toBe('Locus: Untrained Check, approach');
  });
});

test.describe('the Contested Check', () => {
  test('shows win, tie and loss chances before rolling, and who wins after', async ({ page }) => {
    await page.goto('locus/');
    const contested = await toolRegion(page, 'Contested Check');
    await expect(contested).toContainText('Character wins');
    await expect(contested).toContainText('Tie (counted as a win for Monster)');
    await contested.getByRole('radio', { name: 'No defender (tie = stalemate)' }).check();
    await expect(contested).toContainText('Stalemate (tie)');
    await contested.getByRole('button', { name: 'Roll Contested Check' }).click();
    const result = contested.getByRole('status', { name: 'Contested Check result' });
    await expect(
      result.getByRole('list', { name: "Character's dice" }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(
      result.getByRole('list', { name: "Monster's dice" }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(result).toContainText(/wins by \d|Stalemate on \d/);
    const log = await storedLog(page);
    expect(log.map((entry) => entry.source)).toEqual([
      'Locus: Contested Check (Character vs Monster), Character',
      'Locus: Contested Check (Character vs Monster), Monster',
    ]);
  });

  test('an attack applies its injury to the Cast character’s Death’s Door', async ({ page }) => {
    await seedCast(page, [character()]);
    await page.goto('locus/');
    const contested = await toolRegion(page, 'Contested Check');
    await contested.getByRole('checkbox', { name: /This is an attack/ }).check();
    await contested
      .getByRole('group', { name: /^Side A/ })
      .getByLabel('Character from the Cast')
      .selectOption('ada');
    const monster = contested.getByRole('group', { name: /^Side B/ });
    await monster.getByLabel('Attribute value (1–5)').fill('1');
    // Nine extra points: the Monster wins by at least 6 whatever the dice, a Grievous injury.
    await monster.getByLabel('Other points (−9 to 9)').fill('9');
    await contested.getByRole('radio', { name: 'Monster', exact: true }).check();
    await expect(contested).toContainText('The target, Ada, defends');
    await expect(contested).toContainText('If Monster attacks Ada:');
    await expect(contested).toContainText('Grievous injury100.0%');
    await contested.getByRole('button', { name: 'Roll the attack' }).click();
    await expect(contested.getByRole('status', { name: 'Contested Check result' })).toContainText(
      "Grievous injury to Ada: 9 Death's Door segments, a Hard Stress Check",
    );
    await contested
      .getByRole('button', { name: "Apply Grievous injury to Ada's Death's Door" })
      .click();
    await expect(contested).toContainText(
      "Added a Grievous injury to Ada: Death's Door 9 of 27 filled. Ada now makes a Hard Stress Check.",
    );
    await expect(contested.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
    const ada = await storedCharacter(page);
    expect(ada?.injuries).toEqual([
      expect.objectContaining({ severity: 'grievous', treated: false }),
    ]);
    const log = await storedLog(page);
    expect(log[0]?.source).toBe('Locus: Attack (Monster on Ada), Ada');
    expect(log[0]?.result).toContain('Grievous injury to Ada');

    // Applied by mistake: the Undo takes the injury back, and the button comes back for it.
    await contested.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(contested).toContainText("Took back the injury: Ada's Death's Door is as it was.");
    await expect.poll(async () => (await storedCharacter(page))?.injuries).toEqual([]);
    await expect(
      contested.getByRole('button', { name: "Apply Grievous injury to Ada's Death's Door" }),
    ).toBeVisible();
  });
});

test.describe('Initiative', () => {
  test('orders the Cast and added Monsters by 3d6 minus Carelessness and states the tie rule', async ({
    page,
  }) => {
    await seedCast(page, [character()]);
    await page.goto('locus/conflict-and-damage/');
    const initiative = await toolRegion(page, 'Initiative');
    await expect(initiative).toContainText(
      'Ties: lower Carelessness goes first; then Characters, then Foils, then Monsters; then a 1d6 roll-off',
    );
    await expect(initiative).not.toContainText('Tie rule: Ties');
    await expect(initiative.getByRole('checkbox', { name: 'Ada, Carelessness 2' })).toBeChecked();
    // 17 Monsters and Ada: more entities than the 16 possible totals of 3d6, so some must tie.
    for (let index = 1; index <= 17; index += 1) {
      await initiative.getByLabel('Name').fill(`Shade ${index}`);
      await initiative.getByRole('button', { name: 'Add to the Conflict' }).click();
    }
    await initiative.getByRole('button', { name: 'Remove Shade 17' }).click();
    await initiative.getByLabel('Name').fill('Hollow Man');
    await initiative.getByLabel('Carelessness (0–5)').fill('1');
    await initiative.getByRole('button', { name: 'Add to the Conflict' }).click();
    await initiative
      .getByRole('button', { name: 'Roll Initiative for 18 in the Conflict' })
      .click();
    const order = initiative.getByRole('list', { name: 'Initiative order' });
    // Each place in the order holds its own list of three dice.
    await expect(order.getByRole('listitem').filter({ has: page.getByRole('list') })).toHaveCount(
      18,
    );
    await expect(order).toContainText('Hollow Man (Monster)');
    await expect(order).toContainText('Ada (Character)');
    await expect(order.getByText(/^Tied on \d+ with .+; placed by /).first()).toBeVisible();

    const log = (await storedLog(page)).filter((entry) =>
      entry.source.startsWith('Locus: Initiative'),
    );
    expect(log).toHaveLength(18);
    expect(log[0]?.result).toMatch(/^1st of 18/);
    const totals = log.map((entry) => entry.total);
    expect(totals).toEqual([...totals].sort((left, right) => right - left));
  });

  test('refuses to roll with nobody in the Conflict, and asks for a name', async ({ page }) => {
    await page.goto('locus/conflict-and-damage/');
    const initiative = await toolRegion(page, 'Initiative');
    await initiative.getByRole('button', { name: 'Roll Initiative for 0 in the Conflict' }).click();
    await expect(initiative).toContainText('Nobody is in the Conflict yet');
    await initiative.getByRole('button', { name: 'Add to the Conflict' }).click();
    await expect(initiative.getByLabel('Name')).toHaveAccessibleDescription(
      'Enter a name for the Monster or Foil.',
    );
    // Asked for on the press, the name is read out, not only linked to the field.
    await expect(initiative.getByLabel('Name')).toBeFocused();
    await expect(initiative.getByRole('alert')).toHaveText('Enter a name for the Monster or Foil.');
    await initiative.getByLabel('Carelessness (0–5)').fill('6');
    await expect(initiative.getByLabel('Carelessness (0–5)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('asks for a name only until another action: a roll clears the request', async ({ page }) => {
    await seedCast(page, [character()]);
    await page.goto('locus/conflict-and-damage/');
    const initiative = await toolRegion(page, 'Initiative');
    const name = initiative.getByLabel('Name');
    await initiative.getByRole('button', { name: 'Add to the Conflict' }).click();
    await expect(name).toHaveAccessibleDescription('Enter a name for the Monster or Foil.');
    await initiative.getByRole('button', { name: 'Roll Initiative for 1 in the Conflict' }).click();
    await expect(initiative.getByRole('list', { name: 'Initiative order' })).toContainText(
      'Ada (Character)',
    );
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await expect(name).toHaveAccessibleDescription('');
  });
});

test.describe('Initiative with the Cast changed elsewhere', () => {
  /** The order as shown: each place's first line ("1st Ada (Character): 9"). */
  async function shownOrder(initiative: Locator): Promise<string[]> {
    return initiative
      .getByRole('list', { name: 'Initiative order' })
      .locator(':scope > li > p:first-child')
      .allInnerTexts();
  }

  /** The Cast tracker's sheet of the character shown first, on the page that has the tracker. */
  async function firstSheet(page: Page): Promise<Locator> {
    await page.goto('locus/conditions-and-deaths-door/');
    const cast = await toolRegion(page, 'Cast tracker');
    return cast.getByRole('article').first();
  }

  test('shows the names as they are now, and marks the order stale when a Carelessness changed', async ({
    page,
  }) => {
    await seedCast(page, [character(), character({ id: 'ben', name: 'Ben' })]);
    await page.goto('locus/conflict-and-damage/');
    let initiative = await toolRegion(page, 'Initiative');
    await initiative.getByRole('button', { name: 'Roll Initiative for 2 in the Conflict' }).click();
    const rolled = await shownOrder(initiative);

    let sheet = await firstSheet(page);
    await sheet.getByLabel('Name', { exact: true }).first().fill('Ada Lind');
    await expect(page.getByRole('article', { name: /^Ada Lind / })).toBeVisible();
    await page.goto('locus/conflict-and-damage/');
    initiative = await toolRegion(page, 'Initiative');
    // A new name alone: the same order, under the name the Cast has now.
    expect(await shownOrder(initiative)).toEqual(
      rolled.map((line) => line.replace('Ada (', 'Ada Lind (')),
    );
    const result = initiative.getByRole('status', { name: 'Initiative order' });
    await expect(result).not.toContainText('from before the last change');

    sheet = await firstSheet(page);
    await sheet.getByLabel('Carelessness', { exact: true }).selectOption('4');
    await page.goto('locus/conflict-and-damage/');
    initiative = await toolRegion(page, 'Initiative');
    // Said once, in the Cast's words: no field of this tool changed.
    await expect(result).not.toContainText('what the fields say now');
    await expect(result).toContainText(
      'Rolled before a change in the Cast: Ada Lind’s Carelessness is now 4 (2 in this roll). Roll again to order everyone as they are now.',
    );
    // The order stays the roll it was, to read, until the Director rolls again.
    expect(await shownOrder(initiative)).toEqual(
      rolled.map((line) => line.replace('Ada (', 'Ada Lind (')),
    );
    await initiative.getByRole('button', { name: 'Roll Initiative for 2 in the Conflict' }).click();
    await expect(result).not.toContainText('Rolled before a change');
    await expect(
      initiative.getByRole('checkbox', { name: 'Ada Lind, Carelessness 4' }),
    ).toBeChecked();
  });

  /** Ada in the Cast, a Monster named Shade added to the Conflict; then the Cast tracker's page. */
  async function castBesideMonsterShade(page: Page): Promise<Locator> {
    await seedCast(page, [character()]);
    await page.goto('locus/conflict-and-damage/');
    const initiative = await toolRegion(page, 'Initiative');
    await initiative.getByLabel('Name').fill('Shade');
    await initiative.getByRole('button', { name: 'Add to the Conflict' }).click();
    await expect(initiative.getByRole('button', { name: 'Remove Shade' })).toBeVisible();
    await page.goto('locus/conditions-and-deaths-door/');
    return toolRegion(page, 'Cast tracker');
  }

  test('refuses a new Cast member the name of a Monster in the Conflict, at the name field', async ({
    page,
  }) => {
    const cast = await castBesideMonsterShade(page);
    const form = cast.getByRole('group', { name: 'Add to the Cast' });
    const name = form.getByLabel('Name');
    await name.fill('SHADE');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      '“Shade” is already in the Conflict (added in Initiative). Give this one a different name, such as “Shade 2”, so the order says who is who.',
    );
    await form.getByRole('button', { name: 'Add to the Cast' }).click();
    await expect(name).toBeFocused();
    await expect(cast.getByRole('article', { name: /^SHADE / })).toHaveCount(0);
    await name.fill('Shade 2');
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await form.getByRole('button', { name: 'Add to the Cast' }).click();
    await expect(cast.getByRole('article', { name: /^Shade 2 / })).toBeVisible();
  });

  test('refuses renaming a Cast member on their sheet to the name of a Monster in the Conflict', async ({
    page,
  }) => {
    const cast = await castBesideMonsterShade(page);
    const sheet = cast.getByRole('article', { name: /^Ada / });
    const name = sheet.getByLabel('Name', { exact: true });
    await name.fill('shade');
    await expect(name).toHaveValue('shade');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      '“Shade” is already in the Conflict (added in Initiative). Give this one a different name, such as “Shade 2”, so the order says who is who.',
    );
    await expect(cast.getByRole('article', { name: /^Ada / })).toBeVisible();
    expect((await storedCharacter(page))?.name).toBe('Ada');
    await name.fill('Ada Lind');
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await expect(cast.getByRole('article', { name: /^Ada Lind / })).toBeVisible();
  });
});

test.describe('Initiative across a reload', () => {
  const INITIATIVE_KEY = 'rules-at-hand:locus-initiative';

  /** The order as shown: each place's first line ("1st Ada (Character): 9"). */
  async function shownOrder(initiative: Locator): Promise<string[]> {
    return initiative
      .getByRole('list', { name: 'Initiative order' })
      .locator(':scope > li > p:first-child')
      .allInnerTexts();
  }

  test('keeps the Monsters added, the Cast left out and the order; a removed Monster leaves the order', async ({
    page,
  }) => {
    await seedCast(page, [character(), character({ id: 'ben', name: 'Ben' })]);
    await page.goto('locus/conflict-and-damage/');
    let initiative = await toolRegion(page, 'Initiative');
    await initiative.getByRole('checkbox', { name: 'Ben, Carelessness 2' }).uncheck();
    await initiative.getByLabel('Name').fill('Shade');
    await initiative.getByRole('button', { name: 'Add to the Conflict' }).click();
    await initiative.getByLabel('Name').fill('Hollow Man');
    await initiative.getByLabel('Carelessness (0–5)').fill('1');
    await initiative.getByRole('button', { name: 'Add to the Conflict' }).click();
    await initiative.getByRole('button', { name: 'Roll Initiative for 3 in the Conflict' }).click();
    const rolled = await shownOrder(initiative);
    expect(rolled).toHaveLength(3);

    await page.reload();
    initiative = await toolRegion(page, 'Initiative');
    await expect(
      initiative.getByRole('checkbox', { name: 'Ben, Carelessness 2' }),
    ).not.toBeChecked();
    await expect(initiative.getByRole('button', { name: 'Remove Shade' })).toBeVisible();
    await expect(initiative.getByRole('button', { name: 'Remove Hollow Man' })).toBeVisible();
    await expect(
      initiative.getByRole('button', { name: 'Roll Initiative for 3 in the Conflict' }),
    ).toBeVisible();
    expect(await shownOrder(initiative)).toEqual(rolled);

    // Shade is defeated: the order closes up without it, and stays so after a reload.
    await initiative.getByRole('button', { name: 'Remove Shade' }).click();
    const without = rolled
      .filter((line) => !line.includes('Shade'))
      .map((line, index) => line.replace(/^\S+/, ['1st', '2nd'][index]!));
    await expect.poll(() => shownOrder(initiative)).toEqual(without);
    await page.reload();
    initiative = await toolRegion(page, 'Initiative');
    expect(await shownOrder(initiative)).toEqual(without);

    // Ben joins after the roll: named under the order, to roll again for.
    await initiative.getByRole('checkbox', { name: 'Ben, Carelessness 2' }).check();
    await expect(initiative).toContainText('Not in this order (joined after the roll): Ben.');

    await initiative.getByRole('button', { name: 'Start a new Conflict' }).click();
    await expect(initiative.getByRole('list', { name: 'Initiative order' })).toHaveCount(0);
    await expect(initiative.getByRole('button', { name: 'Remove Hollow Man' })).toHaveCount(0);
    await initiative.getByRole('button', { name: 'Undo' }).click();
    expect(await shownOrder(initiative)).toEqual(without);
  });

  test('removing a Monster can be undone, and it comes back to its place in the rolled order', async ({
    page,
  }) => {
    await seedCast(page, [character()]);
    await page.goto('locus/conflict-and-damage/');
    const initiative = await toolRegion(page, 'Initiative');
    for (const name of ['The Pterodactyl', 'Shade']) {
      await initiative.getByLabel('Name').fill(name);
      await initiative.getByRole('button', { name: 'Add to the Conflict' }).click();
    }
    await initiative.getByRole('button', { name: 'Roll Initiative for 3 in the Conflict' }).click();
    const rolled = await shownOrder(initiative);
    const place = rolled.find((line) => line.includes('The Pterodactyl'))!.split(' ')[0];

    await initiative.getByRole('button', { name: 'Remove The Pterodactyl' }).click();
    await expect(initiative).toContainText(`Removed The Pterodactyl (${place} in the order).`);
    const undo = initiative.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await expect.poll(() => shownOrder(initiative)).toHaveLength(2);

    await page.keyboard.press('Enter');
    await expect(initiative.getByRole('button', { name: 'Remove The Pterodactyl' })).toBeFocused();
    await expect(initiative).toContainText(
      `The Pterodactyl is back in the Conflict, ${place} in the order as rolled.`,
    );
    expect(await shownOrder(initiative)).toEqual(rolled);
    await expect(initiative).not.toContainText('joined after the roll');

    // A new roll ends the undo; put back after one, it would wait for the next roll.
    await initiative.getByRole('button', { name: 'Remove Shade' }).click();
    await initiative.getByRole('button', { name: 'Roll Initiative for 2 in the Conflict' }).click();
    await expect(undo).toHaveCount(0);
  });

  test('shows a negative total with the same minus sign as its sum', async ({ page }) => {
    const slug = { id: 'extra:1', name: 'Slug', carelessness: 5, kind: 'monster' };
    await page.addInitScript(
      ([key, value]) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      },
      [
        INITIATIVE_KEY,
        JSON.stringify({
          version: 1,
          added: [slug],
          excluded: [],
          order: {
            entries: [
              {
                entity: slug,
                dice: [1, 1, 1],
                sum: 3,
                total: -2,
                position: 1,
                rollOffs: [],
                tiedWith: [],
                decidedBy: [],
                tieBreak: null,
              },
            ],
            tieRule: 'Ties.',
          },
          nextNumber: 2,
        }),
      ] as const,
    );
    await page.goto('locus/conflict-and-damage/');
    const initiative = await toolRegion(page, 'Initiative');
    expect(await shownOrder(initiative)).toEqual(['1st Slug (Monster): \u22122']);
    await expect(initiative).toContainText('1 + 1 + 1 = 3 \u2212 Carelessness 5 = \u22122');
    await expect(initiative).not.toContainText('-2');
  });

  test('refuses a name already in the Conflict or the Cast, in any case, at the name field', async ({
    page,
  }) => {
    await seedCast(page, [character()]);
    await page.goto('locus/conflict-and-damage/');
    const initiative = await toolRegion(page, 'Initiative');
    const name = initiative.getByLabel('Name');
    await name.fill('Shade');
    await initiative.getByRole('button', { name: 'Add to the Conflict' }).click();
    await name.fill('SHADE');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      /“Shade” is already in this Conflict\. Give this one a different name, such as “Shade 2”/,
    );
    await initiative.getByRole('button', { name: 'Add to the Conflict' }).click();
    await expect(name).toBeFocused();
    await expect(initiative.getByRole('button', { name: /^Remove / })).toHaveCount(1);
    await name.fill('ada');
    await expect(name).toHaveAccessibleDescription(/“Ada” is already in the Cast\./);
    await name.fill('Shade 2');
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await initiative.getByRole('button', { name: 'Add to the Conflict' }).click();
    await expect(initiative.getByRole('button', { name: 'Remove Shade 2' })).toBeVisible();
  });

  test('shows a notice for an unreadable saved Conflict and keeps working', async ({ page }) => {
    await page.addInitScript(
      (key) => localStorage.setItem(key, '{"version":1,"added":[{"id":'),
      INITIATIVE_KEY,
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('locus/conflict-and-damage/');
    const initiative = await toolRegion(page, 'Initiative');
    await expect(
      initiative.getByRole('alert').filter({ hasText: 'The saved Initiative could not be read' }),
    ).toBeVisible();
    await initiative.getByLabel('Name').fill('Shade');
    await initiative.getByRole('button', { name: 'Add to the Conflict' }).click();
    await initiative.getByRole('button', { name: 'Roll Initiative for 1 in the Conflict' }).click();
    await expect(initiative.getByRole('list', { name: 'Initiative order' })).toContainText(
      'Shade (Monster)',
    );
    expect(errors).toEqual([]);
  });
});

test.describe('the Durability Check', () => {
  test('shows the chance for each Quality and marks a tracked Item destroyed on failure', async ({
    page,
  }) => {
    const crowbar = damagedItem({ id: 'crowbar', name: 'Crowbar', size: 'large', quality: 1 });
    await seedCast(page, [character({ items: [crowbar] })]);
    await page.goto('locus/conflict-and-damage/');
    const durability = await toolRegion(page, 'Durability Check');
    await durability.getByRole('radio', { name: /^Q1/ }).check();
    await expect(durability).toContainText('12.5% (1/8)');
    await durability.getByRole('radio', { name: /^Q3/ }).check();
    await expect(durability).toContainText('87.5% (7/8)');
    await durability.getByLabel('Character', { exact: true }).selectOption('ada');
    await durability.getByLabel('Item').selectOption('crowbar');
    await expect(durability).toContainText('Quality 1 from the Item card');
    await durability.getByRole('button', { name: 'Roll Durability Check' }).click();
    const result = durability.getByRole('status', { name: 'Durability Check result' });
    await expect(result.getByRole('listitem').filter({ hasText: 'used' })).toContainText('lowest');
    const failed = (await result.textContent())?.includes('Failed') ?? false;
    await expect(durability).toContainText(
      failed ? "Crowbar is marked destroyed on Ada's sheet." : 'Crowbar holds',
    );
    expect((await storedCharacter(page))?.items[0]?.destroyed).toBe(failed);
    expect((await storedLog(page))[0]?.source).toBe('Locus: Durability Check (Crowbar)');
  });
});

test.describe('the Stress Check', () => {
  test('takes its difficulty from the injury and raises the character’s Stress on a failure', async ({
    page,
  }) => {
    await seedCast(page, [character({ stress: 'tense' })]);
    await page.goto('locus/conflict-and-damage/');
    const stress = await toolRegion(page, 'Stress Check');
    await expect(stress).toContainText('A failed Stress Check while Stressed stays Stressed.');
    await expect(stress).toContainText('Effective difficulty: Medium');
    await stress.getByLabel('Cause').selectOption('grievous');
    await expect(stress).toContainText('Effective difficulty: Hard');
    await stress.getByLabel('Cause').selectOption('minor');
    await expect(stress).toContainText('Effective difficulty: Easy');
    await stress.getByLabel('Character', { exact: true }).selectOption('ada');
    await expect(stress.getByLabel('Attribute', { exact: true })).toHaveValue('temper');
    await stress.getByRole('button', { name: 'Roll Stress Check' }).click();
    const result = stress.getByRole('status', { name: 'Stress Check result' });
    await expect(result).toContainText(/Passed|Failed/);
    const failed = (await result.textContent())?.includes('Failed') ?? false;
    expect((await storedCharacter(page))?.stress).toBe(failed ? 'stressed' : 'tense');
    if (failed)
      await expect(stress).toContainText("Ada's Stress rose from Tense to Stressed on the sheet.");
    expect((await storedLog(page))[0]?.source).toBe('Locus: Stress Check (Ada)');
  });
});

test.describe('the Undo of what a roll wrote on a sheet, on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a failed Stress Check raises Stress with an Undo that puts the level back', async ({
    page,
  }) => {
    await scriptDice(page);
    await seedCast(page, [character({ stress: 'tense' })]);
    await page.goto('locus/conflict-and-damage/');
    const stress = await toolRegion(page, 'Stress Check');
    await stress.getByLabel('Character', { exact: true }).selectOption('ada');
    await queueFaces(page, [1, 1, 1]);
    await stress.getByRole('button', { name: 'Roll Stress Check' }).tap();
    await expect(stress).toContainText("Ada's Stress rose from Tense to Stressed on the sheet.");
    expect((await storedCharacter(page))?.stress).toBe('stressed');
    await stress.getByRole('button', { name: 'Undo' }).tap();
    await expect(stress).toContainText("Took back the Stress Check: Ada's Stress is Tense again.");
    await expect(stress.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    expect((await storedCharacter(page))?.stress).toBe('tense');
    // The roll itself stands: it was made, and it stays in the log.
    await expect(stress.getByRole('status', { name: 'Stress Check result' })).toContainText(
      'Failed',
    );
  });

  test('a failed Durability Check marks the Item destroyed with an Undo that mends it', async ({
    page,
  }) => {
    const lamp = damagedItem({ id: 'lamp', name: 'Lamp', size: 'small', quality: 2 });
    await scriptDice(page);
    await seedCast(page, [character({ items: [lamp] })]);
    await page.goto('locus/conflict-and-damage/');
    const durability = await toolRegion(page, 'Durability Check');
    await durability.getByLabel('Character', { exact: true }).selectOption('ada');
    await durability.getByLabel('Item').selectOption('lamp');
    await queueFaces(page, [1, 1, 1]);
    await durability.getByRole('button', { name: 'Roll Durability Check' }).tap();
    await expect(durability).toContainText("Lamp is marked destroyed on Ada's sheet.");
    expect((await storedCharacter(page))?.items[0]?.destroyed).toBe(true);
    await durability.getByRole('button', { name: 'Undo' }).tap();
    await expect(durability).toContainText(
      "Took back the Durability Check: Lamp is no longer destroyed on Ada's sheet.",
    );
    expect((await storedCharacter(page))?.items[0]?.destroyed).toBe(false);
    await expect(
      durability.getByRole('button', { name: 'Roll Durability Check' }),
    ).not.toHaveAttribute('aria-disabled', 'true');
  });

  test("a critical success's WP, once added, can be taken back and added again", async ({
    page,
  }) => {
    await scriptDice(page);
    await seedCast(page, [character({ willpower: 5 })]);
    await page.goto('locus/');
    const outcome = await toolRegion(page, 'Outcome Check');
    await outcome.getByLabel('Character', { exact: true }).selectOption('ada');
    await queueFaces(page, [6, 6, 6]);
    await outcome.getByRole('button', { name: 'Roll Outcome Check' }).tap();
    await outcome.getByRole('button', { name: 'Add 3 WP to Ada' }).tap();
    await expect(outcome).toContainText('Ada gained 3 WP (now 8).');
    expect((await storedCharacter(page))?.willpower).toBe(8);
    await outcome.getByRole('button', { name: 'Undo' }).tap();
    await expect(outcome).toContainText('Took back the 3 WP: Ada has 5 WP again.');
    expect((await storedCharacter(page))?.willpower).toBe(5);
    await expect(outcome.getByRole('button', { name: 'Add 3 WP to Ada' })).toBeVisible();
  });
});

test.describe('axe in both themes', () => {
  test.beforeEach(async ({ page }) => {
    await seedCast(page, [character()]);
  });

  test('the Core Checks page with its rollers used has no violations in either theme', async ({
    page,
  }) => {
    await page.goto('locus/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await (
      await toolRegion(page, 'Outcome Check')
    )
      .getByLabel('Character', { exact: true })
      .selectOption('ada');
    await (
      await toolRegion(page, 'Outcome Check')
    )
      .getByRole('button', { name: 'Roll Outcome Check' })
      .click();
    await (
      await toolRegion(page, 'Untrained Check')
    )
      .getByRole('button', { name: 'Roll Untrained Check' })
      .click();
    await (
      await toolRegion(page, 'Contested Check')
    )
      .getByRole('checkbox', { name: /This is an attack/ })
      .check();
    await (
      await toolRegion(page, 'Contested Check')
    )
      .getByRole('button', { name: 'Roll the attack' })
      .click();
    await (
      await toolRegion(page, 'Outcome Check')
    )
      .getByLabel('Attribute', { exact: true })
      .focus();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });

  test('the Conflict and Damage page with its rollers used has no violations in either theme', async ({
    page,
  }) => {
    await page.goto('locus/conflict-and-damage/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await (
      await toolRegion(page, 'Initiative')
    )
      .getByRole('button', { name: /Roll Initiative/ })
      .click();
    await (
      await toolRegion(page, 'Durability Check')
    )
      .getByRole('button', { name: 'Roll Durability Check' })
      .click();
    await (
      await toolRegion(page, 'Stress Check')
    )
      .getByRole('button', { name: 'Roll Stress Check' })
      .click();
    await (
      await toolRegion(page, 'Initiative')
    )
      .getByRole('button', { name: 'Add to the Conflict' })
      .click();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('sets each bonus point of a contest side on its own row, its box beside the first line', async ({
    page,
  }) => {
    await page.goto('locus/');
    const side = (await toolRegion(page, 'Contested Check')).getByRole('group', {
      name: /^Side A/,
    });
    const roleplay = side.getByRole('checkbox', { name: /Good roleplay/ });
    const defend = side.getByRole('checkbox', { name: /Defend/ });
    // The label around each box is what a tap lands on; its text runs to several lines here.
    const [first, second, box] = await Promise.all([
      roleplay.locator('xpath=..').boundingBox(),
      defend.locator('xpath=..').boundingBox(),
      roleplay.boundingBox(),
    ]);
    expect(second!.y - (first!.y + first!.height)).toBeGreaterThanOrEqual(8);
    expect(box!.y - first!.y).toBeLessThanOrEqual(12);
  });

  for (const path of ['locus/', 'locus/conflict-and-damage/']) {
    test(`/${path} does not scroll sideways with every roller used`, async ({ page }) => {
      await seedCast(page, [character()]);
      await page.goto(path);
      const rollers = page
        .getByRole('region')
        .filter({ has: page.getByRole('button', { name: /^Roll/ }) });
      await expect(rollers.first()).toBeVisible();
      for (const roller of await rollers.all())
        await roller.getByRole('button', { name: /^Roll/ }).first().click();
      if (path === 'locus/')
        await (
          await toolRegion(page, 'Contested Check')
        )
          .getByRole('checkbox', { name: /This is an attack/ })
          .check();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      for (const roller of await rollers.all()) {
        const box = await roller.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
    });
  }
});
