import { currentApi } from '../../../core/runtime.ts';

export type InstructionName = 'register_intro_closed' | 'android_app_closed';

/** POST instructions/toggle-state/{id}: flips the flag; answers every flag after the change. */
export const toggleInstructionState = (name: InstructionName) =>
  currentApi().post<{ instruction_state: Record<string, boolean> }>(
    `instructions/toggle-state/${encodeURIComponent(name)}`,
  );
