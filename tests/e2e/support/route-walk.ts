// Every route of the portal's route table (src/portal/modules.ts) as a concrete address to open by
// deep link: parameters filled with the demo member's real records (their newest transaction,
// order, post, ticket…), the settings frame once per settings page. The screens journeys walk
// these for raw translation keys, sideways scrolling at 360 px and accessibility.
import type { Page } from 'playwright-core';
import { fillPattern, type RouteAccess } from '../../../src/core/modules.ts';
import { portalModules } from '../../../src/portal/modules.ts';
import { SLOW } from './portal.ts';

export interface WalkedRoute {
  /** The route's name, e.g. 'Wallet:Order' (a settings page: its page name). */
  name: string;
  path: string;
  access: RouteAccess;
}

async function api<T>(baseURL: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}/api/${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /api/${path} answered ${response.status}`);
  return (await response.json()) as T;
}

type Page1<T> = { data: T[] };

/** The route parameters, from the member's own records. */
async function parameters(baseURL: string, token: string): Promise<Record<string, Record<string, string>>> {
  const get = <T>(path: string) => api<T>(baseURL, token, path);
  const [transactions, orders, posts, tickets, categories, appointments, conversations, user, faq] = await Promise.all([
    get<Page1<{ label: string; reference: { type: string; label: string } | null }>>('wallet/transactions'),
    get<Page1<{ label: string; status: string; payment_method: string }>>('wallet/orders'),
    get<Page1<{ id: number; vanity_url: string }>>('posts'),
    get<Page1<{ id: number }>>('support/tickets'),
    get<{ data: { slug: string }[] } | { slug: string }[]>('support/contact/categories'),
    get<Page1<{ label: string }>>('appointments'),
    get<{ data: { id: number }[] } | { id: number }[]>('chat/conversations'),
    get<{ ref_hash: string }>('affiliate'),
    get<{ data: { slug: string }[] } | { slug: string }[]>('support/faq'),
  ]);
  const list = <T>(answer: { data: T[] } | T[]) => (Array.isArray(answer) ? answer : answer.data);
  const withdrawal = (
    await get<Page1<{ reference: { type: string; label: string } | null }>>('wallet/transactions?type=withdrawal')
  ).data.find((tx) => tx.reference?.type === 'withdrawal')!.reference!.label;
  const pending = orders.data.find((o) => o.status === 'pending' && o.payment_method === 'bank_transfer');
  return {
    'Wallet:Transaction': { transaction_label: transactions.data[0]!.label },
    'Wallet:BankDetails': { order_label: (pending ?? orders.data[0]!).label },
    'Wallet:Order': { order_label: orders.data[0]!.label },
    'Wallet:Withdraw': { withdraw_label: withdrawal },
    'News:Post': { id: String(posts.data[0]!.id), vanity_url: posts.data[0]!.vanity_url },
    'Support:Ticket': { id: String(tickets.data[0]!.id) },
    'Support:Contact': { category: list(categories)[0]!.slug },
    'Support:FAQ': { category: list(faq)[0]!.slug },
    'Support:FAQAlias': {},
    'Appointment:RegisterTicket': { label: appointments.data[0]!.label },
    'Chat:Conversation': { conversationId: String(list(conversations)[0]!.id) },
    'Affiliate:Referral': { ref_hash: user.ref_hash },
    Register: { ref_hash: user.ref_hash },
    ResetPassword: { email: 'demo@club.test', token: 'not-a-real-token' },
    VerifiedConfirmation: { status: 'already-verified' },
  };
}

/** Every route as an address, settings pages one by one; `which` picks by access. */
export async function routeWalk(
  baseURL: string,
  token: string,
  which: (access: RouteAccess) => boolean = () => true,
): Promise<WalkedRoute[]> {
  const params = await parameters(baseURL, token);
  const walked: WalkedRoute[] = [];
  for (const module of portalModules) {
    for (const route of module.routes) {
      if (!which(route.access)) continue;
      if (route.name === 'Settings') continue; // each settings page below
      walked.push({ name: route.name, path: fillPattern(route.path, params[route.name] ?? {}), access: route.access });
    }
    if (which('auth'))
      for (const page of module.settings ?? []) walked.push({ name: page.name, path: page.path, access: 'auth' });
  }
  return walked;
}

/** The screen has settled: lazy chunks, texts and data are in, no spinner or skeleton left. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: SLOW });
  await page.waitForFunction(() => !document.querySelector('.club-spinner, .club-skeleton, [aria-busy="true"]'), null, {
    timeout: SLOW,
  });
}

/**
 * What is wider than the viewport on the settled screen: the page scrolling sideways, or an element
 * sticking out of it (content a scrolling box clips on purpose, and fixed layers, do not count).
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`page scrolls sideways: ${document.documentElement.scrollWidth}px > ${width}px`);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 0.5) clipped = true;
      }
      if (clipped || getComputedStyle(element).position === 'fixed') continue;
      if (box.right > width + 0.5 || box.left < -0.5) {
        const name = `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
        found.push(
          `${name} spans ${Math.round(box.left)}..${Math.round(box.right)}px: "${(element.textContent ?? '').trim().slice(0, 40)}"`,
        );
      }
    }
    return found.slice(0, 10);
  });
}
