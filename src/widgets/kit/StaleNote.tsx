/**
 * Said above a tool's last result once its inputs can no longer be read: the result stays for
 * reference, marked as belonging to the inputs before the change. Place it first inside the
 * result area; the area dims what follows with `data-stale`. A tool whose result went stale by a
 * change outside its fields (a character edited in another tool) says which, in a sentence of
 * its own, in place of the fields' sentence.
 */
export default function StaleNote({ stale }: { readonly stale: boolean | string }) {
  if (stale === false) return null;
  return (
    <p class="tool-stale">
      {stale === true
        ? 'This result is from before the last change; it is not a roll of what the fields say now.'
        : stale}
    </p>
  );
}
