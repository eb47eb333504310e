import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { encodeBase64Url } from '../../../src/rules/share-link';
import {
  decodeCairnHirelingLink,
  encodeCairnHirelingLink,
  MAX_CAIRN_HIRELING_LINK_LENGTH,
  describeCairnHirelingScores,
  rollCairnHireling,
} from '../../../src/rules/cairn/hirelings';

const hireling = rollCairnHireling(createScriptedRng([1, 2, 3, 6, 6, 6, 1, 1, 1, 4]));

function forge(data: unknown): string {
  return `h1.${encodeBase64Url(new TextEncoder().encode(JSON.stringify(data)))}`;
}

describe('hireling share links', () => {
  it('round-trip the name and every die, with totals summed again', () => {
    const decoded = decodeCairnHirelingLink(
      encodeCairnHirelingLink('  Bryn   the  Lamp ', hireling),
    );
    expect(decoded).toEqual({ ok: true, value: { name: 'Bryn the Lamp', hireling } });
    expect(decoded.ok && decoded.value.hireling.dex.total).toBe(18);
  });

  it('carry a hireling that has no name yet', () => {
    expect(decodeCairnHirelingLink(encodeCairnHirelingLink('', hireling))).toEqual({
      ok: true,
      value: { name: '', hireling },
    });
  });

  it('carry only faces, so a forged total cannot get in', () => {
    const result = decodeCairnHirelingLink(
      forge({ name: 'X', str: [6, 6, 6], dex: [1, 1, 1], wil: [2, 2, 2], hp: [3], total: 99 }),
    );
    expect(result.ok && result.value.hireling.str).toEqual({
      part: 'str',
      total: 18,
      dice: [6, 6, 6],
    });
  });

  it('refuse a die outside 1-6 and name the die', () => {
    expect(
      decodeCairnHirelingLink(
        forge({ name: 'X', str: [6, 7, 6], dex: [1, 1, 1], wil: [2, 2, 2], hp: [3] }),
      ),
    ).toEqual({
      ok: false,
      error: {
        code: 'invalid-data',
        message: 'The shared hireling link is incomplete or was changed after it was shared.',
        path: 'str[1]',
        detail: 'STR 2 must be at most 6.',
      },
    });
    expect(
      decodeCairnHirelingLink(
        forge({ name: 'X', str: [1, 1, 1], dex: [1, 1, 1], wil: [2, 2, 2], hp: [0] }),
      ),
    ).toMatchObject({ ok: false, error: { path: 'hp[0]' } });
    expect(
      decodeCairnHirelingLink(
        forge({ name: 'X', str: [1, 1, 1.5], dex: [1, 1, 1], wil: [2, 2, 2], hp: [1] }),
      ),
    ).toMatchObject({ ok: false, error: { path: 'str[2]' } });
  });

  it('refuse the wrong number of dice for a part', () => {
    expect(
      decodeCairnHirelingLink(
        forge({ name: 'X', str: [1, 1], dex: [1, 1, 1], wil: [2, 2, 2], hp: [3] }),
      ),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-data',
        message: 'The shared hireling link is incomplete or was changed after it was shared.',
        detail: 'The STR has too few entries (at least 3).',
      },
    });
    expect(
      decodeCairnHirelingLink(
        forge({ name: 'X', str: [1, 1, 1], dex: [1, 1, 1], wil: [2, 2, 2], hp: [3, 3] }),
      ),
    ).toMatchObject({ ok: false, error: { path: 'hp' } });
  });

  it('refuse a name longer than a typed name may be', () => {
    expect(
      decodeCairnHirelingLink(
        forge({ name: 'x'.repeat(61), str: [1, 1, 1], dex: [1, 1, 1], wil: [2, 2, 2], hp: [3] }),
      ),
    ).toMatchObject({ ok: false, error: { path: 'name' } });
  });

  it('refuse tampered, truncated and oversized links', () => {
    const link = encodeCairnHirelingLink('Bryn', hireling);
    expect(decodeCairnHirelingLink(`${link.slice(0, 6)}*${link.slice(7)}`)).toMatchObject({
      ok: false,
      error: { code: 'bad-encoding' },
    });
    for (let end = 0; end < link.length; end += 1)
      expect(decodeCairnHirelingLink(link.slice(0, end)).ok).toBe(false);
    expect(
      decodeCairnHirelingLink(`h1.${'A'.repeat(MAX_CAIRN_HIRELING_LINK_LENGTH)}`),
    ).toMatchObject({ ok: false, error: { code: 'too-long' } });
  });
});

describe('describeCairnHirelingScores', () => {
  it('names every score with its total', () => {
    expect(describeCairnHirelingScores(hireling)).toBe('STR 6, DEX 18, WIL 3, HP 4');
  });
});
