import { afterEach, describe, expect, it } from 'vitest';
import { hasFirstLine, hasPermission } from '../../../src/portal/router/permissions.ts';
import { login, logout } from '../../../src/core/session/session.ts';
import { makeAuth, makeUser } from '../../core/session/fixtures.ts';

afterEach(() => logout());

describe('permissions (docs/spec.md §6)', () => {
  it('grants a permission only when the user lists its name', () => {
    const user = makeUser({ permissions: ['wallet.withdraw', 'support.tickets'] });
    expect(hasPermission('wallet.withdraw', user)).toBe(true);
    expect(hasPermission('wallet', user)).toBe(false);
    expect(hasPermission('WALLET.WITHDRAW', user)).toBe(false);
  });

  it('grants nothing without a user', () => {
    expect(hasPermission('wallet.withdraw', null)).toBe(false);
  });

  it('checks the logged-in member by default', () => {
    expect(hasPermission('news.write')).toBe(false);
    login(makeAuth({}, { permissions: ['news.write'] }), 'ada@example.org');
    expect(hasPermission('news.write')).toBe(true);
  });

  it('has a first line only when firstline is greater than 0', () => {
    expect(hasFirstLine(makeUser({ firstline: 1 }))).toBe(true);
    expect(hasFirstLine(makeUser({ firstline: 0 }))).toBe(false);
    expect(hasFirstLine(makeUser({ firstline: -3 }))).toBe(false);
    expect(hasFirstLine(null)).toBe(false);
  });

  it('checks the first line of the logged-in member by default', () => {
    expect(hasFirstLine()).toBe(false);
    login(makeAuth({}, { firstline: 5 }), 'ada@example.org');
    expect(hasFirstLine()).toBe(true);
  });
});
