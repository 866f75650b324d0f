// What a member can write to the staff about (GET support/contact/categories).
import { getContactCategories } from '../api.ts';
import { createFetcher } from '../../../core/resource/resource.ts';

export const contactCategories = createFetcher({ fetch: getContactCategories });
