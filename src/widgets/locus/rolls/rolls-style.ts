/** The Locus rollers' own styles (the dice, the Initiative order), injected once for all of them. */
import css from './rolls.css?inline';
import { injectStyle } from '../../shared/inject-style';

injectStyle('locus-rolls', css);
