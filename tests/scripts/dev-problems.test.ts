import { describe, expect, it } from 'vitest';
import { bannerScript, buildStopper } from '../../scripts/content/dev-problems';

describe('bannerScript', () => {
  it('adds nothing to the page when validation finds no error (warnings stay in the terminal)', () => {
    expect(
      bannerScript({
        checked: ['harm'],
        problems: [{ file: 'content', level: 'warning', message: 'two rulesets share an order' }],
      }),
    ).toBe('export {};');
  });

  it('lists each error with its file as text, so markup in a message is shown, never run', () => {
    const script = bannerScript({
      checked: ['harm'],
      problems: [
        {
          file: 'content/harm/tables/injuries.json',
          level: 'error',
          message: "'rows': roll 6 picks no row",
        },
        {
          file: 'content/harm/index.mdx',
          level: 'error',
          message: '<RandomTable id="harm/x" /> has no table file',
        },
      ],
    });
    expect(script).toContain(
      JSON.stringify([
        "content/harm/tables/injuries.json: 'rows': roll 6 picks no row",
        'content/harm/index.mdx: <RandomTable id="harm/x" /> has no table file',
      ]),
    );
    expect(script).toContain('item.textContent = problem');
    expect(script).not.toContain('innerHTML');
    expect(script).toContain("setAttribute('role', 'alert')");
  });
});

describe('buildStopper', () => {
  it('lets the build go on when validation finds only warnings', () => {
    expect(
      buildStopper({
        checked: ['harm'],
        problems: [{ file: 'content', level: 'warning', message: 'two rulesets share an order' }],
      }),
    ).toBeUndefined();
  });

  it("stops the build with validate's own lines, naming the file, line and term", () => {
    const stop = buildStopper({
      checked: ['harm'],
      problems: [
        {
          file: 'content/harm/glossary.json',
          level: 'error',
          message: 'line 13, term "bruises": \'kind\' is "quoted"',
        },
      ],
    });
    expect(stop?.message).toContain(
      'content/harm/glossary.json: line 13, term "bruises": \'kind\' is "quoted"',
    );
    expect(stop?.message).toMatch(/^The content has problems, so the site is not built/);
  });
});
