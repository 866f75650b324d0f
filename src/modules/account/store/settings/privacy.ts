// The privacy page: the member's consent that page views carry their id and name (docs/contracts.md
// §7.6). A switch saves at once; the answered member goes into the session, which core/tracking.ts
// follows (setUserId on, resetUserId off). Until the server answers the switch shows the request.
import { atom, computed, type ReadableAtom } from 'nanostores';
import { getRuntime } from '../../../../core/runtime.ts';
import type { SessionState } from '../../../../core/session/state.ts';
import { setUser } from '../../../../core/session/updates.ts';
import { saveAnalyticsConsent } from '../../api/settings/privacy.ts';
import { createAction } from './form-action.ts';

export type ConsentNotice = 'on' | 'off' | null;

export function createPrivacySettings($session: ReadableAtom<SessionState> = getRuntime().session.$session) {
  const $requested = atom<boolean | null>(null);
  const $notice = atom<ConsentNotice>(null);
  const $consent = computed(
    [$session, $requested],
    (session, requested) => requested ?? session.user?.analytics_consent === true,
  );

  const save = createAction(async (consent: boolean) => {
    $notice.set(null);
    $requested.set(consent);
    try {
      setUser(await saveAnalyticsConsent(consent), getRuntime().session);
      $notice.set(consent ? 'on' : 'off');
    } finally {
      $requested.set(null);
    }
  });

  return { $consent, $notice, save };
}
