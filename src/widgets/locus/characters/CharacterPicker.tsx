/**
 * Chooses a character from the Locus Cast for a tool, or none (the tool then takes typed
 * values). Every Locus tool that can act on a character uses this one picker.
 */
import { MemberChoice, useSaved } from '../../kit';
import { displayName, playerCharacters } from '../../../rules/locus';
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

export default function CharacterPicker({
  id,
  label = 'Character',
  value,
  onChange,
  noneLabel = 'None (type the values)',
  charactersOnly = false,
}: Props) {
  const cast = useSaved($cast);
  const characters = charactersOnly ? playerCharacters(cast.characters) : cast.characters;
  return (
    <MemberChoice
      id={id}
      label={label}
      members={characters}
      chosen={value ?? ''}
      none={noneLabel}
      name={(character) => `${displayName(character)}${character.kind === 'foil' ? ' (Foil)' : ''}`}
      onChange={(next) => onChange(next || undefined)}
    />
  );
}
