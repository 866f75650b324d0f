// The support endpoints, one function each, on the installed runtime's api.
import { currentApi } from '../../core/runtime.ts';
import type { ContactCategory, ContactRequest, FaqCategory, ReplyRequest, Ticket, TicketPage } from './types.ts';

const segment = (value: string | number) => encodeURIComponent(String(value));

export const getFaq = () => currentApi().get<FaqCategory[]>('support/faq');

export const getFaqCategory = (slug: string) => currentApi().get<FaqCategory>(`support/faq/${segment(slug)}`);

export const getContactCategories = () => currentApi().get<ContactCategory[]>('support/contact/categories');

export const sendContactMessage = (category: string, request: ContactRequest) =>
  currentApi().post<Ticket>(`support/contact/${segment(category)}`, request);

export const getTickets = (page = 1) => currentApi().get<TicketPage>('support/tickets', { page });

export const getTicket = (id: number | string) => currentApi().get<Ticket>(`support/tickets/${segment(id)}`);

export const replyToTicket = (id: number | string, request: ReplyRequest) =>
  currentApi().post<Ticket>(`support/tickets/${segment(id)}/messages`, request);
