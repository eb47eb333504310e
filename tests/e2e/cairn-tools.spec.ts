import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  PHONE,
  queueFaces,
  readRollLog,
  readStored,
  scriptDice,
  seedStorage,
  toolRegion,
  violationsInBothThemes,
} from './support/browser';
import { CAIRN_PARTY_KEY, cairnMember } from './support/cairn';

const CORE_PAGE = 'cairn/';
const MAGIC_PAGE = 'cairn/magic/';
const SPELLS_PAGE = 'cairn/spells/';
const NPC_PAGE = 'cairn/reactions-morale-hirelings/';
const PAGES = [CORE_PAGE, MAGIC_PAGE, SPELLS_PAGE, NPC_PAGE];

/** A party member at 4 HP (and full STR, DEX and WIL), as these tests start from. */
function member(
  id: string,
  name: string,
  scores: { str: number; dex: number; wil: number },
  extra: Record<string, unknown> = {},
) {
  return cairnMember(id, name, { ...scores, hp: 4 }, extra);
}

const SEEDED_PARTY = JSON.stringify({
  version: 1,
  members: [
    member('ada', 'Ada', { str: 14, dex: 12, wil: 11 }),
    member('bram', 'Bram', { str: 9, dex: 6, wil: 15 }, { fatigue: 2 }),
  ],
});

/** The stored party, as far as these tests read it. */
interface StoredParty {
  members: {
    name: string;
    kind: string;
    fatigue: number;
    str: { max: number };
    dex: { max: number };
    wil: { max: number };
    hp: { max: number };
  }[];
}

test.describe('Save roller', () => {
  test('shows the exact chance, rolls a d20 against the attribute and logs it', async ({
    page,
  }) => {
    await scriptDice(page);
    await page.goto(CORE_PAGE);
    const saves = await toolRegion(page, 'Save roller');
    await saves.getByRole('radio', { name: 'DEX' }).check();
    await saves.getByLabel('Saver 1: DEX (1–20)').fill('12');
    await expect(saves).toContainText('Chance to pass with DEX 12: 60.0% (3/5)');
    await queueFaces(page, [13]);
    await saves.getByRole('button', { name: 'Roll DEX save' }).click();
    await expect(saves.getByRole('status')).toHaveText(
      'Failed. Rolled 13 against DEX 12: 13 is over 12.',
    );
    await expect
      .poll(async () => (await readRollLog(page)).at(-1))
      .toMatchObject({
        source: 'Cairn: DEX save (Saver 1)',
        expression: 'd20',
        total: 13,
        result: 'Failed',
      });
  });

  test('always passes a 1 even against attribute 1', async ({ page }) => {
    await scriptDice(page);
    await page.goto(CORE_PAGE);
    const saves = await toolRegion(page, 'Save roller');
    await saves.getByLabel('Saver 1: STR (1–20)').fill('1');
    await expect(saves).toContainText('5.0% (1/20)');
    await queueFaces(page, [1]);
    await saves.getByRole('button', { name: 'Roll STR save' }).click();
    await expect(saves.getByRole('status')).toContainText(
      'Passed. Rolled 1 against STR 1: a 1 always passes.',
    );
  });

  test('in a group action, the lowest attribute of the party members saves and is named', async ({
    page,
  }) => {
    await seedStorage(page, { [CAIRN_PARTY_KEY]: SEEDED_PARTY });
    await scriptDice(page);
    await page.goto(CORE_PAGE);
    const saves = await toolRegion(page, 'Save roller');
    await saves.getByRole('radio', { name: 'DEX' }).check();
    await saves.getByLabel('Saver 1', { exact: true }).selectOption({ label: 'Ada' });
    await saves.getByRole('button', { name: 'Add a saver (group action)' }).click();
    // The new saver's first field takes the focus, not the button its fields pushed down.
    await expect(saves.getByLabel('Saver 2', { exact: true })).toBeFocused();
    await saves.getByLabel('Saver 2', { exact: true }).selectOption({ label: 'Bram' });
    await saves.getByRole('button', { name: 'Add a saver (group action)' }).click();
    await saves.getByLabel('Saver 3: DEX (1–20)').fill('8');
    await expect(saves).toContainText('Most at risk: Bram (DEX 6) saves for the group.');
    await expect(saves).toContainText('Chance to pass with DEX 6: 30.0% (3/10)');
    await queueFaces(page, [5]);
    await saves.getByRole('button', { name: 'Roll DEX save' }).click();
    await expect(saves.getByRole('status')).toHaveText(
      'Passed. Bram (DEX 6) saves for the group, as the most at risk (lowest DEX). Rolled 5 against DEX 6: 5 is equal to or under 6.',
    );
    await expect
      .poll(async () => (await readRollLog(page)).at(-1)?.source)
      .toBe('Cairn: DEX save (Bram), group action');
    await expect(saves.getByRole('status')).not.toContainText('from before the last change');
    // Once a saver is removed, the result names savers that are no longer the ones listed.
    await saves.getByRole('button', { name: 'Remove saver 1' }).click();
    await expect(saves.getByRole('status')).toContainText(
      'This result is from before the last change',
    );
  });

  test('explains a bad attribute at the field and turns Roll off with its reason', async ({
    page,
  }) => {
    await page.goto(CORE_PAGE);
    const saves = await toolRegion(page, 'Save roller');
    const field = saves.getByLabel('Saver 1: STR (1–20)');
    await field.fill('21');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('The attribute must be at most 20.');
    await field.fill('tall');
    await expect(field).toHaveAccessibleDescription(
      '“tall” is not a number: the attribute is a whole number from 1 to 20.',
    );
    const roll = saves.getByRole('button', { name: 'Roll STR save' });
    await expect(roll).toBeDisabled();
    await expect(roll).toHaveAccessibleDescription(
      'Roll is off until every saver’s STR is a whole number from 1 to 20.',
    );
    await expect(saves.getByRole('status')).toHaveText('');
  });
});

