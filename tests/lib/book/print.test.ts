import { describe, expect, it } from 'vitest';
import { cssString, runningHeadCss } from '../../../src/lib/book/print';

describe('runningHeadCss', () => {
  it("puts the ruleset's title at the top of every printed page but the title page", () => {
    expect(runningHeadCss('Cairn')).toBe(
      '@media print { @page { @top-center { content: "Cairn"; } } @page :first { @top-center { content: none; } } }',
    );
  });
});

describe('cssString', () => {
  it('escapes quotes, backslashes and anything that could end the style element', () => {
    expect(cssString('A "B" \\ </style>')).toBe('"A \\22 B\\22  \\5c  \\3c /style>"');
  });
});
