// What a member can write to the staff about (GET support/contact/categories).
import { getContactCategories } from '../api.ts';
import { createResource } from '../../../core/resource/resource.ts';

export const createContactCategoriesStore = () => createResource(() => getContactCategories());
