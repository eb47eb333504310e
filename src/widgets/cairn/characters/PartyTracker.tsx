/**
 * The Cairn party tracker: characters and hirelings with STR, DEX, WIL and HP (current and max),
 * Armor, Deprived, Fatigue filling inventory slots, critical damage, death, scars and notes. The
 * rest buttons follow Healing & Recovery and Deprivation: a short rest restores HP, a full night's
 * rest also clears Fatigue, a week's rest with a healer restores Attributes; none of them works
 * while Deprived. Everything is saved in this browser (the party store, shared with the combat
 * resolver and the other Cairn tools); the party can be exported and imported as JSON and printed.
 *
 * Reads saved state, so it is placed with `<PartyTracker client:visible-after-load id="..." />`;
 * props: id, title, headingLevel.
 */
import {
  Form,
  Button,
  focusEntryName,
  ChoiceField,
  deeper,
  FileTransfer,
  Heading,
  type HeadingLevel,
  NumberField,
  Pips,
  PrintButton,
  SavedNumberField,
  TextArea,
  TextField,
  Toggle,
  type ToolProps,
  UndoRemove,
  useActionNote,
  useRemoval,
  useSaved,
  toolFrame,
} from '../../kit';
import PartyToolSection from './PartyToolSection';
import { useReducer } from 'preact/hooks';
import {
  cairnMemberName,
  type CairnMember,
  type NewCairnMemberField,
} from '../../../rules/cairn/character';
import {
  $cairnParty,
  addCairnFatigue,
  addCairnFatigueInSlot,
  cairnPartyRoster,
  dropCairnMemberScar,
  editCairnMember,
  joinCairnParty,
  replaceCairnParty,
  restCairnPartyMember,
  setCairnMemberScore,
} from '../../../stores/cairn/party';
import { cairnPartyFileCodec, describeCairnPartyCount } from '../../../rules/cairn/party-file';
import {
  CAIRN_MEMBER_KINDS,
  CAIRN_MEMBER_STATES,
  CAIRN_REST_CHOICES,
  viewCairnMemberCard,
} from '../../../rules/cairn/member-card';
import {
  CAIRN_NEW_MEMBER_FORM_START,
  stepNewCairnMemberForm,
  viewNewCairnMemberForm,
} from '../../../rules/cairn/new-member-form';
import '../cairn.css';

/** What the party store's actions say they did is what the note says. */
const said = (text: string) => text;

