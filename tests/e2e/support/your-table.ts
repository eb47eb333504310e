/**
 * Writing on a rules section through "your table" (bookmark, note, house rule), as a reader does:
 * shared by the spec that owns the feature (your-table.spec.ts) and the offline copy's, which
 * writes one with the server gone.
 */
import { expect, type Page } from '@playwright/test';

/** Opens the section's editor from the button beside its heading. */
export async function openSection(page: Page, heading: string) {
  await page.getByRole('button', { name: `Bookmark, note or house rule: ${heading}` }).click();
  const editor = page.getByRole('dialog', { name: `Your table: ${heading}` });
  await expect(editor).toBeVisible();
  return editor;
}

/** Writes a bookmark, a note and a house rule on the section, as a game master would. */
export async function writeOn(page: Page, heading: string, note: string, houseRule: string) {
  const editor = await openSection(page, heading);
  await editor.getByLabel('Bookmark this section').check();
  await editor.getByLabel('Your note').fill(note);
  await editor.getByLabel(/^House rule of/).fill(houseRule);
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(editor).toBeHidden();
}

/** The house rule shown at the section. */
export function houseRuleOn(page: Page, heading: string) {
  return page.getByRole('complementary', { name: new RegExp(`House rule .* on ${heading}`) });
}
