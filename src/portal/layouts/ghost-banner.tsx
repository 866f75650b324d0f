// Shown on every screen while support staff act as a member, with the way back.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $i18n } from '../../core/i18n/i18n.ts';
import { $session } from '../../core/session/session.ts';
import { Button } from '../../ui/button.tsx';
import { leaveGhostMode } from '../ghost-mode.ts';
import { memberName } from './member-name.ts';

export function GhostBanner() {
  const { t } = useStore($i18n);
  const { ghost, user } = useStore($session);
  const [leaving, setLeaving] = useState(false);
  if (!ghost || !user) return null;
  const leave = () => {
    setLeaving(true);
    leaveGhostMode().finally(() => setLeaving(false));
  };
  return (
    <div className="club-ghost-banner" role="status">
      <p className="club-ghost-banner__text">
        {t('common.ghost.banner', { member: memberName(user), email: user.email, staff: memberName(ghost.user) })}
      </p>
      <Button variant="danger" size="sm" loading={leaving} onClick={leave}>
        {t('common.ghost.leave')}
      </Button>
    </div>
  );
}
