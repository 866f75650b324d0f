// What the treasury's staff routes (./routes-treasury.ts) share: the page size, the request's time,
// address and actor, and how a refused money move answers (404 or Laravel's 422).
import { staffActor } from '../../audit/actors.ts';
import { toTimestamp } from '../../clock.ts';
import type { AppContext } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { __ } from '../../lang/translate.ts';
import { MoneyError } from './money-repository.ts';
import { PayoutError } from './treasury-payouts.ts';

export const TREASURY_PER_PAGE = 20;

export const nowOf = (c: AppContext) => toTimestamp(c.var.deps.clock.now());
export const pathOf = (c: AppContext) => `${c.var.deps.config.appUrl}${new URL(c.req.url).pathname}`;
export const actorOf = (c: AppContext) => staffActor(c.get('user'));

/** A money move refused: 404 for an unknown label, else 422 on `field` saying why. */
export function moneyRefusal(error: unknown, field: string, model: string): never {
  if (error instanceof MoneyError) {
    if (error.code === 'unknown') throw notFound(`No query results for model [App\\Models\\${model}] ${error.label}`);
    throw new ValidationError({
      [field]: [
        error.code === 'expired'
          ? __('This order has expired.')
          : model === 'Order'
            ? __('This order is not awaiting payment.')
            : __('This withdrawal is no longer pending.'),
      ],
    });
  }
  if (error instanceof PayoutError) {
    const messages: Record<PayoutError['code'], string> = {
      in_batch: __('This withdrawal is already in a payout batch.'),
      nothing_to_export: __('No approved withdrawal is waiting for a payout.'),
      no_club_account: __('The club has not set up its bank account.'),
      not_exported: __('This payout batch is already processed.'),
    };
    throw new ValidationError({ [field]: [messages[error.code]] });
  }
  throw error;
}
