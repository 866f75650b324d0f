// FAQ (Support:FAQ, docs/spec.md §2 support/faq with child {category}; alias /faq): every topic with its
// questions, or one topic's questions when the address names it. Answers open in place.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { CONTACT_CATEGORIES_PATH, faqPath } from '../store/paths.ts';
import { Failed, Loading, Paragraphs } from '../components/remote-view.tsx';
import { isMissing } from '../../../core/resource/resource.ts';
import { RouterLink } from '../../../ui/router-link.tsx';
import { SupportNav } from '../components/support-nav.tsx';
import type { FaqQuestion } from '../types.ts';
import { useSupportStyles } from '../components/use-support-styles.ts';
import { faq, faqCategories } from '../store/faq-store.ts';

export interface FaqPageProps {
  params: { category?: string };
}

function Questions({ questions }: { questions: FaqQuestion[] }) {
  return (
    <div className="support-faq__questions">
      {questions.map((q) => (
        <details key={q.id} className="support-faq__question">
          <summary className="support-faq__summary">{q.question}</summary>
          <Paragraphs text={q.answer} className="support-faq__answer" />
        </details>
      ))}
    </div>
  );
}

function AllTopics() {
  const { t } = useStore($i18n);
  const state = useStore(faq.at());

  if (state.status === 'failed') return <Failed text={t('support.faq.error')} onRetry={() => void faq.load()} />;
  if (!state.data) return <Loading label={t('support.faq.loading')} />;
  if (state.data.length === 0) return <p className="support-empty">{t('support.faq.empty')}</p>;
  return (
    <>
      <nav className="support-topics" aria-label={t('support.faq.topics')}>
        <ul className="support-topics__list" role="list">
          {state.data.map((category) => (
            <li key={category.id}>
              <RouterLink href={faqPath(category.slug)} className="support-topics__link">
                {category.name}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
      {state.data.map((category) => (
        <section key={category.id} className="support-faq__category" aria-labelledby={`support-faq-${category.id}`}>
          <h2 id={`support-faq-${category.id}`} className="support-section-title">
            {category.name}
          </h2>
          <Questions questions={category.questions} />
        </section>
      ))}
    </>
  );
}

function OneTopic({ slug }: { slug: string }) {
  const { t } = useStore($i18n);
  const state = useStore(faqCategories.at(slug));

  const allTopics = (
    <RouterLink href={faqPath()} className="support-back">
      {t('support.faq.allTopics')}
    </RouterLink>
  );
  if (isMissing(state)) return <Failed text={t('support.faq.notFound')}>{allTopics}</Failed>;
  if (state.status === 'failed')
    return <Failed text={t('support.faq.error')} onRetry={() => void faqCategories.load(slug)} />;
  const category = state.data?.slug === slug ? state.data : null;
  if (!category) return <Loading label={t('support.faq.loading')} />;
  return (
    <section className="support-faq__category" aria-labelledby="support-faq-topic">
      {allTopics}
      <h2 id="support-faq-topic" className="support-section-title">
        {category.name}
      </h2>
      <Questions questions={category.questions} />
    </section>
  );
}

export default function FaqPage({ params }: FaqPageProps) {
  useSupportStyles();
  const { t } = useStore($i18n);
  return (
    <div className="support-page">
      <h1 className="support-page__title">{t('support.faq.title')}</h1>
      <SupportNav current="faq" />
      <p className="support-page__intro">{t('support.faq.intro')}</p>
      {params.category ? <OneTopic slug={params.category} /> : <AllTopics />}
      <p className="support-faq__contact">
        {t('support.faq.noAnswer')} <RouterLink href={CONTACT_CATEGORIES_PATH}>{t('support.faq.contact')}</RouterLink>
      </p>
    </div>
  );
}