test.describe('100 Spells table filter', () => {
  test('keeps only the matching rows with a count, and clearing shows all 100 again', async ({
    page,
  }) => {
    await page.goto(SPELLS_PAGE);
    const filter = page.getByLabel('Filter spells by name or text');
    const rows = page.getByRole('table', { name: '100 Spells' }).locator('tbody tr');
    await expect(page.getByText('100 of 100 spells')).toBeVisible();
    await filter.fill('fog cloud');
    await expect(page.getByText('1 of 100 spells')).toBeVisible();
    await expect(rows.filter({ visible: true })).toHaveCount(1);
    await expect(rows.filter({ visible: true })).toContainText('Fog Cloud');
    await filter.fill('zzzz');
    await expect(page.getByText('No spells match “zzzz” (0 of 100).')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(filter).toHaveValue('');
    await expect(filter).toBeFocused();
    await expect(page.getByText('100 of 100 spells')).toBeVisible();
    await expect(rows.filter({ visible: true })).toHaveCount(100);
  });

  test('the filter is in place from the first paint, so nothing moves when its code arrives', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(SPELLS_PAGE);
    await expect(page.getByLabel('Filter spells by name or text')).toBeVisible();
    // Its code has set the filter up once the field's box is no longer marked hidden.
    await expect(page.locator('[data-table-filter]')).not.toHaveAttribute('hidden');
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts),
    ).toEqual([]);
  });

  test('a roll while filtered clears the filter so the rolled row shows', async ({ page }) => {
    await scriptDice(page);
    await page.goto(SPELLS_PAGE);
    const filter = page.getByLabel('Filter spells by name or text');
    await filter.fill('fog');
    await expect(page.getByText('1 of 100 spells')).toBeVisible();
    await queueFaces(page, [3]);
    await page.getByRole('button', { name: 'Roll d100 on 100 Spells' }).click();
    await expect(filter).toHaveValue('');
    const rolled = page.locator('tbody tr[aria-current="true"]');
    await expect(rolled).toBeVisible();
    await expect(rolled).toContainText('Animate Object');
  });
});

