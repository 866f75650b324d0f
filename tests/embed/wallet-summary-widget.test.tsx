// <club-wallet-summary> (src/modules/wallet/widget.tsx): the wallet module's own summary and store
// in a widget, against the REAL server in-process: balance and pending in the member's locale, the
// newest entries up to `limit`, a link into the portal's wallet; the prompt for a signed-out visitor.
import { afterEach, describe, expect, it } from 'vitest';
import { walletLimit } from '../../src/modules/wallet/widget.tsx';
import { memberWidgetsWorld, type MemberWidgetsWorld } from './member-widgets-world.ts';
import { eventually, settle } from './world.ts';

let world: MemberWidgetsWorld | null = null;
afterEach(async () => {
  world?.stop();
  world = null;
  await settle();
});

async function walletOf(member: { id: number }) {
  const res = await world!.server.call('GET', '/api/wallet', { token: world!.server.tokenFor(member as never) });
  return res.body as { balance_cents: number; pending_cents: number; recent_transactions: { label: string }[] };
}

describe('<club-wallet-summary>', () => {
  it('shows a signed-in member’s balance and pending amount in the member’s locale', async () => {
    world = await memberWidgetsWorld();
    world.signInMember();
    const wallet = await walletOf(world.member);
    const { view } = world.widget('<club-wallet-summary></club-wallet-summary>');
    const balance = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
      wallet.balance_cents / 100,
    );
    await eventually(() => expect(view().getByText(balance)).toBeVisible());
    expect(view().getByRole('region', { name: 'Wallet balance' })).toBeVisible();
    if (wallet.pending_cents > 0) expect(view().getByText(/^Pending:/)).toBeVisible();
  });

  it('lists the newest three entries by default and `limit` of them when set', async () => {
    world = await memberWidgetsWorld();
    world.signInMember();
    const three = world.widget('<club-wallet-summary></club-wallet-summary>');
    await eventually(() => expect(three.view().getAllByRole('listitem')).toHaveLength(3));
    const one = world.widget('<club-wallet-summary limit="1"></club-wallet-summary>');
    await eventually(() => expect(one.view().getAllByRole('listitem')).toHaveLength(1));
  });

  it('reads `limit` as a whole number from 1 to 5, anything else as the default 3', () => {
    expect([
      walletLimit('2'),
      walletLimit('9'),
      walletLimit('0'),
      walletLimit('-1'),
      walletLimit('two'),
      walletLimit(undefined),
    ]).toEqual([2, 5, 3, 3, 3, 3]);
  });

  for (const target of ['_self', '_blank'] as const)
    it(`opens its link into the portal as data-link-target="${target}" says, like every widget’s`, async () => {
      world = await memberWidgetsWorld({ linkTarget: target });
      world.signInMember();
      const { view } = world.widget('<club-wallet-summary></club-wallet-summary>');
      const link = await eventually(() => view().getByRole('link', { name: 'Open wallet' }));
      link.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
      link.click();
      expect([link.getAttribute('target'), link.getAttribute('rel') ?? '']).toEqual([
        target,
        target === '_blank' ? 'noopener' : '',
      ]);
    });

  it('links into the portal’s wallet given by data-portal', async () => {
    world = await memberWidgetsWorld();
    world.signInMember();
    const { view } = world.widget('<club-wallet-summary></club-wallet-summary>');
    const link = await eventually(() => view().getByRole('link', { name: 'Open wallet' }));
    expect(link.getAttribute('href')).toBe('http://club.test/financial');
  });

  it('speaks German with data-locale="de": heading and amounts', async () => {
    world = await memberWidgetsWorld({ locale: 'de' });
    world.signInMember();
    const wallet = await walletOf(world.member);
    const { view } = world.widget('<club-wallet-summary></club-wallet-summary>');
    // testing-library reads the no-break space of German amounts as a space
    const balance = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' })
      .format(wallet.balance_cents / 100)
      .replace(/\s/g, ' ');
    await eventually(() => expect(view().getByText(balance)).toBeVisible());
    expect(view().getByRole('region', { name: 'Wallet-Guthaben' })).toBeVisible();
    expect(view().queryByText('Open wallet')).toBeNull();
  });

  it('words the transactions in the page’s language: German descriptions on a German page, no English one', async () => {
    world = await memberWidgetsWorld({ locale: 'de' });
    world.signInMember();
    const token = world.server.tokenFor(world.member as never);
    const described = async (language: 'en' | 'de') =>
      (
        (await world!.server.call('GET', '/api/wallet', { token, headers: { 'Accept-Language': language } })).body as {
          recent_transactions: { description: string }[];
        }
      ).recent_transactions
        .slice(0, 3)
        .map((tx) => tx.description);
    const [english, german] = [await described('en'), await described('de')];
    // the seeded entries have texts of their own in German (team bonus, referral, deposit...)
    expect(german.filter((text, i) => text !== english[i]).length).toBeGreaterThan(0);
    const { view } = world.widget('<club-wallet-summary></club-wallet-summary>');
    await eventually(() => expect(view().getAllByRole('listitem')).toHaveLength(3));
    const shown = view()
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.club-wallet-list__title')!.textContent);
    expect(shown).toEqual(german);
  });

  it('shows a signed-out visitor the compact prompt, which opens the shared sign-in', async () => {
    world = await memberWidgetsWorld();
    const { view } = world.widget('<club-wallet-summary></club-wallet-summary>');
    const prompt = await eventually(() => view().getByRole('button', { name: 'Sign in to see your wallet' }));
    prompt.click();
    await eventually(() =>
      expect(view().getByRole('dialog').textContent).toContain('Sign in to see your wallet balance'),
    );
    expect(world.requests.filter((r) => r.url.includes('/wallet'))).toEqual([]);
  });
});
