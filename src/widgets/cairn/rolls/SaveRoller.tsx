/**
 * The Cairn save roller: d20 against an attribute (1-20), equal or under passes, a 1 always
 * passes and a 20 always fails, with the exact chance shown before rolling. With several savers
 * it is a group action: whoever is most at risk saves, the lowest attribute, picked and named.
 * A saver is a typed attribute or a party member (their current STR, DEX or WIL). Every roll
 * goes to the roll log.
 *
 * Reads the saved party, so place with `<SaveRoller client:visible-after-load id="..." />`;
 * props: id, title, headingLevel.
 */
import { useState } from 'preact/hooks';
import {
  cairnAttributeLabel,
  cairnAttributeRollOff,
  CAIRN_SAVE_ATTRIBUTE_LABELS,
  CAIRN_SAVE_ATTRIBUTES,
  cairnSaveChance,
  explainCairnSave,
  parseCairnAttribute,
  pickCairnMostAtRisk,
  type CairnSaveAttribute,
  type CairnSaveRoll,
} from '../../../rules/cairn/saves';
import { cairnMemberName, type CairnMember } from '../../../rules/cairn/character';
import { cairnSaveTool } from '../../../rules/cairn/log';
import { trackedOrTyped } from '../../../rules/tracked-or-typed';
import { $cairnPartyNotice } from '../../../stores/cairn/party';
import {
  Chance,
  focusAfterRender,
  MemberChoice,
  NumberField,
  RadioGroup,
  RollAndResult,
  StoreNotice,
  type ToolProps,
  ToolSection,
  useShown,
} from '../../kit';
import { rollAndLog } from '../log-roll';
import { nameCairnChoice, useCairnParty } from '../characters/party-choices';

interface SaverRow {
  readonly key: number;
  /** '' for a typed attribute, or a party member's id. */
  readonly memberId: string;
  readonly text: string;
}

interface ReadSaver {
  readonly key: number;
  readonly member: CairnMember | undefined;
  readonly label: string;
  readonly attribute: number | null;
  readonly error: string | null;
}

function readSaver(
  row: SaverRow,
  index: number,
  party: readonly CairnMember[],
  attribute: CairnSaveAttribute,
): ReadSaver {
  const member = party.find((candidate) => candidate.id === row.memberId);
  const who = member ? cairnMemberName(member) : `Saver ${index + 1}`;
  const score = trackedOrTyped(member?.[attribute].current, parseCairnAttribute(row.text));
  return score.ok
    ? {
        key: row.key,
        member,
        label: `${who} (${CAIRN_SAVE_ATTRIBUTE_LABELS[attribute]} ${score.value})`,
        attribute: score.value,
        error: null,
      }
    : { key: row.key, member, label: who, attribute: null, error: score.error.message };
}

