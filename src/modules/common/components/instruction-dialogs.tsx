// The register intro and the Android-app hint (docs/spec.md §3 instruction_state). Dismissing one in any
// way (its button, Escape, the ×, a click outside) closes it for good.
import { useStore } from '@nanostores/react';
import { messageOf } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { showToast } from '../../../ui/toasts.ts';
import { $pendingInstruction, closeInstruction, type Instruction } from '../store/instructions.ts';

const TEXTS: Record<Instruction, string> = {
  'register-intro': 'common.instructions.registerIntro',
  'android-app': 'common.instructions.androidApp',
};

function InstructionDialog({ instruction }: { instruction: Instruction }) {
  const { t } = useStore($i18n);
  const open = useStore($pendingInstruction) === instruction;
  const key = TEXTS[instruction];
  const close = () => {
    closeInstruction(instruction).catch((error: unknown) => showToast({ kind: 'error', text: messageOf(error, t) }));
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t(`${key}.title`)}
      description={t(`${key}.text`)}
      icon={<Icon name={instruction === 'android-app' ? 'bell' : 'user'} />}
      closeLabel={t('common.errors.close')}
      className={`club-instruction club-instruction--${instruction}`}
      actions={<Button onClick={close}>{t(`${key}.close`)}</Button>}
    />
  );
}

/** A short welcome after registration, until the member closes it. */
export const RegisterIntro = () => <InstructionDialog instruction="register-intro" />;

/** Inside the Android app only (src/modules/common/store/native-app/android-marker.ts), once the intro is closed. */
export const AndroidAppHint = () => <InstructionDialog instruction="android-app" />;
