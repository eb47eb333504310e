/**
 * The Cairn save roller: d20 against an attribute (1-20), equal or under passes, a 1 always
 * passes and a 20 always fails, with the exact chance shown before rolling. With several savers
 * it is a group action: whoever is most at risk saves, the lowest attribute, picked and named.
 * A saver is a typed attribute or a party member (their current STR, DEX or WIL). Every roll
 * goes to the roll log.
 *
 * Reads the saved party, so place with `<CairnSaveRoller client:only="preact" id="..." />`;
 * props: id, title, headingLevel.
 */
import { useState } from 'preact/hooks';
import {
  CAIRN_MAX_ATTRIBUTE,
  CAIRN_MIN_ATTRIBUTE,
  CAIRN_SAVE_ATTRIBUTE_LABELS,
  CAIRN_SAVE_ATTRIBUTES,
  cairnSaveChance,
  explainCairnSave,
  parseCairnAttribute,
  pickCairnMostAtRisk,
  rollCairnSave,
  type CairnSaveAttribute,
} from '../../../rules/cairn/saves';
import type { CairnMember } from '../../../rules/cairn/character';
import { browserRng } from '../../../lib/browser-rng';
import { addRoll } from '../../../stores/roll-log';
import { ChanceLine, hrefFor, memberName, MemberPicker, NumberField, ToolHeading, useCairnParty, type HeadingLevel } from './parts';
import StoreNotice from '../../kit/StoreNotice';
import { $cairnPartyNotice } from '../../../stores/cairn/party';

