import { renderEveryTool } from './support/rendered-page';
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
import { forgetAnnouncements, recordAnnouncements, saidIn } from './support/announcements';

/** A number said alone ("1", "0 0 0"): a screen reader's listener cannot tell what it counts. */
const BARE_NUMBERS = /^[\d\s]+$/;

/** The tool's part, once ready (toolRegion), after a moment to draw what this browser saved. */
async function readyTool(page: Page, name: string): Promise<Locator> {
  const region = await toolRegion(page, name);
  await page.waitForTimeout(300);
  return region;
}

const CAMP = 'dead-weight/camp/';
const DAY = 'dead-weight/interlude-day/';
const PARTY_KEY = 'rules-at-hand:dw-party';
const CAMP_KEY = 'rules-at-hand:dw-camp';
const INTERLUDE_KEY = 'rules-at-hand:dw-interlude';
const TODAY_KEY = 'rules-at-hand:dw-interlude-today';
const EXPEDITION_KEY = 'rules-at-hand:dw-expedition';

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

async function planCamp(page: Page): Promise<Locator> {
  await page.goto(CAMP);
  const camp = await toolRegion(page, 'Camp planner');
  await camp.getByRole('checkbox', { name: 'Dry and stable place (+1)' }).check();
  await camp.getByLabel('Camping supplies used (+1 each)').fill('1');
  await camp.getByRole('checkbox', { name: /^Make a fire/ }).check();
  return camp;
}

test.describe('Camp planner', () => {
  test('counts the setup points, spends them and refuses to overspend', async ({ page }) => {
    const camp = await planCamp(page);
    const points = camp.getByRole('status', { name: 'Camp action points' });
    await expect(points).toContainText('Action points: 3');
    const sleep = camp.getByRole('button', { name: 'Add Sleep' });
    await sleep.click();
    await expect(points).toContainText('Spent: 2. Left: 1');
    // An Add that cannot be done is off, with its reason beside it rather than far below.
    await expect(sleep).toBeDisabled();
    await expect(sleep).toHaveAccessibleDescription(
      'Sleep is already planned; it can be done once per camp.',
    );
    await camp.getByRole('button', { name: 'Add A well deserved rest' }).click();
    await expect(points).toContainText('Left: 0');
    const lookout = camp.getByRole('button', { name: 'Add Keep a lookout' });
    await expect(lookout).toBeDisabled();
    const reason = camp.getByText('Keep a lookout costs 1 action, but only 0 are left.');
    await expect(lookout).toHaveAccessibleDescription(
      'Keep a lookout costs 1 action, but only 0 are left.',
    );
    await expect(points).toContainText('Left: 0');
    // At phone width the reason sits right under the button it explains.
    await page.setViewportSize(PHONE);
    await lookout.scrollIntoViewIfNeeded();
    const [button, said] = [(await lookout.boundingBox())!, (await reason.boundingBox())!];
    expect(said.y - (button.y + button.height)).toBeLessThan(60);
    await expect(reason).toBeInViewport();
    // Taking an action back turns Add on again.
    await camp.getByRole('button', { name: 'Remove A well deserved rest' }).click();
    await expect(lookout).toBeEnabled();
  });

  test('explains bad counts at the field', async ({ page }) => {
    const camp = await planCamp(page);
    const supplies = camp.getByLabel('Camping supplies used (+1 each)');
    await supplies.fill('abc');
    await expect(supplies).toHaveAttribute('aria-invalid', 'true');
    await expect(supplies).toHaveAccessibleDescription('"abc" is not a number.');
    const survivalists = camp.getByLabel('Adventurers with the survivalist skill (+1 each)');
    await survivalists.fill('9');
    await expect(survivalists).toHaveAccessibleDescription(
      'Only 4 adventurers are in camp, so at most 4 can be survivalists.',
    );
    await supplies.fill('0');
    await expect(
      camp.getByText('A fire needs a camping supply or firewood: use a supply or mark firewood.'),
    ).toBeVisible();
  });

  test('shows the exact ambush odds, rolls a surprise and logs it', async ({ page }) => {
    await scriptDice(page);
    const camp = await planCamp(page);
    await camp.getByRole('button', { name: 'Add Sleep' }).click();
    await camp
      .getByRole('checkbox', { name: 'The place is particularly exposed (+1 die)' })
      .check();
    // Exposed, fire and sleep: 3d6. Combat 216 - 125 = 91; surprised 91 - 3 x 25 = 16.
    await expect(camp).toContainText('Ambush pool: 3d6');
    await expect(camp).toContainText('Chance of a combat (any 6): 42.1% (91/216)');
    await expect(camp).toContainText('two or more 6s): 7.4% (2/27)');
    await queueFaces(page, [6, 2, 6]);
    await camp.getByRole('button', { name: 'Roll the ambush (3d6)' }).click();
    const result = camp.getByRole('status', { name: 'Ambush result' });
    await expect(result).toContainText(
      'More than one 6: a combat happens and the adventurers are surprised.',
    );
    await expect(
      result.getByRole('list', { name: 'Ambush dice rolled' }).getByRole('listitem'),
    ).toHaveText(['6', '2', '6']);
    await expect
      .poll(async () => (await readRollLog(page))[0])
      .toMatchObject({
        source: 'Dead Weight: Ambush roll',
        expression: '3d6',
        total: 2,
        result: '2 sixes: combat, surprised',
      });

    // A place no longer exposed makes another pool: the roll of 3d6 is marked as the plan's before.
    await expect(result).not.toHaveAttribute('data-stale');
    await camp
      .getByRole('checkbox', { name: 'The place is particularly exposed (+1 die)' })
      .uncheck();
    await expect(camp).toContainText('Ambush pool: 2d6');
    await expect(result).toHaveAttribute('data-stale', '');
    await expect(result).toContainText('This result is from before the last change');
  });

  test('breaking camp advances the expedition doom once, twice after a long rest', async ({
    page,
  }) => {
    const camp = await planCamp(page);
    await camp.getByRole('button', { name: 'Break camp (advance doom once)' }).click();
    await expect(camp.getByRole('status', { name: 'Break camp result' })).toContainText(
      'the doom tracker advanced once',
    );
    const doomStep = async () =>
      (await readStored<{ locations: { step: number }[] }>(page, EXPEDITION_KEY))?.locations[0]
        ?.step;
    await expect.poll(doomStep).toBe(1);
    await expect(
      camp.getByRole('checkbox', {
        name: 'The party has camped before in this expedition (+1 die)',
      }),
    ).toBeChecked();
    await camp.getByRole('checkbox', { name: /^Long rest/ }).check();
    await camp.getByRole('button', { name: 'Break camp (advance doom twice)' }).click();
    await expect.poll(doomStep).toBe(3);
  });

  test('keeps the plan across a reload', async ({ page }) => {
    const camp = await planCamp(page);
    await camp.getByRole('button', { name: 'Add Sleep' }).click();
    await page.reload();
    const again = await toolRegion(page, 'Camp planner');
    await expect(again.getByRole('status', { name: 'Camp action points' })).toContainText(
      'Action points: 3',
    );
    await expect(again.getByText('Sleep planned: × 1')).toBeVisible();
    await expect(again.getByLabel('Camping supplies used (+1 each)')).toHaveValue('1');
  });

  test('sets unreadable saved plans aside with a notice and still works', async ({ page }) => {
    await seedStorage(page, { [CAMP_KEY]: '{"version":1,"setup":' });
    await page.goto(CAMP);
    const camp = await toolRegion(page, 'Camp planner');
    await expect(camp.getByRole('alert').first()).toContainText(
      'The saved camp plan could not be read',
    );
    await camp.getByRole('checkbox', { name: 'Dry and stable place (+1)' }).check();
    await expect(camp.getByRole('status', { name: 'Camp action points' })).toContainText(
      'Action points: 1',
    );
  });
});

