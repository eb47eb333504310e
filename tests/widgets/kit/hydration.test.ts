import { describe, expect, it } from 'vitest';
import {
  MAX_ENTRIES,
  readToolHeights,
  toolHeightKey,
  withToolHeights,
} from '../../../src/widgets/kit/hydration';

describe('toolHeightKey', () => {
  it('names the page, the tool and the window width', () => {
    expect(toolHeightKey('/cairn/', 'cairn-party', 390)).toBe('/cairn/ cairn-party 390');
  });
});

describe('readToolHeights', () => {
  it('reads whole pixel heights and leaves out anything else', () => {
    expect(
      readToolHeights(
        '{"/a/ t 390":640,"/a/ u 390":"640","/a/ v 390":-3,"/a/ w 390":12.5,"/a/ x 390":1e9}',
      ),
    ).toEqual({ '/a/ t 390': 640 });
  });

  it('treats missing, broken or non-object text as nothing saved', () => {
    expect(readToolHeights(null)).toEqual({});
    expect(readToolHeights('{"/a/ t 390":')).toEqual({});
    expect(readToolHeights('[640]')).toEqual({});
    expect(readToolHeights('"640"')).toEqual({});
  });
});

describe('withToolHeights', () => {
  it('replaces a tool’s old height and puts the measured ones last', () => {
    expect(Object.entries(withToolHeights({ a: 1, b: 2 }, { a: 3 }))).toEqual([
      ['b', 2],
      ['a', 3],
    ]);
  });

  it(`keeps at most ${MAX_ENTRIES} heights, dropping the oldest`, () => {
    const saved = Object.fromEntries(
      Array.from({ length: MAX_ENTRIES }, (_, index) => [`old ${index}`, 100]),
    );
    const kept = withToolHeights(saved, { new: 200 });
    expect(Object.keys(kept)).toHaveLength(MAX_ENTRIES);
    expect(kept).not.toHaveProperty('old 0');
    expect(kept).toHaveProperty('old 1', 100);
    expect(kept).toHaveProperty('new', 200);
  });
});
