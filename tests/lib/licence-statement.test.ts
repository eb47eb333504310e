import { describe, expect, it } from 'vitest';
import { licenceStatement } from '../../src/lib/licence-statement';

const sentence = (terms: Parameters<typeof licenceStatement>[0]) => {
  const { before, after } = licenceStatement(terms);
  return `${before}${terms.licence}${after}`;
};

describe('licenceStatement', () => {
  it('shows the licence of a text published without an open licence as written, not re-cased', () => {
    expect(
      sentence({
        shortTitle: 'Locus',
        origin: 'adapted',
        licence: 'All rights reserved by the authors',
        openLicence: false,
      }),
    ).toBe(
      'Locus is published without an open licence. Licence: All rights reserved by the authors. It is reproduced here as a reference for players, with credit to its authors.',
    );
  });

  it('says an adapted text under an open licence is shared under the same licence', () => {
    expect(
      sentence({
        shortTitle: 'Cairn',
        origin: 'adapted',
        licence: 'CC BY-SA 4.0',
        openLicence: true,
      }),
    ).toBe(
      'The text of Cairn is published under CC BY-SA 4.0. Its adaptation on this site is shared under the same licence.',
    );
  });

  it("says anyone may share and adapt an author's own game under an open licence", () => {
    expect(
      sentence({
        shortTitle: 'Ember',
        origin: 'original',
        licence: 'CC BY 4.0',
        openLicence: true,
      }),
    ).toBe(
      "Ember is its author's own game, published here under CC BY 4.0: anyone may share and adapt it on the licence's terms.",
    );
  });

  it('adds no second full stop after a licence that ends its own sentence', () => {
    expect(
      sentence({
        shortTitle: 'Ember',
        origin: 'original',
        licence: 'All rights reserved.',
        openLicence: false,
      }),
    ).toBe(
      "Ember is its author's own game, published here by its author. Licence: All rights reserved.",
    );
  });
});
