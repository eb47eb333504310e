import { describe, expect, it } from 'vitest';
import {
  findDeclaredCheckProblems,
  findDeclaredChecks,
  rehypeDeclaredChecks,
} from '../../src/markdown/declared-checks';

const page = (check: string) => `---
title: Checks
---

Some text before, with d20 in it.

${check}
`;

const GRIT = `<Check
  id="grit-check"
  title="Grit check"
  dice="2d6"
  modifiers={[{ name: 'Grit', min: 0, max: 3, default: 1 }]}
  bands={[
    { label: 'Success', atLeast: 9 },
    { label: 'Success at a cost', atLeast: 6, atMost: 8 },
    { label: 'Failure', atMost: 5 },
  ]}
/>`;

describe('findDeclaredCheckProblems', () => {
  it('passes a sound check written with lists and objects, and a page with no check', () => {
    expect(findDeclaredCheckProblems(page(GRIT))).toEqual([]);
    expect(findDeclaredCheckProblems(page('No check here.'))).toEqual([]);
  });

  it('names the line, the check and the field of a band that leaves a gap', () => {
    const gap = GRIT.replace(
      "{ label: 'Failure', atMost: 5 },",
      "{ label: 'Failure', atMost: 4 },",
    );
    expect(findDeclaredCheckProblems(page(gap))).toEqual([
      {
        line: 7,
        message:
          '<Check id="grit-check">, \'bands\': the value 5 falls in no band with Grit 0: add a band for it, or a band with neither atLeast nor atMost for every other value',
      },
    ]);
  });

  it('reads negative numbers, and refuses a prop computed by code, and a check with no id', () => {
    const negative = GRIT.replace('min: 0, max: 3, default: 1', 'min: -2, max: 3');
    expect(findDeclaredCheckProblems(page(negative))).toEqual([]);
    const computed = GRIT.replace('dice="2d6"', 'dice={`${2}d6`}').replace('id="grit-check"', '');
    expect(findDeclaredCheckProblems(page(computed)).map((problem) => problem.message)).toEqual([
      '<Check>: \'dice\' is computed: write it as plain numbers, "text", [lists] and { objects }, so the check can be verified before the page is built',
      '<Check> has no id: give it id="…", unique on the page',
      "<Check>, 'dice': “dice” is missing",
    ]);
  });

  it("refuses a check whose id a heading's link or an earlier check on the page already has", () => {
    const secondGrit = GRIT.replace('title="Grit check"', 'title="Grit again"');
    expect(findDeclaredCheckProblems(page(`${GRIT}\n\n${secondGrit}`))).toEqual([
      {
        line: 19,
        message:
          '<Check id="grit-check">: the check on line 7 has this id already: give each check on a page an id of its own',
      },
    ]);
    expect(findDeclaredCheckProblems(page(`## *Grit* check\n\n${GRIT}`))).toEqual([
      {
        line: 9,
        message:
          '<Check id="grit-check">: the heading "Grit check" on line 7 has this id already (its link is #grit-check): give the check another id, such as "grit-check-roller"',
      },
    ]);
  });

  it('gives headings the ids the build gives them, so a second heading of the same words does not clash', () => {
    const renamed = GRIT.replace('id="grit-check"', 'id="grit-check-1"');
    const twice = page(`## Grit check\n\n## Grit check\n\n${renamed}`);
    expect(findDeclaredCheckProblems(twice).map((problem) => problem.message)).toEqual([
      '<Check id="grit-check-1">: the heading "Grit check" on line 9 has this id already (its link is #grit-check-1): give the check another id, such as "grit-check-1-roller"',
    ]);
    expect(findDeclaredCheckProblems(page(`## Grit\n\n${GRIT}`))).toEqual([]);
  });
});

describe('findDeclaredChecks', () => {
  it('gives each sound check with its id and declaration, for the screen, and leaves out one with problems', () => {
    const bad = GRIT.replace('id="grit-check"', 'id="bad"').replace('dice="2d6"', 'dice="2d"');
    expect(findDeclaredChecks(page(`${GRIT}\n\n${bad}`))).toEqual([
      {
        id: 'grit-check',
        declaration: {
          title: 'Grit check',
          dice: '2d6',
          modifiers: [{ name: 'Grit', min: 0, max: 3, default: 1 }],
          bands: [
            { label: 'Success', atLeast: 9 },
            { label: 'Success at a cost', atLeast: 6, atMost: 8 },
            { label: 'Failure', atMost: 5 },
          ],
        },
      },
    ]);
  });
});

describe('rehypeDeclaredChecks', () => {
  it('stops the build with the file, the line and the problem', () => {
    const bad = GRIT.replace('dice="2d6"', 'dice="2d"');
    expect(() =>
      rehypeDeclaredChecks()(null, { path: 'content/game/index.mdx', value: page(bad) }),
    ).toThrow(
      /^content\/game\/index\.mdx declares a check that cannot be built:\n {2}line 7: <Check id="grit-check">, 'dice': cannot be rolled: “2d”: the number of sides is missing/,
    );
    expect(() =>
      rehypeDeclaredChecks()(null, { path: 'content/game/index.mdx', value: page(GRIT) }),
    ).not.toThrow();
  });
});
