// pusher-js creates an encrypted channel only when given a `nacl` implementation (its
// with-encryption build); without one, subscribing to private-encrypted-* throws before this is
// reached. The widgets pass none, so the channel class (and its base64/utf8 codecs) stay out.
export default class EncryptedChannel {
  constructor() {
    throw new Error('Encrypted channels are not part of this pusher-js build.');
  }
}
