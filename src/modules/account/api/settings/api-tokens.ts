// Requests of the API token page, one function per endpoint (server/modules/settings/routes-api-tokens.ts).
import { currentApi } from '../../../../core/runtime.ts';
import type { ApiToken, NewApiToken, NewApiTokenInput } from '../../types.ts';

export const getApiTokens = () => currentApi().get<ApiToken[]>('user/api-tokens');

export const createApiToken = (input: NewApiTokenInput) => currentApi().post<NewApiToken>('user/api-tokens', input);

export const revokeApiToken = (id: number) => currentApi().delete<undefined>(`user/api-tokens/${id}`);
