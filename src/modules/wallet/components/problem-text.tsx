// What went wrong with a money form that belongs to no field, worded for the member.
import { useStore } from '@nanostores/react';
import type { SignInProblem } from '../../../core/session/auth-problem.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';

export function ProblemText({ problem }: { problem: SignInProblem | null }) {
  const { t } = useStore($i18n);
  if (!problem) return null;
  const text =
    problem.code === 'rejected' || problem.code === 'failed'
      ? problem.text
      : problem.code === 'throttled'
        ? t('wallet.form.throttled')
        : problem.code === 'network'
          ? t('wallet.form.network')
          : t('wallet.form.expired');
  return (
    <p className="club-wallet-problem" role="alert">
      {text}
    </p>
  );
}