test.describe('Interlude day', () => {
  test('runs a day: actions, event, hunger with the affliction rule, sleep, next day; and keeps it across a reload', async ({
    page,
  }) => {
    await scriptDice(page);
    await seedStorage(page, {
      [PARTY_KEY]: {
        version: 1,
        characters: [character('a', 'Ada', ['Hungry', 'Sleepy']), character('b', 'Bo')],
      },
    });
    await page.goto(DAY);
    const day = await toolRegion(page, 'Interlude day');
    await expect(day.getByRole('status', { name: 'Interlude day' })).toHaveText(
      'Day 1 in a Fief (size 3), settlement doom 0 of 7.',
    );
    await day.getByRole('button', { name: 'Advance settlement doom' }).click();
    await day.getByRole('button', { name: 'Advance settlement doom' }).click();
    await expect(
      day.getByRole('list', { name: 'Settlement doom effects in force' }).getByRole('listitem'),
    ).toHaveCount(2);

    // 1. Ada lays low: 2d! shows a 1, so the settlement doom goes down.
    await day.getByLabel('Action for Ada').selectOption({ label: 'Lay low' });
    await queueFaces(page, [4, 1]);
    const risk = day.getByRole('status', { name: "Ada's action today" });
    await expect(risk).toBeEmpty();
    await day.getByRole('button', { name: 'Roll 2d! for Ada' }).click();
    await expect(risk).toHaveText(
      "2d! rolled 4, 1: Triggered: reduce this settlement's doom tracker by one. Settlement doom is now 1.",
    );
    // Bo rests; entertainment needs size 4-5, so it is offered but disabled here.
    await expect(
      day
        .getByLabel('Additional effect for Bo')
        .locator('option', { hasText: 'proper entertainment' }),
    ).toBeDisabled();

    // 2. Blacksalt event 2 (bad events), then 6: prosecution.
    await queueFaces(page, [2, 6]);
    await day.getByRole('button', { name: 'Roll the Blacksalt event (1d6)' }).click();
    await expect(day.getByRole('status', { name: 'Blacksalt event result' })).toContainText(
      "Prosecution. Advance this settlement's doom tracker.",
    );
    await expect(day.getByRole('status', { name: 'Interlude day' })).toContainText(
      'settlement doom 2 of 7',
    );

    // 3. Ada is already hungry: decay 2 + 3 = 5, Sleepy, which she has, so she chooses another.
    await day.getByRole('checkbox', { name: 'Bo eats a ration' }).check();
    await queueFaces(page, [2, 3]);
    await day.getByRole('button', { name: 'Resolve Hunger Bites' }).click();
    const hunger = day.getByRole('status', { name: 'Hunger Bites result' });
    await expect(hunger).toContainText('Already hungry: decay table 5, Sleepy.');
    await expect(hunger).toContainText('Ada already sleepy: choose another affliction.');
    await expect(hunger).toContainText('Bo: Ate a ration.');
    await day.getByLabel('Affliction Ada takes instead of sleepy').selectOption('Angry');
    await day.getByRole('button', { name: 'Give Ada this affliction' }).click();
    await expect
      .poll(
        async () =>
          (
            await readStored<{ characters: { name: string; afflictions: string[] }[] }>(
              page,
              PARTY_KEY,
            )
          )?.characters[0]?.afflictions,
      )
      .toEqual(['Hungry', 'Sleepy', 'Angry']);

    // 4. The inn costs 2 silver per person at doom 2; 6 + 6 for Ada, 3 + 4 for Bo.
    await day
      .getByLabel('Where the party sleeps')
      .selectOption({ label: 'Inn (2 silver per person)' });
    await queueFaces(page, [6, 6, 3, 4]);
    await day.getByRole('button', { name: 'Roll sleep (2d6 each)' }).click();
    const sleep = day.getByRole('status', { name: 'Sleep result' });
    await expect(sleep).toContainText(
      'Ada: 12, Restore all fatigue, heal 1 wound and remove sleepy, shaken and angry.',
    );
    await expect(sleep).toContainText('Bo: 7, Restore all fatigue and remove sleepy and shaken.');
    await expect
      .poll(async () => (await readRollLog(page)).map((entry) => entry.source))
      .toContain('Dead Weight: Inn (Bo)');

    await day.getByRole('button', { name: 'Start day 2' }).click();
    await expect(day.getByRole('status', { name: 'Interlude day' })).toHaveText(
      'Day 2 in a Fief (size 3), settlement doom 2 of 7.',
    );
    await page.reload();
    const again = await toolRegion(page, 'Interlude day');
    await expect(again.getByRole('status', { name: 'Interlude day' })).toHaveText(
      'Day 2 in a Fief (size 3), settlement doom 2 of 7.',
    );
    expect(await readStored(page, INTERLUDE_KEY)).toEqual({
      version: 1,
      day: 2,
      size: 3,
      doom: 2,
      eventDay: 1,
      hungerDay: 1,
      sleptDay: 1,
    });
  });

  test('rest and sleep write their fixed effects to the sheets and say what was applied', async ({
    page,
  }) => {
    await scriptDice(page);
    const tired = { score: 3, fatigue: 2, wounds: 0, proficiency: 0 };
    const ada = character('a', 'Ada', ['Sleepy']);
    await seedStorage(page, {
      [PARTY_KEY]: {
        version: 1,
        characters: [
          { ...ada, attributes: { ...ada.attributes, str: tired, pre: tired } },
          character('b', 'Bo', ['Shaken']),
        ],
      },
    });
    await page.goto(DAY);
    const day = await toolRegion(page, 'Interlude day');
    type Sheet = {
      afflictions: string[];
      attributes: Record<string, { fatigue: number }>;
    };
    const sheets = async () =>
      (await readStored<{ characters: Sheet[] }>(page, PARTY_KEY))?.characters ?? [];

    // Rest: 1 fatigue from each attribute.
    await day.getByRole('button', { name: 'Take this action for Ada' }).click();
    await expect(day.getByRole('status', { name: "Ada's action today" })).toHaveText(
      'Ada takes Rest. Ada: 1 fatigue recovered from each attribute.',
    );
    await expect.poll(async () => (await sheets())[0]?.attributes.str?.fatigue).toBe(1);

    // On the streets of a fief: 6 + 6 restores Ada; 3 + 4 makes Bo sleepy.
    await queueFaces(page, [6, 6, 3, 4]);
    await day.getByRole('button', { name: 'Roll sleep (2d6 each)' }).click();
    const sleep = day.getByRole('status', { name: 'Sleep result' });
    await expect(sleep).toContainText('Ada: 12, Restore all fatigue and remove sleepy and shaken.');
    await expect(sleep).toContainText('Ada: fatigue restored; Sleepy removed.');
    await expect(sleep).toContainText('Bo: Sleepy gained.');
    await expect
      .poll(async () =>
        (await sheets()).map((sheet) => [
          sheet.afflictions,
          sheet.attributes.str?.fatigue,
          sheet.attributes.pre?.fatigue,
        ]),
      )
      .toEqual([
        [[], 0, 0],
        [['Shaken', 'Sleepy'], 0, 0],
      ]);

    // What was applied is kept with the night.
    await page.reload();
    const again = await toolRegion(page, 'Interlude day');
    await expect(again.getByRole('status', { name: 'Sleep result' })).toContainText(
      'Ada: fatigue restored; Sleepy removed.',
    );
  });

  test('sleeps once a day: a double press advances the settlement doom once, the next day sleeps again', async ({
    page,
  }) => {
    await scriptDice(page);
    // A hamlet's streets: a 6 (3 + 3) is "the locals don't like you here", one step of doom.
    await seedStorage(page, {
      [PARTY_KEY]: { version: 1, characters: [character('a', 'Ada')] },
      [INTERLUDE_KEY]: { version: 1, day: 1, size: 2, doom: 0 },
    });
    await page.goto(DAY);
    const day = await toolRegion(page, 'Interlude day');
    const status = day.getByRole('status', { name: 'Interlude day' });
    const sleep = day.getByRole('button', { name: 'Roll sleep (2d6 each)' });
    const sleepRolls = async () =>
      (await readRollLog(page)).filter((entry) => entry.source.includes('On the streets'));
    await queueFaces(page, [3, 3, 3, 3]);
    await sleep.dblclick();
    await expect(day.getByRole('status', { name: 'Sleep result' })).toContainText(
      "Ada: 6, The locals don't like you here.",
    );
    await expect(status).toHaveText('Day 1 in a Hamlet (size 2), settlement doom 1 of 7.');
    await expect.poll(async () => (await sleepRolls()).length).toBe(1);
    await expect(sleep).toBeDisabled();
    await expect(sleep).toHaveAccessibleDescription(
      'The party has already slept on day 1: sleep comes once a day. Start day 2 to roll it again.',
    );

    // The night is kept: a reload does not let the party sleep again that day.
    await page.reload();
    const again = await toolRegion(page, 'Interlude day');
    await expect(again.getByRole('button', { name: 'Roll sleep (2d6 each)' })).toBeDisabled();

    // The next day sleeps again, once, even for two presses before the page redraws.
    await again.getByRole('button', { name: 'Start day 2' }).click();
    const next = again.getByRole('button', { name: 'Roll sleep (2d6 each)' });
    await expect(next).toBeEnabled();
    await queueFaces(page, [3, 3, 3, 3]);
    await next.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(again.getByRole('status', { name: 'Interlude day' })).toHaveText(
      'Day 2 in a Hamlet (size 2), settlement doom 2 of 7.',
    );
    await expect.poll(async () => (await sleepRolls()).length).toBe(2);
    expect(await readStored(page, INTERLUDE_KEY)).toEqual({
      version: 1,
      day: 2,
      size: 2,
      doom: 2,
      eventDay: null,
      hungerDay: null,
      sleptDay: 2,
    });
  });

  test('rolls the Blacksalt event and resolves Hunger Bites once a day: a double press moves the settlement doom one step, and a reload keeps them done', async ({
    page,
  }) => {
    await scriptDice(page);
    // A save from before the event and hunger were kept: neither is done yet on day 1.
    await seedStorage(page, {
      [PARTY_KEY]: { version: 1, characters: [character('b', 'Bo')] },
      [INTERLUDE_KEY]: { version: 1, day: 1, size: 3, doom: 0 },
    });
    await page.goto(DAY);
    const day = await toolRegion(page, 'Interlude day');
    const status = day.getByRole('status', { name: 'Interlude day' });
    const event = day.getByRole('button', { name: 'Roll the Blacksalt event (1d6)' });
    const hunger = day.getByRole('button', { name: 'Resolve Hunger Bites' });
    const logged = async (what: string) =>
      (await readRollLog(page)).filter((entry) => entry.source.includes(what)).length;

    // Event 2 sends to the bad events, and 6 is prosecution: one step of doom, however many presses.
    await queueFaces(page, [2, 6, 2, 6]);
    await event.dblclick();
    await expect(day.getByRole('status', { name: 'Blacksalt event result' })).toContainText(
      "Prosecution. Advance this settlement's doom tracker.",
    );
    await expect(status).toHaveText('Day 1 in a Fief (size 3), settlement doom 1 of 7.');
    await expect.poll(() => logged('Blacksalt events')).toBe(1);
    await expect(event).toBeDisabled();
    await expect(event).toHaveAccessibleDescription(
      'The Blacksalt event for day 1 has already been rolled: there is one event a day. Start day 2 to roll the next.',
    );

    // Bo eats nothing: hungry and parched. A second press would send him to the decay table,
    // where 3 + 4 = 7 advances the doom.
    await queueFaces(page, [3, 4]);
    await hunger.dblclick();
    await expect(day.getByRole('status', { name: 'Hunger Bites result' })).toHaveText(
      'Bo: Bo becomes hungry. Bo becomes parched.',
    );
    await expect(hunger).toBeDisabled();
    await expect(hunger).toHaveAccessibleDescription(
      'Hunger Bites for day 1 has already been resolved: it comes once a day. Start day 2 to resolve it again.',
    );
    await expect
      .poll(
        async () =>
          (await readStored<{ characters: { afflictions: string[] }[] }>(page, PARTY_KEY))
            ?.characters[0]?.afflictions,
      )
      .toEqual(['Hungry', 'Parched']);
    expect(await logged('Decay')).toBe(0);
    await expect(status).toHaveText('Day 1 in a Fief (size 3), settlement doom 1 of 7.');

    // Both are kept: after a reload neither can be done again that day, and what they came to is
    // still shown.
    await page.reload();
    const again = await toolRegion(page, 'Interlude day');
    await expect(again.getByRole('status', { name: 'Interlude day' })).toHaveText(
      'Day 1 in a Fief (size 3), settlement doom 1 of 7.',
    );
    await expect(again.getByRole('status', { name: 'Blacksalt event result' })).toContainText(
      "Prosecution. Advance this settlement's doom tracker.",
    );
    await expect(again.getByRole('status', { name: 'Hunger Bites result' })).toHaveText(
      'Bo: Bo becomes hungry. Bo becomes parched.',
    );
    await expect(
      again.getByRole('button', { name: 'Roll the Blacksalt event (1d6)' }),
    ).toBeDisabled();
    await expect(again.getByRole('button', { name: 'Resolve Hunger Bites' })).toBeDisabled();
    expect(await readStored(page, INTERLUDE_KEY)).toEqual({
      version: 1,
      day: 1,
      size: 3,
      doom: 1,
      eventDay: 1,
      hungerDay: 1,
      sleptDay: null,
    });

    // The next day rolls its event, once, even for two presses before the page redraws.
    await again.getByRole('button', { name: 'Start day 2' }).click();
    const next = again.getByRole('button', { name: 'Roll the Blacksalt event (1d6)' });
    await expect(next).toBeEnabled();
    await expect(again.getByRole('button', { name: 'Resolve Hunger Bites' })).toBeEnabled();
    await queueFaces(page, [2, 6, 2, 6]);
    await next.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(again.getByRole('status', { name: 'Interlude day' })).toHaveText(
      'Day 2 in a Fief (size 3), settlement doom 2 of 7.',
    );
    await expect.poll(() => logged('Blacksalt events')).toBe(2);
    expect(await readStored(page, INTERLUDE_KEY)).toMatchObject({ day: 2, doom: 2, eventDay: 2 });
    // Day 1's Hunger Bites is not day 2's.
    await expect(again.getByRole('status', { name: 'Hunger Bites result' })).toHaveText('');

    // A new interlude starts with no results and says so.
    await again.getByRole('button', { name: 'New interlude (day 1, doom 0)' }).click();
    await expect(
      again.getByText('A new interlude begins: day 1, settlement doom 0.'),
    ).toBeVisible();
    await expect(again.getByText('Day 2 begins.')).toHaveCount(0);
    await expect(again.getByRole('status', { name: 'Blacksalt event result' })).toHaveText('');
  });

  test('each adventurer takes one action a day: a double press lays low once, and a reload keeps the roll', async ({
    page,
  }) => {
    await scriptDice(page);
    await seedStorage(page, {
      [PARTY_KEY]: { version: 1, characters: [character('a', 'Ada')] },
      [INTERLUDE_KEY]: { version: 1, day: 1, size: 3, doom: 3 },
    });
    await page.goto(DAY);
    const day = await toolRegion(page, 'Interlude day');
    const status = day.getByRole('status', { name: 'Interlude day' });
    await day.getByLabel('Action for Ada').selectOption({ label: 'Lay low' });
    // A 1 lowers the doom: a second roll would lower it again.
    await queueFaces(page, [4, 1, 4, 1]);
    const roll = day.getByRole('button', { name: 'Roll 2d! for Ada' });
    await roll.dblclick();
    await expect(status).toHaveText('Day 1 in a Fief (size 3), settlement doom 2 of 7.');
    await expect(roll).toBeDisabled();
    await expect(roll).toHaveAccessibleDescription(
      'Ada has taken an action on day 1: each adventurer takes one action a day. Start day 2 for the next.',
    );

    await page.reload();
    const again = await toolRegion(page, 'Interlude day');
    await expect(again.getByRole('status', { name: "Ada's action today" })).toHaveText(
      "2d! rolled 4, 1: Triggered: reduce this settlement's doom tracker by one. Settlement doom is now 2.",
    );
    // The action taken stands: it is still chosen, and cannot be changed that day.
    await expect(again.getByLabel('Action for Ada')).toHaveValue('lay-low');
    await expect(again.getByLabel('Action for Ada')).toBeDisabled();
    await expect(again.getByRole('button', { name: 'Roll 2d! for Ada' })).toBeDisabled();
    await again.getByRole('button', { name: 'Start day 2' }).click();
    await again.getByLabel('Action for Ada').selectOption({ label: 'Lay low' });
    await expect(again.getByRole('button', { name: 'Roll 2d! for Ada' })).toBeEnabled();
    await expect(again.getByRole('status', { name: "Ada's action today" })).toBeEmpty();
  });

  test("keeps each adventurer's chosen action across a reload, and an action without risk dice is their one action of the day", async ({
    page,
  }) => {
    await scriptDice(page);
    await seedStorage(page, {
      [PARTY_KEY]: { version: 1, characters: [character('a', 'Ada'), character('b', 'Bo')] },
      [INTERLUDE_KEY]: { version: 1, day: 1, size: 3, doom: 0 },
    });
    await page.goto(DAY);
    const day = await toolRegion(page, 'Interlude day');
    await day.getByLabel('Action for Ada').selectOption({ label: 'Tend Wounds' });
    await day
      .getByLabel('Additional effect for Bo')
      .selectOption({ label: 'Spend 1 silver: get very drunk' });
    await expect
      .poll(() => readStored(page, TODAY_KEY))
      .toMatchObject({
        day: 1,
        picks: { a: { action: 'tend', option: '' }, b: { action: 'rest', option: 'drunk' } },
      });

    // The choices are the day's: a reload shows them.
    await page.reload();
    let again = await toolRegion(page, 'Interlude day');
    await expect(again.getByLabel('Action for Ada')).toHaveValue('tend');
    await expect(again.getByLabel('Action for Bo')).toHaveValue('rest');
    await expect(again.getByLabel('Additional effect for Bo')).toHaveValue('drunk');
    await expect(again.getByRole('button', { name: 'Roll 2d! for Bo' })).toBeEnabled();

    // Tending wounds rolls no risk dice, yet it is Ada's one action of the day.
    const take = again.getByRole('button', { name: 'Take this action for Ada' });
    await take.dblclick();
    await expect(again.getByRole('status', { name: "Ada's action today" })).toHaveText(
      'Ada takes Tend Wounds. Ada: apply by hand: recover one strength or dexterity wound.',
    );
    const acted =
      'Ada has taken an action on day 1: each adventurer takes one action a day. Start day 2 for the next.';
    await expect(take).toBeDisabled();
    await expect(take).toHaveAccessibleDescription(acted);
    await expect(again.getByLabel('Action for Ada')).toBeDisabled();

    await page.reload();
    again = await toolRegion(page, 'Interlude day');
    await expect(again.getByLabel('Action for Ada')).toHaveValue('tend');
    await expect(again.getByLabel('Action for Ada')).toBeDisabled();
    await expect(again.getByRole('status', { name: "Ada's action today" })).toHaveText(
      'Ada takes Tend Wounds. Ada: apply by hand: recover one strength or dexterity wound.',
    );
    await expect(
      again.getByRole('button', { name: 'Take this action for Ada' }),
    ).toHaveAccessibleDescription(acted);
    await expect(again.getByRole('button', { name: 'Roll 2d! for Bo' })).toBeEnabled();

    // The next day each chooses afresh.
    await again.getByRole('button', { name: 'Start day 2' }).click();
    await expect(again.getByLabel('Action for Ada')).toHaveValue('rest');
    await expect(again.getByLabel('Action for Ada')).toBeEnabled();
    await expect(again.getByRole('button', { name: 'Take this action for Ada' })).toBeEnabled();
  });

  test('sets unreadable saved actions aside with a notice and still works', async ({ page }) => {
    await seedStorage(page, {
      [PARTY_KEY]: { version: 1, characters: [character('a', 'Ada')] },
      [TODAY_KEY]:
        '{"version":1,"day":1,"picks":{"a":{"action":"fly","option":""}},"event":null,"hunger":{},"sleep":null}',
    });
    await page.goto(DAY);
    const day = await toolRegion(page, 'Interlude day');
    await expect(day.getByRole('alert')).toContainText(
      "The saved interlude day's results could not be read",
    );
    await expect(day.getByLabel('Action for Ada')).toHaveValue('rest');
    await day.getByRole('button', { name: 'Take this action for Ada' }).click();
    await expect(day.getByRole('status', { name: "Ada's action today" })).toHaveText(
      'Ada takes Rest. Ada: no fatigue to recover.',
    );
  });

  test('with no adventurer, sleep is off and says how to add one', async ({ page }) => {
    await page.goto(DAY);
    const day = await toolRegion(page, 'Interlude day');
    const sleep = day.getByRole('button', { name: 'Roll sleep (2d6 each)' });
    await expect(sleep).toBeDisabled();
    await expect(sleep).toHaveAccessibleDescription(
      'Sleep is off until the party has adventurers: each one rolls 2d6 for the night. Add them in the Characters tool.',
    );
    await expect(day.getByText(/^The party is empty/)).toContainText('roll their sleep');
    await expect(day.getByRole('link', { name: 'Characters' }).first()).toHaveAttribute(
      'href',
      /\/dead-weight\/character-progression\/#dw-characters$/,
    );
  });

  test('New interlude can be undone: the day, its doom, actions and results come back', async ({
    page,
  }) => {
    await scriptDice(page);
    await seedStorage(page, {
      [PARTY_KEY]: { version: 1, characters: [character('a', 'Ada')] },
      [INTERLUDE_KEY]: { version: 1, day: 3, size: 4, doom: 2 },
    });
    await page.goto(DAY);
    const day = await toolRegion(page, 'Interlude day');
    const status = day.getByRole('status', { name: 'Interlude day' });
    await day.getByLabel('Action for Ada').selectOption({ label: 'Lay low' });
    await queueFaces(page, [2, 6]);
    await day.getByRole('button', { name: 'Roll the Blacksalt event (1d6)' }).click();
    await expect(status).toHaveText('Day 3 in a Stronghold (size 4), settlement doom 3 of 7.');
    const before = await readStored(page, TODAY_KEY);

    await day.getByRole('button', { name: 'New interlude (day 1, doom 0)' }).click();
    await expect(status).toHaveText('Day 1 in a Fief (size 3), settlement doom 0 of 7.');
    await expect(day.getByRole('status', { name: 'Blacksalt event result' })).toHaveText('');
    await expect(
      day.getByText(
        "New interlude: day 3 at settlement doom 3 cleared, with that day's actions and results.",
      ),
    ).toBeVisible();
    const undo = day.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await undo.click();
    await expect(status).toHaveText('Day 3 in a Stronghold (size 4), settlement doom 3 of 7.');
    await expect(day.getByRole('status', { name: 'Blacksalt event result' })).toContainText(
      "Prosecution. Advance this settlement's doom tracker.",
    );
    await expect(day.getByLabel('Action for Ada')).toHaveValue('lay-low');
    await expect(undo).toHaveCount(0);
    await expect(day.getByText('A new interlude begins')).toHaveCount(0);
    expect(await readStored(page, INTERLUDE_KEY)).toEqual({
      version: 1,
      day: 3,
      size: 4,
      doom: 3,
      eventDay: 3,
      hungerDay: null,
      sleptDay: null,
    });
    expect(await readStored(page, TODAY_KEY)).toEqual(before);

    // Once something else is done, the new interlude stands.
    await day.getByRole('button', { name: 'New interlude (day 1, doom 0)' }).click();
    await expect(undo).toBeVisible();
    await day.getByRole('button', { name: 'Advance settlement doom' }).click();
    await expect(undo).toHaveCount(0);
    await expect(status).toHaveText('Day 1 in a Fief (size 3), settlement doom 1 of 7.');

    // A day played in another tab is not thrown away by this tab's Undo: it refuses, and says so.
    await day.getByRole('button', { name: 'New interlude (day 1, doom 0)' }).click();
    const other = await page.context().newPage();
    await other.goto(DAY);
    const elsewhere = {
      version: 1,
      day: 1,
      size: 3,
      doom: 2,
      eventDay: null,
      hungerDay: null,
      sleptDay: null,
    };
    await other.evaluate(
      ([key, text]) => localStorage.setItem(key!, text!),
      [INTERLUDE_KEY, JSON.stringify(elsewhere)],
    );
    await expect(status).toHaveText('Day 1 in a Fief (size 3), settlement doom 2 of 7.');
    await undo.click();
    await expect(
      day.getByText(
        'The new interlude has changed since, so the Undo would lose that; change it back by hand.',
      ),
    ).toBeVisible();
    expect(await readStored(page, INTERLUDE_KEY)).toEqual(elsewhere);
  });

  test("signs of worse things to come also advance the expedition's omens tracker", async ({
    page,
  }) => {
    await scriptDice(page);
    await page.goto(DAY);
    const day = await toolRegion(page, 'Interlude day');
    // Blacksalt event 2 (bad events), bad event 1 (signs), then the new omens tracker's size 3 + 4.
    await queueFaces(page, [2, 1, 3, 4]);
    await day.getByRole('button', { name: 'Roll the Blacksalt event (1d6)' }).click();
    const result = day.getByRole('status', { name: 'Blacksalt event result' });
    await expect(result).toContainText('Signs of worse things to come.');
    await expect(result).toContainText("The expedition's omens tracker advances one step too.");
    await expect
      .poll(
        async () =>
          (await readStored<{ omens: { size: number; step: number } | null }>(page, EXPEDITION_KEY))
            ?.omens,
      )
      .toEqual({ size: 7, step: 1 });
    await expect(day.getByRole('status', { name: 'Interlude day' })).toContainText(
      'settlement doom 1 of 7',
    );
  });

  test('closes the inn from settlement doom 4 and explains it at the field', async ({ page }) => {
    await seedStorage(page, { [INTERLUDE_KEY]: { version: 1, day: 3, size: 4, doom: 4 } });
    await page.goto(DAY);
    const day = await toolRegion(page, 'Interlude day');
    const where = day.getByLabel('Where the party sleeps');
    await where.selectOption('inn');
    await expect(where).toHaveAccessibleDescription(
      'At settlement doom 4 or more you may not use the inn.',
    );
    await expect(day.getByRole('button', { name: 'Roll sleep (2d6 each)' })).toBeDisabled();
  });

  test('sets an unreadable saved interlude aside with a notice', async ({ page }) => {
    await seedStorage(page, { [INTERLUDE_KEY]: '{"version":1,"day":-4}' });
    await page.goto(DAY);
    const day = await toolRegion(page, 'Interlude day');
    await expect(day.getByRole('alert')).toContainText('The saved interlude could not be read');
    await expect(day.getByRole('status', { name: 'Interlude day' })).toContainText('Day 1');
  });
});

