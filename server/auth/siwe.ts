// Sign-In with Ethereum (EIP-4361) on the server: the only viem import. The message is parsed and
// validated with viem/siwe and the signature recovered with viem's verifyMessage (EOA wallets,
// offline: no RPC, so no ERC-1271 contract wallets); never hand-rolled crypto.
import { verifyMessage, type Hex } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import type { Config } from '../config.ts';
import { ValidationError } from '../http/errors.ts';
import type { Limit } from '../http/rate-limit.ts';
import { __ } from '../lang/translate.ts';

/** A nonce is good for one sign-in within this many minutes. */
export const SIWE_NONCE_MINUTES = 5;
/** A wallet's clock may run this far ahead of ours. */
export const SIWE_CLOCK_SKEW_MS = 60_000;
/** Nonces per IP per minute; sign-in attempts per IP per minute. */
export const SIWE_NONCE_LIMIT: Limit = { name: 'siwe-nonce', maxAttempts: 30, decaySeconds: 60 };
export const SIWE_LOGIN_LIMIT: Limit = { name: 'siwe-login', maxAttempts: 10, decaySeconds: 60 };

export const INVALID_MESSAGE = 'The message is not a valid Sign-In with Ethereum message.';
export const WRONG_DOMAIN = 'The message was not made for this site.';
export const EXPIRED_MESSAGE = 'The message has expired or is not valid yet.';
export const USED_NONCE = 'This sign-in request has expired or was already used. Please try again.';
export const BAD_SIGNATURE = 'The signature does not match the message.';
export const UNKNOWN_WALLET = 'No member is linked to this wallet address.';

/** The RFC 3986 authorities a message may name: the portal's and the API's (host[:port]). */
export function siweDomains(config: Pick<Config, 'frontendUrl' | 'appUrl'>): string[] {
  const hosts = [config.frontendUrl, config.appUrl].map((url) => {
    try {
      return new URL(url).host;
    } catch {
      return null;
    }
  });
  return [...new Set(hosts.filter((h): h is string => h !== null))];
}

export interface CheckedSiweMessage {
  address: `0x${string}`;
  nonce: string;
  chainId: number;
}

const invalid = (field: 'message' | 'signature', text: string) => new ValidationError({ [field]: [text] });

/**
 * Checks everything about a message that needs no database: the EIP-4361 shape, the domain and the
 * URI of this site, and its time window. Throws 422 (errors.message); returns the signer and nonce.
 */
export function checkSiweMessage(message: string, options: { domains: string[]; now: Date }): CheckedSiweMessage {
  const parsed = parseSiweMessage(message);
  const { address, domain, nonce, uri, version, chainId, issuedAt } = parsed;
  if (
    !address ||
    !domain ||
    !nonce ||
    !uri ||
    version !== '1' ||
    !chainId ||
    !issuedAt ||
    Number.isNaN(issuedAt.getTime())
  ) {
    throw invalid('message', __(INVALID_MESSAGE));
  }
  let uriHost: string | null = null;
  try {
    uriHost = new URL(uri).host;
  } catch {
    uriHost = null;
  }
  if (!options.domains.includes(domain) || uriHost !== domain) throw invalid('message', __(WRONG_DOMAIN));

  const now = options.now.getTime();
  const issued = issuedAt.getTime();
  const tooOld = issued < now - SIWE_NONCE_MINUTES * 60_000;
  const fromTheFuture = issued > now + SIWE_CLOCK_SKEW_MS;
  if (tooOld || fromTheFuture || !validateSiweMessage({ message: parsed, domain, time: options.now })) {
    // validateSiweMessage also refuses a malformed nonce or address; the shape was checked above,
    // so what is left is expirationTime / notBefore.
    throw invalid('message', __(EXPIRED_MESSAGE));
  }
  return { address, nonce, chainId };
}

/** True when `signature` is `address`'s personal_sign (EIP-191) of exactly `message`. */
export async function signatureMatches(message: string, signature: string, address: `0x${string}`): Promise<boolean> {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
  try {
    return await verifyMessage({ address, message, signature: signature as Hex });
  } catch {
    return false; // a signature that recovers to no point on the curve
  }
}

export function badSignature(): ValidationError {
  return invalid('signature', __(BAD_SIGNATURE));
}
