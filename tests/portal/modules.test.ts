// The portal's module list (src/portal/modules.ts): a module a club switched off on its server
// (GET config features) counts as not loaded, so its routes and sidebar entries are gone (docs/spec.md §2, §6).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $loadedModuleIds, portalRegistry } from '../../src/portal/modules.ts';
import { createPortalWorld, type PortalWorld } from './support/world.ts';

let portal: PortalWorld | undefined;
afterEach(() => portal?.stop());

async function portalWith(env: Record<string, string>) {
  portal = await createPortalWorld({ env });
  await portal.runtime.loadClientConfig();
  return portal;
}

describe('portal modules and the server features', () => {
  it('loads the chat module when the server has chat on', async () => {
    await portalWith({ FEATURE_CHAT: 'true' });
    expect($loadedModuleIds.get()).toContain('chat');
    expect(portalRegistry.isRouteAvailable(portalRegistry.findRoute('Chat:Conversations')!)).toBe(true);
  });

  it('treats the chat module as not loaded when the server has chat off: no route, no sidebar entry', async () => {
    await portalWith({ FEATURE_CHAT: 'false' });
    expect($loadedModuleIds.get()).not.toContain('chat');
    expect(portalRegistry.isRouteAvailable(portalRegistry.findRoute('Chat:Conversations')!)).toBe(false);
    const entries = portalRegistry.sidebar().flatMap((section) => section.entries.map((entry) => entry.path));
    expect(entries).not.toContain('/chat');
  });
});

describe('the loaded modules kept mounted', () => {
  it('starts no timer when the registry reads them: it does for each route, sidebar entry and card', () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      portalRegistry.sidebar();
      portalRegistry.dashboardCards();
      $loadedModuleIds.get();
      expect(timers).not.toHaveBeenCalled();
    } finally {
      timers.mockRestore();
    }
  });
});
