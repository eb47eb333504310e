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
import { recordAnnouncements, saidIn } from './support/announcements';

const EXPLORATION = 'dead-weight/exploration/';
const CORE = 'dead-weight/core-definitions/';
const PARTY_KEY = 'rules-at-hand:dw-party';
const EXPEDITION_KEY = 'rules-at-hand:dw-expedition';
const SUPPLIES_KEY = 'rules-at-hand:dw-supplies';

function character(id: string, name: string, afflictions: string[] = []) {
  const fresh = { score: 2, fatigue: 0, wounds: 0, proficiency: 0 };
  return {
    id,
    name,
    attributes: { str: fresh, dex: fresh, int: fresh, pre: fresh },
    afflictions,
    insight: 0,
    insightSpent: 0,
    notes: '',
  };
}

async function tracker(page: Page): Promise<Locator> {
  await page.goto(EXPLORATION);
  return toolRegion(page, 'Expedition tracker');
}

/** Opens the GM view and goes to the Crypt, so the doom tracker's parts are on screen too. */
async function showDoomAtCrypt(region: Locator): Promise<void> {
  await region.getByRole('checkbox', { name: 'Show GM view (doom tracker)' }).check();
  await region.getByLabel('Go to location').fill('Crypt');
  await region.getByRole('button', { name: 'Go', exact: true }).click();
}

async function act(region: Locator, action: string, turns?: number): Promise<void> {
  await region.getByLabel('Action').selectOption({ label: action });
  if (turns !== undefined) await region.getByLabel('Turns', { exact: true }).fill(String(turns));
  await region.getByRole('button', { name: 'Take action' }).click();
}

/** The stored party, as far as these tests read it. */
interface StoredParty {
  characters: {
    name: string;
    afflictions: string[];
    attributes: Record<string, { fatigue: number; wounds: number }>;
  }[];
}

/** Ada and Bo in the party, and a decay rolled for them: Ada takes fatigue (3), Bo a wound (11). */
async function decayForAdaAndBo(page: Page) {
  await scriptDice(page);
  await seedStorage(page, {
    [PARTY_KEY]: { version: 1, characters: [character('a', 'Ada'), character('b', 'Bo')] },
  });
  const region = await tracker(page);
  await queueFaces(page, [1, 2, 5, 6]);
  await region.getByRole('button', { name: 'Roll decay for the party now' }).click();
  return region;
}

