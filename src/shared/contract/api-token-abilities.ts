// The abilities an API token may hold: the token form offers them, the server checks and documents them.
/**
 * What an API token may be granted (never '*': an API token cannot reach settings, auth, chat, ghost
 * mode, broadcasting/auth, ticket booking or any other write that needs a full session). A route opts
 * in with requireAuth({ abilities: ['wallet:read'] }) and documents it with `auth: ['wallet:read']` in its
 * endpoint (src/shared/contract/endpoint.ts); a session token has '*' and passes every check (Sanctum's tokenCan).
 *   user:read            GET user, GET user/header
 *   notifications:read   GET user/notifications/unread, read, archived
 *   notifications:write  POST user/notifications/mark-all-read, {id}/archive, {id}/unarchive
 *   wallet:read          GET wallet, wallet/transactions(/{label}(/pdf)), wallet/orders(/{label}), wallet/withdrawals/{label}
 *   appointments:read    GET appointments, appointments/next, appointments/{label}, events, tickets/{label}
 *   news:read            GET posts, posts/{id}
 *   support:read         GET support/faq(/{category}), support/contact/categories, support/tickets(/{id}) (opening a ticket marks it read)
 *   support:write        POST support/contact/{category} (opens a ticket), POST support/tickets/{id}/messages
 */
export const API_TOKEN_ABILITIES = [
  'user:read',
  'notifications:read',
  'notifications:write',
  'wallet:read',
  'appointments:read',
  'news:read',
  'support:read',
  'support:write',
] as const;
export type ApiTokenAbility = (typeof API_TOKEN_ABILITIES)[number];
