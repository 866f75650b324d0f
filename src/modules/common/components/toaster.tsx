// The one toast region of the portal (360 px wide, docs/spec.md §9), with translated labels.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Toaster } from '../../../ui/toast.tsx';

export function CommonToaster() {
  const { t } = useStore($i18n);
  return <Toaster label={t('common.toasts.label')} dismissLabel={t('common.toasts.dismiss')} />;
}
