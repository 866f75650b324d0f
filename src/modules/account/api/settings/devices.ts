// Requests of the devices page, one function per endpoint (server/modules/settings/routes-devices.ts).
import { currentApi } from '../../../../core/runtime.ts';
import type { Device } from '../../types.ts';

export const getDevices = () => currentApi().get<Device[]>('user/devices');

export const revokeDevice = (id: number) => currentApi().delete<undefined>(`user/devices/${id}`);

/** Ends every other session and, unless kept, the API tokens (answers how many of each). */
export const logoutOtherDevices = (password: string, keepApiTokens: boolean) =>
  currentApi().post<{ revoked_devices: number; revoked_api_tokens?: number }>('user/devices/logout-others', {
    password,
    keep_api_tokens: keepApiTokens,
  });
