import { useState } from 'react';
import { Anchor, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { VISIBILITY, VISIBILITY_LABELS, sanitizeArticleBody, shortDescriptionOf } from '@keh/contracts';
import { FormAlert } from '../../../components/form-alert';
import { LoadingState } from '../../../components/query-states';
import { errorText, isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useArticleCategories, useSaveArticle } from '../api/articles-api';
import { clearArticleDraft } from '../article-draft';
import { PreviewCard } from '../components/preview-card';
import { splitServerErrors, toSaveFormData, validateValues, type EditorErrors } from '../editor-form';
import {
  clearPublishing,
  editorPathOf,
  updatePublishing,
  usePublishing,
  type Publishing,
} from '../publishing-store';
import classes from '../components/preview-page.module.css';
import { countOf } from '../../../lib/counts';

/**
 * /article/preview (create flow) and /article/preview-edit (edit flow): the knowledge-base card,
 * its image, and Save (draft=1) or Publish (draft=0).
 */
export function ArticlePreviewPage() {
  usePageTitle('Article Preview');
  const session = useSession();
  const { pathname } = useLocation();
  const publishing = usePublishing();
  const [finished, setFinished] = useState(false);
  const editFlow = pathname.startsWith('/article/preview-edit');

  if (session && session.user.type !== 'mentor') return <Navigate to="/my/profile" replace />;
  if (finished) return <LoadingState label="Saving" />;
  if (!publishing || (publishing.mode === 'edit') !== editFlow)
    return <Navigate to={editFlow ? '/my/articles' : '/article/creator'} replace />;
  return <Preview publishing={publishing} onFinished={() => setFinished(true)} />;
}

function Preview({ publishing, onFinished }: { publishing: Publishing; onFinished: () => void }) {
  const { values, stored, previewImage, mode, articleId } = publishing;
  const navigate = useNavigate();
  const categories = useArticleCategories();
  const save = useSaveArticle();
  const [messages, setMessages] = useState<string[]>([]);
  const [editorErrors, setEditorErrors] = useState<EditorErrors>({});
  const [imageError, setImageError] = useState<string | undefined>();
  const [intent, setIntent] = useState<'save' | 'publish' | null>(null);

  const category = categories.data?.find((c) => c.id === values.category_id);
  const subCategory = category?.sub_categories.find((s) => s.id === values.sub_category_id);
  const editorPath = editorPathOf(publishing);

  const submit = async (draft: boolean) => {
    setMessages([]);
    setImageError(undefined);
    const found = validateValues(values, stored, draft ? 'save' : 'publish');
    if (Object.keys(found).length) {
      updatePublishing({ errors: found });
      setEditorErrors(found);
      return;
    }
    setIntent(draft ? 'save' : 'publish');
    try {
      await save.mutateAsync({
        id: articleId ?? undefined,
        body: toSaveFormData(values, { draft, previewImage }),
      });
      clearArticleDraft();
      onFinished();
      // docs/product/screens.md: a new draft goes to the articles list; a publication or an update to /article/publish.
      const target = mode === 'create' && draft ? '/my/articles' : '/article/publish';
      await navigate(target, { replace: true, state: { draft } });
      clearPublishing();
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const { fields, rest } = splitServerErrors(error.errors);
        const { preview_small_image: image, ...others } = fields;
        setImageError(image);
        if (Object.keys(others).length) {
          updatePublishing({ errors: others });
          setEditorErrors(others);
        }
        setMessages(rest.length || Object.keys(fields).length ? rest : [error.message]);
      } else setMessages([errorText(error)]);
    } finally {
      setIntent(null);
    }
  };

  const editorMessages = Object.values(editorErrors);
  return (
    <div className={classes.page}>
      <Container size="sm" py={{ base: 'lg', sm: 48 }} className={classes.content}>
        <Stack gap="xl">
          <Anchor component={Link} to={editorPath} underline="never" className={classes.back}>
            <IconArrowLeft size={18} aria-hidden="true" /> Back to editing
          </Anchor>
          <Stack gap={6} ta="center">
            <Title order={1}>Article Preview</Title>
            <Text c="dimmed">You can change the visual appearance of the article in the knowledge base</Text>
          </Stack>
          {editorMessages.length ? (
            <div role="alert" className={classes.fix}>
              <Text size="sm" fw={600} c="red.9">
                Some details need a change in the editor:
              </Text>
              <List size="sm" c="red.9" mt={4}>
                {editorMessages.map((m) => (
                  <List.Item key={m}>{m}</List.Item>
                ))}
              </List>
              <Button
                component={Link}
                to={editorPath}
                size="compact-sm"
                variant="white"
                color="red.9"
                mt="xs"
              >
                Fix in the editor
              </Button>
            </div>
          ) : null}
          <FormAlert messages={messages} />
          <PreviewCard
            category={category?.name ?? (categories.isPending ? '…' : 'Category')}
            subCategory={subCategory?.name ?? null}
            title={values.title.trim()}
            shortDescription={shortDescriptionOf(sanitizeArticleBody(values.body))}
            imageFile={previewImage}
            imageUrl={stored.preview}
            fallbackFile={values.photo}
            onImage={(file) => {
              setImageError(undefined);
              updatePublishing({ previewImage: file });
            }}
            error={imageError}
          />
          <Text size="sm" c="dimmed" ta="center">
            Visible to <strong>{VISIBILITY_LABELS[values.visibility]}</strong>
            {values.visibility === VISIBILITY.private ? ` (${countOf(values.members.length, 'member')})` : ''}
            {' · '}Tags: <strong>{values.tags.join(', ')}</strong>
          </Text>
        </Stack>
      </Container>
      <div className={classes.bar}>
        <Group justify="space-between" gap="sm" wrap="nowrap" className={classes.barInner}>
          <Text size="sm" c="dimmed" className={classes.barNote}>
            {mode === 'edit'
              ? 'Publishing sends your changes to the moderator.'
              : 'A moderator checks every article before it appears.'}
          </Text>
          <Group gap="xs" wrap="nowrap" className={classes.barButtons}>
            <Button
              variant="default"
              onClick={() => void submit(true)}
              loading={intent === 'save'}
              disabled={intent === 'publish'}
              leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
            >
              Save
            </Button>
            <Button
              onClick={() => void submit(false)}
              loading={intent === 'publish'}
              disabled={intent === 'save'}
              leftSection={<IconSend size={16} aria-hidden="true" />}
            >
              Publish
            </Button>
          </Group>
        </Group>
      </div>
    </div>
  );
}
