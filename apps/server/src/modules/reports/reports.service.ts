import {
  MSG,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  type AuditAction,
  type ReportFields,
  type ReportSnapshot,
  type ReportStatus,
  type StaffReport,
} from '@keh/contracts';
import type { AppContext } from '../../context';
import { canReportProfile } from '../../policies/safety';
import type { DbOrTx } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { renderMail } from '../../lib/mail/templates';
import { reportOutcome, reportWarning } from '../../lib/mail/report-templates';
import type { AuthUser } from '../../plugins/auth';
import { adminService } from '../admin/admin.service';
import { articlesService } from '../articles/articles.service';
import { auditService } from '../audit/audit.service';
import { chatService } from '../chat/chat.service';
import { feedService } from '../feed/feed.service';
import { notificationsService } from '../notifications/notifications.service';
import { blocksRepository } from '../users/blocks.repository';
import { fullName, usersRepository, type UserRow } from '../users/users.repository';
import { reportsRepository, type ReportRow } from './reports.repository';

type Row = Awaited<ReturnType<ReturnType<typeof reportsRepository>['page']>>['rows'][number];

const toStaffReport = ({ report: r, reporter, reported, resolver }: Row): StaffReport => ({
  id: r.id,
  target_type: r.targetType,
  target_id: r.targetId,
  reason: r.reason,
  text: r.text,
  status: r.status,
  snapshot: r.snapshot,
  reporter: {
    id: reporter.id,
    first_name: reporter.firstName,
    last_name: reporter.lastName,
    status: reporter.status,
  },
  reported: {
    id: reported.id,
    first_name: reported.firstName,
    last_name: reported.lastName,
    status: reported.status,
  },
  created_at: r.createdAt.toISOString(),
  resolved_at: r.resolvedAt ? r.resolvedAt.toISOString() : null,
  resolved_by: resolver.id
    ? { id: resolver.id, first_name: resolver.firstName ?? '', last_name: resolver.lastName ?? '' }
    : null,
  can_hide: r.targetType !== 'user',
});

/** What the warning mail calls the reported thing (never who reported it). */
const WHAT: Record<ReportRow['targetType'], string> = {
  user: 'your profile and conduct',
  message: 'a chat message you sent',
  feed_comment: 'a comment you wrote in a mentoring feed',
  article: 'an article you wrote',
};

/**
 * Reports (issue 33; decision 0031): a person reports a profile, a chat message, a feed comment or an
 * article they can see, with a reason; the report keeps the content as it was. Moderators and admins
 * work the queue: dismiss, hide the content (readers then see "Removed by a moderator"), warn the
 * person, or (admins) suspend the account. Each decision is one audit entry in its transaction, and
 * the reporter is told the outcome in general terms; nobody else ever learns who reported.
 */
