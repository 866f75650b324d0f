// VerifiedConfirmation (docs/spec.md §2 email-verification/:status): where the server's verification link
// lands. One message per status and a way on; a signed-in member may ask for a new link.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { applyError, type SignInProblem } from '../../../core/session/auth.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { getRuntime } from '../../../core/runtime.ts';
import { sessionStatus } from '../../../core/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { resendConfirmation } from '../store/email-confirmation.ts';
import { AccountPage, Problem } from '../components/page.tsx';
import { problemText } from '../store/texts.ts';
import { useRouteParams, type RoutedPageProps } from '../store/route-params.ts';
import { markEmailVerified } from '../../../core/session/updates.ts';

/** The statuses server/modules/auth/routes-email-verification.ts redirects with, and their message groups. */
const GROUPS = {
  success: 'success',
  'already-verified': 'alreadyVerified',
  invalid: 'invalid',
  expired: 'expired',
} as const;

export default function VerifiedConfirmationPage({ params }: RoutedPageProps) {
  const { t } = useStore($i18n);
  const { status = '' } = useRouteParams<{ status: string }>(params);
  const { session } = getRuntime();
  const state = useStore(session.$session);
  const signedIn = sessionStatus(state) === 'logged-in';
  const group = (GROUPS as Record<string, string>)[status] ?? 'unknown';
  const confirmedNow = status === 'success' || status === 'already-verified';
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SignInProblem | null>(null);

  // The stored member learns it too, so banners asking to confirm go away without a reload.
  useEffect(() => {
    if (confirmedNow && signedIn && state.user && !state.user.email_verified) markEmailVerified(session);
  }, [confirmedNow, signedIn, state.user, session]);

  const resend = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await resendConfirmation();
      setResent(true);
    } catch (error) {
      // Worded like the other account screens (a 429 says how long to wait), in the member's language.
      setProblem(applyError(error, null));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountPage title={t(`account.verified.${group}.title`)} intro={t(`account.verified.${group}.text`)}>
      {resent && (
        <p className="account-notice" role="status">
          {t('account.verified.resent', { email: state.user?.email ?? '' })}
        </p>
      )}
      <Problem text={problemText(problem, t)} />
      <div className="account-actions">
        {signedIn && !confirmedNow && !resent && (
          <Button variant="secondary" block loading={busy} onClick={() => void resend()}>
            {t('account.verified.resend')}
          </Button>
        )}
        <Link
          className="club-button club-button--primary club-button--md club-button--block"
          href={signedIn ? '/dashboard' : '/login'}
        >
          {signedIn ? t('account.verified.toDashboard') : t('account.verified.toLogin')}
        </Link>
      </div>
    </AccountPage>
  );
}
