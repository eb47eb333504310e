/**
 * "Your table": bookmarks, notes and house rules on a rules section, as a reader and a game
 * master use them: written at the section, still there after a reload and in a second tab, dice
 * in a house rule rolling into the log, a table shared by link and by file into a fresh browser,
 * a tampered link refused, a heading a build no longer has (its notes listed, nothing lost),
 * search finding a note, storage full and blocked, and the accessibility checks with notes and
 * house rules open at phone and desktop widths. Writing them with no connection is checked with the
 * rest of the offline copy (offline.spec.ts).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  PHONE,
  readRollLog,
  readStored,
  scriptDice,
  seedStorage,
  violationsInBothThemes,
} from './support/browser';
import { houseRuleOn, openSection, writeOn } from './support/your-table';
import { pdfPageTexts } from '../support/pdf-text';
import type { Personal } from '../../src/rules/table-notes/model';

const PAGE = 'cairn/combat/';
/** A PDF's text blocks as one line of words. */
const squashed = (blocks: string[]) => blocks.join(' ').replace(/\s+/g, ' ');
const MARKS_KEY = 'rules-at-hand:marks';
const TABLES_KEY = 'rules-at-hand:tables';

async function openYourTable(page: Page) {
  await page.getByRole('button', { name: /^Your table/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Your table' });
  await expect(
    dialog.getByRole('heading', { name: 'Bookmarks and notes', exact: true }),
  ).toBeVisible();
  return dialog;
}

const STORED_TABLE = {
  version: 1,
  active: 't1',
  tables: [
    {
      id: 't1',
      name: 'Ravenmoor',
      houseRules: [
        {
          section: 'cairn/combat#rounds',
          title: 'Rounds',
          page: 'Combat',
          text: 'Roll 1d6 for who acts first.',
        },
      ],
      notes: [],
    },
  ],
};

/** Saved marks with one, on the Combat page's Rounds. */
/** A section's saved mark as the store keeps it: nothing written unless `written` says so. */
const savedMark = (
  section: string,
  title: string,
  page: string,
  written: { bookmarked?: boolean; note?: string; shared?: boolean } = {},
) => ({ section, title, page, bookmarked: false, note: '', shared: false, ...written });

const marksOnRounds = (written: { bookmarked: boolean; note: string; shared: boolean }) => ({
  version: 1,
  marks: [savedMark('cairn/combat#rounds', 'Rounds', 'Combat', written)],
});

test('a bookmark, a note and a house rule show at their section, after a reload and in a second tab, and the house rule’s dice roll into the log', async ({
  page,
  context,
}) => {
  await scriptDice(page);
  await page.goto(PAGE);
  await writeOn(
    page,
    'Rounds',
    'Ask who acts first\nThen 2d6 for weather',
    'Each side rolls 1d6; highest acts first.',
  );

  const rule = houseRuleOn(page, 'Rounds');
  await expect(rule).toContainText('Each side rolls 1d6; highest acts first.');
  // The rule as written is still in the page, right after the table's rule.
  await expect(page.locator('#rounds ~ p').first()).not.toBeEmpty();
  await expect(rule).toContainText('The rule as written follows, unchanged.');
  const note = page.locator('details', { hasText: 'Your note on Rounds' });
  await expect(note.locator('summary')).toHaveText(/Ask who acts first$/);
  await expect(note.getByText('Then 2d6 for weather')).toBeHidden();
  await note.locator('summary').click();
  await expect(note.getByText('Then 2d6 for weather')).toBeVisible();

  await page.evaluate(() => (window as unknown as { __faces: number[] }).__faces.push(3));
  await rule.getByRole('button', { name: /1d6/ }).click();
  await expect
    .poll(async () => (await readRollLog(page))[0])
    .toMatchObject({ expression: '1d6', total: 4 });

  await page.reload();
  await expect(houseRuleOn(page, 'Rounds')).toContainText('highest acts first');
  const second = await context.newPage();
  await second.goto(PAGE);
  await expect(houseRuleOn(second, 'Rounds')).toContainText('highest acts first');
  // A change in one tab shows in the other.
  await writeOn(page, 'Actions', 'Dash is free', '');
  await expect(second.locator('details', { hasText: 'Your note on Actions' })).toBeVisible();

  const dialog = await openYourTable(second);
  await expect(dialog.getByRole('link', { name: 'Rounds' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Actions' })).toBeVisible();
});

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  return context.newPage();
}

test('a table shared by link opens in a fresh browser, is joined, and a tampered link changes nothing', async ({
  page,
  browser,
}) => {
  await seedStorage(page, {
    [TABLES_KEY]: STORED_TABLE,
    [MARKS_KEY]: {
      version: 1,
      marks: [
        savedMark('cairn/combat#actions', 'Actions', 'Combat', {
          note: 'Shared word',
          shared: true,
        }),
        savedMark('cairn/combat#rounds', 'Rounds', 'Combat', { note: 'Private word' }),
      ],
    },
  });
  await page.goto(PAGE);
  const dialog = await openYourTable(page);
  await dialog.getByRole('button', { name: 'Share link to this table' }).click();
  const link = await dialog.getByLabel(/Share link/).inputValue();
  expect(link).toContain('?table=t1.');

  const player = await freshPage(browser);
  await player.goto(link);
  const shared = player.getByRole('dialog', { name: 'Your table' });
  await expect(
    shared.getByRole('heading', { name: 'Shared with you: the table “Ravenmoor”' }),
  ).toBeVisible();
  await expect(shared).toContainText('1 house rule and 1 shared note');
  await expect(shared).not.toContainText('Private word');
  await shared.getByRole('button', { name: 'Join as a new table' }).click();
  await expect(shared).toContainText('Joined the table “Ravenmoor”');
  await shared.getByRole('button', { name: 'Close your table' }).click();
  await expect(houseRuleOn(player, 'Rounds')).toContainText('Roll 1d6 for who acts first.');
  await expect(player.locator('details', { hasText: 'Table note on Actions' })).toContainText(
    'Shared word',
  );

  const before = await readStored(player, TABLES_KEY);
  const tampered = link.replace(/t1\.(.{10})./, 't1.$1!');
  await player.goto(tampered);
  const refused = player.getByRole('dialog', { name: 'Your table' }).getByRole('alert');
  await expect(refused).toContainText('This share link could not be opened.');
  await expect(refused).toContainText('Your tables are unchanged.');
  await player.goto(link.replace('table=t1.', 'table=t9.'));
  await expect(player.getByRole('dialog', { name: 'Your table' }).getByRole('alert')).toContainText(
    'unknown format',
  );
  expect(await readStored(player, TABLES_KEY)).toEqual(before);
  await player.context().close();
});

test('a table saved as a file joins another browser, and a wrong file is refused at the field', async ({
  page,
  browser,
}) => {
  await seedStorage(page, { [TABLES_KEY]: STORED_TABLE });
  await page.goto(PAGE);
  const dialog = await openYourTable(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export this table' }).click();
  const path = await (await download).path();

  const player = await freshPage(browser);
  await player.goto(PAGE);
  const joining = await openYourTable(player);
  // With no table yet, the file field is the only way in, and says so once: its label names it.
  await expect(joining.getByText('Join a table from a file')).toHaveCount(1);
  const field = joining.getByLabel('Join a table from a file (JSON)');
  await expect(field).toHaveAccessibleName('Join a table from a file (JSON)');
  await field.setInputFiles({
    name: 'wrong.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"version":1}'),
  });
  await expect(joining.getByRole('alert')).toContainText('“wrong.json” is not a table file');
  await field.setInputFiles(path);
  await expect(joining).toContainText('Imported “Ravenmoor”: 1 house rule');
  await expect(houseRuleOn(player, 'Rounds')).toContainText('Roll 1d6 for who acts first.');
  await player.context().close();
});

test('writing on a heading the build no longer has is listed as no longer found, with its old address, and kept', async ({
  page,
}) => {
  const marks = {
    version: 1,
    marks: [
      savedMark('cairn/combat#old-morale', 'Old morale', 'Combat', {
        bookmarked: true,
        note: 'Flee at half',
      }),
      savedMark('cairn/gone-page#intro', 'Intro', 'Gone page', { bookmarked: true }),
    ],
  };
  await seedStorage(page, { [MARKS_KEY]: marks });
  await page.goto(PAGE);
  const dialog = await openYourTable(page);
  const lost = dialog.getByRole('list', { name: 'No longer found' });
  await expect(lost.getByRole('listitem')).toHaveCount(2);
  await expect(lost).toContainText('cairn/combat#old-morale');
  await expect(lost).toContainText('Flee at half');
  await expect(lost).toContainText('cairn/gone-page#intro');
  expect(await readStored(page, MARKS_KEY)).toEqual(marks);
});

for (const [path, heading] of [
  ['cairn/', 'Saves'],
  ['locus/', 'Core Rules'],
] as const) {
  test(`a bookmark on the first page of ${path} is listed under “This ruleset”`, async ({
    page,
  }) => {
    await page.goto(path);
    const editor = await openSection(page, heading);
    await editor.getByLabel('Bookmark this section').check();
    await editor.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    const dialog = await openYourTable(page);
    await expect(dialog.getByRole('link', { name: heading })).toBeVisible();
    await expect(dialog.getByText(/No bookmarks or notes in this ruleset/)).toHaveCount(0);
  });
}

/** Saved marks on two rulesets: Cairn's Rounds and Locus's Initiative Check. */
const MARKS_OF_TWO_RULESETS = {
  version: 1,
  marks: [
    savedMark('cairn/combat#rounds', 'Rounds', 'Combat', { bookmarked: true }),
    savedMark(
      'locus/conflict-and-damage#initiative-check',
      'Initiative Check',
      'Conflict and Damage',
      { bookmarked: true, note: 'Carelessness, not Clumsiness' },
    ),
  ],
};

test('entries of several rulesets are listed under each ruleset’s name, on a page of no ruleset and under “Every ruleset”', async ({
  page,
}) => {
  await seedStorage(page, { [MARKS_KEY]: MARKS_OF_TWO_RULESETS });
  await page.goto('screen/');
  let dialog = await openYourTable(page);
  const cairn = dialog.getByRole('list', { name: 'Cairn', exact: true });
  const locus = dialog.getByRole('list', { name: 'Locus', exact: true });
  await expect(dialog.getByRole('heading', { name: 'Cairn', exact: true })).toBeVisible();
  await expect(cairn.getByRole('link')).toHaveText(['Rounds']);
  await expect(locus.getByRole('link')).toHaveText(['Initiative Check']);
  await expect(locus).toContainText('Carelessness, not Clumsiness');

  await page.goto(PAGE);
  dialog = await openYourTable(page);
  // This ruleset: no heading needed, the page says which game it is.
  await expect(dialog.getByRole('link', { name: 'Rounds' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Initiative Check' })).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: 'Cairn', exact: true })).toHaveCount(0);
  await dialog.getByLabel('Show bookmarks and notes of').selectOption('Every ruleset');
  await expect(cairn.getByRole('link')).toHaveText(['Rounds']);
  await expect(locus.getByRole('link')).toHaveText(['Initiative Check']);
});

test('a note or a house rule on a section that is not bookmarked is listed with its section', async ({
  page,
}) => {
  await seedStorage(page, {
    [TABLES_KEY]: STORED_TABLE,
    [MARKS_KEY]: {
      version: 1,
      marks: [savedMark('cairn/combat#actions', 'Actions', 'Combat', { note: 'Dash is free' })],
    },
  });
  await page.goto(PAGE);
  const dialog = await openYourTable(page);
  const list = dialog.getByRole('list', { name: 'Bookmarks and notes' });
  const actions = list.getByRole('listitem').filter({ hasText: 'Actions' });
  await expect(actions.getByRole('link', { name: 'Actions' })).toHaveAttribute(
    'href',
    /cairn\/combat\/#actions$/,
  );
  await expect(actions).toContainText('Your note: Dash is free');
  await expect(actions).not.toContainText('bookmarked');
  const rounds = list.getByRole('listitem').filter({ hasText: 'Rounds' });
  await expect(rounds).toContainText('House rule of “Ravenmoor”: Roll 1d6 for who acts first.');
  await expect(dialog.getByText(/No bookmarks or notes/)).toHaveCount(0);
});

test('a long note is listed as a short preview, the whole of it at its section', async ({
  page,
}) => {
  const long = `${'Long note. '.repeat(363)}End`;
  await seedStorage(page, {
    [MARKS_KEY]: marksOnRounds({ bookmarked: true, note: long, shared: false }),
  });
  await page.goto(PAGE);
  const dialog = await openYourTable(page);
  const entry = dialog.getByRole('listitem').filter({ hasText: 'Rounds' });
  const text = (await entry.textContent()) ?? '';
  expect(text.length).toBeLessThan(300);
  expect(text).toMatch(/Your note: Long note\. .*…$/);
  // The section is on this page: the dialog closes to show it.
  await entry.getByRole('link', { name: 'Rounds' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#rounds$/);
  const note = page.locator('details', { hasText: 'Your note on Rounds' });
  await note.locator('summary').click();
  await expect(note).toContainText('Long note. End');
});

test('an opened note shows once: the summary is only its label, the whole note below it with its dice', async ({
  page,
}) => {
  await seedStorage(page, {
    [MARKS_KEY]: marksOnRounds({
      bookmarked: false,
      note: 'Roll 2d6 for the ghost',
      shared: false,
    }),
  });
  await page.goto(PAGE);
  const note = page.locator('details', { hasText: 'Your note on Rounds' });
  const summary = note.locator('summary');
  // As read: hidden text left out, the section's name for screen readers kept.
  const shown = { useInnerText: true };
  await expect(summary).toHaveText(/^Your note\s+on Rounds\s*: Roll 2d6 for the ghost$/, shown);
  await summary.click();
  await expect(summary).toHaveText(/^Your note\s+on Rounds$/, shown);
  expect((await note.innerText()).match(/for the ghost/g)).toHaveLength(1);
  await expect(note.getByRole('button', { name: 'Roll 2d6' })).toBeVisible();
  await summary.click();
  await expect(summary).toHaveText(/^Your note\s+on Rounds\s*: Roll 2d6 for the ghost$/, shown);
});

test('the message of a cut house rule scrolls into view when the editor runs past the window, and nothing moves when it is in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto(PAGE);
  // Rounds a third of the way down the window: the editor has room neither below nor above.
  await page.evaluate(() => {
    const heading = document.getElementById('rounds')!;
    scrollBy(0, heading.getBoundingClientRect().top - 200);
  });
  const editor = await openSection(page, 'Rounds');
  const message = editor.getByText('A house rule keeps at most 4,000 characters');
  await editor.getByLabel(/^House rule of/).fill('x'.repeat(4500));
  await expect(message).toBeInViewport();
  await editor.getByRole('button', { name: 'Done' }).click();

  // Opened with room to spare: the message is already in view, and the page stays where it is.
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.evaluate(() => scrollTo(0, 0));
  const wide = await openSection(page, 'Rounds');
  const before = await page.evaluate(() => scrollY);
  await wide.getByLabel('Your note').fill('y'.repeat(4100));
  await expect(wide.getByText('A note keeps at most 4,000 characters')).toBeInViewport();
  expect(await page.evaluate(() => scrollY)).toBe(before);
});

test('a note emptied in the editor comes back with Undo at its section, all of it', async ({
  page,
}) => {
  const long = `${'Long note. '.repeat(363)}End`;
  const seeded = marksOnRounds({ bookmarked: false, note: long, shared: true });
  await seedStorage(page, { [MARKS_KEY]: seeded });
  await page.goto(PAGE);
  const note = page.locator('details', { hasText: /Your note.* on Rounds/ });
  await expect(note).toBeVisible();
  const editor = await openSection(page, 'Rounds');
  await editor.getByLabel('Your note').fill('');
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(editor).toBeHidden();
  await expect(note).toHaveCount(0);
  await expect(page.getByText('Removed your note on “Rounds”.')).toBeVisible();
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await undo.click();
  await expect(note).toBeVisible();
  await expect(undo).toHaveCount(0);
  expect(await readStored(page, MARKS_KEY)).toEqual(seeded);
});

test('a note forgotten under “no longer found” comes back with Undo', async ({ page }) => {
  const marks = {
    version: 1,
    marks: [
      savedMark('cairn/combat#gone-heading', 'Gone heading', 'Combat', {
        bookmarked: true,
        note: 'Kept for years',
      }),
    ],
  };
  await seedStorage(page, { [MARKS_KEY]: marks });
  await page.goto(PAGE);
  const dialog = await openYourTable(page);
  await dialog.getByRole('button', { name: 'Forget your note on Gone heading' }).click();
  await expect(dialog.getByRole('list', { name: 'No longer found' })).toHaveCount(0);
  await expect(dialog.getByText('Forgot your note on “Gone heading”.')).toBeVisible();
  expect(await readStored(page, MARKS_KEY)).toEqual({ version: 1, marks: [] });
  const undo = dialog.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  // The focus lands on Undo, which says what it would undo: the new line itself may not be read out.
  await expect(undo).toHaveAccessibleDescription('Forgot your note on “Gone heading”.');
  await undo.click();
  await expect(dialog.getByRole('list', { name: 'No longer found' })).toContainText(
    'Kept for years',
  );
  expect(await readStored(page, MARKS_KEY)).toEqual(marks);
});

test('with nothing written yet, the export of bookmarks and notes is off and says why', async ({
  page,
}) => {
  await page.goto(PAGE);
  const dialog = await openYourTable(page);
  const exported = dialog.getByRole('button', { name: 'Export bookmarks and notes' });
  await expect(exported).toBeDisabled();
  await expect(exported).toHaveAccessibleDescription('Nothing to export yet.');
  await expect(dialog.getByText('Nothing to export yet.')).toBeVisible();
});

test.describe('on a phone, by touch', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('removing a table asks first with the focus at the question, and the focus stays at the table’s buttons whatever the answer', async ({
    page,
  }) => {
    await seedStorage(page, { [TABLES_KEY]: STORED_TABLE });
    await page.goto(PAGE);
    const dialog = await openYourTable(page);
    await dialog.getByRole('button', { name: 'New table' }).tap();
    await expect(dialog.getByText('Started a new table.')).toBeVisible();
    const remove = dialog.getByRole('button', { name: 'Remove this table' });
    await remove.tap();
    const question = dialog.getByRole('group', { name: 'Remove “Table 2” and its house rules?' });
    await expect(question).toBeFocused();
    // The older message goes: it was about what came before the question.
    await expect(dialog.getByText('Started a new table.')).toHaveCount(0);
    await question.getByRole('button', { name: 'Cancel' }).tap();
    await expect(remove).toBeFocused();
    await remove.tap();
    // Starting another table while asked would have asked about the other one: it starts afresh.
    await dialog.getByRole('button', { name: 'New table' }).tap();
    await expect(question).toHaveCount(0);
    await remove.tap();
    await dialog
      .getByRole('group', { name: 'Remove “Table 3” and its house rules?' })
      .getByRole('button', { name: 'Remove', exact: true })
      .tap();
    await expect(dialog.getByText('Removed the table “Table 3”.')).toBeVisible();
    await expect(remove).toBeFocused();
    await expect(remove).toBeInViewport();
    const stored = await readStored<{ tables: { name: string }[] }>(page, TABLES_KEY);
    expect(stored?.tables.map((table) => table.name)).toEqual(['Ravenmoor', 'Table 2']);
  });
});

test('a note longer than it keeps is cut, and the field says so', async ({ page }) => {
  await page.goto(PAGE);
  const editor = await openSection(page, 'Rounds');
  const field = editor.getByLabel('Your note');
  await field.fill('x'.repeat(4500));
  await expect(editor).toContainText(
    'A note keeps at most 4,000 characters: the last 500 characters of what was typed or pasted were not kept.',
  );
  expect((await field.inputValue()).length).toBe(4000);
  await expect
    .poll(async () => (await readStored<Personal>(page, MARKS_KEY))?.marks[0]?.note.length)
    .toBe(4000);
  await field.fill('Short again');
  await expect(editor).not.toContainText('not kept');
});

test('a note cut at its limit keeps the cursor where the reader was typing', async ({ page }) => {
  await seedStorage(page, {
    [MARKS_KEY]: marksOnRounds({ bookmarked: false, note: 'a'.repeat(3990), shared: false }),
  });
  await page.goto(PAGE);
  const editor = await openSection(page, 'Rounds');
  const field = editor.getByLabel('Your note');
  // Twenty characters typed at the tenth: the note runs ten past its limit, cut from its end.
  await field.focus();
  await field.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(10, 10));
  await page.keyboard.insertText('b'.repeat(20));
  await expect(editor).toContainText('the last 10 characters of what was typed');
  expect((await field.inputValue()).length).toBe(4000);
  const caret = () =>
    field.evaluate((area: HTMLTextAreaElement) => [area.selectionStart, area.selectionEnd]);
  expect(await caret()).toEqual([30, 30]);
  await page.keyboard.type('c');
  expect((await field.inputValue()).slice(28, 33)).toBe('bbcaa');

  // Typed past the cut (the note ends there): the cursor stands at the cut.
  await field.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(4000, 4000));
  await page.keyboard.insertText('d'.repeat(5));
  expect(await caret()).toEqual([4000, 4000]);
});

test('search finds the reader’s notes and house rules as a group of their own', async ({
  page,
}) => {
  await seedStorage(page, { [TABLES_KEY]: STORED_TABLE });
  await page.goto(PAGE);
  await writeOn(page, 'Actions', 'The owlbear always charges', '');
  await page.getByRole('button', { name: 'Search' }).click();
  const search = page.getByRole('dialog', { name: 'Search' });
  await search.getByRole('searchbox', { name: 'Search the rules' }).fill('owlbear');
  const yours = search.getByRole('region', { name: 'Your notes and house rules' });
  await expect(yours.getByRole('link')).toHaveCount(1);
  await expect(yours.getByRole('link')).toContainText('Your note');
  await expect(yours.getByRole('link')).toHaveAttribute('href', /cairn\/combat\/#actions$/);
  await search.getByRole('searchbox', { name: 'Search the rules' }).fill('acts first');
  await expect(yours.getByRole('link')).toContainText('House rule');
});

for (const problem of ['full', 'blocked'] as const) {
  test(`storage ${problem}: notes keep working on the page and the page says once it is not saving`, async ({
    page,
  }) => {
    await page.addInitScript((kind) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (String(key).startsWith('rules-at-hand:'))
          throw new DOMException(
            'refused',
            kind === 'full' ? 'QuotaExceededError' : 'SecurityError',
          );
        setItem.call(this, key, value);
      };
      if (kind === 'blocked')
        Storage.prototype.getItem = () => {
          throw new DOMException('blocked', 'SecurityError');
        };
    }, problem);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(PAGE);
    await writeOn(page, 'Rounds', 'Kept in memory', 'Table rule in memory');
    await expect(houseRuleOn(page, 'Rounds')).toContainText('Table rule in memory');
    await expect(page.getByText('This browser is not saving your changes')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}

test('the pencils come after the load event, in the room kept for them: no heading or text moves', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // Held back a moment, so the page can be measured loaded and still without them.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/after-load\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const served = await (await page.request.get(PAGE)).text();
  expect(served, 'the served page has no pencils').not.toContain('data-section-notes');
  await page.goto(PAGE, { waitUntil: 'load' });
  const places = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main :is(h2, h3, h4, p)')].map((element) => {
        const box = element.getBoundingClientRect();
        return [Math.round(box.top), Math.round(box.height)];
      }),
    );
  const before = await places();
  expect(await page.locator('[data-section-notes]').count()).toBe(0);
  release();
  await expect(
    page.getByRole('button', { name: 'Bookmark, note or house rule: Rounds' }),
  ).toHaveCount(1);
  expect(await page.locator('[data-section-notes]').count()).toBe(
    await page.locator('[data-add-to-screen="section"]').count(),
  );
  expect(await places()).toEqual(before);
});

test('a web address or a long word in a note or a house rule wraps on a 320 px phone', async ({
  page,
}) => {
  const long = 'https://example.com/a/very/long/address/that/goes/on/and/on/and/on/forever';
  await page.setViewportSize({ width: 320, height: 800 });
  await seedStorage(page, {
    [TABLES_KEY]: {
      ...STORED_TABLE,
      tables: [
        {
          ...STORED_TABLE.tables[0]!,
          houseRules: [{ ...STORED_TABLE.tables[0]!.houseRules[0]!, text: `See ${long}` }],
        },
      ],
    },
    [MARKS_KEY]: marksOnRounds({
      bookmarked: false,
      note: `Links\n${long}\nAntidisestablishmentarianismically-speaking-unbreakable`,
      shared: false,
    }),
  });
  await page.goto(PAGE);
  await expect(houseRuleOn(page, 'Rounds')).toContainText(long);
  const note = page.locator('details', { hasText: 'Your note on Rounds' });
  await note.locator('summary').click();
  await expect(note.getByText(long)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

for (const width of [390, 1280]) {
  test(`the accessibility checks pass with notes and house rules open at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await seedStorage(page, {
      [TABLES_KEY]: STORED_TABLE,
      [MARKS_KEY]: marksOnRounds({ bookmarked: true, note: 'One\nTwo 2d6', shared: true }),
    });
    await page.goto(PAGE);
    await expect(houseRuleOn(page, 'Rounds')).toBeVisible();
    await page
      .locator('details', { hasText: /Your note.* on Rounds/ })
      .locator('summary')
      .click();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await openSection(page, 'Rounds');
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.keyboard.press('Escape');
    await openYourTable(page);
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
}

test('a note keeps the punctuation touching its dice on their line, as the rules text does', async ({
  page,
}) => {
  await seedStorage(page, {
    [MARKS_KEY]: marksOnRounds({ bookmarked: false, note: 'Roll 2d6; then (1d4).', shared: false }),
  });
  await page.goto(PAGE);
  const note = page.locator('details', { hasText: 'Your note on Rounds' });
  await note.locator('summary').click();
  // Each button and the marks touching it are one piece the line cannot break inside.
  const kept = (name: string) =>
    note.getByRole('button', { name }).evaluate((button) => {
      const group = button.parentElement!;
      return { text: group.textContent, wraps: getComputedStyle(group).whiteSpace !== 'nowrap' };
    });
  expect(await kept('Roll 2d6')).toEqual({ text: '2d6;', wraps: false });
  expect(await kept('Roll 1d4')).toEqual({ text: '(1d4).', wraps: false });
});

test('a note of several lines prints in full, beside the house rule, and the page keeps it folded on screen', async ({
  page,
}) => {
  await seedStorage(page, {
    [MARKS_KEY]: marksOnRounds({
      bookmarked: false,
      note: 'Start.\nThen 2d6 for weather\nLast line of the note',
      shared: false,
    }),
    [TABLES_KEY]: STORED_TABLE,
  });
  await page.goto(PAGE);
  const note = page.locator('details', { hasText: 'Your note on Rounds' });
  await expect(note).toBeVisible();
  /** The line as shown: on paper each line of the note once, on screen the folded note only. */
  const shown = (line: string) => page.getByText(line, { exact: true }).locator('visible=true');
  await expect(shown('Last line of the note')).toHaveCount(0);

  await page.emulateMedia({ media: 'print' });
  for (const line of ['Start.', 'Then 2d6 for weather', 'Last line of the note'])
    await expect(shown(line)).toHaveCount(1);
  await expect(houseRuleOn(page, 'Rounds')).toContainText('Roll 1d6 for who acts first.');
  const printed = squashed((await pdfPageTexts(await page.pdf({ format: 'A4' }))).flat());
  expect(printed).toContain('Then 2d6 for weather');
  expect(printed).toContain('Last line of the note');
  // The PDF writes “fi” as one ligature.
  expect(printed).toContain('Roll 1d6 for who acts');

  await page.emulateMedia({ media: 'screen' });
  await expect(shown('Last line of the note')).toHaveCount(0);
  await note.locator('summary').click();
  await expect(note.getByText('Last line of the note')).toBeVisible();
});

test('a house rule emptied in the editor comes back with Undo at its section, after Escape or Done', async ({
  page,
}) => {
  await seedStorage(page, { [TABLES_KEY]: STORED_TABLE });
  await page.goto(PAGE);
  const rule = houseRuleOn(page, 'Rounds');
  await expect(rule).toBeVisible();
  for (const close of ['Escape', 'Done'] as const) {
    const editor = await openSection(page, 'Rounds');
    await editor.getByLabel(/^House rule of/).fill('');
    if (close === 'Done') await editor.getByRole('button', { name: 'Done' }).click();
    else await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await expect(rule).toHaveCount(0);
    await expect(
      page.getByText('Removed the house rule of “Ravenmoor” on “Rounds”.'),
    ).toBeVisible();
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await undo.click();
    await expect(rule).toContainText('Roll 1d6 for who acts first.');
    await expect(undo).toHaveCount(0);
    expect(await readStored(page, TABLES_KEY)).toEqual(STORED_TABLE);
  }
});

test('the keyboard goes from the editor on to the section it was opened on, and back to its pencil', async ({
  page,
}) => {
  await page.goto(PAGE);
  const pencil = page.getByRole('button', { name: 'Bookmark, note or house rule: Rounds' });
  await pencil.focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Your table: Rounds' });
  await expect(editor.getByLabel('Bookmark this section')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(pencil).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor.getByLabel('Bookmark this section')).toBeFocused();
  const done = editor.getByRole('button', { name: 'Done' });
  for (
    let presses = 0;
    presses < 8 && !(await done.evaluate((b) => b === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  await expect(done).toBeFocused();
  await page.keyboard.press('Tab');
  // The next thing focused follows the heading in the page, as the reader reads it.
  const after = await page.evaluate(() => {
    const focused = document.activeElement!;
    const heading = document.getElementById('rounds')!;
    return {
      inMain: focused.closest('main') !== null,
      following:
        (heading.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      inHeading: heading.contains(focused),
    };
  });
  expect(after).toEqual({ inMain: true, following: true, inHeading: false });
});

test('Undo by keyboard puts the focus on the house rule or note that came back, in view below the header', async ({
  page,
}) => {
  await page.goto(PAGE);
  // As a reader does it: a house rule and a note written on Actions, then each emptied.
  const editor = await openSection(page, 'Actions');
  await editor.getByLabel(/^House rule of/).fill('Both sides act at once.');
  await editor.getByLabel('Your note').fill('Ask who acts first.');
  await editor.getByRole('button', { name: 'Done' }).press('Enter');
  await expect(editor).toBeHidden();
  const emptied = [
    {
      field: /^House rule of/,
      back: /^House rule of “My table” on Actions.*Both sides act at once\./,
    },
    { field: 'Your note', back: /^Your note on Actions: Ask who acts first\.$/ },
  ];
  for (const { field, back } of emptied) {
    await openSection(page, 'Actions');
    await editor.getByLabel(field).fill('');
    await editor.getByRole('button', { name: 'Done' }).press('Enter');
    await expect(editor).toBeHidden();
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(undo).toHaveCount(0);
    // The focus is on what came back (never dropped to the page), in view below the header.
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement!;
        const box = active.getBoundingClientRect();
        const header = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
        return {
          text: active === document.body ? 'the page' : active.textContent!.replace(/\s+/g, ' '),
          inView: box.top >= header && box.bottom <= window.innerHeight,
        };
      });
    await expect.poll(focused).toEqual({ text: expect.stringMatching(back), inView: true });
  }
});
