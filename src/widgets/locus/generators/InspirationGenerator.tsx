/**
 * One of the Director's inspiration generators (Haunt, Monster concept, Layer description
 * prompt, Spot Effect), chosen by the `generator` prop. Its tables are the site's own writing
 * (content/locus/generators/*.json, validated: src/rules/locus/inspiration-tables.ts), bundled
 * with the tool so it renders full size on the server; "Vice" parts roll on the Director's Vice
 * list. A first result is shown at once; each part can be re-rolled or locked (a locked part's Re-roll is off until it is unlocked),
 * "Generate" rolls every unlocked part, and the result can be copied or sent to the roll log.
 *
 * Share link: `?<generator id>=` (`?haunt=`, `?spot-effect=` ...; one parameter per generator, so
 * a page showing several keeps them apart) carries the result shown, each part's die, face and
 * text (rules: src/rules/locus/generator-link.ts). Opening it shows that result with a status
 * line; a bad link shows why in the tool and the generator works as usual. Changing the result
 * takes the generator's own parameter out of the address, and only that one.
 *
 * State: the result and the locks live in the widget (a result is a draft, not kept); the Vice
 * list comes from `$vices`. What it shows is decided by the rules (viewInspirationGenerator). Place with `<InspirationGenerator client:visible-after-load generator="haunt" />`.
 */
import { useEffect, useReducer, useRef } from 'preact/hooks';
import {
  Button,
  ChoiceField,
  LiveNote,
  RefusedShare,
  ShareLink,
  TextArea,
  ToolSection,
  useIncomingShare,
  useSaved,
  toolFrame,
  type ToolProps,
} from '../../kit';
import {
  chooseDraftPart,
  decodeInspirationLink,
  describeOpenedResult,
  formatResultText,
  generateDraft,
  generatorRollInput,
  rerollDraftPart,
  startInspirationTool,
  updateInspirationTool,
  viewInspirationGenerator,
  type DraftChange,
  type Generator,
  type InspirationGeneratorId,
} from '../../../rules/locus';
import {
  findInspirationGenerator,
  inspirationGeneratorTool,
} from '../../../rules/locus/inspiration-tables';
import { browserRng } from '../../../lib/browser-rng';
import { copyText } from '../../../lib/clipboard';
import { withBase } from '../../../lib/navigation';
import { $vices } from '../../../stores/locus/vices';
import { logRoll } from '../log-roll';
import '../gm/gm.css';

export type GeneratorId = InspirationGeneratorId;

export const INSPIRATION_LABEL =
  'Inspiration tables written for this site; the original’s are not available.';
const VICE_LIST_HREF = withBase(import.meta.env.BASE_URL, 'locus/haunts-and-monsters/#vice-list');

interface Props extends ToolProps {
  readonly generator: GeneratorId;
  /** Where "edit the Vice list" links to. */
  readonly viceListHref?: string;
}

export default function InspirationGenerator(props: Props) {
  const { generator: generatorId, viceListHref = VICE_LIST_HREF } = props;
  const vices = useSaved($vices);
  const found = findInspirationGenerator(String(generatorId));
  const { id, title, headingLevel } = toolFrame(props, `gen-${generatorId}`, found.heading, 4);
  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      {found.generator ? (
        <GeneratorBody
          generator={found.generator}
          vices={vices}
          id={id}
          viceListHref={viceListHref}
        />
      ) : (
        <p class="field-error" role="alert">
          {found.problem}
        </p>
      )}
    </ToolSection>
  );
}

interface BodyProps {
  readonly generator: Generator;
  readonly vices: readonly string[];
  readonly id: string;
  readonly viceListHref: string;
}

