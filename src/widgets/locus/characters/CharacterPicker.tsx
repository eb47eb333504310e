/**
 * Chooses a character from the Locus Cast for a tool, or none (the tool then takes typed
 * values). Every Locus tool that can act on a character uses this one picker.
 */
import { useStore } from '@nanostores/preact';
import { $cast } from '../../../stores/locus/cast';

interface Props {
  id: string;
  label?: string;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  /** Label of the "no character" choice; the tool's typed values apply then. */
  noneLabel?: string;
  /** Leave Foils out (e.g. a draw from the Cast's deck). */
  charactersOnly?: boolean;
}

export default function CharacterPicker({ id, label = 'Character', value, onChange, noneLabel = 'None (type the values)', charactersOnly = false }: Props) {
  const cast = useStore($cast);
  const characters = cast.characters.filter((character) => !charactersOnly || character.kind === 'character');
  const selected = characters.some((character) => character.id === value) ? value : '';
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} value={selected} onChange={(event) => onChange((event.currentTarget as HTMLSelectElement).value || undefined)}>
        <option value="">{noneLabel}</option>
        {characters.map((character) => (
          <option key={character.id} value={character.id}>
            {character.name || 'Unnamed'}
            {character.kind === 'foil' ? ' (Foil)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
