// `npm start` and `npm run club` on a clone: without an APP_ENV (environment or .env) they run the
// local demo explicitly (APP_ENV=local, APP_DEMO=true), since the server's own default is
// production. An APP_ENV someone set, production included, is always respected.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDotEnv } from '../server/config.ts';

export function localDemoEnv(env: NodeJS.ProcessEnv, cwd: string): NodeJS.ProcessEnv {
  const envFile = path.join(cwd, '.env');
  const fileVars = existsSync(envFile) ? parseDotEnv(readFileSync(envFile, 'utf8')) : {};
  const chosen = (env.APP_ENV ?? fileVars.APP_ENV ?? '').trim();
  if (chosen !== '') return env;
  return { ...env, APP_ENV: 'local', APP_DEMO: env.APP_DEMO ?? fileVars.APP_DEMO ?? 'true' };
}
