import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ARTICLE_TITLE_MAX, type Article } from '@keh/contracts';
import { FormAlert } from '../../../components/form-alert';
import { isApiError, errorText } from '../../../lib/api';
import { useArticleCategories, useSaveArticle } from '../api/articles-api';
import { clearArticleDraft, useDraftAutosave } from '../article-draft';
import {
  listWords,
  missingForSave,
  splitServerErrors,
  toSaveFormData,
  validateValues,
  type EditorErrors,
  type EditorValues,
  type StoredImages,
} from '../editor-form';
import { clearPublishing, getPublishing, setPublishing } from '../publishing-store';
import { EditorActionBar } from './editor-action-bar';
import { EditorBody } from './editor-body';
import { EditorSettings } from './editor-settings';
import classes from './editor-screen.module.css';

export interface EditorStart {
  values: EditorValues;
  stored: StoredImages;
  errors: EditorErrors;
  /** Where the starting values came from, when not from a clean start or the stored article. */
  restored: 'draft' | 'publishing' | null;
  /** The values to go back to when a restored draft is discarded. */
  fresh: EditorValues;
}

interface EditorScreenProps {
  /** The stored article in the edit flow, null in the creator. */
  article: Article | null;
  start: EditorStart;
}

/** docs/product/screens.md: after saving, a little time to read 'Saved' before the next screen. */
const AFTER_SAVE_MS = 600;

/** /article/creator and /article/editor/{id}: writing the article and its settings. */
export function EditorScreen({ article, start }: EditorScreenProps) {
  const articleId = article?.id ?? null;
  const navigate = useNavigate();
  const categories = useArticleCategories();
  const save = useSaveArticle();
  const [values, setValues] = useState(start.values);
  const [errors, setErrors] = useState<EditorErrors>(start.errors);
  const [messages, setMessages] = useState<string[]>([]);
  const [dirty, setDirty] = useState(start.restored !== null);
  const [saved, setSaved] = useState(false);
  const [restored, setRestored] = useState(start.restored);
  const [bodyKey, setBodyKey] = useState(0);
  const keptAt = useDraftAutosave(articleId, values, dirty);
  const leaving = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(leaving.current), []);

  const change = (patch: Partial<EditorValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setDirty(true);
    setSaved(false);
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof EditorErrors];
      return next;
    });
  };

  const showErrors = (found: EditorErrors) => {
    setErrors(found);
    // Bring the first problem into view; focus it unless focus would open a dropdown over its message.
    window.requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>(
        '[aria-invalid="true"], [data-error] [role="textbox"]',
      );
      if (!first) return;
      first.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (!first.matches('[role="combobox"], [aria-haspopup], [type="file"]'))
        first.focus({ preventScroll: true });
    });
  };

  const onSave = async () => {
    const found = validateValues(values, start.stored, 'save');
    if (Object.keys(found).length) return showErrors(found);
    setMessages([]);
    try {
      await save.mutateAsync({ id: articleId ?? undefined, body: toSaveFormData(values, { draft: true }) });
      clearArticleDraft();
      clearPublishing();
      setDirty(false);
      setSaved(true);
      notifications.show({
        color: 'green',
        title: 'Draft saved',
        message: `“${values.title.trim()}” is saved.`,
      });
      // docs/product/screens.md: a new draft goes to the articles list, an update to /article/publish.
      leaving.current = window.setTimeout(
        () => void navigate(articleId ? '/article/publish' : '/my/articles', { state: { draft: true } }),
        AFTER_SAVE_MS,
      );
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const { fields, rest } = splitServerErrors(error.errors);
        showErrors(fields);
        setMessages(rest.length || Object.keys(fields).length ? rest : [error.message]);
      } else setMessages([errorText(error)]);
    }
  };

  const onReady = () => {
    const found = validateValues(values, start.stored, 'publish');
    if (Object.keys(found).length) return showErrors(found);
    const previous = getPublishing();
    setPublishing({
      mode: article ? 'edit' : 'create',
      articleId,
      values,
      stored: start.stored,
      previewImage: previous?.articleId === articleId ? previous.previewImage : null,
      errors: {},
    });
    void navigate(article ? '/article/preview-edit' : '/article/preview');
  };

  const discardRestored = () => {
    clearArticleDraft();
    setValues(start.fresh);
    setErrors({});
    setDirty(false);
    setRestored(null);
    setBodyKey((k) => k + 1);
  };

  const missing = missingForSave(values, start.stored);
  const heading = article
    ? `Editing · ${article.status === 'published' ? 'published' : article.status}`
    : 'New article';

  return (
    <div className={classes.page}>
      <EditorActionBar
        heading={heading}
        saved={saved}
        saving={save.isPending}
        missing={missing.length ? listWords(missing) : ''}
        keptAt={dirty ? keptAt : null}
        onSave={() => void onSave()}
        onReady={onReady}
      />
      <div className={classes.content}>
        <Anchor component={Link} to="/my/articles" className={classes.mobileBack} underline="never">
          <IconArrowLeft size={18} aria-hidden="true" /> My Articles
        </Anchor>
        <Title order={1} className={classes.srTitle}>
          {article ? 'Edit article' : 'Write an article'}
        </Title>
        <Stack gap="md" mb="md">
          {restored ? (
            <Alert color="navy" variant="light" icon={<IconHistory size={18} aria-hidden="true" />}>
              <Group justify="space-between" gap="sm">
                <Text size="sm">
                  {restored === 'draft'
                    ? 'We brought back what you were writing on this device.'
                    : 'Back from the preview: everything is as you left it.'}
                </Text>
                {restored === 'draft' ? (
                  <Button size="compact-sm" variant="subtle" onClick={discardRestored}>
                    {article ? 'Discard changes' : 'Start over'}
                  </Button>
                ) : null}
              </Group>
            </Alert>
          ) : null}
          <FormAlert messages={messages} />
        </Stack>
        <div className={classes.layout}>
          <div className={classes.writing}>
            <Textarea
              label="Title"
              placeholder="Title"
              value={values.title}
              onChange={(event) => change({ title: event.currentTarget.value.replace(/\s*\n\s*/g, ' ') })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
              maxLength={ARTICLE_TITLE_MAX}
              autosize
              minRows={1}
              error={errors.title}
              required
              classNames={{ input: classes.titleInput, label: classes.fieldLabel }}
              rightSection={null}
              inputWrapperOrder={['label', 'input', 'error', 'description']}
              description={`${values.title.length}/${ARTICLE_TITLE_MAX}`}
              descriptionProps={{ className: classes.counter, 'aria-live': 'polite' }}
            />
            <Text component="span" id="article-body-label" className={classes.fieldLabel}>
              Article text
            </Text>
            <EditorBody
              key={bodyKey}
              labelId="article-body-label"
              initialBody={values.body}
              onChange={(body) => change({ body })}
              error={errors.body}
            />
          </div>
          <Paper
            component="aside"
            aria-labelledby="article-settings-title"
            className={classes.settings}
            withBorder
            radius="lg"
          >
            <Title order={2} id="article-settings-title" fz="lg" mb="md">
              Article settings
            </Title>
            <EditorSettings
              values={values}
              stored={start.stored}
              errors={errors}
              onChange={change}
              categories={categories.data}
              categoriesError={categories.isError}
              onRetryCategories={() => void categories.refetch()}
              assigned={article?.assigned_mentees ?? []}
            />
          </Paper>
        </div>
      </div>
    </div>
  );
}
