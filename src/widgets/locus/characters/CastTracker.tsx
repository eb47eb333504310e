/**
 * The Locus Cast tracker: every Character and Foil at the table, one sheet at a time. Add,
 * select, remove (with undo), export and import the Cast, print a sheet. State lives in the
 * Cast store (localStorage, shared by open tabs); this island only renders it and calls rules
 * reducers through `updateCharacter`. The sheet shown is remembered too (the shown-sheet store),
 * so a reload opens it again; when that character has left the Cast, the first sheet shows.
 *
 * Place it with `<CastTracker client:visible-after-load />`: it reads saved state, so the server has
 * nothing meaningful to render. `headingLevel` is the level of its own heading (3 under an h2).
 */
import { useState } from 'preact/hooks';
import {
  Form,
  Button,
  deeper,
  FileTransfer,
  focusEntryName,
  ToolSection,
  UndoRemove,
  useActionNote,
  useRemoval,
  useSaved,
  toolFrame,
  type ToolProps,
} from '../../kit';
import {
  castFileCodec,
  CAST_ADD_FORM_START,
  describeJoinedCast,
  describeLeftCast,
  submitCastAddForm,
  viewCastTracker,
  type LocusCharacter,
} from '../../../rules/locus';
import {
  $cast,
  $castNotice,
  addCharacter,
  castRoster,
  replaceCast,
} from '../../../stores/locus/cast';
import { $conflictView, checkCastNameFree } from '../../../stores/locus/initiative';
import { $shownSheet, $shownSheetNotice, showSheet } from '../../../stores/locus/shown-sheet';
import CharacterSheet from './CharacterSheet';
import FieldList from './FieldList';
import PickList from './PickList';

interface Props extends ToolProps {
  /** Where the Hand's "card deck" link points; defaults to the cards page. */
  deckHref?: string;
}

export default function CastTracker(props: Props) {
  const { deckHref } = props;
  const { id, title, headingLevel } = toolFrame(props, 'cast', 'Cast tracker');
  const cast = useSaved($cast);
  const selectedId = useSaved($shownSheet);
  // A member added or put back is shown and takes the focus at their sheet's name, whose ids
  // start with `<id>-<member id>` so the focus waits for the new sheet, not the one it replaces.
  const removal = useRemoval(castRoster, (restored) => {
    showSheet(restored.id);
    focusEntryName(id, restored);
  });
  const note = useActionNote('Cast tracker: members added');
  const [form, setForm] = useState(CAST_ADD_FORM_START);
  const conflict = useSaved($conflictView);
  // A name another Cast member or a Monster or Foil in the Initiative's Conflict has is refused as
  // it is typed, by Initiative's own rule.
  const nameFree = checkCastNameFree(form.name, conflict);
  const view = viewCastTracker(cast, selectedId, form, nameFree);
  const { selected } = view;

  const add = () => {
    const sent = submitCastAddForm(form, nameFree.ok);
    setForm(sent.form);
    if (sent.name === null) {
      note.clear();
      document.getElementById(`${id}-new-name`)?.focus();
      return;
    }
    const character = addCharacter(sent.name, form.kind);
    showSheet(character.id);
    removal.forget();
    note.done(describeJoinedCast(character));
    focusEntryName(id, character);
  };

  const remove = (character: LocusCharacter) => {
    note.clear();
    removal.remove(character.id);
  };

  return (
    <ToolSection
      id={id}
      title={title}
      headingLevel={headingLevel}
      class="locus-tracker"
      notices={[$castNotice, $shownSheetNotice]}
    >
      <p class="tool-hint">
        The Cast is saved in this browser and shared by your open tabs. Export it as a file to keep
        it or move it to another device.
      </p>

      {view.members.length === 0 ? (
        <p>No one in the Cast yet: add a Character or a Foil below.</p>
      ) : (
        <PickList
          id={id}
          label={view.listLabel}
          entries={view.picks}
          selectedId={selected?.id}
          chosenNote="shown"
          onPick={(memberId) => {
            // "Their sheet is shown" would name the member added, no longer the one shown.
            note.clear();
            showSheet(memberId);
          }}
        />
      )}

      <UndoRemove removal={removal} text={(gone) => describeLeftCast(gone.item)} />

      <Form onSubmit={add} legend="Add to the Cast">
        <div class="tool-grid">
          <FieldList id={id} fields={view.addFields} onChange={setForm} />
        </div>
        <Button look="primary" submit>
          Add to the Cast
        </Button>
        {note.note}
      </Form>

      <FileTransfer
        id={id}
        codec={castFileCodec}
        title="Save or load the Cast as a file"
        exports={[{ label: 'Export the Cast (JSON)', value: cast }]}
        importLabel="Import a Cast file (JSON)"
        replace={{
          current: cast,
          target: 'the Cast',
          onReplace: (next) => {
            replaceCast(next);
            showSheet(next.characters[0]?.id);
          },
        }}
      />

      {selected ? (
        <CharacterSheet
          key={selected.id}
          id={`${id}-${selected.id}`}
          level={deeper(headingLevel)}
          character={selected}
          onRemove={() => remove(selected)}
          deckHref={deckHref}
        />
      ) : null}
    </ToolSection>
  );
}
