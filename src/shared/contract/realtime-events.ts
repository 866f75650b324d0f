// Realtime cues that both the server (which broadcasts them) and the client (which listens) name.
// Each is a cue, never data: the client refetches over HTTP when one arrives (docs: realtime).
// Names are the Laravel broadcast names (`App\Events\…`); Echo listens with a leading '.'.

/** On `private-App.Models.User.{id}` after any change to that member's wallet (order paid,
 *  withdrawal booked, processed or rejected, a reservation or a handover, whose quota meter, lists
 *  and menu follow it too). Payload `{}`. */
export const WALLET_UPDATED_EVENT = 'App\\Events\\WalletUpdated';

/** On `private-App.Models.User.{id}` after a change to that member's distribution record, quota or
 *  membership: a handover at the counter, a recall of a batch they received from, a membership
 *  decision (docs/spec.md §12). Payload `{}`. */
export const GROWING_UPDATED_EVENT = 'App\\Events\\GrowingUpdated';

/** On `private-App.Models.User.{id}` when staff answer or close one of the member's support
 *  tickets. Payload `{ "ticket_id": number }`. */
export const TICKET_UPDATED_EVENT = 'App\\Events\\TicketUpdated';

/** On `private-App.Models.User.{id}` after the member marked their notifications read (in any tab,
 *  widget or the portal): the others fetch the lists again. Payload `{}`. */
export const NOTIFICATIONS_READ_EVENT = 'App\\Events\\NotificationsRead';

/** On the public channel `news` when a post is published. Payload `{ "id": number }`. */
export const POST_PUBLISHED_EVENT = 'App\\Events\\PostPublished';
export const NEWS_CHANNEL = 'news';

/** On `private-club.appointments` (any signed-in member, docs/threats.md T49) after an
 *  appointment's or event's seats changed: a ticket registered or cancelled, the event edited or
 *  cancelled. Payload `{ "id": number }`, the appointment's id: no member, no amount. Lists that
 *  show it (the events widget, docs/spec.md §9) fetch again. */
export const APPOINTMENT_SEATS_EVENT = 'App\\Events\\AppointmentSeatsChanged';
export const APPOINTMENTS_CHANNEL = 'club.appointments';

/** On the public channel `terms` when a new version of a terms document is published; members
 *  online reload the header summary, whose term_updates open the terms dialog. Payload `{}`. */
export const TERMS_PUBLISHED_EVENT = 'App\\Events\\TermsPublished';
export const TERMS_CHANNEL = 'terms';

/** On `private-club.staff` (staff holding a dashboard permission, docs/spec.md §10) after a change the
 *  staff dashboard shows: an order, a withdrawal, a support ticket, a pickup or an event booking.
 *  Payload `{ "part": StaffDashboardPart }`: which part to refetch. */
export const STAFF_UPDATED_EVENT = 'App\\Events\\StaffAreaUpdated';
export const STAFF_CHANNEL = 'club.staff';
export const STAFF_DASHBOARD_PARTS = ['orders', 'withdrawals', 'tickets', 'pickups', 'events'] as const;
export type StaffDashboardPart = (typeof STAFF_DASHBOARD_PARTS)[number];
