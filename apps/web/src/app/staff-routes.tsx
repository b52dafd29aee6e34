import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router';

type Page = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) => ReactElement;

/** The staff console's pages (issue 14), each lazily loaded through the router's `page`. */
export const staffRoutes = (page: Page): RouteObject[] => [
  {
    path: 'admin',
    element: page(
      () => import('../features/admin/routes/staff-home-page'),
      (m) => m.StaffHomePage,
    ),
  },
  {
    path: 'admin/overview',
    element: page(
      () => import('../features/admin/routes/overview-page'),
      (m) => m.OverviewPage,
    ),
  },
  {
    path: 'admin/articles',
    element: page(
      () => import('../features/admin/routes/article-queue-page'),
      (m) => m.ArticleQueuePage,
    ),
  },
  {
    path: 'admin/reports',
    element: page(
      () => import('../features/admin/routes/reports-page'),
      (m) => m.ReportsPage,
    ),
  },
  {
    path: 'admin/questionnaire-changes',
    element: page(
      () => import('../features/admin/routes/questionnaire-changes-page'),
      (m) => m.QuestionnaireChangesPage,
    ),
  },
  {
    path: 'admin/people',
    element: page(
      () => import('../features/admin/routes/people-page'),
      (m) => m.PeoplePage,
    ),
  },
  {
    path: 'admin/people/:personId',
    element: page(
      () => import('../features/admin/routes/person-page'),
      (m) => m.PersonPage,
    ),
  },
  {
    path: 'admin/audit-log',
    element: page(
      () => import('../features/admin/routes/audit-log-page'),
      (m) => m.AuditLogPage,
    ),
  },
  {
    path: 'admin/mail',
    element: page(
      () => import('../features/admin/routes/mail-page'),
      (m) => m.MailPage,
    ),
  },
  {
    path: 'admin/deletions',
    element: page(
      () => import('../features/admin/routes/pending-deletions-page'),
      (m) => m.PendingDeletionsPage,
    ),
  },
  {
    path: 'admin/sessions',
    element: page(
      () => import('../features/admin/routes/sessions-page'),
      (m) => m.SessionsPage,
    ),
  },
];
