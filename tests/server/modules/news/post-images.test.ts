// docs/spec.md §10 "Posts": the editor uploads a post's picture; the server takes PNG, JPEG, GIF
// and WebP by their own bytes (never SVG or HTML), keeps each content once, serves it with its type,
// nosniff and a sandbox, and a post may show only pictures uploaded here (docs/threats.md T38).
import { describe, expect, it } from 'vitest';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { APP_URL, createWorld } from '../../helpers.ts';

const SEED = { id: null, label: 'seed', via: 'cli' } as const;
/** A 2×2 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGPQW+Cst8CZAUIBAB2WBEXF+B5VAAAAAElFTkSuQmCC';
const base64 = (text: string) => Buffer.from(text).toString('base64');

async function editorWorld() {
  const w = createWorld();
  const editor = await w.createUser({ email: 'eddie@club.test' });
  grantRole(w.app.deps, SEED, editor.id, 'editor');
  const token = w.tokenFor(editor);
  const upload = (content: string, headers: Record<string, string> = {}) =>
    w.call('POST', '/api/club/post-images', { token, body: { file_name: 'picture.png', content }, headers });
  return { w, token, upload };
}

const post = (image_url: string | null, body = 'Hello club') => ({
  title: 'With a picture',
  body,
  format: 'markdown',
  image_url,
  publish: 'now',
});

describe('uploading a post picture', () => {
  it('keeps a PNG under the hash of its bytes and answers its address, as one audit entry.', async () => {
    const { w, upload } = await editorWorld();
    const before = countAuditEntries(w.db);
    const res = await upload(PNG);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      url: expect.stringMatching(new RegExp(`^${APP_URL}/media/post-images/[0-9a-f]{64}\\.png$`)),
      content_type: 'image/png',
      size: Buffer.from(PNG, 'base64').length,
    });
    expect(countAuditEntries(w.db)).toBe(before + 1);
    // the same picture again is the same address, still recorded as an upload
    expect((await upload(`data:image/png;base64,${PNG}`)).body.url).toBe(res.body.url);
    expect(countAuditEntries(w.db)).toBe(before + 2);
  });

  it('is served with its type, nosniff, a sandbox and a long cache; an unknown one is 404.', async () => {
    const { w, upload } = await editorWorld();
    const { url } = (await upload(PNG)).body as { url: string };
    const res = await w.app.request(new URL(url).pathname);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(PNG, 'base64'))).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // the same hash under another type's extension, and a hash never uploaded
    expect((await w.app.request(new URL(url).pathname.replace('.png', '.gif'))).status).toBe(404);
    expect((await w.app.request(`/media/post-images/${'0'.repeat(64)}.png`)).status).toBe(404);
    expect((await w.app.request('/media/post-images/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('answers 422 on the content for an SVG, an HTML page, text that is not base64 and a file over 700 KB.', async () => {
    const { upload } = await editorWorld();
    const svg = base64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refusals = [
      [svg, 'The picture must be a PNG, JPEG, GIF or WebP file.'],
      [base64('<!doctype html><script>alert(1)</script>'), 'The picture must be a PNG, JPEG, GIF or WebP file.'],
      ['not base64 at all!', 'The picture could not be read: it must be sent as base64.'],
      [
        Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(717_000)]).toString('base64'),
        'The picture is larger than 700 KB.',
      ],
    ] as const;
    for (const [content, message] of refusals) {
      const res = await upload(content);
      expect([res.status, res.body.errors]).toEqual([422, { content: [message] }]);
    }
    const german = await upload(svg, { 'Accept-Language': 'de' });
    expect(german.body.errors).toEqual({ content: ['Das Bild muss eine PNG-, JPEG-, GIF- oder WebP-Datei sein.'] });
  });

  it('is for editors: a member without the posts permission gets 403.', async () => {
    const { w } = await editorWorld();
    const member = await w.createUser();
    const res = await w.call('POST', '/api/club/post-images', {
      token: w.tokenFor(member),
      body: { file_name: 'picture.png', content: PNG },
    });
    expect(res.status).toBe(403);
  });
});

describe('a post with a picture', () => {
  it('shows members the uploaded picture, in the post and in its body.', async () => {
    const { w, token, upload } = await editorWorld();
    const { url } = (await upload(PNG)).body as { url: string };
    const created = await w.call('POST', '/api/club/posts', { token, body: post(url, `Look: ![the garden](${url})`) });
    expect(created.status).toBe(201);
    expect(created.body.removed).toEqual({ elements: {}, attributes: {}, addresses: 0 });
    const member = await w.createUser();
    const shown = await w.call('GET', `/api/posts/${created.body.post.id}`, { token: w.tokenFor(member) });
    expect(shown.body.image_url).toBe(url);
    expect(shown.body.body_html).toContain(`<img src="${url}" alt="the garden" />`);
  });

  it("drops another host's picture from the body and counts it as a refused address.", async () => {
    const { w, token } = await editorWorld();
    const tracker = 'https://tracker.example/pixel.png';
    const created = await w.call('POST', '/api/club/posts', { token, body: post(null, `Hi ![x](${tracker})`) });
    expect(created.body.post.body_html).toBe('<p>Hi </p>');
    expect(created.body.removed.addresses).toBe(1);
  });

  it('answers 422 for a picture from another host or an address of ours that was never uploaded.', async () => {
    const { w, token } = await editorWorld();
    for (const image of ['https://tracker.example/pixel.png', `${APP_URL}/media/post-images/${'a'.repeat(64)}.png`]) {
      const res = await w.call('POST', '/api/club/posts', { token, body: post(image) });
      expect([res.status, res.body.errors]).toEqual([422, { image_url: ['The picture must be one uploaded here.'] }]);
    }
  });
});
