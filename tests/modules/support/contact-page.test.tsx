// Contact topics and the contact form (Support:ContactCategories, Support:Contact) against the real
// server: a sent message opens a ticket; checks on blur and change (docs/spec.md §5); the server's 422
// next to the field with the input kept; 429 and offline as a visible problem.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import ContactCategoriesPage from '../../../src/modules/support/pages/categories-page.tsx';
import ContactPage from '../../../src/modules/support/pages/contact-page.tsx';
import { CONTACT_LIMIT } from '../../../server/modules/support/routes.ts';
import { supportWorld, type SupportWorld } from './world.tsx';

let world: SupportWorld | null = null;
afterEach(async () => {
  cleanup();
  world?.teardown();
  world = null;
  await setLocale('en');
});

const page = (
  <Switch>
    <Route path="/support/contact/categories" component={ContactCategoriesPage} />
    <Route path="/support/contact/:category">{(params) => <ContactPage params={params} />}</Route>
  </Switch>
);

const tickets = (w: SupportWorld) =>
  w.server.db
    .prepare('SELECT subject FROM support_tickets ORDER BY id')
    .all()
    .map((r) => (r as { subject: string }).subject);

async function openForm(w: SupportWorld, category = 'technical') {
  const view = w.renderAt(`/support/contact/${category}`, page);
  await screen.findByRole('heading', { level: 2 });
  return view;
}

describe('Contact topics', () => {
  it('lists the topics, each opening its form', async () => {
    world = await supportWorld();
    const { location } = world.renderAt('/support/contact/categories', page);
    const link = await screen.findByRole('link', { name: 'Technical problem' });
    expect(screen.getByText('Something in the portal does not work as expected.')).toBeVisible();
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('support-choice'))).toHaveLength(6);
    await userEvent.click(link);
    expect(location.history.at(-1)).toBe('/support/contact/technical');
    expect(await screen.findByRole('heading', { level: 2, name: 'Topic: Technical problem' })).toBeVisible();
  });

  it('lists the topics in German to a German reader (docs/spec.md §4)', async () => {
    world = await supportWorld();
    await setLocale('de');
    world.renderAt('/support/contact/categories', page);
    await userEvent.click(await screen.findByRole('link', { name: 'Technisches Problem' }));
    expect(screen.queryByText('Technical problem')).toBeNull();
    expect(await screen.findByRole('heading', { level: 2, name: /Technisches Problem$/ })).toBeVisible();
  });

  it('offers the confidential topic for the prevention officer, saying that nobody else reads it (KCanG §23).', async () => {
    world = await supportWorld();
    world.renderAt('/support/contact/categories', page);
    const link = await screen.findByRole('link', { name: 'Prevention officer (confidential)' });
    expect(link.closest('li')!.textContent).toContain(
      'Confidential: only the club’s prevention officer reads it, no other staff.',
    );
    expect(screen.getAllByText(/^Confidential: only/)).toHaveLength(1);
  });

  it('shows an error with a retry', async () => {
    world = await supportWorld();
    world.setOffline(true);
    world.renderAt('/support/contact/categories', page);
    expect((await screen.findByRole('alert')).textContent).toContain('The contact topics could not be loaded.');
    world.setOffline(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Technical problem' })).toBeVisible();
  });
});

describe('Contact form', () => {
  it('sends the message, which opens a ticket, and links to it when tickets are on', async () => {
    world = await supportWorld();
    await world.loadHeader();
    await openForm(world);
    await userEvent.type(screen.getByLabelText(/^Subject/), 'Page stays white');
    await userEvent.type(screen.getByLabelText(/^Message/), 'After login the dashboard stays white.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Thank you! We received your message and will answer as soon as we can.',
    );
    expect(tickets(world).at(-1)).toBe('Page stays white');
    const id = world.ticketId('Page stays white');
    expect(screen.getByRole('link', { name: 'Open your ticket' }).getAttribute('href')).toBe(`/support/ticket/${id}`);
    expect(world.requests).toContain('POST /api/support/contact/technical');
  });

  it('offers no ticket link when tickets are off, and starts over on "Write another message"', async () => {
    world = await supportWorld({ tickets: false });
    await world.loadHeader();
    await openForm(world, 'general');
    await userEvent.type(screen.getByLabelText(/^Subject/), 'Hello');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Just saying hi.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('status');
    expect(screen.queryByRole('link', { name: 'Open your ticket' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('');
  });

  it('checks a field when it is left, not while typing (docs/spec.md §5)', async () => {
    world = await supportWorld();
    await openForm(world);
    const subject = screen.getByLabelText(/^Subject/);
    await userEvent.type(subject, 'x');
    await userEvent.clear(subject);
    expect(screen.queryByText('Subject is required.')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('Subject is required.')).toBeVisible();
    expect(subject.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends nothing while a required field is empty', async () => {
    world = await supportWorld();
    await openForm(world);
    await userEvent.type(screen.getByLabelText(/^Subject/), 'Only a subject');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Message is required.')).toBeVisible();
    expect(world.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it("shows the server's 422 next to the field and keeps what was typed", async () => {
    world = await supportWorld();
    await openForm(world);
    // Zero-width spaces pass the browser's trim; the server trims as Laravel does and refuses.
    await userEvent.type(screen.getByLabelText(/^Subject/), '\u200B\u200B');
    await userEvent.type(screen.getByLabelText(/^Message/), 'My message');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The subject field is required.')).toBeVisible();
    expect(screen.getByLabelText(/^Subject/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('My message');
    expect(tickets(world)).toHaveLength(3);
  });

  it('says so when too many messages were sent (429) and keeps the text', async () => {
    world = await supportWorld();
    for (let i = 0; i < CONTACT_LIMIT.maxAttempts; i++) {
      await world.server.call('POST', '/api/support/contact/general', {
        token: world.server.tokenFor(world.member),
        body: { subject: `s${i}`, message: 'm' },
      });
    }
    await openForm(world);
    await userEvent.type(screen.getByLabelText(/^Subject/), 'One more');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Text');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/^Too many messages\. Please try again in \d+ seconds\.$/),
    );
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('One more');
  });

  it('says so when the server cannot be reached', async () => {
    world = await supportWorld();
    await openForm(world);
    world.setOffline(true);
    await userEvent.type(screen.getByLabelText(/^Subject/), 'Offline');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Text');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The server could not be reached. Please check your connection.',
      ),
    );
  });

  it('says so for an unknown topic', async () => {
    world = await supportWorld();
    world.renderAt('/support/contact/nope', page);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This contact topic does not exist.');
    expect(within(alert).getByRole('link', { name: 'All contact topics' }).getAttribute('href')).toBe(
      '/support/contact/categories',
    );
  });
});
