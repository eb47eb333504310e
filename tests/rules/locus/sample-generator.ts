/** A small generator for the generators' tests: a Vice part, a d12 part and a d20 part. */
import type { Generator } from '../../../src/rules/locus/generators';

/** `prefix 1` … `prefix count`: entries that say which face they are. */
export const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);

export const SAMPLE: Generator = {
  id: 'sample',
  title: 'Sample generator',
  heading: 'Roll a sample',
  note: 'For tests.',
  parts: [
    { kind: 'vice', id: 'vice', label: 'Vice' },
    { kind: 'table', id: 'wrong', label: 'The wrong', die: 'd12', entries: numbered('wrong', 12) },
    {
      kind: 'table',
      id: 'left',
      label: 'What was left behind',
      die: 'd20',
      entries: numbered('left', 20),
    },
  ],
};
