/**
 * The Dead Weight party sheet: several characters, each with the four attributes (score,
 * proficiency, fatigue, wounds and the pool they leave), the twelve afflictions as toggles with
 * the cures the text names, insight (12 circles, received and spent) and the purchases from the
 * Insight points list, applied where they change numbers. The party is the shared store every
 * Dead Weight tool reads; it can be exported and imported as JSON.
 *
 * Share link: `?character=` carries one character. Opening it offers "Add this shared character"
 * (a taken id gets a new one, so nothing is overwritten); a bad link shows why and leaves the
 * saved party alone.
 *
 * Place with `<Characters client:visible-after-load />`; props: id, title, headingLevel.
 */
import { withBase } from '../../../lib/navigation';
import { dwPage } from '../gm/links';
import { useEffect, useState } from 'preact/hooks';
import {
  Button,
  addingTo,
  focusEntryName,
  ChoiceField,
  ConfirmAction,
  deeper,
  FileTransfer,
  Heading,
  type HeadingLevel,
  IncomingShare,
  NumberCell,
  ShareLink,
  TextArea,
  TextField,
  Toggle,
  type ToolProps,
  ToolSection,
  UndoRemove,
  useActionNote,
  useIncomingShare,
  useRemoval,
  useSaved,
  toolFrame,
} from '../../kit';
import {
  changeDwAttribute,
  decodeDwCharacterLink,
  describeDwInsightPurchase,
  DW_CHARACTER_SHARE_PARAM,
  DW_NAME_MAX,
  DW_NOTES_MAX,
  DW_PARTY_MAX,
  nameDwCharacter,
  toggleDwAffliction,
  type DwAttribute,
  type DwCharacter,
  type DwInsightPurchaseId,
} from '../../../rules/dead-weight/character';
import {
  $dwParty,
  $dwPartyNotice,
  addNamedDwCharacter,
  dwPartyRoster,
  receiveDwInsightPoint,
  replaceDwParty,
  spendDwInsight,
  takeBackDwInsightPoint,
} from '../../../stores/dead-weight/party';
import {
  DW_FIRST_INSIGHT_PICKS,
  DW_INSIGHT_PURCHASE_GROUPS,
  type DwInsightPicks,
} from '../../../rules/dead-weight/insight-plan';
import { DW_SHEET_COLUMNS, readDwSheetCell } from '../../../rules/dead-weight/sheet-cells';
import {
  viewDwCharacterCard,
  viewDwInsight,
  viewDwSharedCharacter,
} from '../../../rules/dead-weight/character-card';
import {
  describeDwSharedCharacterAdded,
  explainDwSharedCharacterBlocked,
} from '../../../rules/dead-weight/shared-character';
import { dwPartyFileCodec } from '../../../rules/dead-weight/party-file';
import { useTypedForm } from './use-typed-form';
import '../dead-weight.css';

const CORE_RULES = 'https://saint11.org/dead_weight/';

function Insight({ character, id }: { character: DwCharacter; id: string }) {
  const [picks, setPicks] = useState(DW_FIRST_INSIGHT_PICKS);
  const note = useActionNote();
  const view = viewDwInsight(character, picks);
  const { plan } = view;
  const pick = (change: Partial<DwInsightPicks>) =>
    setPicks((current) => ({ ...current, ...change }));

  function buy() {
    const bought = plan.purchase;
    note.report(spendDwInsight(character.id, bought), () => describeDwInsightPurchase(bought));
  }

  return (
    <fieldset class="tool-card">
      <legend>Insight</legend>
      <ul class="dw-circles" aria-hidden="true">
        {view.circles.map((circle, index) => (
          <li
            key={index}
            class={circle === 'empty' ? 'dw-circle' : `dw-circle dw-circle-${circle}`}
          />
        ))}
      </ul>
      <p class="tool-hint">{view.summary}</p>
      <div class="tool-actions">
        <Button
          countsEveryTap
          reasonId={`${id}-receive-blocked`}
          blockedBy={view.receiveBlockedBy}
          onClick={() => receiveDwInsightPoint(character.id)}
        >
          Receive an insight point
        </Button>
        <Button
          countsEveryTap
          reasonId={`${id}-take-back-blocked`}
          blockedBy={view.takeBackBlockedBy}
          onClick={() => takeBackDwInsightPoint(character.id)}
        >
          Take back the last received point
        </Button>
      </div>
      <div class="tool-row">
        <ChoiceField<DwInsightPurchaseId>
          id={`${id}-purchase`}
          label="Spend insight on"
          value={picks.purchase}
          onChange={(purchase) => pick({ purchase })}
          options={DW_INSIGHT_PURCHASE_GROUPS.map(({ label, purchases }) => ({
            group: label,
            options: purchases,
          }))}
        />
        {plan.asksFrom ? (
          <ChoiceField
            id={`${id}-from`}
            label="From (highest)"
            value={plan.purchase.from ?? 'str'}
            options={plan.choices.from}
            onChange={(from) => pick({ from })}
          />
        ) : null}
        {plan.asksTo ? (
          <ChoiceField<DwAttribute | ''>
            id={`${id}-to`}
            label={plan.choices.toLabel}
            value={plan.purchase.to ?? ''}
            options={plan.choices.to}
            onChange={(to) => to && pick({ to })}
          />
        ) : null}
        <Button
          look="primary"
          reasonId={`${id}-spend-blocked`}
          blockedBy={plan.blockedBy}
          onClick={buy}
        >
          {view.spendLabel}
        </Button>
      </div>
      {view.notesHint ? (
        <p class="tool-hint">Write the skill or the healed trauma in the notes.</p>
      ) : null}
      {note.note}
    </fieldset>
  );
}

