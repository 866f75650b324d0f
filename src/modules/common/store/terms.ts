// The updated terms the member is asked to accept (the header summary's term_updates): shown, they
// follow new terms published while the portal is open (club terms:publish, TermsPublished on the
// public channel `terms`), and accepting takes them all at once, after which the dialog closes.
import { computed, onMount } from 'nanostores';
import { $termUpdates, reloadHeader, removeTermUpdates } from '../../../core/header/store.ts';
import { onPublicCue } from '../../../core/realtime/index.ts';
import { TERMS_CHANNEL, TERMS_PUBLISHED_EVENT } from '../../../shared/contract/realtime-events.ts';
import { agreeToTermUpdates } from '../api/terms.ts';

/** The documents to accept, live while a view shows them. */
export const $pendingTerms = computed($termUpdates, (updates) => updates);
onMount($pendingTerms, () =>
  onPublicCue(TERMS_CHANNEL, TERMS_PUBLISHED_EVENT, () => void reloadHeader().catch(() => {})),
);

/** POST user/terms/agree-updates; rejects when refused. */
export const acceptTermUpdates = (): Promise<void> => agreeToTermUpdates().then(removeTermUpdates);
