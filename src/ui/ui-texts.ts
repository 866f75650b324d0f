// The kit's own texts (src/ui/messages, keys 'ui.…') come with the texts of each module that uses
// them: its table's loaders load them too, so a page shows neither before both are there.
import { loadMessages, registerMessages, type MessageLoader, type MessageLoaders } from '../core/i18n/i18n.ts';

export const UI_TEXTS = 'ui';

registerMessages(UI_TEXTS, { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') });

/** A module's `messages` that also load the kit's texts. */
export function withUiTexts(loaders: MessageLoaders): MessageLoaders {
  const both =
    (load: MessageLoader): MessageLoader =>
    () =>
      Promise.all([load(), loadMessages([UI_TEXTS])]).then(([own]) => own);
  return { en: both(loaders.en), de: both(loaders.de) };
}
