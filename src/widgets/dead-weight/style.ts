/** Dead Weight's own stylesheet (dead-weight.css), added once by whichever of its tools loads first. */
import { injectStyle } from '../shared/inject-style';
import css from './dead-weight.css?inline';

export function injectDwStyle(): void {
  injectStyle('dead-weight', css);
}
