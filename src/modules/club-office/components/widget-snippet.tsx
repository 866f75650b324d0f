// The snippet for a website (docs/spec.md §10 "Widget origins"): the board picks widgets and
// attributes; the script tag, the elements and the live preview follow the same choice. The
// preview is the server's stand-in host page in a sandboxed frame (docs/threats.md T51): scripts
// and its own origin only, so the widgets in it use the board member's session as on any page of
// the portal's origin, and it cannot open windows, submit forms or navigate the portal.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { Panel } from '../../../ui/staff-page.tsx';
import {
  snippetColor,
  SNIPPET_THEMES,
  SNIPPET_WIDGETS,
  type SnippetLocale,
} from '../../../shared/contract/widget-snippet.ts';
import { $snippetChoice, chooseSnippet, snippetView, toggleSnippetWidget } from '../store/widget-snippet-store.ts';
import type { WidgetSnippet as Snippet } from '../types.ts';
import { Copyable } from './copyable.tsx';

const PREVIEW_SANDBOX = 'allow-scripts allow-same-origin';
/** The first colour offered when the board wants its own (the widgets' own is src/ui/tokens.css). */
const DEFAULT_COLOR = '#0a7d4f';

export function WidgetSnippet({ snippet }: { snippet: Snippet }) {
  const { t, locale } = useStore($i18n);
  const choice = useStore($snippetChoice);
  const view = snippetView(snippet, choice, locale as SnippetLocale);
  const k = (name: string) => `club-office.widgetOrigins.${name}`;
  return (
    <Panel title={t(k('snippet'))}>
      <p>{t(k('snippetHelp'))}</p>
      <fieldset className="club-office-snippet-choices">
        <legend>{t(k('widgets'))}</legend>
        {SNIPPET_WIDGETS.map((name) => (
          <CheckboxField
            key={name}
            label={t(k(`widget.${name}`))}
            value={choice.widgets.includes(name)}
            disabled={choice.widgets.length === 1 && choice.widgets[0] === name}
            onInput={(on) => toggleSnippetWidget(name, on)}
          />
        ))}
      </fieldset>
      <div className="club-office-snippet-choices">
        <SelectField
          label={t(k('locale'))}
          value={choice.locale ?? ''}
          options={[
            { value: '', label: t(k('localePage')) },
            { value: 'en', label: t(k('localeEn')) },
            { value: 'de', label: t(k('localeDe')) },
          ]}
          onInput={(value) => chooseSnippet({ locale: value === 'en' || value === 'de' ? value : null })}
        />
        <SelectField
          label={t(k('theme'))}
          value={choice.theme}
          options={SNIPPET_THEMES.map((theme) => ({ value: theme, label: t(k(`themes.${theme}`)) }))}
          onInput={(value) => chooseSnippet({ theme: SNIPPET_THEMES.find((theme) => theme === value) ?? 'auto' })}
        />
        <CheckboxField
          label={t(k('darkHeader'))}
          value={choice.darkHeader}
          onInput={(on) => chooseSnippet({ darkHeader: on })}
        />
        <CheckboxField
          label={t(k('ownColor'))}
          value={choice.color !== null}
          onInput={(on) => chooseSnippet({ color: on ? DEFAULT_COLOR : null })}
        />
        {choice.color !== null && (
          <TextField
            label={t(k('color'))}
            type="color"
            value={choice.color}
            onInput={(value) => chooseSnippet({ color: snippetColor(value) ?? choice.color })}
          />
        )}
      </div>
      <Copyable label={t(k('scriptTag'))} text={view.scriptTag} />
      <Copyable label={t(k('elements'))} text={view.elements} />
      {view.styles && <Copyable label={t(k('styles'))} text={view.styles} />}
      <Copyable label={t(k('csp'))} text={snippet.csp.join('\n')} />
      <figure className="club-office-snippet">
        <figcaption id="club-office-preview-title">{t(k('preview'))}</figcaption>
        <p className="club-office-muted">{t(k('previewHelp'))}</p>
        <iframe
          className="club-office-preview"
          title={t(k('preview'))}
          src={view.preview}
          sandbox={PREVIEW_SANDBOX}
          referrerPolicy="same-origin"
        />
      </figure>
    </Panel>
  );
}
