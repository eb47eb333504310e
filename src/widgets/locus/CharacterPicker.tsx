/** Moved to characters/CharacterPicker.tsx; this path stays until the Monster and Director tools import it from there. */
export { default } from './characters/CharacterPicker';
