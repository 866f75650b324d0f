// The demo member of the seeded club (wallet, support tickets, news) signed in, and widget elements
// placed on the page; for the wallet-summary, ticket-indicator and news-feed widget tests.
import { within } from '@testing-library/preact';
import { cleanStores } from 'nanostores';
import { seedNews } from '../../server/modules/news/seed.ts';
import { seedSupport } from '../../server/modules/support/seed.ts';
import { seedWallet } from '../../server/modules/wallet/seed.ts';
import { DEMO_EMAIL } from '../../server/db/demo-accounts.ts';
import { $latestPosts, resetLatestPosts } from '../../src/modules/news/store/latest-posts.ts';
import { $wallet, resetWallet } from '../../src/modules/wallet/store.ts';
import { embedWorld, place } from './world.ts';

export async function memberWidgetsWorld(
  options: { locale?: 'en' | 'de'; env?: Record<string, string>; linkTarget?: '_self' | '_blank' } = {},
) {
  const world = embedWorld({
    env: options.env,
    config: { locale: options.locale ?? 'en', linkTarget: options.linkTarget ?? '_self' },
  });
  const member = await world.server.createUser({ name: 'Demo Member', email: DEMO_EMAIL, address: true });
  seedWallet(world.server.app.deps);
  seedSupport(world.server.app.deps);
  seedNews(world.server.app.deps);
  await world.start().ready;
  return {
    ...world,
    member,
    signInMember: () => world.signIn(member),
    /** Places `markup` (one widget element) and answers queries inside its rendered container. */
    widget(markup: string) {
      const { host, shadow } = place(markup);
      const view = () => within(shadow().querySelector<HTMLElement>('.club-widget')!);
      return { host, shadow, view };
    },
    stop() {
      world.stop();
      // unmounted at once (not 1 s later): the next test's sign-in must not reach this one's stores
      cleanStores($wallet, $latestPosts);
      resetWallet();
      resetLatestPosts();
    },
  };
}

export type MemberWidgetsWorld = Awaited<ReturnType<typeof memberWidgetsWorld>>;
