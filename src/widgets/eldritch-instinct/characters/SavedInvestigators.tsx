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
import { sheetName } from '../../../rules/eldritch-instinct/investigator-sheet';
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

  return (
    <section aria-labelledby={`${id}-saved-title`}>
      <h4 id={`${id}-saved-title`}>Saved investigators ({list.investigators.length})</h4>
      {list.investigators.length === 0 ? (
        <p class="tool-hint">None saved yet. Saved investigators stay in this browser.</p>
      ) : null}
      <ul class="tool-list">
        {list.investigators.map((investigator) => {
          const name = sheetName(investigator);
          const current = investigator.id === currentId;
          const hidden = <span class="visually-hidden"> {name}</span>;
          return (
            <li
              key={investigator.id}
              class={current ? 'tool-card tool-row ei-current' : 'tool-card tool-row'}
            >
              <span>
                {name} <span class="tool-muted">· {investigator.occupation}</span>
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
