import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  PHONE,
  readStored,
  scriptDice,
  seedStorage,
  toolRegion,
  violationsInBothThemes,
} from './support/browser';
import { CAIRN_PARTY_KEY, cairnMember } from './support/cairn';

const PARTY_PAGE = 'cairn/';
const COMBAT_PAGE = 'cairn/combat/';
const SCARS_PAGE = 'cairn/scars/';

/** Ada at 4 of 6 HP, STR 10, in the stored shape. */
const ADA = cairnMember(
  'ada',
  'Ada',
  { str: 10, dex: 9, wil: 11, hp: 6 },
  { hp: { current: 4, max: 6 } },
);

/** The resolver is rendered on the server; input typed before it hydrates would be lost. */
async function openResolver(page: Page): Promise<Locator> {
  await page.goto(COMBAT_PAGE);
  return toolRegion(page, 'Combat resolver');
}

/** Whether the whole of `control` is in the window, below the sticky header. */
async function inViewBelowHeader(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    return box.top >= header.bottom && box.bottom <= innerHeight;
  });
}

async function addMember(
  tracker: Locator,
  name: string,
  scores: { str: string; dex: string; wil: string; hp: string },
): Promise<void> {
  const form = tracker.locator('form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('STR', { exact: true }).fill(scores.str);
  await form.getByLabel('DEX', { exact: true }).fill(scores.dex);
  await form.getByLabel('WIL', { exact: true }).fill(scores.wil);
  await form.getByLabel('HP', { exact: true }).fill(scores.hp);
  await form.getByRole('button', { name: 'Add to the party' }).click();
}

test.describe('the party tracker', () => {
  test('adds a character, keeps every change across a reload, and restores HP on a short rest', async ({
    page,
  }) => {
    await page.goto(PARTY_PAGE);
    const tracker = await toolRegion(page, 'Party tracker');
    await addMember(tracker, 'Ada', { str: '12', dex: '9', wil: '11', hp: '5' });
    const card = tracker.getByRole('article', { name: 'Ada' });
    await expect(card).toBeVisible();
    await card.getByLabel('HP now').fill('2');
    await card.getByRole('button', { name: 'Add Fatigue to Ada' }).click();
    await card.getByRole('button', { name: 'Add Fatigue to Ada' }).click();
    await expect(card.getByText('Fatigue fills 2 of 10 inventory slots (8 free).')).toBeVisible();
    await card.getByLabel('Notes').fill('Owes the miller.');

    await page.reload();
    const again = (await toolRegion(page, 'Party tracker')).getByRole('article', { name: 'Ada' });
    await expect(again.getByLabel('HP now')).toHaveValue('2');
    await expect(again.getByLabel('STR max')).toHaveValue('12');
    await expect(again.getByText('Fatigue fills 2 of 10 inventory slots (8 free).')).toBeVisible();
    await expect(again.getByLabel('Notes')).toHaveValue('Owes the miller.');

    await again.getByLabel('Deprived').check();
    await again.getByRole('button', { name: 'Short rest (restore HP)' }).click();
    await expect(again.getByText('Ada is Deprived: a Deprived PC cannot recover HP')).toBeVisible();
    await expect(again.getByLabel('HP now')).toHaveValue('2');
    await again.getByLabel('Deprived').uncheck();
    await again.getByRole('button', { name: 'Full night’s rest (HP, Fatigue)' }).click();
    await expect(again.getByLabel('HP now')).toHaveValue('5');
    await expect(again.getByText('Fatigue fills 0 of 10 inventory slots (10 free).')).toBeVisible();
  });

  test('says beside “Remove a Fatigue” why it is off while there is no Fatigue', async ({
    page,
  }) => {
    await seedStorage(page, { [CAIRN_PARTY_KEY]: { version: 1, members: [ADA] } });
    await page.goto(PARTY_PAGE);
    const card = (await toolRegion(page, 'Party tracker')).getByRole('article', { name: 'Ada' });
    const remove = card.getByRole('button', { name: 'Remove a Fatigue from Ada' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription('Ada has no Fatigue to remove.');
    await expect(card.getByText('Ada has no Fatigue to remove.')).toBeVisible();
    await card.getByRole('button', { name: 'Add Fatigue to Ada' }).click();
    await expect(remove).toBeEnabled();
    await expect(card.getByText('Ada has no Fatigue to remove.')).toHaveCount(0);
  });

  test('explains bad input at the field and keeps the saved value', async ({ page }) => {
    await seedStorage(page, { [CAIRN_PARTY_KEY]: { version: 1, members: [ADA] } });
    await page.goto(PARTY_PAGE);
    const card = (await toolRegion(page, 'Party tracker')).getByRole('article', { name: 'Ada' });
    await card.getByLabel('HP now').fill('9');
    await expect(card.getByText('Current HP must be at most 6.')).toBeVisible();
    await card.getByLabel('Armor (0–3)').fill('x');
    await expect(
      card.getByText('“x” is not a number: Armor is a whole number from 0 to 3.'),
    ).toBeVisible();
    await page.reload();
    await expect(
      (await toolRegion(page, 'Party tracker'))
        .getByRole('article', { name: 'Ada' })
        .getByLabel('HP now'),
    ).toHaveValue('4');

    const form = (await toolRegion(page, 'Party tracker')).locator('form');
    await form.getByRole('button', { name: 'Add to the party' }).click();
    await expect(form.getByText('Enter a name.')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
  });

  test('says who was added only until the form says something else', async ({ page }) => {
    await page.goto(PARTY_PAGE);
    const tracker = await toolRegion(page, 'Party tracker');
    await addMember(tracker, 'Wren', { str: '10', dex: '14', wil: '13', hp: '3' });
    const form = tracker.locator('form');
    await expect(form.getByText('Added Wren.')).toBeVisible();
    await form.getByLabel('STR', { exact: true }).fill('25');
    await form.getByRole('button', { name: 'Add to the party' }).click();
    await expect(form.getByText('Enter a name.')).toBeVisible();
    await expect(form.getByText('Added Wren.')).toHaveCount(0);
  });

  test('removes a member with an undo', async ({ page }) => {
    await seedStorage(page, { [CAIRN_PARTY_KEY]: { version: 1, members: [ADA] } });
    await page.goto(PARTY_PAGE);
    const tracker = await toolRegion(page, 'Party tracker');
    await tracker.getByRole('button', { name: 'Remove Ada' }).click();
    await expect(tracker.getByRole('article', { name: 'Ada' })).toHaveCount(0);
    await tracker.getByRole('button', { name: 'Undo remove' }).click();
    await expect(tracker.getByRole('article', { name: 'Ada' })).toBeVisible();
  });

  test('prints one member’s card on its own', async ({ page }) => {
    await seedStorage(page, { [CAIRN_PARTY_KEY]: { version: 1, members: [ADA] } });
    await page.addInitScript(() => {
      window.print = () => {
        // The kit's print: one target (tools.css hides everything else while <html> has the printing class).
        const targets = [...document.querySelectorAll('.tool-print-target')].map((target) =>
          target.getAttribute('aria-labelledby'),
        );
        (window as unknown as { __printed: string }).__printed =
          `${document.documentElement.classList.contains('tool-printing')} ${targets.join(', ') || 'none'}`;
        window.dispatchEvent(new Event('afterprint'));
      };
    });
    await page.goto(PARTY_PAGE);
    await (
      await toolRegion(page, 'Party tracker')
    )
      .getByRole('button', { name: 'Print Ada' })
      .click();
    expect(await page.evaluate(() => (window as unknown as { __printed: string }).__printed)).toBe(
      'true cairn-party-ada-name-heading',
    );
    await expect(page.locator('html')).not.toHaveClass(/tool-printing/);
  });

  test('shows a notice for corrupted saved data and still works', async ({ page }) => {
    await seedStorage(page, { [CAIRN_PARTY_KEY]: '{"version":1,"members":[{"id":"x"' });
    await page.goto(PARTY_PAGE);
    const tracker = await toolRegion(page, 'Party tracker');
    // Shown once on the page, by whichever tool reading the party started first (the save roller is on this page too).
    await expect(
      page.getByRole('alert').filter({ hasText: 'The saved Cairn party could not be read' }),
    ).toHaveCount(1);
    await addMember(tracker, 'Bo', { str: '8', dex: '8', wil: '8', hp: '3' });
    await expect(tracker.getByRole('article', { name: 'Bo' })).toBeVisible();
  });

  test('refuses a bad import file with a message and imports a good one after confirming', async ({
    page,
  }) => {
    await page.goto(PARTY_PAGE);
    const tracker = await toolRegion(page, 'Party tracker');
    const input = tracker.getByLabel('Import a party file (JSON)');
    await input.setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"version":1,"members":[{"id":"a"}]}'),
    });
    await expect(
      tracker.getByText(/^“bad\.json” is not a Cairn party file this site can read: Member 1: /),
    ).toBeVisible();
    await input.setInputFiles({
      name: 'party.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ version: 1, members: [ADA] })),
    });
    await tracker.getByRole('button', { name: 'Replace the party' }).click();
    await expect(tracker.getByRole('article', { name: 'Ada' })).toBeVisible();
    await expect(tracker.getByText('Imported 1 character from “party.json”.')).toBeVisible();
  });
});

test.describe('the combat resolver', () => {
  test('takes a tracked character to exactly 0 HP and records the scar the table gives', async ({
    page,
  }) => {
    await seedStorage(page, { [CAIRN_PARTY_KEY]: { version: 1, members: [ADA] } });
    // d6 damage shows 4; then Broken Limb: limb d6 shows 5 (Rib), 2d6 show 3 and 4.
    await scriptDice(page, { faces: [4, 5, 3, 4] });
    const resolver = await openResolver(page);
    await resolver.getByLabel('Target', { exact: true }).selectOption('ada');
    await expect(
      resolver.getByText('Chance HP goes to exactly 0 (Scars): 16.7% (1/6)'),
    ).toBeVisible();
    await resolver.getByRole('button', { name: 'Roll damage' }).click();
    const result = resolver.getByRole('status', { name: 'Combat result' });
    await expect(resolver.getByText('4 damage', { exact: true })).toBeVisible();
    await expect(resolver.getByText('HP 4 → 0 (4 lost).')).toBeVisible();
    await expect(resolver.getByRole('heading', { name: 'Scar 4: Broken Limb' })).toBeVisible();
    await expect(resolver.getByText('Limb (1d6): 5, Rib.')).toBeVisible();
    await expect(
      resolver.getByText(/Once mended: 7 is higher than max HP 6: max HP becomes 7\./),
    ).toBeVisible();
    await expect(result).toBeVisible();

    await page.goto(PARTY_PAGE);
    const card = (await toolRegion(page, 'Party tracker')).getByRole('article', { name: 'Ada' });
    await expect(card.getByLabel('HP now')).toHaveValue('0');
    await expect(card.getByText(/^Broken Limb \(later, once the limb is mended/)).toBeVisible();
  });

  test('an attack is not undone over a change made to the sheet since, and says so', async ({
    page,
  }) => {
    await seedStorage(page, { [CAIRN_PARTY_KEY]: { version: 1, members: [ADA] } });
    await scriptDice(page, { faces: [1] });
    const resolver = await openResolver(page);
    await resolver.getByLabel('Target', { exact: true }).selectOption('ada');
    await resolver.getByRole('button', { name: 'Roll damage' }).click();
    const result = resolver.getByRole('status', { name: 'Combat result' });
    await expect(result).toContainText('1 damage');
    // Another tab renames Ada after the attack: undoing it would throw that away.
    const stored = (await readStored<{ version: 1; members: { name: string }[] }>(
      page,
      CAIRN_PARTY_KEY,
    ))!;
    const renamed = { ...stored, members: [{ ...stored.members[0]!, name: 'Ada the Bold' }] };
    const other = await page.context().newPage();
    await other.goto(PARTY_PAGE);
    await other.evaluate(
      ([key, text]) => localStorage.setItem(key!, text!),
      [CAIRN_PARTY_KEY, JSON.stringify(renamed)],
    );
    await resolver.getByRole('button', { name: 'Undo this attack on Ada' }).click();
    await expect(result).toContainText(
      'Not undone: Ada’s sheet has changed since, so the Undo would lose that; change it back by hand.',
    );
    const after = await readStored<{ members: { name: string }[] }>(page, CAIRN_PARTY_KEY);
    expect(after?.members[0]?.name).toBe('Ada the Bold');
  });

  test('an undone attack takes its scar off the sheet, says so and offers no later effect', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await seedStorage(page, { [CAIRN_PARTY_KEY]: { version: 1, members: [ADA] } });
    // d6 damage shows 4 (Ada at 4 HP: exactly 0); Broken Limb: limb d6 shows 5, 2d6 show 3 and 4.
    await scriptDice(page, { faces: [4, 5, 3, 4] });
    const resolver = await openResolver(page);
    await resolver.getByLabel('Target', { exact: true }).selectOption('ada');
    await resolver.getByRole('button', { name: 'Roll damage' }).click();
    const result = resolver.getByRole('status', { name: 'Combat result' });
    await expect(result.getByText('Recorded on Ada’s sheet.')).toBeVisible();
    await expect(
      result.getByRole('button', { name: 'Apply now (once the limb is mended)' }),
    ).toBeVisible();
    // The Undo is not part of what the result says: it sits outside its live region.
    const undo = resolver.getByRole('button', { name: 'Undo this attack on Ada' });
    await expect(undo).toBeVisible();
    await expect(result.getByRole('button', { name: /Undo/ })).toHaveCount(0);

    await undo.focus();
    await page.keyboard.press('Enter');
    await expect(
      result.getByText(
        'Undone: Ada’s sheet is back as it was before this attack, without the Broken Limb scar.',
      ),
    ).toBeVisible();
    await expect(result.getByText('Recorded on Ada’s sheet.')).toHaveCount(0);
    await expect(
      result.getByText(
        'Not on Ada’s sheet: the attack was undone, so this scar and its later effect (max HP 7 if higher) do not apply.',
      ),
    ).toBeVisible();
    await expect(resolver.getByRole('button', { name: /Apply now/ })).toHaveCount(0);
    await expect(undo).toHaveCount(0);
    // The focus goes on from beside the Undo, to Roll damage, in view below the header.
    const roll = resolver.getByRole('button', { name: 'Roll damage' });
    await expect(roll).toBeFocused();
    await expect.poll(() => inViewBelowHeader(roll), { timeout: 5_000 }).toBe(true);
    const stored = await readStored<{ members: { hp: object; scars: string[] }[] }>(
      page,
      CAIRN_PARTY_KEY,
    );
    expect(stored?.members[0]).toMatchObject({ hp: { current: 4, max: 6 }, scars: [] });
  });

  test('a new attacker takes the focus at its first field', async ({ page }) => {
    const resolver = await openResolver(page);
    await resolver.getByRole('button', { name: 'Add attacker' }).click();
    await expect(
      resolver.getByRole('group', { name: 'Attacker 2' }).getByLabel('Weapon die'),
    ).toBeFocused();
  });

  test('carries damage past 0 HP to STR and rolls the STR save against critical damage', async ({
    page,
  }) => {
    // d8 shows 8; the d20 save shows 7 against STR 6.
    await scriptDice(page, { faces: [8, 7] });
    const resolver = await openResolver(page);
    await resolver.getByLabel('Weapon die').selectOption('8');
    await resolver.getByLabel('Current HP').fill('2');
    await resolver.getByLabel('Current STR').fill('12');
    await resolver.getByLabel('Target’s Armor (0–3)').fill('2');
    await resolver.getByRole('button', { name: 'Roll damage' }).click();
    await expect(resolver.getByText('6 damage', { exact: true })).toBeVisible();
    await expect(resolver.getByText('4 damage past 0 HP is taken from STR: 12 → 8.')).toBeVisible();
    await expect(resolver.getByText(/rolled 7 against STR 8, passed/)).toBeVisible();
    await expect(
      resolver.getByText('The chance of passing that save was 40.0% (2/5).'),
    ).toBeVisible();
    await expect(resolver.getByLabel('Current HP')).toHaveValue('0');
    await expect(resolver.getByLabel('Current STR')).toHaveValue('8');
  });

  test('says a typed target at STR 0 is dead, damages it no more and offers to reset it', async ({
    page,
  }) => {
    // d8 shows 8 against HP 0 and STR 3: STR 3 → 0, the target dies.
    await scriptDice(page, { faces: [8] });
    const resolver = await openResolver(page);
    await resolver.getByLabel('Weapon die').selectOption('8');
    await resolver.getByLabel('Name (for the log)').fill('Goblin');
    await resolver.getByLabel('Current HP').fill('0');
    await resolver.getByLabel('Current STR').fill('3');
    const roll = resolver.getByRole('button', { name: 'Roll damage' });
    await roll.focus();
    await page.keyboard.press('Enter');
    await expect(
      resolver.getByText('HP is already 0: all 8 damage is taken from STR: 3 → 0.'),
    ).toBeVisible();
    await expect(resolver.getByText(/HP 0 → 0/)).toHaveCount(0);
    await expect(resolver.getByText('STR is reduced to 0: the target dies.')).toBeVisible();
    await expect(
      resolver.getByText('Goblin is dead: a dead target takes no more damage.'),
    ).toBeVisible();
    // The roll that killed it is what the fields say: its result is not marked out of date.
    await expect(resolver.getByText(/This result is from before the last change/)).toHaveCount(0);
    // Roll turns off under the reader's focus, which goes to what they can do next.
    await expect(resolver.getByRole('button', { name: 'Reset the target' })).toBeFocused();
    await expect(roll).toBeDisabled();
    await expect(roll).toHaveAccessibleDescription(
      'Roll is off: Goblin is dead. Reset the target or type its scores.',
    );
    await resolver.getByRole('button', { name: 'Reset the target' }).click();
    await expect(resolver.getByLabel('Current HP')).toHaveValue('6');
    await expect(resolver.getByLabel('Current STR')).toHaveValue('10');
    await expect(resolver.getByText(/is dead: a dead target/)).toHaveCount(0);
    await expect(roll).toBeEnabled();
  });

  test('says a party member killed by an attack is dead and offers to remove it from the party', async ({
    page,
  }) => {
    await seedStorage(page, {
      [CAIRN_PARTY_KEY]: {
        version: 1,
        members: [{ ...ADA, hp: { current: 0, max: 6 }, str: { current: 2, max: 10 } }],
      },
    });
    await scriptDice(page, { faces: [6] });
    const resolver = await openResolver(page);
    await resolver.getByLabel('Target', { exact: true }).selectOption('ada');
    await resolver.getByRole('button', { name: 'Roll damage' }).click();
    await expect(resolver.getByText('STR is reduced to 0: the target dies.')).toBeVisible();
    await expect(
      resolver.getByText('Ada is dead: a dead target takes no more damage.'),
    ).toBeVisible();
    await expect(resolver.getByRole('button', { name: 'Roll damage' })).toBeDisabled();
    await expect(resolver.getByRole('button', { name: 'Remove Ada from the party' })).toBeFocused();
    await resolver.getByRole('button', { name: 'Remove Ada from the party' }).click();
    await expect(resolver.getByLabel('Target', { exact: true })).toHaveValue('');
    await expect(
      resolver.getByLabel('Target', { exact: true }).getByRole('option', { name: /Ada/ }),
    ).toHaveCount(0);
  });

  test('at 0 HP gives the chances of a STR save and of death, as every point of damage goes to STR', async ({
    page,
  }) => {
    const resolver = await openResolver(page);
    await resolver.getByLabel('Current HP').fill('0');
    await resolver.getByLabel('Current STR').fill('4');
    // A d6 against Armor 0 at 0 HP: 1-3 leave STR above 0 (a STR save), 4-6 take it to 0.
    await expect(
      resolver.getByText(
        'At 0 HP every point of damage goes to STR. Chance a STR save against critical damage is needed (damage gets through, STR stays above 0): 50.0% (1/2); chance STR goes to 0 (death): 50.0% (1/2).',
      ),
    ).toBeVisible();
    await expect(resolver.getByText(/Chance HP goes to exactly 0/)).toHaveCount(0);
  });

  test('titles the damage chart in words, not as dice notation', async ({ page }) => {
    const resolver = await openResolver(page);
    const chart = resolver.getByRole('figure', {
      name: 'Chance of each total of Damage after Armor',
    });
    await expect(chart).toBeVisible();
    await expect(chart.getByRole('code')).toHaveCount(0);
  });

  test('sets the detachment modifiers in one click, explains bad Armor at the field and turns Roll off', async ({
    page,
  }) => {
    const resolver = await openResolver(page);
    await resolver.getByLabel('A detachment attacks individuals').check();
    await expect(resolver.getByLabel('Modifier')).toHaveValue('enhanced');
    await expect(resolver.getByLabel('Blast')).toBeChecked();
    await resolver.getByLabel('No detachment').check();
    await expect(resolver.getByLabel('Modifier')).toHaveValue('normal');
    await expect(resolver.getByLabel('Blast')).not.toBeChecked();
    await resolver.getByLabel('Individuals attack a detachment').check();
    await expect(resolver.getByLabel('Modifier')).toHaveValue('impaired');
    await expect(
      resolver.getByRole('img', { name: /Damage after Armor, from 1 to 4\b/ }),
    ).toBeVisible();
    await resolver.getByLabel('Target’s Armor (0–3)').fill('5');
    await expect(resolver.getByText('Armor must be at most 3.')).toBeVisible();
    await expect(resolver.getByRole('button', { name: 'Roll damage' })).toBeDisabled();
    await expect(resolver.getByRole('button', { name: 'Roll damage' })).toHaveAccessibleDescription(
      'Roll is off until Armor is a whole number in range.',
    );
  });
});

test.describe('the scars roller', () => {
  test('performs a Lasting Scar’s rolls and raises the chosen character’s max HP', async ({
    page,
  }) => {
    await seedStorage(page, { [CAIRN_PARTY_KEY]: { version: 1, members: [ADA] } });
    // Location d6 shows 3 (Eye); new max HP d6 shows 6.
    await scriptDice(page, { faces: [3, 6] });
    await page.goto(SCARS_PAGE);
    const roller = await toolRegion(page, 'Scars roller');
    await roller.getByLabel('HP lost (1–12)').fill('1');
    await roller.getByLabel('Whose scar').selectOption('ada');
    await roller.getByRole('button', { name: 'Take this scar' }).click();
    await expect(roller.getByRole('heading', { name: 'Scar 1: Lasting Scar' })).toBeVisible();
    await expect(roller.getByText('Location (1d6): 3, Eye.')).toBeVisible();
    await expect(
      roller.getByText('Recorded on Ada’s sheet, with the changes that apply now.'),
    ).toBeVisible();
    await page.goto(PARTY_PAGE);
    await expect(
      (await toolRegion(page, 'Party tracker'))
        .getByRole('article', { name: 'Ada' })
        .getByLabel('HP max'),
    ).toHaveValue('6');
  });

  test('says once what each roll of a scar means and what it changes', async ({ page }) => {
    // Doomed: 3d6 show 5, 3 and 5.
    await scriptDice(page, { faces: [5, 3, 5] });
    await page.goto(SCARS_PAGE);
    const roller = await toolRegion(page, 'Scars roller');
    await roller.getByLabel('HP lost (1–12)').fill('12');
    await roller.getByRole('button', { name: 'Take this scar' }).click();
    const result = roller.getByRole('status');
    await expect(result.getByRole('heading', { name: 'Scar 12: Doomed' })).toBeVisible();
    const said = ((await result.innerText()).match(/13 becomes your max HP|max HP 13/g) ?? [])
      .length;
    expect(said).toBe(1);
    await expect(
      result.getByText('If you pass it and 13 is higher than your max HP, 13 becomes your max HP.'),
    ).toBeVisible();
  });

  test('reads a broken limb’s d6 once, as the limb it picks', async ({ page }) => {
    // Broken Limb: the limb d6 shows 2 (Leg); the 2d6 show 6 and 6.
    await scriptDice(page, { faces: [2, 6, 6] });
    await page.goto(SCARS_PAGE);
    const roller = await toolRegion(page, 'Scars roller');
    await roller.getByLabel('HP lost (1–12)').fill('4');
    await roller.getByRole('button', { name: 'Take this scar' }).click();
    const result = roller.getByRole('status');
    await expect(result.getByText('Limb (1d6): 2, Leg.')).toBeVisible();
    const said = ((await result.innerText()).match(/12 becomes your max HP|max HP 12/g) ?? [])
      .length;
    expect(said).toBe(1);
  });

  test('records a scar once, says why it will not record it again, and undoes the record in its own words', async ({
    page,
  }) => {
    await seedStorage(page, { [CAIRN_PARTY_KEY]: { version: 1, members: [ADA] } });
    // Lasting Scar: location d6 shows 3 (Eye), new max HP d6 shows 6; more faces for a second roll.
    await scriptDice(page, { faces: [3, 6, 3, 6] });
    await page.goto(SCARS_PAGE);
    const roller = await toolRegion(page, 'Scars roller');
    await roller.getByLabel('HP lost (1–12)').fill('1');
    await roller.getByLabel('Whose scar').selectOption('ada');
    await roller.getByRole('button', { name: 'Take this scar' }).dblclick();

    const recorded = roller.getByRole('button', { name: 'Scar recorded on Ada' });
    await expect(recorded).toBeDisabled();
    const why =
      'This scar is on Ada’s sheet already; taking it again would write it twice. Change HP lost or Whose scar to take another.';
    await expect(recorded).toHaveAccessibleDescription(why);
    await expect(roller.getByText(why)).toBeVisible();
    await expect(roller.getByRole('button', { name: 'Roll d12 for HP lost' })).toBeDisabled();
    const saved = async () =>
      (await readStored<{ members: { hp: object; scars: string[] }[] }>(page, CAIRN_PARTY_KEY))
        ?.members[0];
    await expect.poll(saved).toMatchObject({ hp: { current: 4, max: 6 }, scars: ['Lasting Scar'] });

    await roller.getByRole('button', { name: 'Undo the record on Ada' }).click();
    await expect(
      roller.getByText(
        'Record undone: Ada’s sheet is back as it was before this scar (Lasting Scar).',
      ),
    ).toBeVisible();
    await expect(
      roller.getByText('Not on Ada’s sheet: its record was undone, so this scar does not apply.'),
    ).toBeVisible();
    await expect(roller.getByText('the attack was undone')).toHaveCount(0);
    await expect(roller.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
    await expect.poll(saved).toMatchObject({ hp: { current: 4, max: 6 }, scars: [] });
    await expect(roller.getByRole('button', { name: 'Take this scar' })).toBeEnabled();
  });

  test('asks for HP lost from 1 to 12', async ({ page }) => {
    await page.goto(SCARS_PAGE);
    const roller = await toolRegion(page, 'Scars roller');
    await roller.getByLabel('HP lost (1–12)').fill('13');
    await expect(roller.getByText('HP lost must be at most 12.')).toBeVisible();
  });
});

test.describe('axe in both themes', () => {
  for (const path of [PARTY_PAGE, COMBAT_PAGE, SCARS_PAGE]) {
    test(`/${path} with its Cairn tools used has no violations in either theme`, async ({
      page,
    }) => {
      await seedStorage(page, {
        [CAIRN_PARTY_KEY]: {
          version: 1,
          members: [{ ...ADA, scars: ['Lasting Scar'], fatigue: 3, deprived: true }],
        },
      });
      if (path === COMBAT_PAGE) await openResolver(page);
      else await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      if (path === COMBAT_PAGE) {
        const resolver = await toolRegion(page, 'Combat resolver');
        await resolver.getByLabel('Target', { exact: true }).selectOption('ada');
        await resolver.getByRole('button', { name: 'Roll damage' }).click();
      }
      if (path === SCARS_PAGE) {
        const roller = await toolRegion(page, 'Scars roller');
        await roller.getByLabel('HP lost (1–12)').fill('8');
        await roller.getByRole('button', { name: 'Take this scar' }).click();
      }
      if (path === PARTY_PAGE)
        await expect(
          (await toolRegion(page, 'Party tracker')).getByRole('article', { name: 'Ada' }),
        ).toBeVisible();
      expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    });
  }
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });
  test('the PC toggle, wrapped on two lines, keeps a gap above the Armor field', async ({
    page,
  }) => {
    const resolver = await openResolver(page);
    const toggle = await resolver
      .getByText('The target is a PC (Scars table at exactly 0 HP)')
      .boundingBox();
    const armor = await resolver.getByText('Target’s Armor (0–3)', { exact: true }).boundingBox();
    expect(toggle!.height).toBeGreaterThan(30);
    expect(armor!.y - (toggle!.y + toggle!.height)).toBeGreaterThanOrEqual(8);
  });

  for (const path of [PARTY_PAGE, COMBAT_PAGE, SCARS_PAGE]) {
    test(`/${path} keeps the Cairn tools inside the screen`, async ({ page }) => {
      await seedStorage(page, {
        [CAIRN_PARTY_KEY]: {
          version: 1,
          members: [
            {
              ...ADA,
              name: 'Adalbertina the Unbreakable of the Long Marsh',
              scars: ['Broken Limb (later, once the limb is mended: max HP 7 if higher)'],
            },
          ],
        },
      });
      if (path === COMBAT_PAGE) await openResolver(page);
      else await page.goto(path);
      await page.locator('section.cairn-tool').first().waitFor();
      if (path === COMBAT_PAGE)
        await (
          await toolRegion(page, 'Combat resolver')
        )
          .getByRole('button', { name: 'Add attacker' })
          .click();
      // Every part of these tools stays inside the 390 px viewport.
      const outside = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return [...document.querySelectorAll('section.cairn-tool, section.cairn-tool *')]
          .filter((element) => element.getBoundingClientRect().right > width + 0.5)
          .map((element) => `${element.tagName.toLowerCase()}#${element.id}.${element.className}`);
      });
      expect(outside).toEqual([]);
    });
  }
});
