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
import { CAIRN_SAVE_ATTRIBUTE_CHOICES, type CairnSaveAttribute } from '../../../rules/cairn/saves';
import {
  CAIRN_FRESH_SAVER,
  showCairnSaveRoll,
  viewCairnSaveRoller,
  type CairnSaveShown,
} from '../../../rules/cairn/save-roller';
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

export default function SaveRoller(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'cairn-save-roller', 'Save roller');
  const party = useCairnParty();
  const [attribute, setAttribute] = useState<CairnSaveAttribute>('str');
  const { rows, add, change, remove } = useKeyedRows([CAIRN_FRESH_SAVER]);
  const [rolled, show] = useShown<CairnSaveShown>();
  const view = viewCairnSaveRoller(rows, party, attribute, rolled?.value);

  function addSaver() {
    // The new saver's fields push the button down: the reader goes on in them, where they start.
    focusAfterRender(`${id}-saver-${add(CAIRN_FRESH_SAVER)}-who`);
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
    if (!view.toRoll) return;
    const save = rollAndLog(cairnSaveTool, view.toRoll.input, id, view.toRoll.who);
    show(showCairnSaveRoll(save, view, attribute));
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
          const saver = view.rows[index]!;
          return (
            <li key={row.key} class="tool-card tool-grid">
              {party.length > 0 ? (
                <MemberChoice
                  id={`${id}-saver-${row.key}-who`}
                  label={saver.choice}
                  members={party}
                  chosen={row.memberId}
                  none="Type the attribute"
                  name={nameCairnChoice}
                  onChange={(memberId) => change(row.key, { memberId })}
                />
              ) : null}
              {saver.memberLine ? (
                <p class="tool-muted">{saver.memberLine}</p>
              ) : (
                <NumberField
                  id={`${id}-saver-${row.key}-value`}
                  label={saver.fieldLabel}
                  text={row.text}
                  onText={(text) => change(row.key, { text })}
                  error={saver.error}
                />
              )}
              {saver.remove ? (
                <p>
                  <Button onClick={() => removeSaver(row.key, index)}>{saver.remove}</Button>
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
      {view.mostAtRisk ? (
        <p>
          Most at risk: <strong>{view.mostAtRisk}</strong> saves for the group.
        </p>
      ) : null}
      {view.chance ? <Chance label={view.chance.label} fraction={view.chance.fraction} /> : null}
      <RollAndResult
        id={id}
        button={view.button}
        blockedBy={view.blockedBy}
        stale={view.stale}
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