interface Props {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

interface SaverRow {
  readonly key: number;
  /** '' for a typed attribute, or a party member's id. */
  readonly memberId: string;
  readonly text: string;
}

interface ReadSaver {
  readonly key: number;
  readonly label: string;
  readonly attribute: number | null;
  readonly error: string | null;
}

interface Rolled {
  readonly serial: number;
  readonly text: string;
  readonly passed: boolean;
}

function readSaver(row: SaverRow, index: number, party: readonly CairnMember[], attribute: CairnSaveAttribute): ReadSaver {
  const member = party.find((candidate) => candidate.id === row.memberId);
  const name = CAIRN_SAVE_ATTRIBUTE_LABELS[attribute];
  if (member) return { key: row.key, label: `${memberName(member)} (${name} ${member[attribute].current})`, attribute: member[attribute].current, error: null };
  const parsed = parseCairnAttribute(row.text);
  return parsed.ok
    ? { key: row.key, label: `Saver ${index + 1} (${name} ${parsed.value})`, attribute: parsed.value, error: null }
    : { key: row.key, label: `Saver ${index + 1}`, attribute: null, error: parsed.message };
}

export default function CairnSaveRoller({ id = 'cairn-save-roller', title = 'Save roller', headingLevel = 3 }: Props) {
  const { party } = useCairnParty();
  const [attribute, setAttribute] = useState<CairnSaveAttribute>('str');
  const [rows, setRows] = useState<readonly SaverRow[]>([{ key: 1, memberId: '', text: '10' }]);
  const [nextKey, setNextKey] = useState(2);
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const headingId = `${id}-heading`;
  const attributeName = CAIRN_SAVE_ATTRIBUTE_LABELS[attribute];

  const savers = rows.map((row, index) => readSaver(row, index, party, attribute));
  const valid = savers.every((saver) => saver.attribute !== null);
  const picked = valid ? pickCairnMostAtRisk(savers.map((saver) => ({ ...saver, attribute: saver.attribute! }))) : null;
  const group = rows.length > 1;

  function change(key: number, update: Partial<SaverRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...update } : row)));
  }

  function addSaver() {
    setRows((current) => [...current, { key: nextKey, memberId: '', text: '10' }]);
    setNextKey(nextKey + 1);
  }

  function removeSaver(key: number, index: number) {
    setRows((current) => current.filter((row) => row.key !== key));
    // Keep keyboard focus in the list: the add button when the last saver left.
    requestAnimationFrame(() => document.getElementById(`${id}-saver-${rows[index + 1]?.key ?? rows[index - 1]?.key ?? 0}-who`)?.focus() ?? document.getElementById(`${id}-add`)?.focus());
  }

  function roll() {
    if (!picked) {
      const bad = savers.find((saver) => saver.error);
      if (bad) document.getElementById(`${id}-saver-${bad.key}-value`)?.focus();
      return;
    }
    const result = rollCairnSave(picked.attribute, browserRng);
    const verdict = result.passed ? 'Passed' : 'Failed';
    const who = group ? `${picked.label} saves for the group, as the most at risk (lowest ${attributeName}). ` : '';
    setRolled((previous) => ({
      serial: (previous?.serial ?? 0) + 1,
      passed: result.passed,
      text: `${who}Rolled ${result.roll} against ${attributeName} ${picked.attribute}: ${verdict.toLowerCase()}, ${explainCairnSave(result)}.`,
    }));
    addRoll({
      source: `Cairn: ${attributeName} save (${picked.label.replace(/ \(.*\)$/, '')})${group ? ', group action' : ''}`,
      href: hrefFor(id),
      expression: 'd20',
      detail: `${result.roll} against ${picked.attribute}${group ? ` (lowest of ${savers.map((saver) => saver.attribute).join(', ')})` : ''}: ${explainCairnSave(result)}`,
      total: result.roll,
      result: verdict,
    });
  }

  return (
    <section id={id} class="tool crn-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <ToolHeading level={headingLevel} id={headingId}>
        {title}
      </ToolHeading>
      <p class="crn-muted">
        Roll a d20: equal to or under the attribute passes; a 1 always passes, a 20 always fails. Add more savers for a group action: whoever is most at risk (the lowest
        attribute) saves; on a tie, the first listed.
      </p>
      <StoreNotice $notice={$cairnPartyNotice} />
      <fieldset class="crn-options">
        <legend>Attribute</legend>
        {CAIRN_SAVE_ATTRIBUTES.map((choice) => (
          <label key={choice} class="crn-toggle" for={`${id}-attr-${choice}`}>
            <input type="radio" id={`${id}-attr-${choice}`} name={`${id}-attr`} checked={attribute === choice} onChange={() => setAttribute(choice)} />
            <span>{CAIRN_SAVE_ATTRIBUTE_LABELS[choice]}</span>
          </label>
        ))}
      </fieldset>
      <ul class="crn-savers" aria-label="Savers">
        {rows.map((row, index) => {
          const saver = savers[index]!;
          const member = party.find((candidate) => candidate.id === row.memberId);
          return (
            <li key={row.key} class="crn-saver">
              {party.length > 0 ? (
                <MemberPicker
                  id={`${id}-saver-${row.key}-who`}
                  label={`Saver ${index + 1}`}
                  value={row.memberId}
                  onChange={(memberId) => change(row.key, { memberId })}
                  party={party}
                  noneLabel="Type the attribute"
                />
              ) : null}
              {member ? (
                <p class="crn-muted">
                  {memberName(member)}: {attributeName} {member[attribute].current}
                </p>
              ) : (
                <NumberField
                  id={`${id}-saver-${row.key}-value`}
                  label={`Saver ${index + 1}: ${attributeName} (${CAIRN_MIN_ATTRIBUTE}–${CAIRN_MAX_ATTRIBUTE})`}
                  text={row.text}
                  onText={(text) => change(row.key, { text })}
                  error={saver.error}
                />
              )}
              {group ? (
                <button type="button" class="text-button" onClick={() => removeSaver(row.key, index)}>
                  Remove saver {index + 1}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div class="crn-actions">
        <button type="button" id={`${id}-add`} class="text-button" onClick={addSaver}>
          Add a saver (group action)
        </button>
      </div>
      {picked ? (
        <>
          {group ? (
            <p>
              Most at risk: <strong>{picked.label}</strong> saves for the group.
            </p>
          ) : null}
          <ChanceLine label={`Chance to pass with ${attributeName} ${picked.attribute}`} fraction={cairnSaveChance(picked.attribute)} />
        </>
      ) : null}
      <button type="button" class="primary-button" onClick={roll}>
        Roll {attributeName} save
      </button>
      <div class="crn-result" role="status" aria-live="polite">
        {rolled ? (
          <p key={rolled.serial}>
            <strong>{rolled.passed ? 'Passed.' : 'Failed.'}</strong> {rolled.text}
          </p>
        ) : null}
      </div>
    </section>
  );
}
