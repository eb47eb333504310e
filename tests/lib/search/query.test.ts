import { describe, expect, it } from 'vitest';
import {
  ANSWER_SHARE,
  ANSWERS_FIT,
  bestSections,
  comparePages,
  meaningfulWords,
  namedBy,
  oneAnswerPerGame,
  orderPages,
  queryWords,
  sectionFitter,
  sectionScore,
  STEM_FACTOR,
  stripAliasText,
  withoutLeadingTitle,
} from '../../../src/lib/search/query.ts';
import { allowedEdits, planWithVocabulary, Vocabulary } from '../../../src/lib/search/typos.ts';

describe('queryWords', () => {
  it('splits a query into lower-case words', () => {
    expect(queryWords('Sanity  CHEK!')).toEqual(['sanity', 'chek']);
  });
  it('keeps an apostrophe inside a word and makes a typographic one plain', () => {
    expect(queryWords('Death’s Door')).toEqual(["death's", 'door']);
  });
  it('gives no words for punctuation alone', () => {
    expect(queryWords(' ?! ')).toEqual([]);
  });
});

describe('meaningfulWords', () => {
  it('ignores one-letter words', () => {
    expect(meaningfulWords(['learn', 'a', 'spell'])).toEqual(['learn', 'spell']);
  });
  it('drops question words while another word remains', () => {
    expect(meaningfulWords(['how', 'does', 'fatigue', 'work'])).toEqual(['fatigue']);
    expect(meaningfulWords(['who', 'acts', 'first'])).toEqual(['acts', 'first']);
    expect(meaningfulWords(['how', 'many', 'slots'])).toEqual(['slots']);
    expect(meaningfulWords(['how', 'much', 'damage'])).toEqual(['damage']);
  });
  it('keeps stop words when they are all there is', () => {
    expect(meaningfulWords(['who', 'are', 'we'])).toEqual(['who', 'are', 'we']);
  });
  it('counts a repeated word once', () => {
    expect(meaningfulWords(['scars', 'scars'])).toEqual(['scars']);
  });
  it('keeps "up", which makes the verb of "level up"', () => {
    expect(meaningfulWords(['level', 'up'])).toEqual(['level', 'up']);
  });
});

/**
 * A page's sections as Pagefind reports them: each match a word position in the page's text with a
 * weight (Pagefind scores an exact match of weight w as 360 w²).
 */
function indexed(
  sections: Record<string, [location: number, weight: number, exactness?: number][]>,
) {
  return Object.entries(sections).map(([id, matches]) => ({
    title: id,
    url: `/p/#${id}`,
    weighted_locations: matches.map(([location, weight, exactness = 1]) => ({
      location,
      weight,
      balanced_score: 360 * weight * weight * exactness,
    })),
  }));
}