function GeneratorBody({ generator, vices, id, viceListHref }: BodyProps) {
  const context = { vices };
  // The result shown and its locked parts (a draft of the tool's own, never saved), its status
  // line and the text to copy by hand change by one reducer.
  const [state, dispatch] = useReducer(updateInspirationTool, undefined, () =>
    startInspirationTool(generator, vices),
  );
  const { draft, status, copyByHand } = state;
  const { result, locked } = draft;
  const view = viewInspirationGenerator(generator, draft, vices);
  // A result from a link replaces the new one as soon as the link is read (right after the first render).
  const shared = useIncomingShare(
    generator.id,
    (text) => decodeInspirationLink(text, generator),
    (value) =>
      dispatch({
        type: 'opened',
        result: value,
        said: describeOpenedResult(generator, value, vices),
      }),
  );
  const opened = shared.incoming;
  const copyRef = useRef<HTMLTextAreaElement>(null);

  // The first result is rendered with the built Vice list; once this reader's own list is read,
  // a Vice part of that untouched first result is read again on it (one word, in its own line).
  useEffect(() => {
    if (status !== null || opened) return;
    dispatch({ type: 'vices-read', generator, vices });
    // Only when the list changes: a later action of the reader's sets `status` and ends this.
  }, [vices]);

  useEffect(() => {
    if (copyByHand !== null) copyRef.current?.select();
  }, [copyByHand]);

  /**
   * Shows a changed result in place of the one shown, said in the status line; a shared result's
   * parameter goes from the address, so a reload does not bring it back.
   */
  function showChange(change: DraftChange) {
    dispatch({ type: 'changed', change });
    if (opened) shared.close('');
  }

  async function copy() {
    const text = formatResultText(generator, result);
    dispatch({ type: 'copied', text, copied: await copyText(text) });
  }

  function log() {
    const input = generatorRollInput(generator, result, locked, vices);
    logRoll(inspirationGeneratorTool, input, result, `Locus: ${generator.title}`, id);
    dispatch({ type: 'logged' });
  }

  return (
    <>
      <p class="locus-badge">{INSPIRATION_LABEL}</p>
      <p class="tool-hint">{generator.note}</p>
      <RefusedShare
        state={shared}
        after="The generator below shows a new result and works as usual."
      />

      <ol class="tool-list" aria-label={view.listLabel}>
        {view.parts.map((part) => (
          <li
            key={part.id}
            class={`tool-card locus-part-roll${part.locked ? ' locus-locked' : ''}`}
          >
            <div class="locus-part-head">
              <strong id={`${id}-${part.id}-label`}>{part.label}</strong>
              <span class="tool-muted">{part.rolled}</span>
            </div>
            <p class="locus-part-text">{part.text}</p>
            {part.vice ? (
              <div class="locus-part-extra">
                <ChoiceField
                  id={`${id}-${part.id}-choose`}
                  label={part.vice.label}
                  value={part.vice.value}
                  options={part.vice.options}
                  onChange={(face) => {
                    if (Number(face) > 0)
                      showChange(chooseDraftPart(generator, draft, part.id, Number(face), context));
                  }}
                  hint={
                    <>
                      {part.vice.source} <a href={viceListHref}>Edit the Vice list</a>
                    </>
                  }
                />
              </div>
            ) : null}
            <div class="locus-part-actions">
              <Button
                aria-label={`Re-roll ${part.label}`}
                blockedBy={part.rerollBlocked}
                reasonId={`${id}-${part.id}-reroll-reason`}
                onClick={() =>
                  showChange(rerollDraftPart(generator, draft, part.id, browserRng, context))
                }
              >
                Re-roll
              </Button>
              <button
                type="button"
                class="text-button locus-lock"
                aria-pressed={part.locked}
                aria-label={`Lock ${part.label}`}
                onClick={() => dispatch({ type: 'lock', partId: part.id })}
              >
                <span class="locus-lock-box" aria-hidden="true" />
                Lock
              </button>
            </div>
          </li>
        ))}
      </ol>

      <div class="tool-actions">
        <Button
          look="primary"
          aria-describedby={`${id}-generate-hint`}
          onClick={() => showChange(generateDraft(generator, draft, browserRng, context))}
        >
          Generate
        </Button>
        <Button onClick={() => void copy()}>Copy</Button>
        <Button onClick={log}>Add to the roll log</Button>
      </div>
      <p id={`${id}-generate-hint`} class="tool-hint">
        {view.generateHint}
      </p>
      <ShareLink
        id={`${id}-share`}
        param={generator.id}
        value={view.share.value}
        what={view.share.what}
        anchor={id}
      />
      <LiveNote class="locus-status">
        {status ? <span key={status.serial}>{status.value}</span> : null}
      </LiveNote>
      {copyByHand !== null ? (
        <TextArea
          id={`${id}-copy-text`}
          label="The result, to copy by hand"
          textareaRef={copyRef}
          readOnly
          rows={Math.min(10, copyByHand.split('\n').length + 1)}
          value={copyByHand}
        />
      ) : null}
    </>
  );
}
