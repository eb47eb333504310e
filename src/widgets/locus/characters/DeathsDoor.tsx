/**
 * Death's Door and the Injuries list: 27 segments drawn as three ring symbols of 9 (each in
 * three sub-sections of 3), filled in the order injuries were taken; the check floor from the
 * worst injury; death and the Echo at 27. An injury removed (entered by mistake) can be put back
 * with the kit's Undo, at its place in the list, until the injuries change again.
 */
import { useState } from 'preact/hooks';
import {
  addInjury,
  deathsDoorSegments,
  INJURY_SEVERITY_OPTIONS,
  injuryFloor,
  removeInjury,
  treatInjury,
  type DeathsDoorSegment,
  type Injury,
  type InjurySeverity,
} from '../../../rules/locus';
import { putInjuryBack, updateCharacter } from '../../../stores/locus/cast';
import { ringSegmentPath, symbolArcs } from './deaths-door-geometry';
import {
  Form,
  Button,
  ChoiceField,
  deeper,
  focusAfterRender,
  Heading,
  LiveNote,
  TextField,
  Toggle,
  UndoRemove,
  useActionNote,
} from '../../kit';
import { ECHOES_HREF } from './links';
import {
  describeDeathsDoor,
  describeDoorFill,
  describeFloor,
  describeInjuryLine,
  displayName,
  injuryName,
} from '../../../rules/locus';
import SheetSection, { type PanelProps } from './SheetSection';

const ARCS = symbolArcs();
const SYMBOL_SPACING = 110;
const RADIUS_OUTER = 48;
const RADIUS_INNER = 27;

function DeathsDoorGraphic({
  segments,
  filled,
}: {
  segments: readonly DeathsDoorSegment[];
  filled: number;
}) {
  return (
    <svg
      class="locus-door-graphic"
      role="img"
      aria-label={describeDeathsDoor(filled)}
      viewBox={`0 0 ${SYMBOL_SPACING * 3} ${SYMBOL_SPACING}`}
    >
      {[0, 1, 2].map((symbol) => {
        const cx = SYMBOL_SPACING * symbol + SYMBOL_SPACING / 2;
        const cy = SYMBOL_SPACING / 2;
        const own = segments.filter((segment) => segment.symbol === symbol);
        return (
          <g key={symbol}>
            {own.map((segment, at) => (
              <path
                key={segment.index}
                d={ringSegmentPath(
                  cx,
                  cy,
                  RADIUS_INNER,
                  RADIUS_OUTER,
                  ARCS[at] ?? { start: 0, end: 0 },
                )}
                class={
                  segment.injuryId === null
                    ? 'locus-door-empty'
                    : `locus-door-filled locus-door-${segment.severity ?? 'minor'}`
                }
              />
            ))}
            <text
              x={cx}
              y={cy}
              class="locus-door-count"
              text-anchor="middle"
              dominant-baseline="central"
            >
              {own.filter((segment) => segment.injuryId !== null).length}/9
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export default function DeathsDoor({ id, level, character }: PanelProps) {
  const [severity, setSeverity] = useState<InjurySeverity>('minor');
  const [injuryText, setInjuryText] = useState('');
  const door = deathsDoorSegments(character);
  const floor = injuryFloor(character);
  const name = displayName(character);

  // The last injury removed, for Undo; any other change to the injuries drops it.
  const [removed, setRemoved] = useState<{ injury: Injury; index: number } | null>(null);
  const undoNote = useActionNote();
  const removeId = (injuryId: string) => `${id}-injury-${injuryId}-remove`;

  const add = () => {
    updateCharacter(character.id, (current) => addInjury(current, severity, injuryText.trim()));
    setInjuryText('');
    setRemoved(null);
    undoNote.clear();
  };

  const remove = (injury: Injury, index: number) => {
    const done = updateCharacter(character.id, (current) => removeInjury(current, injury.id));
    undoNote.clear();
    // The Undo takes the focus from the Remove button, which is gone.
    setRemoved(done.ok ? { injury, index } : null);
  };

  const undo = () => {
    if (!removed) return;
    setRemoved(null);
    const back = putInjuryBack(character.id, removed.injury, removed.index);
    if (!back.ok) return undoNote.refuse(back.error.message);
    // The focus goes back to the injury put back, where the Remove was pressed.
    focusAfterRender(removeId(back.value.id));
  };

  return (
    <SheetSection id={id} part="door" level={level} title="Death's Door">
      <DeathsDoorGraphic segments={door.segments} filled={door.filled} />
      <LiveNote>{describeDoorFill(door, name)}</LiveNote>
      {door.dead ? (
        <div class="tool-card locus-echo">
          <p>
            <strong>{name} is dead and becomes an Echo.</strong>
          </p>
          <p>
            All 27 segments of Death's Door are filled. An Echo is a fixed, fragmented memory, not
            interactive; The World suggests it for a Character who dies with a large enough Hand
            (see <a href={ECHOES_HREF}>Echoes</a>).
          </p>
        </div>
      ) : null}
      <p>
        <strong>Check floor:</strong> {describeFloor(floor, character.injuries)}
      </p>

      <Heading level={deeper(level)} id={`${id}-injuries-title`}>
        Injuries
      </Heading>
      {character.injuries.length === 0 ? (
        <p class="tool-hint">No injuries.</p>
      ) : (
        <ul class="tool-list" aria-labelledby={`${id}-injuries-title`}>
          {character.injuries.map((injury, index) => {
            const nameId = `${id}-injury-${injury.id}`;
            return (
              <li key={injury.id} class="tool-row">
                <span id={nameId}>{describeInjuryLine(injury)}</span>
                <Toggle
                  id={`${nameId}-treated`}
                  label={
                    // Each injury's box has a name of its own, not a row of "Treated" boxes.
                    <>
                      Treated<span class="visually-hidden"> for {injuryName(injury)}</span>
                    </>
                  }
                  checked={injury.treated}
                  describedBy={nameId}
                  onChange={(treated) => {
                    updateCharacter(character.id, (current) =>
                      treatInjury(current, injury.id, treated),
                    );
                    setRemoved(null);
                  }}
                />
                <Button
                  noPrint
                  id={removeId(injury.id)}
                  aria-label={`Remove ${injuryName(injury)}`}
                  onClick={() => remove(injury, index)}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <UndoRemove
        removal={{ removed, undo }}
        text={(gone) => `Removed ${injuryName(gone.injury)} from ${name}'s injuries.`}
      />
      {undoNote.note}
      <Form class="tool-no-print" onSubmit={add} legend="Add an injury">
        <ChoiceField
          id={`${id}-injury-severity`}
          label="Severity"
          value={severity}
          options={INJURY_SEVERITY_OPTIONS}
          onChange={setSeverity}
        />
        <TextField
          id={`${id}-injury-name`}
          label="Injury name (optional)"
          value={injuryText}
          onText={setInjuryText}
        />
        <Button submit>Add injury</Button>
      </Form>
      <p class="tool-hint">
        Injuries never upgrade: three Minor injuries stay three Minor. Treating an injury lowers
        only its Difficulty penalty (read here as one step: a treated Grievous injury counts as
        Major, a treated Major one no longer raises difficulty); its segments stay filled.
      </p>
    </SheetSection>
  );
}
