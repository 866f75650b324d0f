// Whether this browser can use passkeys at all (WebAuthn in a secure context): the passkey buttons
// show only then. A plain check, so the login page need not load the WebAuthn library to decide.
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';
