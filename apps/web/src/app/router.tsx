import { isValidElement, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { lazyComponent } from '../lib/lazy-component';
import { GuestOnly, RequireAuth } from './layouts/guards';
import { RootLayout } from './layouts/root-layout';
import { trackPageLoad } from './page-loading';
import { queryClient } from './query-client';
import { SECTION_KEYS, type SectionKey } from './profile-sections';
import { staffRoutes } from './staff-routes';

/** The preload of each lazy page element, to fetch the first page before the first render. */
const preloads = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A lazily loaded page (route-level code splitting): its chunk is fetched when the route first
 * renders. Later navigations run in a transition (BrowserRouter), so the current page stays
 * while the next one downloads, with the progress bar on top; RootLayout's error boundary catches
 * a chunk that fails. The first page of a visit is fetched before the first render
 * (preloadPage), so it is drawn at once.
 *
 * Declarative routes (`useRoutes`) rather than the data router (`createBrowserRouter`): the app
 * uses no loaders or actions, and the data router's code is about 18 KB gzipped of every first
 * visit (issue 15, first visit ≤ 150 KB of JavaScript).
 */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  /** The page's first requests, started with its download rather than once it is drawn. */
  prefetch?: () => Promise<unknown>,
): ReactElement {
  const Page = lazyComponent(async () => {
    void prefetch?.().catch(() => undefined);
    return pick(await trackPageLoad(load()));
  });
  const element = <Page />;
  preloads.set(element, Page.preload);
  return element;
}

const notFound = page(
  () => import('./routes/not-found-page'),
  (m) => m.NotFoundPage,
);