describe('sectionFitter', () => {
  // Word 0 is "Death", 1 "Save.", 10 "save." in the body and 12-13 "death save" among the players' words.
  const text = 'Death Save. If you drop to zero, make a death save. ⟦dying, death save⟧';
  it('fits a section holding every searched word in its heading fully', () => {
    const [section] = indexed({
      'death-save': [
        [0, 6],
        [1, 6],
      ],
    });
    expect(sectionFitter(['death', 'save'], text)(section!)).toBe(1);
  });
  it('counts a word found only in the body text a fifth', () => {
    const [section] = indexed({
      'death-save': [
        [0, 6],
        [10, 1],
      ],
    });
    expect(sectionFitter(['death', 'save'], text)(section!)).toBeCloseTo((1 + 0.2) / 2);
  });
  it("counts the players' words listed for a section below the rules' own heading", () => {
    const fit = sectionFitter(['death', 'save'], text);
    const [own, listed] = indexed({
      own: [
        [0, 5],
        [1, 5],
      ],
      listed: [
        [12, 5],
        [13, 5],
      ],
    });
    expect(fit(listed!)).toBeLessThan(fit(own!));
    expect(fit(listed!)).toBeGreaterThan(0.2);
  });
  it('fits a page whose words are scattered over two sections no better than half in either', () => {
    const glossary = 'Critical hit. A hit that ... Fatigue points. Points of ...';
    const fit = sectionFitter(['hit', 'points'], glossary);
    const [hit, points] = indexed({ 'critical-hit': [[1, 10]], fatigue: [[7, 10]] });
    expect(fit(hit!)).toBe(0.5);
    expect(fit(points!)).toBe(0.5);
  });
  it('takes each matched word for the searched word it shares the longest beginning with', () => {
    const content = 'Fire. Firing into melee';
    const [section] = indexed({
      fire: [
        [0, 6],
        [3, 1],
      ],
    });
    // "Fire." is the stem of "firing", "melee" is itself: both searched words are matched, "Fire."
    // as a word sharing the searched word's stem.
    expect(sectionFitter(['firing', 'melee'], content)(section!)).toBeCloseTo(
      (STEM_FACTOR + 0.2) / 2,
    );
  });
  it('counts a match Pagefind found only by a longer word beginning with the searched one by how exact it was', () => {
    const content = 'Spellbooks. Casting Spells';
    const fit = sectionFitter(['spell'], content);
    const [prefix, exact] = indexed({ spellbooks: [[0, 6, 0.035]], casting: [[2, 6]] });
    expect(fit(prefix!)).toBeLessThan(0.1);
    expect(fit(exact!)).toBe(1);
  });
  it("counts a word that only shares the searched word's stem below the word itself, and below the players' words", () => {
    // Pagefind stems "dying" and "die" alike and scores both as exact: 0 "Die", 3 "Dying", 7 "dying" listed.
    const content = 'Die of Fate. Dying: make a save. ⟦dying⟧';
    const fit = sectionFitter(['dying'], content);
    const [stem, own, listed] = indexed({
      'die-of-fate': [[0, 5]],
      dying: [[3, 5]],
      listed: [[7, 5]],
    });
    expect(fit(own!)).toBe(1);
    expect(fit(stem!)).toBeCloseTo(STEM_FACTOR);
    expect(fit(stem!)).toBeLessThan(fit(listed!));
    expect(fit(stem!)).toBeLessThan(ANSWERS_FIT);
    // A glossary term's weight (10) does not lift it.
    const [term] = indexed({ 'die-of-fate': [[0, 10]] });
    expect(fit(term!)).toBeCloseTo(STEM_FACTOR);
  });
  it('takes a plural or possessive, and a word joined by a hyphen, for the searched word itself', () => {
    const content = 'Death’s Door. Deaths. Death-save';
    const fit = sectionFitter(['death'], content);
    const sections = indexed({ door: [[0, 6]], plural: [[2, 6]], joined: [[3, 6]] });
    expect(sections.map((section) => fit(section))).toEqual([1, 1, 1]);
  });
  it('fits nothing when nothing was searched', () => {
    const [section] = indexed({ 'death-save': [[0, 6]] });
    expect(sectionFitter([], text)(section!)).toBe(0);
  });
});

describe('allowedEdits', () => {
  it('allows none below four letters, one up to five and two beyond', () => {
    expect(allowedEdits('hp')).toBe(0);
    expect(allowedEdits('chek')).toBe(1);
    expect(allowedEdits('fatigue')).toBe(2);
  });
});

describe('Vocabulary', () => {
  const vocabulary = new Vocabulary([
    'the',
    'check',
    'sanity',
    'scars',
    'scarves',
    'stars',
    'hirelings',
    'hireling',
    'cheek',
  ]);
  it('knows its words and the words they begin with', () => {
    expect(vocabulary.has('sanity')).toBe(true);
    expect(vocabulary.has('hirel')).toBe(true);
    expect(vocabulary.has('chek')).toBe(false);
  });
  it('corrects a typo to the nearest word, the more frequent one on a tie', () => {
    expect(vocabulary.correct('chek')).toBe('check');
  });
  it('prefers a correction that keeps the first letter', () => {
    expect(vocabulary.correct('scarz')).toBe('scars');
  });
  it('corrects nothing that is too far from every word', () => {
    expect(vocabulary.correct('dragon')).toBeUndefined();
    expect(vocabulary.correct('xp')).toBeUndefined();
  });
});