test.describe('Expedition tracker', () => {
  test('six turns fill the decay tracker and every character rolls decay, with afflictions added to them', async ({
    page,
  }) => {
    await scriptDice(page);
    await seedStorage(page, {
      [PARTY_KEY]: {
        version: 1,
        characters: [character('a', 'Ada', ['Terrified']), character('b', 'Bo')],
      },
    });
    const region = await tracker(page);
    for (let turn = 1; turn <= 5; turn += 1) await act(region, 'Loot (1 turn)');
    await expect(region).toContainText('Decay tracker: 5 of 6');
    // Ada rolls 4 (Terrified, which she has: 5, Sleepy); Bo rolls 8 (Hungry)
    await queueFaces(page, [1, 3, 4, 4]);
    await act(region, 'Loot (1 turn)');
    await expect(region).toContainText('Decay tracker: 0 of 6');
    await expect(region).toContainText('6 turns spent');
    const afflictions = region.getByRole('list', { name: 'Party afflictions' });
    await expect(afflictions).toContainText('Ada: Terrified, Sleepy');
    await expect(afflictions).toContainText('Bo: Hungry');
    expect(
      ((await readStored<StoredParty>(page, PARTY_KEY))?.characters ?? []).map(
        (item) => item.afflictions,
      ),
    ).toEqual([['Terrified', 'Sleepy'], ['Hungry']]);
    await expect(region).toContainText(
      'Decay for Ada (the decay tracker filled): 5 (4 plus 1 for afflictions already had), Sleepy.',
    );
    await expect(region).toContainText('After decay, roll the usage dice of the lights');
    expect(
      (await readRollLog(page)).slice(0, 2).map((entry) => `${entry.source}: ${entry.total}`),
    ).toEqual(['Dead Weight: Decay (Bo): 8', 'Dead Weight: Decay (Ada): 5']);
  });

  test('a move with its turns left empty asks for the number of turns, and a minus number is too low', async ({
    page,
  }) => {
    const region = await tracker(page);
    await region.getByLabel('Action').selectOption({ label: 'Move (1+ turns)' });
    const turns = region.getByLabel('Turns', { exact: true });
    await turns.fill('');
    await expect(turns).toHaveAccessibleDescription(
      'Enter the number of turns: a whole number from 0 to 20.',
    );
    await turns.fill('-1');
    await expect(turns).toHaveAccessibleDescription('The number of turns must be at least 0.');
    await turns.fill(' +2 ');
    await expect(turns).toHaveAttribute('aria-invalid', 'false');
    await expect(region.getByRole('button', { name: 'Take action' })).toBeEnabled();
  });

  test('a freeform action asks how many turns and rejects bad input at the field', async ({
    page,
  }) => {
    const region = await tracker(page);
    await region.getByLabel('Action').selectOption({ label: 'Freeform (1+ turns)' });
    await region.getByLabel('Turns', { exact: true }).fill('zero');
    // Said at the field as it is typed; the button is off until the turns can be read.
    await expect(region.getByLabel('Turns', { exact: true })).toHaveAccessibleDescription(
      '“zero” is not a number: the number of turns is a whole number from 1 to 20.',
    );
    await expect(region.getByRole('button', { name: 'Take action' })).toBeDisabled();
    await act(region, 'Freeform (1+ turns)', 3);
    await expect(region).toContainText('3 turns spent');
    await act(region, 'Take a free action (free)');
    await expect(region).toContainText('3 turns spent');
    await expect(region).toContainText('Decay tracker: 3 of 6');
  });

  test('fatigue and wounds from decay wait for the player to pick the attribute', async ({
    page,
  }) => {
    const region = await decayForAdaAndBo(page);
    await region
      .getByLabel('Ada: fatigue on which attribute?')
      .selectOption({ label: 'Dexterity' });
    await region.getByRole('button', { name: 'Apply fatigue to Ada' }).click();
    await region.getByLabel('Bo: wound on which attribute?').selectOption({ label: 'Strength' });
    await region.getByRole('button', { name: 'Apply wound to Bo' }).click();
    const party = (await readStored<StoredParty>(page, PARTY_KEY))?.characters ?? [];
    expect(party[0]?.attributes.dex?.fatigue).toBe(1);
    expect(party[1]?.attributes.str?.wounds).toBe(1);
    await expect(region.getByRole('list', { name: 'Decay results to apply' })).toHaveCount(0);
  });

  test('a safe place pauses the decay tracker', async ({ page }) => {
    const region = await tracker(page);
    await region.getByRole('checkbox', { name: /Safe place/ }).check();
    await act(region, 'Parley (1 turn)');
    await expect(region).toContainText('1 turn spent');
    await expect(region).toContainText('Decay tracker: 0 of 6 (paused: safe place)');
  });

  test('each location keeps its own doom tracker, and reaching an effect advances the omens tracker', async ({
    page,
  }) => {
    await scriptDice(page);
    const region = await tracker(page);
    await showDoomAtCrypt(region);
    await region.getByLabel('Step (1–99)').fill('2');
    await region.getByLabel('Effect', { exact: true }).fill('Ghouls wake');
    await region.getByRole('button', { name: 'Add effect' }).click();
    await region.getByRole('button', { name: 'Advance doom 1' }).click();
    await expect(region).toContainText('Doom at Crypt: 1 of 2');
    await region.getByLabel('Go to location').fill('Hall');
    await region.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(region).toContainText('Doom at Hall: 0');
    await region.getByRole('button', { name: 'Advance doom 1' }).click();
    await expect(region).toContainText('Doom at Hall: 1');
    await region.getByLabel('Go to location').fill('Crypt');
    await region.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(region).toContainText('Back at Crypt: its doom tracker resumes at 1.');
    await queueFaces(page, [3, 4]); // omens tracker size 7
    await region.getByRole('button', { name: 'Advance doom 1' }).click();
    await expect(region).toContainText('Doom effect at Crypt, step 2: Ghouls wake');
    await expect(region).toContainText('Omens tracker: 1 of 7');
    await expect(region).toContainText('certain death');
  });

  test('the doom effect form says what is wrong at the field', async ({ page }) => {
    const region = await tracker(page);
    await showDoomAtCrypt(region);
    await region.getByLabel('Step (1–99)').fill('120');
    await region.getByRole('button', { name: 'Add effect' }).click();
    await expect(region.getByRole('alert')).toHaveText('The step must be at most 99.');
    await expect(region.getByLabel('Step (1–99)')).toHaveAttribute('aria-invalid', 'true');
    // The field at fault takes the focus, to be fixed at once.
    await expect(region.getByLabel('Step (1–99)')).toBeFocused();
  });

  test('an effect typed for a step that has one says, on its button, which effect it replaces', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const region = await tracker(page);
    await showDoomAtCrypt(region);
    await region.getByLabel('Step (1–99)').fill('2');
    await region.getByLabel('Effect', { exact: true }).fill('Ghouls wake');
    await region.getByRole('button', { name: 'Add effect' }).click();
    const effects = region.getByRole('list', { name: 'Doom effects at Crypt' });
    await expect(effects).toContainText('Step 2: Ghouls wake');
    // The same step again: the button names the effect that would go, before the press.
    await region.getByLabel('Step (1–99)').fill('2');
    await region.getByLabel('Effect', { exact: true }).fill('Rats swarm');
    await expect(region.getByRole('button', { name: 'Add effect' })).toHaveCount(0);
    await region.getByRole('button', { name: 'Replace step 2: “Ghouls wake”' }).click();
    await expect(effects).toContainText('Step 2: Rats swarm');
    await expect(effects).not.toContainText('Ghouls wake');
    // And the replaced effect can be had back.
    await region.getByRole('button', { name: 'Undo: save a doom effect' }).click();
    await expect(effects).toContainText('Step 2: Ghouls wake');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  test('the GM view stays shown, or hidden, over a reload', async ({ page }) => {
    const region = await tracker(page);
    await showDoomAtCrypt(region);
    await expect(region.getByText('Doom at Crypt: 0')).toBeVisible();
    await page.reload();
    const again = await toolRegion(page, 'Expedition tracker');
    const gmView = again.getByRole('checkbox', { name: 'Show GM view (doom tracker)' });
    await expect(gmView).toBeChecked();
    await expect(again.getByText('Doom at Crypt: 0')).toBeVisible();
    await gmView.uncheck();
    await page.reload();
    const hidden = await toolRegion(page, 'Expedition tracker');
    await expect(
      hidden.getByRole('checkbox', { name: 'Show GM view (doom tracker)' }),
    ).not.toBeChecked();
    await expect(hidden.getByText('Doom at Crypt: 0')).toHaveCount(0);
  });

  test('a location with no name is refused at its field, which takes the focus', async ({
    page,
  }) => {
    const region = await tracker(page);
    await region.getByRole('button', { name: 'Go', exact: true }).click();
    const location = region.getByLabel('Go to location');
    await expect(location).toHaveAccessibleDescription(/Name the location\./);
    await expect(location).toBeFocused();
  });

  test('a full omens tracker rolls the Omens table with its 2d4 and starts a new tracker of a new size', async ({
    page,
  }) => {
    await scriptDice(page);
    await seedStorage(page, {
      [EXPEDITION_KEY]: {
        version: 1,
        turns: 4,
        decay: 4,
        safe: false,
        current: 'Crypt',
        locations: [
          {
            location: 'Crypt',
            step: 0,
            effects: [
              { step: 1, text: 'Bones rattle' },
              { step: 5, text: 'The lich' },
            ],
          },
        ],
        omens: { size: 2, step: 1 },
        pending: [],
        lightsDue: false,
        events: [],
      },
    });
    const region = await tracker(page);
    await region.getByRole('checkbox', { name: 'Show GM view (doom tracker)' }).check();
    await queueFaces(page, [5, 2, 3, 6, 6]); // omen 5, 2d4 = 2 + 3, new size 12
    await region.getByRole('button', { name: 'Advance doom 1' }).click();
    await expect(region).toContainText('Omen (5): The party must discard 5 (2d4: 2 + 3) torches.');
    await expect(region).toContainText('Omens tracker: 0 of 12');
  });

  test('leaving the dungeon advances doom 2 steps and puts the party in a safe place; undo takes it back', async ({
    page,
  }) => {
    const region = await tracker(page);
    await region.getByLabel('Go to location').fill('Crypt');
    await region.getByRole('button', { name: 'Go', exact: true }).click();
    await region.getByRole('button', { name: 'Leave the dungeon (doom +2)' }).click();
    await expect(region).toContainText('Doom at Crypt advances to 2.');
    await expect(region.getByRole('checkbox', { name: /Safe place/ })).toBeChecked();
    await region.getByRole('button', { name: 'Undo: leave the dungeon' }).click();
    await expect(region.getByRole('checkbox', { name: /Safe place/ })).not.toBeChecked();
    // Said in a live region that was in the page before, so a screen reader announces it.
    await expect(
      region.getByRole('status').filter({ hasText: 'Undone: leave the dungeon.' }),
    ).toBeVisible();
    await region.getByRole('checkbox', { name: 'Show GM view (doom tracker)' }).check();
    await expect(region).toContainText('Doom at Crypt: 0');
  });

  test('once the party has left, leaving is off with its reason until it goes to a location again', async ({
    page,
  }) => {
    const region = await tracker(page);
    await region.getByLabel('Go to location').fill('Crypt');
    await region.getByRole('button', { name: 'Go', exact: true }).click();
    const leave = region.getByRole('button', { name: 'Leave the dungeon (doom +2)' });
    await leave.click();
    await expect(leave).toBeDisabled();
    await expect(leave).toHaveAccessibleDescription(/already left the dungeon/);
    await region.getByRole('checkbox', { name: 'Show GM view (doom tracker)' }).check();
    await expect(region).toContainText('Doom at Crypt: 2');
    await region.getByLabel('Go to location').fill('crypt');
    await region.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(leave).toBeEnabled();
  });

  test('a location typed in another case or with extra spaces resumes its tracker under its first name', async ({
    page,
  }) => {
    const region = await tracker(page);
    await region.getByRole('checkbox', { name: 'Show GM view (doom tracker)' }).check();
    await region.getByLabel('Go to location').fill('Crypt');
    await region.getByRole('button', { name: 'Go', exact: true }).click();
    await region.getByRole('button', { name: 'Advance doom 1' }).click();
    await region.getByLabel('Go to location').fill('Hall');
    await region.getByRole('button', { name: 'Go', exact: true }).click();
    await region.getByLabel('Go to location').fill('  crypt ');
    await region.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(region).toContainText('Back at Crypt: its doom tracker resumes at 1.');
    await expect(region).toContainText('Doom at Crypt: 1');
  });

  test('keeps the expedition across a reload, and starts a new one only once the reader confirms', async ({
    page,
  }) => {
    const region = await tracker(page);
    await act(region, 'Freeform (1+ turns)', 4);
    await region.getByLabel('Go to location').fill('Crypt');
    await region.getByRole('button', { name: 'Go', exact: true }).click();
    await page.reload();
    const again = await toolRegion(page, 'Expedition tracker');
    await expect(again).toContainText('4 turns spent · at Crypt');
    await expect(again).toContainText('Decay tracker: 4 of 6');

    // A new expedition is asked about first: Cancel keeps every turn, confirming clears them.
    await again.getByRole('button', { name: 'New expedition' }).click();
    const question = again.getByRole('group', { name: /^Start a new expedition\?/ });
    await expect(question).toBeFocused();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toContainText('4 turns spent · at Crypt');
    await again.getByRole('button', { name: 'New expedition' }).click();
    await again.getByRole('button', { name: 'Start a new expedition' }).click();
    await expect(again).toContainText('Decay tracker: 0 of 6');
    await expect(again).not.toContainText('at Crypt');
  });

  test('unreadable saved expedition shows a notice and the tracker still works', async ({
    page,
  }) => {
    await seedStorage(page, { [EXPEDITION_KEY]: '{"version":1,"turns":"many"' });
    const region = await tracker(page);
    await expect(region.getByRole('alert')).toContainText('The saved expedition could not be read');
    await act(region, 'Loot (1 turn)');
    await expect(region).toContainText('1 turn spent');
  });
});

test.describe('Expedition tracker, buttons that go away when pressed', () => {
  test('Enter twice on "Roll omens tracker size" stops at the new omens line and never leaves the dungeon', async ({
    page,
  }) => {
    const region = await tracker(page);
    await region.getByRole('button', { name: 'Roll omens tracker size' }).focus();
    await page.keyboard.press('Enter');
    const omens = region.getByText(/^Omens tracker: \d+ of \d+$/);
    await expect(omens).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(region).not.toContainText('leaves the dungeon');
    await expect(region.getByRole('button', { name: /^Leave the dungeon/ })).toBeEnabled();
  });

  test('"Lights rolled", and a light used up, hand the focus to a line, not to the next button', async ({
    page,
  }) => {
    await scriptDice(page);
    await seedStorage(page, {
      [SUPPLIES_KEY]: {
        version: 1,
        items: [
          { id: 's1', name: 'Torch', sides: 4, light: true },
          { id: 's2', name: 'Lantern', sides: 6, light: true },
        ],
      },
    });
    const region = await tracker(page);
    await region.getByRole('button', { name: 'Roll decay for the party now' }).click();
    await queueFaces(page, [1]);
    await region.getByRole('button', { name: 'Roll Ud4 for Torch' }).focus();
    await page.keyboard.press('Enter');
    await expect(region.getByText('Torch: used up')).toBeFocused();
    await expect(region.getByRole('button', { name: 'Roll Ud6 for Lantern' })).toBeVisible();
    await region.getByRole('button', { name: 'Lights rolled' }).focus();
    await page.keyboard.press('Enter');
    await expect(region.getByText(/^Decay tracker: \d of 6/)).toBeFocused();
  });

  test('applying a decay result moves the focus to the next one, then to the decay line', async ({
    page,
  }) => {
    const region = await decayForAdaAndBo(page);
    await region.getByRole('button', { name: 'Apply fatigue to Ada' }).focus();
    await page.keyboard.press('Enter');
    await expect(region.getByLabel('Bo: wound on which attribute?')).toBeFocused();
    await region.getByRole('button', { name: 'Apply wound to Bo' }).focus();
    await page.keyboard.press('Enter');
    await expect(region.getByText(/^Decay tracker: \d of 6/)).toBeFocused();
  });

  test('removing a doom effect moves the focus to the doom line, and the new-expedition question gives it back to its button', async ({
    page,
  }) => {
    const region = await tracker(page);
    await showDoomAtCrypt(region);
    await region.getByLabel(/^Step/).fill('3');
    await region.getByLabel('Effect').fill('Bones rattle');
    await region.getByRole('button', { name: 'Add effect' }).click();
    await region.getByRole('button', { name: 'Remove step 3' }).focus();
    await page.keyboard.press('Enter');
    await expect(region.getByText(/^Doom at Crypt/)).toBeFocused();

    const start = region.getByRole('button', { name: 'New expedition', exact: true });
    // The question takes the focus as it appears; the keyboard goes on from there to its buttons.
    const question = region.getByRole('group', { name: /^Start a new expedition\?/ });
    await start.click();
    await expect(question).toBeFocused();
    await region.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(start).toBeFocused();
    await start.click();
    await expect(question).toBeFocused();
    await region.getByRole('button', { name: 'Start a new expedition' }).focus();
    await page.keyboard.press('Enter');
    await expect(start).toBeFocused();
  });

  test('Undo is off with its reason shown until there is a step to undo', async ({ page }) => {
    const region = await tracker(page);
    const undo = region.getByRole('button', { name: 'Undo', exact: true });
    await expect(undo).toBeDisabled();
    await expect(undo).toHaveAccessibleDescription(/^Nothing to undo yet/);
    await expect(region.getByText(/^Nothing to undo yet/)).toBeVisible();
    await act(region, 'Loot (1 turn)');
    await expect(region.getByRole('button', { name: /^Undo: / })).toBeEnabled();
    await expect(region.getByText(/^Nothing to undo yet/)).toHaveCount(0);
    // Two steps, one undone: the log still holds the first, which Undo cannot reach.
    await act(region, 'Loot (1 turn)');
    await region.getByRole('button', { name: /^Undo: / }).click();
    await expect(undo).toHaveAccessibleDescription(/^Only the last step can be undone/);
  });

  test("the expedition's first event is read out, as every later one is", async ({ page }) => {
    await recordAnnouncements(page);
    const region = await tracker(page);
    await act(region, 'Move (1+ turns)', 1);
    await expect.poll(() => saidIn(region)).toContain('Move: 1 turn.');
  });
});

test.describe('Risk dice and supplies', () => {
  test('shows the exact chance to trigger and rolls Nd!', async ({ page }) => {
    await scriptDice(page);
    await page.goto(CORE);
    const region = await toolRegion(page, 'Risk dice');
    await region.getByLabel('Risk dice (1–20)').fill('3');
    await expect(region).toContainText(
      'Chance that 3d! triggers (any die shows 1): 42.1% (91/216)',
    );
    await queueFaces(page, [4, 1, 6]);
    await region.getByRole('button', { name: 'Roll risk dice' }).click();
    await expect(region).toContainText('3d!: 4, 1, 6, triggered.');
    await region.getByLabel('Risk dice (1–20)').fill('21');
    // Said at the field as it is typed; Roll is off and the last roll is marked as from before.
    await expect(region.getByLabel('Risk dice (1–20)')).toHaveAccessibleDescription(
      'The number of risk dice must be at most 20.',
    );
    await expect(region.getByRole('button', { name: 'Roll risk dice' })).toBeDisabled();
    await expect(region).toContainText('This result is from before the last change');
  });

  test('with no risk dice to roll, Roll says in plain words why it is off', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(CORE);
    const region = await toolRegion(page, 'Risk dice');
    await region.getByLabel('Risk dice (1–20)').fill('0');
    const roll = region.getByRole('button', { name: 'Roll risk dice' });
    await expect(roll).toBeDisabled();
    await expect(roll).toHaveAccessibleDescription(
      'Roll is off: at least 1 risk die is needed to roll.',
    );
  });

  test('the chance for 20 risk dice is a percent, with its 16-digit fraction on request', async ({
    page,
  }) => {
    await page.goto(CORE);
    const region = await toolRegion(page, 'Risk dice');
    await region.getByLabel('Risk dice (1–20)').fill('20');
    const line = region.getByText('Chance that 20d! triggers (any die shows 1):');
    await expect(line).toHaveText('Chance that 20d! triggers (any die shows 1): 97.4% exact');
    await line.getByRole('button', { name: 'Show the exact chance behind 97.4%' }).click();
    // 1 − (5/6)^20 in lowest terms: the numerator is odd and not a multiple of 3.
    await expect(line).toContainText('97.4% exact = 3560791008422351/3656158440062976');
  });

  test('usage dice step down on 1-2, a d4 is used up, and the list survives a reload', async ({
    page,
  }) => {
    await scriptDice(page);
    await page.goto(CORE);
    const region = await toolRegion(page, 'Supplies and usage dice');
    await region.getByRole('button', { name: 'Add item' }).click();
    await expect(region.getByRole('alert')).toHaveText('Name the item, e.g. Torch.');
    await region.getByLabel('Item', { exact: true }).fill('Lantern');
    await region.getByLabel('Usage die').selectOption({ label: 'Ud6' });
    await region.getByRole('checkbox', { name: /Light source/ }).check();
    await region.getByRole('button', { name: 'Add item' }).click();
    await queueFaces(page, [2]);
    await region.getByRole('button', { name: 'Roll Ud6 for Lantern' }).click();
    await expect(region).toContainText('Lantern: rolled 2 on Ud6, steps down to Ud4.');
    await queueFaces(page, [1]);
    await region.getByRole('button', { name: 'Roll Ud4 for Lantern' }).click();
    await expect(region).toContainText('Lantern: rolled 1 on Ud4, used up.');
    await expect(region.getByRole('list', { name: 'Supplies' })).toContainText(
      'Lantern (light): used up',
    );
    await page.reload();
    await expect(page.getByRole('list', { name: 'Supplies' })).toContainText(
      'Lantern (light): used up',
    );
  });

  test('the decay reminder rolls the lights from the supplies list', async ({ page }) => {
    await scriptDice(page);
    await seedStorage(page, {
      [SUPPLIES_KEY]: { version: 1, items: [{ id: 's1', name: 'Torch', sides: 4, light: true }] },
    });
    const region = await tracker(page);
    await region.getByRole('button', { name: 'Roll decay for the party now' }).click();
    await queueFaces(page, [3]);
    await region.getByRole('button', { name: 'Roll Ud4 for Torch' }).click();
    await expect(region).toContainText('Torch: rolled 3 on Ud4, stays Ud4.');
  });

  test('unreadable saved supplies show a notice', async ({ page }) => {
    await seedStorage(page, { [SUPPLIES_KEY]: 'not json' });
    await page.goto(CORE);
    const region = await toolRegion(page, 'Supplies and usage dice');
    await expect(region.getByRole('alert')).toContainText('The saved supplies could not be read');
  });
});

test.describe('Expedition pages', () => {
  for (const path of [EXPLORATION, CORE]) {
    test(`${path}, GM view open, has no axe violations in either theme and does not overflow horizontally at 390 px`, async ({
      page,
    }) => {
      await page.goto(path);
      if (path === EXPLORATION) await showDoomAtCrypt(await toolRegion(page, 'Expedition tracker'));
      else await toolRegion(page, 'Risk dice');
      expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });

      await page.setViewportSize(PHONE);
      const overflow = await sidewaysScroll(page);
      expect(overflow, `${path} overflows`).toBeLessThanOrEqual(0);
    });
  }
});
