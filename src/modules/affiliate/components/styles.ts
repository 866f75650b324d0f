// The affiliate module's stylesheet as text: the team page adopts it into the document (strict CSP).
import affiliateCss from './affiliate.css?inline';

export { affiliateCss };
