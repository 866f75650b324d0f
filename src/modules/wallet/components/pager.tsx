// The kit's Pager through a Laravel paginator page, with the wallet module's texts.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Pager as KitPager, type ListPagerProps } from '../../../ui/pager.tsx';

export function Pager({ label, ...props }: ListPagerProps) {
  const { t } = useStore($i18n);
  const texts = {
    label: t('wallet.pager.label', { list: label }),
    previous: t('wallet.pager.previous'),
    next: t('wallet.pager.next'),
    position: (page: number, last: number) => t('wallet.pager.position', { page, last }),
  };
  return <KitPager {...props} texts={texts} />;
}