describe('planWithVocabulary', () => {
  const vocabulary = new Vocabulary(['sanity', 'check', 'stress', 'reduce']);
  it('keeps known words, corrects near ones and leaves out the rest', () => {
    expect(planWithVocabulary(['sanity', 'chek', 'zzyzx'], vocabulary)).toEqual({
      terms: ['sanity', 'check'],
      corrected: [{ from: 'chek', to: 'check' }],
      dropped: ['zzyzx'],
    });
  });
  it('searches words shorter than the vocabulary lists as typed', () => {
    expect(planWithVocabulary(['hp', 'zero'], new Vocabulary(['zero']))).toEqual({
      terms: ['hp', 'zero'],
      corrected: [],
      dropped: [],
    });
  });
  it('keeps a word the index holds as typed, though the vocabulary would correct it', () => {
    expect(planWithVocabulary(['checked', 'sanity'], vocabulary, new Set(['checked']))).toEqual({
      terms: ['checked', 'sanity'],
      corrected: [],
      dropped: [],
    });
    expect(planWithVocabulary(['checked'], vocabulary).corrected).toEqual([
      { from: 'checked', to: 'check' },
    ]);
  });
});

describe('sectionScore', () => {
  it('counts the best match fully and further matches less and less', () => {
    const section = {
      title: 'A',
      url: '/a/#a',
      weighted_locations: [1, 4, 2].map((score, location) => ({
        weight: 1,
        balanced_score: score,
        location,
      })),
    };
    expect(sectionScore(section)).toBeCloseTo(4 + 2 / 2 + 1 / 3);
  });
  it('scores a section without matches as zero', () => {
    expect(sectionScore({ title: 'A', url: '/a/#a' })).toBe(0);
  });
});

describe('bestSections', () => {
  const at = (url: string, title: string, scores: number[]) => ({
    title,
    url,
    weighted_locations: scores.map((balanced_score, location) => ({
      weight: 1,
      balanced_score,
      location,
    })),
  });
  const sections = [
    at('/p/', 'Page', [50]),
    at('/p/#actions', 'Actions', [1]),
    at('/p/#dodge', 'Dodge (2 actions)', [30, 10]),
    at('/p/#move', 'Move', [5]),
    at('/p/#help', 'Help another', [5]),
  ];
  it('puts the best-matching sections first, not the first in page order', () => {
    expect(
      bestSections('/p/?highlight=dodge', 'Page', sections, 3).map((section) => section.title),
    ).toEqual(['Dodge (2 actions)', 'Move', 'Help another']);
  });
  it('puts a section that fits the words better first, whatever its score', () => {
    const fit = (section: { title: string }) => (section.title === 'Help another' ? 1 : 0.5);
    expect(bestSections('/p/', 'Page', sections, 2, fit).map((section) => section.title)).toEqual([
      'Help another',
      'Dodge (2 actions)',
    ]);
  });
  it("leaves out the page's own top, which the result itself links to", () => {
    expect(bestSections('/p/', 'Page', sections, 5).map((section) => section.url)).not.toContain(
      '/p/',
    );
  });
});

describe('comparePages', () => {
  it('ranks a page holding more of the words first', () => {
    expect(comparePages({ score: 1, matched: 2 }, { score: 9, matched: 1 })).toBeLessThan(0);
  });
  it('ranks a page whose best section fits the words below a page of a little lower score whose section fits them fully', () => {
    expect(comparePages({ score: 12.4, fit: 0.5 }, { score: 11.8, fit: 1 })).toBeGreaterThan(0);
  });
  it('ranks pages of equal fit by score, and counts an unknown fit as full', () => {
    expect(comparePages({ score: 9, fit: 0.6 }, { score: 8, fit: 0.6 })).toBeLessThan(0);
    expect(comparePages({ score: 9 }, { score: 9, fit: 1 })).toBe(0);
  });
  it('ranks a summary page below a rules page of a little lower score', () => {
    expect(comparePages({ score: 10, summary: true }, { score: 7 })).toBeGreaterThan(0);
    expect(comparePages({ score: 7 }, { score: 10, summary: true })).toBeLessThan(0);
  });
});

