// The support module's definition: the docs/spec.md §2 routes, the /faq alias, and the contact topics
// page winning over support/contact/{category}.
import { describe, expect, it } from 'vitest';
import { createModuleRegistry } from '../../../src/core/module-registry.ts';
import { supportModule } from '../../../src/modules/support/index.ts';

const registry = createModuleRegistry([supportModule]);
const routeOf = (path: string) => registry.routeForPath(path);

describe('support module', () => {
  it('serves every route of docs/spec.md §2 behind login', () => {
    expect(supportModule.routes.map((r) => [r.name, r.path, r.access])).toEqual([
      ['Support:FAQ', '/support/faq/:category?', 'auth'],
      ['Support:FAQAlias', '/faq/:category?', 'auth'],
      ['Support:ContactCategories', '/support/contact/categories', 'auth'],
      ['Support:Contact', '/support/contact/:category', 'auth'],
      ['Support:Tickets', '/support/tickets', 'auth'],
      ['Support:Ticket', '/support/ticket/:id', 'auth'],
    ]);
  });

  it('shows the FAQ and one topic under support/faq and its alias faq', () => {
    expect(routeOf('/support/faq')).toMatchObject({ route: { name: 'Support:FAQ' }, params: {} });
    expect(routeOf('/support/faq/wallet')).toMatchObject({
      route: { name: 'Support:FAQ' },
      params: { category: 'wallet' },
    });
    expect(routeOf('/faq/wallet')).toMatchObject({
      route: { name: 'Support:FAQAlias' },
      params: { category: 'wallet' },
    });
    expect(registry.findRoute('Support:FAQAlias')!.load).toBe(registry.findRoute('Support:FAQ')!.load);
  });

  it('reads support/contact/categories as the topics page, not as a topic named "categories"', () => {
    expect(routeOf('/support/contact/categories')!.route.name).toBe('Support:ContactCategories');
    expect(routeOf('/support/contact/payments')).toMatchObject({
      route: { name: 'Support:Contact' },
      params: { category: 'payments' },
    });
  });

  it('names the ticket route Support:Ticket with the param id', () => {
    expect(registry.pathFor('Support:Ticket', { id: 7 })).toBe('/support/ticket/7');
  });
});
