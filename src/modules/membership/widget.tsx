// <club-join>: the membership application on a club's own website (docs/spec.md §12 "Joining the
// club"): for guests, so the loader renders it signed in or not (its definition has no prompt). Only
// the application's texts come with it; German when the page asks for it. Nothing is kept in the
// host page's storage.
import { useEffect } from 'react';
import { loadMessages, registerMessages } from '../../core/i18n/i18n.ts';
import buttonCss from '../../ui/button.css?inline';
import formFieldCss from '../../ui/form-field.css?inline';
import joinCss from './components/join.css?inline';
import { JoinForm } from './components/join-form.tsx';
import en from './messages/en.ts';

registerMessages('membership', { en: async () => ({ default: en }), de: () => import('./messages/de.ts') });

export function JoinWidget() {
  useEffect(() => {
    void loadMessages(['membership']).catch(() => {});
  }, []);
  return (
    <div className="club-widget" part="join">
      <JoinForm headingLevel={2} />
    </div>
  );
}

export default { component: JoinWidget, styles: [buttonCss, formFieldCss, joinCss] };
