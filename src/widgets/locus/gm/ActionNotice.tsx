import { LiveNote } from '../../kit';
/**
 * The line that says what a click did (an Item added to a sheet) or why it was refused. The live
 * region is always in the page, so a screen reader announces the sentence when it appears.
 */
export type ActionNoticeValue = { readonly tone: 'done' | 'refused'; readonly text: string } | null;

export default function ActionNotice({
  notice,
  label,
}: {
  notice: ActionNoticeValue;
  label: string;
}) {
  return (
    <LiveNote as="div" label={label} class="locus-notice-region">
      {notice ? (
        <p class={`tool-notice${notice.tone === 'refused' ? ' locus-refused' : ''}`}>
          {notice.tone === 'refused' ? <strong>Not done:</strong> : null} <span>{notice.text}</span>
        </p>
      ) : null}
    </LiveNote>
  );
}