test.describe('Spell draws and casting', () => {
  test('draws a Spellbook and a Scroll from the spells table and logs them', async ({ page }) => {
    await scriptDice(page);
    await page.goto(MAGIC_PAGE);
    const book = await toolRegion(page, 'Draw a Spellbook');
    await queueFaces(page, [3]);
    await book.getByRole('button', { name: 'Draw a Spellbook' }).click();
    await expect(book.getByRole('status')).toHaveText(
      'Rolled 3: Spellbook of Animate Object. An object obeys your commands as best it can.',
    );
    const scroll = await toolRegion(page, 'Draw a Scroll');
    await queueFaces(page, [1]);
    await scroll.getByRole('button', { name: 'Draw a Scroll' }).click();
    await expect(scroll.getByRole('status')).toHaveText(
      'Rolled 1: Scroll of Adhere. An object is covered in extremely sticky slime.',
    );
    await expect
      .poll(async () =>
        (await readRollLog(page)).map((entry) => `${entry.source}: ${entry.result}`),
      )
      .toEqual(['Cairn: Draw a Scroll: Adhere', 'Cairn: Draw a Spellbook: Animate Object']);
  });

  test('casting a Spellbook adds 1 Fatigue to the caster, a Scroll none, and danger offers the WIL save', async ({
    page,
  }) => {
    await seedStorage(page, { [CAIRN_PARTY_KEY]: SEEDED_PARTY });
    await scriptDice(page);
    await page.goto(MAGIC_PAGE);
    const casting = await toolRegion(page, 'Casting helper');
    await casting.getByLabel('Caster', { exact: true }).selectOption({ label: 'Bram' });
    await casting.getByRole('button', { name: 'Cast the spell' }).click();
    await expect(casting.getByRole('status', { name: 'Casting result' })).toHaveText(
      'Bram adds 1 Fatigue: now 3 Fatigue. If no slot is free, an item must be dropped.',
    );
    expect(
      (await readStored<StoredParty>(page, CAIRN_PARTY_KEY))?.members.find(
        (entry) => entry.name === 'Bram',
      )?.fatigue,
    ).toBe(3);
    await casting.getByRole('radio', { name: 'Scroll (no Fatigue)' }).check();
    await casting.getByRole('button', { name: 'Cast the spell' }).click();
    await expect(casting.getByRole('status', { name: 'Casting result' })).toHaveText(
      'Cast from a Scroll: no Fatigue for Bram; the Scroll disappears.',
    );
    expect(
      (await readStored<StoredParty>(page, CAIRN_PARTY_KEY))?.members.find(
        (entry) => entry.name === 'Bram',
      )?.fatigue,
    ).toBe(3);
    await expect(casting.getByRole('button', { name: 'Roll WIL save' })).toHaveCount(0);
    await casting
      .getByLabel('Caster', { exact: true })
      .selectOption({ label: 'None (not tracked)' });
    await casting.getByRole('checkbox', { name: 'Deprived or in danger (such as combat)' }).check();
    const wil = casting.getByLabel('Caster’s WIL (1–20)');
    await wil.fill('');
    await expect(wil).toHaveAccessibleDescription(
      'Enter the attribute: a whole number from 1 to 20.',
    );
    await expect(casting.getByRole('button', { name: 'Roll WIL save' })).toBeDisabled();
    await expect(
      casting.getByRole('button', { name: 'Roll WIL save' }),
    ).toHaveAccessibleDescription(
      'Roll is off until the caster’s WIL is a whole number from 1 to 20.',
    );
    await wil.fill('9');
    await expect(casting).toContainText('Chance to pass the WIL save with WIL 9: 45.0% (9/20)');
    await casting
      .getByRole('checkbox', { name: 'Deprived or in danger (such as combat)' })
      .uncheck();
    await casting.getByLabel('Caster', { exact: true }).selectOption({ label: 'Bram' });
    await casting.getByRole('checkbox', { name: 'Deprived or in danger (such as combat)' }).check();
    await expect(casting).toContainText('Chance to pass the WIL save with WIL 15: 75.0% (3/4)');
    await queueFaces(page, [20]);
    await casting.getByRole('button', { name: 'Roll WIL save' }).click();
    await expect(casting.getByRole('status', { name: 'WIL save result' })).toContainText(
      'Failed: rolled 20 against WIL 15, a 20 always fails.',
    );
    await page.reload();
    const again = await toolRegion(page, 'Casting helper');
    await again.getByLabel('Caster', { exact: true }).selectOption({ label: 'Bram' });
    await expect(again).toContainText('Bram: WIL 15, 3 Fatigue.');
  });
});

