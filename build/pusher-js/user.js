// pusher-js's user facade (src/core/user.ts: pusher.signin(), the pusher:signin handshake, the
// server-to-user channel and the watchlist), left out of the widget script's build (build/rollup/
// pusher-websocket-only.mjs): the widgets never sign a user in to the websocket
// (no pusher.signin(), no Echo signin()), they listen on private channels. pusher-js creates the
// facade in every constructor, so it exists, and signing in throws instead of never completing.
export default class UserFacade {
  signin() {
    throw new Error('User sign-in (pusher.signin) is not part of this pusher-js build.');
  }
}
