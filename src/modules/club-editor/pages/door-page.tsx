// The door check-in (Club:Door, docs/spec.md §10 "check-in scanner"), made for a phone: the camera
// reads the ticket QR, the server admits it once or says why not, and the live count shows who is in.
// Offline, the phone checks the ticket's signature itself and sends the admissions later.
// A code can also be typed or pasted when no camera opens.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { RouterLink } from '../../../ui/router-link.tsx';
import { Panel, useStaffPageStyles, StaffForm } from '../../../ui/staff-page.tsx';
import { tPlural } from '../../../core/i18n/plural.ts';
import { createDoorStore, type OfflineAnswer } from '../store/door-store.ts';
import { staffEvents } from '../store/events-store.ts';
import type { CheckInAnswer } from '../types.ts';
import { Problem } from '../../../ui/problem.tsx';

function Verdict({ answer }: { answer: CheckInAnswer }) {
  const { t, locale } = useStore($i18n);
  if (answer.admitted && answer.ticket)
    return (
      <p role="status" className="club-door__verdict club-door__verdict--admitted">
        {t('club-editor.door.admitted', {
          name: answer.ticket.name,
          label: answer.ticket.label,
          number: answer.ticket.number,
        })}
      </p>
    );
  const reason = t(`club-editor.door.reasons.${answer.reason ?? 'not_valid'}`, {
    title: answer.ticket?.title ?? '',
    time: answer.admitted_at ? dateTime(answer.admitted_at, locale) : '',
  });
  return (
    <p role="alert" className="club-door__verdict club-door__verdict--refused">
      {t('club-editor.door.refused', { reason })}
    </p>
  );
}

/** A ticket checked by this phone while offline: the signature, event and dates only. */
function OfflineVerdict({ answer }: { answer: OfflineAnswer }) {
  const { t } = useStore($i18n);
  if (answer.ok && !answer.already)
    return (
      <div role="status" className="club-door__verdict club-door__verdict--admitted">
        <p>
          {t('club-editor.door.admitted', {
            name: answer.claims.name,
            label: answer.claims.l,
            number: answer.claims.n,
          })}
        </p>
        <p>{t('club-editor.door.offline')}</p>
      </div>
    );
  const reason = answer.ok
    ? t('club-editor.door.admittedHere')
    : t(`club-editor.door.reasons.${answer.reason}`, { title: answer.claims?.title ?? '', time: '' });
  return (
    <div role="alert" className="club-door__verdict club-door__verdict--refused">
      <p>{t('club-editor.door.refused', { reason })}</p>
      <p>{t('club-editor.door.offline')}</p>
    </div>
  );
}

export default function DoorPage({ params }: { params: { id: string } }) {
  useStaffPageStyles();
  const { t, locale } = useStore($i18n);
  const [store] = useState(() =>
    createDoorStore(
      params.id,
      () => $i18n.get().t('ui.failed'),
      () => $i18n.get().t('club-editor.door.noKey'),
    ),
  );
  useEffect(() => store.dispose, [store]);
  const video = useRef<HTMLVideoElement>(null);
  const events = useStore(staffEvents.at());
  const answer = useStore(store.$answer);
  const offline = useStore(store.$offline);
  const pending = useStore(store.$pending);
  const scanning = useStore(store.$scanning);
  const noCamera = useStore(store.$noCamera);
  const problem = useStore(store.$problem);
  const busy = useStore(store.$busy);
  const [code, setCode] = useState('');
  const event = answer?.event ?? events.data?.find((e) => String(e.id) === params.id);
  if (events.data && !event) return <p role="alert">{t('club-editor.door.notFound')}</p>;
  return (
    <div className="club-office-page club-door">
      <p>
        <RouterLink href="/club/events">{t('club-editor.door.back')}</RouterLink>
      </p>
      <h1 className="club-page-title club-office-page__title">
        {t('club-editor.door.title', { title: event?.title ?? '' })}
      </h1>
      {event && (
        <p className="club-door__count" aria-live="polite">
          {t('club-editor.door.count', { admitted: event.admitted, taken: event.seats_taken })}
        </p>
      )}
      {answer && <Verdict answer={answer} />}
      {offline && <OfflineVerdict answer={offline} />}
      {pending.length > 0 && (
        <p className="club-office-muted">{tPlural(t, 'club-editor.door.pending', pending.length, locale)}</p>
      )}
      <Problem text={problem} />
      <Panel title={t('club-editor.door.camera')}>
        <video ref={video} className="club-door__video" muted playsInline hidden={!scanning} />
        {scanning ? (
          <>
            <p>{t('club-editor.door.scanning')}</p>
            <Button variant="secondary" onClick={store.stop}>
              {t('club-editor.door.stop')}
            </Button>
          </>
        ) : (
          <Button onClick={() => video.current && void store.start(video.current)}>
            {t('club-editor.door.start')}
          </Button>
        )}
        {noCamera && <p role="alert">{t('club-editor.door.noCamera')}</p>}
      </Panel>
      <Panel title={t('club-editor.door.manual')}>
        <StaffForm onSubmit={() => void store.check(code).then(() => setCode(''))}>
          <TextField label={t('club-editor.door.manual')} value={code} onInput={setCode} autoComplete="off" />
          <Button type="submit" loading={busy}>
            {t('club-editor.door.check')}
          </Button>
        </StaffForm>
      </Panel>
    </div>
  );
}
