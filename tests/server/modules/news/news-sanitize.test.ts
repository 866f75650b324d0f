// server/modules/news/sanitize.ts: post HTML is cleaned at write time to the docs/contracts.md §4.6 policy (T24).
import { describe, expect, it } from 'vitest';
import {
  cleanPostHtml,
  textRemoved,
  isSafeImageUrl,
  sanitizePostHtml,
} from '../../../../server/modules/news/sanitize.ts';

const ORIGIN = 'https://club.example';
const OWN = `/media/post-images/${'ab'.repeat(32)}.png`;

describe('sanitizePostHtml (docs/contracts.md §4.6, T24)', () => {
  it('removes event handlers and the image whose source is refused: <img src=x onerror=alert(1)>', () => {
    expect(sanitizePostHtml('<p>a<img src=x onerror=alert(1)>b</p>')).toBe('<p>ab</p>');
    expect(sanitizePostHtml(`<img src="${OWN}" onerror="alert(1)" onload="alert(2)" alt="A">`)).toBe(
      `<img src="${OWN}" alt="A" />`,
    );
  });

  it("keeps only pictures uploaded here: another host's (a reader's tracker) goes, counted", () => {
    expect(cleanPostHtml('<p>a<img src="https://cdn.example/a.png">b</p>')).toEqual({
      html: '<p>ab</p>',
      removed: { elements: {}, attributes: {}, addresses: 1 },
    });
    expect(sanitizePostHtml(`<img src="${ORIGIN}${OWN}">`, ORIGIN)).toBe(`<img src="${ORIGIN}${OWN}" />`);
    expect(sanitizePostHtml(`<img src="https://elsewhere.example${OWN}">`, ORIGIN)).toBe('');
    expect(sanitizePostHtml('<img src="/media/post-images/../../a.png">', ORIGIN)).toBe('');
    // a link to another host stays a link: only pictures are loaded without a click
    expect(sanitizePostHtml('<a href="https://cdn.example/a.png">a</a>')).toBe(
      '<a href="https://cdn.example/a.png" rel="noopener noreferrer nofollow">a</a>',
    );
  });

  it('drops <svg> and the whole <script> with its text: <svg><script>', () => {
    expect(sanitizePostHtml('<svg><script>alert(document.cookie)</script></svg><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizePostHtml('<script src="https://evil.example/x.js"></script>')).toBe('');
  });

  it('removes javascript: URLs, also when disguised with entities or whitespace, keeping the text as plain text, not a dead link', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      ' javascript:alert(1)',
      'javascript&colon;alert(1)',
    ]) {
      expect(sanitizePostHtml(`<a href="${href}" target=_blank>x</a>`)).toBe('<span>x</span>');
    }
  });

  it('allows only https:, mailto:, tel:, same-site paths and fragments as URLs', () => {
    const href = (url: string) => /href="([^"]*)"/.exec(sanitizePostHtml(`<a href="${url}">x</a>`))?.[1] ?? null;
    expect(href('https://club.example/a')).toBe('https://club.example/a');
    expect(href('mailto:hello@club.test')).toBe('mailto:hello@club.test');
    expect(href('tel:+4930123')).toBe('tel:+4930123');
    expect(href('/support/faq')).toBe('/support/faq');
    expect(href('#top')).toBe('#top');
    expect(href('http://club.example/a')).toBeNull();
    expect(href('//evil.example/a')).toBeNull();
    expect(href('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(href('vbscript:msgbox(1)')).toBeNull();
  });

  it('removes forms and their controls with their text, leaving no stray "Send": <form action=//evil>', () => {
    const out = sanitizePostHtml(
      '<p>Hi</p><form action=//evil><input name=password><textarea>t</textarea><select><option>o</option></select><button formaction=//evil>Send</button></form>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('keeps the text after a <form> left open: only the form and its controls go', () => {
    const out = sanitizePostHtml(
      '<p>Intro</p><form action=//evil><p>Everything after the form</p><button>Send</button><p>More text</p>',
    );
    expect(out).toBe('<p>Intro</p><p>Everything after the form</p><p>More text</p>');
  });

  it('says what it removed: the elements, and the words a reader would have seen', () => {
    const raw = '<p>Hi <script>alert(1)</script></p><form><p>Kept</p><button>Send now</button></form><svg></svg>';
    const { html, removed } = cleanPostHtml(raw);
    expect(html).toBe('<p>Hi </p><p>Kept</p>');
    expect(Object.keys(removed.elements).sort()).toEqual(['button', 'form', 'script', 'svg']);
    expect(textRemoved(raw, html)).toEqual(['Send', 'now']);
  });

  it('removes <style> with its rules: <style>*{display:none}</style>', () => {
    expect(sanitizePostHtml('<style>*{display:none}</style><p>text</p>')).toBe('<p>text</p>');
  });

  it('removes style attributes: style="…"', () => {
    expect(sanitizePostHtml('<p style="position:fixed;inset:0">x</p><span style=color:red>y</span>')).toBe(
      '<p>x</p><span>y</span>',
    );
  });

  it('prefixes ids and names against DOM clobbering: <div id=currentUser>', () => {
    expect(sanitizePostHtml('<div id=currentUser>u</div>')).toBe('<div id="user-content-currentUser">u</div>');
    expect(sanitizePostHtml('<a name=login>x</a>')).toBe(
      '<a name="user-content-login" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizePostHtml('<h2 id="user-content-intro">i</h2>')).toBe('<h2 id="user-content-intro">i</h2>');
  });

  it('gives every link rel="noopener noreferrer nofollow" and keeps only target=_blank', () => {
    expect(sanitizePostHtml('<a href="https://a.example" rel="opener" target="_top">a</a>')).toBe(
      '<a href="https://a.example" rel="noopener noreferrer nofollow">a</a>',
    );
    expect(sanitizePostHtml('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
  });

  it('removes frames, objects, embeds, MathML, srcset, classes and data attributes', () => {
    expect(
      sanitizePostHtml(
        '<iframe src="https://x.example"></iframe><object data="x"></object><embed src="https://x.example">ok',
      ),
    ).toBe('ok');
    expect(sanitizePostHtml('<math><mi xlink:href="javascript:alert(1)">m</mi></math>')).toBe('m');
    expect(sanitizePostHtml(`<img src="${OWN}" srcset="https://evil.example/b.png 2x">`)).toBe(`<img src="${OWN}" />`);
    expect(sanitizePostHtml('<p class="club-dialog" data-x="1">p</p>')).toBe('<p>p</p>');
  });

  it('keeps ordinary article markup', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> and <em>italic</em></p><ul><li>one</li></ul><blockquote>q</blockquote><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizePostHtml(html)).toBe(html);
  });
});

describe('isSafeImageUrl', () => {
  it('accepts our uploads and data:image URLs and refuses the rest, another host included', () => {
    expect(isSafeImageUrl(OWN)).toBe(true);
    expect(isSafeImageUrl(`${ORIGIN}${OWN}`, ORIGIN)).toBe(true);
    expect(isSafeImageUrl('data:image/svg+xml,%3Csvg%3E')).toBe(true);
    expect(isSafeImageUrl('https://cdn.example/a.png')).toBe(false);
    expect(isSafeImageUrl('/media/a.png')).toBe(false);
    expect(isSafeImageUrl('http://cdn.example/a.png')).toBe(false);
    expect(isSafeImageUrl('//cdn.example/a.png')).toBe(false);
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeImageUrl('data:text/html,x')).toBe(false);
  });
});
