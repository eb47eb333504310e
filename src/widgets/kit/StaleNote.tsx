/**
 * Said above a tool's last result once its inputs can no longer be read: the result stays for
 * reference, marked as belonging to the inputs before the change. Place it first inside the
 * result area; the area dims what follows with `data-stale`.
 */
export default function StaleNote({ stale }: { readonly stale: boolean }) {
  return stale ? (
    <p class="tool-stale">
      This result is from before the last change; it is not a roll of what the fields say now.
    </p>
  ) : null;
}
