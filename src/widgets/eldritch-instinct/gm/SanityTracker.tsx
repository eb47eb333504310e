/**
 * Sanity and Fortitude for each tracked investigator: SAN (starts at 4), the Sanity save (1d4
 * lower than SAN loses 1; at SAN 1 a Fortitude save and SAN back to 2), rest, the Fortitude save
 * (a WIL save: Hardened notch, or Broken notch, 1d10 WIL lost and a freak-out), notch thresholds,
 * the MK cap (10 x Hardened) and the Getting Better options. The rules module decides; this shows.
 *
 * Place with `<SanityTracker client:visible-after-load />`: it reads the saved investigators.
 */
import { useEffect, useReducer, useState } from 'preact/hooks';
import {
  Form,
  Button,
  ChanceText,
  ChoiceField,
  deeper,
  Heading,
  type HeadingLevel,
  NumberField,
  ResultArea,
  TextField,
  ToolSection,
  UndoRemove,
  useRemoval,
  useSaved,
  useShown,
  type RollingTool,
  type ToolProps,
  toolFrame,
} from '../../kit';
import { scoreLabel } from '../../../rules/eldritch-instinct/saves';
import {
  fortitudeTool,
  recoveryTool,
  sanitySaveTool,
  type MindState,
  type Recovery,
} from '../../../rules/eldritch-instinct/sanity';
import {
  fortitudeStep,
  recoveryStep,
  restStep,
  retrackedReport,
  sanitySaveStep,
  stepReport,
  trackedReport,
  viewSanityCard,
  type MindReport,
  type MindSetting,
  type MindStep,
} from '../../../rules/eldritch-instinct/sanity-steps';
import {
  EMPTY_TRACK_FORM,
  trackFormErrors,
  trackFormReducer,
  trackRefusalField,
} from '../../../rules/eldritch-instinct/track-form';
import { browserRng } from '../../../lib/browser-rng';
import {
  $sanityNotice,
  $sanityTracked,
  EI_SANITY_LIMIT,
  sanityRemoval,
  trackInvestigator,
  updateMind,
  type TrackedInvestigator,
} from '../../../stores/eldritch-instinct/sanity';
import { logRoll, rollAndLog } from '../log-roll';
import './gm.css';

