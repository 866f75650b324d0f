// AuthWithToken (/auth?token=...): exchanges a one-time login link for a session and continues to
// the remembered path or the Dashboard, or says clearly why not.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { AccountPage, Problem } from '../components/page.tsx';
import { createLoginLink } from '../store/login-link.ts';

export default function AuthWithTokenPage() {
  const { t } = useStore($i18n);
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const link = useMemo(() => createLoginLink(token), [token]);
  const state = useStore(link.$state);
  const failed = state.step === 'failed';
  const to = state.step === 'signed-in' ? state.to : null;
  useEffect(() => {
    if (to !== null) navigate(to, { replace: true });
  }, [to, navigate]);

  if (token && !failed) {
    return (
      <AccountPage title={t('account.pages.authWithToken')}>
        <div className="account-notice">
          <Spinner size="sm" label={t('account.authWithToken.working')} />{' '}
          <span aria-hidden="true">{t('account.authWithToken.working')}</span>
        </div>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t('account.pages.authWithToken')}>
      <Problem text={token ? t('account.authWithToken.failed') : t('account.authWithToken.missing')} />
      <Link className="club-button club-button--primary club-button--md club-button--block" href="/login">
        {t('account.authWithToken.toLogin')}
      </Link>
    </AccountPage>
  );
}
