import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../src/lib/clipboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('copyText', () => {
  it('writes the text to the clipboard and says it did', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('https://example.test/#scars')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://example.test/#scars');
  });

  it('says no where the browser has no clipboard, as on a page that is not secure', async () => {
    vi.stubGlobal('navigator', {});
    expect(await copyText('text')).toBe(false);
  });

  it('says no where the browser refuses to write, instead of throwing', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: () => Promise.reject(new Error('NotAllowedError')) },
    });
    expect(await copyText('text')).toBe(false);
  });
});
