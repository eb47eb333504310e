import { describe, expect, it } from 'vitest';
import { CAIRN_NEW_MEMBER_TEXTS } from '../../../src/rules/cairn/character';
import {
  CAIRN_NEW_MEMBER_FORM_START,
  stepNewCairnMemberForm,
  viewNewCairnMemberForm,
  type NewCairnMemberFormAction,
} from '../../../src/rules/cairn/new-member-form';

const after = (...actions: NewCairnMemberFormAction[]) =>
  actions.reduce(stepNewCairnMemberForm, CAIRN_NEW_MEMBER_FORM_START);

describe('stepNewCairnMemberForm', () => {
  it('opens on a character with the first texts, nothing tried', () => {
    expect(CAIRN_NEW_MEMBER_FORM_START).toEqual({
      kind: 'character',
      texts: CAIRN_NEW_MEMBER_TEXTS,
      tried: false,
    });
  });
  it('keeps the kind and each field as typed', () => {
    expect(
      after({ kind: 'kind', value: 'hireling' }, { kind: 'text', field: 'str', text: '12' }),
    ).toMatchObject({ kind: 'hireling', texts: { ...CAIRN_NEW_MEMBER_TEXTS, str: '12' } });
  });
  it('after an add, empties the name, keeps the scores and forgets the try', () => {
    expect(
      after(
        { kind: 'text', field: 'name', text: 'Ada' },
        { kind: 'text', field: 'str', text: '12' },
        { kind: 'tried' },
        { kind: 'added' },
      ),
    ).toEqual({
      kind: 'character',
      texts: { ...CAIRN_NEW_MEMBER_TEXTS, str: '12' },
      tried: false,
    });
  });
});

describe('viewNewCairnMemberForm', () => {
  it('gives the name’s limit and the number fields in order, labelled', () => {
    const { nameLimit, numbers } = viewNewCairnMemberForm(after());
    expect(nameLimit).toBe(80);
    expect(numbers.map(({ label }) => label)).toEqual(['STR', 'DEX', 'WIL', 'HP', 'Armor (0–3)']);
  });
  it('shows no problem before an add is tried, then each field’s', () => {
    expect(viewNewCairnMemberForm(after()).errors).toEqual({});
    expect(viewNewCairnMemberForm(after({ kind: 'tried' })).errors).toEqual({
      name: 'Enter a name.',
    });
  });
  it('reads the member the form would add', () => {
    const { parsed, errors } = viewNewCairnMemberForm(
      after({ kind: 'text', field: 'name', text: ' Ada ' }, { kind: 'tried' }),
    );
    expect(parsed).toEqual({
      ok: true,
      value: { kind: 'character', name: 'Ada', str: 10, dex: 10, wil: 10, hp: 4, armor: 0 },
    });
    expect(errors).toEqual({});
  });
});
