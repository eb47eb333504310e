import { describe, expect, it } from 'vitest';
import { hoistBodyStyles, withoutRepeatedStyles } from '../../src/lib/hoist-styles';

const page = (head: string, body: string) =>
  `<!doctype html><html><head><title>t</title>${head}</head><body class="x">${body}</body></html>`;

describe('hoistBodyStyles', () => {
  it('moves a style element from the body to the end of the head', () => {
    const html = page(
      '<link rel="stylesheet" href="a.css">',
      '<p>one</p><style>i{display:contents}</style><i>two</i>',
    );
    expect(hoistBodyStyles(html)).toBe(
      page(
        '<link rel="stylesheet" href="a.css"><style>i{display:contents}</style>',
        '<p>one</p><i>two</i>',
      ),
    );
  });

  it('keeps one copy of a rule written several times in the body', () => {
    const html = page('', '<style>i{}</style><i></i><style>b{}</style><style>i{}</style>');
    expect(hoistBodyStyles(html)).toBe(page('<style>i{}</style><style>b{}</style>', '<i></i>'));
  });

  it('leaves styles already in the head where they are', () => {
    const html = page('<style>h{}</style>', '<p>text</p>');
    expect(hoistBodyStyles(html)).toBe(html);
  });

  it('keeps attributes and line breaks of a moved style', () => {
    const html = page('', '<style data-x="1">\na{}\n</style>');
    expect(hoistBodyStyles(html)).toBe(page('<style data-x="1">\na{}\n</style>', ''));
  });

  it('returns text that is not a whole page unchanged', () => {
    expect(hoistBodyStyles('<style>a{}</style><p>fragment</p>')).toBe(
      '<style>a{}</style><p>fragment</p>',
    );
  });
});

describe('withoutRepeatedStyles', () => {
  it('keeps the first of each repeated style element and stylesheet link, and every other one', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"><style>.x{}</style><link rel="stylesheet" href="/b.css">' +
      '<style>.x{}</style><link rel="stylesheet" href="/a.css"><style>.y{}</style></head>';
    expect(withoutRepeatedStyles(html)).toBe(
      '<head><link rel="stylesheet" href="/a.css"><style>.x{}</style><link rel="stylesheet" href="/b.css">' +
        '<style>.y{}</style></head>',
    );
  });
});