test.describe('Undo of a cast, on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('takes the Fatigue of a Spellbook back off the caster and says so', async ({ page }) => {
    await seedStorage(page, { [CAIRN_PARTY_KEY]: SEEDED_PARTY });
    await page.goto(MAGIC_PAGE);
    const casting = await toolRegion(page, 'Casting helper');
    await casting.getByLabel('Caster', { exact: true }).selectOption({ label: 'Bram' });
    await casting.getByRole('button', { name: 'Cast the spell' }).tap();
    const undo = casting.getByRole('button', { name: 'Undo cast' });
    await expect(undo).toBeFocused();
    await expect(undo).toHaveAccessibleDescription('Cast: 1 Fatigue added to Bram.');
    const fatigue = async () =>
      (await readStored<StoredParty>(page, CAIRN_PARTY_KEY))?.members.find(
        (entry) => entry.name === 'Bram',
      )?.fatigue;
    expect(await fatigue()).toBe(3);
    await undo.tap();
    await expect(casting.getByRole('status', { name: 'Casting result' })).toHaveText(
      'Took back the cast: Bram has 2 Fatigue again.',
    );
    expect(await fatigue()).toBe(2);
    await expect(undo).toHaveCount(0);
    await expect(casting).toContainText('Bram: WIL 15, 2 Fatigue.');
  });

  test('the danger toggle, wrapped on two lines, keeps a gap above the summary', async ({
    page,
  }) => {
    await page.goto(MAGIC_PAGE);
    const casting = await toolRegion(page, 'Casting helper');
    const toggle = await casting.getByText('Deprived or in danger (such as combat)').boundingBox();
    const summary = await casting
      .getByText('Casting from a Spellbook adds 1 Fatigue to the caster.')
      .boundingBox();
    expect(toggle!.height).toBeGreaterThan(30);
    expect(summary!.y - (toggle!.y + toggle!.height)).toBeGreaterThanOrEqual(8);
  });

  test('refuses once the caster’s sheet has changed since, changing nothing', async ({ page }) => {
    await seedStorage(page, { [CAIRN_PARTY_KEY]: SEEDED_PARTY });
    await page.goto(MAGIC_PAGE);
    const casting = await toolRegion(page, 'Casting helper');
    await casting.getByLabel('Caster', { exact: true }).selectOption({ label: 'Bram' });
    await casting.getByRole('button', { name: 'Cast the spell' }).click();
    await expect(casting.getByRole('button', { name: 'Undo cast' })).toBeVisible();
    // Another tab renames Bram after the cast: the Undo would lose that.
    const stored = await readStored<{ members: { name: string }[] }>(page, CAIRN_PARTY_KEY);
    const renamed = {
      ...stored,
      members: stored!.members.map((entry) =>
        entry.name === 'Bram' ? { ...entry, name: 'Bram the Wise' } : entry,
      ),
    };
    const other = await page.context().newPage();
    await other.goto(MAGIC_PAGE);
    await other.evaluate(
      ([key, text]) => localStorage.setItem(key!, text!),
      [CAIRN_PARTY_KEY, JSON.stringify(renamed)],
    );
    await expect(casting).toContainText('Bram the Wise');
    await casting.getByRole('button', { name: 'Undo cast' }).tap();
    await expect(casting).toContainText(
      'Bram’s sheet has changed since, so the Undo would lose that; change it back by hand.',
    );
    const after = await readStored<StoredParty>(page, CAIRN_PARTY_KEY);
    expect(after?.members.find((entry) => entry.name === 'Bram the Wise')?.fatigue).toBe(3);
  });
});

