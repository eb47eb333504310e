import { describe, expect, it } from 'vitest';
import {
  addInfliction,
  appendMonsters,
  checkMonsterNameFree,
  copyMonsterName,
  describeRenamedMonsters,
  checkInflictionRoom,
  createMonsterDraft,
  createMonsterList,
  draftFromSample,
  fillMonsterFromCast,
  MAX_INFLICTIONS,
  MAX_SAVED_MONSTERS,
  MONSTER_TEXT_LIMITS,
  monsterDisplayName,
  monsterDraftOf,
  monsterFileCodec,
  monsterThreatInput,
  parseMonsterDraft,
  parseMonsterList,
  removeInfliction,
  SAMPLE_MONSTERS,
  SAMPLE_MONSTER_OPTIONS,
  serializeMonsterList,
  setMonsterAttribute,
  updateInfliction,
  withMonsterId,
  type Monster,
  type MonsterDraft,
} from '../../../src/rules/locus/monster';
import type { LocusResult } from '../../../src/rules/locus/errors';
import { scoreThreat } from '../../../src/rules/locus/threat';
import { readFileSync } from 'node:fs';

function unwrap<T>(result: LocusResult<T>): T {
  if (!result.ok)
    throw new Error(`expected success, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

function messageOf(result: LocusResult<unknown>): string {
  if (result.ok) throw new Error('expected a refusal');
  return result.error.message;
}

/** The worked example that totals 15 (Balanced), as a full Monster. */
function buildMonster(): Monster {
  let draft: MonsterDraft = createMonsterDraft({
    name: 'The Choir',
    character: 'Ada',
    haunt: 'The fire at the mill',
    vice: 'Pride',
    description: 'Singing smoke.',
  });
  draft = setMonsterAttribute(draft, 'attack', { rating: 2, descriptor: 'Burning' });
  draft = setMonsterAttribute(draft, 'chase', { rating: 3, descriptor: 'Drifts' });
  draft = setMonsterAttribute(draft, 'search', { rating: 2, descriptor: 'Hears heartbeats' });
  draft = setMonsterAttribute(draft, 'resist', { rating: 3, descriptor: 'Smoke' });
  draft = unwrap(
    addInfliction(
      {
        ...draft,
        chaseLikelihood: 'definite',
        deathsDoorSegments: 6,
        weakness: 'Water',
        behaviour: 'Stalking',
      },
      { descriptor: 'Choking', attribute: 'frailty', condition: 'nauseated', difficulty: 'medium' },
    ),
  );
  return withMonsterId(draft, []);
}

describe('createMonsterDraft', () => {
  it("starts blank, with no Attribute set and the smallest Death's Door", () => {
    const draft = createMonsterDraft();
    expect(draft.attributes.attack).toEqual({ descriptor: '' });
    expect(draft.deathsDoorSegments).toBe(3);
    expect(draft.locusMonster).toBe(false);
    expect(scoreThreat(monsterThreatInput(draft)).grade).toBeNull();
  });
});

describe('SAMPLE_MONSTERS', () => {
  it("are the text's four sample descriptions, word for word", () => {
    const page = readFileSync(
      new URL('../../../content/locus/haunts-and-monsters.mdx', import.meta.url),
      'utf8',
    );
    expect(SAMPLE_MONSTERS).toHaveLength(4);
    for (const sample of SAMPLE_MONSTERS) expect(page).toContain(sample.description);
  });
});

describe('draftFromSample', () => {
  it('fills the name (ours) and the description, and leaves every number to the Director', () => {
    const sample = SAMPLE_MONSTERS[3]!;
    const draft = draftFromSample(sample);
    expect(draft).toEqual(
      createMonsterDraft({ name: 'The Vine Torso', description: sample.description }),
    );
    expect(scoreThreat(monsterThreatInput(draft)).missing).toEqual([
      'attack',
      'chase',
      'search',
      'resist',
    ]);
  });
});

describe('monsterThreatInput', () => {
  it('feeds the threat calculator: the worked example is 15, Balanced', () => {
    const score = scoreThreat(monsterThreatInput(buildMonster()));
    expect(score.total).toBe(15);
    expect(score.grade?.label).toBe('Balanced');
  });
});

describe('setMonsterAttribute', () => {
  it('sets a rating, null, or back to unset, keeping the descriptor', () => {
    const draft = setMonsterAttribute(createMonsterDraft(), 'chase', {
      rating: 4,
      descriptor: 'Crawls',
    });
    expect(draft.attributes.chase).toEqual({ rating: 4, descriptor: 'Crawls' });
    expect(setMonsterAttribute(draft, 'chase', { rating: null }).attributes.chase).toEqual({
      rating: null,
      descriptor: 'Crawls',
    });
    expect(setMonsterAttribute(draft, 'chase', { rating: undefined }).attributes.chase).toEqual({
      descriptor: 'Crawls',
    });
    expect(
      setMonsterAttribute(draft, 'chase', { descriptor: 'Slithers' }).attributes.chase,
    ).toEqual({ rating: 4, descriptor: 'Slithers' });
  });
});

describe('addInfliction, updateInfliction, removeInfliction', () => {
  it('adds with unique ids, changes and removes one', () => {
    let draft = unwrap(addInfliction(createMonsterDraft()));
    draft = unwrap(addInfliction(draft, { difficulty: 'hard' }));
    expect(draft.inflictions.map((infliction) => infliction.id)).toEqual([
      'infliction-1',
      'infliction-2',
    ]);
    expect(draft.inflictions[0]).toEqual({
      id: 'infliction-1',
      descriptor: '',
      attribute: 'clumsiness',
      condition: 'prone',
      difficulty: 'medium',
    });
    draft = updateInfliction(draft, 'infliction-1', {
      condition: 'blinded',
      descriptor: 'Spitting',
    });
    expect(draft.inflictions[0]).toMatchObject({ condition: 'blinded', descriptor: 'Spitting' });
    draft = removeInfliction(draft, 'infliction-1');
    expect(draft.inflictions.map((infliction) => infliction.id)).toEqual(['infliction-2']);
    expect(unwrap(addInfliction(draft)).inflictions.map((infliction) => infliction.id)).toEqual([
      'infliction-2',
      'infliction-2-2',
    ]);
  });

  it('refuses more than the limit', () => {
    let draft = createMonsterDraft();
    for (let index = 0; index < MAX_INFLICTIONS; index += 1) draft = unwrap(addInfliction(draft));
    expect(addInfliction(draft)).toMatchObject({ ok: false, error: { code: 'invalid-amount' } });
  });
});

describe('checkInflictionRoom', () => {
  it('has room below the limit and refuses at it, in the words addInfliction refuses with', () => {
    expect(checkInflictionRoom(0).ok).toBe(true);
    expect(checkInflictionRoom(MAX_INFLICTIONS - 1).ok).toBe(true);
    const full = checkInflictionRoom(MAX_INFLICTIONS);
    expect(full).toEqual({
      ok: false,
      error: {
        code: 'invalid-amount',
        message: `A Monster can have at most ${MAX_INFLICTIONS} Inflictions here.`,
      },
    });
    let draft = createMonsterDraft();
    for (let index = 0; index < MAX_INFLICTIONS; index += 1) draft = unwrap(addInfliction(draft));
    expect(addInfliction(draft)).toEqual(full);
  });
});

describe('withMonsterId and monsterDraftOf', () => {
  it('gives an id from the name, never one already taken, and takes it off again', () => {
    expect(withMonsterId(createMonsterDraft({ name: 'The Choir' }), []).id).toBe('the-choir');
    expect(withMonsterId(createMonsterDraft({ name: 'The Choir' }), ['the-choir']).id).toBe(
      'the-choir-2',
    );
    expect(withMonsterId(createMonsterDraft(), []).id).toBe('monster');
    const monster = buildMonster();
    expect(monsterDraftOf(monster)).not.toHaveProperty('id');
    expect(withMonsterId(monster, ['the-choir']).id).toBe('the-choir-2');
  });
});

describe('monsterDisplayName', () => {
  it('names an unnamed Monster', () => {
    expect(monsterDisplayName({ name: '  ' })).toBe('Unnamed Monster');
    expect(monsterDisplayName({ name: 'The Choir' })).toBe('The Choir');
  });
});

describe('parseMonsterList', () => {
  it('round-trips a list through JSON text', () => {
    const list = { ...createMonsterList(), monsters: [buildMonster()] };
    expect(unwrap(parseMonsterList(serializeMonsterList(list)))).toEqual(list);
  });

  it('names the first bad field and counts the others', () => {
    const monster = buildMonster();
    const broken = {
      version: 1,
      monsters: [
        {
          ...monster,
          attributes: { ...monster.attributes, attack: { rating: 7, descriptor: '' } },
          deathsDoorSegments: 4,
        },
      ],
    };
    expect(parseMonsterList(broken)).toMatchObject({
      ok: false,
      error: { code: 'invalid-data', path: 'monsters[0].attributes.attack.rating' },
    });
    expect(messageOf(parseMonsterList(broken))).toBe(
      'Monster 1, attributes, attack: “rating” must be at most 5, and 1 more problem',
    );
  });

  it('refuses duplicate ids, unknown Conditions, a wrong version and bad JSON', () => {
    const monster = buildMonster();
    expect(messageOf(parseMonsterList({ version: 1, monsters: [monster, monster] }))).toBe(
      'Monster 2: “id” "the-choir" is used by two Monsters',
    );
    const badCondition = {
      ...monster,
      inflictions: [{ ...monster.inflictions[0], condition: 'grappled' }],
    };
    expect(messageOf(parseMonsterList({ version: 1, monsters: [badCondition] }))).toMatch(
      /^Monster 1, infliction 1: “condition” /,
    );
    expect(messageOf(parseMonsterList({ version: 2, monsters: [] }))).toBe(
      'This is from a newer or unknown version of the site (version 2); this site reads version 1',
    );
    expect(messageOf(parseMonsterList('{"version":'))).toMatch(
      /^The Monster list is not valid JSON/,
    );
    expect(messageOf(parseMonsterList({ version: 1 }))).toBe('The monsters are missing');
  });
});

describe('parseMonsterDraft', () => {
  it('reads a Monster without an id and names a bad field', () => {
    const draft = monsterDraftOf(buildMonster());
    expect(unwrap(parseMonsterDraft(JSON.stringify(draft)))).toEqual(draft);
    expect(messageOf(parseMonsterDraft({ ...draft, name: 5 }))).toBe('The name must be text');
    expect(messageOf(parseMonsterDraft('nope'))).toMatch(/^The Monster is not valid JSON/);
  });

  it('refuses two Inflictions with the same id', () => {
    const draft = monsterDraftOf(buildMonster());
    const twice = { ...draft, inflictions: [draft.inflictions[0], draft.inflictions[0]] };
    expect(messageOf(parseMonsterDraft(twice))).toBe(
      'Infliction 2: “id” "infliction-1" is used by two Inflictions',
    );
  });
});

describe('monsterFileCodec', () => {
  it('names a file after one Monster, or generically for several', () => {
    const day = new Date(2026, 2, 9);
    const named = (name: string) => ({ ...buildMonster(), name });
    expect(monsterFileCodec.fileName([named('The Choir')], day)).toBe(
      'locus-monster-the-choir.json',
    );
    expect(monsterFileCodec.fileName([named('')], day)).toBe('locus-monster-unnamed.json');
    expect(monsterFileCodec.fileName([named('A'), named('B')], day)).toBe('locus-monsters.json');
  });

  it('writes the saved list shape and reads the Monsters back', () => {
    const monster = buildMonster();
    const text = monsterFileCodec.encode([monster]);
    expect(JSON.parse(text)).toEqual({ version: 1, monsters: [monster] });
    expect(monsterFileCodec.decode(text, 'choir.json')).toEqual({ ok: true, value: [monster] });
  });

  it('still imports a file exported before the shared codec (indented, with a final newline)', () => {
    const monster = buildMonster();
    const old = `${JSON.stringify({ version: 1, monsters: [monster] }, null, 2)}\n`;
    expect(monsterFileCodec.decode(old, 'locus-monster-the-choir.json')).toEqual({
      ok: true,
      value: [monster],
    });
  });

  it('refuses an empty file, one with no Monsters, one too large and one not JSON', () => {
    expect(monsterFileCodec.decode('  ', 'empty.json')).toEqual({
      ok: false,
      error: { code: 'empty', message: '“empty.json” is empty.' },
    });
    expect(monsterFileCodec.decode('{"version":1,"monsters":[]}', 'none.json')).toEqual({
      ok: false,
      error: { code: 'empty', message: '“none.json” is a Monster list file with nothing in it.' },
    });
    expect(monsterFileCodec.decode(`"${'x'.repeat(2_000_000)}"`, 'big.json')).toMatchObject({
      error: { code: 'too-large', message: '“big.json” is too large to be a Monster list file.' },
    });
    expect(monsterFileCodec.decode('{', 'cut.json')).toMatchObject({
      error: {
        code: 'invalid-json',
        message: '“cut.json” is not a Monster list file (its text is not JSON).',
      },
    });
  });

  it('names the file and the bad field', () => {
    const monster = buildMonster();
    expect(
      monsterFileCodec.decode(
        JSON.stringify({ version: 1, monsters: [{ ...monster, vice: 3 }] }),
        'bad.json',
      ),
    ).toEqual({
      ok: false,
      error: {
        code: 'invalid-data',
        message:
          '“bad.json” is not a Monster list file this site can read: Monster 1: “vice” must be text.',
        path: 'monsters[0].vice',
      },
    });
  });

  it('names one Monster and counts and names several in status lines', () => {
    const named = (name: string) => ({ ...buildMonster(), name });
    expect(monsterFileCodec.exported([named('The Choir')], 'choir.json')).toBe(
      'Exported The Choir as “choir.json”.',
    );
    expect(monsterFileCodec.imported([named('A'), named(' ')], 'two.json')).toBe(
      'Imported 2 Monsters (A, Unnamed Monster) from “two.json”.',
    );
  });
});

describe('appendMonsters', () => {
  it('adds Monsters with fresh ids and never replaces a saved one', () => {
    const monster = buildMonster();
    const list = { ...createMonsterList(), monsters: [monster] };
    const { list: next, added } = unwrap(appendMonsters(list, [monster, monsterDraftOf(monster)]));
    expect(next.monsters[0]).toBe(monster);
    expect(added.map((entry) => entry.id)).toEqual(['the-choir-2', 'the-choir-3']);
    expect(next.monsters).toHaveLength(3);
  });

  it('numbers a name the list has already, in any case or spacing, and says so', () => {
    const monster = buildMonster();
    const list = { ...createMonsterList(), monsters: [monster] };
    const drafts = [
      createMonsterDraft({ name: ' the  CHOIR ' }),
      createMonsterDraft({ name: 'The Choir (2)' }),
      createMonsterDraft({ name: 'The Moth' }),
      createMonsterDraft(),
      createMonsterDraft(),
    ];
    const { added, renamed } = unwrap(appendMonsters(list, drafts));
    expect(added.map((entry) => entry.name)).toEqual([
      'the CHOIR (2)',
      'The Choir (3)',
      'The Moth',
      '',
      '',
    ]);
    expect(renamed).toEqual([
      { from: ' the  CHOIR ', to: 'the CHOIR (2)' },
      { from: 'The Choir (2)', to: 'The Choir (3)' },
    ]);
    expect(describeRenamedMonsters(renamed.slice(0, 1))).toBe(
      'You already have a Monster named the CHOIR: the new one is named the CHOIR (2).',
    );
  });

  it('refuses to grow past the limit', () => {
    const list = {
      ...createMonsterList(),
      monsters: Array.from({ length: MAX_SAVED_MONSTERS }, (_, index) => ({
        ...buildMonster(),
        id: `m-${index}`,
      })),
    };
    expect(appendMonsters(list, [createMonsterDraft()])).toMatchObject({
      ok: false,
      error: { code: 'invalid-amount' },
    });
  });
});

describe('copyMonsterName', () => {
  it('names a copy "(copy)", then numbers it, never twice alike and never "(copy) (copy)"', () => {
    expect(copyMonsterName('Moth', ['Moth'])).toBe('Moth (copy)');
    expect(copyMonsterName('Moth', ['Moth', 'moth  (COPY)'])).toBe('Moth (copy 2)');
    expect(copyMonsterName('Moth (copy)', ['Moth', 'Moth (copy)', 'Moth (copy 2)'])).toBe(
      'Moth (copy 3)',
    );
    expect(copyMonsterName('  ', [])).toBe('Unnamed Monster (copy)');
  });

  it('keeps a long name within the name limit', () => {
    const long = 'x'.repeat(MONSTER_TEXT_LIMITS.name);
    expect(copyMonsterName(long, [long])).toHaveLength(MONSTER_TEXT_LIMITS.name);
  });
});

describe('checkMonsterNameFree', () => {
  it('refuses a name another saved Monster has, in any case or spacing, and offers it numbered', () => {
    expect(checkMonsterNameFree(' the  CHOIR', ['The Choir', 'The Moth'])).toEqual({
      ok: false,
      error: {
        code: 'duplicate-name',
        message:
          'You already have a Monster named the CHOIR. Give this one a different name, such as the CHOIR (2), so the list tells them apart.',
      },
    });
  });

  it('accepts a name no other Monster has, and a blank one', () => {
    expect(checkMonsterNameFree('The Choir (2)', ['The Choir'])).toEqual({
      ok: true,
      value: 'The Choir (2)',
    });
    expect(checkMonsterNameFree(' ', [''])).toEqual({ ok: true, value: ' ' });
  });
});

describe('fillMonsterFromCast', () => {
  it("fills in the member's name, and their Haunt when the Monster has none, and says so", () => {
    const filled = fillMonsterFromCast(createMonsterDraft(), {
      name: ' Ada ',
      haunt: ' The mill ',
    });
    expect(filled.monster).toMatchObject({ character: 'Ada', haunt: 'The mill' });
    expect(filled.said).toBe('Filled in Ada and their Haunt from the Cast.');
  });

  it('keeps a Haunt already written, and names a member without a name "the character"', () => {
    const monster = createMonsterDraft({ haunt: 'The fire' });
    const filled = fillMonsterFromCast(monster, { name: '', haunt: 'The mill' });
    expect(filled.monster).toEqual({ ...monster, character: '' });
    expect(filled.said).toBe('Filled in the character from the Cast.');
  });
});

describe('SAMPLE_MONSTER_OPTIONS', () => {
  it('offers each sample by its name alone', () => {
    expect(SAMPLE_MONSTER_OPTIONS).toEqual([
      { value: 'pterodactyl', label: 'The Pterodactyl' },
      { value: 'flesh-tower', label: 'The Flesh Tower' },
      { value: 'human-faced-flock', label: 'The Human-Faced Flock' },
      { value: 'vine-torso', label: 'The Vine Torso' },
    ]);
  });
});
