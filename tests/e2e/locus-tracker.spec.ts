import { expect, test, type Locator, type Page } from '@playwright/test';
import { atPhoneWidth, sidewaysScroll, violationsInBothThemes } from './support/browser';

const TRACKER_PAGE = 'locus/conditions-and-deaths-door/';
const CARDS_PAGE = 'locus/willpower-stress-and-cards/';
const CAST_KEY = 'rules-at-hand:locus-cast';
const DECK_KEY = 'rules-at-hand:locus-deck';
const ROLL_LOG_KEY = 'rules-at-hand:roll-log';

/** A Cast with a full sheet (Ada) and a dead Foil (Ben), in the stored shape. */
const ADA = {
  id: 'ada',
  name: 'Ada',
  attitude: 'Wry',
  haunt: 'The fire at the mill',
  virtue: 'Loyalty',
  virtueSuit: 'hearts',
  hauntSuit: 'spades',
  kind: 'character',
  attributes: {
    frailty: 3,
    clumsiness: 4,
    carelessness: 2,
    impatience: 3,
    cowardice: 5,
    ignorance: 2,
    repulsion: 3,
    temper: 2,
  },
  willpower: 7,
  stress: 'tense',
  injuries: [
    { id: 'injury-1', name: 'Cut palm', severity: 'minor', treated: false },
    { id: 'injury-2', name: 'Broken arm', severity: 'major', treated: true },
  ],
  conditions: ['prone'],
  skills: [{ name: 'Lockpicking', type: 'Practical', effect: 'Opens simple locks' }],
  items: [
    {
      id: 'item-1',
      name: 'Lantern',
      size: 'small',
      quality: 2,
      durabilityBoxes: 4,
      durabilityUsed: 2,
      damaged: false,
      damageType: 'Fire',
      weapon: false,
      destroyed: false,
    },
    {
      id: 'item-2',
      name: 'Crowbar',
      size: 'large',
      quality: 1,
      durabilityBoxes: 3,
      durabilityUsed: 3,
      damaged: true,
      damageType: 'Blunt',
      weapon: true,
      destroyed: true,
    },
  ],
  hand: [
    { suit: 'spades', rank: 'Q' },
    { suit: 'diamonds', rank: '7' },
  ],
  notes: 'Owes the innkeeper.',
};
const BEN = {
  ...ADA,
  id: 'ben',
  name: 'Ben',
  kind: 'foil',
  injuries: [1, 2, 3].map((n) => ({
    id: `injury-${n}`,
    name: `Wound ${n}`,
    severity: 'grievous',
    treated: false,
  })),
  hand: [],
};
const SEEDED_CAST = JSON.stringify({ version: 1, characters: [ADA, BEN] });
const SEEDED_DECK = JSON.stringify({
  version: 1,
  deck: {
    drawPile: [
      { suit: 'clubs', rank: '3' },
      { suit: 'hearts', rank: 'A' },
    ],
    discardPile: [{ suit: 'hearts', rank: '2' }],
  },
});

/** Saves the seeded Cast and deck before the first page loads (later reloads keep what the page saved). */
async function seed(page: Page): Promise<void> {
  await page.addInitScript(
    ([castKey, cast, deckKey, deck]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(castKey!, cast!);
      localStorage.setItem(deckKey!, deck!);
    },
    [CAST_KEY, SEEDED_CAST, DECK_KEY, SEEDED_DECK],
  );
}

async function openTracker(page: Page): Promise<Locator> {
  await page.goto(TRACKER_PAGE);
  const tracker = page
    .locator('section', { has: page.getByRole('heading', { name: 'Cast tracker' }) })
    .last();
  await expect(page.getByRole('heading', { name: 'Cast tracker' })).toBeVisible();
  // Tools hydrate when seen: bring the tracker into view and wait until it runs.
  await tracker.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]', { has: tracker })).toHaveCount(0);
  return tracker;
}

/** The card deck, scrolled into view and hydrated (tools hydrate when seen). */
async function deckOf(page: Page): Promise<Locator> {
  const deck = page
    .locator('section', { has: page.getByRole('heading', { name: 'Card deck' }) })
    .last();
  await deck.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]', { has: deck })).toHaveCount(0);
  return deck;
}

async function addToCast(
  page: Page,
  name: string,
  kind: 'Character' | 'Foil' = 'Character',
): Promise<Locator> {
  const form = page.getByRole('group', { name: 'Add to the Cast' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Kind').selectOption({
    label: kind === 'Character' ? "Character (a player's)" : "Foil (the Director's)",
  });
  await form.getByRole('button', { name: 'Add to the Cast' }).click();
  const sheet = page.getByRole('article', { name: new RegExp(`^${name} `) });
  await expect(sheet).toBeVisible();
  return sheet;
}

async function addInjury(
  sheet: Locator,
  severity: 'minor' | 'major' | 'grievous',
  name: string,
): Promise<void> {
  const form = sheet.getByRole('group', { name: 'Add an injury' });
  await form.getByLabel('Severity').selectOption(severity);
  await form.getByLabel('Injury name (optional)').fill(name);
  await form.getByRole('button', { name: 'Add injury' }).click();
}