test.describe('Hireling generator', () => {
  test('rolls 3d6 per attribute and 1d6 HP, re-rolls a part, and the hireling added to the party survives a reload', async ({
    page,
  }) => {
    await scriptDice(page);
    await page.goto(NPC_PAGE);
    const hirelings = await toolRegion(page, 'Hireling generator');
    await queueFaces(page, [1, 2, 3, 6, 6, 6, 4, 4, 4, 5]);
    await hirelings.getByRole('button', { name: 'Roll a hireling' }).click();
    const parts = hirelings.getByRole('definition').filter({ hasText: /^\d+$/ });
    await expect(parts).toHaveText(['6', '18', '12', '5']);
    await expect(hirelings.getByRole('definition').filter({ hasText: 'Dice:' })).toHaveText([
      'Dice: 1 + 2 + 3',
      'Dice: 6 + 6 + 6',
      'Dice: 4 + 4 + 4',
      'Dice: 5',
    ]);
    await queueFaces(page, [2, 2, 2]);
    await hirelings.getByRole('button', { name: 'Re-roll WIL' }).click();
    await expect(parts).toHaveText(['6', '18', '6', '5']);
    await hirelings.getByRole('button', { name: 'Add to party' }).click();
    const name = hirelings.getByLabel('Hireling’s name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription(
      'Give the hireling a name before adding them to the party.',
    );
    await name.fill('Old Tam');
    await hirelings.getByRole('button', { name: 'Add to party' }).click();
    await expect(hirelings.getByRole('status')).toHaveText(
      'Added Old Tam to the party as a hireling (1 in the party).',
    );
    // The same hireling again would be a twin no list tells apart: Add is off, saying why.
    const add = hirelings.getByRole('button', { name: 'Add to party' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(
      'Old Tam is in the party already: roll a new hireling, or change the name, to add another.',
    );
    await page.reload();
    expect((await readStored<StoredParty>(page, CAIRN_PARTY_KEY))?.members).toMatchObject([
      {
        name: 'Old Tam',
        kind: 'hireling',
        str: { max: 6 },
        dex: { max: 18 },
        wil: { max: 6 },
        hp: { max: 5 },
      },
    ]);
    await page.goto(MAGIC_PAGE);
    const casting = await toolRegion(page, 'Casting helper');
    await expect(
      casting
        .getByLabel('Caster', { exact: true })
        .getByRole('option', { name: 'Old Tam (hireling)' }),
    ).toHaveCount(1);
  });

  test('links to the source for the tables the text lacks', async ({ page }) => {
    await page.goto(NPC_PAGE);
    const hirelings = await toolRegion(page, 'Hireling generator');
    await expect(hirelings.getByRole('link', { name: 'cairnrpg.com' })).toHaveAttribute(
      'href',
      'https://cairnrpg.com/',
    );
  });
});

test.describe('Morale and the Die of Fate', () => {
  /** Scripted dice, and the Morale check on its page. */
  async function openMoraleCheck(page: Page): Promise<Locator> {
    await scriptDice(page);
    await page.goto(NPC_PAGE);
    return toolRegion(page, 'Morale check');
  }

  test('calls for the WIL save at the first casualty and at half their number, with the chance and the result in words', async ({
    page,
  }) => {
    const morale = await openMoraleCheck(page);
    await morale.getByLabel('Group size (1–999)').fill('5');
    await morale.getByLabel('Group’s WIL (1–20)').fill('8');
    await expect(morale).toContainText('Chance to hold with the group’s WIL 8: 40.0% (2/5)');
    await expect(morale.getByRole('listitem')).toHaveText([
      'First casualty: not yet.',
      'Lost half their number (3 of 5): not yet.',
    ]);
    await morale.getByLabel('Casualties so far').fill('1');
    await expect(morale.getByRole('listitem').first()).toContainText('First casualty: save due.');
    await queueFaces(page, [15]);
    await morale.getByRole('button', { name: 'Roll WIL save: First casualty' }).click();
    await expect(morale.getByRole('listitem').first()).toContainText(
      'Rolled 15 against the group’s WIL 8 (15 is over 8). They flee',
    );
    // The Roll button went: the check's line, saying how it went, has the focus.
    await expect(morale.getByText(/^First casualty: /)).toBeFocused();
    await morale.getByLabel('Casualties so far').fill('3');
    await morale.getByRole('checkbox', { name: 'The group uses its leader’s WIL' }).check();
    await morale.getByLabel('Leader’s WIL (1–20)').fill('14');
    await expect(morale).toContainText('Chance to hold with the leader’s WIL 14: 70.0% (7/10)');
    await queueFaces(page, [9]);
    await morale
      .getByRole('button', { name: 'Roll WIL save: Lost half their number (3 of 5)' })
      .click();
    await expect(morale.getByRole('listitem').nth(1)).toContainText('They hold');
    await morale.getByLabel('Casualties so far').fill('6');
    await expect(morale.getByLabel('Casualties so far')).toHaveAccessibleDescription(
      'The number of casualties must be at most 5.',
    );
    await expect
      .poll(async () => (await readRollLog(page)).map((entry) => entry.result))
      .toEqual(['They hold', 'They flee']);
  });

  test('says a save rolled is made, with its outcome, and marks it stale once the WIL it used changes', async ({
    page,
  }) => {
    const morale = await openMoraleCheck(page);
    await morale.getByLabel('Group size (1–999)').fill('5');
    await morale.getByLabel('Casualties so far').fill('1');
    const first = morale.getByRole('listitem').first();
    await queueFaces(page, [5]);
    await morale.getByRole('button', { name: 'Roll WIL save: First casualty' }).click();
    await expect(first).toContainText('First casualty: save rolled, they hold.');
    await expect(first).not.toContainText('save due');
    await expect(morale.getByRole('button', { name: 'Roll WIL save: First casualty' })).toHaveCount(
      0,
    );
    // Half their number is a save of its own, due once reached.
    await morale.getByLabel('Casualties so far').fill('3');
    await expect(morale.getByRole('listitem').nth(1)).toContainText(
      'Lost half their number (3 of 5): save due.',
    );
    await expect(first).toContainText('First casualty: save rolled, they hold.');
    // The save was rolled against the group's WIL: once the leader's is used, it is out of date.
    await morale.getByRole('checkbox', { name: 'The group uses its leader’s WIL' }).check();
    await expect(first).toContainText('This result is from before the last change');
    await expect(first).toContainText('First casualty: save due.');
    await morale.getByRole('checkbox', { name: 'The group uses its leader’s WIL' }).uncheck();
    await expect(first).not.toContainText('This result is from before the last change');
    await expect(first).toContainText('First casualty: save rolled, they hold.');
  });

  test('a lone foe saves when reduced to 0 HP', async ({ page }) => {
    await page.goto(NPC_PAGE);
    const morale = await toolRegion(page, 'Morale check');
    await morale.getByLabel('Group size (1–999)').fill('1');
    await expect(morale.getByRole('listitem')).toHaveText(['Lone foe reduced to 0 HP: not yet.']);
    await morale.getByRole('checkbox', { name: 'Lone foe reduced to 0 HP' }).check();
    await expect(
      morale.getByRole('button', { name: 'Roll WIL save: Lone foe reduced to 0 HP' }),
    ).toBeVisible();
  });

  test('the Die of Fate reads 4 or more as favouring the PCs', async ({ page }) => {
    await scriptDice(page);
    await page.goto(NPC_PAGE);
    const fate = await toolRegion(page, 'Die of Fate');
    await expect(fate).toContainText(
      '4–6 favours the PCs: 50.0% (1/2); 1–3 is bad luck: 50.0% (1/2).',
    );
    await queueFaces(page, [4]);
    await fate.getByRole('button', { name: 'Roll the Die of Fate' }).click();
    await expect(fate.getByRole('status')).toHaveText('Rolled 4: Generally favours the PCs.');
  });
});

test.describe('Saved party that cannot be read', () => {
  test('shows the notice and the tools still work', async ({ page }) => {
    await seedStorage(page, { [CAIRN_PARTY_KEY]: '{"version":1,"members":[{"id":' });
    await page.goto(CORE_PAGE);
    const saves = await toolRegion(page, 'Save roller');
    // Shown once on the page, by whichever tool reading the party started first.
    await expect(page.getByRole('alert').filter({ hasText: 'could not be read' })).toHaveCount(1);
    await saves.getByRole('button', { name: 'Roll STR save' }).click();
    await expect(saves.getByRole('status')).toContainText('against STR 10');
  });
});

test.describe('Accessibility and layout of the Cairn pages with tools', () => {
  for (const path of PAGES) {
    test(`${path} has no axe violations in either theme and does not overflow horizontally at 390 px`, async ({
      page,
    }) => {
      await seedStorage(page, { [CAIRN_PARTY_KEY]: SEEDED_PARTY });
      await page.goto(path);
      for (const region of await page.locator('section.tool').all()) {
        await region.scrollIntoViewIfNeeded();
        await expect(region.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute(
          'ssr',
          /.*/,
        );
      }
      expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });

      await page.setViewportSize(PHONE);
      for (const region of await page.locator('section.tool').all())
        await region.scrollIntoViewIfNeeded();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll, path).toBeLessThanOrEqual(widths.client);
    });
  }
});