describe('namedBy', () => {
  it('names a title when every word of it that search keeps was searched for, or begins as one does', () => {
    expect(namedBy('Party tracker', ['party', 'tracker'])).toBe(true);
    expect(namedBy('Scars roller', ['roll', 'scars', 'table'])).toBe(true);
    expect(namedBy('Draw a Spellbook', ['draw', 'spellbook'])).toBe(true);
  });
  it('does not name a title some of whose words were not searched for', () => {
    expect(namedBy('Scars roller', ['scars'])).toBe(false);
    expect(namedBy('Card deck', ['draw', 'card'])).toBe(false);
  });
  it('takes a shared beginning of four letters or more for the same word, not a shorter one', () => {
    expect(namedBy('Save roller', ['saves', 'roll'])).toBe(true);
    expect(namedBy('Die of Fate', ['diet', 'fate'])).toBe(false);
  });
});

describe('orderPages', () => {
  const text = (url: string, score: number, fit: number, summary = false) => ({
    url,
    score,
    fit,
    summary,
  });
  const entry = (url: string, score: number, fit: number, named = false) => ({
    url,
    score,
    fit,
    entry: true,
    named,
  });
  const order = (pages: { url: string }[]) =>
    orderPages(pages as never[]).map((page) => (page as { url: string }).url);

  it('places an entry, whatever its score, after the pages of text that answer the words as well as it does', () => {
    expect(order([entry('tool', 50, 1), text('rules', 18, 1), text('other', 6, 0.2)])).toEqual([
      'rules',
      'tool',
      'other',
    ]);
  });
  it('places an entry before the pages of text it answers better than', () => {
    expect(order([text('rules', 20, 0.6), entry('tool', 10, 0.8)])).toEqual(['tool', 'rules']);
  });
  it('places an entry the reader named first, before its rules', () => {
    expect(order([text('rules', 20, 1), entry('tool', 10, 1, true)])).toEqual(['tool', 'rules']);
  });
  it('places an entry before a summary page that answers the words as well', () => {
    expect(order([text('screen', 20, 1, true), entry('page', 10, 1)])).toEqual(['page', 'screen']);
  });
  it('keeps the pages of text in their own order, and entries in theirs, named ones first', () => {
    expect(
      order([
        text('b', 5, 1),
        entry('y', 9, 0.2),
        text('a', 9, 1),
        entry('x', 30, 0.2),
        entry('z', 1, 0.2, true),
      ]),
    ).toEqual(['z', 'a', 'b', 'x', 'y']);
  });
  it('takes fits a rounding apart for equal', () => {
    expect(order([text('rules', 9, 0.6), entry('tool', 7, 0.6049)])).toEqual(['rules', 'tool']);
  });
});

