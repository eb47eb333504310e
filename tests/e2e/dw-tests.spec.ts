import { expect, test, type Locator } from '@playwright/test';
import {
  atPhoneWidth,
  PHONE,
  readRollLog,
  readStored,
  scriptDice,
  seedStorage,
  sidewaysScroll,
  toolRegion,
  violationsInBothThemes,
} from './support/browser';

const PARTY_KEY = 'rules-at-hand:dw-party';
const TEST_PAGE = 'dead-weight/core-definitions/';
const NOTATION_PAGE = 'dead-weight/attack-notation/';
const CHARACTERS_PAGE = 'dead-weight/character-progression/';

function character(
  id: string,
  name: string,
  str: { score: number; fatigue?: number; wounds?: number; proficiency?: number },
) {
  const plain = { score: 2, fatigue: 0, wounds: 0, proficiency: 0 };
  return {
    id,
    name,
    attributes: { str: { ...plain, ...str }, dex: plain, int: plain, pre: plain },
    afflictions: [],
    insight: 0,
    insightSpent: 0,
    notes: '',
  };
}

/** The stored party, as these tests read it. */
interface StoredParty {
  characters: ReturnType<typeof character>[];
}

test.describe('Attribute test', () => {
  test('rolls a STR test for a party character and adds the fatigue it costs', async ({ page }) => {
    await seedStorage(page, {
      [PARTY_KEY]: { version: 1, characters: [character('ada', 'Ada', { score: 3 })] },
    });
    await scriptDice(page, { faces: [4, 2, 3] });
    await page.goto(TEST_PAGE);
    const roller = await toolRegion(page, 'Attribute test');
    await roller.getByLabel('Character').selectOption({ label: 'Ada' });
    await expect(roller.getByLabel('Score')).toHaveValue('3');
    await expect(roller.getByText('Rolls 3 dice.')).toBeVisible();
    const success = roller
      .getByRole('term')
      .filter({ hasText: /^Success$/ })
      .locator('xpath=following-sibling::dd');
    await expect(success).toHaveText('87.5% (7/8)');

    await roller.getByRole('button', { name: 'Roll STR test' }).click();
    await expect(roller.getByText('Success for Ada: 4, 2, 3.')).toBeVisible();
    await expect(roller.getByText('STR takes 1 fatigue.')).toBeVisible();
    await roller.getByRole('button', { name: 'Add 1 fatigue to Ada’s STR' }).click();
    await expect(roller.getByRole('button', { name: 'Added 1 fatigue to Ada' })).toBeDisabled();
    expect(
      ((await readStored<StoredParty>(page, PARTY_KEY))?.characters ?? [])[0]?.attributes.str
        .fatigue,
    ).toBe(1);
    await expect(roller.getByRole('textbox', { name: 'Fatigue' })).toHaveValue('1');
    expect((await readRollLog(page))[0]).toMatchObject({
      source: 'Dead Weight: STR test (Ada)',
      result: 'Success; 1 fatigue',
    });

    // Added by mistake: the Undo takes it back, and the roll's fatigue can be added again.
    await expect(roller.getByText('Ada’s STR fatigue is now 1.')).toBeVisible();
    const fatigue = async () =>
      ((await readStored<StoredParty>(page, PARTY_KEY))?.characters ?? [])[0]?.attributes.str
        .fatigue;
    await roller.getByRole('button', { name: 'Undo', exact: true }).press('Enter');
    // The focus stays on what the Undo says, not on a die a Space would pick.
    await expect(
      roller.locator('p.tool-notice', {
        hasText: 'Took back the 1 fatigue: Ada’s STR fatigue is 0 again.',
      }),
    ).toBeFocused();
    await expect.poll(fatigue).toBe(0);
    await expect(roller.getByRole('textbox', { name: 'Fatigue' })).toHaveValue('0');
    await roller.getByRole('button', { name: 'Add 1 fatigue to Ada’s STR' }).click();
    await expect.poll(fatigue).toBe(1);
  });

  test('an Undo of the fatigue refills the fields from the attribute the roll was for, once it is shown again', async ({
    page,
  }) => {
    await seedStorage(page, {
      [PARTY_KEY]: { version: 1, characters: [character('ada', 'Ada', { score: 3 })] },
    });
    await scriptDice(page, { faces: [4, 2, 3] });
    await page.goto(TEST_PAGE);
    const roller = await toolRegion(page, 'Attribute test');
    await roller.getByLabel('Character').selectOption({ label: 'Ada' });
    await roller.getByRole('button', { name: 'Roll STR test' }).click();
    // The fatigue is added while DEX is shown, and undone once STR is shown again.
    await roller.getByLabel('Attribute').selectOption('dex');
    await expect(roller.getByLabel('Score')).toHaveValue('2');
    await roller.getByRole('button', { name: 'Add 1 fatigue to Ada’s STR' }).click();
    await roller.getByLabel('Attribute').selectOption('str');
    await expect(roller.getByRole('textbox', { name: 'Fatigue' })).toHaveValue('1');
    await roller.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(
      roller.getByText('Took back the 1 fatigue: Ada’s STR fatigue is 0 again.'),
    ).toBeVisible();
    await expect(roller.getByLabel('Score')).toHaveValue('3');
    await expect(roller.getByRole('textbox', { name: 'Fatigue' })).toHaveValue('0');
  });

  test('lets the player pick the die a proficiency re-roll replaces, and the new value stands', async ({
    page,
  }) => {
    await seedStorage(page, {
      [PARTY_KEY]: {
        version: 1,
        characters: [character('ada', 'Ada', { score: 2, proficiency: 1 })],
      },
    });
    await scriptDice(page, { faces: [1, 3, 6] });
    await page.goto(TEST_PAGE);
    const roller = await toolRegion(page, 'Attribute test');
    await roller.getByLabel('Character').selectOption({ label: 'Ada' });
    await roller.getByRole('button', { name: 'Roll STR test' }).click();
    await expect(roller.getByText('Critical failure for Ada: 1, 3.')).toBeVisible();
    await roller.getByRole('button', { name: 'Die 2: 3' }).click();
    await roller.getByRole('button', { name: 'Proficiency re-roll (1 left)' }).click();
    await expect(roller.getByText('Success for Ada: 1, 6.')).toBeVisible();
    await expect(roller.getByText('Proficiency re-roll: die 2 went from 3 to 6.')).toBeVisible();
    await expect(roller.getByRole('button', { name: /Proficiency re-roll/ })).toHaveCount(0);
  });

  test('explains bad input at the field and rolls 2 keeping the lowest for a zero pool', async ({
    page,
  }) => {
    await scriptDice(page, { faces: [6, 2] });
    await page.goto(TEST_PAGE);
    const roller = await toolRegion(page, 'Attribute test');
    await roller.getByLabel('Score').fill('abc');
    await expect(
      roller.getByText('“abc” is not a number: the score is a whole number from 0 to 20.'),
    ).toBeVisible();
    await expect(roller.getByLabel('Score')).toHaveAttribute('aria-invalid', 'true');
    await roller.getByLabel('Wounds').fill('abc');
    await expect(
      roller.getByText(
        '“abc” is not a number: the number of wounds is a whole number from 0 to 20.',
      ),
    ).toBeVisible();
    await roller.getByLabel('Wounds').fill('0');
    await roller.getByLabel('Score').fill('1');
    await roller.getByLabel('Keeping it safe (2 dice fewer, fatigue only on failure)').check();
    await expect(roller.getByText(/Zero dice: roll 2 and keep the lowest/)).toBeVisible();
    await roller.getByRole('checkbox', { name: 'Check, e.g. initiative (no fatigue)' }).check();
    await roller.getByRole('button', { name: 'Roll STR check' }).click();
    await expect(roller.getByText('Failure: 6, 2.')).toBeVisible();
    await expect(roller.getByText('keeps the lowest: 2')).toBeVisible();
  });
});

