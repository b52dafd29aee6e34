import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, STORAGE_KEYS, type Article, type ArticleCategory, type Mentoring } from '@keh/contracts';
import { failure, invalid, ok } from '../../../test/http';
import { expectFieldError, renderWithApp } from '../../../test/render';
import { server } from '../../../test/server';
import { signIn } from '../../../test/session';
import { clearPublishing, getPublishing } from '../publishing-store';
import { ArticleEditorPage } from './article-editor-page';

const CATEGORIES: ArticleCategory[] = [
  { id: 2, name: 'Funding', sub_categories: [{ id: 21, name: 'Grants' }] },
  { id: 3, name: 'Marketing', sub_categories: [] },
];

/** GET mentor/articles/{id}: an article of the signed-in captain, as the server answers it. */
const STORED: Article = {
  id: 5,
  title: 'Grants for veterans',
  status: 'saved',
  short_description: 'Where to look first.',
  preview_small_image: null,
  preview_big_image: '/uploads/articles/photo.jpg',
  bg_image: '/uploads/articles/bg.jpg',
  category: CATEGORIES[0]!,
  sub_category: null,
  tags: ['funding'],
  visibility: '1',
  owner: {
    id: 3,
    avatar: null,
    first_name: 'Cara',
    last_name: 'Captain',
    location: null,
    isOnline: true,
    is_deleted: false,
  },
  likes: 0,
  dislikes: 0,
  published_at: null,
  updated_at: '2025-01-10T10:00:00.000Z',
  has_live_version: false,
  body: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Where to look first.' }] }],
  },
  public: true,
  all_members: false,
  assigned_mentees: [],
  draft: true,
  liked: false,
  disliked: false,
  created_at: '2025-01-10T10:00:00.000Z',
  ban_reason: null,
};

const LANDINGS = {
  '/article/publish': 'Publish page',
  '/my/articles': 'My articles page',
  '/article/preview-edit': 'Preview page',
  '/article/preview': 'Preview page',
};

function openEditor(article: Article = STORED) {
  server.use(http.get(`/api/mentor/articles/${article.id}`, () => ok(article)));
  return renderWithApp(<ArticleEditorPage />, {
    route: `/article/editor/${article.id}`,
    path: '/article/editor/:articleId',
    landings: LANDINGS,
  });
}

/** POST mentor/articles/{id} answered like the server; each multipart form sent is kept. */
function acceptSave(id = STORED.id) {
  const sent: FormData[] = [];
  server.use(
    http.post(`/api/mentor/articles/${id}`, async ({ request }) => {
      const form = await request.formData();
      sent.push(form);
      return ok({ ...STORED, title: String(form.get('title')) });
    }),
  );
  return sent;
}

const title = () => screen.getByRole('textbox', { name: /^Title/ });
const saveButton = () => screen.getByRole('button', { name: /^Save/ });

beforeEach(() => {
  signIn({ id: 3, type: 'mentor', first_name: 'Cara', last_name: 'Captain' });
  clearPublishing();
  server.use(http.get('/api/articles/categories', () => ok(CATEGORIES)));
});

