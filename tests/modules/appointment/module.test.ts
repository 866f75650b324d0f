// The wallet and appointment module definitions against docs/spec.md §2: their routes, what they need,
// the 'Wallet' sidebar entry in the personal area and the dashboard cards.
import { describe, expect, it } from 'vitest';
import { createModuleRegistry } from '../../../src/core/module-registry.ts';
import { appointmentModule } from '../../../src/modules/appointment/index.ts';
import { walletModule } from '../../../src/modules/wallet/index.ts';

describe('wallet and appointment modules', () => {
  it('register the routes of docs/spec.md §2, all behind the login.', () => {
    expect(walletModule.routes.map((r) => [r.name, r.path, r.access])).toEqual([
      ['Wallet:Overview', '/financial', 'auth'],
      ['Wallet:Transaction', '/financial/transaction/:transaction_label', 'auth'],
      ['Wallet:MakeWithdraw', '/financial/action/make-withdraw', 'auth'],
      ['Wallet:MakeDeposit', '/financial/action/make-deposit', 'auth'],
      ['Wallet:BankDetails', '/financial/order/:order_label/bank-details', 'auth'],
      ['Wallet:Order', '/financial/order/:order_label/:status?', 'auth'],
      ['Wallet:Fees', '/financial/fees', 'auth'],
      ['Wallet:Withdraw', '/financial/withdraw/:withdraw_label', 'auth'],
    ]);
    expect(appointmentModule.routes.map((r) => [r.name, r.path, r.access])).toEqual([
      ['Appointment:Appointments', '/appointments', 'auth'],
      ['Appointment:RegisterTicket', '/appointment/register-ticket/:label', 'auth'],
      ['Appointment:Event', '/event', 'auth'],
      ['Appointment:Tickets', '/tickets', 'auth'],
    ]);
  });

  it('makes make-deposit unavailable without the growing module (docs/spec.md §2).', () => {
    expect(createModuleRegistry([walletModule], ['wallet']).isRouteAvailable('Wallet:MakeDeposit')).toBe(false);
    expect(createModuleRegistry([walletModule], ['wallet', 'growing']).isRouteAvailable('Wallet:MakeDeposit')).toBe(
      true,
    );
  });

  it('makes appointments and events unavailable without the wallet module.', () => {
    const withoutWallet = createModuleRegistry([walletModule, appointmentModule], ['appointment']);
    expect(withoutWallet.isRouteAvailable('Appointment:Appointments')).toBe(false);
    expect(withoutWallet.isRouteAvailable('Appointment:Event')).toBe(false);
    const both = createModuleRegistry([walletModule, appointmentModule]);
    expect(both.isRouteAvailable('Appointment:Appointments')).toBe(true);
    expect(both.isRouteAvailable('Appointment:Event')).toBe(true);
    expect(both.pathFor('Wallet:Order', { order_label: 'ORD-2026-000001' })).toBe('/financial/order/ORD-2026-000001');
  });

  it("adds 'Wallet' -> /financial, then Appointments, Events and My tickets to the personal area, and the two dashboard cards, wallet first.", () => {
    const registry = createModuleRegistry([walletModule, appointmentModule]);
    expect(registry.sidebar()[0]!.entries.map((e) => [e.path, e.module])).toEqual([
      ['/financial', 'wallet'],
      ['/appointments', 'appointment'],
      ['/event', 'appointment'],
      ['/tickets', 'appointment'],
    ]);
    expect(registry.dashboardCards().map((card) => `${card.module}:${card.id}`)).toEqual([
      'wallet:wallet-balance',
      'appointment:next-appointment',
    ]);
    expect(
      createModuleRegistry([walletModule, appointmentModule], ['wallet'])
        .dashboardCards()
        .map((card) => card.id),
    ).toEqual(['wallet-balance']);
  });
});
