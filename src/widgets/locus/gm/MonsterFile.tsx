/**
 * Monsters as a JSON file: export the shown Monster or all of them (`{ version: 1, monsters }`,
 * the saved shape); import adds a file's Monsters under fresh ids, never replacing a saved one.
 * A bad file is refused with a message naming the file and the field, at the file field.
 */
import { useState } from 'preact/hooks';
import {
  describeMonsterExport,
  describeMonsterImport,
  encodeMonsterFile,
  monsterFileName,
  readMonsterFile,
  type Monster,
} from '../../../rules/locus';
import { addMonsters } from '../../../stores/locus/monsters';
import { downloadJson, FileImport, LiveNote } from '../../kit';

/** Far larger than any real file of Monsters; a bigger file is refused before it is read. */
const MAX_MONSTER_FILE_BYTES = 2_000_000;

interface Props {
  readonly id: string;
  readonly selected: Monster | undefined;
  readonly all: readonly Monster[];
  /** Called with the Monsters an import added. */
  readonly onImported: (added: readonly Monster[]) => void;
}

export default function MonsterFile({ id, selected, all, onImported }: Props) {
  const [status, setStatus] = useState('');

  const exportMonsters = (monsters: readonly Monster[]) => {
    const fileName = monsterFileName(monsters);
    downloadJson(encodeMonsterFile(monsters), fileName);
    setStatus(describeMonsterExport(monsters, fileName));
  };

  const importFile = (text: string, fileName: string) => {
    setStatus('');
    const parsed = readMonsterFile(text, fileName);
    const added = !parsed.ok
      ? parsed
      : parsed.value.monsters.length === 0
        ? ({ ok: false, error: { message: `${fileName} holds no Monsters.` } } as const)
        : addMonsters(parsed.value.monsters);
    if (!added.ok)
      return {
        ok: false,
        error: { message: `${added.error.message} Nothing was added.` },
      } as const;
    onImported(added.value);
    return { ok: true, value: describeMonsterImport(added.value, fileName) } as const;
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
      <FileImport
        id={`${id}-import`}
        label="Import Monsters from a file (added to your list)"
        kind="a Monster file"
        maxBytes={MAX_MONSTER_FILE_BYTES}
        onImport={importFile}
      />
      <LiveNote class="locus-live">{status}</LiveNote>
    </section>
  );
}