/** The camp planner, with Ada and Bo in the Characters tool's party. */
async function campWithPartyOfTwo(page: Page): Promise<{ camp: Locator; adventurers: Locator }> {
  await seedStorage(page, {
    [PARTY_KEY]: { version: 1, characters: [character('a', 'Ada'), character('b', 'Bo')] },
  });
  await page.goto(CAMP);
  const camp = await readyTool(page, 'Camp planner');
  return { camp, adventurers: camp.getByLabel('Adventurers in camp') };
}

test.describe('Camp planner, adventurers in camp', () => {
  test('starts from the party’s size and says so; a number typed stays through a reload, whatever the party', async ({
    page,
  }) => {
    const { camp, adventurers } = await campWithPartyOfTwo(page);
    await expect(adventurers).toHaveValue('2');
    await expect(adventurers).toHaveAccessibleDescription(
      'The party’s size, from the Characters tool. A number typed here stays.',
    );
    // The party's size counts: at most 2 survivalists.
    await camp.getByLabel('Adventurers with the survivalist skill (+1 each)').fill('3');
    await expect(
      camp.getByText('Only 2 adventurers are in camp, so at most 2 can be survivalists.'),
    ).toBeVisible();

    await adventurers.fill('5');
    await expect(adventurers).toHaveAccessibleDescription('The party has 2.');
    await page.reload();
    const reloaded = await readyTool(page, 'Camp planner');
    await expect(reloaded.getByLabel('Adventurers in camp')).toHaveValue('5');
    await expect(reloaded.getByLabel('Adventurers in camp')).toHaveAccessibleDescription(
      'The party has 2.',
    );
  });

  test('lets a typed number go on a press, counting the party again, with the focus on the count', async ({
    page,
  }) => {
    const { camp, adventurers } = await campWithPartyOfTwo(page);
    const countParty = camp.getByRole('button', { name: 'Count the party (2)' });
    await expect(countParty).toHaveCount(0);
    await adventurers.fill('5');
    await countParty.click();
    await expect(adventurers).toHaveValue('2');
    await expect(adventurers).toBeFocused();
    await expect(adventurers).toHaveAccessibleDescription(
      'The party’s size, from the Characters tool. A number typed here stays.',
    );
    await expect(countParty).toHaveCount(0);
    await page.reload();
    const reloaded = await readyTool(page, 'Camp planner');
    await expect(reloaded.getByLabel('Adventurers in camp')).toHaveValue('2');
    await expect(reloaded.getByRole('button', { name: 'Count the party (2)' })).toHaveCount(0);
  });

  test('starts at 4 without a party, saying nothing of one', async ({ page }) => {
    await page.goto(CAMP);
    const camp = await readyTool(page, 'Camp planner');
    await expect(camp.getByLabel('Adventurers in camp')).toHaveValue('4');
    await expect(camp.getByLabel('Adventurers in camp')).toHaveAccessibleDescription('');
  });
});

