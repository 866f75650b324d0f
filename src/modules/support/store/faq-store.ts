// The FAQ: every category with its questions (GET support/faq), or one category
// (GET support/faq/{category}) when the address names it.
import { getFaq, getFaqCategory } from '../api.ts';
import { createResource } from '../../../core/resource/resource.ts';

export const createFaqStore = () => createResource(() => getFaq());

export const createFaqCategoryStore = () => createResource((slug: string) => getFaqCategory(slug));
