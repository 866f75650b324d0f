// The public referral link r/:ref_hash (docs/spec.md §2, Affiliate module; the link a member shares from the
// team page): keeps the hash as the stored referral, so a detour still credits the sponsor, and
// opens Register with it. A logged-in member never gets here: the route is a guest screen
// (Dashboard instead). The portal hands the route's params in; inside another host's <Route>,
// wouter's own apply.
import { useLayoutEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { getRuntime } from '../../../core/runtime.ts';
import { setReferralHash } from '../../../core/session/updates.ts';

export default function ReferralPage({ params }: { params?: Record<string, string> }) {
  const routed = useParams();
  const hash = params?.ref_hash ?? routed.ref_hash ?? '';
  const [, navigate] = useLocation();
  useLayoutEffect(() => {
    if (hash) setReferralHash(hash, getRuntime().session);
    navigate(hash ? `/register/${encodeURIComponent(hash)}` : '/register', { replace: true });
  }, [hash, navigate]);
  return null;
}
