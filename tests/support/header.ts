// Lets go of the header summary between tests: a view's stores unmount a second after the view
// (nanostores), and a summary still shown then follows the session, so it would load for the next
// test's member before that test starts counting. The stores derived from it go first, at once.
import { cleanStores } from 'nanostores';
import { $header, $termUpdates, $ticketIndicator, resetHeader } from '../../src/core/header/store.ts';
import { $dialogTurn } from '../../src/modules/common/store/dialog-turn.ts';
import { $pendingTerms } from '../../src/modules/common/store/terms.ts';
import { $ticketsEnabled } from '../../src/modules/support/store/ticket-unread.ts';

export function forgetHeader(): void {
  cleanStores($dialogTurn, $pendingTerms, $ticketsEnabled, $ticketIndicator, $termUpdates, $header);
  resetHeader();
}
