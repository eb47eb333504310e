/**
 * The Eldritch Instinct investigator generator: "New investigator" rolls everything from the
 * page's tables; every part re-rolls or is edited alone; the swap-two option; the 7-slot
 * inventory; save several (persistent), print the sheet, share by link (`?investigator=...`,
 * validated on open, never written over saved data), export/import JSON. Every roll goes to the
 * roll log as "Eldritch Instinct: investigator (name)".
 *
 * Place with `<InvestigatorGenerator client:only="preact" />`: it reads saved investigators.
 */
import { useEffect, useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
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
import { $draft, $investigators, $investigatorsNotice, isSaved, saveInvestigator, uniqueId } from '../../../stores/eldritch-instinct/investigators';
import InvestigatorSheet from '../characters/InvestigatorSheet';
import SavedInvestigators from '../characters/SavedInvestigators';
import investigatorCss from './investigator.css?inline';
import { injectStyle } from '../../shared/inject-style';
import ToolSection from '../../kit/ToolSection';
import { ChoiceField } from '../../kit/fields';
import StoreNotice from '../../kit/StoreNotice';
import { logRoll } from '../ei-kit';

injectStyle('ei-investigators', investigatorCss);

const PRINTING_CLASS = 'ei-printing';

function printSheet(): void {
  const root = document.documentElement;
  const done = () => {
    root.classList.remove(PRINTING_CLASS);
    window.removeEventListener('afterprint', done);
  };
  root.classList.add(PRINTING_CLASS);
  window.addEventListener('afterprint', done);
  window.print();
}

interface Props {
  /** Prefix of the element ids, for a second generator on one page. */
  id?: string;
}

export default function InvestigatorGenerator({ id = 'ei-investigator' }: Props) {
  const draft = useStore($draft);
  const list = useStore($investigators);
  const [gender, setGender] = useState<InvestigatorGender | 'roll'>('roll');
  const [status, setStatus] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [shareUrl, setShareUrl] = useState<string | null>(null);

  // Open a shared link once: a bad one shows an error and leaves everything saved alone.
  useEffect(() => {
    const param = new URLSearchParams(location.search).get(INVESTIGATOR_SHARE_PARAM);
    if (param !== null) {
      const decoded = decodeInvestigatorLink(param);
      if (!decoded.ok) {
        setLinkError(decoded.error.message);
      } else {
        // A fresh id when this browser already has one with the same id: saving adds, never overwrites.
        const investigator = isSaved(decoded.value.id) ? { ...decoded.value, id: uniqueId(browserRng) } : decoded.value;
        $draft.set(investigator);
        setStatus(`Opened ${fullName(investigator)} from a shared link. It is not saved in this browser until you save it.`);
        return;
      }
    }
    if ($draft.get() === undefined) {
      const saved = $investigators.get().investigators;
      const last = saved[saved.length - 1];
      if (last) $draft.set(last);
    }
  }, []);

  const saved = draft !== undefined && list.investigators.some((candidate) => candidate.id === draft.id);
  const validity = draft ? validateInvestigator(draft) : undefined;
  const storedCopy = draft ? list.investigators.find((candidate) => candidate.id === draft.id) : undefined;
  const upToDate = saved && storedCopy !== undefined && JSON.stringify(storedCopy) === JSON.stringify(draft);

  /** Shows a change; a saved investigator saves itself whenever the change is valid. */
  const update = (next: Investigator) => {
    $draft.set(next);
    setShareUrl(null);
    if (isSaved(next.id) && validateInvestigator(next).ok) saveInvestigator(next);
  };

  const createNew = () => {
    const input = { gender: gender === 'roll' ? null : gender };
    const rolled = investigatorTool.roll(input, browserRng);
    const investigator = { ...rolled.investigator, id: uniqueId(browserRng) };
    $draft.set(investigator);
    setShareUrl(null);
    setLinkError(null);
    logRoll(investigatorTool, input, rolled, `investigator (${fullName(investigator) || 'unnamed'})`, id);
    setStatus(`Rolled ${fullName(investigator)}, ${investigator.occupation}. Not saved yet.`);
  };

  const reroll = (part: InvestigatorPart) => {
    if (!draft) return;
    const rolled = rerollPart(draft, part, browserRng);
    update(rolled.investigator);
    logRoll(investigatorPartTool, { part, gender: draft.gender }, rolled, `investigator (${fullName(rolled.investigator) || 'unnamed'})`, id);
    setStatus(`Re-rolled the ${INVESTIGATOR_PART_LABELS[part]}: ${rolled.rolls.map((roll) => roll.result).join(', ')}.`);
  };

  const swap = (a: Parameters<typeof swapAbilities>[1], b: Parameters<typeof swapAbilities>[2]): string | null => {
    if (!draft) return null;
    const swapped = swapAbilities(draft, a, b);
    if (!swapped.ok) return swapped.error.message;
    update(swapped.value);
    return null;
  };

  const save = () => {
    if (!draft) return;
    const valid = validateInvestigator(draft);
    if (!valid.ok) {
      setStatus(`Not saved: ${valid.error.message}.`);
      return;
    }
    setStatus(saveInvestigator(valid.value) ? `Saved ${fullName(valid.value)} in this browser.` : 'Not saved: the list is full; delete some investigators first.');
  };

  const share = async () => {
    if (!draft) return;
    const valid = validateInvestigator(draft);
    if (!valid.ok) {
      setStatus(`Cannot share yet: ${valid.error.message}.`);
      return;
    }
    const url = new URL(location.href);
    url.hash = '';
    url.search = '';
    url.searchParams.set(INVESTIGATOR_SHARE_PARAM, encodeInvestigatorLink(valid.value));
    setShareUrl(url.toString());
    try {
      await navigator.clipboard.writeText(url.toString());
      setStatus('Share link copied to the clipboard.');
    } catch {
      setStatus('Copy the share link below.');
    }
  };

  return (
    <ToolSection id={id} title="Investigator generator" headingLevel={3} class="ei-investigators">
      <p class="tool-hint ei-no-print">
        Rolls on this page's tables: names and occupation (d20), STR, DEX and WIL (3d20+20), two Equipment items (d100 read 00-99), a Bonus Item (d20; a weapon is
        picked with equal chances from the weapon tables) and four Bonds (d20). Every roll goes to the roll log.
      </p>
      <StoreNotice $notice={$investigatorsNotice} />
      {linkError ? (
        <div class="tool-notice" role="alert">
          <p>{linkError}</p>
          <p>Nothing was opened and your saved investigators are unchanged.</p>
        </div>
      ) : null}
      <div class="tool-row ei-no-print">
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
      <p role="status" class="ei-no-print">
        {status}
      </p>
      {draft ? (
        <>
          <InvestigatorSheet id={id} investigator={draft} onChange={update} onReroll={reroll} onSwap={swap} />
          <div class="ei-no-print">
            <p>
              <strong>{validity && !validity.ok ? `Changes not saved: ${validity.error.message}.` : upToDate ? 'Saved in this browser; changes save themselves.' : 'Not saved yet.'}</strong>
            </p>
            <div class="tool-actions">
              {!upToDate ? (
                <button type="button" class="primary-button" onClick={save}>
                  Save investigator
                </button>
              ) : null}
              <button type="button" class="tool-button" onClick={printSheet}>
                Print sheet
              </button>
              <button type="button" class="tool-button" onClick={() => void share()}>
                Share link
              </button>
            </div>
            {shareUrl ? <ShareUrl id={`${id}-share-url`} url={shareUrl} /> : null}
          </div>
        </>
      ) : (
        <p class="tool-hint">No investigator on the sheet yet: press "New investigator".</p>
      )}
      <SavedInvestigators
        id={id}
        list={list}
        currentId={draft?.id}
        onLoad={(investigator) => {
          $draft.set(investigator);
          setShareUrl(null);
          setStatus(`Loaded ${fullName(investigator)}.`);
        }}
      />
    </ToolSection>
  );
}

/** The link shown to copy by hand, selected when focused. */
function ShareUrl({ id, url }: { id: string; url: string }) {
  return (
    <div class="field">
      <label for={id}>Share link (opens this investigator; saved investigators are not touched)</label>
      <input id={id} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
    </div>
  );
}
