/**
 * The Eldritch Instinct investigator generator: "New investigator" rolls everything from the
 * page's tables; every part re-rolls or is edited alone; the swap-two option; the 7-slot
 * inventory; save several (persistent), print the sheet, share by link (`?investigator=...`,
 * validated on open, never written over saved data), export/import JSON. Every roll goes to the
 * roll log as "Eldritch Instinct: investigator (name)".
 *
 * Place with `<InvestigatorGenerator client:visible-after-load />`: it reads saved investigators.
 */
import { useEffect, useState } from 'preact/hooks';
import {
  Button,
  ChoiceField,
  IncomingShare,
  PrintButton,
  ShareLink,
  ToolSection,
  useActionNote,
  useIncomingShare,
  useSaved,
} from '../../kit';
import { browserRng } from '../../../lib/browser-rng';
import {
  decodeInvestigatorLink,
  fullName,
  INVESTIGATOR_SHARE_PARAM,
  investigatorPartTool,
  investigatorTool,
  type Investigator,
  type InvestigatorGender,
  type InvestigatorPart,
} from '../../../rules/eldritch-instinct/investigator';
import {
  investigatorLogSubject,
  rerolledSentence,
  rolledSentence,
} from '../../../rules/eldritch-instinct/investigator-sheet';
import {
  NEW_INVESTIGATOR_NAMES,
  viewDraft,
} from '../../../rules/eldritch-instinct/investigator-sheet-view';
import {
  $draft,
  $investigators,
  $investigatorsNotice,
  openSharedDraft,
  rerollDraftPart,
  rollNewDraft,
  saveDraft,
  showLastSaved,
} from '../../../stores/eldritch-instinct/investigators';
import InvestigatorSheet from '../characters/InvestigatorSheet';
import SavedInvestigators from '../characters/SavedInvestigators';
import './investigator.css';
import { logRoll } from '../log-roll';

interface Props {
  /** Prefix of the element ids, for a second generator on one page. */
  id?: string;
}

export default function InvestigatorGenerator({ id = 'ei-investigator' }: Props) {
  const draft = useSaved($draft);
  const list = useSaved($investigators);
  const [gender, setGender] = useState<InvestigatorGender | 'roll'>('roll');
  const note = useActionNote();
  // A shared link is read once: a bad one says why in the panel and leaves everything saved alone.
  const shared = useIncomingShare(INVESTIGATOR_SHARE_PARAM, decodeInvestigatorLink, (opened) =>
    openSharedDraft(opened, browserRng),
  );

  // Without a shared one, the sheet shows the last saved investigator (the link, read first, has set the draft already).
  useEffect(showLastSaved, []);

  const status = draft ? viewDraft(draft, list) : undefined;

  /** Another investigator takes the sheet: the shared one's panel closes. */
  const replace = (investigator: Investigator, message: string) => {
    $draft.set(investigator);
    shared.close('');
    note.done(message);
  };

  const createNew = () => {
    const input = { gender: gender === 'roll' ? null : gender };
    const rolled = rollNewDraft(input.gender, browserRng);
    logRoll(investigatorTool, input, rolled, investigatorLogSubject(rolled.investigator), id);
    replace(rolled.investigator, rolledSentence(rolled.investigator));
  };

  const reroll = (part: InvestigatorPart) => {
    const rolled = draft && rerollDraftPart(part, browserRng);
    if (!draft || !rolled) return;
    const input = { part, gender: draft.gender };
    logRoll(investigatorPartTool, input, rolled, investigatorLogSubject(rolled.investigator), id);
    note.done(rerolledSentence(part, rolled));
  };

  const save = () => {
    const saved = saveDraft();
    if (!saved.ok) return note.refuse(saved.error.message);
    shared.close('');
    note.done(`Saved ${fullName(saved.value)} in this browser.`);
  };

  return (
    <ToolSection
      id={id}
      title="Investigator generator"
      headingLevel={3}
      class="ei-investigators"
      notices={[$investigatorsNotice]}
    >
      <p class="tool-hint">
        Rolls on this page's tables: names and occupation (d20), STR, DEX and WIL (3d20+20), two
        Equipment items (d100 read 00-99), a Bonus Item (d20; a weapon is picked with equal chances
        from the weapon tables) and four Bonds (d20). Every roll goes to the roll log.
      </p>
      <IncomingShare
        id={id}
        headingLevel={4}
        state={shared}
        what="investigator"
        keeps={{ name: 'your saved list' }}
        name={fullName}
        preview={(investigator) => (
          <p>{investigator.occupation}: on the sheet below, to change before saving if you like.</p>
        )}
        addLabel="Save investigator"
        onAdd={save}
      />
      <div class="tool-row">
        <ChoiceField<InvestigatorGender | 'roll'>
          id={`${id}-new-gender`}
          label="First names from"
          value={gender}
          options={NEW_INVESTIGATOR_NAMES}
          onChange={setGender}
        />
        <Button look="primary" onClick={createNew}>
          New investigator
        </Button>
      </div>
      {note.note}
      {draft ? (
        <>
          <InvestigatorSheet id={id} investigator={draft} onReroll={reroll} />
          <p>
            <strong>{status?.sentence}</strong>
          </p>
          <div class="tool-actions">
            {/* While a shared investigator's panel is open, its button saves. */}
            {status?.offersSave && !shared.incoming?.ok ? (
              <Button look="primary" onClick={save}>
                Save investigator
              </Button>
            ) : null}
            <PrintButton look="tool" target={() => document.getElementById(`${id}-sheet`)}>
              Print sheet
            </PrintButton>
          </div>
          {status?.share ? (
            <ShareLink
              id={`${id}-share`}
              param={INVESTIGATOR_SHARE_PARAM}
              value={status.share}
              what="this investigator"
              anchor={id}
            />
          ) : (
            <p class="tool-hint">The share link comes back when the sheet is complete.</p>
          )}
        </>
      ) : (
        <p class="tool-hint">No investigator on the sheet yet: press "New investigator".</p>
      )}
      <SavedInvestigators
        id={id}
        list={list}
        currentId={draft?.id}
        onLoad={(investigator) => replace(investigator, `Loaded ${fullName(investigator)}.`)}
      />
    </ToolSection>
  );
}
