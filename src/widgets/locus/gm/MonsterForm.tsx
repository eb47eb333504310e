/**
 * The builder's form for one saved Monster: who and what it manifests, the four active
 * Attributes with descriptors, Weakness, Behaviour, Inflictions and Death's Door, and its live
 * threat. Every change is saved at once through `onChange` (the Monsters store); a name another
 * saved Monster has stays typed with its message at the field and is not saved. A Death's Door
 * size that cannot be read stays typed with its message at the field, which says the size the
 * Monster keeps meanwhile; the threat, the card and links show that kept size, and a size changed
 * in another tab shows in the field.
 */
import { useEffect, useState } from 'preact/hooks';
import {
  deeper,
  Heading,
  type HeadingLevel,
  LiveNote,
  SavedNumberField,
  TextArea,
  TextField,
  Toggle,
  useSaved,
} from '../../kit';
import {
  DEATHS_DOOR_HINT,
  fillMonsterFromCast,
  MONSTER_TEXT_LIMITS,
  readMonsterDeathsDoor,
  viewMonsterForm,
  type Monster,
  type MonsterChange,
} from '../../../rules/locus';
import { $cast } from '../../../stores/locus/cast';
import { $monsters, checkMonsterRename, renameMonster } from '../../../stores/locus/monsters';
import CharacterPicker from '../characters/CharacterPicker';
import FieldList from '../characters/FieldList';
import InflictionsEditor from './InflictionsEditor';
import ThreatBreakdown from './ThreatBreakdown';

interface Props {
  readonly id: string;
  readonly level: HeadingLevel;
  readonly monster: Monster;
  readonly onChange: (update: MonsterChange) => void;
}

/** Ids of one Monster's fields start with this (nothing else in the builder does). */
export function monsterFieldBase(id: string, monsterId: string): string {
  return `${id}-m-${monsterId}`;
}

export default function MonsterForm({ id, level, monster, onChange }: Props) {
  const cast = useSaved($cast);
  const [pickedId, setPickedId] = useState<string | undefined>(undefined);
  const [pickMessage, setPickMessage] = useState('');
  const view = viewMonsterForm(monster);
  const base = monsterFieldBase(id, monster.id);
  // The name as typed: one another saved Monster has stays in the field with the reason, and is
  // not saved; a name changed elsewhere shows here.
  const list = useSaved($monsters);
  const [nameText, setNameText] = useState(monster.name);
  useEffect(() => setNameText(monster.name), [monster.name]);
  const nameFree = checkMonsterRename(monster.id, nameText, list);

  const pick = (characterId: string | undefined) => {
    setPickedId(characterId);
    const member = cast.characters.find((candidate) => candidate.id === characterId);
    if (!member) return;
    onChange((current) => fillMonsterFromCast(current, member).monster);
    setPickMessage(fillMonsterFromCast(monster, member).said);
  };

  return (
    <div>
      <fieldset class="tool-card">
        <legend>Who and what it manifests</legend>
        <div class="tool-grid">
          <TextField
            id={`${base}-name`}
            label="Monster name"
            maxLength={MONSTER_TEXT_LIMITS.name}
            value={nameText}
            error={nameFree.ok ? null : nameFree.error.message}
            onText={(name) => {
              setNameText(name);
              renameMonster(monster.id, name);
            }}
          />
          <FieldList id={base} fields={view.manifests} onChange={onChange} />
          {cast.characters.length > 0 ? (
            <div>
              <CharacterPicker
                id={`${base}-pick`}
                label="Or fill from the Cast"
                noneLabel="Choose a Cast member"
                value={pickedId}
                onChange={pick}
              />
              <LiveNote class="tool-hint locus-live">{pickMessage}</LiveNote>
            </div>
          ) : null}
          <FieldList id={base} fields={view.wrong} onChange={onChange} />
        </div>
        <TextArea
          id={`${base}-description`}
          label="Description"
          rows={4}
          maxLength={MONSTER_TEXT_LIMITS.description}
          value={monster.description}
          onText={(description) => onChange((current) => ({ ...current, description }))}
        />
        <Toggle
          id={`${base}-locus-monster`}
          label="The Locus' own Monster (bottom Layer only; should be Very Strong)"
          checked={monster.locusMonster}
          onChange={(locusMonster) => onChange((current) => ({ ...current, locusMonster }))}
        />
      </fieldset>

      <fieldset class="tool-card">
        <legend>Active Attributes (1 best, 5 worst)</legend>
        <div class="tool-grid">
          {view.attributes.map(({ attribute, fields }) => (
            <div key={attribute}>
              <FieldList id={base} fields={fields} onChange={onChange} />
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset class="tool-card">
        <legend>Weakness, Behaviour and Death's Door</legend>
        <div class="tool-grid">
          <FieldList id={base} fields={view.traits} onChange={onChange} />
          <SavedNumberField
            id={`${base}-deaths-door`}
            label="Death's Door size (segments)"
            hint={DEATHS_DOOR_HINT}
            value={monster.deathsDoorSegments}
            read={readMonsterDeathsDoor(monster.deathsDoorSegments)}
            onValue={(segments) =>
              onChange((current) => ({ ...current, deathsDoorSegments: segments }))
            }
          />
        </div>
      </fieldset>

      <InflictionsEditor id={`${base}-infliction`} monster={monster} onChange={onChange} />

      <section aria-labelledby={`${base}-threat-title`}>
        <Heading level={deeper(level)} id={`${base}-threat-title`} class="locus-subtitle">
          {view.threatTitle}
        </Heading>
        <ThreatBreakdown id={`${base}-threat`} threat={view.threat} />
      </section>
    </div>
  );
}
