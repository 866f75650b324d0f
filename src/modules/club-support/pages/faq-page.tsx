// The FAQ and contact categories (Club:Faq, docs/spec.md §10 "Support inbox"): support adds and
// removes FAQ categories, questions with their answers, and the topics members write to, each text
// in English and German (members read their language, else the other: docs/spec.md §4).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Panel, StaffPage, StaffForm } from '../../../ui/staff-page.tsx';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { createContentStore, supportContent } from '../store/content-store.ts';
import { Problem } from '../../../ui/problem.tsx';

const NO_QUESTION = { question: '', question_de: '', answer: '', answer_de: '' };
type QuestionFields = typeof NO_QUESTION;

function QuestionForm({ categoryId, onAdd }: { categoryId: number; onAdd(q: QuestionFields): Promise<boolean> }) {
  const { t } = useStore($i18n);
  const [fields, setFields] = useState(NO_QUESTION);
  const field = (name: keyof QuestionFields) => (value: string) => setFields({ ...fields, [name]: value });
  return (
    <StaffForm
      data-category={categoryId}
      onSubmit={() => void onAdd(fields).then((added) => added && setFields(NO_QUESTION))}
    >
      <TextField label={t('club-support.faq.question')} value={fields.question} onInput={field('question')} />
      <TextField label={t('club-support.faq.questionDe')} value={fields.question_de} onInput={field('question_de')} />
      <TextareaField label={t('club-support.faq.answer')} value={fields.answer} onInput={field('answer')} />
      <TextareaField label={t('club-support.faq.answerDe')} value={fields.answer_de} onInput={field('answer_de')} />
      <Button type="submit" size="sm">
        {t('club-support.faq.addQuestion')}
      </Button>
    </StaffForm>
  );
}

const NO_CATEGORY = { slug: '', name: '', name_de: '' };
const NO_TOPIC = { slug: '', name: '', name_de: '', description: '', description_de: '' };

/** Both languages of a text staff wrote, the German one after a slash where there is one. */
const both = (en: string, de: string): string => (de ? `${en} / ${de}` : en);

export default function FaqPage() {
  const { t } = useStore($i18n);
  const [store] = useState(() => createContentStore(() => $i18n.get().t('ui.failed')));
  const state = useStore(supportContent.at());
  const problem = useStore(store.$problem);
  const busy = useStore(store.$busy);
  const [category, setCategory] = useState(NO_CATEGORY);
  const [topic, setTopic] = useState(NO_TOPIC);
  const content = state.data;
  return (
    <StaffPage title={t('club-support.faq.title')}>
      <Problem text={problem} />
      {content?.faq.map((group) => (
        <Panel key={group.id} title={both(group.name, group.name_de)}>
          <ul className="club-office-list">
            {group.questions.map((q) => (
              <li key={q.id}>
                <span>
                  <strong>{both(q.question, q.question_de)}</strong> {q.answer}
                  {q.answer_de && <span lang="de"> {q.answer_de}</span>}
                </span>
                <Button variant="secondary" size="sm" disabled={busy} onClick={() => void store.removeQuestion(q.id)}>
                  {t('club-support.faq.remove', { name: q.question })}
                </Button>
              </li>
            ))}
          </ul>
          <QuestionForm
            categoryId={group.id}
            onAdd={(fields) => store.addQuestion({ faq_category_id: group.id, ...fields })}
          />
          <Button variant="danger" size="sm" disabled={busy} onClick={() => void store.removeCategory(group.id)}>
            {t('club-support.faq.remove', { name: group.name })}
          </Button>
        </Panel>
      ))}
      <Panel title={t('club-support.faq.newCategory')}>
        <StaffForm
          className="club-office-filters"
          onSubmit={() => {
            void store.addCategory(category).then((ok) => ok && setCategory(NO_CATEGORY));
          }}
        >
          <TextField
            label={t('club-support.faq.name')}
            value={category.name}
            onInput={(name) => setCategory({ ...category, name })}
          />
          <TextField
            label={t('club-support.faq.nameDe')}
            value={category.name_de}
            onInput={(name_de) => setCategory({ ...category, name_de })}
          />
          <TextField
            label={t('club-support.faq.slug')}
            value={category.slug}
            onInput={(slug) => setCategory({ ...category, slug })}
          />
          <Button type="submit">{t('club-support.faq.addCategory')}</Button>
        </StaffForm>
      </Panel>
      <Panel title={t('club-support.faq.topics')}>
        <ul className="club-office-list">
          {content?.contact.map((item) => (
            <li key={item.id}>
              <span>
                <strong>{both(item.name, item.name_de)}</strong> {both(item.description, item.description_de)}
              </span>
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => void store.removeTopic(item.id)}>
                {t('club-support.faq.remove', { name: item.name })}
              </Button>
            </li>
          ))}
        </ul>
        <StaffForm
          className="club-office-filters"
          onSubmit={() => {
            void store.addTopic(topic).then((ok) => ok && setTopic(NO_TOPIC));
          }}
        >
          <TextField
            label={t('club-support.faq.topicName')}
            value={topic.name}
            onInput={(name) => setTopic({ ...topic, name })}
          />
          <TextField
            label={t('club-support.faq.topicNameDe')}
            value={topic.name_de}
            onInput={(name_de) => setTopic({ ...topic, name_de })}
          />
          <TextField
            label={t('club-support.faq.slug')}
            value={topic.slug}
            onInput={(slug) => setTopic({ ...topic, slug })}
          />
          <TextField
            label={t('club-support.faq.description')}
            value={topic.description}
            onInput={(description) => setTopic({ ...topic, description })}
          />
          <TextField
            label={t('club-support.faq.descriptionDe')}
            value={topic.description_de}
            onInput={(description_de) => setTopic({ ...topic, description_de })}
          />
          <Button type="submit">{t('club-support.faq.addTopic')}</Button>
        </StaffForm>
      </Panel>
    </StaffPage>
  );
}
