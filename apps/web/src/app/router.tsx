import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingState } from '../components/query-states';
import { GuestOnly, RequireAuth } from './layouts/guards';
import { RootLayout } from './layouts/root-layout';
import { SECTION_KEYS, type SectionKey } from './profile-sections';
import { RouteError } from './routes/route-error';

/** A lazily loaded route component (route-level code splitting). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const notFound = page(
  () => import('./routes/not-found-page'),
  (m) => m.NotFoundPage,
);

const SECTION_PAGES: Partial<Record<SectionKey, RouteObject['lazy']>> = {
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
  templates: page(
    () => import('../features/templates/routes/templates-page'),
    (m) => m.TemplatesPage,
  ),
  template: page(
    () => import('../features/templates/routes/template-page'),
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
    Component: RootLayout,
    HydrateFallback: () => <LoadingState />,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: page(
              () => import('../features/home/routes/home-page'),
              (m) => m.HomePage,
            ),
          },
          {
            Component: GuestOnly,
            children: [
              { path: 'login', element: <Navigate to="/login/1" replace /> },
              {
                path: 'login/:step',
                lazy: page(
                  () => import('../features/auth/routes/login-page'),
                  (m) => m.LoginPage,
                ),
              },
              { path: 'sign-up', element: <Navigate to="/sign-up/1" replace /> },
              {
                path: 'sign-up/:step',
                lazy: page(
                  () => import('../features/signup/routes/sign-up-page'),
                  (m) => m.SignUpPage,
                ),
              },
              {
                path: 'sign-up-complete',
                lazy: page(
                  () => import('../features/signup/routes/sign-up-complete-page'),
                  (m) => m.SignUpCompletePage,
                ),
              },
            ],
          },
          { path: 'forgot-password', element: <Navigate to="/forgot-password/1" replace /> },
          {
            path: 'forgot-password/:step',
            lazy: page(
              () => import('../features/auth/routes/forgot-password-page'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: 'privacy-policy',
            lazy: page(
              () => import('../features/legal/routes/privacy-policy-page'),
              (m) => m.PrivacyPolicyPage,
            ),
          },
          {
            path: 'terms-and-conditions',
            lazy: page(
              () => import('../features/legal/routes/terms-and-conditions-page'),
              (m) => m.TermsAndConditionsPage,
            ),
          },
          {
            path: 'dev/outbox',
            lazy: page(
              () => import('../features/dev-outbox/routes/outbox-page'),
              (m) => m.OutboxPage,
            ),
          },
          {
            path: 'base',
            lazy: page(
              () => import('../features/articles/routes/base-page'),
              (m) => m.KnowledgeBasePage,
            ),
          },
          {
            path: 'post/:articleId',
            lazy: page(
              () => import('../features/articles/routes/post-page'),
              (m) => m.PostPage,
            ),
          },
          // Staff preview: the staff member's own token in the query (spec section 1).
          {
            path: 'preview-admin/article/:articleId',
            lazy: page(
              () => import('./routes/preview-admin-article-route'),
              (m) => m.PreviewAdminArticleRoute,
            ),
          },
          // Public profiles: signed-out visitors see the members-only modal there.
          { path: 'mentor/:mentorId', lazy: mentorProfile },
          { path: 'mentor/matching/:mentorId', lazy: mentorProfile },
          {
            path: 'mentee/:menteeId',
            lazy: page(
              () => import('../features/profile/routes/mentee-profile-page'),
              (m) => m.MenteeProfilePage,
            ),
          },
          {
            path: 'mentee/:menteeId/survey',
            lazy: page(
              () => import('../features/profile/routes/mentee-profile-page'),
              (m) => m.MenteeSurveyPage,
            ),
          },
          {
            Component: RequireAuth,
            children: [
              {
                path: 'mentors/matching',
                lazy: page(
                  () => import('../features/matching/routes/matching-page'),
                  (m) => m.MatchingPage,
                ),
              },
              { path: 'article/creator', lazy: articleEditor },
              { path: 'article/editor/:articleId', lazy: articleEditor },
              { path: 'article/preview', lazy: articlePreview },
              { path: 'article/preview-edit', lazy: articlePreview },
              {
                path: 'article/publish',
                lazy: page(
                  () => import('../features/articles/routes/article-publish-page'),
                  (m) => m.ArticlePublishPage,
                ),
              },
              // The staff console (issue 14): each page checks the role it needs (STAFF_NAV).
              {
                path: 'admin',
                lazy: page(
                  () => import('../features/admin/routes/staff-home-page'),
                  (m) => m.StaffHomePage,
                ),
              },
              {
                path: 'admin/overview',
                lazy: page(
                  () => import('../features/admin/routes/overview-page'),
                  (m) => m.OverviewPage,
                ),
              },
              {
                path: 'admin/articles',
                lazy: page(
                  () => import('../features/admin/routes/article-queue-page'),
                  (m) => m.ArticleQueuePage,
                ),
              },
              {
                path: 'admin/questionnaire-changes',
                lazy: page(
                  () => import('../features/admin/routes/questionnaire-changes-page'),
                  (m) => m.QuestionnaireChangesPage,
                ),
              },
              {
                path: 'admin/people',
                lazy: page(
                  () => import('../features/admin/routes/people-page'),
                  (m) => m.PeoplePage,
                ),
              },
              {
                path: 'admin/people/:personId',
                lazy: page(
                  () => import('../features/admin/routes/person-page'),
                  (m) => m.PersonPage,
                ),
              },
              {
                path: 'admin/people/:personId/questionnaire',
                lazy: page(
                  () => import('../features/admin/routes/member-questionnaire-page'),
                  (m) => m.MemberQuestionnairePage,
                ),
              },
              {
                path: 'admin/audit-log',
                lazy: page(
                  () => import('../features/admin/routes/audit-log-page'),
                  (m) => m.AuditLogPage,
                ),
              },
              { path: 'chats', lazy: chatPage },
              { path: 'chat/:conversationId', lazy: chatPage },
              {
                path: 'my',
                lazy: page(
                  () => import('./layouts/profile-layout'),
                  (m) => m.ProfileLayout,
                ),
                children: [
                  { index: true, element: <Navigate to="/my/profile" replace /> },
                  {
                    path: 'profile/assess-yourself',
                    lazy: page(
                      () => import('../features/profile/routes/assess-yourself-page'),
                      (m) => m.AssessYourselfPage,
                    ),
                  },
                  {
                    path: 'events/:subId/edit',
                    lazy: page(
                      () => import('../features/events/routes/event-edit-page'),
                      (m) => m.EventEditPage,
                    ),
                  },
                  ...SECTION_KEYS.map((key): RouteObject => ({
                    path: `${key}/:subId?`,
                    lazy: SECTION_PAGES[key] ?? sectionPlaceholder,
                  })),
                ],
              },
            ],
          },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
