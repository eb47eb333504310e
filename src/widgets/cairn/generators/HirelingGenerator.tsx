/**
 * The hireling generator: 3d6 for STR, DEX and WIL and 1d6 for HP, each part re-rollable, a
 * name, and "Add to party" (the saved Cairn party). Role, price, background and traits come
 * from tables this text does not contain, so the tool links to the ruleset's source instead of
 * inventing them. Every roll goes to the roll log.
 *
 * Share link: `?hireling=` carries the name and the dice rolled. Opening it puts that hireling
 * (dice checked again) in the generator under the kit's "Shared with you" panel; nothing joins
 * the party until "Add to party". A bad link shows why it could not be opened and the generator
 * keeps working.
 *
 * Place with `<HirelingGenerator client:visible-after-load id="..." />`; props: id, title, headingLevel.
 */
import { useReducer } from 'preact/hooks';
import {
  CAIRN_HIRELING_SHARE_PARAM,
  decodeCairnHirelingLink,
  describeCairnHirelingScores,
  rollCairnHirelingParts,
  type CairnHirelingPart,
} from '../../../rules/cairn/hirelings';
import {
  CAIRN_HIRELING_GENERATOR_START,
  stepCairnHirelingGenerator,
  viewCairnHirelingGenerator,
} from '../../../rules/cairn/hireling-generator';
import { cairnHirelingPartTool } from '../../../rules/cairn/log';
import { addCairnHireling } from '../../../stores/cairn/party';
import {
  Button,
  deeper,
  IncomingShare,
  ShareLink,
  TextField,
  useIncomingShare,
  type ToolProps,
  toolFrame,
} from '../../kit';
import PartyToolSection from '../characters/PartyToolSection';
import { rollAndLog } from '../log-roll';

export default function HirelingGenerator(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'cairn-hirelings', 'Hireling generator');
  const [state, dispatch] = useReducer(stepCairnHirelingGenerator, CAIRN_HIRELING_GENERATOR_START);
  const { hireling, name } = state;
  const view = viewCairnHirelingGenerator(state);
  // The hireling in the address, read once when the tool starts (a bad link gives its reason).
  const shared = useIncomingShare(CAIRN_HIRELING_SHARE_PARAM, decodeCairnHirelingLink, (opened) =>
    dispatch({ kind: 'opened', shared: opened }),
  );
  const opened = shared.incoming?.ok ? shared.incoming.value : null;
  const nameId = `${id}-name`;

  const rollPart = (part: CairnHirelingPart) =>
    rollAndLog(cairnHirelingPartTool, { part }, id, name.trim());

  // A roll makes it another hireling than the shared one: its panel closes (the kit's close also empties the status line).
  function rollAll() {
    dispatch({ kind: 'rolled', hireling: rollCairnHirelingParts(rollPart) });
    shared.close('');
  }

  function reroll(part: CairnHirelingPart) {
    if (hireling) dispatch({ kind: 'rerolled', part, roll: rollPart(part) });
    shared.close('');
  }

  function addToParty() {
    if (!hireling) return;
    const added = addCairnHireling(name, hireling);
    dispatch({ kind: 'added', result: added });
    if (added.ok) shared.close(added.value);
    else document.getElementById(nameId)?.focus();
  }

  return (
    <PartyToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-muted">
        Rolls 3d6 for each attribute and 1d6 for HP. The Hirelings, Marketplace and Character
        Creation tables (roles, prices, backgrounds and traits) are not in this text; find them at{' '}
        <a href="https://cairnrpg.com/">cairnrpg.com</a>.
      </p>
      <IncomingShare
        id={id}
        headingLevel={deeper(headingLevel)}
        state={shared}
        what="hireling"
        keeps={{ name: 'your party' }}
        name={(value) => value.name || 'an unnamed hireling'}
        preview={(value) => (
          <p>
            {describeCairnHirelingScores(value.hireling)}; the dice are shown below, with the name
            to change if you like.
          </p>
        )}
        addLabel="Add to party"
        onAdd={addToParty}
      />
      <TextField
        id={nameId}
        label="Hireling’s name"
        value={name}
        error={state.nameError}
        onText={(text) => dispatch({ kind: 'name', text })}
      />
      <div class="tool-actions">
        <Button look="primary" onClick={rollAll}>
          {view.rollButton}
        </Button>
      </div>
      {view.parts && view.share !== null ? (
        <>
          <dl class="tool-parts" aria-label="Rolled hireling">
            {view.parts.map(({ part, label, dice, total, faces, reroll: rerollLabel }) => (
              <div key={part} class="tool-card">
                <dt>
                  {label} <span class="tool-muted">({dice})</span>
                </dt>
                <dd class="tool-part-value">{total}</dd>
                <dd class="tool-muted">{faces}</dd>
                <dd>
                  <Button onClick={() => reroll(part)} aria-label={rerollLabel}>
                    Re-roll
                  </Button>
                </dd>
              </div>
            ))}
          </dl>
          {/* While the shared hireling's panel is open, its button adds them. */}
          {opened ? null : (
            <div class="tool-actions">
              <Button
                look="primary"
                onClick={addToParty}
                blockedBy={view.addBlockedBy}
                reasonId={`${id}-add-blocked`}
              >
                Add to party
              </Button>
            </div>
          )}
          <ShareLink
            id={`${id}-share`}
            param={CAIRN_HIRELING_SHARE_PARAM}
            value={view.share}
            what="this hireling"
            anchor={id}
          />
        </>
      ) : null}
    </PartyToolSection>
  );
}
