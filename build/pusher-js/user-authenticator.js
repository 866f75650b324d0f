// pusher-js's user authenticator (src/core/auth/user_authenticator.ts: the request behind
// pusher.signin()), left out with the user facade (build/pusher-js/user.js): pusher-js's config
// still builds one for every client, so it is built, and it throws if it is ever asked to run.
export default function UserAuthenticator() {
  return () => {
    throw new Error('User sign-in (pusher.signin) is not part of this pusher-js build.');
  };
}
