/**
 * The saved investigators: load, duplicate, delete (with undo), export all as JSON and import a
 * file (the kit's FileTransfer; imported investigators are added, never overwrite saved ones).
 */
import { browserRng } from '../../../lib/browser-rng';
import {
  fullName,
  type Investigator,
  type InvestigatorList,
} from '../../../rules/eldritch-instinct/investigator';
import { investigatorFileCodec } from '../../../rules/eldritch-instinct/investigator-file';
import { viewSavedInvestigators } from '../../../rules/eldritch-instinct/investigator-sheet-view';
import {
  duplicateInvestigator,
  INVESTIGATORS_FULL,
  investigatorsRoster,
} from '../../../stores/eldritch-instinct/investigators';
import { Button, addingTo, FileTransfer, UndoRemove, useActionNote, useRemoval } from '../../kit';

interface Props {
  id: string;
  list: InvestigatorList;
  currentId: string | undefined;
  onLoad: (investigator: Investigator) => void;
}

export default function SavedInvestigators({ id, list, currentId, onLoad }: Props) {
  const note = useActionNote();
  const removal = useRemoval(investigatorsRoster, (restored) =>
    note.done(`Restored ${fullName(restored)}.`),
  );
  const { heading, empty, rows } = viewSavedInvestigators(list, currentId);

  return (
    <section aria-labelledby={`${id}-saved-title`}>
      <h4 id={`${id}-saved-title`}>{heading}</h4>
      {empty ? <p class="tool-hint">{empty}</p> : null}
      <ul class="tool-list">
        {rows.map(({ investigator, name, occupation, current }) => {
          const hidden = <span class="visually-hidden"> {name}</span>;
          return (
            <li
              key={investigator.id}
              class={current ? 'tool-card tool-row ei-current' : 'tool-card tool-row'}
            >
              <span>
                {name} <span class="tool-muted">· {occupation}</span>
                {current ? <span class="tool-muted"> (on the sheet)</span> : null}
              </span>
              <Button onClick={() => onLoad(investigator)}>Load{hidden}</Button>
              <Button
                onClick={() =>
                  duplicateInvestigator(investigator.id, browserRng)
                    ? note.done(`Duplicated ${name}.`)
                    : note.refuse(INVESTIGATORS_FULL)
                }
              >
                Duplicate{hidden}
              </Button>
              <Button
                onClick={() => {
                  if (removal.remove(investigator.id)) note.clear();
                }}
              >
                Delete{hidden}
              </Button>
            </li>
          );
        })}
      </ul>
      <UndoRemove
        removal={removal}
        text={(gone) => `Deleted ${fullName(gone.item)}.`}
        button="Undo delete"
        refusedText={() =>
          'Could not put it back: the list is full or it is already back; delete some investigators first.'
        }
      />
      {note.note}
      <FileTransfer
        id={id}
        codec={investigatorFileCodec}
        exports={[
          {
            label: 'Export saved investigators (JSON)',
            value: list,
            disabled: list.investigators.length === 0,
          },
        ]}
        importLabel="Import investigators (JSON file)"
        onAdd={addingTo(investigatorsRoster.importItems, (file) => file.investigators)}
      />
    </section>
  );
}
