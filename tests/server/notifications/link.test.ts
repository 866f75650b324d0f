// docs/spec.md §4 "Notification links": a notification leads to a portal route or to an https
// address on an origin the server admits; nothing else is stored.
import { describe, expect, it } from 'vitest';
import { notificationLink } from '../../../server/notifications/link.ts';
import { testConfig } from '../helpers.ts';

const config = testConfig({ WIDGET_ORIGINS: 'https://tennis-gruenwald.example' });

describe('a notification link', () => {
  it('may be a portal route, kept as it is', () => {
    expect(notificationLink(config, '/financial/order/ORD-1')).toBe('/financial/order/ORD-1');
  });

  it('may be an https address on a club website the server admits', () => {
    expect(notificationLink(config, 'https://tennis-gruenwald.example/news#summer')).toBe(
      'https://tennis-gruenwald.example/news#summer',
    );
  });

  it('is refused for another origin, another scheme, plain http, credentials or a protocol-relative path', () => {
    for (const url of [
      'https://elsewhere.example/',
      'http://tennis-gruenwald.example/',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://user:pw@tennis-gruenwald.example/',
      '//elsewhere.example/x',
      '/\\elsewhere.example',
      'financial',
      '',
      `/${'x'.repeat(600)}`,
    ])
      expect(notificationLink(config, url), url).toBeNull();
  });
});
