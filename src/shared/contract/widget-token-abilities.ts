// What a token from a widget's sign-in may do (docs/contracts.md §7.7): the widgets' reads, marking
// notifications read and registering a ticket from the events widget (docs/threats.md T48), nothing else. The widgets run on the club's website, where any
// script can read their storage: such a token cannot move money, change settings or read the
// member's profile, and answers 403 with a message of its own there.
//   widget               marks the token; with it: auth/refresh (a widget token again), auth/logout,
//                        broadcasting/auth (the member's own private channel)
//   header:read          GET user/header (the bell's and the ticket indicator's counts)
//   notifications:read   GET user/notifications/unread, read, archived (the bell)
//   notifications:write  POST user/notifications/mark-all-read, {id}/archive, {id}/unarchive (the bell)
//   wallet:read          GET wallet/** (the wallet summary)
//   news:read            GET posts/** (the news feed)
//   appointments:list    GET appointments, GET events (the events widget; not a ticket, its QR or PDF)
//   tickets:register     POST appointments/{id}/tickets (the events widget's register action)
export const WIDGET_ABILITY = 'widget';

export const WIDGET_TOKEN_ABILITIES = [
  WIDGET_ABILITY,
  'header:read',
  'notifications:read',
  'notifications:write',
  'wallet:read',
  'news:read',
  'appointments:list',
  'tickets:register',
] as const;
export type WidgetTokenAbility = (typeof WIDGET_TOKEN_ABILITIES)[number];