test.describe('Camp planner and Interlude day, read out', () => {
  test('the camp points are said as a sentence when they change, and silent as the page loads or the ambush rolls', async ({
    page,
  }) => {
    await recordAnnouncements(page);
    await seedStorage(page, {
      [CAMP_KEY]: {
        version: 1,
        adventurers: 3,
        setup: {
          suppliesUsed: 1,
          survivalists: 0,
          dryPlace: true,
          fire: false,
          firewood: false,
          longRest: false,
          filthy: false,
        },
        actions: { lookout: 0, rest: 0, campItems: 0, cook: 0, memorize: 0, sleep: 0 },
        ambush: { exposed: false, campedBefore: false, cookingSkill: false, extra: 0 },
      },
    });
    await page.goto(CAMP);
    const camp = await readyTool(page, 'Camp planner');
    expect(await saidIn(camp)).toEqual([]);

    await camp.getByRole('button', { name: 'Add Keep a lookout' }).click();
    await expect
      .poll(() => saidIn(camp))
      .toContainEqual(expect.stringMatching(/^Action points: 2 .*Spent: 1\. Left: 1/));
    await forgetAnnouncements(page);
    await camp.getByRole('button', { name: /^Roll the ambush/ }).click();
    await expect.poll(() => saidIn(camp)).toHaveLength(1);
    await camp.getByRole('button', { name: 'Break camp (advance doom once)' }).click();
    await expect.poll(() => saidIn(camp)).toContainEqual(expect.stringMatching(/^Camp broken/));
    for (const said of await saidIn(camp)) expect(said).not.toMatch(BARE_NUMBERS);
  });

  test('the day and its settlement doom are said as a sentence, once, and not as the page loads', async ({
    page,
  }) => {
    await recordAnnouncements(page);
    await seedStorage(page, {
      [INTERLUDE_KEY]: { version: 1, day: 2, size: 3, doom: 0 },
    });
    await page.goto(DAY);
    const day = await readyTool(page, 'Interlude day');
    expect(await saidIn(day)).toEqual([]);

    await day.getByRole('button', { name: 'Advance settlement doom' }).click();
    await expect
      .poll(() => saidIn(day))
      .toEqual(['Day 2 in a Fief (size 3), settlement doom 1 of 7.']);
    await forgetAnnouncements(page);
    await day.getByRole('button', { name: 'Reduce settlement doom' }).click();
    await expect
      .poll(() => saidIn(day))
      .toEqual(['Day 2 in a Fief (size 3), settlement doom 0 of 7.']);
    await forgetAnnouncements(page);
    await day.getByRole('button', { name: 'Advance settlement doom' }).click();
    await day.getByRole('button', { name: 'New interlude (day 1, doom 0)' }).click();
    await expect
      .poll(() => saidIn(day))
      .toContain('Day 1 in a Fief (size 3), settlement doom 0 of 7.');
    for (const said of await saidIn(day)) expect(said).not.toMatch(BARE_NUMBERS);
  });
});

