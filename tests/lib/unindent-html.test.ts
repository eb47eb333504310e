import { describe, expect, it } from 'vitest';
import { withoutIndentation } from '../../src/lib/unindent-html';

describe('withoutIndentation', () => {
  it('takes the spaces and tabs off the start of each line and keeps the line breaks', () => {
    const html = '<ul>\n    <li>one</li>\n\t\t<li>two</li>\n  </ul>';
    expect(withoutIndentation(html)).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
  });

  it('makes empty lines and spaces at the end of a line one line break', () => {
    const html = '<head>\n<meta charset="utf-8">  \n\n   \n<title>t</title>\n\n\n</head>';
    expect(withoutIndentation(html)).toBe(
      '<head>\n<meta charset="utf-8">\n<title>t</title>\n</head>',
    );
  });

  it('keeps words and inline elements apart where a line broke between them', () => {
    const html = '<p>\n      Roll\n      <em>d6</em>\n      and add.\n    </p>';
    expect(withoutIndentation(html)).toBe('<p>\nRoll\n<em>d6</em>\nand add.\n</p>');
  });

  it('keeps a no-break space at the start of a line: it is text', () => {
    expect(withoutIndentation('<td>\n\u00a0\u00a0</td>')).toBe('<td>\n\u00a0\u00a0</td>');
  });

  it('leaves spaces inside a line as they are', () => {
    const html = '<p>Roll  <em>d6</em>   and add.</p>';
    expect(withoutIndentation(html)).toBe(html);
  });

  it('leaves pre, textarea, script and style as written, and unindents what follows them', () => {
    const kept = [
      '<pre>\n  two spaces\n    four</pre>',
      '<textarea name="n">\n  a note\n</textarea>',
      '<script>\n  if (x) {\n    y();\n  }\n</script>',
      '<STYLE>\n  p { margin: 0 }\n</STYLE>',
    ];
    for (const element of kept) {
      expect(withoutIndentation(`<div>\n  ${element}\n  <p>after</p>\n</div>`)).toBe(
        `<div>\n${element}\n<p>after</p>\n</div>`,
      );
    }
  });

  it('does not take an element whose name only starts like a kept one for it', () => {
    expect(withoutIndentation('<preview>\n  a\n</preview>')).toBe('<preview>\na\n</preview>');
  });
});
