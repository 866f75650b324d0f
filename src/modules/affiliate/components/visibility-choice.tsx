// The member's own choice of how they show on their sponsors' team pages (privacy first: first
// name and initial unless they choose more, or nothing at all).
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { saveTeamVisibility } from '../store.ts';
import type { TeamVisibility } from '../types.ts';
import { wordingKey } from './wording.ts';

const CHOICES: TeamVisibility[] = ['initial', 'full', 'hidden'];

export function VisibilityChoice({ current, advertisingBan }: { current: TeamVisibility; advertisingBan: boolean }) {
  const { t } = useStore($i18n);
  const [choice, setChoice] = useState<TeamVisibility>(current);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      await saveTeamVisibility(choice);
      setOutcome({ ok: true, text: t('affiliate.visibility.saved') });
    } catch (error) {
      setOutcome({ ok: false, text: messageOf(error, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="club-card club-affiliate-visibility" onSubmit={(event) => void save(event)}>
      <fieldset>
        <legend className="club-affiliate__section-title">{t(wordingKey('visibility.title', advertisingBan))}</legend>
        {CHOICES.map((value) => (
          <label key={value} className="club-affiliate-visibility__choice">
            <input
              type="radio"
              name="team_visibility"
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
            />
            {t(`affiliate.visibility.choices.${value}`)}
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="secondary" loading={busy}>
        {t('affiliate.visibility.save')}
      </Button>
      <p
        role={outcome && !outcome.ok ? 'alert' : 'status'}
        className={outcome && !outcome.ok ? 'club-problem' : undefined}
      >
        {outcome?.text ?? ''}
      </p>
    </form>
  );
}
