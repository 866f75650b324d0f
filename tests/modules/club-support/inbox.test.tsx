// The support inbox's pages against the real server (docs/spec.md §10 "Support inbox"): new tickets
// listed, the staff's answer and an internal note on a ticket, the FAQ grown by a question.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { createTicket } from '../../../server/modules/support/repository-tickets.ts';
import { seedSupport } from '../../../server/modules/support/seed.ts';
import { clubSupportModule } from '../../../src/modules/club-support/index.ts';
import FaqPage from '../../../src/modules/club-support/pages/faq-page.tsx';
import InboxPage from '../../../src/modules/club-support/pages/inbox-page.tsx';
import TicketPage from '../../../src/modules/club-support/pages/ticket-page.tsx';
import { createWorld } from '../../server/helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';
import { createStaff } from '../../support/staff.ts';

async function supportWorld() {
  const server = createWorld();
  const support = await createStaff(server, { email: 'support@club.test', name: 'Suse Support' }, 'support');
  const member = await server.createUser({ email: 'mia@club.test', name: 'Mia Member' });
  seedSupport(server.app.deps);
  const ticket = createTicket(server.db, {
    userId: member.id,
    categoryId: null,
    subject: 'Card lost',
    message: 'I lost my card.',
    now: toTimestamp(server.clock.now()),
  });
  return { server, ticket, ...(await signedInClient(server, server.tokenFor(support), clubSupportModule)) };
}

let world: Awaited<ReturnType<typeof supportWorld>> | null = null;
afterEach(async () => {
  cleanup();
  world?.teardown();
  world = null;
  await setLocale('en');
});

const pages = (
  <Switch>
    <Route path="/club/inbox" component={InboxPage} />
    <Route path="/club/inbox/:id">{(params) => <TicketPage params={params} />}</Route>
  </Switch>
);

describe('the support inbox', () => {
  it('lists the new ticket and answers it from its page, with an internal note beside.', async () => {
    world = await supportWorld();
    const user = userEvent.setup();
    world.renderAt('/club/inbox', pages);
    await user.click(await screen.findByRole('link', { name: 'Card lost' }));
    await screen.findByRole('heading', { level: 1, name: 'Card lost' });
    await user.type(screen.getByRole('textbox', { name: 'Your answer to the member' }), 'A new card is on its way.');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    const thread = screen.getByRole('region', { name: 'Conversation' });
    await within(thread).findByText('A new card is on its way.');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Called the member.');
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    const notes = screen.getByRole('region', { name: 'Internal notes' });
    const author = await within(notes).findByText('Suse Support');
    expect(author.closest('li')!.firstChild!.textContent).toBe('Suse Support Called the member.');
    expect(screen.getByText(/^Mia Member · mia@club.test · /).textContent).toBe(
      'Mia Member · mia@club.test · Answered',
    );
  });

  it('shows the statuses in German.', async () => {
    world = await supportWorld();
    await setLocale('de');
    world.renderAt('/club/inbox', pages);
    await screen.findByRole('link', { name: 'Card lost' });
    const group = screen.getByRole('group', { name: 'Tickets nach Status' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Neu', 'Offen', 'Beantwortet', 'Geschlossen']);
  });
});

describe('the FAQ editor', () => {
  it('adds a question to a category.', async () => {
    world = await supportWorld();
    const user = userEvent.setup();
    world.renderAt('/club/faq', <FaqPage />);
    const first = await screen.findByRole('region', { name: 'Membership / Mitgliedschaft' });
    await user.type(within(first).getByRole('textbox', { name: 'Question (English)' }), 'Can I bring a guest?');
    await user.type(within(first).getByRole('textbox', { name: 'Answer (English)' }), 'Yes, to events.');
    await user.click(within(first).getByRole('button', { name: 'Add the question' }));
    expect((await within(first).findByText('Can I bring a guest?')).tagName).toBe('STRONG');
  });

  it('takes a question, a category and a topic in English and German (docs/spec.md §4).', async () => {
    world = await supportWorld();
    const user = userEvent.setup();
    world.renderAt('/club/faq', <FaqPage />);
    const first = await screen.findByRole('region', { name: 'Membership / Mitgliedschaft' });
    await user.type(within(first).getByRole('textbox', { name: 'Question (English)' }), 'Guests?');
    await user.type(within(first).getByRole('textbox', { name: 'Question (German)' }), 'Gäste?');
    await user.type(within(first).getByRole('textbox', { name: 'Answer (English)' }), 'Welcome.');
    await user.type(within(first).getByRole('textbox', { name: 'Answer (German)' }), 'Willkommen.');
    await user.click(within(first).getByRole('button', { name: 'Add the question' }));
    expect(await within(first).findByText('Guests? / Gäste?')).toBeVisible();
    const added = world.server.db
      .prepare('SELECT question, question_de, answer, answer_de FROM faq_questions WHERE question = ?')
      .get('Guests?');
    expect(added).toEqual({ question: 'Guests?', question_de: 'Gäste?', answer: 'Welcome.', answer_de: 'Willkommen.' });

    const category = screen.getByRole('region', { name: 'New FAQ category' });
    await user.type(within(category).getByRole('textbox', { name: 'Name (English)' }), 'Opening hours');
    await user.type(within(category).getByRole('textbox', { name: 'Name (German)' }), 'Öffnungszeiten');
    await user.type(within(category).getByRole('textbox', { name: 'Short name in the address' }), 'hours');
    await user.click(within(category).getByRole('button', { name: 'Add the category' }));
    expect(await screen.findByRole('region', { name: 'Opening hours / Öffnungszeiten' })).toBeVisible();

    const topics = screen.getByRole('region', { name: 'Contact topics' });
    await user.type(within(topics).getByRole('textbox', { name: 'Topic (English)' }), 'Lost and found');
    await user.type(within(topics).getByRole('textbox', { name: 'Topic (German)' }), 'Fundsachen');
    await user.type(within(topics).getByRole('textbox', { name: 'Short name in the address' }), 'lost');
    await user.type(within(topics).getByRole('textbox', { name: 'Description (German)' }), 'Vergessenes');
    await user.click(within(topics).getByRole('button', { name: 'Add the topic' }));
    expect(await within(topics).findByText('Lost and found / Fundsachen')).toBeVisible();
    expect(
      world.server.db.prepare("SELECT name_de, description_de FROM contact_categories WHERE slug = 'lost'").get(),
    ).toEqual({ name_de: 'Fundsachen', description_de: 'Vergessenes' });
  });
});