/**
 * The box of each control labelled in `names`, from the tool's corner, all read at one moment:
 * typing into a field may scroll the page between two reads.
 */
function controlBoxes(
  tool: Locator,
  names: readonly string[],
): Promise<{ x: number; y: number; width: number }[]> {
  return tool.evaluate((element, wanted) => {
    const corner = element.getBoundingClientRect();
    const labels = [...element.querySelectorAll('label')];
    return wanted.map((name) => {
      const label = labels.find((candidate) => candidate.textContent === name);
      const box = label!.control!.getBoundingClientRect();
      return { x: box.x - corner.x, y: box.y - corner.y, width: box.width };
    });
  }, names);
}

test.describe('Attribute test fields', () => {
  const FIELDS = [
    'Score',
    'Fatigue',
    'Wounds',
    'Proficiency (re-rolls)',
    'Helpers (+1 die each)',
  ] as const;
  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    test.describe(`${viewport.width} px wide`, () => {
      test.use({ viewport });
      test('keeps the number fields in place when a message appears under one', async ({
        page,
      }) => {
        await page.goto(TEST_PAGE);
        const roller = await toolRegion(page, 'Attribute test');
        const boxes = () => controlBoxes(roller, FIELDS);
        const before = await boxes();
        for (const [index, name] of FIELDS.entries()) {
          const field = roller.getByLabel(name, { exact: true });
          await field.fill('99');
          await expect(field).toHaveAttribute('aria-invalid', 'true');
          const after = await boxes();
          // Beside the field and before it nothing moves; after it the fields move down together,
          // by the message's height, each keeping its column.
          const drop = after.at(-1)!.y - before.at(-1)!.y;
          for (const [other, box] of after.entries()) {
            const was = before[other]!;
            const where = `${FIELDS[other]} with a message under ${name}`;
            expect(box.x, where).toBeCloseTo(was.x, 0);
            expect(box.width, where).toBeCloseTo(was.width, 0);
            expect(box.y - was.y, where).toBeCloseTo(was.y <= before[index]!.y ? 0 : drop, 0);
          }
          await field.fill(name === 'Score' ? '3' : '0');
          await expect(field).toHaveAttribute('aria-invalid', 'false');
        }
      });
    });
  }
});

