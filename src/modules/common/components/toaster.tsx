// The one toast region of the portal (360 px wide, docs/spec.md §9), with translated labels. The
// region is there from the first render (a live region must be, to be heard); the toasts' own code
// and sheet load with the first toast, so a first screen without one does not carry them.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useLayoutEffect, type ComponentProps } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { adoptStyles } from '../../../ui/styles.ts';
import { ToastRegion } from '../../../ui/toast-region.tsx';
import { $toasts } from '../../../ui/toasts.ts';

// The toasts' sheet comes with their code, adopted after the first screen's (it styles only toasts)
// by the list as it mounts, as every sheet is (adoptStyles skips what the page has already).
const ToastList = lazy(() =>
  import('../../../ui/toast.tsx').then(({ ToastList, toastCss }) => ({
    default: function StyledToastList(props: ComponentProps<typeof ToastList>) {
      useLayoutEffect(() => void adoptStyles(document, toastCss), []);
      return <ToastList {...props} />;
    },
  })),
);

export function CommonToaster() {
  const { t } = useStore($i18n);
  const shown = useStore($toasts).length > 0;
  return (
    <ToastRegion label={t('common.toasts.label')}>
      {shown && (
        <Suspense fallback={null}>
          <ToastList dismissLabel={t('common.toasts.dismiss')} />
        </Suspense>
      )}
    </ToastRegion>
  );
}
