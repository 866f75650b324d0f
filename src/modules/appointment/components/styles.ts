// The appointment module's stylesheet as text: pages adopt it into the document, a widget into its shadow root.
import appointmentCss from './appointment.css?inline';

export { appointmentCss };
