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
  CAIRN_SAVE_ATTRIBUTE_LABELS,
  CAIRN_SAVE_ATTRIBUTE_CHOICES,
  cairnSaveChance,
  type CairnSaveAttribute,
} from '../../../rules/cairn/saves';
import {
  describeCairnGroupSaveRoll,
  isCairnGroupSaveStale,
  readCairnGroupSave,
  type CairnSaverEntry,
} from '../../../rules/cairn/group-save';
import { cairnMemberName } from '../../../rules/cairn/character';
import { cairnSaveTool } from '../../../rules/cairn/log';
import {
  Button,
  Chance,
  focusAfterRender,
  MemberChoice,
  NumberField,
  RadioGroup,
  RollAndResult,
  type ToolProps,
  useShown,
  useKeyedRows,
  toolFrame,
} from '../../kit';
import PartyToolSection from '../characters/PartyToolSection';
import { rollAndLog } from '../log-roll';
import { nameCairnChoice, useCairnParty } from '../characters/party-choices';

/** A saver as the list starts them: an attribute to type, 10 until it is typed. */
const FRESH_SAVER: CairnSaverEntry = { memberId: '', text: '10' };

export default function SaveRoller(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'cairn-save-roller', 'Save roller');
  const party = useCairnParty();
  const [attribute, setAttribute] = useState<CairnSaveAttribute>('str');
  const { rows, add, change, remove } = useKeyedRows([FRESH_SAVER]);
  const [rolled, show] = useShown<{ verdict: string; sentence: string; savers: string }>();
  const name = CAIRN_SAVE_ATTRIBUTE_LABELS[attribute];
  const reading = readCairnGroupSave(rows, party, attribute);
  const { savers, picked, group } = reading;

  function addSaver() {
    // The new saver's fields push the button down: the reader goes on in them, where they start.
    focusAfterRender(`${id}-saver-${add(FRESH_SAVER)}-who`);
  }

  function removeSaver(key: number, index: number) {
    remove(key);
    // Keep keyboard focus in the list: the add button when the last saver left.
    focusAfterRender(
      `${id}-saver-${rows[index + 1]?.key ?? rows[index - 1]?.key ?? 0}-who`,
      `${id}-add`,
    );
  }

  function roll() {
    if (!picked || !reading.input) return;
    const save = rollAndLog(cairnSaveTool, reading.input, id, picked.name);
    show({ ...describeCairnGroupSaveRoll(save, reading, attribute), savers: reading.signature });
  }

  return (
    <PartyToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-muted">
        Roll a d20: equal to or under the attribute passes; a 1 always passes, a 20 always fails.
        Add more savers for a group action: whoever is most at risk (the lowest attribute) saves; on
        a tie, the first listed.
      </p>
      <RadioGroup
        name={`${id}-attr`}
        legend="Attribute"
        value={attribute}
        options={CAIRN_SAVE_ATTRIBUTE_CHOICES}
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
                  <Button onClick={() => removeSaver(row.key, index)}>
                    Remove saver {index + 1}
                  </Button>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div class="tool-actions">
        <Button id={`${id}-add`} onClick={addSaver}>
          Add a saver (group action)
        </Button>
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
        blockedBy={reading.blockedBy}
        stale={isCairnGroupSaveStale(reading, rolled?.value.savers)}
        onRoll={roll}
        shown={rolled}
        label="Save result"
      >
        {({ verdict, sentence }) => (
          <p>
            <strong>{verdict}</strong> {sentence}
          </p>
        )}
      </RollAndResult>
    </PartyToolSection>
  );
}