function MemberCard({
  member,
  id,
  headingLevel,
  onRemove,
}: {
  member: CairnMember;
  id: string;
  headingLevel: HeadingLevel;
  onRemove: () => void;
}) {
  const note = useActionNote();
  const fid = `${id}-${member.id}`;
  const card = viewCairnMemberCard(member);
  const { who, badges } = card;
  const edit = (patch: Partial<CairnMember>) => editCairnMember(member.id, patch);

  return (
    <li>
      <article class="tool-card" aria-labelledby={`${fid}-name-heading`}>
        <div class="cairn-member-head">
          <Heading level={headingLevel} id={`${fid}-name-heading`}>
            {who}
          </Heading>
          <span class="tool-muted">{card.kind}</span>
        </div>
        {badges.length > 0 ? (
          <ul class="cairn-badges" aria-label={card.stateLabel}>
            {badges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </ul>
        ) : null}
        <div class="tool-grid">
          <TextField
            id={`${fid}-name`}
            label="Name"
            value={member.name}
            maxLength={card.limits.name}
            onText={(name) => edit({ name })}
          />
          <ChoiceField
            id={`${fid}-kind`}
            label="Kind"
            value={member.kind}
            options={CAIRN_MEMBER_KINDS}
            onChange={(kind) => edit({ kind })}
          />
        </div>
        <div class="cairn-scores">
          {card.scores.map((pair) => (
            <div key={pair[0]!.score} class="cairn-pair">
              {pair.map(({ score, part, label, value, read }) => (
                <SavedNumberField
                  key={part}
                  id={`${fid}-${score}-${part}`}
                  label={label}
                  value={value}
                  read={read}
                  onValue={(next) => setCairnMemberScore(member.id, score, part, next)}
                />
              ))}
            </div>
          ))}
        </div>
        {card.zero ? <p class="tool-notice">{card.zero}</p> : null}
        <div class="tool-grid">
          <SavedNumberField
            id={`${fid}-armor`}
            label={card.armor.label}
            value={member.armor}
            read={card.armor.read}
            hint={card.armor.hint}
            onValue={(armor) => edit({ armor })}
          />
        </div>
        <div class="tool-row">
          {CAIRN_MEMBER_STATES.map(({ state, label }) => (
            <Toggle
              key={state}
              id={`${fid}-${state}`}
              label={label}
              checked={member[state]}
              onChange={(checked) => edit({ [state]: checked })}
            />
          ))}
        </div>
        {card.criticalDamage ? <p class="tool-muted">{card.criticalDamage}</p> : null}
        <p id={`${fid}-fatigue-text`}>
          Fatigue fills <strong>{member.fatigue}</strong> of {card.slots} inventory slots (
          {card.free} free).{card.full}
        </p>
        <Pips of={card.slots} filled={member.fatigue} />
        <div class="tool-row tool-no-print">
          <Button
            countsEveryTap
            onClick={() => note.report(addCairnFatigueInSlot(member.id), said)}
          >
            {card.buttons.addFatigue}
          </Button>
          <Button
            countsEveryTap
            reasonId={`${fid}-fatigue-remove-blocked`}
            blockedBy={card.removeFatigueBlockedBy}
            onClick={() => addCairnFatigue(member.id, -1)}
          >
            {card.buttons.removeFatigue}
          </Button>
        </div>
        <p class="tool-muted">
          A Deprived PC who stays Deprived for more than a day adds one Fatigue for each day.
        </p>
        {card.scars.length > 0 ? (
          <>
            <p>
              <strong>Scars</strong>
            </p>
            <ul>
              {card.scars.map((scar, index) => (
                <li key={`${index}-${scar.text}`}>
                  {scar.text}{' '}
                  <Button noPrint onClick={() => dropCairnMemberScar(member.id, index)}>
                    {scar.remove}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <TextArea
          id={`${fid}-notes`}
          label="Notes"
          rows={3}
          value={member.notes}
          maxLength={card.limits.notes}
          onText={(notes) => edit({ notes })}
        />
        <div class="tool-row tool-no-print">
          {CAIRN_REST_CHOICES.map(({ rest, label }) => (
            <Button
              key={rest}
              onClick={() => note.report(restCairnPartyMember(member.id, rest), said)}
            >
              {label}
            </Button>
          ))}
        </div>
        {note.note}
        <div class="tool-row tool-no-print">
          <PrintButton target={(button) => button.closest('article')}>
            {card.buttons.print}
          </PrintButton>
          <Button onClick={onRemove}>{card.buttons.remove}</Button>
        </div>
      </article>
    </li>
  );
}

function AddForm({ id }: { id: string }) {
  const [form, dispatch] = useReducer(stepNewCairnMemberForm, CAIRN_NEW_MEMBER_FORM_START);
  const { texts } = form;
  const note = useActionNote();
  const { parsed, errors, nameLimit, numbers } = viewNewCairnMemberForm(form);
  const setText = (field: NewCairnMemberField) => (text: string) =>
    dispatch({ kind: 'text', field, text });

  function add() {
    dispatch({ kind: 'tried' });
    if (!parsed.ok) {
      // What the form says now is its fields' messages: an earlier "Added ..." is no longer news.
      note.clear();
      return document.getElementById(`${id}-new-${parsed.error.first}`)?.focus();
    }
    const joined = joinCairnParty(parsed.value);
    note.report(joined, said);
    if (joined.ok) dispatch({ kind: 'added' });
  }

  return (
    <Form class="tool-card tool-no-print" onSubmit={add} labelledBy={`${id}-new-title`}>
      <p id={`${id}-new-title`}>
        <strong>Add a character or hireling</strong>
      </p>
      <p class="tool-muted">
        Roll them up with the character creation rules and hireling tables at{' '}
        <a href="https://cairnrpg.com" rel="noopener">
          cairnrpg.com
        </a>
        ; scores start full.
      </p>
      <div class="tool-grid">
        <ChoiceField
          id={`${id}-new-kind`}
          label="Kind"
          value={form.kind}
          options={CAIRN_MEMBER_KINDS}
          onChange={(value) => dispatch({ kind: 'kind', value })}
        />
        <TextField
          id={`${id}-new-name`}
          label="Name"
          value={texts.name}
          maxLength={nameLimit}
          onText={setText('name')}
          error={errors.name ?? null}
        />
        {numbers.map(({ field, label, hint }) => (
          <NumberField
            key={field}
            id={`${id}-new-${field}`}
            label={label}
            text={texts[field]}
            onText={setText(field)}
            error={errors[field] ?? null}
            hint={hint}
          />
        ))}
      </div>
      <Button look="primary" submit>
        Add to the party
      </Button>
      {note.note}
    </Form>
  );
}

export default function PartyTracker(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'cairn-party', 'Party tracker');
  const party = useSaved($cairnParty);
  const removal = useRemoval(cairnPartyRoster, (restored) => focusEntryName(id, restored));
  const sub = deeper(headingLevel);

  return (
    <PartyToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-muted">
        Saved in this browser and shared with the combat resolver and the other Cairn tools.{' '}
        {describeCairnPartyCount(party)}
      </p>
      <AddForm id={id} />
      <UndoRemove
        removal={removal}
        text={(gone) => `Removed ${cairnMemberName(gone.item)}.`}
        button="Undo remove"
      />
      {party.length > 0 ? (
        <ul class="tool-list" aria-label="Party members">
          {party.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              id={id}
              headingLevel={sub}
              onRemove={() => removal.remove(member.id)}
            />
          ))}
        </ul>
      ) : (
        <p>No one in the party yet.</p>
      )}
      <div class="tool-card">
        <FileTransfer
          id={id}
          codec={cairnPartyFileCodec}
          title="Save or load the party as a file"
          exports={[{ label: 'Export the party (JSON)', value: party }]}
          importLabel="Import a party file (JSON)"
          replace={{ current: party, target: 'the party', onReplace: replaceCairnParty }}
        />
      </div>
      {party.length > 0 ? (
        <PrintButton target={(button) => button.closest('section')}>Print the party</PrintButton>
      ) : null}
    </PartyToolSection>
  );
}
