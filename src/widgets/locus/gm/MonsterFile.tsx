/**
 * Monsters as a JSON file: export the shown Monster or all of them (`{ version: 1, monsters }`,
 * the saved shape); import adds a file's Monsters under fresh ids, never replacing a saved one.
 * A bad file is refused with a message naming the file and the field, at the file input.
 */
import { useRef, useState } from 'preact/hooks';
import { encodeMonsterFile, monsterDisplayName, monsterFileName, readMonsterFile, type Monster } from '../../../rules/locus';
import { addMonsters } from '../../../stores/locus/monsters';
import { downloadJson, readTextFile } from '../../shared/json-file';

/** Far larger than any real file of Monsters; a bigger file is refused before it is read. */
const MAX_MONSTER_FILE_BYTES = 2_000_000;

interface Props {
  readonly id: string;
  readonly selected: Monster | undefined;
  readonly all: readonly Monster[];
  /** Called with the Monsters an import added. */
  readonly onImported: (added: readonly Monster[]) => void;
}

function names(monsters: readonly Monster[]): string {
  return monsters.map(monsterDisplayName).join(', ');
}

export default function MonsterFile({ id, selected, all, onImported }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-import-error`;

  const exportMonsters = (monsters: readonly Monster[]) => {
    const fileName = monsterFileName(monsters);
    downloadJson(encodeMonsterFile(monsters), fileName);
    setStatus(`Exported ${monsters.length === 1 ? names(monsters) : `${monsters.length} Monsters`} as ${fileName}.`);
  };

  const choose = async (element: HTMLInputElement) => {
    const file = element.files?.[0];
    setStatus('');
    if (!file) return;
    const read = await readTextFile(file, MAX_MONSTER_FILE_BYTES, 'a Monster file');
    if (!read.ok) {
      setError(read.message);
      return;
    }
    const parsed = readMonsterFile(read.text, file.name);
    if (!parsed.ok) {
      setError(parsed.error.message);
      return;
    }
    if (parsed.value.monsters.length === 0) {
      setError(`${file.name} holds no Monsters.`);
      return;
    }
    const added = addMonsters(parsed.value.monsters);
    if (!added.ok) {
      setError(added.error.message);
      return;
    }
    setError(null);
    setStatus(`Added ${added.value.length} Monster${added.value.length === 1 ? '' : 's'} from ${file.name}: ${names(added.value)}.`);
    onImported(added.value);
    if (input.current) input.current.value = '';
  };

  return (
    <section class="locus-part" aria-labelledby={`${id}-file-title`}>
      <p id={`${id}-file-title`} class="locus-label">
        Monsters as a file (JSON)
      </p>
      <div class="tool-actions">
        {selected ? (
          <button type="button" class="text-button" onClick={() => exportMonsters([selected])}>
            Export this Monster
          </button>
        ) : null}
        {all.length > 1 ? (
          <button type="button" class="text-button" onClick={() => exportMonsters(all)}>
            Export all {all.length} Monsters
          </button>
        ) : null}
      </div>
      <div class="field">
        <label for={`${id}-import`}>Import Monsters from a file (added to your list)</label>
        <input
          ref={input}
          id={`${id}-import`}
          type="file"
          accept=".json,application/json"
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => void choose(event.currentTarget)}
        />
        {error ? (
          <p id={errorId} class="field-error">
            {error} Nothing was added.
          </p>
        ) : null}
      </div>
      <p class="locus-live" role="status">
        {status}
      </p>
    </section>
  );
}