describe('oneAnswerPerGame', () => {
  const page = (
    url: string,
    ruleset: string | undefined,
    score: number,
    fit = 1,
    entry = false,
  ) => ({
    url,
    ruleset,
    score,
    fit,
    entry,
  });
  const urls = (pages: { url: string }[]) => pages.map((result) => result.url);

  it("lifts each answering game's first result to just after the first result, in their order", () => {
    const { pages, games } = oneAnswerPerGame([
      page('game-a', 'game-a', 10),
      page('game-a-2', 'game-a', 9.5),
      page('game-a-3', 'game-a', 9),
      page('game-b', 'game-b', 8),
      page('game-c', 'game-c', 7),
    ]);
    expect(urls(pages)).toEqual(['game-a', 'game-b', 'game-c', 'game-a-2', 'game-a-3']);
    expect(games).toEqual(['game-a', 'game-b', 'game-c']);
  });
  it(`counts a game only when a page of its text fits the words (${ANSWERS_FIT}) and ranks near the best (${ANSWER_SHARE} of it)`, () => {
    const { pages, games } = oneAnswerPerGame([
      page('game-b', 'game-b', 10),
      page('game-b-2', 'game-b', 9),
      page('game-d', 'game-d', 9, 0.3),
      page('game-a', 'game-a', 4),
    ]);
    expect(games).toEqual(['game-b']);
    expect(urls(pages)).toEqual(['game-b', 'game-b-2', 'game-d', 'game-a']);
  });
  it("counts no game by a tool's entry alone, nor what serves every game", () => {
    expect(
      oneAnswerPerGame([
        page('party-tracker', 'game-b', 30, 1, true),
        page('dice', undefined, 8),
        page('game-d', 'game-d', 6, 0.6),
      ]).games,
    ).toEqual(['game-d']);
  });
  it('names the games whose answers are among the results shown with the names, and no other', () => {
    // "death": game-c's Death Save fits fully and is shown third, though it scores below the share.
    const ordered = [
      page('game-a', 'game-a', 14.5),
      page('game-b', 'game-b', 14.4),
      page('game-c', 'game-c', 5.4),
      page('game-c-2', 'game-c', 5),
      page('game-d', 'game-d', 4, 1),
      page('game-e', 'game-e', 3.9),
    ];
    expect(oneAnswerPerGame(ordered, 3).games).toEqual(['game-a', 'game-b', 'game-c']);
    expect(oneAnswerPerGame(ordered, 5).games).toEqual(['game-a', 'game-b', 'game-c', 'game-d']);
    expect(urls(oneAnswerPerGame(ordered, 3).pages)).toEqual(urls(ordered));
  });
  it('does not name an answering game whose answer is lifted past the results shown with the names', () => {
    const { pages, games } = oneAnswerPerGame(
      [
        page('game-a', 'game-a', 10),
        page('game-b', 'game-b', 9),
        page('game-c', 'game-c', 8),
        page('game-d', 'game-d', 7),
      ],
      3,
    );
    expect(urls(pages)).toEqual(['game-a', 'game-b', 'game-c', 'game-d']);
    expect(games).toEqual(['game-a', 'game-b', 'game-c']);
  });
  it("names no game by a tool's entry among the results shown, unless its rules answer", () => {
    expect(
      oneAnswerPerGame(
        [
          page('game-a', 'game-a', 10),
          page('tool-b', 'game-b', 30, 1, true),
          page('game-c', 'game-c', 2, 0.3),
        ],
        3,
      ).games,
    ).toEqual(['game-a']);
  });
  it('keeps the first result first, and holds a game to results with as many of the words', () => {
    const { pages, games } = oneAnswerPerGame([
      { ...page('top', 'game-b', 10, 0.2), matched: 2 },
      { ...page('game-a', 'game-a', 9), matched: 1 },
      { ...page('game-b', 'game-b', 9), matched: 2 },
    ]);
    expect(urls(pages)).toEqual(['top', 'game-b', 'game-a']);
    expect(games).toEqual(['game-b']);
  });
});

describe('withoutLeadingTitle', () => {
  it("cuts an entry's title from the start of its excerpt, marked or not", () => {
    expect(
      withoutLeadingTitle(
        '<mark>Dice</mark> <mark>roller.</mark> Roll any <mark>dice</mark>',
        'Dice roller',
      ),
    ).toBe('Roll any <mark>dice</mark>');
    expect(
      withoutLeadingTitle('Shop: availability and prices. Roll', 'Shop: availability and prices'),
    ).toBe('Roll');
  });
  it('leaves an excerpt that does not begin with the title as it is', () => {
    expect(withoutLeadingTitle('the Dice roller. Roll', 'Dice roller')).toBe(
      'the Dice roller. Roll',
    );
  });
});

describe('stripAliasText', () => {
  it("cuts the players' words out of an excerpt and keeps the rules text around them", () => {
    expect(
      stripAliasText(
        'Attack Modifiers. \u27E6<mark>dual</mark> <mark>wield</mark>, two weapons\u27E7 If fighting',
      ),
    ).toBe('Attack Modifiers. If fighting');
  });
  it('cuts words at either edge of an excerpt that begins or ends inside the brackets', () => {
    expect(stripAliasText('weapons, cover\u27E7 If fighting with \u27E6dual')).toBe(
      'If fighting with',
    );
  });
  it('drops a mark cut in two and keeps whole ones', () => {
    expect(stripAliasText('<mark>\u27E6dual</mark> wield\u27E7 roll <mark>Dodge</mark>')).toBe(
      'roll <mark>Dodge</mark>',
    );
  });
  it('leaves an excerpt without aliases as it was', () => {
    expect(stripAliasText('Make a <mark>dexterity</mark> test.')).toBe(
      'Make a <mark>dexterity</mark> test.',
    );
  });
});
