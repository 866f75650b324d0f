// The kit's Pager through a Laravel paginator page, with the wallet module's texts, and what a
// page past the last one says (?page=99: empty, with a way back to page 1).
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
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

/** A list with entries whose page `?page=N` is past its last: says so and links to page 1. */
export function PastLastPage({ firstPage }: { firstPage: string }) {
  const { t } = useStore($i18n);
  return (
    <p className="club-wallet-empty">
      {t('wallet.pager.pageEmpty')} <Link href={firstPage}>{t('wallet.pager.firstPage')}</Link>
    </p>
  );
}
