// The notification preferences page: the topic x channel matrix as the server sent it, the
// member's switches on a draft, and saving the draft.
import { atom, computed, onStart } from 'nanostores';
import { t } from '../../../../core/i18n/i18n.ts';
import { showToast } from '../../../../ui/toasts.ts';
import { createAction } from './form-action.ts';
import { key } from './texts.ts';
import type { NotificationChannel, NotificationPreferences, NotificationTopic } from '../../types.ts';
import { getNotificationPreferences, saveNotificationPreferences } from '../../api/settings/notifications.ts';

export function createNotificationSettings() {
  const $saved = atom<NotificationPreferences | null>(null);
  const $draft = atom<NotificationPreferences | null>(null);
  const $loadFailed = atom(false);
  const $changed = computed([$saved, $draft], (saved, draft) => JSON.stringify(saved) !== JSON.stringify(draft));

  async function load(): Promise<void> {
    $loadFailed.set(false);
    try {
      const { preferences } = await getNotificationPreferences();
      $saved.set(preferences);
      $draft.set(preferences);
    } catch {
      $loadFailed.set(true);
    }
  }

  function toggle(topic: NotificationTopic, channel: NotificationChannel, on: boolean): void {
    const draft = $draft.get();
    if (!draft) return;
    $draft.set({ ...draft, [topic]: { ...draft[topic], [channel]: on } });
  }

  const save = createAction(async () => {
    const draft = $draft.get();
    if (!draft) return;
    const { preferences } = await saveNotificationPreferences(draft);
    $saved.set(preferences);
    $draft.set(preferences);
    showToast({ kind: 'success', text: t(key('notifications.saved')) });
  });

  // The page's data loads each time the page starts showing it.
  onStart($draft, () => void load());

  return { $draft, $changed, $loadFailed, load, toggle, save };
}
