// The dialogs that belong to a signed-in member (terms update, register intro, Android hint), over
// whatever screen is shown. They open after the first
// screen's commit (router/first-commit.ts), not in it: the register intro, open for a new member,
// cost the Dashboard's first render ~35 ms at 4x CPU (its render, focus trap and sheet), and a
// modal that opens a frame later (it fades in anyway, docs/spec.md §9) shifts no layout (docs/architecture.md decision 14).
import { AndroidAppHint, RegisterIntro } from '../../modules/common/components/instruction-dialogs.tsx';
import { TermsUpdateDialog } from '../../modules/common/components/terms-update-dialog.tsx';
import { useAfterFirstCommit } from '../router/first-commit.ts';

export function MemberDialogs() {
  const now = useAfterFirstCommit();
  if (!now) return null;
  return (
    <>
      <TermsUpdateDialog />
      <RegisterIntro />
      <AndroidAppHint />
    </>
  );
}
