import { useState } from 'react';
import { Container } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import type { Article } from '@keh/contracts';
import { NotFoundView } from '../../../components/page-state-screens';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyArticle } from '../api/articles-api';
import { draftFor, withDraft } from '../article-draft';
import { EditorScreen, type EditorStart } from '../components/editor-screen';
import { emptyValues, NO_STORED_IMAGES, storedImagesOf, valuesOfArticle } from '../editor-form';
import { publishingFor } from '../publishing-store';

/**
 * /article/creator and /article/editor/{id} (Business Captains). The TipTap editor is in this
 * lazily loaded route only.
 */
export function ArticleEditorPage() {
  const { articleId } = useParams();
  const session = useSession();
  usePageTitle(articleId ? 'Edit article' : 'Write an article');
  if (session && session.user.type !== 'mentor') return <Navigate to="/my/profile" replace />;
  return articleId ? <EditArticle rawId={articleId} /> : <Creator />;
}

function Creator() {
  const [start] = useState<EditorStart>(() => {
    const fresh = emptyValues();
    const publishing = publishingFor('create', null);
    if (publishing)
      return {
        values: publishing.values,
        stored: NO_STORED_IMAGES,
        errors: publishing.errors,
        restored: 'publishing',
        fresh,
      };
    const draft = draftFor(null);
    return {
      values: draft ? withDraft(fresh, draft) : fresh,
      stored: NO_STORED_IMAGES,
      errors: {},
      restored: draft ? 'draft' : null,
      fresh,
    };
  });
  return <EditorScreen article={null} start={start} />;
}

function EditArticle({ rawId }: { rawId: string }) {
  const id = /^\d{1,12}$/.test(rawId) ? Number(rawId) : NaN;
  const article = useMyArticle(id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundView />;
  if (article.isPending) return <LoadingState label="Loading the article" />;
  if (article.isError) {
    if (isApiError(article.error) && (article.error.status === 404 || article.error.status === 403))
      return <NotFoundView />;
    return (
      <Container size="sm" py="xl">
        <ErrorState onRetry={() => void article.refetch()} retrying={article.isFetching} />
      </Container>
    );
  }
  return <EditorScreen key={article.data.id} article={article.data} start={editStart(article.data)} />;
}

/** The stored article, else what the author left in the preview or on this device (newer only). */
function editStart(article: Article): EditorStart {
  const fresh = valuesOfArticle(article);
  const stored = storedImagesOf(article);
  const publishing = publishingFor('edit', article.id);
  if (publishing)
    return { values: publishing.values, stored, errors: publishing.errors, restored: 'publishing', fresh };
  const draft = draftFor(article.id, article.updated_at);
  return {
    values: draft ? withDraft(fresh, draft) : fresh,
    stored,
    errors: {},
    restored: draft ? 'draft' : null,
    fresh,
  };
}
