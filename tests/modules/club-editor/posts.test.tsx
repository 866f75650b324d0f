// The posts editor against the real server (docs/spec.md §10 "Posts"): the live preview comes from the
// server's cleaner with its report of what it removed; saving publishes now or keeps a draft; in
// English and in German.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { clubEditorModule } from '../../../src/modules/club-editor/index.ts';
import PostEditorPage from '../../../src/modules/club-editor/pages/post-editor-page.tsx';
import PostsPage from '../../../src/modules/club-editor/pages/posts-page.tsx';
import { createWorld } from '../../server/helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';
import { createStaff } from '../../support/staff.ts';

async function editorWorld() {
  const server = createWorld();
  const editor = await createStaff(server, { email: 'editor@club.test', name: 'Eddie Redaktion' }, 'editor');
  const member = await server.createUser({ email: 'mia@club.test' });
  return {
    server,
    memberToken: server.tokenFor(member),
    ...(await signedInClient(server, server.tokenFor(editor), clubEditorModule)),
  };
}

let world: Awaited<ReturnType<typeof editorWorld>> | null = null;
afterEach(async () => {
  cleanup();
  world?.teardown();
  world = null;
  await setLocale('en');
});

const pages = (
  <Switch>
    <Route path="/club/posts" component={PostsPage} />
    <Route path="/club/posts/:id">{(params) => <PostEditorPage params={params} />}</Route>
  </Switch>
);

const TEXTS = {
  en: {
    title: 'Title',
    format: 'Written in',
    body: 'Text',
    publish: 'Publishing',
    now: 'Publish now and tell members',
    save: 'Save',
    removed: ['<script> element, 1 time', 'the attribute onclick on <p>, 1 time'],
    previewBody: 'The text as members see it',
    saved: 'Saved: Published.',
    public: 'Public: visitors of the club’s website see it too',
  },
  de: {
    title: 'Titel',
    format: 'Geschrieben in',
    body: 'Text',
    publish: 'Veröffentlichung',
    now: 'Jetzt veröffentlichen und Mitglieder benachrichtigen',
    save: 'Speichern',
    removed: ['Element <script>, 1-mal', 'Attribut onclick an <p>, 1-mal'],
    previewBody: 'Der Text, wie Mitglieder ihn sehen',
    saved: 'Gespeichert: Veröffentlicht.',
    public: 'Öffentlich: auch Besucher der Vereinswebsite sehen ihn',
  },
} as const;

describe.each(['en', 'de'] as const)('the posts editor (%s)', (language) => {
  const t = TEXTS[language];

  it('previews the body as the server cleans it, says what it removed, and publishes it for members.', async () => {
    world = await editorWorld();
    await setLocale(language);
    const user = userEvent.setup();
    world.renderAt('/club/posts/new', pages);
    await user.type(await screen.findByRole('textbox', { name: t.title }), 'Garden party');
    await user.selectOptions(screen.getByRole('combobox', { name: t.format }), 'html');
    const body = screen.getByRole('textbox', { name: t.body });
    await user.click(body);
    await user.paste('<p onclick="steal()">Bring <strong>friends</strong></p><script>alert(1)</script>');
    const preview = await screen.findByRole('region', { name: t.previewBody });
    expect((await within(preview).findByText('friends')).tagName).toBe('STRONG');
    expect(preview.textContent).toBe('Bring friends');
    const report = screen.getAllByRole('list').at(-1)!;
    expect(
      within(report)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(t.removed);

    await user.selectOptions(screen.getByRole('combobox', { name: t.publish }), 'now');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect((await screen.findByText(t.saved)).getAttribute('role')).toBe('status');
    const posts = (await world.server.call('GET', '/api/posts', { token: world.memberToken })).body.data;
    expect(posts.map((p: { title: string }) => p.title)).toEqual(['Garden party']);
  });

  it('makes a post public with its switch: visitors without a token see it, and unticking it takes it from them again.', async () => {
    world = await editorWorld();
    await setLocale(language);
    const user = userEvent.setup();
    world.renderAt('/club/posts/new', pages);
    await user.type(await screen.findByRole('textbox', { name: t.title }), 'Open day');
    await user.type(screen.getByRole('textbox', { name: t.body }), 'Everyone is welcome.');
    const visitors = async () =>
      ((await world!.server.call('GET', '/api/posts')).body.data as { title: string }[]).map((p) => p.title);
    await user.selectOptions(screen.getByRole('combobox', { name: t.publish }), 'now');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(t.public) }));
    await user.click(screen.getByRole('button', { name: t.save }));
    await screen.findByText(t.saved);
    expect(await visitors()).toEqual(['Open day']);

    await user.click(screen.getByRole('checkbox', { name: new RegExp(t.public) }));
    await user.click(screen.getByRole('button', { name: t.save }));
    await screen.findByText(t.saved);
    expect(await visitors()).toEqual([]);
    expect((screen.getByRole('checkbox', { name: new RegExp(t.public) }) as HTMLInputElement).checked).toBe(false);
  });
});