export default function SaveRoller({
  id = 'cairn-save-roller',
  title = 'Save roller',
  headingLevel = 3,
}: ToolProps) {
  const party = useCairnParty();
  const [attribute, setAttribute] = useState<CairnSaveAttribute>('str');
  const [rows, setRows] = useState<readonly SaverRow[]>([{ key: 1, memberId: '', text: '10' }]);
  const [nextKey, setNextKey] = useState(2);
  const [rolled, show] = useShown<{
    save: CairnSaveRoll;
    who: string;
    name: string;
    savers: string;
  }>();
  const name = CAIRN_SAVE_ATTRIBUTE_LABELS[attribute];

  const savers = rows.map((row, index) => readSaver(row, index, party, attribute));
  // The savers as the result names them: once one is removed (the rest renumbered) or changed,
  // the last result speaks of savers that are no longer the ones listed.
  const saversNow = savers.map((saver) => `${saver.label}=${saver.attribute}`).join(' ');
  const valid = savers.every((saver) => saver.attribute !== null);
  const picked = valid
    ? pickCairnMostAtRisk(savers.map((saver) => ({ ...saver, attribute: saver.attribute! })))
    : null;
  const group = rows.length > 1;

  function change(key: number, update: Partial<SaverRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...update } : row)));
  }

  function addSaver() {
    setRows((current) => [...current, { key: nextKey, memberId: '', text: '10' }]);
    setNextKey(nextKey + 1);
    // The new saver's fields push the button down: the reader goes on in them, where they start.
    focusAfterRender(`${id}-saver-${nextKey}-who`);
  }

  function removeSaver(key: number, index: number) {
    setRows((current) => current.filter((row) => row.key !== key));
    // Keep keyboard focus in the list: the add button when the last saver left.
    focusAfterRender(
      `${id}-saver-${rows[index + 1]?.key ?? rows[index - 1]?.key ?? 0}-who`,
      `${id}-add`,
    );
  }

  function roll() {
    if (!picked) return;
    const input = {
      attribute,
      score: picked.attribute,
      ...(group && { lowestOf: savers.map((saver) => saver.attribute!) }),
    };
    const save = rollAndLog(cairnSaveTool, input, id, picked.label.replace(/ \(.*\)$/, ''));
    const who = group
      ? `${picked.label} saves for the group, as the most at risk (lowest ${name}). `
      : '';
    show({ save, who, name, savers: saversNow });
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} class="cairn-tool">
      <p class="tool-muted">
        Roll a d20: equal to or under the attribute passes; a 1 always passes, a 20 always fails.
        Add more savers for a group action: whoever is most at risk (the lowest attribute) saves; on
        a tie, the first listed.
      </p>
      <StoreNotice $notice={$cairnPartyNotice} />
      <RadioGroup
        name={`${id}-attr`}
        legend="Attribute"
        value={attribute}
        options={CAIRN_SAVE_ATTRIBUTES.map((choice) => ({
          value: choice,
          label: CAIRN_SAVE_ATTRIBUTE_LABELS[choice],
        }))}
        onChange={setAttribute}
      />
      <ul class="tool-list" aria-label="Savers">
        {rows.map((row, index) => {
          const saver = savers[index]!;
          return (
            <li key={row.key} class="tool-card tool-grid">
              {party.length > 0 ? (
                <MemberChoice
                  id={`${id}-saver-${row.key}-who`}
                  label={`Saver ${index + 1}`}
                  members={party}
                  chosen={row.memberId}
                  none="Type the attribute"
                  name={nameCairnChoice}
                  onChange={(memberId) => change(row.key, { memberId })}
                />
              ) : null}
              {saver.member ? (
                <p class="tool-muted">
                  {cairnMemberName(saver.member)}: {name} {saver.attribute}
                </p>
              ) : (
                <NumberField
                  id={`${id}-saver-${row.key}-value`}
                  label={cairnAttributeLabel(`Saver ${index + 1}: ${name}`)}
                  text={row.text}
                  onText={(text) => change(row.key, { text })}
                  error={saver.error}
                />
              )}
              {group ? (
                <p>
                  <button
                    type="button"
                    class="text-button"
                    onClick={() => removeSaver(row.key, index)}
                  >
                    Remove saver {index + 1}
                  </button>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div class="tool-actions">
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
          <Chance
            label={`Chance to pass with ${name} ${picked.attribute}`}
            fraction={cairnSaveChance(picked.attribute)}
          />
        </>
      ) : null}
      <RollAndResult
        id={id}
        button={`Roll ${name} save`}
        blockedBy={picked ? null : cairnAttributeRollOff(`every saver’s ${name}`)}
        stale={!picked || (rolled !== null && rolled.value.savers !== saversNow)}
        onRoll={roll}
        shown={rolled}
        label="Save result"
      >
        {({ save, who, name: rolledName }) => (
          <p>
            <strong>{save.passed ? 'Passed.' : 'Failed.'}</strong> {who}
            Rolled {save.roll} against {rolledName} {save.attribute}: {explainCairnSave(save)}.
          </p>
        )}
      </RollAndResult>
    </ToolSection>
  );
}
