// The inbox's endpoints (src/shared/contract/club-support.ts), one function each.
import { currentApi } from '../../core/runtime.ts';
import type { Assignee, InboxThread, InboxTicket, Paginator, SupportContent } from './types.ts';

const segment = (value: string | number) => encodeURIComponent(String(value));

export const getInbox = (status: string, page: number) =>
  currentApi().get<Paginator<InboxTicket>>('club/tickets', { status: status || undefined, page });
export const getThread = (id: string) => currentApi().get<InboxThread>(`club/tickets/${segment(id)}`);
export const replyTo = (id: string, text: string) =>
  currentApi().post<InboxThread>(`club/tickets/${segment(id)}/reply`, { text });
export const addNote = (id: string, text: string) =>
  currentApi().post<InboxThread>(`club/tickets/${segment(id)}/notes`, { text });
export const assign = (id: string, userId: number | null) =>
  currentApi().put<InboxThread>(`club/tickets/${segment(id)}/assignee`, { user_id: userId });
export const closeTicket = (id: string) => currentApi().post<InboxThread>(`club/tickets/${segment(id)}/close`);
export const getAssignees = () => currentApi().get<Assignee[]>('club/tickets-assignees');

export const getContent = () => currentApi().get<SupportContent>('club/support-content');
// Each text in English and, in its `*_de` field, German.
export const addFaqCategory = (fields: { slug: string; name: string; name_de?: string }) =>
  currentApi().post<SupportContent>('club/faq-categories', fields);
export const removeFaqCategory = (id: number) =>
  currentApi().delete<SupportContent>(`club/faq-categories/${segment(id)}`);
type QuestionFields = {
  faq_category_id: number;
  question: string;
  question_de?: string;
  answer: string;
  answer_de?: string;
};
export const addFaqQuestion = (fields: QuestionFields) =>
  currentApi().post<SupportContent>('club/faq-questions', fields);
export const saveFaqQuestion = (id: number, fields: QuestionFields) =>
  currentApi().put<SupportContent>(`club/faq-questions/${segment(id)}`, fields);
export const removeFaqQuestion = (id: number) =>
  currentApi().delete<SupportContent>(`club/faq-questions/${segment(id)}`);
export const addContactCategory = (fields: {
  slug: string;
  name: string;
  name_de?: string;
  description: string;
  description_de?: string;
}) => currentApi().post<SupportContent>('club/contact-categories', fields);
export const removeContactCategory = (id: number) =>
  currentApi().delete<SupportContent>(`club/contact-categories/${segment(id)}`);
