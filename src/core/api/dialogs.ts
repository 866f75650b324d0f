// What the error dialog of docs/spec.md §8 shows for an error that opens one (errors.ts): its kind,
// icon, title and text. Apart from the error classes, so code that shows no dialogs (the widgets)
// does not carry these texts.
import en from '../messages/en.ts';
import { ServerError, TooManyRequestsError, type DialogError } from './errors.ts';

const { errors: texts } = en;

/** A text of a dialog: `key` for t() (null when the text comes from the server), `text` in English. */
export interface DialogText {
  key: string | null;
  text: string;
}

export interface ApiDialog {
  kind: 'too-many-requests' | 'server-error' | 'maintenance';
  icon: 'warning' | 'error' | 'info';
  title: DialogText | null;
  text: DialogText;
}

export function dialogOf(error: DialogError): ApiDialog {
  if (error instanceof TooManyRequestsError)
    return {
      kind: 'too-many-requests',
      icon: 'warning',
      title: { key: 'core.errors.tooManyRequests.title', text: texts.tooManyRequests.title },
      text: { key: 'core.errors.tooManyRequests.text', text: texts.tooManyRequests.text },
    };
  if (error instanceof ServerError) {
    const { statusText } = error;
    return {
      kind: 'server-error',
      icon: 'error',
      // The standard reason phrase (or none, as over HTTP/2) is worded in the member's language.
      title: {
        key: !statusText || statusText === 'Internal Server Error' ? 'core.errors.serverError.title' : null,
        text: statusText || texts.serverError.title,
      },
      text: { key: 'core.errors.serverError.text', text: texts.serverError.text },
    };
  }
  return {
    kind: 'maintenance',
    icon: 'info',
    title: null,
    text: { key: 'core.errors.maintenance.text', text: texts.maintenance.text },
  };
}
