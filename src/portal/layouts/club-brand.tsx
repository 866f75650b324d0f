// The club's name and logo in the top bar: both from GET config (APP_NAME,
// APP_LOGO_URL); without a logo, the portal's own mark. The link around it names the club for
// assistive technology, so the pictures are decoration (and carry no text of their own).
import { useStore } from '@nanostores/react';
import { $clientConfig } from '../../core/runtime.ts';
import { useClubName } from '../router/route-effects.tsx';

export function ClubBrand() {
  const logo = useStore($clientConfig)?.club.logo_url ?? null;
  const club = useClubName();
  return (
    <>
      {logo ? (
        <img className="club-brand__logo" src={logo} alt="" />
      ) : (
        <svg className="club-brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <circle cx="16" cy="16" r="16" />
          <path d="M16 6c-3 4-5 7-5 10a5 5 0 0 0 10 0c0-3-2-6-5-10zm0 14v6" />
        </svg>
      )}
      <span className="club-brand__name">{club}</span>
    </>
  );
}
