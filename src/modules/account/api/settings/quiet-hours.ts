// Requests of the quiet hours on the notifications page (server/modules/settings/routes-quiet-hours.ts).
import { currentApi } from '../../../../core/runtime.ts';
import type { QuietHours } from '../../types.ts';

export const getQuietHours = () => currentApi().get<QuietHours>('user/settings/quiet-hours');

export const saveQuietHours = (quiet: QuietHours) => currentApi().put<QuietHours>('user/settings/quiet-hours', quiet);
