// Every member's orders for the treasurer (Club:Orders, docs/spec.md §10): a filtered page, and the
// two decisions on an order awaiting payment; the page reloads after each.
import { createResource } from '../../../core/resource/resource.ts';
import { cancelOrder, getOrders, markOrderPaid, type OrderFilter } from '../api.ts';
import { createAction } from './action.ts';

export function createOrdersStore(failedText: () => string) {
  const orders = createResource((filter: OrderFilter, page: number) => getOrders(filter, page));
  let last: [OrderFilter, number] = [{}, 1];
  const load = (filter: OrderFilter, page: number) => {
    last = [filter, page];
    return orders.load(filter, page);
  };
  const action = createAction(failedText, () => orders.load(...last));
  return {
    $state: orders.$state,
    $busy: action.$busy,
    $problem: action.$problem,
    load,
    markPaid: (label: string, reference: string) => action.run(() => markOrderPaid(label, reference.trim())),
    cancel: (label: string, reason: string) => action.run(() => cancelOrder(label, reason.trim())),
  };
}
