// The referred members of one level, each as they chose to show themself, with join date and status.
import { useStore } from '@nanostores/react';
import { dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import type { TeamMember } from '../types.ts';

export function TeamList({ members, caption }: { members: TeamMember[]; caption: string }) {
  const { t, locale } = useStore($i18n);
  return (
    <table className="club-affiliate-team">
      <caption className="club-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('affiliate.team.name')}</th>
          <th scope="col">{t('affiliate.team.joined')}</th>
          <th scope="col">{t('affiliate.team.status')}</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member, index) => (
          <tr key={`${member.joined_at}-${index}`}>
            <td>
              {member.display_name ?? (
                <span className="club-affiliate-team__private">{t('affiliate.team.private')}</span>
              )}
            </td>
            <td>{dateTime(member.joined_at, locale, { dateStyle: 'medium' })}</td>
            <td>{t(`affiliate.team.statuses.${member.status}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
