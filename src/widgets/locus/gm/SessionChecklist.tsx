/**
 * The Director's Pre-Session Checklist as checkboxes that remember their ticks (saved in this
 * browser, shared by open tabs) for the session being prepared. "Start a new session" clears
 * them, with Undo. The items are the text's, word for word (`PRE_SESSION_CHECKLIST`).
 *
 * Place it with `<SessionChecklist client:visible-after-load />`: it reads the saved ticks.
 */
import { useState } from 'preact/hooks';
import {
  Button,
  LiveNote,
  Toggle,
  ToolSection,
  UndoRemove,
  useSaved,
  type ToolProps,
  toolFrame,
} from '../../kit';
import {
  describeTicksCleared,
  viewSessionChecklist,
  type ChecklistItemId,
} from '../../../rules/locus';
import {
  $checklist,
  $checklistNotice,
  restoreChecklist,
  startNewSession,
  toggleChecklistTick,
} from '../../../stores/locus/checklist';
import './gm.css';

export default function SessionChecklist(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(
    props,
    'session-checklist',
    'Pre-session checklist',
    4,
  );
  const ticked = useSaved($checklist);
  const [cleared, setCleared] = useState<ChecklistItemId[] | null>(null);
  const view = viewSessionChecklist(ticked);

  const newSession = () => setCleared(startNewSession());

  const toggle = (item: ChecklistItemId) => {
    toggleChecklistTick(item);
    setCleared(null);
  };

  const undo = () => {
    if (!cleared) return;
    restoreChecklist(cleared);
    setCleared(null);
  };

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} notices={[$checklistNotice]}>
      <p class="tool-muted">
        Tick each item as it is ready. The ticks are saved in this browser until you start a new
        session.
      </p>
      <LiveNote class="locus-progress">{view.progress}</LiveNote>
      <ul class="tool-list" aria-labelledby={`${id}-title`}>
        {view.items.map((item) => (
          <li key={item.id}>
            <Toggle
              id={`${id}-${item.id}`}
              class="tool-toggle locus-check"
              label={item.text}
              checked={item.ticked}
              onChange={() => toggle(item.id)}
            />
          </li>
        ))}
      </ul>
      <div class="tool-actions">
        <Button onClick={newSession}>Start a new session</Button>
      </div>
      {cleared?.length === 0 ? (
        <LiveNote class="tool-notice">
          Nothing was ticked: the checklist is ready for a new session.
        </LiveNote>
      ) : (
        <UndoRemove removal={{ removed: cleared, undo }} text={describeTicksCleared} />
      )}
    </ToolSection>
  );
}
