import { describe, expect, it } from 'vitest';
import {
  addInfliction,
  createMonsterDraft,
  MAX_INFLICTIONS,
  withMonsterId,
  type Monster,
} from '../../../src/rules/locus/monster';
import {
  chaseFieldSpec,
  ratingFieldSpec,
  viewInflictions,
  viewMonsterForm,
} from '../../../src/rules/locus/monster-form-view';

const hollow = withMonsterId(createMonsterDraft({ name: 'The Hollow' }), []);
const withInflictions = (monster: Monster, count: number): Monster =>
  Array.from({ length: count }).reduce<Monster>((current) => {
    const added = addInfliction(current);
    if (!added.ok) throw new Error(added.error.message);
    return added.value;
  }, monster);

describe('ratingFieldSpec', () => {
  it('offers "Not set yet" where a rating may be left unset, and reads the choice back', () => {
    const field = ratingFieldSpec('attack', undefined, true, (rating) => rating);
    expect(field).toMatchObject({ kind: 'choice', key: 'attack', label: 'Attack', value: '' });
    expect(field.kind === 'choice' ? field.options[0] : null).toEqual({
      value: '',
      label: 'Not set yet',
    });
    expect(field.change('null')).toBeNull();
    expect(field.change('4')).toBe(4);
  });
  it('offers only the ratings where every rating is set', () => {
    const field = ratingFieldSpec('chase', 3, false, (rating) => rating);
    expect(field.kind === 'choice' ? field.options.map((option) => option.value) : []).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      'null',
    ]);
  });
});

describe('chaseFieldSpec', () => {
  it('names the chase field and hands on the likelihood chosen', () => {
    const field = chaseFieldSpec('none', (likelihood) => likelihood);
    expect(field.label).toBe('How likely its behaviour is to chase');
    expect(field.key).toBe('chase-likelihood');
    expect(field.change('definite')).toBe('definite');
  });
});

describe('viewMonsterForm', () => {
  it('lists who it manifests, the past wrong and the Vice with the classic vices suggested', () => {
    const view = viewMonsterForm(hollow);
    expect(view.manifests.map((field) => field.label)).toEqual([
      'Character whose Haunt it manifests',
    ]);
    expect(view.wrong.map(({ key, label }) => [key, label])).toEqual([
      ['haunt', 'Haunt (the past wrong)'],
      ['vice', 'Vice'],
    ]);
    const vice = view.wrong[1];
    expect(vice?.kind === 'text' ? vice.suggestions : []).toContain('Greed');
    expect(view.wrong[0]?.change('A lie told')(hollow).haunt).toBe('A lie told');
  });

  it('pairs each active Attribute’s rating with its descriptor, each changing its own', () => {
    const { attributes } = viewMonsterForm(hollow);
    expect(attributes.map(({ attribute }) => attribute)).toEqual([
      'attack',
      'chase',
      'search',
      'resist',
    ]);
    const [rating, descriptor] = attributes[1]!.fields;
    expect(descriptor?.label).toBe('Chase descriptor (locomotion)');
    expect(descriptor?.key).toBe('chase-descriptor');
    expect(rating?.change('2')(hollow).attributes.chase.rating).toBe(2);
    expect(descriptor?.change('Crawls')(hollow).attributes.chase.descriptor).toBe('Crawls');
  });

  it('ends with Weakness, Behaviour and the chase, then titles the threat by name', () => {
    const view = viewMonsterForm(hollow);
    expect(view.traits.map((field) => field.key)).toEqual([
      'weakness',
      'behaviour',
      'chase-likelihood',
    ]);
    expect(view.traits[2]?.change('moderate')(hollow).chaseLikelihood).toBe('moderate');
    expect(view.threatTitle).toBe('Threat of The Hollow');
    expect(view.threat.gradeId).toBeNull();
    expect(view.threat.verdict).toBeNull();
  });
});

describe('viewInflictions', () => {
  it('counts the Inflictions and names each by its place and descriptor', () => {
    const two = withInflictions(hollow, 2);
    const [first, second] = two.inflictions;
    const named = viewInflictions({
      ...two,
      inflictions: [{ ...first!, descriptor: ' Spitting ' }, second!],
    });
    expect(named.legend).toBe('Inflictions (2)');
    expect(named.rows.map(({ legend, removeLabel }) => [legend, removeLabel])).toEqual([
      ['Infliction 1: Spitting', 'Remove Infliction 1'],
      ['Infliction 2', 'Remove Infliction 2'],
    ]);
    expect(named.full).toBeNull();
  });

  it('describes the Condition chosen under its field, and changes and removes an Infliction', () => {
    const one = withInflictions(hollow, 1);
    const row = viewInflictions(one).rows[0]!;
    expect(row.fields.map((field) => field.key)).toEqual([
      'descriptor',
      'attribute',
      'condition',
      'difficulty',
    ]);
    expect(row.fields[2]?.hint).toMatch(/^Prone: /);
    expect(row.fields[3]?.change('hard')(one).inflictions[0]?.difficulty).toBe('hard');
    expect(row.remove(one).inflictions).toEqual([]);
  });

  it('sets the descriptor, the Attribute and the Condition through their own fields', () => {
    const one = withInflictions(hollow, 1);
    const [descriptor, attribute, condition] = viewInflictions(one).rows[0]!.fields;
    const changed = [
      descriptor!.change('Spitting'),
      attribute!.change('frailty'),
      condition!.change('blinded'),
    ].reduce((monster, change) => change(monster), one).inflictions[0];
    expect(changed).toMatchObject({
      descriptor: 'Spitting',
      attribute: 'frailty',
      condition: 'blinded',
    });
  });

  it('says why no more can be added once the list is full', () => {
    expect(viewInflictions(withInflictions(hollow, MAX_INFLICTIONS)).full).toBe(
      `A Monster can have at most ${MAX_INFLICTIONS} Inflictions here.`,
    );
  });
});
