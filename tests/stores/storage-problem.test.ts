import { describe, expect, it } from 'vitest';
import {
  classifyStorageError,
  storageProblemMessage,
  unsavedChangeMessage,
} from '../../src/stores/storage-problem';

/** A DOMException-like error, as browsers throw from localStorage. */
function domError(name: string, code = 0): Error {
  return Object.assign(new Error(name), { name, code });
}

describe('classifyStorageError', () => {
  it('calls a refused write for lack of space full', () => {
    expect(classifyStorageError(domError('QuotaExceededError', 22))).toBe('full');
    expect(classifyStorageError(domError('NS_ERROR_DOM_QUOTA_REACHED', 1014))).toBe('full');
  });

  it('knows the quota error by its code where the name differs', () => {
    expect(classifyStorageError(domError('Error', 22))).toBe('full');
  });

  it('calls anything else blocked', () => {
    expect(classifyStorageError(domError('SecurityError', 18))).toBe('blocked');
    expect(classifyStorageError(new TypeError('localStorage is null'))).toBe('blocked');
    expect(classifyStorageError('a string')).toBe('blocked');
    expect(classifyStorageError(null)).toBe('blocked');
  });
});

describe('storageProblemMessage', () => {
  it('says storage is full, how long changes last and how to keep them', () => {
    expect(storageProblemMessage('full')).toBe(
      "This browser is not saving your changes (its storage for this site is full). They last until you close or reload this page: to keep them, use the tools' Export buttons, or keep this page open.",
    );
  });

  it('says saving is blocked by the browser', () => {
    expect(storageProblemMessage('blocked')).toContain(
      "(saving is blocked by the browser's settings)",
    );
  });
});

describe('unsavedChangeMessage', () => {
  it('says at the tool that the change is kept only in this tab, and which button exports it', () => {
    expect(unsavedChangeMessage('full', ['Cairn party'], 'Export the party (JSON)')).toBe(
      'Not saved (storage is full): this change to the Cairn party is kept only in this tab. To keep it, use “Export the party (JSON)”.',
    );
  });

  it('names every store the change touched', () => {
    expect(unsavedChangeMessage('blocked', ['party', 'roll log'], 'Export party (JSON)')).toContain(
      'Not saved (saving is blocked): this change to the party and the roll log is kept only in this tab.',
    );
  });

  it('says to keep the tab open where the tool has no Export', () => {
    expect(unsavedChangeMessage('full', ['Tension Pool'], undefined)).toMatch(
      /To keep it, keep this tab open\.$/,
    );
  });
});
