import { describe, expect, it } from 'vitest';
import {
  createMentionFinder,
  findMentions,
  type MentionTerm,
} from '../../../src/lib/glossary/mentions';

const terms: MentionTerm[] = [
  { id: 'stress', term: 'Stress', aliases: ['Stress level'], matchCase: true },
  { id: 'stress-check', term: 'Stress Check', aliases: ['Stress Checks'] },
  { id: 'hand', term: 'Hand', aliases: ['Hands', 'Hand size'], matchCase: true },
  { id: 'deaths-door', term: "Death's Door", aliases: ['DD'], matchCase: true },
  { id: 'fatigue', term: 'Fatigue', aliases: ['fatigued'] },
  { id: 'doom', term: 'doom', aliases: [], except: ['doom and gloom'] },
];
const finder = createMentionFinder(terms);
const mentioned = (text: string) =>
  findMentions(text, finder).map(({ id, start, end }) => [id, text.slice(start, end)]);

describe('findMentions', () => {
  it('finds a term as a whole word only, never inside a longer word', () => {
    expect(mentioned('Handle the Hand.')).toEqual([['hand', 'Hand']]);
    expect(mentioned('Undoomed, not doom.')).toEqual([['doom', 'doom']]);
  });

  it('prefers the longest name at a position', () => {
    expect(mentioned('Make a Stress Check now; Stress rises.')).toEqual([
      ['stress-check', 'Stress Check'],
      ['stress', 'Stress'],
    ]);
    expect(mentioned('Your Hand size grows.')).toEqual([['hand', 'Hand size']]);
  });

  it('treats straight and curly apostrophes alike and keeps the text as written', () => {
    expect(mentioned('Fill Death’s Door.')).toEqual([['deaths-door', 'Death’s Door']]);
    expect(mentioned("Fill Death's Door.")).toEqual([['deaths-door', "Death's Door"]]);
  });

  it('matches a case-sensitive term only as written, so the ordinary word stays text', () => {
    expect(mentioned('human hands and a hand of cards')).toEqual([]);
    expect(mentioned('three Hands')).toEqual([['hand', 'Hands']]);
    expect(mentioned('under stress')).toEqual([]);
  });

  it('matches any other term in any case', () => {
    expect(mentioned('FATIGUE and fatigue and Fatigued')).toEqual([
      ['fatigue', 'FATIGUE'],
      ['fatigue', 'fatigue'],
      ['fatigue', 'Fatigued'],
    ]);
  });

  it('leaves a term alone inside one of its exception phrases', () => {
    expect(mentioned('all doom and gloom, then doom')).toEqual([['doom', 'doom']]);
  });

  it('finds nothing in text without terms, and never overlaps mentions', () => {
    expect(mentioned('')).toEqual([]);
    expect(mentioned('A plain sentence.')).toEqual([]);
    const found = findMentions('Stress Check Stress Checks DD', finder);
    found
      .slice(1)
      .forEach((mention, index) => expect(mention.start).toBeGreaterThanOrEqual(found[index]!.end));
  });
});
