// The app layout's banner (docs/spec.md §1, German always, translated for English readers) and footer
// (three social links from GET config, each left out when not configured).
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { App } from '../../../src/portal/app.tsx';
import { BANNER_TEXT_DE } from '../../../src/portal/layouts/update-banner.tsx';
import { testRegistry } from '../support/modules.tsx';
import { createPortalWorld, visit, type PortalWorld } from '../support/world.ts';

let portal: PortalWorld;
afterEach(() => portal.stop());

async function renderApp(env: Record<string, string> = {}) {
  portal = await createPortalWorld({ env });
  await portal.runtime.loadClientConfig();
  await portal.signIn();
  visit('/routes');
  render(<App registry={testRegistry()} />);
  await screen.findByRole('heading', { level: 1 });
}

describe('update banner (docs/spec.md §1)', () => {
  it('shows the German text marked as German, with the English translation for English readers', async () => {
    await renderApp();
    const banner = screen.getByRole('note');
    expect(banner.closest('aside')?.getAttribute('aria-label')).toBe('Notice about updates');
    const german = within(banner).getByText(BANNER_TEXT_DE);
    expect(german.getAttribute('lang')).toBe('de');
    expect(BANNER_TEXT_DE).toMatch(/täglich/);
    // a second line on wide screens, a disclosure on phones (CSS picks one): both marked English
    const english = within(banner).getAllByText(/We update our software every day/);
    expect(english).toHaveLength(2);
    for (const text of english) expect(text.closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(within(banner).getByText('English translation', { selector: 'summary' })).toBeVisible();
  });

  it('shows only the German text to German readers', async () => {
    await renderApp();
    await act(() => setLocale('de'));
    const banner = screen.getByRole('note');
    expect(within(banner).getByText(BANNER_TEXT_DE)).toBeVisible();
    expect(banner.querySelectorAll('p')).toHaveLength(1);
    await act(() => setLocale('en'));
  });
});

describe('footer (docs/spec.md §1)', () => {
  const social = {
    CLUB_SOCIAL_NEWS_CHANNEL: 'https://t.me/club_news',
    CLUB_SOCIAL_GROUP: 'https://chat.whatsapp.com/club',
    CLUB_SOCIAL_PHOTOS: 'https://instagram.com/club',
  };

  it('invites members to follow the club with the three configured links, each opening in a new tab', async () => {
    await renderApp(social);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Follow the club on social media')).toBeVisible();
    const links = within(footer).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      social.CLUB_SOCIAL_NEWS_CHANNEL,
      social.CLUB_SOCIAL_GROUP,
      social.CLUB_SOCIAL_PHOTOS,
    ]);
    expect(links.map((a) => a.textContent)).toEqual([
      'News channel (opens in a new tab)',
      'Members group (opens in a new tab)',
      'Photos (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('leaves out a link that is not configured', async () => {
    await renderApp({
      CLUB_SOCIAL_NEWS_CHANNEL: social.CLUB_SOCIAL_NEWS_CHANNEL,
      CLUB_SOCIAL_PHOTOS: social.CLUB_SOCIAL_PHOTOS,
    });
    const links = within(screen.getByRole('contentinfo')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      social.CLUB_SOCIAL_NEWS_CHANNEL,
      social.CLUB_SOCIAL_PHOTOS,
    ]);
  });

  it('shows no footer when no link is configured', async () => {
    await renderApp();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('skip link (docs/spec.md §9 accessibility)', () => {
  it('is the first link of the page and leads to the main content', async () => {
    await renderApp();
    const first = document.querySelector('a')!;
    expect([first.textContent, first.getAttribute('href')]).toEqual(['Skip to the content', '#club-main']);
    expect(screen.getByRole('main').id).toBe('club-main');
  });
});
