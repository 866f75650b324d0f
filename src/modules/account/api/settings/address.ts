// Requests of the address page, one function per endpoint (server/modules/settings/routes-address.ts).
import { currentApi } from '../../../../core/runtime.ts';
import type { User } from '../../../../core/types.ts';
import type { AddressInput } from '../../types.ts';

export const getAddress = () => currentApi().get<AddressInput>('user/settings/address');

export const saveAddress = (address: AddressInput) => currentApi().put<User>('user/settings/address', address);