function willpower(sheet: Locator): Locator {
  return sheet.getByRole('status', { name: 'Willpower (WP)' });
}

test.describe('the Cast tracker', () => {
  test('adds a character and shows the Attribute points left, flagging an overspent total', async ({
    page,
  }) => {
    await openTracker(page);
    await expect(page.getByText('No one in the Cast yet')).toBeVisible();
    const sheet = await addToCast(page, 'Ada');
    await expect(sheet.getByText('Points left: 16 of 16')).toBeVisible();
    await sheet.getByLabel('Frailty', { exact: true }).selectOption('5');
    await sheet.getByLabel('Cowardice', { exact: true }).selectOption('4');
    // The points left are said once, not again in a sentence under them.
    await expect(sheet.getByText('Points left: 9 of 16')).toBeVisible();
    await expect(sheet.getByText(/points still to distribute/)).toHaveCount(0);
    for (const attribute of [
      'Clumsiness',
      'Carelessness',
      'Impatience',
      'Ignorance',
      'Repulsion',
      'Temper',
    ]) {
      await sheet.getByLabel(attribute, { exact: true }).selectOption('3');
    }
    await expect(sheet.getByText('Points left: \u22123 of 16')).toBeVisible();
    await expect(
      sheet.getByText('3 Attribute points too many: the total is 27, not 24.'),
    ).toBeVisible();

    // A Foil is built like a Character, 16 points, but the sheet does not hold it to them.
    await sheet.getByLabel('Kind').selectOption('foil');
    await expect(sheet.getByText('Points added: 19 (a Character adds 16)')).toBeVisible();
    await expect(
      sheet.getByText(
        'The text says to build Foils like Characters: 16 points over the starting 1s. The sheet does not hold a Foil to that, so the Director may give one more or fewer.',
      ),
    ).toBeVisible();
    await expect(sheet.getByText(/Points left|total \d+;/)).toHaveCount(0);
  });

  test('fills 3 segments of Death’s Door for a Major injury and names the check floor', async ({
    page,
  }) => {
    await openTracker(page);
    const sheet = await addToCast(page, 'Ada');
    await expect(
      sheet.getByRole('img', { name: "Death's Door: 0 of 27 segments filled" }),
    ).toBeVisible();
    await addInjury(sheet, 'major', 'Broken arm');
    await expect(
      sheet.getByRole('img', { name: "Death's Door: 3 of 27 segments filled" }),
    ).toBeVisible();
    await expect(
      sheet.getByText('Every Check is at least Medium, from Broken arm (Major).'),
    ).toBeVisible();

    // Treating lowers only the difficulty penalty: the segments stay filled. Each injury's box is
    // named for its injury, not one "Treated" after another.
    await sheet
      .getByRole('checkbox', { name: 'Treated for Broken arm (Major)', exact: true })
      .check();
    await expect(sheet.getByText('No injury raises the difficulty of Checks.')).toBeVisible();
    await expect(
      sheet.getByRole('img', { name: "Death's Door: 3 of 27 segments filled" }),
    ).toBeVisible();
  });

  test('says prominently that the character is dead and becomes an Echo at 27 segments', async ({
    page,
  }) => {
    await openTracker(page);
    const sheet = await addToCast(page, 'Ada');
    await addInjury(sheet, 'grievous', 'Lost eye');
    await addInjury(sheet, 'grievous', 'Crushed leg');
    await expect(sheet.getByText('18 of 27 segments filled, 9 left before death.')).toBeVisible();
    await expect(sheet.getByText('Ada is dead and becomes an Echo.')).toHaveCount(0);
    await addInjury(sheet, 'grievous', 'Fall');
    await expect(
      sheet.getByRole('img', { name: "Death's Door: 27 of 27 segments filled" }),
    ).toBeVisible();
    await expect(sheet.getByText('Ada is dead and becomes an Echo.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Ada .*dead \(Echo\)/ })).toBeVisible();
  });

  test('keeps the Cast across a reload', async ({ page }) => {
    await openTracker(page);
    const sheet = await addToCast(page, 'Ada');
    await sheet.getByLabel('Haunt', { exact: true }).fill('The fire at the mill');
    await sheet.getByLabel('Virtue suit').selectOption('hearts');
    await sheet.getByLabel('Temper', { exact: true }).selectOption('4');
    await addInjury(sheet, 'minor', 'Bruise');
    await sheet.getByRole('checkbox', { name: 'Blinded' }).check();
    await sheet.getByRole('button', { name: '+1 WP' }).click();
    await addToCast(page, 'The Warden', 'Foil');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cast tracker' })).toBeVisible();
    await page.getByRole('button', { name: /^Ada/ }).click();
    const again = page.getByRole('article', { name: /^Ada / });
    await expect(again.getByLabel('Haunt', { exact: true })).toHaveValue('The fire at the mill');
    await expect(again.getByLabel('Virtue suit')).toHaveValue('hearts');
    await expect(again.getByLabel('Temper', { exact: true })).toHaveValue('4');
    await expect(
      again.getByRole('img', { name: "Death's Door: 1 of 27 segments filled" }),
    ).toBeVisible();
    await expect(again.getByRole('checkbox', { name: 'Blinded' })).toBeChecked();
    await expect(willpower(again)).toHaveText('6');
    await expect(page.getByRole('button', { name: /^The Warden.*Foil/ })).toBeVisible();
  });

  test('opens on the sheet last shown after a reload, or the first when that one is gone', async ({
    page,
  }) => {
    await seed(page);
    const tracker = await openTracker(page);
    await expect(page.getByRole('article', { name: /^Ada / })).toBeVisible();
    await tracker.getByRole('button', { name: /^Ben/ }).click();
    await expect(page.getByRole('article', { name: /^Ben / })).toBeVisible();

    await page.reload();
    const reloaded = await openTracker(page);
    await expect(page.getByRole('article', { name: /^Ben / })).toBeVisible();
    await expect(reloaded.getByRole('button', { name: /^Ben/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('button', { name: 'Remove Ben from the Cast' }).click();
    await page.reload();
    await openTracker(page);
    await expect(page.getByRole('article', { name: /^Ada / })).toBeVisible();
  });

  test('shows a notice for an unreadable saved choice of sheet and opens the first', async ({
    page,
  }) => {
    await seed(page);
    await page.addInitScript(
      (key) => localStorage.setItem(key, '{"version":1,"id":'),
      'rules-at-hand:locus-shown-sheet',
    );
    await openTracker(page);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'The saved choice of sheet to show could not be read' }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: /^Ada / })).toBeVisible();
  });

  test('refuses equal Virtue and Haunt suits at the field', async ({ page }) => {
    await openTracker(page);
    const sheet = await addToCast(page, 'Ada');
    await sheet.getByLabel('Virtue suit').selectOption('hearts');
    await sheet.getByLabel('Haunt suit').selectOption('hearts');
    await expect(sheet.getByLabel('Haunt suit')).toHaveAccessibleDescription(
      'The haunt suit must differ from the Virtue suit.',
    );
    await expect(sheet.getByLabel('Haunt suit')).toHaveValue('');
  });

  test('never lets Willpower go below 0, and says why', async ({ page }) => {
    await openTracker(page);
    const sheet = await addToCast(page, 'Ada');
    await expect(willpower(sheet)).toHaveText('5');
    for (let click = 0; click < 5; click += 1)
      await sheet.getByRole('button', { name: '−1 WP' }).click();
    await expect(willpower(sheet)).toHaveText('0');
    await sheet.getByRole('button', { name: '−1 WP' }).click();
    await expect(willpower(sheet)).toHaveText('0');
    await expect(
      sheet.getByText('Ada has 0 WP and cannot spend 1. Willpower never goes below 0.'),
    ).toBeVisible();
    // Said as a refusal, the way every tool says a click was not done.
    await expect(
      sheet.getByRole('status').filter({ hasText: 'Willpower never goes below 0.' }),
    ).toContainText('Not done: Ada has 0 WP');
    await sheet.getByRole('button', { name: '+1 WP' }).click();
    await expect(willpower(sheet)).toHaveText('1');
    await expect(sheet.getByText('Willpower never goes below 0.')).toHaveCount(0);
  });

  test('drops a refused WP spend once a later action changes the sheet', async ({ page }) => {
    await openTracker(page);
    const sheet = await addToCast(page, 'Bo');
    for (let click = 0; click < 6; click += 1)
      await sheet.getByRole('button', { name: '−1 WP' }).click();
    const refusal = sheet.getByText('Bo has 0 WP and cannot spend 1.');
    await expect(refusal).toBeVisible();
    await sheet.getByRole('button', { name: 'Failed Stress Check' }).click();
    // The Stress buttons are a later action: the refusal does not stay beside what they did.
    await expect(refusal).toHaveCount(0);
    await sheet.getByRole('button', { name: 'Calm down one level' }).click();
    await expect(willpower(sheet)).toHaveText('3');
    await expect(sheet.getByText('Bo calms down to Uneasy and gains 3 WP.')).toBeVisible();
    await expect(refusal).toHaveCount(0);

    // A change elsewhere on the sheet ends it too: the refusal was true only of the sheet before.
    await sheet.getByRole('button', { name: 'Extended Rest' }).click();
    for (let click = 0; click < 4; click += 1)
      await sheet.getByRole('button', { name: '−1 WP' }).click();
    await expect(refusal).toBeVisible();
    await addInjury(sheet, 'minor', 'Scratch');
    await expect(refusal).toHaveCount(0);
  });

  test('keeps the WP buttons together on one line at phone width', async ({ page }) => {
    await openTracker(page);
    const sheet = await addToCast(page, 'Ada');
    await atPhoneWidth(page, async () => {
      // Both measured at once: the new sheet's name has the focus and is scrolled back into view
      // after the resize, so the page may move between two separate measurements.
      const plusButton = await sheet.getByRole('button', { name: '+1 WP' }).elementHandle();
      const { minus, plus } = await sheet
        .getByRole('button', { name: '−1 WP' })
        .evaluate((minusButton, other) => {
          const box = (element: Element) => {
            const { x, y } = element.getBoundingClientRect();
            return { x, y };
          };
          return { minus: box(minusButton), plus: box(other!) };
        }, plusButton);
      expect(plus.y).toBe(minus.y);
      expect(plus.x).toBeGreaterThan(minus.x);
    });
  });

  test('removes an injury with undo, the focus on the Undo and then on the injury put back', async ({
    page,
  }) => {
    await openTracker(page);
    const sheet = await addToCast(page, 'Ada');
    await addInjury(sheet, 'grievous', '');
    await addInjury(sheet, 'minor', 'Cut palm');
    const injuries = sheet.getByRole('list', { name: 'Injuries' }).getByRole('listitem');
    await expect(injuries).toHaveCount(2);
    const remove = sheet.getByRole('button', { name: 'Remove Unnamed Grievous injury' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(injuries).toHaveCount(1);
    await expect(
      sheet.getByText("Removed Unnamed Grievous injury from Ada's injuries."),
    ).toBeVisible();
    const undo = sheet.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await expect(
      sheet.getByRole('img', { name: "Death's Door: 1 of 27 segments filled" }),
    ).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(injuries).toHaveCount(2);
    await expect(injuries.first()).toContainText('Unnamed Grievous injury');
    await expect(remove).toBeFocused();
    await expect(
      sheet.getByRole('img', { name: "Death's Door: 10 of 27 segments filled" }),
    ).toBeVisible();
    await expect(undo).toHaveCount(0);

    // Another change to the injuries ends the undo.
    await remove.click();
    await expect(undo).toBeVisible();
    await addInjury(sheet, 'major', 'Bite');
    await expect(undo).toHaveCount(0);
  });

  test('keeps a Stressed character Stressed after a failed Stress Check, and says so', async ({
    page,
  }) => {
    await openTracker(page);
    const sheet = await addToCast(page, 'Ada');
    await sheet.getByRole('button', { name: 'Failed Stress Check' }).click();
    await expect(sheet.getByRole('radio', { name: 'Tense' })).toBeChecked();
    await sheet.getByRole('button', { name: 'Failed Stress Check' }).click();
    await sheet.getByRole('button', { name: 'Failed Stress Check' }).click();
    await expect(sheet.getByRole('radio', { name: 'Stressed' })).toBeChecked();
    await expect(sheet.getByText('Ada is already Stressed and stays Stressed')).toBeVisible();
    await sheet.getByRole('button', { name: 'Extended Rest' }).click();
    await expect(sheet.getByRole('radio', { name: 'Uneasy' })).toBeChecked();
    await expect(willpower(sheet)).toHaveText('8');
  });

  test('refuses a second Cast member of one name, added or renamed on the sheet, at the name field', async ({
    page,
  }) => {
    await openTracker(page);
    await addToCast(page, 'Ada');
    const taken =
      '“Ada” is already in the Cast. Give this one a different name, such as “Ada 2”, so the order says who is who.';
    const form = page.getByRole('group', { name: 'Add to the Cast' });
    const newName = form.getByLabel('Name');
    await newName.fill('ada ');
    await expect(newName).toHaveAttribute('aria-invalid', 'true');
    await expect(newName).toHaveAccessibleDescription(taken);
    await form.getByRole('button', { name: 'Add to the Cast' }).click();
    await expect(newName).toBeFocused();
    await expect(newName).toHaveValue('ada ');
    await expect(page.getByRole('button', { name: /^Ada/i })).toHaveCount(1);

    // Renamed on the sheet: what was typed stays, with the reason, and the old name is kept.
    const ben = await addToCast(page, 'Ben');
    const name = ben.getByLabel('Name', { exact: true });
    await name.fill('ADA');
    await expect(name).toHaveValue('ADA');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(taken);
    await expect(page.getByRole('button', { name: /^Ben/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /^Ben/ })).toBeVisible();
    const saved = await page.evaluate((key) => localStorage.getItem(key), CAST_KEY);
    expect(
      (JSON.parse(saved ?? '{}') as { characters: { name: string }[] }).characters.map(
        (character) => character.name,
      ),
    ).toEqual(['Ada', 'Ben']);
  });

  test('removes a character with undo', async ({ page }) => {
    await openTracker(page);
    await addToCast(page, 'Ada');
    const ben = await addToCast(page, 'Ben');
    await ben.getByRole('button', { name: 'Remove Ben from the Cast' }).click();
    await expect(page.getByText('Ben was removed from the Cast.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
    await expect(page.getByRole('button', { name: /^Ben/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    const back = page.getByRole('article', { name: /^Ben / });
    await expect(back).toBeVisible();
    await expect(back.getByLabel('Name', { exact: true })).toBeFocused();
  });

  test('says who was added, with the focus on the new sheet’s name, and asks for a missing name aloud', async ({
    page,
  }) => {
    const tracker = await openTracker(page);
    const form = tracker.getByRole('group', { name: 'Add to the Cast' });
    const newName = form.getByLabel('Name');
    await form.getByRole('button', { name: 'Add to the Cast' }).click();
    await expect(newName).toBeFocused();
    await expect(form.getByRole('alert')).toHaveText('Give the new character a name.');

    await newName.fill('Ada');
    await form.getByRole('button', { name: 'Add to the Cast' }).click();
    const ada = tracker.getByRole('article', { name: /^Ada / });
    await expect(ada.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(tracker.getByRole('status').filter({ hasText: /^Added/ })).toHaveText(
      'Added Ada to the Cast as a Character: their sheet is shown.',
    );

    // A second one: the sheet shown changes, and the focus goes to its name, not the old one's.
    await newName.fill('The Warden');
    await form.getByLabel('Kind').selectOption({ label: "Foil (the Director's)" });
    await form.getByRole('button', { name: 'Add to the Cast' }).click();
    const warden = tracker.getByRole('article', { name: /^The Warden / });
    await expect(warden.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(tracker.getByRole('status').filter({ hasText: /^Added/ })).toHaveText(
      'Added The Warden to the Cast as a Foil: their sheet is shown.',
    );
    // Another sheet chosen: the line saying whose sheet is shown goes, no longer true.
    await tracker.getByRole('button', { name: /^Ada/ }).click();
    await expect(tracker.getByRole('article', { name: /^Ada / })).toBeVisible();
    await expect(tracker.getByText('their sheet is shown')).toHaveCount(0);
  });

  test('edits Skills and Items and shows a destroyed Item', async ({ page }) => {
    await openTracker(page);
    const sheet = await addToCast(page, 'Ada');
    await sheet.getByRole('button', { name: 'Add a Skill' }).click();
    const skill = sheet.getByRole('group', { name: /^Skill 1/ });
    await expect(skill.getByLabel('Name')).toBeFocused();
    await page.keyboard.type('Lockpicking');
    await expect(sheet.getByRole('group', { name: 'Skill 1: Lockpicking' })).toBeVisible();

    await sheet.getByRole('button', { name: 'Add an Item' }).click();
    // The new Item's name field takes focus; type only once it has it.
    await expect(
      sheet
        .getByRole('group', { name: /^Item 1/ })
        .getByRole('textbox')
        .first(),
    ).toBeFocused();
    await page.keyboard.type('Lantern');
    const item = sheet.getByRole('group', { name: /^Item 1: Lantern/ });
    await item.getByLabel('Durability boxes').selectOption('1');
    await item.getByRole('button', { name: 'Use Item 1: Lantern' }).click();
    await expect(item.getByText('1 of 1 Durability box used; Damaged box empty.')).toBeVisible();
    await item.getByRole('button', { name: 'Use Item 1: Lantern' }).click();
    await expect(item.getByText('Damaged box filled.', { exact: false })).toBeVisible();
    await item.getByRole('checkbox', { name: 'Destroyed' }).check();
    await expect(sheet.getByRole('group', { name: 'Item 1: Lantern (destroyed)' })).toBeVisible();
    await item.getByRole('button', { name: /^Remove Item 1/ }).click();
    await expect(sheet.getByText('No Items yet.')).toBeVisible();
  });

  test('at phone width, says the injury severity chosen in full and keeps the sheet cards apart', async ({
    page,
  }) => {
    await seed(page);
    await openTracker(page);
    const sheet = page.getByRole('article', { name: /^Ada / });
    await expect(sheet).toBeVisible();
    await atPhoneWidth(page, async () => {
      // The select cuts a severity's examples short on a phone: the whole option is said under it.
      const severity = sheet.getByRole('group', { name: 'Add an injury' }).getByLabel('Severity');
      const saidAgain = sheet.locator('.field', { has: page.locator('select') }).filter({
        has: page.getByLabel('Severity'),
      });
      await expect(saidAgain.locator('p')).toHaveText('Minor: 1 segment (bruises, small cuts)');
      await expect(saidAgain.locator('p')).toBeVisible();
      await severity.selectOption('major');
      await expect(saidAgain.locator('p')).toHaveText('Major: 3 segments (fractures, concussions)');

      // A finger's gap between stacked cards and between the last card and the button under it.
      const gap = async (above: Locator, below: Locator) => {
        const top = (await above.boundingBox())!;
        const bottom = (await below.boundingBox())!;
        return bottom.y - (top.y + top.height);
      };
      const skill = sheet.getByRole('group', { name: 'Skill 1: Lockpicking' });
      const lantern = sheet.getByRole('group', { name: 'Item 1: Lantern' });
      const crowbar = sheet.getByRole('group', { name: 'Item 2: Crowbar (destroyed)' });
      expect(
        await gap(skill, sheet.getByRole('button', { name: 'Add a Skill' })),
      ).toBeGreaterThanOrEqual(8);
      expect(await gap(lantern, crowbar)).toBeGreaterThanOrEqual(8);
      expect(
        await gap(crowbar, sheet.getByRole('button', { name: 'Add an Item' })),
      ).toBeGreaterThanOrEqual(8);

      // The destroyed Item's tag is as wide as its word, not a bar across the card.
      const tag = (await crowbar.getByText('Destroyed', { exact: true }).first().boundingBox())!;
      expect(tag.width).toBeLessThan((await crowbar.boundingBox())!.width / 2);
    });
  });

  test('sheds a Haunt-suit card only for a reason that allows it', async ({ page }) => {
    await seed(page);
    await openTracker(page);
    const sheet = page.getByRole('article', { name: /^Ada / });
    await expect(sheet.getByText('2 cards in the Hand.')).toBeVisible();
    await expect(sheet.getByText('Queen of Spades (Haunt suit)', { exact: true })).toBeVisible();
    await sheet
      .getByLabel('Card to shed')
      .selectOption({ label: 'Q♠ Queen of Spades (Haunt suit)' });
    await sheet.getByLabel('Reason').selectOption('other-virtue');
    await sheet.getByRole('button', { name: 'Shed the card' }).click();
    await expect(sheet.getByLabel('Card to shed')).toHaveAccessibleDescription(
      /Q♠ is of the Haunt suit/,
    );
    await expect(sheet.getByText('2 cards in the Hand.')).toBeVisible();

    await sheet.getByLabel('Reason').selectOption('resist-haunt');
    await sheet.getByRole('button', { name: 'Shed the card' }).click();
    await expect(sheet.getByText('1 card in the Hand.')).toBeVisible();
    const deck = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), DECK_KEY)) ?? 'null',
    ) as { deck: { discardPile: unknown[] } };
    expect(deck.deck.discardPile).toContainEqual({ suit: 'spades', rank: 'Q' });
  });

  test('on a phone, says the chosen shed reason in full under its field, with what it may shed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seed(page);
    await openTracker(page);
    const sheet = page.getByRole('article', { name: /^Ada / });
    const reason = sheet.getByLabel('Reason');
    await reason.selectOption('other-virtue');
    await expect(reason).toHaveAccessibleDescription(
      'Act in accordance with a Virtue (not your own): sheds a neutral (non-Haunt) card only.',
    );
    await reason.selectOption('oppose-haunt');
    const said = sheet.getByText(
      'Act notably opposing your Haunt: sheds a neutral card, or a Haunt-suit card instead.',
    );
    await expect(said).toBeVisible();
    const [saidBox, fieldBox] = await Promise.all([said.boundingBox(), reason.boundingBox()]);
    expect(saidBox!.x + saidBox!.width).toBeLessThanOrEqual(fieldBox!.x + fieldBox!.width + 1);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  test('exports the Cast as a file and imports it back after asking', async ({
    page,
  }, testInfo) => {
    await openTracker(page);
    const ada = await addToCast(page, 'Ada');
    await ada.getByLabel('Attitude').fill('Wry');
    await addInjury(ada, 'major', 'Broken arm');
    await addToCast(page, 'The Warden', 'Foil');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export the Cast (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^locus-cast-\d{4}-\d{2}-\d{2}\.json$/);
    const file = testInfo.outputPath('cast.json');
    await download.saveAs(file);

    // Change the Cast, then bring the file back.
    await page
      .getByRole('article', { name: /^The Warden / })
      .getByRole('button', { name: 'Remove The Warden from the Cast' })
      .click();
    await page.getByRole('button', { name: /^Ada/ }).click();
    await page.getByRole('article', { name: /^Ada / }).getByLabel('Attitude').fill('Changed');

    await page.getByLabel('Import a Cast file (JSON)').setInputFiles(file);
    const question = page.getByRole('group', {
      name: /holds 1 Character and 1 Foil \(Ada, The Warden\)\. Replace the Cast/,
    });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Replace' }).click();
    await expect(
      page.getByText(/^Imported 1 Character and 1 Foil from “cast\.json”\.$/),
    ).toBeVisible();
    const restored = page.getByRole('article', { name: /^Ada / });
    await expect(restored.getByLabel('Attitude')).toHaveValue('Wry');
    await expect(
      restored.getByRole('img', { name: "Death's Door: 3 of 27 segments filled" }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^The Warden/ })).toBeVisible();
  });

  test('refuses a bad import file with the field that is wrong, and keeps the Cast', async ({
    page,
  }) => {
    await openTracker(page);
    await addToCast(page, 'Ada');
    const input = page.getByLabel('Import a Cast file (JSON)');
    const bad = {
      version: 1,
      characters: [{ ...ADA, attributes: { ...ADA.attributes, frailty: 9 } }],
    };
    await input.setInputFiles({
      name: 'bad-cast.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(bad)),
    });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      /^“bad-cast\.json” is not a Cast file this site can read: Character 1, attributes: “frailty” .*\.$/,
    );
    await expect(page.getByRole('button', { name: 'Replace' })).toHaveCount(0);

    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not json at all'),
    });
    await expect(input).toHaveAccessibleDescription(
      /^“notes\.txt” is not a Cast file \(its text is not JSON\)\.$/,
    );
    await expect(page.getByRole('article', { name: /^Ada / })).toBeVisible();
    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), CAST_KEY)) ?? '{}',
    ) as { characters: { name: string }[] };
    expect(stored.characters.map((character) => character.name)).toEqual(['Ada']);
  });

  test('cancelling an import keeps the Cast', async ({ page }) => {
    await openTracker(page);
    await addToCast(page, 'Ada');
    await page.getByLabel('Import a Cast file (JSON)').setInputFiles({
      name: 'other.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ version: 1, characters: [] })),
    });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Import cancelled: the Cast is unchanged.')).toBeVisible();
    await expect(page.getByRole('article', { name: /^Ada / })).toBeVisible();
  });

  test('shows a notice for an unreadable saved Cast and keeps working', async ({ page }) => {
    await page.addInitScript(
      (key) => localStorage.setItem(key, '{"version":1,"characters":[{"id":'),
      CAST_KEY,
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openTracker(page);
    const notice = page.getByRole('alert').filter({ hasText: 'The saved Cast could not be read' });
    await expect(notice).toBeVisible();
    const sheet = await addToCast(page, 'Ada');
    await addInjury(sheet, 'minor', 'Bruise');
    await expect(
      sheet.getByRole('img', { name: "Death's Door: 1 of 27 segments filled" }),
    ).toBeVisible();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('prints only the selected sheet', async ({ page }) => {
    await seed(page);
    await page.addInitScript(() => {
      window.print = () => {
        document.documentElement.dataset['printedWith'] = document.documentElement.className;
      };
    });
    await openTracker(page);
    await page
      .getByRole('article', { name: /^Ada / })
      .getByRole('button', { name: 'Print sheet' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-printed-with', /tool-printing/);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: /^Ada / })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Death's Door/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cast tracker' })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Ben/ })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Conditions', level: 2 })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print sheet' })).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page.locator('html')).not.toHaveClass(/tool-printing/);
    await page.emulateMedia({ media: 'screen' });
  });
});

test.describe('the card deck', () => {
  test('a drawn Virtue card adds 3 WP, goes to the discard pile and is logged', async ({
    page,
  }) => {
    await openTracker(page);
    const sheet = await addToCast(page, 'Ada');
    await sheet.getByLabel('Virtue suit').selectOption('hearts');
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [
        DECK_KEY,
        JSON.stringify({
          version: 1,
          deck: { drawPile: [{ suit: 'hearts', rank: 'Q' }], discardPile: [] },
        }),
      ],
    );

    await page.goto(CARDS_PAGE);
    const deck = await deckOf(page);
    await expect(deck.getByText('1 card left')).toBeVisible();
    await deck.getByLabel('Draw for').selectOption({ label: 'Ada' });
    await expect(deck.getByText('Ada: Virtue suit ♥ Hearts, Haunt suit not chosen.')).toBeVisible();
    await deck.getByRole('button', { name: 'Draw a card' }).click();
    const drawn = deck.getByRole('status').filter({ hasText: "Ada's Virtue suit" });
    await expect(drawn).toContainText(
      "Queen of Hearts: Ada's Virtue suit. Ada gains 3 WP and the card goes straight to the discard pile.",
    );
    // The card is shown by its symbol and read by its name, once.
    await expect(drawn.getByText('Q♥')).toBeVisible();
    const heard = await drawn.ariaSnapshot();
    expect(heard.match(/Queen of Hearts/g)).toHaveLength(1);
    expect(heard).not.toContain('Q♥');
    await expect(deck.getByText('0 cards left')).toBeVisible();
    await expect(deck.getByText('1 card in the discard pile')).toBeVisible();

    const log = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), ROLL_LOG_KEY)) ?? '{}',
    ) as {
      entries: { source: string; expression: string; detail: string; total: number }[];
    };
    expect(log.entries[0]).toMatchObject({
      source: 'Locus: card draw (Ada)',
      expression: 'card',
      detail: 'Q♥ Virtue: +3 WP',
      total: 12,
    });

    // An empty draw pile says what to do instead of failing.
    await expect(deck.getByRole('button', { name: 'Draw a card' })).toBeDisabled();
    await expect(deck.getByRole('button', { name: 'Draw a card' })).toHaveAccessibleDescription(
      'The draw pile is empty: reshuffle the discard pile to keep drawing.',
    );
    await deck.getByRole('button', { name: 'Reshuffle the discard pile' }).click();
    await expect(deck.getByText('1 card left')).toBeVisible();

    await openTracker(page);
    await expect(willpower(page.getByRole('article', { name: /^Ada / }))).toHaveText('8');
  });

  test('a card of another suit goes into the Hand; a character without suits is told where to choose them', async ({
    page,
  }) => {
    await openTracker(page);
    await addToCast(page, 'Ada');
    await addToCast(page, 'The Warden', 'Foil');
    await page.goto(CARDS_PAGE);
    const deck = await deckOf(page);
    await expect(deck.getByText('No deck yet')).toBeVisible();
    // The draw is off until it can be made, with the reason beside it (never a press that does nothing).
    const drawButton = deck.getByRole('button', { name: 'Draw a card' });
    await expect(drawButton).toBeDisabled();
    await expect(drawButton).toHaveAccessibleDescription('Shuffle a new deck first.');
    await expect(deck.getByText('Shuffle a new deck first.')).toBeVisible();
    await deck.getByRole('button', { name: 'Shuffle a new deck' }).click();
    await expect(deck.getByText('52 cards left')).toBeVisible();
    await expect(drawButton).toBeDisabled();
    await expect(drawButton).toHaveAccessibleDescription('Choose the Character who draws.');

    // Foils do not draw.
    await expect(deck.getByLabel('Draw for').getByRole('option')).toHaveText([
      'Choose a Character',
      'Ada',
    ]);
    await deck.getByLabel('Draw for').selectOption({ label: 'Ada' });
    await expect(
      deck.getByText('Ada has no Virtue or Haunt suit chosen, so every card goes into the Hand.'),
    ).toBeVisible();
    await expect(
      deck.getByRole('link', { name: 'Choose the suits in the Cast tracker' }),
    ).toHaveAttribute('href', /locus\/conditions-and-deaths-door\/#character-tracker$/);
    await deck.getByRole('button', { name: 'Draw a card' }).click();
    await expect(deck.getByText(/goes into Ada's Hand\.$/)).toBeVisible();
    await expect(deck.getByText('51 cards left')).toBeVisible();
    await expect(deck.getByText('1 card in Hands')).toBeVisible();

    // Reshuffling a new deck leaves the held card out.
    await deck.getByRole('button', { name: 'Shuffle a new deck' }).click();
    await deck
      .getByRole('group', { name: /^Gather the draw and discard piles/ })
      .getByRole('button', { name: 'Shuffle' })
      .click();
    await expect(deck.getByText('51 cards left')).toBeVisible();

    // Shed it again from the deck's own form.
    await deck.getByLabel('Shed from the Hand of').selectOption({ label: 'Ada' });
    await deck.getByRole('button', { name: 'Shed the card' }).click();
    await expect(deck.getByText(/shed from Ada's Hand to the discard pile\.$/)).toBeVisible();
    await expect(deck.getByText('1 card in the discard pile')).toBeVisible();
    // That was the last card: the form goes, and the sentence saying so takes the focus.
    await expect(deck.getByText(/Ada's Hand is now empty\.$/)).toBeFocused();
    await expect(deck.getByText(/no card to shed/)).toHaveCount(0);
  });

  test('shows a notice for an unreadable saved deck and keeps working', async ({ page }) => {
    await page.addInitScript(
      (key) => localStorage.setItem(key, '{"version":1,"deck":{"drawPile":[{"suit":"stars"'),
      DECK_KEY,
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(CARDS_PAGE);
    await deckOf(page);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'The saved card deck could not be read' });
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'Shuffle a new deck' }).click();
    await expect(page.getByText('52 cards left')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('the tracker and the deck at phone width and in both themes', () => {
  test('have no axe violations in either theme, and fit a phone', async ({ page }) => {
    // Several full axe runs over the heaviest tool pages: more time than one check needs.
    test.slow();
    await seed(page);

    await openTracker(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('article', { name: /^Ada / })).toBeVisible();
    await page
      .getByRole('article', { name: /^Ada / })
      .getByRole('button', { name: '−1 WP' })
      .click();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await atPhoneWidth(page, () => fitsPhone(page, TRACKER_PAGE));

    // The dead Foil's sheet, with the Echo message.
    await page.getByRole('button', { name: /^Ben/ }).click();
    await expect(page.getByText('Ben is dead and becomes an Echo.')).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });

    await page.goto(CARDS_PAGE);
    const deck = await deckOf(page);
    await deck.getByLabel('Draw for').selectOption({ label: 'Ada' });
    await deck.getByRole('button', { name: 'Draw a card' }).click();
    await expect(deck.getByText(/Three of Clubs goes into Ada's Hand/)).toBeVisible();
    await deck.getByLabel('Shed from the Hand of').selectOption({ label: 'Ada' });
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await atPhoneWidth(page, () => fitsPhone(page, CARDS_PAGE));
  });
});

/** At a phone's width, nothing scrolls sideways and the tool ends inside the screen. */
async function fitsPhone(page: Page, path: string): Promise<void> {
  expect(await sidewaysScroll(page), `${path} overflows`).toBeLessThanOrEqual(0);
  const box = await page.locator('.locus-tracker, .locus-deck').first().boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
}
