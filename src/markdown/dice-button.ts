/**
 * The markup contract between the build and the page script: a dice button is a plain
 * `<button data-roll="notation">` named "Roll <text>". src/scripts/dice-buttons.ts handles every
 * such button on a page with one listener. A button with punctuation touching it ("3d!;") sits
 * with that punctuation in a `<span class="dice-kept">`, which keeps them on one line.
 */
export const DICE_KEPT_CLASS = 'dice-kept';

export function diceButtonProperties(notation: string, text: string): Record<string, string> {
  return { type: 'button', className: 'dice-roll', dataRoll: notation, ariaLabel: `Roll ${text}` };
}

/** The same attributes for Astro templates, which take HTML attribute names. */
export function diceButtonAttributes(notation: string, text: string): Record<string, string> {
  return {
    type: 'button',
    class: 'dice-roll',
    'data-roll': notation,
    'aria-label': `Roll ${text}`,
  };
}
