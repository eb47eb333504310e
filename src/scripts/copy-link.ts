/**
 * The "#" button beside each rules heading: copies the address of that section (with the site's
 * base path, as the address bar shows it) and puts it in the address bar too. Where the clipboard
 * is refused (an insecure page, an old browser), the address bar alone is updated and the reader
 * is told to copy it from there. Loaded on the first sign of intent (src/scripts/site.ts); the
 * message's look comes with it.
 */
import toastCss from '../styles/copy-toast.css?inline';
import { copyText } from '../lib/clipboard';
import { injectStyle } from '../lib/inject-style';

function toast(): HTMLElement {
  let element = document.querySelector<HTMLElement>('.copy-toast');
  if (!element) {
    injectStyle('copy-toast', toastCss);
    element = document.createElement('p');
    element.className = 'copy-toast';
    element.setAttribute('role', 'status');
    document.body.append(element);
  }
  return element;
}

let hideTimer: ReturnType<typeof setTimeout> | undefined;

function tell(message: string, button: HTMLElement): void {
  const element = toast();
  element.textContent = message;
  button.dataset.copied = '';
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => {
    element.textContent = '';
    delete button.dataset.copied;
  }, 2500);
}

export async function copySectionLink(button: HTMLElement): Promise<void> {
  const id = button.dataset.copyLink;
  if (!id) return;
  const url = new URL(location.href);
  url.hash = id;
  history.replaceState(history.state, '', url);
  const heading = button.closest('h2, h3, h4');
  const name = heading?.textContent?.trim() ?? 'this section';
  if (await copyText(url.href)) tell(`Link to "${name}" copied.`, button);
  else tell(`The link to "${name}" is in the address bar: copy it from there.`, button);
}
