/**
 * The text on each page of a PDF that Chromium printed, read back for the book's print test: the
 * few parts of the format its PDFs use (plain objects, Flate-compressed content streams, fonts
 * with a ToUnicode map and two-byte glyph codes). Each page is a list of the text blocks drawn on
 * it (one per BT ... ET), so that a page number or a running head is a block of its own.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\s*/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const bodyAt = match.index + match[0].length;
    const end = text.indexOf('endobj', bodyAt);
    const body = text.slice(bodyAt, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body });
    } else {
      const dict = body.slice(0, streamAt);
      const length = Number(/\/Length (\d+)(?! 0 R)/.exec(dict)?.[1]);
      const dataAt = bodyAt + streamAt + (body[streamAt + 6] === '\r' ? 8 : 7);
      let data = pdf.subarray(dataAt, dataAt + length);
      if (dict.includes('/FlateDecode')) data = inflateSync(data);
      objects.set(Number(match[1]), { dict, stream: data });
    }
    start.lastIndex = end;
  }
  return objects;
}

const ref = (text: string, key: string) => {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(text);
  return match ? Number(match[1]) : undefined;
};

/** A dictionary value that may be written in place (`<< ... >>`, dictionaries inside it) or as a reference. */
function dictValue(objects: Map<number, PdfObject>, text: string, key: string): string {
  const at = new RegExp(`/${key}\\s*<<`).exec(text);
  if (at) {
    let depth = 0;
    for (let index = at.index + at[0].length - 2; index < text.length - 1; index++) {
      if (text.startsWith('<<', index)) {
        depth++;
        index++;
      } else if (text.startsWith('>>', index)) {
        depth--;
        if (depth === 0) return text.slice(at.index + at[0].length, index);
        index++;
      }
    }
  }
  const id = ref(text, key);
  return id === undefined ? '' : (objects.get(id)?.dict ?? '');
}

function hexToText(hex: string): string {
  let out = '';
  for (let at = 0; at + 4 <= hex.length; at += 4)
    out += String.fromCharCode(parseInt(hex.slice(at, at + 4), 16));
  return out;
}

function cmapOf(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, unicode] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(code!, 16), hexToText(unicode!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, low, high, unicode] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const first = parseInt(unicode!, 16);
      for (let code = parseInt(low!, 16); code <= parseInt(high!, 16); code++)
        map.set(code, String.fromCharCode(first + code - parseInt(low!, 16)));
    }
  return map;
}

function pagesOf(objects: Map<number, PdfObject>, id: number): number[] {
  const dict = objects.get(id)?.dict ?? '';
  if (/\/Type\s*\/Page\b(?!s)/.test(dict)) return [id];
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(dict)?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].flatMap((kid) => pagesOf(objects, Number(kid[1])));
}

/** The text blocks drawn on each page, in page order. */
export function pdfPageTexts(pdf: Buffer): string[][] {
  const objects = objectsOf(pdf);
  const catalog = [...objects.values()].find((object) => /\/Type\s*\/Catalog/.test(object.dict));
  const root = catalog && ref(catalog.dict, 'Pages');
  if (root === undefined) throw new Error('the PDF has no page tree');
  return pagesOf(objects, root).map((pageId) => {
    const page = objects.get(pageId)!.dict;
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = dictValue(objects, dictValue(objects, page, 'Resources'), 'Font');
    for (const [, name, fontId] of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const toUnicode = ref(objects.get(Number(fontId))?.dict ?? '', 'ToUnicode');
      const cmap = toUnicode === undefined ? undefined : objects.get(toUnicode)?.stream;
      fonts.set(name!, cmap ? cmapOf(cmap.toString('latin1')) : new Map());
    }
    const contentIds = [
      ...(/\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page)?.[1] ?? '').matchAll(/(\d+) 0 R/g),
    ].map((match) => Number(match[1]));
    const content = contentIds
      .map((id) => objects.get(id)?.stream?.toString('latin1') ?? '')
      .join('\n');
    const blocks: string[] = [];
    for (const [, block] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let font = new Map<number, string>();
      let text = '';
      for (const token of block!.matchAll(/\/(\w+) [\d.]+ Tf|<([0-9a-fA-F]*)>/g)) {
        if (token[1]) font = fonts.get(token[1]) ?? new Map();
        else
          for (let at = 0; at + 4 <= token[2]!.length; at += 4)
            text += font.get(parseInt(token[2]!.slice(at, at + 4), 16)) ?? '';
      }
      blocks.push(text);
    }
    return blocks;
  });
}
