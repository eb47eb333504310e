import { describe, expect, it } from 'vitest';
import { decodeCbor, encodeCbor, type CborValue } from '../../../src/lib/search/cbor.ts';
import {
  chunkRanges,
  chunkWords,
  compareWords,
  metaChunks,
  pack,
  splitWords,
  unpack,
  withMetaChunks,
} from '../../../src/lib/search/pagefind-index.ts';

describe('CBOR', () => {
  it('writes back what it read, byte for byte: integers of every size, text, bytes and nested arrays', () => {
    const value: CborValue = [
      0,
      23,
      24,
      255,
      256,
      65535,
      65536,
      4294967295,
      -1,
      -24,
      -25,
      -300,
      'word',
      '⟦dual',
      new Uint8Array([1, 2]),
      [[], ['a', [7]]],
    ];
    const bytes = encodeCbor(value);
    expect(decodeCbor(bytes)).toEqual(value);
    expect(encodeCbor(decodeCbor(bytes))).toEqual(bytes);
  });
  it('refuses what Pagefind does not write, a map', () => {
    expect(() => decodeCbor(Uint8Array.from([0xa1, 0x01, 0x02]))).toThrow(/major type 5/);
  });
  it('refuses bytes left after the value', () => {
    expect(() => decodeCbor(Uint8Array.from([0x01, 0x02]))).toThrow(/left after/);
  });
});

describe('Pagefind files', () => {
  it('reads the signature and the value, and writes them back the same', () => {
    const value: CborValue = [[['fatigu', [[3, [-25, 48]]], []]]];
    expect(unpack(pack(value), 'chunk')).toEqual(value);
  });
  it('refuses a file without the signature, naming it', () => {
    expect(() => unpack(encodeCbor([1]), 'index/en_1.pf_index')).toThrow(
      /index\/en_1.pf_index: no pagefind_dcd signature/,
    );
  });
  it('reads the list of chunks from the meta file and replaces it, keeping everything else', () => {
    const meta: CborValue = [
      '1.6.0',
      [['en_a', 10, '']],
      [
        ['a', 'f', 'en_1'],
        ['g', 'z', 'en_2'],
      ],
      [['ruleset', 'en_f']],
      [],
      ['title'],
    ];
    expect(metaChunks(meta, 'meta')).toEqual([
      { from: 'a', to: 'f', hash: 'en_1' },
      { from: 'g', to: 'z', hash: 'en_2' },
    ]);
    const replaced = withMetaChunks(meta, [{ from: 'a', to: 'z', hash: 'en_3' }]);
    expect(replaced).toEqual([
      '1.6.0',
      [['en_a', 10, '']],
      [['a', 'z', 'en_3']],
      [['ruleset', 'en_f']],
      [],
      ['title'],
    ]);
  });
  it('refuses a meta file whose chunk list is not [from, to, hash]', () => {
    expect(() => metaChunks(['1.6.0', [], [['a', 'b']]], 'meta')).toThrow(/index chunk 0/);
  });
  it('refuses a chunk whose entries do not begin with their word', () => {
    expect(() => chunkWords([[[3, []]]], 'chunk')).toThrow(/begin with its word/);
  });
});

describe('compareWords', () => {
  it('orders words by their UTF-8 bytes, as Pagefind does', () => {
    expect(compareWords('check', 'checks')).toBeLessThan(0);
    expect(compareWords('zero', '⟦dual')).toBeLessThan(0);
    expect(compareWords('\uFF3F', '\u{1F600}')).toBeLessThan(0);
  });
});

describe('splitWords', () => {
  const words = ['cat', 'chat', 'check', 'checks', 'cheek', 'dog', 'door', 'dust'];
  const bySize = (run: readonly string[]) => run.join('').length;

  it('cuts only between words that differ in their first two letters', () => {
    const runs = splitWords(words, (word) => word, bySize, 6);
    for (let i = 1; i < runs.length; i++)
      expect(runs[i - 1]!.at(-1)!.slice(0, 2)).not.toBe(runs[i]![0]!.slice(0, 2));
    expect(runs.flat()).toEqual(words);
  });
  it('makes each run as long as the target allows', () => {
    expect(splitWords(words, (word) => word, bySize, 10)).toEqual([
      ['cat'],
      ['chat', 'check', 'checks', 'cheek'],
      ['dog', 'door'],
      ['dust'],
    ]);
  });
  it('keeps words that share two letters together, even beyond the target', () => {
    expect(splitWords(['chat', 'check', 'cheek'], (word) => word, bySize, 4)).toEqual([
      ['chat', 'check', 'cheek'],
    ]);
  });
  it('gives one run when everything fits', () => {
    expect(splitWords(words, (word) => word, bySize, 1000)).toEqual([words]);
  });
});

describe('chunkRanges', () => {
  it('names each run by its first and last word, cut one letter past what it shares with its neighbour, as Pagefind does', () => {
    expect(chunkRanges([['apple'], ['apricot', 'banana'], ['peach']])).toEqual([
      { from: 'apple', to: 'app' },
      { from: 'apr', to: 'b' },
      { from: 'p', to: 'peach' },
    ]);
  });
});
