import { useStore } from '@nanostores/react';
import { $i18n } from '../../core/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { InfoIcon } from '../../ui/icon.tsx';

export default function Maintenance() {
  const { t } = useStore($i18n);
  return (
    <div className="club-status-page">
      <InfoIcon className="club-status-page__icon" />
      <h1 className="club-page-title">{t('common.maintenance.title')}</h1>
      <p>{t('common.maintenance.text')}</p>
      <Button onClick={() => window.location.assign('/')}>{t('common.maintenance.retry')}</Button>
    </div>
  );
}
