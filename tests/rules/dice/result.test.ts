import { describe, expect, it } from 'vitest';
import { fail, succeed } from '../../../src/rules/dice/result';

describe('succeed', () => {
  it('wraps a value as a success', () => {
    expect(succeed(3)).toEqual({ ok: true, value: 3 });
  });
});

describe('fail', () => {
  it('wraps an error as a failure', () => {
    expect(fail('no')).toEqual({ ok: false, error: 'no' });
  });
});
