/**
 * The Monster Builder: the Director's Monsters, one card at a time. New, start from one of the
 * text's four samples (its description and our name for it: the numbers are the Director's; the
 * list never names two Monsters alike, a name taken gets a number), edit with a live threat
 * grade, duplicate, delete with undo, print the card, share by link, export and import JSON.
 * Saved in this browser through the Monsters store and shared by open tabs.
 *
 * A page opened with `?monster=<encoded>` shows that Monster read-only with "Save to my
 * Monsters"; the link is validated by the rules' `decodeMonsterLink`, so a tampered link shows
 * an error at the top, runs nothing and changes no saved Monster.
 *
 * Place with `<MonsterBuilder client:visible-after-load />`: it reads saved state and the address.
 * `headingLevel` is the level of its own heading (4 under an h3).
 */
import { useState } from 'preact/hooks';
import {
  Button,
  ChoiceField,
  deeper,
  FileTransfer,
  focusAfterRender,
  Heading,
  IncomingShare,
  PrintButton,
  ShareLink,
  type ToolProps,
  ToolSection,
  UndoRemove,
  useActionNote,
  useIncomingShare,
  useRemoval,
  useSaved,
  toolFrame,
} from '../../kit';
import {
  blankMonster,
  decodeMonsterLink,
  describeRenamedMonsters,
  encodeMonsterLink,
  MONSTER_BUILDER_NOTES,
  MONSTER_SHARE_PARAM,
  monsterDisplayName,
  monsterFileCodec,
  monsterFromLink,
  monsterFromSample,
  SAMPLE_MONSTER_OPTIONS,
  viewMonsterBuilder,
  type Monster,
  type MonsterDraft,
  type NewMonster,
} from '../../../rules/locus';
import {
  $monsters,
  $monstersNotice,
  addMonster,
  addMonsters,
  duplicateMonster,
  monstersRoster,
} from '../../../stores/locus/monsters';
import PickList from '../characters/PickList';
import MonsterCard from './MonsterCard';
import MonsterForm, { monsterFieldBase } from './MonsterForm';
import './gm.css';

export default function MonsterBuilder(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'monster-builder', 'Monster builder', 4);
  const list = useSaved($monsters);
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const shared = useIncomingShare(MONSTER_SHARE_PARAM, decodeMonsterLink);
  const [sample, setSample] = useState(SAMPLE_MONSTER_OPTIONS[0]?.value ?? '');
  const note = useActionNote(`${title}: changes`);
  const removal = useRemoval(monstersRoster, (restored) => {
    note.done(MONSTER_BUILDER_NOTES.back(restored));
    select(restored);
  });
  const sub = deeper(headingLevel);
  const view = viewMonsterBuilder(list, selectedId, sample);
  const { monsters, selected } = view;

  const select = (monster: Monster | undefined) => {
    setSelectedId(monster?.id);
    if (monster) focusAfterRender(`${monsterFieldBase(id, monster.id)}-name`);
  };

  const add = ({ draft, what }: NewMonster) => {
    const added = addMonster(draft, what);
    if (!added.ok) return note.refuse(added.error.message);
    removal.forget();
    note.done(added.value.text);
    select(added.value.monster);
  };

  const fromSample = () => {
    const chosen = monsterFromSample(sample);
    if (chosen) add(chosen);
  };

  const saveShared = (draft: MonsterDraft) => {
    const added = addMonster(draft, monsterFromLink(draft).what);
    if (!added.ok) return shared.refuse(added.error.message);
    shared.close(added.value.text);
    removal.forget();
    select(added.value.monster);
  };

  const remove = (monster: Monster) => {
    if (!removal.remove(monster.id)) return;
    note.clear();
    setSelectedId(undefined);
  };

  const duplicate = (monster: Monster) => {
    const copy = duplicateMonster(monster.id);
    if (!copy) return;
    removal.forget();
    note.done(MONSTER_BUILDER_NOTES.copied(monster, copy));
    select(copy);
  };

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} notices={[$monstersNotice]}>
      <IncomingShare
        id={id}
        headingLevel={sub}
        state={shared}
        what="Monster"
        keeps={{ name: 'your Monster list' }}
        name={monsterDisplayName}
        preview={(monster) => (
          <MonsterCard id={`${id}-shared-card`} monster={monster} level={deeper(sub)} />
        )}
        addLabel="Save to my Monsters"
        onAdd={saveShared}
      />

      <p class="tool-hint">
        Your Monsters are saved in this browser as you type and shared by your open tabs. Export
        them as a file to keep them or move them.
      </p>

      {monsters.length === 0 ? (
        <p>No Monsters yet: start a new one or from one of the text's samples.</p>
      ) : (
        <PickList
          id={id}
          label={view.listLabel}
          entries={view.picks}
          selectedId={selected?.id}
          chosenNote="editing"
          onPick={setSelectedId}
        />
      )}

      <UndoRemove removal={removal} text={(gone) => MONSTER_BUILDER_NOTES.deleted(gone.item)} />

      <div class="locus-start">
        <Button look="primary" onClick={() => add(blankMonster())}>
          New Monster
        </Button>
        <div class="tool-row">
          <ChoiceField
            id={`${id}-sample`}
            label="Start from a sample (the text's description, under a name of ours; you set the numbers)"
            value={sample}
            options={SAMPLE_MONSTER_OPTIONS}
            hint={view.sampleHint}
            onChange={setSample}
          />
          <Button onClick={fromSample}>Start from this sample</Button>
        </div>
      </div>
      {note.note}

      {selected ? (
        <article class="locus-part" aria-labelledby={`${id}-editor-title`}>
          <Heading level={sub} id={`${id}-editor-title`} class="locus-subtitle">
            Editing: {monsterDisplayName(selected)}
          </Heading>
          <MonsterForm
            key={selected.id}
            id={id}
            level={sub}
            monster={selected}
            onChange={(update) => monstersRoster.update(selected.id, update)}
          />
          <div class="tool-actions">
            <Button onClick={() => duplicate(selected)}>Duplicate</Button>
            <Button onClick={() => remove(selected)}>Delete</Button>
            <PrintButton target={() => document.getElementById(`${id}-preview-card`)}>
              Print card
            </PrintButton>
          </div>
          <ShareLink
            id={`${id}-share`}
            param={MONSTER_SHARE_PARAM}
            value={encodeMonsterLink(selected)}
            what="this Monster"
            anchor={id}
            buttonLabel="Share by link"
          />
        </article>
      ) : null}

      <section class="locus-part">
        <FileTransfer
          id={id}
          codec={monsterFileCodec}
          title="Monsters as a file (JSON)"
          exports={view.exports}
          importLabel="Import Monsters from a file (added to your list)"
          onAdd={(incoming) => {
            const added = addMonsters(incoming);
            if (!added.ok) return added;
            removal.forget();
            // The file's line says what was imported; a name taken is said here, in plain words.
            if (added.value.renamed.length > 0)
              note.done(describeRenamedMonsters(added.value.renamed));
            else note.clear();
            select(added.value.added[0]);
            return { ok: true, value: added.value.added };
          }}
        />
      </section>

      {selected ? (
        <section class="locus-part" aria-labelledby={`${id}-preview-title`}>
          <Heading level={sub} id={`${id}-preview-title`} class="locus-subtitle">
            Card preview
          </Heading>
          <MonsterCard id={`${id}-preview-card`} monster={selected} level={deeper(sub)} />
        </section>
      ) : null}
    </ToolSection>
  );
}
