// Pieces every settings path document shares (server/modules/settings/openapi-*.ts).
import { bearer, responses } from '../../openapi/components.ts';
import type { Schema } from '../../openapi/types.ts';

export { bearer };
export const { json, ref } = responses;
export const tags = ['settings'];

export const body = (schema: Schema) => ({ required: true, content: { 'application/json': { schema } } });
export const nullable = (type: string, extra: Schema = {}): Schema => ({ type: [type, 'null'], ...extra });

const ghost = {
  description: 'A ghost-mode session may look but not change anything.',
  content: json(ref('Message'), { message: 'Ghost mode is read-only: leave ghost mode to make changes.' }),
};

/** A read: 401 without a full session token, 403 for a token without '*' (API tokens, pending logins). */
export const readErrors = { 401: responses.unauthenticated, 403: responses.invalidAbility };
/** A change: also 403 in ghost mode, and 422. */
export const changeErrors = {
  401: responses.unauthenticated,
  403: { ...responses.invalidAbility, description: `${responses.invalidAbility.description} ${ghost.description}` },
  422: responses.validation,
};
/** A change re-authenticated with the password: also 429 after 5 wrong passwords a minute. */
export const passwordErrors = { ...changeErrors, 429: responses.throttled };

export const passwordBody = body({
  type: 'object',
  required: ['password'],
  properties: { password: { type: 'string', description: 'The current password (re-authentication, ASVS 5.0 7.5.1)' } },
});

export const userResponse = (description: string) => ({ 200: { description, content: json(ref('User')) } });
export const idParameter = (description: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  description,
  schema: { type: 'integer' },
});
export const notFoundResponse = {
  description: "Not one of the member's own (no existence oracle)",
  content: json(ref('Message')),
};
export const noContent = responses.noContent;
