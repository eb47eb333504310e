/** A store's notice that saved data could not be read, with a Dismiss button. */
import type { WritableAtom } from 'nanostores';
import { useStore } from '@nanostores/preact';

export default function Notice({ $notice }: { $notice: WritableAtom<string | undefined> }) {
  const notice = useStore($notice);
  if (!notice) return null;
  return (
    <p class="locus-notice" role="alert">
      <span>{notice}</span>
      <button type="button" class="text-button" onClick={() => $notice.set(undefined)}>
        Dismiss
      </button>
    </p>
  );
}
