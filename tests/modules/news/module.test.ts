// The news module's definition: the docs/spec.md §2 routes and the dashboard card.
import { describe, expect, it } from 'vitest';
import { createModuleRegistry } from '../../../src/core/module-registry.ts';
import { newsModule } from '../../../src/modules/news/index.ts';

const registry = createModuleRegistry([newsModule]);

describe('news module', () => {
  it('serves posts and post/{id}/{vanity_url?} behind login', () => {
    expect(newsModule.routes.map((r) => [r.name, r.path, r.access])).toEqual([
      ['News:Posts', '/posts', 'auth'],
      ['News:Post', '/post/:id/:vanity_url?', 'auth'],
    ]);
    expect(registry.routeForPath('/post/7')).toMatchObject({ route: { name: 'News:Post' }, params: { id: '7' } });
    expect(registry.routeForPath('/post/7/summer-meetup')).toMatchObject({
      params: { id: '7', vanity_url: 'summer-meetup' },
    });
  });

  it("adds the 'Latest posts' card to the dashboard", () => {
    expect(registry.dashboardCards().map((c) => [c.module, c.id])).toEqual([['news', 'latest-posts']]);
  });
});
