/**
 * A store's notice that its saved data could not be read (createValidatedPersistent's `$notice`),
 * with a Dismiss button. Several tools on one page often read the same store; the notice is
 * about the store, not the tool, so it shows once per store per page: the first StoreNotice
 * mounted for a `$notice` claims it and the others render nothing. When the claiming tool goes
 * away (a screen panel removed), the next one mounted takes over.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { useStore } from '@nanostores/preact';
import { useEffect, useState } from 'preact/hooks';
import Button from './Button';

/** A store's notice: a sentence while its saved data could not be read, else undefined. */
export type StoreNoticeAtom = WritableAtom<string | undefined>;

/** Which mounted StoreNotice shows each store's notice. */
const $claims = atom<ReadonlyMap<ReadableAtom<unknown>, number>>(new Map());
let nextId = 1;

function claim($notice: StoreNoticeAtom, id: number): void {
  const claims = $claims.get();
  if (claims.has($notice)) return;
  $claims.set(new Map(claims).set($notice, id));
}

function release($notice: StoreNoticeAtom, id: number): void {
  const claims = $claims.get();
  if (claims.get($notice) !== id) return;
  const next = new Map(claims);
  next.delete($notice);
  $claims.set(next);
}

export default function StoreNotice({ $notice }: { $notice: StoreNoticeAtom }) {
  const [id] = useState(() => nextId++);
  const claims = useStore($claims);
  const notice = useStore($notice);
  const owner = claims.get($notice);
  // Claim on mount, and again whenever the store has no owner (the owner unmounted).
  useEffect(() => {
    if (owner === undefined) claim($notice, id);
  }, [$notice, id, owner]);
  useEffect(() => () => release($notice, id), [$notice, id]);
  if (owner !== id || !notice) return null;
  return (
    <p class="tool-notice" role="alert">
      <span>{notice}</span>
      <Button onClick={() => $notice.set(undefined)}>Dismiss</Button>
    </p>
  );
}
