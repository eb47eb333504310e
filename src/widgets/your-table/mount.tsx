/** Renders "your table"'s parts where the page script puts them (src/scripts/your-table.ts). */
import { render } from 'preact';
import type { EmptiedHouseRule } from '../../stores/your-table';
import type { PersonalMark, Place, SectionWriting as Writing } from '../../rules/table-notes/model';
import SectionWriting from './SectionWriting';
import SectionEditor from './SectionEditor';
import YourTable from './YourTable';

export function mountSectionWriting(
  box: HTMLElement,
  props: {
    writing: Writing;
    emptiedNote: PersonalMark | null;
    emptiedHouseRule: EmptiedHouseRule | null;
    heading: string;
    tableName: string | undefined;
    ruleset: string;
    id: string;
  },
): void {
  render(<SectionWriting {...props} />, box);
}

export function mountSectionEditor(box: HTMLElement, place: Place, onDone: () => void): void {
  render(<SectionEditor place={place} onDone={onDone} />, box);
}

/** The "Your table" panel in its dialog; rendered once, on the dialog's first opening. */
export function mountYourTable(root: HTMLElement): void {
  if (root.dataset.mounted === 'true') return;
  root.dataset.mounted = 'true';
  root.replaceChildren();
  render(<YourTable id="your-table-dialog" headingLevel={3} />, root);
}

export function unmount(box: HTMLElement): void {
  render(null, box);
}
