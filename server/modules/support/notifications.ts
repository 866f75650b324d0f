// What a member is told when staff answer their ticket (club ticket:reply), in their language.
import { __ } from '../../lang/translate.ts';
import type { Locale } from '../../lang/locale.ts';

export const ticketAnsweredTitle = (locale: Locale) => __('Your ticket was answered', {}, locale);
