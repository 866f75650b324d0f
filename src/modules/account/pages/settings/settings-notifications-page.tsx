// SettingsNotifications (docs/spec.md §2): for each topic, a switch for email and one for push; save. Then
// push in this browser (docs/spec.md §4 "Web push") and the quiet hours (docs/spec.md §4 "Notification preferences and quiet hours").
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { Problem, LoadFailed, Section, SettingsPage } from '../../components/settings/settings-section.tsx';
import { key, problemText } from '../../store/settings/texts.ts';
import { NOTIFICATION_CHANNELS, type NotificationTopic } from '../../../../shared/contract/notification-topics.ts';
import { createNotificationSettings } from '../../store/settings/notifications.ts';
import { QuietHoursSection } from '../../components/settings/quiet-hours-section.tsx';
import { PushDeviceSection } from '../../components/settings/push-device-section.tsx';

export default function SettingsNotifications() {
  const { t } = useStore($i18n);
  const [settings] = useState(createNotificationSettings);
  const draft = useStore(settings.$draft);
  const changed = useStore(settings.$changed);
  const loadFailed = useStore(settings.$loadFailed);
  const busy = useStore(settings.save.$busy);
  const problem = useStore(settings.save.$problem);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void settings.save.run();
  };

  return (
    <SettingsPage>
      <Section title={t(key('notifications.title'))} intro={t(key('notifications.intro'))}>
        {loadFailed ? (
          <LoadFailed onRetry={() => void settings.load()} />
        ) : !draft ? (
          <Spinner label={t(key('common.loading'))} />
        ) : (
          <form className="settings-form" noValidate onSubmit={submit}>
            <table className="settings-matrix">
              <thead>
                <tr>
                  <th scope="col">{t(key('notifications.topic'))}</th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <th key={channel} scope="col">
                      {t(key(`notifications.${channel}`))}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(Object.keys(draft) as NotificationTopic[]).map((topic) => (
                  <tr key={topic}>
                    <th scope="row">{t(key(`notifications.topics.${topic}`))}</th>
                    {NOTIFICATION_CHANNELS.map((channel) => (
                      <td key={channel}>
                        <input
                          type="checkbox"
                          role="switch"
                          checked={draft[topic][channel]}
                          aria-checked={draft[topic][channel]}
                          aria-label={t(key('notifications.toggle'), {
                            channel: t(key(`notifications.${channel}`)),
                            topic: t(key(`notifications.topics.${topic}`)),
                          })}
                          onChange={(event) => settings.toggle(topic, channel, event.currentTarget.checked)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <Problem text={problemText(problem, t)} />
            <div className="settings-actions">
              <Button type="submit" loading={busy} disabled={!changed}>
                {t(key('common.save'))}
              </Button>
            </div>
          </form>
        )}
      </Section>
      {/* after the preferences: a page that could not load says so once */}
      {draft && <PushDeviceSection />}
      {draft && <QuietHoursSection />}
    </SettingsPage>
  );
}
