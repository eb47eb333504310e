/**
 * Death's Door and the Injuries list: 27 segments drawn as three ring symbols of 9 (each in
 * three sub-sections of 3), filled in the order injuries were taken; the check floor from the
 * worst injury; death and the Echo at 27. An injury removed (entered by mistake) can be put back
 * with the kit's Undo, at its place in the list, until the injuries change again.
 */
import { useState } from 'preact/hooks';
import {
  addInjuryFromForm,
  describeInjuryRemoved,
  INJURY_FORM_START,
  injuryFormFields,
  viewDeathsDoor,
  type DeathsDoorGraphic,
  type Injury,
} from '../../../rules/locus';
import { putInjuryBack, updateCharacter } from '../../../stores/locus/cast';
import {
  Form,
  Button,
  deeper,
  focusAfterRender,
  Heading,
  LiveNote,
  Toggle,
  UndoRemove,
  useActionNote,
} from '../../kit';
import FieldList from './FieldList';
import { ECHOES_HREF } from './links';
import SheetSection, { type PanelProps } from './SheetSection';

function DeathsDoorDrawing({ graphic }: { graphic: DeathsDoorGraphic }) {
  return (
    <svg class="locus-door-graphic" role="img" aria-label={graphic.label} viewBox={graphic.viewBox}>
      {graphic.symbols.map((symbol, at) => (
        <g key={at}>
          {symbol.segments.map((segment) => (
            <path key={segment.index} d={segment.d} class={segment.look} />
          ))}
          <text
            x={symbol.cx}
            y={symbol.cy}
            class="locus-door-count"
            text-anchor="middle"
            dominant-baseline="central"
          >
            {symbol.count}
          </text>
        </g>
      ))}
    </svg>
  );
}

export default function DeathsDoor({ id, level, character }: PanelProps) {
  const [form, setForm] = useState(INJURY_FORM_START);
  const view = viewDeathsDoor(character);
  const { name } = view;

  // The last injury removed, for Undo; any other change to the injuries drops it.
  const [removed, setRemoved] = useState<{ injury: Injury; index: number } | null>(null);
  const undoNote = useActionNote();
  const removeId = (injuryId: string) => `${id}-injury-${injuryId}-remove`;

  const add = () => {
    updateCharacter(character.id, addInjuryFromForm(form));
    setForm({ ...form, name: '' });
    setRemoved(null);
    undoNote.clear();
  };

  const remove = ({ injury, remove: change }: (typeof view.injuries)[number], index: number) => {
    const done = updateCharacter(character.id, change);
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
      <DeathsDoorDrawing graphic={view.graphic} />
      <LiveNote>{view.fill}</LiveNote>
      {view.dead ? (
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
        <strong>Check floor:</strong> {view.floor}
      </p>

      <Heading level={deeper(level)} id={`${id}-injuries-title`}>
        Injuries
      </Heading>
      {view.injuries.length === 0 ? (
        <p class="tool-hint">No injuries.</p>
      ) : (
        <ul class="tool-list" aria-labelledby={`${id}-injuries-title`}>
          {view.injuries.map((row, index) => {
            const nameId = `${id}-injury-${row.injury.id}`;
            return (
              <li key={row.injury.id} class="tool-row">
                <span id={nameId}>{row.line}</span>
                <Toggle
                  id={`${nameId}-treated`}
                  label={
                    // Each injury's box has a name of its own, not a row of "Treated" boxes.
                    <>
                      Treated<span class="visually-hidden"> for {row.name}</span>
                    </>
                  }
                  checked={row.treated}
                  describedBy={nameId}
                  onChange={(treated) => {
                    updateCharacter(character.id, row.treat(treated));
                    setRemoved(null);
                  }}
                />
                <Button
                  noPrint
                  id={removeId(row.injury.id)}
                  aria-label={`Remove ${row.name}`}
                  onClick={() => remove(row, index)}
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
        text={(gone) => describeInjuryRemoved(gone.injury, name)}
      />
      {undoNote.note}
      <Form class="tool-no-print" onSubmit={add} legend="Add an injury">
        <FieldList id={`${id}-injury`} fields={injuryFormFields(form)} onChange={setForm} />
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
