// The staff pages' pager: the kit's Pager with the kit's texts (ui-texts.ts), named for its list.
import { useStore } from '@nanostores/react';
import { $i18n } from '../core/i18n/i18n.ts';
import { Pager, type ListPagerProps } from './pager.tsx';

export function StaffPager({ label, ...props }: ListPagerProps) {
  const { t } = useStore($i18n);
  const texts = {
    label,
    previous: t('ui.pager.previous'),
    next: t('ui.pager.next'),
    position: (page: number, pages: number) => t('ui.pager.position', { page, pages }),
  };
  return <Pager {...props} texts={texts} />;
}
