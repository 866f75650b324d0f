// The privacy centre (docs/spec.md §11, docs/contracts.md §7.6): the analytics consent (a switch that
// saves at once; the answered member goes into the session, which core/tracking.ts follows), every
// consent with its history, the download of everything the club holds about the member, and the
// deletion request, which closes the account and signs the member out.
import { atom, computed, onStart, type ReadableAtom } from 'nanostores';
import { t } from '../../../../core/i18n/i18n.ts';
import { downloadBase64File } from '../../../../core/pdf.ts';
import { getRuntime } from '../../../../core/runtime.ts';
import type { SessionState } from '../../../../core/session/state.ts';
import { setUser } from '../../../../core/session/updates.ts';
import { required } from '../../../../core/validation.ts';
import { showToast } from '../../../../ui/toasts.ts';
import {
  getPrivacyExport,
  getPrivacyOverview,
  requestDeletion,
  saveAnalyticsConsent,
} from '../../api/settings/privacy.ts';
import type { PrivacyOverview } from '../../types.ts';
import { createAction, createFormAction } from './form-action.ts';
import { key, labels, validationMessages } from './texts.ts';

export type ConsentNotice = 'on' | 'off' | null;

export function createPrivacySettings($session: ReadableAtom<SessionState> = getRuntime().session.$session) {
  const $requested = atom<boolean | null>(null);
  const $notice = atom<ConsentNotice>(null);
  const $consent = computed(
    [$session, $requested],
    (session, requested) => requested ?? session.user?.analytics_consent === true,
  );
  const $overview = atom<PrivacyOverview | null>(null);
  const $loadFailed = atom(false);

  async function load(): Promise<void> {
    $loadFailed.set(false);
    try {
      $overview.set(await getPrivacyOverview());
    } catch {
      $loadFailed.set(true);
    }
  }

  const save = createAction(async (consent: boolean) => {
    $notice.set(null);
    $requested.set(consent);
    try {
      setUser(await saveAnalyticsConsent(consent), getRuntime().session);
      $notice.set(consent ? 'on' : 'off');
    } finally {
      $requested.set(null);
    }
    await load();
  });

  const download = createAction(async () => {
    const { name, data } = await getPrivacyExport();
    downloadBase64File(data, `${name}.zip`, 'application/zip');
  });

  const close = createFormAction({
    fields: { password: [required] },
    initial: { password: '' },
    labels: labels(t, { password: 'common.currentPassword' }),
    messages: validationMessages(t),
    async run({ password }) {
      await requestDeletion(password);
      showToast({ kind: 'success', text: t(key('privacy.closed')) });
      // The server ended every session of the account: this browser forgets it too.
      getRuntime().session.logout();
    },
  });

  // The overview loads each time the page starts showing it.
  onStart($overview, () => void load());

  return { $consent, $notice, $overview, $loadFailed, load, save, download, close };
}
