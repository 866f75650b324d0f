// Whose turn it is among a member's own dialogs (docs/spec.md §3): never two stacked. Changed terms
// come first; the one-time hints (welcome, Android app) wait until the header summary has said
// whether terms are pending, and until they are accepted. Staff in ghost mode never see the terms.
import { computed } from 'nanostores';
import { $header } from '../../../core/header/store.ts';
import { $session } from '../../../core/session/session.ts';

export type DialogTurn = 'waiting' | 'terms' | 'hints';

export const $dialogTurn = computed([$header, $session], (header, session): DialogTurn => {
  if (header === null) return 'waiting';
  if (header.term_updates.length > 0 && !session.ghost) return 'terms';
  return 'hints';
});
