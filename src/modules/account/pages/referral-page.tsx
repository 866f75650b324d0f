// The public referral link r/:ref_hash (SPEC §2; the link a member shares from Settings > Sponsor):
// keeps the hash as the stored referral, so a detour still credits the sponsor, and opens Register
// with it. A logged-in member never gets here: the route is a guest screen (Dashboard instead).
import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { getRuntime } from '../../../core/runtime.ts';
import { useRouteParams, type RoutedPageProps } from '../store/route-params.ts';
import { setReferralHash } from '../../../core/session/updates.ts';

export default function ReferralPage({ params }: RoutedPageProps) {
  const { ref_hash: hash = '' } = useRouteParams<{ ref_hash: string }>(params);
  const [, navigate] = useLocation();
  useLayoutEffect(() => {
    if (hash) setReferralHash(hash, getRuntime().session);
    navigate(hash ? `/register/${encodeURIComponent(hash)}` : '/register', { replace: true });
  }, [hash, navigate]);
  return null;
}
