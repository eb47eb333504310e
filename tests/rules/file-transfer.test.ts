import { describe, expect, it } from 'vitest';
import {
  FILE_TRANSFER_START,
  importModeOptions,
  readChosenFile,
  stepFileTransfer,
  undoReplaceAllowed,
  type FileTransferState,
  type FileTransferStep,
} from '../../src/rules/file-transfer';
import { partyCodec as codec, type Member } from './party-file-codec';

type Members = readonly Member[];
const party = (...names: string[]): Members =>
  names.map((name, index) => ({ id: `m${index}`, name }));
const text = (members: Members) => JSON.stringify(members);
const ash = party('Ash');
const ashBo = party('Ash', 'Bo');
const cy = party('Cy');

const start = FILE_TRANSFER_START as FileTransferState<Members>;
const run = (...steps: FileTransferStep<Members>[]) => steps.reduce(stepFileTransfer, start);

describe('reading a chosen file', () => {
  it('decodes a file the codec reads', () => {
    const file = codec.encode(ash);
    expect(readChosenFile(codec, { name: 'p.json', size: file.length }, file)).toEqual({
      ok: true,
      value: ash,
    });
  });

  it('refuses a file larger than the codec reads, unread, and one the browser could not read', () => {
    const large = readChosenFile(codec, { name: 'big.json', size: 201 }, null);
    const unread = readChosenFile(codec, { name: 'p.json', size: 10 }, null);
    expect(large).toEqual({ ok: false, error: codec.refusal('too-large', 'big.json') });
    expect(unread).toEqual({ ok: false, error: codec.refusal('unreadable', 'p.json') });
    expect(large.ok || unread.ok || large.error.message === unread.error.message).toBe(false);
  });
});

describe('an import that adds', () => {
  it('says what was added and clears a refusal left at the field', () => {
    const state = run(
      { kind: 'refused', message: 'Not a party file.' },
      { kind: 'choosing' },
      { kind: 'added', status: 'Imported 2 members.' },
    );
    expect(state).toMatchObject({ error: null, status: 'Imported 2 members.', pending: null });
  });
});

describe('an import that replaces', () => {
  const asked = run({ kind: 'asked', value: ashBo, fileName: 'p.json' });

  it('asks first, holding the file read', () => {
    expect(asked.pending).toEqual({ value: ashBo, fileName: 'p.json' });
  });

  it('changes nothing when cancelled, and says so', () => {
    expect(stepFileTransfer(asked, { kind: 'cancelled', target: 'the party' })).toMatchObject({
      pending: null,
      status: 'Import cancelled: the party is unchanged.',
    });
  });

  it('keeps what it replaced for its Undo', () => {
    const replaced = stepFileTransfer(asked, {
      kind: 'replaced',
      previous: cy,
      said: 'Imported 2 members.',
    });
    expect(replaced.pending).toBeNull();
    expect(replaced.replaced).toEqual({
      previous: cy,
      before: text(cy),
      said: 'Imported 2 members.',
      after: null,
    });
  });

  it('offers no Undo when the file held just what was there', () => {
    const same = stepFileTransfer(run({ kind: 'asked', value: cy, fileName: 'p.json' }), {
      kind: 'replaced',
      previous: cy,
      said: 'Imported 1 member.',
    });
    expect(same).toMatchObject({ replaced: null, status: 'Imported 1 member.' });
  });

  it('notes what the import left once the tool holds it, and only then', () => {
    const replaced = stepFileTransfer(asked, { kind: 'replaced', previous: cy, said: 'x' });
    const notYet = stepFileTransfer(replaced, { kind: 'drawn', holding: text(cy) });
    expect(notYet).toBe(replaced);
    const drawn = stepFileTransfer(notYet, { kind: 'drawn', holding: text(ashBo) });
    expect(drawn.replaced?.after).toBe(text(ashBo));
    const later = stepFileTransfer(drawn, { kind: 'drawn', holding: text(ash) });
    expect(later.replaced?.after).toBe(text(ashBo));
  });

  it('puts back what it replaced only while the tool holds what the import left', () => {
    const replaced = { previous: cy, before: text(cy), said: 'x', after: text(ashBo) };
    expect(undoReplaceAllowed(replaced, text(ashBo))).toBe(true);
    expect(undoReplaceAllowed(replaced, text(ash))).toBe(false);
    expect(undoReplaceAllowed({ ...replaced, after: null }, text(cy))).toBe(true);
  });

  it('says whether the Undo put it back, and offers it no more', () => {
    const done = stepFileTransfer(asked, { kind: 'undone', putBack: true, target: 'the party' });
    const refused = stepFileTransfer(asked, {
      kind: 'undone',
      putBack: false,
      target: 'the party',
    });
    expect(done).toMatchObject({
      replaced: null,
      status: 'Import undone: the party is as it was before.',
    });
    expect(refused.status).toBe(
      'Import not undone: the party has changed since the import, so the Undo would lose that; change it back by hand.',
    );
  });
});

describe('choosing what an import does', () => {
  it('offers adding in the tool’s words, and replacing that asks first', () => {
    expect(importModeOptions('adds its characters to the party', 'the party')).toEqual([
      { value: 'add', label: 'adds its characters to the party' },
      { value: 'replace', label: 'replaces the party (asks first)' },
    ]);
  });

  it('drops a question, refusal or line the other way left', () => {
    const busy = run(
      { kind: 'refused', message: 'Not a party file.' },
      { kind: 'asked', value: ash, fileName: 'p.json' },
    );
    expect(stepFileTransfer(busy, { kind: 'mode', mode: 'replace' })).toEqual({
      ...FILE_TRANSFER_START,
      mode: 'replace',
    });
  });
});
