import { getTestStorage } from '@nanostores/persistent';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  createValidatedPersistent,
  derivedFromSaved,
  parseJsonWith,
} from '../../src/stores/validated-persistent';
import { savedJson, useFakeStorage, writeFromAnotherTab } from './storage';

const CounterSchema = z.object({ version: z.literal(1), count: z.int() });
const parseCounter = parseJsonWith(CounterSchema, (data) => data.count);
const counter = createValidatedPersistent<number>('test:counter', 0, {
  label: 'counter',
  encode: (count) => JSON.stringify({ version: 1, count }),
  parse: parseCounter,
});

useFakeStorage(() => {
  counter.$store.set(0);
  counter.$notice.set(undefined);
});

describe('parseJsonWith', () => {
  it('returns the picked part of text that matches the schema', () => {
    expect(parseCounter('{"version":1,"count":7}')).toEqual({ ok: true, value: 7 });
  });

  it('says "it is not valid JSON" for text that is not JSON', () => {
    expect(parseCounter('{"version":1,')).toEqual({
      ok: false,
      error: { code: 'not-json', message: 'it is not valid JSON' },
    });
  });

  it('says "it is in an unknown format" for JSON of another shape', () => {
    const unknownFormat = {
      ok: false,
      error: { code: 'unknown-format', message: 'it is in an unknown format' },
    };
    expect(parseCounter('{"version":2,"count":7}')).toEqual(unknownFormat);
    expect(parseCounter('null')).toEqual(unknownFormat);
  });
});

describe('createValidatedPersistent', () => {
  it('saves what the store is set to with the given encoding', () => {
    counter.$store.set(3);
    expect(savedJson('test:counter')).toEqual({ version: 1, count: 3 });
  });

  it('reads a valid value written by another tab', () => {
    expect(writeFromAnotherTab(counter.$store, 'test:counter', '{"version":1,"count":12}')).toBe(
      12,
    );
    expect(counter.$notice.get()).toBeUndefined();
  });

  it('names the key where unreadable text is kept', () => {
    expect(counter.unreadableKey).toBe('test:counter:unreadable');
  });

  it('keeps unreadable text under <key>:unreadable, falls back to the initial value and explains why in the notice', () => {
    counter.$store.set(5);
    expect(
      writeFromAnotherTab(counter.$store, 'test:counter', '{"version":1,"count":"five"}'),
    ).toBe(0);
    expect(getTestStorage()['test:counter:unreadable']).toBe('{"version":1,"count":"five"}');
    expect(counter.$notice.get()).toBe(
      'The saved counter could not be read (it is in an unknown format), so it was reset. The unreadable copy is kept in this browser\'s storage as "test:counter:unreadable".',
    );
  });

  it('treats empty saved text as nothing saved, without a notice', () => {
    counter.$store.set(5);
    expect(writeFromAnotherTab(counter.$store, 'test:counter', '')).toBe(0);
    expect(counter.$notice.get()).toBeUndefined();
  });
});

describe('derivedFromSaved', () => {
  const step = createValidatedPersistent<number>('test:step', 2, {
    label: 'step',
    encode: (value) => JSON.stringify({ version: 1, count: value }),
    parse: parseCounter,
  });
  const $sum = derivedFromSaved(counter.$store, step.$store, (count, by) => count + by);

  it('is built from the two stores as built, which have no saved data', () => {
    counter.$store.set(40);
    expect($sum.built).toBe(0 + 2);
  });

  it('follows the two stores as they are saved', () => {
    counter.$store.set(40);
    step.$store.set(5);
    expect($sum.get()).toBe(45);
    counter.$store.set(1);
    expect($sum.get()).toBe(6);
  });
});
