// Ghost mode's token and its one rule: support staff acting as a member read, they do not write.
// Checked once in requireAuth(), so no route can forget it.
import { abilitySet } from './tokens.ts';

/** The ability that marks a ghost token. Checked by name: a '*' token is not a ghost token. */
export const GHOST_ABILITY = 'ghost';

export const GHOST_READ_ONLY = 'Ghost mode is read-only: leave ghost mode to make changes.';

export const isGhostToken = (token: { abilities: string }) => abilitySet(token).has(GHOST_ABILITY);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The writes a ghost session may still make: leaving it (DELETE ghost-mode, or logging the ghost
 * token out) and channel auth, which only opens the member's feed for reading.
 */
const GHOST_WRITES = new Set(['DELETE /api/ghost-mode', 'POST /api/auth/logout', 'POST /api/broadcasting/auth']);

export function ghostMayCall(method: string, path: string): boolean {
  const upper = method.toUpperCase();
  return SAFE_METHODS.has(upper) || GHOST_WRITES.has(`${upper} ${path.replace(/\/+$/, '')}`);
}
