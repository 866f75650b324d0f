// A path that matches nothing still leads home (docs/spec.md §2 "Unknown paths"), but never
// silently: a toast names the path and the page the member was taken to instead.
import { $i18n } from '../../core/i18n/i18n.ts';
import { showToast } from '../../ui/toasts.ts';
import type { RedirectNotice } from './resolve.ts';

export function announceRedirect(notice: RedirectNotice): void {
  const { t } = $i18n.get();
  const text = notice.landedOn
    ? t('common.redirect.unknownPath', { path: notice.missing, page: t(notice.landedOn) })
    : t('common.redirect.unknownPathHome', { path: notice.missing });
  showToast({ kind: 'warning', text });
}
