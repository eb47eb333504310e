import { describe, expect, it } from 'vitest';
import { WORKBENCH_START, workbenchShareCodec } from '../../../src/rules/checks/workbench';
import {
  updateWorkbench,
  viewWorkbench,
  workbenchLineAfterRemoving,
  type WorkbenchAction,
} from '../../../src/rules/checks/workbench-view';

const after = (...actions: WorkbenchAction[]) => actions.reduce(updateWorkbench, WORKBENCH_START);

describe('updateWorkbench', () => {
  it('types into one line, adds an empty line and removes one by its place', () => {
    expect(after({ kind: 'line', index: 1, text: '2d8' }).lines).toEqual(['2d6', '2d8']);
    expect(after({ kind: 'add-line' }).lines).toEqual(['2d6', '3d6kh2', '']);
    expect(after({ kind: 'remove-line', index: 0 }).lines).toEqual(['3d6kh2']);
  });

  it('changes the other fields as typed, and takes a shared workbench whole', () => {
    expect(after({ kind: 'set', change: { mode: 'bands', sweep: true } })).toMatchObject({
      mode: 'bands',
      sweep: true,
      lines: ['2d6', '3d6kh2'],
    });
    const shared = { ...WORKBENCH_START, lines: ['1d20'] };
    expect(after({ kind: 'opened', state: shared })).toEqual(shared);
  });
});

describe('workbenchLineAfterRemoving', () => {
  it('hands the focus to the line that takes the removed one’s place, or the one before the last', () => {
    const three = after({ kind: 'add-line' });
    expect(workbenchLineAfterRemoving(three, 0)).toBe(0);
    expect(workbenchLineAfterRemoving(three, 2)).toBe(1);
  });
});

describe('viewWorkbench', () => {
  it('opens on two lines, each removable, and a target of 8 for 2d6 and the best two of 3d6', () => {
    const view = viewWorkbench(WORKBENCH_START);
    expect(view.lines).toEqual([
      { label: 'Dice 1', error: null, remove: 'Remove dice 1' },
      { label: 'Dice 2', error: null, remove: 'Remove dice 2' },
    ]);
    expect(view.canAdd).toBe(true);
    expect(view.modes.map(({ label }) => label)).toEqual([
      'At least a target',
      'At most a target',
      'Exactly a target',
      'Bands cut at values',
    ]);
    expect(view.question).toEqual({ kind: 'target', error: null });
    expect(view.sweep).toBeNull();
    expect(view.summary).toBe('2 rows of exact chances below.');
    expect(view.share).toBe(workbenchShareCodec.encode(WORKBENCH_START));
  });

  it('names each row and draws a segment per band that can happen, with its colour and percent', () => {
    const { result } = viewWorkbench(WORKBENCH_START);
    expect(result!.bands.map(({ colour }) => colour)).toEqual([
      'workbench-band-0',
      'workbench-band-1',
    ]);
    const [plain] = result!.rows;
    expect(plain!.name).toBe('2d6');
    expect(plain!.key).toBe('2d6|null');
    // 2d6 reaches 8 in 15 of 36 rolls.
    expect(result!.bands[0]!.label).toBe('8 or more');
    expect(plain!.chances[0]).toEqual({ numerator: 15n, denominator: 36n });
    expect(plain!.segments.map(({ width }) => width)).toEqual([
      `${(15 / 36) * 100}%`,
      `${(21 / 36) * 100}%`,
    ]);
    expect(plain!.segments[0]!.title).toMatch(/^8 or more: 41\.\d+%$/);
  });

  it('leaves out a band that cannot happen from the chart, but not from the table', () => {
    const view = viewWorkbench(after({ kind: 'line', index: 0, text: '1d4' }));
    const [small] = view.result!.rows;
    expect(small!.chances).toHaveLength(2);
    expect(small!.segments.map(({ band }) => band)).toEqual([1]);
  });

  it('asks for cuts in bands mode, shows the swept range, and says what waits for a bad field', () => {
    const view = viewWorkbench(
      after(
        { kind: 'set', change: { mode: 'bands', cuts: '9, 6', sweep: true, to: 'x' } },
        { kind: 'line', index: 1, text: '' },
      ),
    );
    expect(view.question.kind).toBe('cuts');
    expect(view.question.error).not.toBeNull();
    expect(view.sweep?.from).toBeNull();
    expect(view.sweep?.to).not.toBeNull();
    expect(view.lines[1]!.error).not.toBeNull();
    expect(view.result).toBeNull();
    expect(view.summary).toBe('The chart and table show once every field can be read.');
  });

  it('offers no Remove on a lone line, and no Add once six lines are there', () => {
    expect(viewWorkbench(after({ kind: 'remove-line', index: 1 })).lines[0]!.remove).toBeNull();
    const six = after(...Array.from({ length: 4 }, () => ({ kind: 'add-line' }) as const));
    expect(viewWorkbench(six).canAdd).toBe(false);
  });
});
