// The one-time hints of docs/spec.md §3 instruction_state: the register intro (a welcome after
// registration) and the Android-app hint (only inside the app). Each is closed for good: the
// server flag is set and the session's copy follows. Never while support staff act as the member
// (ghost mode): the hints are the member's to close.
import { computed } from 'nanostores';
import { isAndroidApp } from './native-app/android-marker.ts';
import { $session } from '../../../core/session/session.ts';
import { setInstructionState } from '../../../core/session/updates.ts';
import { toggleInstructionState, type InstructionName } from '../api/instructions.ts';

export type Instruction = 'register-intro' | 'android-app';

const FLAGS: Record<Instruction, InstructionName> = {
  'register-intro': 'register_intro_closed',
  'android-app': 'android_app_closed',
};

/** The hint to show now, one at a time (the intro first), or null. */
export function pendingInstruction(
  session: { isLoggedIn: boolean; user: { instruction_state: Record<string, boolean> } | null; ghost?: unknown },
  inAndroidApp: boolean,
): Instruction | null {
  if (!session.isLoggedIn || !session.user || session.ghost) return null;
  const closed = session.user.instruction_state;
  if (closed.register_intro_closed !== true) return 'register-intro';
  if (inAndroidApp && closed.android_app_closed !== true) return 'android-app';
  return null;
}

export const $pendingInstruction = computed($session, (session) => pendingInstruction(session, isAndroidApp()));

/**
 * Closes a hint for good. The session's copy closes at once; the server's flag is a toggle, so
 * when it answers the flag open (it was closed meanwhile in another tab) it is toggled once more.
 */
export async function closeInstruction(instruction: Instruction): Promise<void> {
  const name = FLAGS[instruction];
  setInstructionState(name, true);
  let state = (await toggleInstructionState(name)).instruction_state;
  if (state[name] !== true) state = (await toggleInstructionState(name)).instruction_state;
  setInstructionState(name, state[name] === true);
}