describe('the article editor', () => {
  it('keeps Save off until title, category, tag, photo and background are there, and says what is missing', async () => {
    const { user } = renderWithApp(<ArticleEditorPage />, { route: '/article/creator', landings: LANDINGS });
    expect(
      await screen.findByText('To save, add a title, a category, a tag, a photo and a background.'),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.type(title(), 'Grants');
    expect(
      await screen.findByText('To save, add a category, a tag, a photo and a background.'),
    ).toBeInTheDocument();
  });

  it('saves a draft: the fields as the server takes them, no files it already has, then goes on', async () => {
    const sent = acceptSave();
    const { user } = openEditor();
    await waitFor(() => expect(title()).toHaveValue('Grants for veterans'));
    await user.type(title(), ' 2030 ');
    await user.click(saveButton());

    expect(await screen.findByRole('button', { name: 'Saved' })).toBeVisible();
    expect(sent).toHaveLength(1);
    const form = sent[0]!;
    expect(form.get('draft')).toBe('1');
    expect(form.get('title')).toBe('Grants for veterans 2030');
    expect(form.get('category_id')).toBe('2');
    expect(form.get('tags')).toBe('funding');
    expect(form.get('public')).toBe('1');
    expect(form.get('visibility')).toBe('1');
    expect(form.has('preview_big_image')).toBe(false);
    expect(form.has('bg_image')).toBe(false);
    expect(form.has('assigned_mentees')).toBe(false);
    expect(JSON.parse(String(form.get('body')))).toEqual(STORED.body);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/article/publish'));
  });

  it("puts the server's 422 under its field, the rest above, and keeps the text", async () => {
    server.use(
      http.post('/api/mentor/articles/5', () =>
        invalid({ title: [MSG.articleTitleTooLong], storage: [MSG.uploadQuotaReached] }),
      ),
    );
    const { user } = openEditor();
    await waitFor(() => expect(title()).toHaveValue('Grants for veterans'));
    await user.type(title(), ' and more');
    await user.click(saveButton());
    await waitFor(() => expectFieldError(title(), 'The title can be at most 80 characters.'));
    expect(await screen.findByText(MSG.uploadQuotaReached)).toBeVisible();
    expect(title()).toHaveValue('Grants for veterans and more');
    expect(screen.getByTestId('location')).toHaveTextContent('/article/editor/5');
  });

  it('keeps the text when the save fails, and Save can be pressed again', async () => {
    server.use(http.post('/api/mentor/articles/5', () => failure(500)));
    const { user } = openEditor();
    await waitFor(() => expect(title()).toHaveValue('Grants for veterans'));
    await user.type(title(), '!');
    await user.click(saveButton());
    expect(await screen.findByText(MSG.generic)).toBeVisible();
    expect(title()).toHaveValue('Grants for veterans!');
    expect(saveButton()).toHaveTextContent('Save');
    expect(saveButton()).toBeEnabled();
  });

  it('an empty title is told under it when saving, and nothing is sent', async () => {
    const sent = acceptSave();
    const { user } = openEditor();
    await waitFor(() => expect(title()).toHaveValue('Grants for veterans'));
    await user.clear(title());
    expect(await screen.findByText('To save, add a title.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ready to publish?' }));
    await waitFor(() => expectFieldError(title(), 'Required'));
    expect(sent).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/article/editor/5');
  });

  it('a private article needs a chosen member before it goes to review', async () => {
    const members: Mentoring[] = [];
    server.use(http.get('/api/mentor/mentees', () => ok(members)));
    const { user } = openEditor();
    await waitFor(() => expect(title()).toHaveValue('Grants for veterans'));
    await user.click(screen.getByRole('radio', { name: 'Private' }));
    await user.click(screen.getByRole('button', { name: 'Ready to publish?' }));
    expect(await screen.findByText('Please choose at least one member for a private article')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/article/editor/5');
    expect(getPublishing()).toBeNull();
  });

  it('Ready to publish? sends nothing: it takes the article to the preview as it is', async () => {
    const sent = acceptSave();
    const { user } = openEditor();
    await waitFor(() => expect(title()).toHaveValue('Grants for veterans'));
    await user.type(title(), ', revised');
    await user.click(screen.getByRole('button', { name: 'Ready to publish?' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/article/preview-edit'));
    expect(sent).toHaveLength(0);
    expect(getPublishing()).toMatchObject({
      mode: 'edit',
      articleId: 5,
      values: { title: 'Grants for veterans, revised' },
    });
  });

  it('keeps what is typed on this device, and brings it back (or discards it) when the editor opens again', async () => {
    const first = openEditor();
    await waitFor(() => expect(title()).toHaveValue('Grants for veterans'));
    await first.user.type(title(), ' (notes)');
    expect(await screen.findByText(/kept on this device at/)).toBeVisible();
    const kept = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.articleDraft) ?? 'null') as {
      article_id: number;
      title: string;
    };
    expect(kept).toMatchObject({ article_id: 5, title: 'Grants for veterans (notes)' });
    first.unmount();

    const again = openEditor();
    expect(await screen.findByText('We brought back what you were writing on this device.')).toBeVisible();
    expect(title()).toHaveValue('Grants for veterans (notes)');
    await again.user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(title()).toHaveValue('Grants for veterans');
    expect(window.localStorage.getItem(STORAGE_KEYS.articleDraft)).toBeNull();
  });
});