test.describe('Attack notation fields', () => {
  const GROUPS = {
    defence: [
      'STR score',
      'Fatigue',
      'Wounds',
      'Proficiency (re-rolls)',
      'Dodge tokens',
      'Shield tokens',
    ],
    armor: ['Armor points', 'Wounds coming in', 'Resistance'],
  };
  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    test.describe(`${viewport.width} px wide`, () => {
      test.use({ viewport });
      test('line the defender’s and the armor’s number fields up in columns, as the attribute test’s', async ({
        page,
      }) => {
        await page.goto(NOTATION_PAGE);
        const notation = await toolRegion(page, 'Attack notation and defence');
        await expect(notation.getByRole('button', { name: 'Roll STR defence' })).toBeEnabled();
        for (const [group, names] of Object.entries(GROUPS)) {
          const boxes = (await controlBoxes(notation, names)).map((box) => ({
            x: Math.round(box.x),
            y: Math.round(box.y),
            width: Math.round(box.width),
          }));
          // The first row's fields give the columns; every later field starts in one of them.
          const columns = boxes.filter((box) => box.y === boxes[0]!.y).map((box) => box.x);
          for (const [index, box] of boxes.entries()) {
            expect(columns, `${group}: ${names[index]} in a column`).toContain(box.x);
            expect(box.width, `${group}: ${names[index]} as wide as the first`).toBe(
              boxes[0]!.width,
            );
          }
        }
      });
    });
  }
});

