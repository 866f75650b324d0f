// What the growing client tests share: how a test ends, and who checked IDs at the counter.
import { cleanup } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { $quota, resetQuota } from '../../../src/modules/growing/store.ts';

/** The staff member who checked IDs at the counter, as the audit trail names them. */
export const COUNTER_STAFF = { id: null, label: 'staff@club.test', via: 'web' as const };

/** Ends a test as a page ends: unmounted, the quota let go and emptied, `teardown` run, English again. */
export async function endGrowingTest(teardown: (() => void) | null): Promise<void> {
  cleanup();
  cleanStores($quota);
  resetQuota();
  teardown?.();
  await setLocale('en');
}
