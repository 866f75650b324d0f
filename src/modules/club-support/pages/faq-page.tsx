// The FAQ and contact categories (Club:Faq, docs/spec.md §10 "Support inbox"): support adds and
// removes FAQ categories, questions with their answers, and the topics members write to.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Panel, useStaffPageStyles } from '../../../ui/staff-page.tsx';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { createContentStore, supportContent } from '../store/content-store.ts';

function QuestionForm({ categoryId, onAdd }: { categoryId: number; onAdd(q: string, a: string): Promise<boolean> }) {
  const { t } = useStore($i18n);
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  return (
    <form
      data-category={categoryId}
      onSubmit={(event) => {
        event.preventDefault();
        void onAdd(question, answer).then((added) => {
          if (added) {
            setQuestion('');
            setAnswer('');
          }
        });
      }}
    >
      <TextField label={t('club-support.faq.question')} value={question} onInput={setQuestion} />
      <TextareaField label={t('club-support.faq.answer')} value={answer} onInput={setAnswer} />
      <Button type="submit" size="sm">
        {t('club-support.faq.addQuestion')}
      </Button>
    </form>
  );
}

export default function FaqPage() {
  useStaffPageStyles();
  const { t } = useStore($i18n);
  const [store] = useState(() => createContentStore(() => $i18n.get().t('club-support.failed')));
  const state = useStore(supportContent.at());
  const problem = useStore(store.$problem);
  const busy = useStore(store.$busy);
  const [category, setCategory] = useState({ slug: '', name: '' });
  const [topic, setTopic] = useState({ slug: '', name: '', description: '' });
  const content = state.data;
  return (
    <div className="club-office-page">
      <h1 className="club-page-title club-office-page__title">{t('club-support.faq.title')}</h1>
      {problem && (
        <p role="alert" className="club-problem">
          {problem}
        </p>
      )}
      {content?.faq.map((group) => (
        <Panel key={group.id} title={group.name}>
          <ul className="club-office-list">
            {group.questions.map((q) => (
              <li key={q.id}>
                <span>
                  <strong>{q.question}</strong> {q.answer}
                </span>
                <Button variant="secondary" size="sm" disabled={busy} onClick={() => void store.removeQuestion(q.id)}>
                  {t('club-support.faq.remove', { name: q.question })}
                </Button>
              </li>
            ))}
          </ul>
          <QuestionForm
            categoryId={group.id}
            onAdd={(question, answer) => store.addQuestion({ faq_category_id: group.id, question, answer })}
          />
          <Button variant="danger" size="sm" disabled={busy} onClick={() => void store.removeCategory(group.id)}>
            {t('club-support.faq.remove', { name: group.name })}
          </Button>
        </Panel>
      ))}
      <Panel title={t('club-support.faq.newCategory')}>
        <form
          className="club-office-filters"
          onSubmit={(event) => {
            event.preventDefault();
            void store.addCategory(category).then((ok) => ok && setCategory({ slug: '', name: '' }));
          }}
        >
          <TextField
            label={t('club-support.faq.name')}
            value={category.name}
            onInput={(name) => setCategory({ ...category, name })}
          />
          <TextField
            label={t('club-support.faq.slug')}
            value={category.slug}
            onInput={(slug) => setCategory({ ...category, slug })}
          />
          <Button type="submit">{t('club-support.faq.addCategory')}</Button>
        </form>
      </Panel>
      <Panel title={t('club-support.faq.topics')}>
        <ul className="club-office-list">
          {content?.contact.map((item) => (
            <li key={item.id}>
              <span>
                <strong>{item.name}</strong> {item.description}
              </span>
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => void store.removeTopic(item.id)}>
                {t('club-support.faq.remove', { name: item.name })}
              </Button>
            </li>
          ))}
        </ul>
        <form
          className="club-office-filters"
          onSubmit={(event) => {
            event.preventDefault();
            void store.addTopic(topic).then((ok) => ok && setTopic({ slug: '', name: '', description: '' }));
          }}
        >
          <TextField
            label={t('club-support.faq.topicName')}
            value={topic.name}
            onInput={(name) => setTopic({ ...topic, name })}
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
          <Button type="submit">{t('club-support.faq.addTopic')}</Button>
        </form>
      </Panel>
    </div>
  );
}
