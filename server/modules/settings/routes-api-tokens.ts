// Settings: API tokens for the member's own scripts (Sanctum personal access tokens). A token gets
// a subset of API_TOKEN_ABILITIES, never '*', so it can never reach a route that needs a full
// session (every settings route among them); its secret is shown once and only sha256 is stored.
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import { abilitiesOf, createAccessToken } from '../../auth/tokens.ts';
import type { AppEnv } from '../../http/env.ts';
import { notFound, ValidationError, type FieldErrors } from '../../http/errors.ts';
import { throttle, type Limit } from '../../http/rate-limit.ts';
import { validateFields } from '../../http/input.ts';
import { __, fieldMessage } from '../../lang/translate.ts';
import * as v from '../../../src/shared/contract/schema.ts';
import { countApiTokens, deleteApiToken, findApiToken, listApiTokens, markApiToken } from './repository-api-tokens.ts';
import type { AccessTokenRow } from '../../auth/repository-tokens.ts';
import { API_TOKEN_ABILITIES } from '../../../src/shared/contract/api-token-abilities.ts';
import { settings, type ApiToken, type NewApiToken } from '../../../src/shared/contract/settings.ts';
import { confirmPassword, member, memberChange } from './guard.ts';

export const MAX_API_TOKENS = 50;
export const API_TOKEN_CREATE_LIMIT: Limit = { name: 'settings-api-token', maxAttempts: 10, decaySeconds: 60 };

export function apiTokenResource(token: AccessTokenRow): ApiToken {
  return {
    id: token.id,
    name: token.name,
    abilities: abilitiesOf(token),
    last_used_at: token.last_used_at,
    created_at: token.created_at,
    expires_at: token.expires_at,
  };
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** `YYYY-MM-DD` (midnight UTC) or an ISO 8601 date-time with a zone; null when it is neither. */
export function parseExpiry(value: string): Date | null {
  const date = DATE_ONLY.exec(value);
  if (date) {
    const at = new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])));
    // 2026-02-31 would roll over into March: refuse it instead.
    return at.toISOString().startsWith(value) ? at : null;
  }
  if (!DATE_TIME.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The fields but `abilities`, whose list parseAbilities checks item by item. */
const { name, expires_at, password } = settings.createApiToken.body.entries;
const TOKEN_FIELDS = v.object({ name, expires_at, password });

function parseAbilities(value: unknown, errors: FieldErrors): string[] {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
    errors.abilities = [fieldMessage('required', 'abilities')];
    return [];
  }
  if (!Array.isArray(value)) {
    errors.abilities = [fieldMessage('array', 'abilities')];
    return [];
  }
  value.forEach((ability, index) => {
    if (typeof ability !== 'string' || !(API_TOKEN_ABILITIES as readonly string[]).includes(ability)) {
      errors[`abilities.${index}`] = [fieldMessage('in', `abilities.${index}`)];
    }
  });
  // Stored in the documented order, each once.
  return API_TOKEN_ABILITIES.filter((ability) => value.includes(ability));
}

export function settingsApiTokensRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/user/api-tokens', member(), (c) =>
    c.json(listApiTokens(c.var.deps.db, c.get('user').id).map(apiTokenResource)),
  );

  // Needs the password (Fortify's password confirmation, here on every creation): a token lives on
  // after the session, so a stolen session alone must not be able to mint one (T21).
  app.post(
    '/user/api-tokens',
    memberChange(),
    throttle(API_TOKEN_CREATE_LIMIT, (c) => String(c.get('user').id)),
    async (c) => {
      const { deps } = c.var;
      const user = c.get('user');
      const errors: FieldErrors = {};
      let input: { name: string; expires_at?: string | null; password: string } = {
        name: '',
        expires_at: null,
        password: '',
      };
      try {
        input = validateFields(TOKEN_FIELDS, c.var.body);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        Object.assign(errors, error.errors);
      }
      const abilities = parseAbilities(c.var.body.abilities, errors);
      const now = deps.clock.now();
      let expiresAt: Date | null = null;
      if (typeof input.expires_at === 'string' && !errors.expires_at) {
        expiresAt = parseExpiry(input.expires_at.trim());
        if (!expiresAt) errors.expires_at = [fieldMessage('date', 'expires_at')];
        else if (expiresAt.getTime() <= now.getTime())
          errors.expires_at = [fieldMessage('after', 'expires_at', { date: __('now') })];
      }
      if (Object.keys(errors).length) throw new ValidationError(errors);
      await confirmPassword(c, input.password);
      if (countApiTokens(deps.db, user.id) >= MAX_API_TOKENS) {
        throw new ValidationError({
          name: [__('You can have at most :max API tokens. Revoke one first.', { max: MAX_API_TOKENS })],
        });
      }

      const issued = createAccessToken(deps, user, {
        name: input.name.trim(),
        abilities,
        lifetimeMinutes: expiresAt ? (expiresAt.getTime() - now.getTime()) / 60_000 : null,
        idleMinutes: null,
        ip: c.var.ip,
        userAgent: c.req.header('user-agent') ?? null,
      });
      markApiToken(deps.db, issued.id, expiresAt ? toTimestamp(expiresAt) : null, toTimestamp(now));
      const body: NewApiToken = {
        token: apiTokenResource(findApiToken(deps.db, user.id, issued.id)!),
        plain_text_token: issued.plainTextToken,
      };
      return c.json(body, 201);
    },
  );

  app.delete('/user/api-tokens/:id', memberChange(), (c) => {
    const id = c.req.param('id');
    if (!/^\d{1,15}$/.test(id) || !deleteApiToken(c.var.deps.db, c.get('user').id, Number(id))) {
      throw notFound(`No query results for model [Laravel\\Sanctum\\PersonalAccessToken] ${id}`);
    }
    return c.body(null, 204);
  });

  return app;
}
