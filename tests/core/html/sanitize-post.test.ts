// @vitest-environment jsdom
// The client's render-time sanitiser (docs/contracts.md §4.6 config, T24): a sanitised node, whatever the
// server sent, so a compromised or legacy backend still cannot run script in the portal.
// jsdom, not happy-dom: DOMPurify does not support happy-dom (cure53/DOMPurify#1457), where it
// leaves scripts and handlers in place; a real browser or jsdom is the honest test bed.
import { describe, expect, it } from 'vitest';
import { CMS_PURIFY, sanitizePostBody } from '../../../src/core/html/sanitize-post.ts';

async function clean(html: string): Promise<HTMLElement> {
  const host = document.createElement('div');
  host.append(await sanitizePostBody(html));
  return host;
}

const handlerAttributes = (root: Element) =>
  [root, ...root.querySelectorAll('*')]
    .flatMap((el) => [...el.attributes].map((a) => a.name))
    .filter((name) => /^on/i.test(name));

describe('sanitizePostBody', () => {
  it('answers a DocumentFragment, not a string', async () => {
    expect(await sanitizePostBody('<p>x</p>')).toBeInstanceOf(DocumentFragment);
  });

  it('removes event handlers: <img src=x onerror=alert(1)>', async () => {
    const root = await clean('<img src=x onerror=alert(1)><p onclick="alert(2)" onmouseover="alert(3)">p</p>');
    expect(handlerAttributes(root)).toEqual([]);
    expect(root.querySelector('p')?.textContent).toBe('p');
  });

  it('removes <svg> and <script>: <svg><script>', async () => {
    const root = await clean('<svg><script>alert(1)</script></svg><script>alert(2)</script><p>ok</p>');
    expect(root.querySelector('svg, script')).toBeNull();
    expect(root.textContent).toBe('ok');
  });

  it('removes javascript: URLs and gives links rel="noopener noreferrer nofollow": <a href="javascript:…" target=_blank>', async () => {
    const root = await clean(
      '<a href="javascript:alert(1)" target=_blank>a</a><a href="https://club.example" target="_top">b</a>',
    );
    const [a, b] = [...root.querySelectorAll('a')];
    expect(a!.hasAttribute('href')).toBe(false);
    expect(a!.getAttribute('target')).toBe('_blank');
    expect(a!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(b!.getAttribute('href')).toBe('https://club.example');
    expect(b!.hasAttribute('target')).toBe(false);
    expect(b!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('refuses http:, protocol-relative and data: URLs', async () => {
    const root = await clean(
      '<a href="http://a.example">1</a><a href="//evil.example">2</a><a href="data:text/html,x">3</a><a href="/support/faq">4</a>',
    );
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      null,
      null,
      null,
      '/support/faq',
    ]);
  });

  it('removes forms and their controls: <form action=//evil>', async () => {
    const root = await clean('<form action=//evil><input name=password><button>Send</button></form>');
    expect(root.querySelector('form, input, button')).toBeNull();
  });

  it('removes <style>: <style>*{display:none}</style>', async () => {
    const root = await clean('<style>*{display:none}</style><p>x</p>');
    expect(root.querySelector('style')).toBeNull();
    expect(root.textContent).toBe('x');
  });

  it('removes style attributes: style="…"', async () => {
    const root = await clean('<p style="position:fixed">x</p>');
    expect(root.querySelector('[style]')).toBeNull();
  });

  it('prefixes ids once: <div id=currentUser>', async () => {
    const root = await clean('<div id=currentUser>u</div><h2 id="user-content-intro">i</h2>');
    expect([...root.querySelectorAll('[id]')].map((el) => el.id)).toEqual([
      'user-content-currentUser',
      'user-content-intro',
    ]);
  });

  it('keeps ordinary article markup and its harmless attributes', async () => {
    const html =
      '<h2>Fees</h2><p lang="de">Beiträge</p><table><tbody><tr><td colspan="2">30 €</td></tr></tbody></table><img src="https://cdn.example/a.png" alt="A" width="640" height="320">';
    const root = await clean(html);
    expect(root.querySelector('p')!.getAttribute('lang')).toBe('de');
    expect(root.querySelector('td')!.getAttribute('colspan')).toBe('2');
    expect(root.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/a.png');
    expect(root.querySelector('img')!.getAttribute('width')).toBe('640');
    expect(root.querySelector('h2')!.textContent).toBe('Fees');
  });

  it('uses the docs/contracts.md §4.6 configuration', () => {
    expect(CMS_PURIFY).toMatchObject({
      USE_PROFILES: { html: true },
      ALLOW_DATA_ATTR: false,
      SANITIZE_NAMED_PROPS: true,
      RETURN_TRUSTED_TYPE: true,
      FORBID_ATTR: ['style', 'srcset'],
    });
    expect(CMS_PURIFY.FORBID_TAGS).toEqual(
      expect.arrayContaining(['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed']),
    );
  });
});