function CharacterCard({
  character,
  id,
  toolId,
  level,
  onRemove,
}: {
  character: DwCharacter;
  id: string;
  /** The tool's own id: a share link opens there, where the shared character is offered. */
  toolId: string;
  level: HeadingLevel;
  onRemove: () => void;
}) {
  const [confirm, setConfirm] = useState(false);
  const [nameText, setNameText] = useState(character.name);
  useEffect(() => setNameText(character.name), [character.name]);
  const headingId = `${id}-heading`;
  const card = viewDwCharacterCard(character);
  const update = (change: (character: DwCharacter) => DwCharacter) =>
    dwPartyRoster.update(character.id, change);
  return (
    <article class="tool-card dw-part" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} class="tool-heading">
        {card.name}
      </Heading>
      <TextField
        id={`${id}-name`}
        label="Name"
        class="dw-wide"
        value={nameText}
        maxLength={DW_NAME_MAX}
        onText={(next) => {
          setNameText(next);
          update((c) => ({ ...c, name: next }));
        }}
      />
      <div class="dw-sheet">
        <table>
          <caption class="visually-hidden">Attributes of {card.name}</caption>
          <thead>
            <tr>
              <th scope="col">Attribute</th>
              {DW_SHEET_COLUMNS.map(([field, head]) => (
                <th key={field} scope="col">
                  {field === 'proficiency' ? <abbr title={head}>Prof.</abbr> : head}
                </th>
              ))}
              <th scope="col">Pool</th>
            </tr>
          </thead>
          <tbody>
            {card.rows.map(({ attribute, label, name, cells, pool }) => (
              <tr key={attribute}>
                <th scope="row">
                  <abbr title={name}>{label}</abbr>
                </th>
                {cells.map((cell) => (
                  <td key={cell.column}>
                    <NumberCell
                      id={`${id}-${attribute}-${cell.column}`}
                      label={cell.label}
                      value={cell.value}
                      read={(text) => readDwSheetCell(text, attribute, cell.column)}
                      onValue={(value) =>
                        update((c) => changeDwAttribute(c, attribute, { [cell.column]: value }))
                      }
                    />
                  </td>
                ))}
                <td>{pool}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <fieldset class="tool-options">
        <legend>Afflictions</legend>
        {card.afflictions.map(({ affliction, held }) => (
          <Toggle
            key={affliction}
            id={`${id}-affliction-${affliction}`}
            label={affliction}
            checked={held}
            onChange={() => update((c) => toggleDwAffliction(c, affliction))}
          />
        ))}
        {card.cures.length > 0 ? (
          <ul class="tool-hint">
            {card.cures.map(({ affliction, cure }) => (
              <li key={affliction}>
                {affliction}:{' '}
                {cure ? (
                  <>
                    removed by{' '}
                    <a href={withBase(import.meta.env.BASE_URL, cure.href)}>{cure.cure}</a>.
                  </>
                ) : (
                  'no cure is named in this text.'
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      <Insight character={character} id={`${id}-insight`} />
      <TextArea
        id={`${id}-notes`}
        label="Notes (skills, traumas, equipment)"
        rows={3}
        maxLength={DW_NOTES_MAX}
        value={character.notes}
        onText={(next) => update((c) => ({ ...c, notes: next.slice(0, DW_NOTES_MAX) }))}
      />
      <ShareLink
        id={`${id}-share`}
        param={DW_CHARACTER_SHARE_PARAM}
        value={card.link}
        what={card.name}
        anchor={toolId}
        buttonLabel={card.shareLabel}
      />
      {confirm ? (
        <ConfirmAction
          id={`${id}-remove`}
          question={card.removeQuestion}
          confirm="Yes, remove"
          cancel="Keep"
          onConfirm={onRemove}
          onCancel={() => setConfirm(false)}
        />
      ) : (
        <div class="tool-actions">
          <Button onClick={() => setConfirm(true)}>{card.removeLabel}</Button>
        </div>
      )}
    </article>
  );
}

export default function Characters(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'dw-characters', 'Characters');
  const party = useSaved($dwParty);
  const newName = useTypedForm(['name']);
  const removal = useRemoval(dwPartyRoster, (restored) => focusEntryName(id, restored));
  const shared = useIncomingShare(DW_CHARACTER_SHARE_PARAM, decodeDwCharacterLink);
  const full = party.characters.length >= DW_PARTY_MAX;

  function addShared(character: DwCharacter) {
    const result = dwPartyRoster.importItems([character]);
    if (!result.ok) return shared.refuse(result.error.message);
    shared.close(describeDwSharedCharacterAdded(character));
    // Their card takes the focus, under the id the party gave them.
    const [added] = result.value;
    if (added) focusEntryName(id, added);
  }

  function add() {
    const added = newName.submitted(addNamedDwCharacter(newName.texts.name));
    // A name that cannot be read is to be typed again; a full party is not the name's fault.
    if (!added.ok && added.error.code !== 'party-full')
      document.getElementById(`${id}-new-name`)?.focus();
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} notices={[$dwPartyNotice]}>
      <p class="tool-hint">
        Saved in this browser and used by the other Dead Weight tools. Affliction effects are in the{' '}
        <a href={CORE_RULES}>Dead Weight core rules</a>; here only the cures this text names are
        listed. See also <a href={dwPage('core-definitions/#afflictions')}>afflictions</a>.
      </p>
      <IncomingShare
        id={id}
        headingLevel={deeper(headingLevel)}
        state={shared}
        what="character"
        keeps={{ name: 'your party' }}
        name={nameDwCharacter}
        addLabel="Add this shared character"
        onAdd={addShared}
        blockedBy={explainDwSharedCharacterBlocked(party.characters.length)}
        preview={(character) => {
          const offered = viewDwSharedCharacter(character);
          return (
            <>
              <ul aria-label={offered.listLabel}>
                {offered.attributes.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p>{offered.summary}</p>
            </>
          );
        }}
      />
      <div class="tool-row">
        {newName.field('name', {
          id: `${id}-new-name`,
          label: 'New character’s name',
          maxLength: DW_NAME_MAX,
          onEnter: add,
          alert: false,
        })}
        <Button look="primary" disabled={full} onClick={add}>
          Add character
        </Button>
      </div>
      {party.characters.length === 0 ? <p class="tool-hint">No characters yet.</p> : null}
      <UndoRemove
        removal={removal}
        text={(gone) => `Removed ${nameDwCharacter(gone.item)}.`}
        button="Undo remove"
      />
      {party.characters.map((character) => (
        <CharacterCard
          onRemove={() => removal.remove(character.id)}
          key={character.id}
          character={character}
          id={`${id}-${character.id}`}
          toolId={id}
          level={deeper(headingLevel)}
        />
      ))}
      <div class="tool-card">
        {/* A party file adds its characters, or replaces the party once the GM confirms. */}
        <FileTransfer
          id={id}
          codec={dwPartyFileCodec}
          title="Save or load the party as a file"
          exports={[
            { label: 'Export party (JSON)', value: party, disabled: party.characters.length === 0 },
          ]}
          importLabel="Party file to import (JSON)"
          choice={{ label: 'Importing a party file', adds: 'adds its characters to the party' }}
          onAdd={addingTo(dwPartyRoster.importItems, (file) => file.characters)}
          replace={{ current: party, target: 'the party', onReplace: replaceDwParty }}
        />
      </div>
    </ToolSection>
  );
}
