// <club-news-feed> (src/modules/news/widget.tsx): the news module's own store and post card in a
// widget, against the REAL server in-process: the latest posts (title, date, plain-text excerpt),
// `limit` of them (default 3), each linking to the portal's post; the prompt for a signed-out visitor.
import { afterEach, describe, expect, it } from 'vitest';
import { newsLimit } from '../../src/modules/news/widget.tsx';
import { memberWidgetsWorld, type MemberWidgetsWorld } from './member-widgets-world.ts';
import { eventually, settle } from './world.ts';

let world: MemberWidgetsWorld | null = null;
afterEach(async () => {
  world?.stop();
  world = null;
  await settle();
});

const titles = (view: () => { getAllByRole: (role: string) => HTMLElement[] }) =>
  view()
    .getAllByRole('heading')
    .map((h) => h.textContent)
    .slice(1);

describe('<club-news-feed>', () => {
  it('lists the three latest posts by default: title, date and excerpt', async () => {
    world = await memberWidgetsWorld();
    world.signInMember();
    const { view } = world.widget('<club-news-feed></club-news-feed>');
    await eventually(() =>
      expect(titles(view)).toEqual([
        'Opening hours in winter',
        'Summer meetup: registration open',
        'New photo gallery',
      ]),
    );
    expect(view().getByRole('region', { name: 'Latest posts' })).toBeVisible();
    const article = view().getAllByRole('article')[0]!;
    expect(article.querySelector('time')).toHaveAttribute('datetime', '2025-12-31T10:00:00.000000Z');
    expect(article.querySelector('.news-card__excerpt')?.textContent).not.toMatch(/[<>]/);
  });

  it('lists `limit` posts when set', async () => {
    world = await memberWidgetsWorld();
    world.signInMember();
    const { view } = world.widget('<club-news-feed limit="5"></club-news-feed>');
    await eventually(() => expect(titles(view)).toHaveLength(5));
  });

  it('reads `limit` as a whole number from 1 to 6, anything else as the default 3', () => {
    expect([
      newsLimit('1'),
      newsLimit('6'),
      newsLimit('40'),
      newsLimit('0'),
      newsLimit('many'),
      newsLimit(undefined),
    ]).toEqual([1, 6, 6, 3, 3, 3]);
  });

  it('links each post and the list into the portal given by data-portal', async () => {
    world = await memberWidgetsWorld();
    world.signInMember();
    const { view } = world.widget('<club-news-feed limit="1"></club-news-feed>');
    const link = await eventually(() => view().getByRole('link', { name: 'Opening hours in winter' }));
    expect(link.getAttribute('href')).toMatch(/^http:\/\/club\.test\/post\/\d+\/opening-hours-in-winter$/);
    expect(view().getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('http://club.test/posts');
  });

  it('speaks German with data-locale="de"', async () => {
    world = await memberWidgetsWorld({ locale: 'de' });
    world.signInMember();
    const { view } = world.widget('<club-news-feed></club-news-feed>');
    await eventually(() => expect(titles(view)).toHaveLength(3));
    expect(view().queryByRole('region', { name: 'Latest posts' })).toBeNull();
    expect(view().queryByText('All news')).toBeNull();
  });

  it('shows a signed-out visitor the public posts only, asked without a token, above the prompt for the members’ posts', async () => {
    world = await memberWidgetsWorld();
    const { view } = world.widget('<club-news-feed></club-news-feed>');
    await eventually(() =>
      expect(titles(view)).toEqual([
        'Opening hours in winter',
        'Summer meetup: registration open',
        'Volunteers wanted',
      ]),
    );
    expect(view().getByRole('button', { name: 'Sign in to read the club news' })).toBeVisible();
    const asked = world.requests.filter((r) => r.url.includes('/api/posts'));
    expect(asked.map((r) => [r.url, r.headers.get('authorization')])).toEqual([
      ['http://club.test/api/posts?lang=en', null],
    ]);
  });

  it('turns into the member’s feed, members’ posts included, once signed in', async () => {
    world = await memberWidgetsWorld();
    const { view } = world.widget('<club-news-feed></club-news-feed>');
    await eventually(() => expect(titles(view)).toContain('Volunteers wanted'));
    world.signInMember();
    await eventually(() =>
      expect(titles(view)).toEqual([
        'Opening hours in winter',
        'Summer meetup: registration open',
        'New photo gallery',
      ]),
    );
    expect(view().queryByRole('button', { name: 'Sign in to read the club news' })).toBeNull();
  });

  it('asks for the public posts in the page’s language (de)', async () => {
    world = await memberWidgetsWorld({ locale: 'de' });
    const { view } = world.widget('<club-news-feed limit="1"></club-news-feed>');
    await eventually(() => expect(titles(view)).toEqual(['Opening hours in winter']));
    expect(world.requests.some((r) => r.url === 'http://club.test/api/posts?lang=de')).toBe(true);
    expect(view().getByRole('button', { name: 'Melde dich an, um die Club-News zu lesen' })).toBeVisible();
    expect(view().queryByText('Latest posts')).toBeNull();
  });
});
