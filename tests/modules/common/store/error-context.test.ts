// The error-reporting context (docs/spec.md §7): store/error-context.ts hands the member from each
// header summary to the tracker. The members' layout imports it, so the test imports it the same way.
import { afterEach, beforeEach, expect, it } from 'vitest';
import '../../../../src/modules/common/store/error-context.ts';
import { configureTracking } from '../../../../src/core/tracking.ts';
import { loadHeader } from '../../../../src/core/header/store.ts';
import { createPortalWorld, type PortalWorld } from '../../../portal/support/world.ts';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld();
});
afterEach(() => portal.stop());

it("sends the member's id, name, email and IP to the error-reporting context (docs/spec.md §7)", async () => {
  const contexts: [string, unknown][] = [];
  configureTracking({
    errors: { setUser() {}, setContext: (name, data) => contexts.push([name, data]), captureException() {} },
  });
  const { auth } = await portal.signIn();
  await loadHeader();
  expect(contexts).toEqual([
    ['member', { id: auth.user.id, name: auth.user.name, email: auth.user.email, ip_address: auth.user.ip_address }],
  ]);
});
