/**
 * A question before an action that changes much at once (replace what a tool holds, start a new
 * expedition, shuffle a new deck): the question, the button that does it and the one that does
 * not. The box takes the focus when it appears, so a screen reader reads the question and the
 * keyboard is at the two buttons; nothing changes until the first is pressed.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import Button from './Button';

export interface ConfirmActionProps {
  /** Unique on the page: the question's id is `<id>-confirm-text`. */
  readonly id: string;
  readonly question: ComponentChildren;
  /** The button that does it, in the action's words: "Replace your screens", "Shuffle". */
  readonly confirm: string;
  /** The button that does not: "Cancel", "Keep". */
  readonly cancel?: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export default function ConfirmAction({
  id,
  question,
  confirm,
  cancel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmActionProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      class="tool-notice"
      role="group"
      tabIndex={-1}
      aria-labelledby={`${id}-confirm-text`}
    >
      <p id={`${id}-confirm-text`}>{question}</p>
      <div class="tool-actions">
        <Button look="primary" onClick={onConfirm}>
          {confirm}
        </Button>
        <Button onClick={onCancel}>{cancel}</Button>
      </div>
    </div>
  );
}