const SECTION_PAGES: Partial<Record<SectionKey, ReactElement>> = {
  profile: page(
    () => import('../features/profile/routes/my-profile-page'),
    (m) => m.MyProfilePage,
  ),
  password: page(
    () => import('../features/profile/routes/change-password-page'),
    (m) => m.ChangePasswordPage,
  ),
  events: page(
    () => import('../features/events/routes/events-page'),
    (m) => m.EventsPage,
  ),
  details: page(
    () => import('../features/profile/routes/my-details-page'),
    (m) => m.MyDetailsPage,
  ),
  'survey-details': page(
    () => import('../features/profile/routes/my-survey-page'),
    (m) => m.MySurveyPage,
  ),
  settings: page(
    () => import('../features/profile/routes/settings-page'),
    (m) => m.SettingsPage,
  ),
  mentoring: page(
    () => import('./routes/mentoring-route'),
    (m) => m.MentoringRoute,
  ),
  'mentoring-history': page(
    () => import('../features/workspace/routes/mentoring-history-page'),
    (m) => m.MentoringHistoryPage,
  ),
  templates: page(
    () => import('../features/plans/routes/templates-page'),
    (m) => m.TemplatesPage,
  ),
  template: page(
    () => import('../features/plans/routes/template-page'),
    (m) => m.TemplatePage,
  ),
  articles: page(
    () => import('../features/articles/routes/my-articles-page'),
    (m) => m.MyArticlesPage,
  ),
  'incoming-requests': page(
    () => import('../features/matching/routes/incoming-requests-page'),
    (m) => m.IncomingRequestsPage,
  ),
  'pending-requests': page(
    () => import('../features/matching/routes/pending-requests-page'),
    (m) => m.PendingRequestsPage,
  ),
};
const mentorProfile = page(
  () => import('./routes/mentor-profile-route'),
  (m) => m.MentorProfileRoute,
);
const chatPage = page(
  () => import('../features/chat/routes/chat-page'),
  (m) => m.ChatPage,
);
const articleEditor = page(
  () => import('../features/articles/routes/article-editor-page'),
  (m) => m.ArticleEditorPage,
);
const articlePreview = page(
  () => import('../features/articles/routes/article-preview-page'),
  (m) => m.ArticlePreviewPage,
);
const sectionPlaceholder = page(
  () => import('./routes/section-placeholder-page'),
  (m) => m.SectionPlaceholderPage,
);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        children: [
          {
            index: true,
            element: page(
              () => import('../features/home/routes/home-page'),
              (m) => m.HomePage,
            ),
          },
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', element: <Navigate to="/login/1" replace /> },
              {
                path: 'login/:step',
                element: page(
                  () => import('../features/auth/routes/login-page'),
                  (m) => m.LoginPage,
                ),
              },
              { path: 'sign-up', element: <Navigate to="/sign-up/1" replace /> },
              {
                path: 'sign-up/:step',
                element: page(
                  () => import('../features/signup/routes/sign-up-page'),
                  (m) => m.SignUpPage,
                ),
              },
            ],
          },
          // Outside GuestOnly: registration signs the new person in, and this page shows them DONE.
          {
            path: 'sign-up-complete',
            element: page(
              () => import('../features/signup/routes/sign-up-complete-page'),
              (m) => m.SignUpCompletePage,
            ),
          },
          { path: 'forgot-password', element: <Navigate to="/forgot-password/1" replace /> },
          {
            path: 'forgot-password/:step',
            element: page(
              () => import('../features/auth/routes/forgot-password-page'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          // LinkedIn sends the browser back here (sign-in with LinkedIn, decision 0024).
          {
            path: 'linkedin',
            element: page(
              () => import('./routes/linkedin-route'),
              (m) => m.LinkedInRoute,
            ),
          },
          {
            path: 'privacy-policy',
            element: page(
              () => import('../features/legal/routes/privacy-policy-page'),
              (m) => m.PrivacyPolicyPage,
            ),
          },
          {
            path: 'terms-and-conditions',
            element: page(
              () => import('../features/legal/routes/terms-and-conditions-page'),
              (m) => m.TermsAndConditionsPage,
            ),
          },
          {
            path: 'unsubscribe',
            element: page(
              () => import('../features/profile/routes/unsubscribe-page'),
              (m) => m.UnsubscribePage,
            ),
          },
          {
            path: 'dev/outbox',
            element: page(
              () => import('../features/dev-outbox/routes/outbox-page'),
              (m) => m.OutboxPage,
            ),
          },
          {
            path: 'base',
            element: page(
              () => import('../features/articles/routes/base-page'),
              (m) => m.KnowledgeBasePage,
              () =>
                import('../features/articles/api/base-prefetch').then((m) =>
                  m.prefetchKnowledgeBase(queryClient, window.location),
                ),
            ),
          },
          {
            path: 'post/:articleId',
            element: page(
              () => import('../features/articles/routes/post-page'),
              (m) => m.PostPage,
            ),
          },
          // Staff preview: the staff member's own token in the query (docs/product/README.md).
          {
            path: 'preview-admin/article/:articleId',
            element: page(
              () => import('./routes/preview-admin-article-route'),
              (m) => m.PreviewAdminArticleRoute,
            ),
          },
          {
            path: 'preview-admin/mentee/:menteeId/survey',
            element: page(
              () => import('../features/admin/routes/member-survey-preview-page'),
              (m) => m.MemberSurveyPreviewPage,
            ),
          },
          // Public profiles: signed-out visitors see the members-only modal there.
          { path: 'mentor/:mentorId', element: mentorProfile },
          { path: 'mentor/matching/:mentorId', element: mentorProfile },
          {
            path: 'mentee/:menteeId',
            element: page(
              () => import('../features/profile/routes/mentee-profile-page'),
              (m) => m.MenteeProfilePage,
            ),
          },
          {
            path: 'mentee/:menteeId/survey',
            element: page(
              () => import('../features/profile/routes/mentee-profile-page'),
              (m) => m.MenteeSurveyPage,
            ),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'mentors/matching',
                element: page(
                  () => import('../features/matching/routes/matching-page'),
                  (m) => m.MatchingPage,
                ),
              },
              { path: 'article/creator', element: articleEditor },
              { path: 'article/editor/:articleId', element: articleEditor },
              { path: 'article/preview', element: articlePreview },
              { path: 'article/preview-edit', element: articlePreview },
              {
                path: 'article/publish',
                element: page(
                  () => import('../features/articles/routes/article-publish-page'),
                  (m) => m.ArticlePublishPage,
                ),
              },
              // The staff console (issue 14): each page checks the role it needs (STAFF_NAV).
              ...staffRoutes(page),
              { path: 'chats', element: chatPage },
              { path: 'chat/:conversationId', element: chatPage },
              {
                path: 'my',
                element: page(
                  () => import('./layouts/profile-layout'),
                  (m) => m.ProfileLayout,
                ),
                children: [
                  { index: true, element: <Navigate to="/my/profile" replace /> },
                  {
                    path: 'profile/assess-yourself',
                    element: page(
                      () => import('../features/profile/routes/assess-yourself-page'),
                      (m) => m.AssessYourselfPage,
                    ),
                  },
                  {
                    path: 'events/:subId/edit',
                    element: page(
                      () => import('../features/events/routes/event-edit-page'),
                      (m) => m.EventEditPage,
                    ),
                  },
                  ...SECTION_KEYS.map((key): RouteObject => ({
                    path: `${key}/:subId?`,
                    element: SECTION_PAGES[key] ?? sectionPlaceholder,
                  })),
                ],
              },
            ],
          },
          { path: '*', element: notFound },
        ],
      },
    ],
  },
];

/** The app's pages, inside <BrowserRouter> (main.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Fetches the chunks of the pages a location shows (a layout and its page may both be lazy). */
export function preloadPage(location: { pathname: string }): Promise<unknown> {
  const matches = matchRoutes(routes, location) ?? [];
  return Promise.all(
    matches.map(({ route }) => (isValidElement(route.element) ? preloads.get(route.element)?.() : null)),
  );
}