test.describe('Shop', () => {
  test('shows the exact availability chance, rolls it and the price with the doom surcharge', async ({
    page,
  }) => {
    await scriptDice(page);
    await seedStorage(page, { [INTERLUDE_KEY]: { version: 1, day: 1, size: 3, doom: 1 } });
    await page.goto(DAY);
    const shop = await toolRegion(page, 'Shop: availability and prices');
    await shop.getByLabel('Rarity').selectOption('rare');
    await expect(shop).toContainText('1d!, available on any 1 — chance 16.7% (1/6)');
    await expect(shop).toContainText(
      '5x3d6 silver, 15 to 90, average 52.5; plus 1 silver from settlement doom 1',
    );
    await queueFaces(page, [1]);
    await shop.getByRole('button', { name: 'Roll availability (1d!)' }).click();
    await expect(shop.getByRole('status')).toHaveText('1d! rolled 1: a rare item is available.');
    await queueFaces(page, [1, 2, 3]);
    await shop.getByRole('button', { name: 'Roll the price (5x3d6)' }).click();
    await expect(shop.getByRole('status')).toContainText(
      '30 silver + 1 for the settlement doom = 31 silver',
    );
    await expect
      .poll(async () => (await readRollLog(page))[0])
      .toMatchObject({ source: 'Dead Weight: Rare item price', total: 31 });
    await shop.getByLabel('Settlement size').selectOption('1');
    await expect(shop).toContainText('Availability in a Small Camp: unavailable');
  });

  test('shows the availability and the price rolled together, each saying what it means', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await scriptDice(page);
    await seedStorage(page, { [INTERLUDE_KEY]: { version: 1, day: 1, size: 3, doom: 0 } });
    await page.goto(DAY);
    const shop = await toolRegion(page, 'Shop: availability and prices');
    const result = shop.getByRole('status');
    await shop.getByLabel('Rarity').selectOption('rare');
    await queueFaces(page, [1]);
    await shop.getByRole('button', { name: 'Roll availability (1d!)' }).click();
    await queueFaces(page, [1, 2, 3]);
    await shop.getByRole('button', { name: 'Roll the price (5x3d6)' }).click();
    // The price does not take the place of the availability: both stay, each its own sentence.
    await expect(result.getByText('1d! rolled 1: a rare item is available.')).toBeVisible();
    await expect(result.getByText(/^Price 5x3d6 rolled 1, 2, 3: 30 silver\./)).toBeVisible();
    // Another rarity is another item: what was rolled for the rare one goes.
    await shop.getByLabel('Rarity').selectOption('common');
    await queueFaces(page, [4]);
    await shop.getByRole('button', { name: 'Roll the price (1d6)' }).click();
    await expect(result.getByText(/^Price 1d6 rolled 4: 4 silver\./)).toBeVisible();
    await expect(result).not.toContainText('rare item');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('accessibility', () => {
  for (const path of [CAMP, DAY]) {
    test(`${path} has no axe violations in either theme with the tools in use`, async ({
      page,
    }) => {
      await seedStorage(page, {
        [PARTY_KEY]: { version: 1, characters: [character('a', 'Ada', ['Hungry', 'Sleepy'])] },
      });
      await page.goto(path);
      if (path === CAMP) {
        const camp = await toolRegion(page, 'Camp planner');
        await camp.getByRole('checkbox', { name: /^Make a fire/ }).check();
        await camp.getByRole('checkbox', { name: 'Firewood for the fire' }).check();
        await camp.getByRole('button', { name: 'Roll the ambush (1d6)' }).click();
        // A fire without a supply or firewood: the setup cannot be counted, so every Add and the
        // ambush roll are off with their reasons.
        await camp.getByRole('checkbox', { name: 'Firewood for the fire' }).uncheck();
        await expect(camp.getByRole('button', { name: 'Add Sleep' })).toBeDisabled();
        const roll = camp.getByRole('button', { name: /^Roll the ambush/ });
        await expect(roll).toBeDisabled();
        // Measured where the roll left the page, not with a pin half under the sticky header.
        await roll.scrollIntoViewIfNeeded();
      } else {
        const day = await toolRegion(page, 'Interlude day');
        await day.getByRole('button', { name: 'Advance settlement doom' }).click();
        await day.getByRole('button', { name: 'Roll the Blacksalt event (1d6)' }).click();
        await day.getByRole('button', { name: 'Resolve Hunger Bites' }).click();
        await day.getByRole('button', { name: 'Roll sleep (2d6 each)' }).click();
      }
      expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    });
  }
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });
  for (const path of [CAMP, DAY]) {
    test(`${path} does not overflow horizontally`, async ({ page }) => {
      await seedStorage(page, {
        [PARTY_KEY]: {
          version: 1,
          characters: [character('a', 'Adalbertina Longname-Worthington', ['Hungry'])],
        },
      });
      await page.goto(path);
      await toolRegion(page, path === CAMP ? 'Camp planner' : 'Interlude day');
      // Measured as a reader has the page: every tool rendered with the saved party.
      await renderEveryTool(page);
      const overflow = await sidewaysScroll(page);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('Camp planner at phone width', () => {
  test.use({ viewport: PHONE });

  test('each camp action says what it does on a line of its own, under its name', async ({
    page,
  }) => {
    await page.goto(CAMP);
    const camp = await readyTool(page, 'Camp planner');
    for (const [name, effect] of [
      ['Keep a lookout (1 action)', /^Remove 1 ambush die\.$/],
      [
        'A well deserved rest (1 action, once)',
        /^Recover all fatigue points from the whole party\. Removes the Shaken/,
      ],
      [
        'Sleep (2 actions, once)',
        /^Recover all fatigue points from the whole party\. Removes the Sleepy/,
      ],
    ] as const) {
      const [nameBox, effectBox] = await Promise.all([
        camp.getByText(name, { exact: true }).boundingBox(),
        camp.getByText(effect).boundingBox(),
      ]);
      expect(effectBox!.y, name).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height - 1);
      expect(Math.abs(effectBox!.x - nameBox!.x), name).toBeLessThan(1);
    }
  });
});

test.describe('Camp planner, a fire that cannot be lit', () => {
  test('adds no ambush die and turns the ambush roll off with its reason', async ({ page }) => {
    await page.goto(CAMP);
    const camp = await toolRegion(page, 'Camp planner');
    await camp.getByRole('checkbox', { name: /^Make a fire/ }).check();
    await expect(camp).toContainText('A fire needs a camping supply or firewood');
    await expect(camp).toContainText('Ambush pool: 0d6.');
    await expect(camp).not.toContainText('A fire was lit +1');
    const roll = camp.getByRole('button', { name: /^Roll the ambush/ });
    await expect(roll).toBeDisabled();
    await expect(roll).toHaveAccessibleDescription(
      'Roll the ambush is off until the setup fields above can be counted.',
    );
    await camp.getByRole('checkbox', { name: 'Firewood for the fire' }).check();
    await expect(camp).toContainText('Ambush pool: 1d6 (A fire was lit +1).');
    await expect(roll).toBeEnabled();
  });
});

test.describe('buttons that cannot act say why', () => {
  test("the settlement doom's buttons, off at either end of its tracker, give their reason", async ({
    page,
  }) => {
    await page.goto(DAY);
    const day = await readyTool(page, 'Interlude day');
    const reduce = day.getByRole('button', { name: 'Reduce settlement doom' });
    const reason = 'Reduce settlement doom is off: the doom is at 0, where its tracker starts.';
    await expect(reduce).toBeDisabled();
    await expect(reduce).toHaveAccessibleDescription(reason);
    await expect(day.getByText(reason)).toBeVisible();
    const advance = day.getByRole('button', { name: 'Advance settlement doom' });
    await expect(advance).not.toHaveAttribute('aria-describedby');
    await advance.click();
    await expect(reduce).toBeEnabled();
    await expect(day.getByText(reason)).toHaveCount(0);
    for (let step = 2; step <= 7; step += 1) await advance.click();
    await expect(advance).toBeDisabled();
    await expect(advance).toHaveAccessibleDescription(
      'Advance settlement doom is off: the doom is at 7, the last step of its tracker.',
    );
  });

  test("the camp planner's Remove of an action not planned says so instead of doing nothing", async ({
    page,
  }) => {
    const camp = await planCamp(page);
    const remove = camp.getByRole('button', { name: 'Remove Keep a lookout' });
    await expect(remove).toBeEnabled();
    await remove.click();
    await expect(camp.getByText('Nothing to remove: Keep a lookout is not planned.')).toBeVisible();
    await expect(camp.getByText('Not done:')).toBeVisible();
    // Said in the action's own card, where the reader pressed, not below the whole list.
    await expect(
      camp
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: 'Remove Keep a lookout' }) })
        .getByText('Not done:'),
    ).toBeInViewport();
    await camp.getByRole('button', { name: 'Add Keep a lookout' }).click();
    await expect(camp.getByText('Not done:')).toHaveCount(0);
    await remove.click();
    await expect(camp.getByText('Keep a lookout planned: × 0')).toHaveCount(1);
    await expect(camp.getByText('Not done:')).toHaveCount(0);
  });
});
