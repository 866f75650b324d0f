// The kit's Pager through a Laravel paginator page, with the appointment module's texts.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Pager as KitPager, type ListPagerProps } from '../../../ui/pager.tsx';

export function Pager({ label, ...props }: ListPagerProps) {
  const { t } = useStore($i18n);
  const texts = {
    label: t('appointment.pager.label', { list: label }),
    previous: t('appointment.pager.previous'),
    next: t('appointment.pager.next'),
    position: (page: number, last: number) => t('appointment.pager.position', { page, last }),
  };
  return <KitPager {...props} texts={texts} />;
}
