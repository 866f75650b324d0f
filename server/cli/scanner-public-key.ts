// The public key a door or counter check reads (card:check, ticket:check): --public-key FILE, else
// TICKET_PUBLIC_KEY, else the demo key next to the database.
import { readFileSync } from 'node:fs';
import type { AppDeps } from '../http/env.ts';
import { publicKeyFile } from '../signing/club-keys.ts';
import { UsageError } from './commands.ts';

export function publicKeyText(deps: AppDeps, file: string | undefined): string {
  if (file) return readFileSync(file, 'utf8');
  if (deps.config.ticketKeys.publicKey) return deps.config.ticketKeys.publicKey;
  const demoFile = publicKeyFile(deps.config);
  if (deps.config.demo && demoFile) return readFileSync(demoFile, 'utf8');
  throw new UsageError('No public key: pass --public-key FILE or set TICKET_PUBLIC_KEY.');
}
