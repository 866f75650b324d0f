// The one line a mail or a push about a topic says (docs/spec.md §4): the topic only, never the
// notification's own text (no amount, strain, gram figure, quota or chat text).
import { __ } from '../lang/translate.ts';
import type { Locale } from '../lang/locale.ts';
import type { NotificationTopic } from '../../src/shared/contract/notification-topics.ts';

const TOPIC_TEXT: Record<NotificationTopic, (locale: Locale) => string> = {
  news: (locale) => __('There is news from the club.', {}, locale),
  wallet: (locale) => __('Your wallet changed.', {}, locale),
  appointments: (locale) => __('There is news about your appointments.', {}, locale),
  support: (locale) => __('There is an answer to your support ticket.', {}, locale),
  chat: (locale) => __('New message from the club.', {}, locale),
  growing: (locale) => __('There is news about your growing.', {}, locale),
  announcements: (locale) => __('The club has an announcement.', {}, locale),
};

export const topicLine = (topic: NotificationTopic, locale: Locale): string => TOPIC_TEXT[topic](locale);
