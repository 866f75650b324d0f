// What a member is told when a post is published (club post:create), in their language.
import { __ } from '../../lang/translate.ts';
import type { Locale } from '../../lang/locale.ts';

export const postPublishedTitle = (title: string, locale: Locale) => __('New post: :title', { title }, locale);
