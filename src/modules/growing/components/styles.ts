// The growing module's stylesheet as text, adopted by its pages (a strict CSP holds).
import growingCss from './growing.css?inline';

export { growingCss };
