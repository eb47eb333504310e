/**
 * Share the shown Monster by link: the current page's address with `?monster=<encoded>` and the
 * builder's anchor. The link is shown in a read-only field to copy by hand, and copied with the
 * button where the browser allows it.
 */
import { useState } from 'preact/hooks';
import { encodeMonsterLink, MONSTER_SHARE_PARAM, type Monster } from '../../../rules/locus';

/** Many static hosts refuse longer addresses (a long description makes a long link). */
const LONG_LINK = 8000;

/** The page's own address carrying the Monster. */
export function monsterShareUrl(monster: Monster, anchor: string): string {
  const url = new URL(window.location.href);
  url.search = '';
  url.searchParams.set(MONSTER_SHARE_PARAM, encodeMonsterLink(monster));
  url.hash = anchor;
  return url.href;
}

export default function SharePanel({ id, monster, anchor }: { readonly id: string; readonly monster: Monster; readonly anchor: string }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const link = open ? monsterShareUrl(monster, anchor) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus('Link copied.');
    } catch {
      (document.getElementById(`${id}-link`) as HTMLInputElement | null)?.select();
      setStatus('Copying is blocked here: the link is selected, copy it with your keyboard or menu.');
    }
  };

  return (
    <div>
      <button type="button" class="text-button" aria-expanded={open ? 'true' : 'false'} aria-controls={`${id}-panel`} onClick={() => {
        setOpen(!open);
        setStatus('');
      }}>
        Share by link
      </button>
      <div id={`${id}-panel`} hidden={!open}>
        {open ? (
          <>
            <div class="field">
              <label for={`${id}-link`}>Share link (the whole Monster is in it; opening it never changes anyone's saved Monsters)</label>
              <input id={`${id}-link`} type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
            </div>
            {link.length > LONG_LINK ? (
              <p class="tool-hint">
                This link is {link.length.toLocaleString('en')} characters long; some web hosts refuse addresses over about {LONG_LINK.toLocaleString('en')}. If it does not open, share an exported file instead.
              </p>
            ) : null}
            <button type="button" class="primary-button" onClick={() => void copy()}>
              Copy link
            </button>
          </>
        ) : null}
        <p class="locus-live" role="status">
          {status}
        </p>
      </div>
    </div>
  );
}
