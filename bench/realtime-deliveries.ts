// One row of the delivery bench: notifications sent one at a time, each waited for in every
// subscribed client (portal pages' DOM, Node clients), latencies taken from the send. A client
// that has not got a notification by the timeout is counted as a missed delivery, never dropped.
import type { Sent } from './realtime-club-notify.ts';
import type { EchoClients } from './realtime-echo-clients.ts';
import type { PortalPage } from './realtime-portal-pages.ts';

export interface Deliveries {
  /** Latencies to the pages' DOM, one per page per notification that page got. */
  dom: number[];
  /** Latencies to every client (pages and Node clients). */
  each: number[];
  /** Per notification that every client got: the latency of the last client. */
  last: number[];
  samples: number;
  clients: number;
  missedDom: number;
  missedEach: number;
}

export interface DeliveryOptions {
  samples: number;
  timeoutMs: number;
  pauseMs: number;
}

export async function measureDeliveries(
  send: (title: string) => Promise<Sent>,
  pages: PortalPage[],
  nodeClients: EchoClients | null,
  options: DeliveryOptions,
): Promise<Deliveries> {
  const clients = pages.length + (nodeClients?.count ?? 0);
  const result: Deliveries = {
    dom: [],
    each: [],
    last: [],
    samples: options.samples,
    clients,
    missedDom: 0,
    missedEach: 0,
  };
  const tag = Date.now().toString(36);
  for (let i = 0; i < options.samples; i++) {
    const sent = await send(`bench ${tag} ${i}`);
    const deadline = sent.sentAt + options.timeoutMs;
    const [inPages, inNode] = await Promise.all([
      Promise.all(pages.map((page) => page.arrivalOf(sent.title, deadline))),
      nodeClients ? nodeClients.arrivalsOf(sent.id, deadline) : Promise.resolve([]),
    ]);
    const latency = (at: number | null) => (at === null ? [] : [at - sent.sentAt]);
    const dom = inPages.flatMap(latency);
    const each = [...dom, ...inNode.flatMap(latency)];
    result.dom.push(...dom);
    result.each.push(...each);
    result.missedDom += pages.length - dom.length;
    result.missedEach += clients - each.length;
    if (each.length === clients) result.last.push(Math.max(...each));
    await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
  }
  return result;
}
