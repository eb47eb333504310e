/**
 * "Print this": the button that prints one part of the page (a sheet, a card, the party) and
 * nothing else (./print.ts). It is never printed itself.
 */
import type { ComponentChildren } from 'preact';
import { printOnly } from './print';
import Button from './Button';

export interface PrintButtonProps {
  /** What to print, found when the button is pressed: from the button (its card) or by ref or id. */
  readonly target: (button: HTMLButtonElement) => Element | null | undefined;
  /** The button's look: a text button (the default) or a tool button. */
  readonly look?: 'text' | 'tool';
  readonly children: ComponentChildren;
}

export default function PrintButton({ target, look = 'text', children }: PrintButtonProps) {
  return (
    <Button
      look={look}
      noPrint
      onClick={(event) => {
        const printed = target(event.currentTarget);
        if (printed) printOnly(printed);
      }}
    >
      {children}
    </Button>
  );
}
