import { describe, expect, it } from 'vitest';
import { linkRollStyles } from '../../src/lib/roll-styles';

describe('linkRollStyles', () => {
  it('links the rolls stylesheet on a page with dice buttons, a random table or a tool', () => {
    for (const body of [
      '<button class="dice-roll">2d6</button>',
      '<table data-random-table>',
      '<astro-island ssr></astro-island>',
    ]) {
      expect(linkRollStyles(`<head></head><body>${body}</body>`, '/rolls.css')).toBe(
        `<head><link rel="stylesheet" href="/rolls.css"></head><body>${body}</body>`,
      );
    }
  });

  it('leaves a page without any as it is', () => {
    expect(linkRollStyles('<head></head><body><p>rules</p></body>', '/rolls.css')).toBe(
      '<head></head><body><p>rules</p></body>',
    );
  });
});
