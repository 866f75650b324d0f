// The FAQ and contact categories editor (Club:Faq, docs/spec.md §10 "Support inbox"): every change
// answers the whole content, which replaces what the page shows.
import { atom } from 'nanostores';
import type { SupportContent } from '../types.ts';
import {
  addContactCategory,
  addFaqCategory,
  addFaqQuestion,
  getContent,
  removeContactCategory,
  removeFaqCategory,
  removeFaqQuestion,
} from '../api.ts';
import { keyed } from '../../../core/resource/keyed.ts';
import { problemOf } from '../../../core/api/refusal-text.ts';

export const supportContent = keyed(getContent);

export function createContentStore(failedText: () => string) {
  const $problem = atom<string | null>(null);
  const $busy = atom(false);
  const store = {
    $problem,
    $busy,
    // each text in English and German (`*_de`): members read their language, else the other
    addCategory: (fields: { slug: string; name: string; name_de: string }) =>
      store.change(() => addFaqCategory(fields)),
    removeCategory: (id: number) => store.change(() => removeFaqCategory(id)),
    addQuestion: (fields: {
      faq_category_id: number;
      question: string;
      question_de: string;
      answer: string;
      answer_de: string;
    }) => store.change(() => addFaqQuestion(fields)),
    removeQuestion: (id: number) => store.change(() => removeFaqQuestion(id)),
    addTopic: (fields: { slug: string; name: string; name_de: string; description: string; description_de: string }) =>
      store.change(() => addContactCategory(fields)),
    removeTopic: (id: number) => store.change(() => removeContactCategory(id)),
    async change(run: () => Promise<SupportContent>): Promise<boolean> {
      $busy.set(true);
      $problem.set(null);
      try {
        supportContent.set([], await run());
        return true;
      } catch (error) {
        $problem.set(problemOf(error, failedText()));
        return false;
      } finally {
        $busy.set(false);
      }
    },
  };
  return store;
}
