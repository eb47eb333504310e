/** Renders the roll log panel into its dialog; imported only when the dialog first opens. */
import { render } from 'preact';
import RollLog from './RollLog';

export function mountRollLog(root: HTMLElement): void {
  if (root.dataset.mounted === 'true') return;
  root.dataset.mounted = 'true';
  root.replaceChildren();
  render(<RollLog />, root);
}
