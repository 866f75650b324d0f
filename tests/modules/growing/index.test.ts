// The Growing module's place in the portal: its routes, the name the client-update flow treats
// specially (docs/spec.md §9: on Growing:Sale a new version only sets the 'update available' flag).
import { describe, expect, it } from 'vitest';
import { SALE_ROUTE } from '../../../src/modules/common/store/client-update-flow.ts';
import { growingModule } from '../../../src/modules/growing/index.ts';
import { walletModule } from '../../../src/modules/wallet/index.ts';

describe('the growing module', () => {
  it('serves /growing/sale as Growing:Sale, the route where a client update only sets the flag', () => {
    expect(growingModule.routes.find((route) => route.path === '/growing/sale')?.name).toBe(SALE_ROUTE);
  });

  it('has a sidebar entry, a dashboard quota card and the date-of-birth settings page', () => {
    expect(growingModule.sidebar?.map((entry) => entry.path)).toEqual(['/growing']);
    expect(growingModule.dashboard?.map((card) => card.id)).toEqual(['growing-quota']);
    expect(growingModule.settings?.map((page) => page.path)).toEqual(['/settings/date-of-birth']);
  });

  it("is what the wallet's make-deposit route requires (docs/spec.md §2)", () => {
    expect(walletModule.routes.find((route) => route.path === '/financial/action/make-deposit')?.requires).toEqual([
      'growing',
    ]);
  });
});
