// The volunteering stylesheet as text: the page and the dashboard card adopt it into the document.
import volunteeringCss from './volunteering.css?inline';

export { volunteeringCss };