test.describe('Attack notation and defence', () => {
  test('explains the notation in words and names the column of a mistake', async ({ page }) => {
    await page.goto(NOTATION_PAGE);
    const notation = await toolRegion(page, 'Attack notation and defence');
    const field = notation.getByLabel('Attack notation');
    await field.fill('Falchion (STR 3+1B)');
    await notation.getByRole('radio', { name: 'An adventurer’s weapon' }).check();
    await expect(
      notation.getByText(
        'On a great success (two or more 6s, a critical hit): 1 wound more, 4 wounds in all.',
      ),
    ).toBeVisible();
    await expect(
      notation.getByText('On a critical hit, B: Causes the Bleeding affliction.'),
    ).toBeVisible();
    await field.fill('STX 2');
    await expect(
      notation.getByText('At column 1: expected an attribute: STR, DEX, INT or PRE.'),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  test('resolves a defence against -STR 2+2B: a critical failure takes 4 wounds and Bleeding, armour cancels some', async ({
    page,
  }) => {
    await scriptDice(page, { faces: [1, 3, 5, 4] });
    await page.goto(NOTATION_PAGE);
    const notation = await toolRegion(page, 'Attack notation and defence');
    await notation.getByLabel('Attack notation').fill('-STR 2+2B');
    await expect(
      notation.getByText(/defends with a strength \(STR\) test with disadvantage/),
    ).toBeVisible();
    await notation.getByLabel('STR score').fill('2');
    await notation.getByRole('button', { name: 'Roll STR defence' }).click();
    await expect(
      notation.getByText(
        'Critical failure: 1, 3. Critical hit: 4 wounds. Causes the Bleeding affliction.',
      ),
    ).toBeVisible();
    await expect(notation.getByLabel('Wounds coming in')).toHaveValue('4');
    await notation.getByLabel('Armor points').fill('2');
    await notation.getByRole('button', { name: 'Roll armor' }).click();
    await expect(
      notation.getByText('Armor dice 5, 4: 2 cancelled, 1 armor point breaks, 2 wounds taken.'),
    ).toBeVisible();
  });

  test('spends a dodge token as a re-roll of the chosen die', async ({ page }) => {
    await scriptDice(page, { faces: [2, 3, 6] });
    await page.goto(NOTATION_PAGE);
    const notation = await toolRegion(page, 'Attack notation and defence');
    await notation.getByLabel('Attack notation').fill('STR 1+1');
    await notation.getByLabel('STR score').fill('2');
    await notation.getByLabel('Dodge tokens').fill('1');
    await notation.getByRole('button', { name: 'Roll STR defence' }).click();
    await expect(notation.getByText('Failure: 2, 3. Hit: 1 wound.')).toBeVisible();
    await notation.getByRole('button', { name: 'Die 1: 2' }).click();
    await notation.getByRole('button', { name: 'Spend a dodge token (1 left)' }).click();
    await expect(notation.getByText('Success: 6, 3. The attack is avoided.')).toBeVisible();
  });
});

test.describe('Characters', () => {
  test('keep their attributes, afflictions and insight across a reload', async ({ page }) => {
    await page.goto(CHARACTERS_PAGE);
    const sheet = await toolRegion(page, 'Characters');
    await sheet.getByLabel('New character’s name').fill('Ada');
    await sheet.getByRole('button', { name: 'Add character' }).click();
    const ada = sheet.getByRole('article', { name: 'Ada' });
    await ada.getByLabel('STR score').fill('4');
    await ada.getByRole('checkbox', { name: 'Hungry' }).check();
    await expect(ada.getByText('Hungry: removed by')).toBeVisible();
    for (let i = 0; i < 3; i += 1)
      await ada.getByRole('button', { name: 'Receive an insight point' }).click();
    await ada.getByLabel('Spend insight on').selectOption('move-score');
    await ada.getByLabel('To (lower)').selectOption('dex');
    await ada.getByRole('button', { name: 'Spend 1 insight' }).click();
    await expect(
      ada.getByText('Move attribute score (STR to DEX): 1 insight spent.'),
    ).toBeVisible();
    await expect(ada.getByLabel('STR score')).toHaveValue('3');
    await expect(ada.getByText('3 of 12 received, 1 spent, 2 to spend.')).toBeVisible();

    await page.reload();
    const again = (await toolRegion(page, 'Characters')).getByRole('article', { name: 'Ada' });
    await expect(again.getByLabel('STR score')).toHaveValue('3');
    await expect(again.getByLabel('DEX score')).toHaveValue('3');
    await expect(again.getByRole('checkbox', { name: 'Hungry' })).toBeChecked();
    await expect(again.getByText('3 of 12 received, 1 spent, 2 to spend.')).toBeVisible();
  });

  test('taking back an insight point is off, saying why, until a point is received', async ({
    page,
  }) => {
    await page.goto(CHARACTERS_PAGE);
    const sheet = await toolRegion(page, 'Characters');
    await sheet.getByLabel('New character’s name').fill('Ada');
    await sheet.getByRole('button', { name: 'Add character' }).click();
    const ada = sheet.getByRole('article', { name: 'Ada' });
    const takeBack = ada.getByRole('button', { name: 'Take back the last received point' });
    await expect(takeBack).toBeDisabled();
    await expect(takeBack).toHaveAccessibleDescription(
      'No insight point received yet to take back.',
    );
    await ada.getByRole('button', { name: 'Receive an insight point' }).click();
    await expect(takeBack).toBeEnabled();
  });

  test('removes a character with an undo that puts it back in its place', async ({ page }) => {
    await seedStorage(page, {
      [PARTY_KEY]: {
        version: 1,
        characters: [character('ada', 'Ada', { score: 3 }), character('bo', 'Bo', { score: 2 })],
      },
    });
    await page.goto(CHARACTERS_PAGE);
    const sheet = await toolRegion(page, 'Characters');
    await sheet.getByRole('button', { name: 'Remove Ada' }).click();
    await sheet.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(sheet.getByRole('article', { name: 'Ada' })).toHaveCount(0);
    await expect(sheet.getByRole('status').filter({ hasText: 'Removed Ada.' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Undo remove' }).click();
    await expect(sheet.getByRole('article', { name: 'Ada' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Undo remove' })).toHaveCount(0);
    await expect
      .poll(async () =>
        ((await readStored<StoredParty>(page, PARTY_KEY))?.characters ?? []).map((c) => c.name),
      )
      .toEqual(['Ada', 'Bo']);
    await expect(sheet.getByRole('article').first()).toHaveAccessibleName('Ada');
  });

  test('refuses a purchase the insight cannot pay for, at the purchase', async ({ page }) => {
    await seedStorage(page, {
      [PARTY_KEY]: { version: 1, characters: [character('ada', 'Ada', { score: 3 })] },
    });
    await page.goto(CHARACTERS_PAGE);
    const ada = (await toolRegion(page, 'Characters')).getByRole('article', { name: 'Ada' });
    await ada.getByLabel('Spend insight on').selectOption('increase-proficiency');
    // Refused before the press: the button is off, with the reason beside it.
    const spend = ada.getByRole('button', { name: 'Spend 4 insight' });
    await expect(spend).toBeDisabled();
    await expect(spend).toHaveAccessibleDescription(
      'Increase proficiency costs 4 insight; 0 unspent.',
    );
    await expect(ada.getByText('Increase proficiency costs 4 insight; 0 unspent.')).toBeVisible();
  });

  test('spending insight is off, saying why, until a point is received to spend', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await seedStorage(page, {
      [PARTY_KEY]: { version: 1, characters: [character('ada', 'Ada', { score: 3 })] },
    });
    await page.goto(CHARACTERS_PAGE);
    const ada = (await toolRegion(page, 'Characters')).getByRole('article', { name: 'Ada' });
    const spend = ada.getByRole('button', { name: 'Spend 1 insight' });
    await expect(spend).toBeDisabled();
    await expect(spend).toHaveAccessibleDescription(
      'Move attribute score costs 1 insight; 0 unspent.',
    );
    await ada.getByRole('button', { name: 'Receive an insight point' }).click();
    await expect(spend).toBeEnabled();
    await spend.click();
    await expect(
      ada.getByText('Move attribute score (STR to DEX): 1 insight spent.'),
    ).toBeVisible();
    // The point is spent: the button is off again, and says why.
    await expect(spend).toBeDisabled();
    await expect(spend).toHaveAccessibleDescription(
      'Move attribute score costs 1 insight; 0 unspent.',
    );
  });

  test('the purchase field shows the whole of each purchase on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await seedStorage(page, {
      [PARTY_KEY]: { version: 1, characters: [character('ada', 'Ada', { score: 3 })] },
    });
    await page.goto(CHARACTERS_PAGE);
    const ada = (await toolRegion(page, 'Characters')).getByRole('article', { name: 'Ada' });
    const purchase = ada.getByLabel('Spend insight on');
    await purchase.scrollIntoViewIfNeeded();
    const box = (await purchase.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // A select is as wide as its longest option unless held in: held in, its text is cut off.
    const widths = await purchase.evaluate((select: HTMLSelectElement) => {
      const shown = select.getBoundingClientRect().width;
      select.style.maxWidth = 'none';
      const needed = select.getBoundingClientRect().width;
      select.style.maxWidth = '';
      return { shown, needed };
    });
    expect(widths.needed).toBeLessThanOrEqual(widths.shown);
    // The cost heads each group of purchases, so an option's text is the purchase alone.
    await expect(purchase.locator('optgroup[label="4 insight"] option')).toHaveText(
      'Increase proficiency',
    );
  });

  test('show a notice for an unreadable saved party and keep working', async ({ page }) => {
    await seedStorage(page, { [PARTY_KEY]: '{"version":1,"characters":[{"id":' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(CHARACTERS_PAGE);
    const sheet = await toolRegion(page, 'Characters');
    await expect(sheet.getByText(/The saved party could not be read/)).toBeVisible();
    await sheet.getByLabel('New character’s name').fill('Bo');
    await sheet.getByRole('button', { name: 'Add character' }).click();
    await expect(sheet.getByRole('article', { name: 'Bo' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Dismiss' }).click();
    await expect(sheet.getByText(/The saved party could not be read/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('export the party as JSON and import it back as new characters', async ({ page }) => {
    await seedStorage(page, {
      [PARTY_KEY]: { version: 1, characters: [character('ada', 'Ada', { score: 3 })] },
    });
    await page.goto(CHARACTERS_PAGE);
    const sheet = await toolRegion(page, 'Characters');
    const download = page.waitForEvent('download');
    await sheet.getByRole('button', { name: 'Export party (JSON)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^dead-weight-party-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await (await file.createReadStream()).toArray();
    await sheet.getByLabel('Party file to import').setInputFiles({
      name: 'party.json',
      mimeType: 'application/json',
      buffer: Buffer.concat(text),
    });
    await expect(sheet.getByText('Imported 1 character from “party.json”.')).toBeVisible();
    await expect(sheet.getByRole('article', { name: 'Ada' })).toHaveCount(2);
    await sheet.getByLabel('Party file to import').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"version":2}'),
    });
    await expect(
      sheet.getByText(/^“bad\.json” is not a Dead Weight party file this site can read: /),
    ).toBeVisible();
    await expect(sheet.getByLabel('Party file to import')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a party file replaces the party once the GM confirms, or is added as before', async ({
    page,
  }) => {
    await seedStorage(page, {
      [PARTY_KEY]: {
        version: 1,
        characters: [character('ada', 'Ada', { score: 2 }), character('bo', 'Bo', { score: 2 })],
      },
    });
    await page.goto(CHARACTERS_PAGE);
    const sheet = await toolRegion(page, 'Characters');
    const file = {
      name: 'party.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          version: 1,
          characters: [character('ada', 'Ada', { score: 2 }), character('cy', 'Cy', { score: 2 })],
        }),
      ),
    };
    await sheet.getByLabel('Importing a party file').selectOption('replace');
    await sheet.getByLabel('Party file to import').setInputFiles(file);
    await sheet.getByRole('button', { name: 'Cancel import' }).click();
    await expect(sheet.getByText('Import cancelled: the party is unchanged.')).toBeVisible();
    await expect(sheet.getByRole('article', { name: 'Bo' })).toHaveCount(1);
    await sheet.getByLabel('Party file to import').setInputFiles(file);
    await sheet.getByRole('button', { name: 'Replace the party' }).click();
    await expect(sheet.getByText('Imported 2 characters from “party.json”.')).toBeVisible();
    await expect(sheet.getByRole('article', { name: 'Ada' })).toHaveCount(1);
    await expect(sheet.getByRole('article', { name: 'Cy' })).toHaveCount(1);
    await expect(sheet.getByRole('article', { name: 'Bo' })).toHaveCount(0);
    // A replaced party can be had back, from the Undo that takes the focus.
    const undo = sheet.getByRole('button', { name: 'Undo import' });
    await expect(undo).toBeFocused();
    await undo.press('Enter');
    await expect(sheet.getByText('Import undone: the party is as it was before.')).toBeVisible();
    await expect(sheet.getByRole('article', { name: 'Bo' })).toHaveCount(1);
    await expect(sheet.getByRole('article', { name: 'Cy' })).toHaveCount(0);
    await sheet.getByLabel('Party file to import').setInputFiles(file);
    await sheet.getByRole('button', { name: 'Replace the party' }).click();
    await expect(sheet.getByRole('article', { name: 'Bo' })).toHaveCount(0);
    // A character added since the import would be lost by its Undo: it refuses, and says so.
    await sheet.getByLabel('New character’s name').fill('Dee');
    await sheet.getByRole('button', { name: 'Add character' }).click();
    await expect(sheet.getByRole('article', { name: 'Dee' })).toHaveCount(1);
    await sheet.getByRole('button', { name: 'Undo import' }).click();
    await expect(
      sheet.getByText(
        'Import not undone: the party has changed since the import, so the Undo would lose that; change it back by hand.',
      ),
    ).toBeVisible();
    await expect(sheet.getByRole('article', { name: 'Dee' })).toHaveCount(1);
    await expect(sheet.getByRole('article', { name: 'Bo' })).toHaveCount(0);
    await sheet.getByLabel('Importing a party file').selectOption('add');
    await sheet.getByLabel('Party file to import').setInputFiles(file);
    await expect(sheet.getByRole('article', { name: 'Ada' })).toHaveCount(2);
    await expect(sheet.getByRole('article', { name: 'Cy' })).toHaveCount(2);
  });
});

test.describe('Dead Weight tool pages in both themes and at phone width', () => {
  test('have no axe violations in either theme, and fit a phone', async ({ page }) => {
    await seedStorage(page, {
      [PARTY_KEY]: {
        version: 1,
        characters: [
          {
            ...character('ada', 'Ada', { score: 3 }),
            // Two afflictions, so the phone check sees a longer summary line.
            afflictions: ['Hungry', 'Cursed'],
            insight: 3,
            insightSpent: 1,
          },
        ],
      },
    });
    await scriptDice(page, { faces: [4, 1, 3] });
    for (const [path, name, button] of [
      [TEST_PAGE, 'Attribute test', 'Roll STR test'],
      [NOTATION_PAGE, 'Attack notation and defence', 'Roll STR defence'],
      [CHARACTERS_PAGE, 'Characters', null],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const region = await toolRegion(page, name);
      await expect(region).toBeVisible();
      if (button) await region.getByRole('button', { name: button }).click();
      expect(await violationsInBothThemes(page), path).toEqual({ light: [], dark: [] });
      await atPhoneWidth(page, async () => {
        expect(await sidewaysScroll(page), `${path} overflows`).toBeLessThanOrEqual(0);
        const box = await region.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      });
    }
  });
});
