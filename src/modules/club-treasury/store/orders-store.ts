// Every member's orders for the treasurer (Club:Orders, docs/spec.md §10): a filtered page, and the
// two decisions on an order awaiting payment; the shown page is fetched again after each.
import { cancelOrder, getOrders, markOrderPaid, type OrderFilter } from '../api.ts';
import { createAction } from './action.ts';
import { keyed } from '../../../core/resource/keyed.ts';

export const orderPages = keyed((filter: OrderFilter, page: number) => getOrders(filter, page));

export function createOrdersStore(failedText: () => string) {
  const action = createAction(failedText, () => orderPages.reload());
  return {
    $busy: action.$busy,
    $problem: action.$problem,
    markPaid: (label: string, reference: string) => action.run(() => markOrderPaid(label, reference.trim())),
    cancel: (label: string, reason: string) => action.run(() => cancelOrder(label, reason.trim())),
  };
}
