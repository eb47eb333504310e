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
  ChoiceField,
  IncomingShare,
  PrintButton,
  ShareLink,
  StoreNotice,
  ToolSection,
  useActionNote,
  useIncomingShare,
  useSaved,
  type RollingTool,
} from '../../kit';
import { browserRng } from '../../../lib/browser-rng';
import {
  decodeInvestigatorLink,
  encodeInvestigatorLink,
  fullName,
  INVESTIGATOR_PART_LABELS,
  INVESTIGATOR_SHARE_PARAM,
  investigatorPartTool,
  investigatorTool,
  rerollPart,
  swapAbilities,
  validateInvestigator,
  type Investigator,
  type InvestigatorGender,
  type InvestigatorPart,
} from '../../../rules/eldritch-instinct/investigator';
import {
  $draft,
  $investigators,
  $investigatorsNotice,
  isSaved,
  saveInvestigator,
  uniqueId,
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
  // On the sheet, with a fresh id when this browser already has one with the same id: saving adds, never overwrites.
  const shared = useIncomingShare(INVESTIGATOR_SHARE_PARAM, decodeInvestigatorLink, (opened) =>
    $draft.set(isSaved(opened.id) ? { ...opened, id: uniqueId(browserRng) } : opened),
  );

  // Without a shared one, the sheet shows the last saved investigator (the link, read first, has set the draft already).
  useEffect(() => {
    if ($draft.get() === undefined) $draft.set($investigators.get().investigators.at(-1));
  }, []);

  const validity = draft ? validateInvestigator(draft) : undefined;
  const storedCopy = draft
    ? list.investigators.find((candidate) => candidate.id === draft.id)
    : undefined;
  const upToDate = storedCopy !== undefined && JSON.stringify(storedCopy) === JSON.stringify(draft);

  /** Shows a change; a saved investigator saves itself whenever the change is valid. */
  const update = (next: Investigator) => {
    $draft.set(next);
    if (isSaved(next.id) && validateInvestigator(next).ok) saveInvestigator(next);
  };

  /** Another investigator takes the sheet: the shared one's panel closes. */
  const replace = (investigator: Investigator, message: string) => {
    $draft.set(investigator);
    shared.close('');
    note.done(message);
  };

  /** Logs a roll for the investigator it made, by name: "investigator (Ada Byrne)". */
  const logFor = <Input, Outcome>(
    tool: RollingTool<Input, Outcome>,
    input: Input,
    rolled: Outcome,
    investigator: Investigator,
  ) => logRoll(tool, input, rolled, `investigator (${fullName(investigator) || 'unnamed'})`, id);

  const createNew = () => {
    const input = { gender: gender === 'roll' ? null : gender };
    const rolled = investigatorTool.roll(input, browserRng);
    const investigator = { ...rolled.investigator, id: uniqueId(browserRng) };
    logFor(investigatorTool, input, rolled, investigator);
    replace(
      investigator,
      `Rolled ${fullName(investigator)}, ${investigator.occupation}. Not saved yet.`,
    );
  };

  const reroll = (part: InvestigatorPart) => {
    if (!draft) return;
    const rolled = rerollPart(draft, part, browserRng);
    update(rolled.investigator);
    logFor(investigatorPartTool, { part, gender: draft.gender }, rolled, rolled.investigator);
    note.done(
      `Re-rolled the ${INVESTIGATOR_PART_LABELS[part]}: ${rolled.rolls.map((roll) => roll.result).join(', ')}.`,
    );
  };

  const swap = (
    a: Parameters<typeof swapAbilities>[1],
    b: Parameters<typeof swapAbilities>[2],
  ): string | null => {
    if (!draft) return null;
    const swapped = swapAbilities(draft, a, b);
    if (!swapped.ok) return swapped.error.message;
    update(swapped.value);
    return null;
  };

  const save = () => {
    if (!draft) return;
    const valid = validateInvestigator(draft);
    if (!valid.ok) return note.refuse(`${valid.error.message}.`);
    if (!saveInvestigator(valid.value))
      return note.refuse('The list is full; delete some investigators first.');
    shared.close('');
    note.done(`Saved ${fullName(valid.value)} in this browser.`);
  };

  return (
    <ToolSection id={id} title="Investigator generator" headingLevel={3} class="ei-investigators">
      <p class="tool-hint">
        Rolls on this page's tables: names and occupation (d20), STR, DEX and WIL (3d20+20), two
        Equipment items (d100 read 00-99), a Bonus Item (d20; a weapon is picked with equal chances
        from the weapon tables) and four Bonds (d20). Every roll goes to the roll log.
      </p>
      <StoreNotice $notice={$investigatorsNotice} />
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
          options={[
            { value: 'roll', label: 'Either column (roll d2)' },
            { value: 'female', label: 'Female Names' },
            { value: 'male', label: 'Male Names' },
          ]}
          onChange={setGender}
        />
        <button type="button" class="primary-button" onClick={createNew}>
          New investigator
        </button>
      </div>
      {note.note}
      {draft ? (
        <>
          <InvestigatorSheet
            id={id}
            investigator={draft}
            onChange={update}
            onReroll={reroll}
            onSwap={swap}
          />
          <p>
            <strong>
              {validity && !validity.ok
                ? `Changes not saved: ${validity.error.message}.`
                : upToDate
                  ? 'Saved in this browser; changes save themselves.'
                  : 'Not saved yet.'}
            </strong>
          </p>
          <div class="tool-actions">
            {/* While a shared investigator's panel is open, its button saves. */}
            {!upToDate && !shared.incoming?.ok ? (
              <button type="button" class="primary-button" onClick={save}>
                Save investigator
              </button>
            ) : null}
            <PrintButton class="tool-button" target={() => document.getElementById(`${id}-sheet`)}>
              Print sheet
            </PrintButton>
          </div>
          {validity?.ok ? (
            <ShareLink
              id={`${id}-share`}
              param={INVESTIGATOR_SHARE_PARAM}
              value={encodeInvestigatorLink(validity.value)}
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
