// What the four widgets of a member's page (the bell, wallet summary, ticket indicator and news
// feed: embed/widgets.ts) read over HTTP when the page loads and on each realtime cue, for the club
// evening's simulated pages (bench/club-evening.ts). tests/embed/member-widget-reads.test.tsx runs
// the real widgets against the real server and checks the load and the cues the evening sends them
// (post, notification, wallet): the bench does what they do. Ticket and terms cues reload the
// header summary (src/core/header/store.ts, src/modules/common/store/terms.ts).
import type { Read } from './club-evening-pages.ts';

const CONFIG: Read = ['GET /api/config', '/api/config'];
const HEADER: Read = ['GET /api/user/header', '/api/user/header'];
const WALLET: Read = ['GET /api/wallet', '/api/wallet'];
const POSTS: Read = ['GET /api/posts', '/api/posts?page=1'];

/** On load: the client's config, the header summary (the bell's counts, the ticket indicator), the wallet, the posts. */
export const WIDGET_LOAD: Read[] = [CONFIG, HEADER, WALLET, POSTS];

/**
 * Per cue kind (bench/club-evening.ts KINDS), the reads it fetches again. A notification reads
 * nothing: the bell puts the pushed item on top and counts it (docs/spec.md §4, items merge by id),
 * and the header summary's count follows in place (src/modules/notifications/store.ts).
 */
export const WIDGET_CUES: Record<string, Read[]> = {
  /**
   * The page's channels subscribed (bench/club-evening.ts sends it when its member's socket is):
   * each read that follows one fetches once more, a cue sent before reached no one
   * (src/core/realtime/cue.ts).
   */
  subscribed: [HEADER, WALLET, POSTS],
  notification: [],
  wallet: [WALLET],
  ticket: [HEADER],
  terms: [HEADER],
  post: [POSTS],
};
