// The dialogs that belong to a signed-in member (terms update, register intro, Android hint), over
// whatever screen is shown. They open after the first screen's commit (router/first-commit.ts), not
// in it: the register intro, open for a new member, cost the Dashboard's first render ~35 ms at 4x
// CPU (its render, focus trap and sheet), and a modal that opens a frame later (it fades in anyway,
// docs/spec.md §9) shifts no layout (docs/architecture.md decision 14). One at a time: changed
// terms first, the hints after (modules/common/store/dialog-turn.ts).
import { useStore } from '@nanostores/react';
import { $dialogTurn } from '../../modules/common/store/dialog-turn.ts';
import { AndroidAppHint, RegisterIntro } from '../../modules/common/components/instruction-dialogs.tsx';
import { TermsUpdateDialog } from '../../modules/common/components/terms-update-dialog.tsx';
import { useAfterFirstCommit } from '../router/first-commit.ts';

export function MemberDialogs() {
  const now = useAfterFirstCommit();
  const turn = useStore($dialogTurn);
  if (!now) return null;
  return (
    <>
      <TermsUpdateDialog />
      {turn === 'hints' && (
        <>
          <RegisterIntro />
          <AndroidAppHint />
        </>
      )}
    </>
  );
}
