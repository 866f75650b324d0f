// Why a membership decision was refused, as Laravel's 422 in the request's language.
import { notFound, ValidationError } from '../../http/errors.ts';
import { __ } from '../../lang/translate.ts';
import { MembershipError } from './joining.ts';

const STATUS_TEXT = 'That is not possible in the membership’s present state.';
const UNCONFIRMED_TEXT = 'The applicant has not confirmed their email address yet.';
const NOT_CHECKED_TEXT = 'Check an official photo ID in person first (KCanG §16 (4)).';
const UNDER_18_TEXT = 'Members must be 18 or older to join.';
const OFFER_EXPIRED_TEXT = 'The offer has expired.';

export function membershipRefusal(error: unknown): never {
  if (!(error instanceof MembershipError)) throw error;
  switch (error.code) {
    case 'unknown':
      throw notFound('No query results for model [App\\Models\\Membership].');
    case 'status':
      throw new ValidationError({ status: [__(STATUS_TEXT)] });
    case 'email_unconfirmed':
      throw new ValidationError({ email: [__(UNCONFIRMED_TEXT)] });
    case 'not_checked':
      throw new ValidationError({ check: [__(NOT_CHECKED_TEXT)] });
    case 'under_18':
      throw new ValidationError({ date_of_birth: [__(UNDER_18_TEXT)] });
    case 'offer_expired':
      throw new ValidationError({ offer: [__(OFFER_EXPIRED_TEXT)] });
  }
}
