/** The Warden's trackers render only in the browser (client:only), so their stylesheet comes with their code. */
import css from './gm.css?inline';
import { injectStyle } from '../../shared/inject-style';

injectStyle('ei-gm', css);
