// Web push in this browser, on the notifications page (docs/spec.md §4 "Web push"): the state and one
// button; the browser's permission prompt comes only after the member's tap.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { browserPush, createPushDevice, type PushBrowser } from '../../store/settings/push-device.ts';
import { key, problemText } from '../../store/settings/texts.ts';
import { LoadFailed, Problem, Section } from './settings-section.tsx';

export function PushDeviceSection({ browser }: { browser?: PushBrowser }) {
  const { t } = useStore($i18n);
  const [push] = useState(() => createPushDevice(browser ?? browserPush()));
  const state = useStore(push.$state);
  const loadFailed = useStore(push.$loadFailed);
  const enabling = useStore(push.enable.$busy);
  const disabling = useStore(push.disable.$busy);
  const enableProblem = useStore(push.enable.$problem);
  const disableProblem = useStore(push.disable.$problem);
  const problem = enableProblem ?? disableProblem;

  return (
    <Section title={t(key('push.title'))} intro={t(key('push.intro'))}>
      {loadFailed ? (
        <LoadFailed onRetry={() => void push.load()} />
      ) : state === 'loading' ? (
        <Spinner label={t(key('common.loading'))} />
      ) : (
        <div className="settings-form">
          <p className="settings-notice" role="status">
            {t(key(`push.states.${state}`))}
          </p>
          <Problem text={problemText(problem, t)} />
          {(state === 'off' || state === 'on') && (
            <div className="settings-actions">
              {state === 'off' ? (
                <Button loading={enabling} onClick={() => void push.enable.run()}>
                  {t(key('push.enable'))}
                </Button>
              ) : (
                <Button variant="secondary" loading={disabling} onClick={() => void push.disable.run()}>
                  {t(key('push.disable'))}
                </Button>
              )}
            </div>
          )}
        </div>
      )}
    </Section>
  );
}
