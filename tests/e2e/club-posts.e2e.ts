// docs/spec.md §10 "Posts", a browser journey through the staff area only, in English and German:
// an editor writes a post, uploads its picture from a file (kept and served by the server) and
// publishes it; the post appears with the picture, loaded from the server, in the member's open
// portal without a reload.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO, embedWorld, signedInAs } from './embed-helpers.ts';
import { SLOW } from './support/portal.ts';

const world = embedWorld();
const EDITOR = 'editor@club.test';

const as = (email: string, language: 'en' | 'de') => signedInAs(world, email, language);

/** A one-colour PNG of `size`×`size` pixels (its own colour per run, so each upload is new). */
function png(size: number, rgb: [number, number, number]): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 255]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: size }, () => Buffer.from(rgb))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TEXTS = {
  en: {
    news: 'News',
    title: 'Title',
    body: 'Text',
    image: 'Picture (PNG, JPEG, GIF or WebP)',
    imageAlt: 'The post’s picture',
    tooLarge: 'The picture is larger than 700 KB.',
    publishing: 'Publishing',
    now: 'Publish now and tell members',
    save: 'Save',
  },
  de: {
    news: 'Neuigkeiten',
    title: 'Titel',
    body: 'Text',
    image: 'Bild (PNG, JPEG, GIF oder WebP)',
    imageAlt: 'Das Bild des Beitrags',
    tooLarge: 'Das Bild ist größer als 700 KB.',
    publishing: 'Veröffentlichung',
    now: 'Jetzt veröffentlichen und Mitglieder benachrichtigen',
    save: 'Speichern',
  },
} as const;

describe.each(['en', 'de'] as const)('the posts editor in the staff area (%s)', (language) => {
  const t = TEXTS[language];

  it('publishes a post with an uploaded picture, and it appears live in the member’s portal.', async () => {
    const title = `Garden open day ${language}`;
    const member = await as(DEMO, language);
    const portal = await member.newPage();
    await portal.goto('/posts');
    await portal.getByRole('heading', { level: 1 }).waitFor({ timeout: SLOW });

    const staff = await as(EDITOR, language);
    const page = await staff.newPage();
    await page.goto('/club/posts/new');
    await page.getByRole('textbox', { name: t.title }).fill(title, { timeout: SLOW });
    await page.getByRole('textbox', { name: t.body }).fill('Come and see the **new beds**.');
    // too large: said on screen, nothing sent
    await page.getByLabel(t.image).setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(800 * 1024, 1),
    });
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: SLOW }).toBe(t.tooLarge);
    await page.getByLabel(t.image).setInputFiles({
      name: 'garden.png',
      mimeType: 'image/png',
      buffer: png(24, language === 'en' ? [40, 160, 70] : [160, 40, 70]),
    });
    const preview = page.getByRole('img', { name: t.imageAlt });
    await preview.waitFor({ timeout: SLOW });
    const url = (await preview.getAttribute('src'))!;
    expect(url).toMatch(new RegExp(`^${world.server.baseURL}/media/post-images/[0-9a-f]{64}\\.png$`));
    await page.getByRole('combobox', { name: t.publishing }).selectOption({ label: t.now });
    await page.getByRole('button', { name: t.save }).click();

    // live: the member's list gains the post, with the picture the server serves
    const card = portal.getByRole('article').filter({ has: portal.getByRole('link', { name: title }) });
    await card.waitFor({ timeout: SLOW });
    const picture = card.locator('img');
    expect(await picture.getAttribute('src')).toBe(url);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: SLOW })
      .toBe(24);
    await member.close();
    await staff.close();
  });
});
