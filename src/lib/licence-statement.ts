/**
 * The sentence saying under what terms a ruleset's text is on this site (the About page's and the
 * book's), as the words before and after the licence's name; LicenceStatement.astro puts the
 * name between them, linked where it has an address. The name is shown as the ruleset writes it,
 * never re-cased ("CC BY 4.0" is not "cC BY 4.0"), so it always stands where a name can start
 * with a capital. Which sentence is chosen rests on 'origin' and 'openLicence', which the schema
 * keeps from contradicting a licence whose name says whether it is open.
 */
export interface LicenceStatementParts {
  readonly before: string;
  readonly after: string;
}

interface RulesetTerms {
  readonly shortTitle: string;
  readonly origin: 'original' | 'adapted';
  readonly licence: string;
  readonly openLicence: boolean;
}

export function licenceStatement({
  shortTitle,
  origin,
  licence,
  openLicence,
}: RulesetTerms): LicenceStatementParts {
  // A name that ends a sentence itself ("All rights reserved.") takes no second full stop.
  const stop = /[.!?]$/.test(licence.trim()) ? '' : '.';
  if (origin === 'adapted' && openLicence)
    return {
      before: `The text of ${shortTitle} is published under `,
      after: `${stop} Its adaptation on this site is shared under the same licence.`,
    };
  if (origin === 'adapted')
    return {
      before: `${shortTitle} is published without an open licence. Licence: `,
      after: `${stop} It is reproduced here as a reference for players, with credit to its authors.`,
    };
  if (openLicence)
    return {
      before: `${shortTitle} is its author's own game, published here under `,
      after: `: anyone may share and adapt it on the licence's terms.`,
    };
  return {
    before: `${shortTitle} is its author's own game, published here by its author. Licence: `,
    after: stop,
  };
}
