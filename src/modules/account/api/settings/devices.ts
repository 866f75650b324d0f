// Requests of the devices page, one function per endpoint (server/routes/settings-devices.ts).
import { currentApi } from '../../../../core/runtime.ts';
import type { Device } from '../../types.ts';

export const getDevices = () => currentApi().get<Device[]>('user/devices');

export const revokeDevice = (id: number) => currentApi().delete<undefined>(`user/devices/${id}`);

export const logoutOtherDevices = (password: string) => currentApi().post<{ revoked_devices: number }>('user/devices/logout-others', { password });
