// AuthWithToken (/auth?token=...): exchanges a one-time login link for a session and continues to
// the remembered path or the Dashboard, or says clearly why not.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { getRuntime } from '../../../core/runtime.ts';
import type { AuthResponse } from '../../../core/types.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { exchangeLoginToken } from '../api.ts';
import { AccountPage, Problem } from '../components/page.tsx';

// A link works once: a second mount in the same commit (React StrictMode) must share the first
// exchange rather than spend the token again and fail. Forgotten once settled.
const exchanges = new Map<string, Promise<AuthResponse>>();
function exchangeOnce(token: string): Promise<AuthResponse> {
  let job = exchanges.get(token);
  if (!job) {
    job = exchangeLoginToken(token);
    exchanges.set(token, job);
    job.then(
      () => exchanges.delete(token),
      () => exchanges.delete(token),
    );
  }
  return job;
}

export default function AuthWithTokenPage() {
  const { t } = useStore($i18n);
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    exchangeOnce(token).then(
      (auth) => {
        if (!live) return;
        const { session } = getRuntime();
        // Resolved for every mount: only the first one to get here signs in.
        if (session.$session.get().token?.access_token === auth.access_token) return;
        session.login(auth);
        navigate(session.takeRedirectAfterLogin(), { replace: true });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [token, navigate]);

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
