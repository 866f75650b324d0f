// The FAQ: every category with its questions (GET support/faq), or one category
// (GET support/faq/{category}) when the address names it.
import { getFaq, getFaqCategory } from '../api.ts';
import { createFetcher } from '../../../core/resource/resource.ts';

export const faq = createFetcher({ fetch: getFaq });
export const faqCategories = createFetcher({ fetch: (slug: string) => getFaqCategory(slug) });
