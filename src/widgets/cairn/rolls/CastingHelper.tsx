/**
 * The casting helper: pick a caster from the party (or none), cast from a Spellbook or a Scroll.
 * A Spellbook adds 1 Fatigue to the caster (stored in the party); a Scroll does not. When the
 * caster is deprived or in danger, the Warden may require a WIL save: offered here with its
 * exact chance, rolled into the roll log. A cast that added Fatigue has an Undo (the store's) until
 * the next cast here.
 *
 * Reads the saved party, so place with `<CastingHelper client:visible-after-load id="..." />`;
 * props: id, title, headingLevel.
 */
import { useState } from 'preact/hooks';
import {
  describeCairnCastKept,
  describeCairnCastingSave,
  type CairnSpellSource,
} from '../../../rules/cairn/spells';
import { viewCairnCasting } from '../../../rules/cairn/casting-helper';
import { cairnSaveTool } from '../../../rules/cairn/log';
import { $cairnCastUndo, castCairnSpell, undoCairnCast } from '../../../stores/cairn/casting';
import {
  Chance,
  MemberChoice,
  NumberField,
  RadioGroup,
  RollAndResult,
  Toggle,
  type ToolProps,
  UndoRemove,
  useSaved,
  useShown,
  toolFrame,
} from '../../kit';
import PartyToolSection from '../characters/PartyToolSection';
import { rollAndLog } from '../log-roll';
import { nameCairnChoice, useCairnParty } from '../characters/party-choices';

export default function CastingHelper(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'cairn-casting', 'Casting helper');
  const party = useCairnParty();
  const [casterId, setCasterId] = useState('');
  const [source, setSource] = useState<CairnSpellSource>('spellbook');
  const [danger, setDanger] = useState(false);
  const [wilText, setWilText] = useState('10');
  const [save, showSave] = useShown<string>();
  const [cast, showCast] = useShown<string>();
  // What the last cast here added, until its Undo or the next cast (the store's).
  const undo = useSaved($cairnCastUndo);

  const caster = party.find((member) => member.id === casterId);
  const view = viewCairnCasting(caster, { source, danger, wilText });
  const { casting } = view;

  /** The Undo of a cast is said where the cast was: the caster's Fatigue as it is again. */
  function undoCast() {
    const back = undoCairnCast();
    if (back?.ok) showCast(back.value);
  }

  function rollWil() {
    if (!view.toRoll) return;
    const result = rollAndLog(cairnSaveTool, view.toRoll.input, id, view.toRoll.who);
    showSave(describeCairnCastingSave(result));
  }

  return (
    <PartyToolSection id={id} title={title} headingLevel={headingLevel}>
      <div class="tool-grid">
        <MemberChoice
          id={`${id}-caster`}
          label="Caster"
          members={party}
          chosen={casterId}
          none="None (not tracked)"
          name={nameCairnChoice}
          onChange={setCasterId}
        />
        {view.asksWil ? (
          <NumberField
            id={`${id}-wil`}
            label={view.wilLabel}
            text={wilText}
            onText={setWilText}
            error={view.wilError}
          />
        ) : null}
      </div>
      {view.caster ? <p class="tool-muted">{view.caster}</p> : null}
      <RadioGroup
        name={`${id}-source`}
        legend="Cast from"
        value={source}
        options={view.sources}
        onChange={setSource}
      />
      {/* In a row, whose margin keeps a label wrapped on a phone off the summary under it. */}
      <div class="tool-row">
        <Toggle
          id={`${id}-danger`}
          label={view.dangerLabel}
          checked={danger}
          onChange={setDanger}
        />
      </div>
      <p>{casting.summary}</p>
      <RollAndResult
        id={`${id}-cast`}
        button="Cast the spell"
        onRoll={() => showCast(castCairnSpell(caster, casting))}
        shown={cast}
        label="Casting result"
      >
        {(sentence) => <p>{sentence}</p>}
      </RollAndResult>
      <UndoRemove
        removal={{ ...undo, undo: undoCast }}
        text={(taken) => describeCairnCastKept(taken.name, taken.fatigue)}
        button="Undo cast"
        refusedText={() => undo.message ?? ''}
      />
      {casting.saveOffered ? (
        <div class="tool-card">
          {view.chanceLabel && casting.saveChance ? (
            <Chance label={view.chanceLabel} fraction={casting.saveChance} />
          ) : null}
          <RollAndResult
            id={id}
            button="Roll WIL save"
            blockedBy={view.blockedBy}
            onRoll={rollWil}
            shown={save}
            label="WIL save result"
          >
            {(sentence) => <p>{sentence}</p>}
          </RollAndResult>
        </div>
      ) : null}
    </PartyToolSection>
  );
}
