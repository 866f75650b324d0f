// Contact categories (Support:ContactCategories, docs/spec.md §2 support/contact/categories): what a
// member can write to the staff about; each opens its contact form. A confidential one (KCanG §23)
// says that only the prevention officer reads it.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { contactPath } from '../store/paths.ts';
import { Failed, Loading } from '../components/remote-view.tsx';
import { RouterLink } from '../../../ui/router-link.tsx';
import { SupportNav } from '../components/support-nav.tsx';
import { useSupportStyles } from '../components/use-support-styles.ts';
import { contactCategories } from '../store/contact-categories-store.ts';

export default function ContactCategoriesPage() {
  useSupportStyles();
  const { t } = useStore($i18n);
  const state = useStore(contactCategories.at());

  let content;
  if (state.status === 'failed')
    content = <Failed text={t('support.contact.error')} onRetry={() => void contactCategories.load()} />;
  else if (!state.data) content = <Loading label={t('support.contact.loading')} />;
  else if (state.data.length === 0) content = <p className="support-empty">{t('support.contact.empty')}</p>;
  else {
    content = (
      <ul className="support-choices" role="list">
        {state.data.map((category) => (
          <li key={category.id} className="support-choice">
            <RouterLink href={contactPath(category.slug)} className="support-choice__link">
              {category.name}
            </RouterLink>
            {category.description && <p className="support-choice__text">{category.description}</p>}
            {category.confidential && <p className="support-choice__text">{t('support.contact.confidential')}</p>}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="support-page">
      <h1 className="support-page__title">{t('support.contact.title')}</h1>
      <SupportNav current="contact" />
      <p className="support-page__intro">{t('support.contact.choose')}</p>
      {content}
    </div>
  );
}
