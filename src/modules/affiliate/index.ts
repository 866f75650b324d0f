// The affiliate module (docs/spec.md §2 'Affiliate module'): the team page (affiliate) with the
// member's referral link, their referred members by level and the team bonuses, and the public
// referral link r/{ref_hash} that leads a guest to Register.
import { defineModule } from '../../core/modules.ts';

export const affiliateModule = defineModule({
  id: 'affiliate',
  routes: [
    {
      name: 'Affiliate:Team',
      path: '/affiliate',
      access: 'auth',
      title: 'affiliate.title',
      load: () => import('./pages/team.tsx'),
    },
    // Only leads to Register: a guest screen, titled as Register is.
    {
      name: 'Affiliate:Referral',
      path: '/r/:ref_hash',
      access: 'guest',
      title: 'affiliate.referralTitle',
      load: () => import('./pages/referral.tsx'),
    },
  ],
  sidebar: [{ section: 'personal', label: 'affiliate.sidebar', path: '/affiliate', icon: 'user', order: 40 }],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
});
