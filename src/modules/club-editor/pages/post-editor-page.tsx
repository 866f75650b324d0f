// One post in the editor (Club:Post, docs/spec.md §10 "Posts"): title, Markdown or HTML text with a
// live preview through the server's cleaner, picture, language, and publishing now or at a time;
// after saving, what the cleaner removed. /club/posts/new starts a new post.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { RouterLink } from '../../../ui/router-link.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { Panel, useStaffPageStyles, StaffForm } from '../../../ui/staff-page.tsx';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { PreviewBody } from '../components/preview-body.tsx';
import { createPostEditorStore } from '../store/post-editor-store.ts';
import type { CleaningReport } from '../types.ts';
import { Problem } from '../../../ui/problem.tsx';

function Removed({ report }: { report: CleaningReport }) {
  const { t, locale } = useStore($i18n);
  const lines = [
    ...Object.entries(report.elements).map(([name, n]) => tPlural(t, 'club-editor.post.element', n, locale, { name })),
    ...Object.entries(report.attributes).map(([key, n]) => {
      const [tag, name] = key.split('/');
      return tPlural(t, 'club-editor.post.attribute', n, locale, { name, tag });
    }),
    ...(report.addresses ? [tPlural(t, 'club-editor.post.addresses', report.addresses, locale)] : []),
  ];
  if (lines.length === 0) return <p className="club-office-muted">{t('club-editor.post.removedNothing')}</p>;
  return (
    <div role="status">
      <p>{t('club-editor.post.removedTitle')}</p>
      <ul className="club-editor-removed">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** datetime-local's value for a timestamp, in the browser's time zone, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

export default function PostEditorPage({ params }: { params: { id: string } }) {
  useStaffPageStyles();
  const { t } = useStore($i18n);
  const id = params.id === 'new' ? null : params.id;
  const [store] = useState(() =>
    createPostEditorStore(
      id,
      () => $i18n.get().t('ui.failed'),
      () => $i18n.get().t('club-editor.post.imageTooLarge'),
    ),
  );
  useEffect(() => store.dispose, [store]);
  const fields = useStore(store.$fields);
  const post = useStore(store.$post);
  const loading = useStore(store.$loading);
  const preview = useStore(store.$preview);
  const removed = useStore(store.$removed);
  const errors = useStore(store.$errors);
  const problem = useStore(store.$problem);
  const busy = useStore(store.$busy);
  const uploading = useStore(store.$uploading);
  const error = (field: string) => errors[field]?.[0] ?? null;
  if (loading) return <div className="club-office-page" aria-busy="true" />;
  return (
    <div className="club-office-page">
      <p>
        <RouterLink href="/club/posts">{t('club-editor.post.back')}</RouterLink>
      </p>
      <h1 className="club-page-title club-office-page__title">
        {post ? t('club-editor.post.editTitle') : t('club-editor.post.newTitle')}
      </h1>
      <Panel title={post ? post.title : t('club-editor.post.newTitle')}>
        <StaffForm
          className="club-editor-form"
          onSubmit={() => {
            void store.save();
          }}
        >
          <TextField
            label={t('club-editor.post.title')}
            value={fields.title}
            error={error('title')}
            onInput={(value) => store.set('title', value)}
          />
          <SelectField
            label={t('club-editor.post.format')}
            value={fields.format}
            options={(['markdown', 'html'] as const).map((value) => ({
              value,
              label: t(`club-editor.post.formats.${value}`),
            }))}
            onInput={(value) => store.set('format', value === 'html' ? 'html' : 'markdown')}
          />
          <TextareaField
            label={t('club-editor.post.body')}
            value={fields.body}
            rows={12}
            error={error('body')}
            onInput={(value) => store.set('body', value)}
          />
          <label className="club-field">
            <span className="club-field__label">{t('club-editor.post.image')}</span>
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              aria-busy={uploading}
              onChange={(event) => void store.readImage(event.currentTarget.files?.[0] ?? null)}
            />
          </label>
          {uploading && <p role="status">{t('club-editor.post.uploading')}</p>}
          {error('image_url') && (
            <p className="club-problem" role="alert">
              {error('image_url')}
            </p>
          )}
          {fields.image_url && (
            <p>
              <img src={fields.image_url} alt={t('club-editor.post.imageAlt')} className="club-editor-image" />
              <Button type="button" variant="secondary" size="sm" onClick={() => store.insertImage()}>
                {t('club-editor.post.insertImage')}
              </Button>
              <Button type="button" variant="secondary" size="sm" onClick={() => void store.readImage(null)}>
                {t('club-editor.post.removeImage')}
              </Button>
            </p>
          )}
          <SelectField
            label={t('club-editor.post.language')}
            value={fields.language ?? ''}
            options={[
              { value: '', label: t('club-editor.post.languages.all') },
              { value: 'en', label: t('club-editor.post.languages.en') },
              { value: 'de', label: t('club-editor.post.languages.de') },
            ]}
            onInput={(value) => store.set('language', value === 'en' || value === 'de' ? value : null)}
          />
          <CheckboxField
            label={t('club-editor.post.public')}
            hint={t('club-editor.post.publicHint')}
            value={fields.public}
            onInput={(value) => store.set('public', value)}
          />
          <SelectField
            label={t('club-editor.post.publish')}
            value={fields.publish}
            options={(['draft', 'now', 'at'] as const).map((value) => ({
              value,
              label: t(`club-editor.post.publishModes.${value}`),
            }))}
            onInput={(value) => store.set('publish', value === 'now' || value === 'at' ? value : 'draft')}
          />
          {fields.publish === 'at' && (
            <TextField
              label={t('club-editor.post.publishAt')}
              type="datetime-local"
              value={toLocalInput(fields.publish_at)}
              error={error('publish_at')}
              onInput={(value) => store.set('publish_at', fromLocalInput(value))}
            />
          )}
          <div className="club-office-actions">
            <Button type="submit" loading={busy}>
              {t('club-editor.post.save')}
            </Button>
            {post && post.state !== 'published' && (
              <Button type="button" variant="secondary" disabled={busy} onClick={() => void store.publish()}>
                {t('club-editor.post.publishNow')}
              </Button>
            )}
            {post && post.state !== 'draft' && (
              <Button type="button" variant="secondary" disabled={busy} onClick={() => void store.unpublish()}>
                {t('club-editor.post.unpublish')}
              </Button>
            )}
          </div>
        </StaffForm>
        <Problem text={problem} />
        {post && !busy && !problem && (
          <p role="status">{t('club-editor.post.saved', { state: t(`club-editor.posts.state.${post.state}`) })}</p>
        )}
        {removed && <Removed report={removed} />}
      </Panel>
      <Panel title={t('club-editor.post.preview')}>
        {preview ? (
          <>
            <PreviewBody html={preview.html} label={t('club-editor.post.previewBody')} />
            <Removed report={preview.removed} />
          </>
        ) : (
          <p className="club-office-muted">{t('club-editor.post.previewEmpty')}</p>
        )}
      </Panel>
    </div>
  );
}
