import { currentApi } from '../../../core/runtime.ts';

/** POST user/terms/agree-updates: the member accepts every updated terms document. */
export const agreeToTermUpdates = () => currentApi().post<void>('user/terms/agree-updates');
