import { describe, expect, it } from 'vitest';
import { addingTo } from '../../../src/widgets/kit/FileTransfer';
import { fail, succeed } from '../../../src/rules/result';

interface File {
  readonly version: 1;
  readonly heroes: readonly string[];
}
const file: File = { version: 1, heroes: ['Ash', 'Bram'] };

describe('addingTo', () => {
  it('adds the entries the file holds and gives back the file, for its import message', () => {
    const added: string[] = [];
    const onAdd = addingTo(
      (heroes: readonly string[]) => {
        added.push(...heroes);
        return succeed(heroes);
      },
      (held: File) => held.heroes,
    );
    expect(onAdd(file)).toEqual(succeed(file));
    expect(added).toEqual(['Ash', 'Bram']);
  });

  it("gives back the roster's refusal, to show at the file field", () => {
    const full = fail({
      code: 'full',
      message: 'At most 1 heroes can be kept; remove some first.',
    });
    const onAdd = addingTo(
      () => full,
      (held: File) => held.heroes,
    );
    expect(onAdd(file)).toEqual(full);
  });
});