export const reportsService = (ctx: AppContext) => {
  const repo = reportsRepository(ctx.db);
  const users = usersRepository(ctx.db);
  const audit = auditService(ctx);
  const notifications = notificationsService(ctx);

  /** The reported person and the content as the reporter sees it; 404 when they cannot see it. */
  async function target(
    reporter: AuthUser,
    type: ReportRow['targetType'],
    id: number,
  ): Promise<{ ownerId: number; snapshot: ReportSnapshot }> {
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    if (type === 'message') {
      const m = await chatService(ctx).messageFor(reporter.id, id);
      if (!m || m.senderId === null) throw notFound();
      return { ownerId: m.senderId, snapshot: { text: m.body, title: null, created_at: iso(m.createdAt) } };
    }
    if (type === 'feed_comment') {
      const c = await feedService(ctx).commentFor(reporter.id, id);
      if (!c || c.ownerId === null) throw notFound();
      return { ownerId: c.ownerId, snapshot: { text: c.body, title: null, created_at: iso(c.createdAt) } };
    }
    if (type === 'article') {
      const a = await articlesService(ctx).reportable(reporter, id);
      return {
        ownerId: a.ownerId,
        snapshot: { text: a.summary, title: a.title, created_at: iso(a.publishedAt) },
      };
    }
    const u = await users.findById(id);
    if (!u) throw notFound();
    const [apart, direct] = await Promise.all([
      blocksRepository(ctx.db).areApart(reporter.id, u.id),
      chatService(ctx).directBetween(reporter.id, u.id),
    ]);
    if (!canReportProfile(reporter, { ...u, apart, talking: direct !== null })) throw notFound();
    const texts = [u.professionalExperience, u.businessName, u.positionWithinBusiness].filter(
      (t): t is string => !!t && t.trim() !== '',
    );
    return {
      ownerId: u.id,
      snapshot: { text: texts.join('\n\n'), title: fullName(u), created_at: null },
    };
  }

  async function one(id: number) {
    const { rows } = await repo.page('open', 1, 0, id);
    if (!rows[0]) throw notFound();
    return toStaffReport(rows[0]);
  }

  /**
   * One staff decision: the report is locked and must be open; `act` does what the decision does in
   * the same transaction; then the report closes, the audit entry is written and the reporter is told.
   */
  async function decide(
    staff: AuthUser,
    id: number,
    status: Exclude<ReportStatus, 'open'>,
    action: AuditAction,
    act?: (tx: DbOrTx, report: ReportRow, reported: UserRow) => Promise<void>,
    details: Record<string, string> = {},
  ) {
    await ctx.db.transaction(async (tx) => {
      const r = reportsRepository(tx);
      const report = await r.lock(id);
      if (!report) throw notFound();
      if (report.status !== 'open') throw invalid({ report: MSG.reportClosed }, MSG.reportClosed);
      const people = usersRepository(tx);
      const [reporter, reported] = await Promise.all([
        people.findById(report.reporterId),
        people.findById(report.reportedUserId),
      ]);
      if (act) await act(tx, report, reported!);
      await r.resolve(id, status, staff.id);
      await audit.record(
        {
          actorId: staff.id,
          action,
          targetType: 'user',
          targetId: report.reportedUserId,
          targetLabel: reported ? fullName(reported) : `#${report.reportedUserId}`,
          details: {
            report: String(report.id),
            content: REPORT_TARGET_LABELS[report.targetType],
            reason: REPORT_REASON_LABELS[report.reason],
            ...details,
          },
        },
        tx,
      );
      if (reporter)
        await notifications.service(
          tx,
          renderMail(
            reporter.email,
            reportOutcome(reporter.firstName, status !== 'dismissed', ctx.config.appUrl),
          ),
        );
    });
    return one(id);
  }

  /** The open report, or 404 / 422 (decided already), before a decision that acts outside its transaction. */
  async function openReport(id: number) {
    const { rows } = await repo.page('open', 1, 0, id);
    const row = rows[0];
    if (!row) throw notFound();
    if (row.report.status !== 'open') throw invalid({ report: MSG.reportClosed }, MSG.reportClosed);
    return row.report;
  }

  return {
    async create(reporter: AuthUser, body: ReportFields) {
      const { ownerId, snapshot } = await target(reporter, body.target_type, body.target_id);
      if (ownerId === reporter.id) throw invalid({ target_id: MSG.reportOwn }, MSG.reportOwn);
      const row = await repo.insert({
        reporterId: reporter.id,
        reportedUserId: ownerId,
        targetType: body.target_type,
        targetId: body.target_id,
        reason: body.reason,
        text: body.text?.trim() || null,
        snapshot,
      });
      return { id: row.id, status: row.status };
    },

    async queue(which: 'open' | 'closed', limit: number, offset: number) {
      const { rows, total } = await repo.page(which, limit, offset);
      return { data: rows.map(toStaffReport), meta: { total, limit, offset } };
    },

    dismiss: (staff: AuthUser, id: number) => decide(staff, id, 'dismissed', 'report.dismissed'),

    /** Hides the content from its readers; a profile cannot be hidden (warn or suspend instead). */
    async hide(staff: AuthUser, id: number) {
      const report = await openReport(id);
      if (report.targetType === 'user') throw invalid({ report: MSG.reportCannotHide }, MSG.reportCannotHide);
      if (report.targetType === 'article')
        // The knowledge base's own take-down: the article leaves it and its author is told why.
        await articlesService(ctx).ban(staff, report.targetId, MSG.articleRemovedAfterReport);
      return decide(staff, id, 'hidden', 'report.hidden', async (tx, r) => {
        if (r.targetType === 'message') await chatService(ctx).hideMessage(r.targetId, tx);
        if (r.targetType === 'feed_comment') await feedService(ctx).hideComment(r.targetId, tx);
      });
    },

    /** Mails the person a warning (with the staff's optional note); it never names the reporter. */
    warn: (staff: AuthUser, id: number, note: string | undefined) =>
      decide(
        staff,
        id,
        'warned',
        'report.warned',
        async (tx, r, reported) => {
          const content = reportWarning(
            reported.firstName,
            WHAT[r.targetType],
            REPORT_REASON_LABELS[r.reason],
            note ?? null,
            ctx.config.appUrl,
          );
          await notifications.service(tx, renderMail(reported.email, content));
        },
        note ? { note } : {},
      ),

    /** Suspends the reported account through the staff console's suspension (admins). */
    async suspend(staff: AuthUser, id: number, note: string | undefined) {
      const report = await openReport(id);
      await adminService(ctx).suspend(staff, report.reportedUserId, note ?? `Report #${report.id}`);
      return decide(staff, id, 'suspended', 'report.suspended', undefined, note ? { note } : {});
    },
  };
};
