// What the shell shows around every page while a member is signed in: the ghost banner, the
// client-update dialog (its cue arrives over the realtime connection members hold, docs/spec.md §9)
// and the Android app's push registration. A chunk of its own (shell/on-demand.tsx).
import { ClientUpdateDialog } from '../../modules/common/components/client-update-dialog.tsx';
import { PushRegistration } from '../../modules/common/components/push-registration-mount.tsx';
import { GhostBanner } from '../layouts/ghost-banner.tsx';
import { adoptDeferredStyles } from './deferred-styles.ts';

export default function MemberParts({ routeName }: { routeName: string | null }) {
  adoptDeferredStyles(); // its dialogs' sheets, before its first commit (again: a no-op)
  return (
    <>
      <GhostBanner />
      <ClientUpdateDialog routeName={routeName} />
      <PushRegistration />
    </>
  );
}
