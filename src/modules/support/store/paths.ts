// Where the portal shows support (docs/spec.md §2 Support module). Plain functions, so a widget can build
// the same links against the portal's address.
export const FAQ_PATH = '/support/faq';
export const CONTACT_CATEGORIES_PATH = '/support/contact/categories';
export const TICKETS_PATH = '/support/tickets';

export const faqPath = (category?: string) => (category ? `${FAQ_PATH}/${encodeURIComponent(category)}` : FAQ_PATH);
export const contactPath = (category: string) => `/support/contact/${encodeURIComponent(category)}`;
export const ticketsPath = (page = 1) => (page > 1 ? `${TICKETS_PATH}?page=${page}` : TICKETS_PATH);
export const ticketPath = (id: number | string) => `/support/ticket/${encodeURIComponent(String(id))}`;

/** `?page=` as the list reads it (one rule for every paged list). */
export { pageFromSearch } from '../../../core/resource/page-search.ts';
