/**
 * The button that rolls a tool: the tool's main action by default, off while an input cannot be
 * read, with the reason beside it (the kit's Button says it); the field itself explains what is
 * wrong with it.
 */
import type { ComponentChildren } from 'preact';
import Button, { type ButtonProps } from './Button';

interface Props {
  /** Prefix for the reason's id. */
  readonly id: string;
  /** The button's own id, for a tool that gives it the focus back (focusAfterRender). */
  readonly buttonId?: string;
  /** Why the tool cannot roll now, in plain words; null when it can. */
  readonly blockedBy: string | null;
  readonly children: ComponentChildren;
  /** A submit button rolls through its form's submit handler. */
  readonly type?: 'button' | 'submit';
  readonly onClick?: () => void;
  /** The button's look: the tool's main action (the default), or a text or tool button. */
  readonly look?: ButtonProps['look'];
}

export default function RollButton({
  id,
  buttonId,
  blockedBy,
  children,
  type = 'button',
  onClick,
  look = 'primary',
}: Props) {
  return (
    <Button
      id={buttonId}
      look={look}
      submit={type === 'submit'}
      blockedBy={blockedBy}
      reasonId={`${id}-roll-blocked`}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