export default function SanityTracker(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(
    props,
    'sanity-tracker',
    'Sanity and Fortitude tracker',
  );
  const tracked = useSaved($sanityTracked);
  const [form, dispatch] = useReducer(trackFormReducer, EMPTY_TRACK_FORM);
  const [report, show, clearReport] = useShown<MindReport>();
  const removal = useRemoval(sanityRemoval, (restored) => show(retrackedReport(restored)));
  const errors = trackFormErrors(form);

  function add() {
    const added = trackInvestigator(form.name, form.wil);
    if (added.ok) {
      dispatch({ type: 'tracked' });
      show(trackedReport(added.value));
      return;
    }
    dispatch({ type: 'refused', refusal: added.error });
    const field = trackRefusalField(added.error);
    if (field) document.getElementById(`${id}-${field}`)?.focus();
  }

  /** Keeps the investigator's mind after a press (unless it was refused), and says what happened. */
  function apply(entry: TrackedInvestigator, step: MindStep) {
    if (step.state) updateMind(entry.id, step.state);
    show(stepReport(entry.name, step));
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} notices={[$sanityNotice]}>
      <p class="tool-hint">
        Saved in this browser. A Sanity save rolls 1d4; lower than SAN loses 1. When SAN hits 1 the
        Fortitude save is made at once and SAN goes back to 2 (a SAN of 1 set by hand is treated the
        same).
      </p>
      <Form class="tool-grid" onSubmit={add}>
        <TextField
          id={`${id}-name`}
          label="Investigator name"
          value={form.name}
          maxLength={60}
          error={errors.name}
          onText={(text) => dispatch({ type: 'typed', field: 'name', text })}
        />
        <NumberField
          id={`${id}-wil`}
          label={scoreLabel('WIL')}
          text={form.wil}
          error={errors.wil}
          onText={(text) => dispatch({ type: 'typed', field: 'wil', text })}
        />
        <div class="field">
          <Button look="primary" submit>
            Track investigator
          </Button>
        </div>
      </Form>

      {tracked.length === 0 ? <p class="tool-hint">No investigators tracked yet.</p> : null}
      <ul class="tool-list" aria-label="Tracked investigators">
        {tracked.map((entry) => (
          <InvestigatorCard
            key={entry.id}
            entry={entry}
            toolId={id}
            base={`${id}-${entry.id}`}
            level={deeper(headingLevel)}
            onStep={(step) => apply(entry, step)}
            // "Stopped tracking" is said once, beside its Undo: the last result goes.
            onRemove={() => removal.remove(entry.id) && clearReport()}
          />
        ))}
      </ul>
      <UndoRemove
        removal={removal}
        refusedText={(gone) =>
          `${gone.item.name} was not put back: the tracker holds ${EI_SANITY_LIMIT} investigators, or they are already back; remove one first.`
        }
        text={(gone) => `Stopped tracking ${gone.item.name}.`}
        button="Undo"
      />

      {/* Below the cards, so its coming never moves a card; on a phone it follows the reader. */}
      <div class="ei-follow">
        <ResultArea serial={report?.serial} label={`${title} result`}>
          {report ? (
            <div class={report.value.refused ? 'field-error' : undefined}>
              <p>
                <strong>
                  {report.value.who}: {report.value.what}
                </strong>
              </p>
              <ul>
                {report.value.notes.map((note, index) => (
                  <li key={index}>{note}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </ResultArea>
      </div>
    </ToolSection>
  );
}

interface CardProps {
  readonly entry: TrackedInvestigator;
  /** The tracker's id, which the roll log links back to. */
  readonly toolId: string;
  readonly base: string;
  readonly level: HeadingLevel;
  readonly onStep: (step: MindStep) => void;
  readonly onRemove: () => void;
}

/** A number set by hand with its own button: the field shows what is wrong after the press. */
function SetField({
  id,
  setting: { label, value, button, read },
  hidden,
  onStep,
}: {
  id: string;
  setting: MindSetting;
  hidden: preact.ComponentChildren;
  onStep: (step: MindStep) => void;
}) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  // The field follows the saved value when a save or another tab changes it.
  useEffect(() => setText(String(value)), [value]);
  // A message answers the press under the limits of then: when the value or its limit (the label
  // names it, as MK's cap) changes, it no longer holds and goes; a new press checks again.
  useEffect(() => setError(null), [value, label]);
  function set() {
    const step = read(text);
    setError(step.ok ? null : step.error.message);
    if (step.ok) onStep(step.value);
  }
  return (
    <div class="tool-row">
      <NumberField id={id} label={label} text={text} error={error} onText={setText} />
      <Button onClick={set}>
        {button}
        {hidden}
      </Button>
    </div>
  );
}

function InvestigatorCard({ entry, toolId, base, level, onStep, onRemove }: CardProps) {
  const [how, setHow] = useState<Recovery>('remove');
  const { mind, stats, fortitudeLine, fortitudeChance, recoveries, settings } =
    viewSanityCard(entry);
  const hidden = <span class="visually-hidden"> for {entry.name}</span>;

  /** Rolls a save on this investigator's mind, logged under their name. */
  const rollSave = <Outcome,>(tool: RollingTool<{ mind: MindState }, Outcome>, what: string) =>
    rollAndLog(tool, { mind }, `${what} (${entry.name})`, toolId);

  function tryRecovery() {
    const input = { mind, how };
    const result = recoveryTool.roll(input, browserRng);
    if (result.ok) logRoll(recoveryTool, input, result, `Getting Better (${entry.name})`, toolId);
    onStep(recoveryStep(how, result));
  }

  return (
    <li class="tool-card">
      <article aria-labelledby={`${base}-name`}>
        <Heading level={level} id={`${base}-name`}>
          {entry.name}
        </Heading>
        <dl class="ei-stats">
          {stats.map(({ term, value, detail }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>
                <strong>{value}</strong>
                {detail}
              </dd>
            </div>
          ))}
        </dl>
        <p class="tool-hint">
          {fortitudeLine} <ChanceText fraction={fortitudeChance} />. Every 3rd Hardened notch: lose
          a Bond. Every 3rd Broken notch: a condition.
        </p>
        <div class="tool-actions">
          <Button
            look="primary"
            onClick={() => onStep(sanitySaveStep(rollSave(sanitySaveTool, 'Sanity save')))}
          >
            Sanity save{hidden}
          </Button>
          <Button
            look="tool"
            onClick={() => onStep(fortitudeStep(rollSave(fortitudeTool, 'Fortitude save')))}
          >
            Fortitude save{hidden}
          </Button>
          <Button onClick={() => onStep(restStep(mind))}>Rest 8 hours (SAN 4){hidden}</Button>
        </div>
        <details class="ei-more">
          <summary>Getting better, WIL and MK{hidden}</summary>
          <ChoiceField
            id={`${base}-recovery`}
            label="Way to remove a Broken notch (WIL +1d10 when removed)"
            value={how}
            options={recoveries}
            onChange={setHow}
          />
          <Button onClick={tryRecovery}>Try to get better{hidden}</Button>
          {settings.map((setting) => (
            <SetField
              key={setting.key}
              id={`${base}-${setting.key}`}
              setting={setting}
              hidden={hidden}
              onStep={onStep}
            />
          ))}
          <Button onClick={onRemove}>Stop tracking {entry.name}</Button>
        </details>
      </article>
    </li>
  );
}
