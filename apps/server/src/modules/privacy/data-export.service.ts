import { DATA_EXPORT_VALID_HOURS, MSG, type DataExport, type MemberRole } from '@keh/contracts';
import type { AppContext } from '../../context';
import { notFound, tooMany } from '../../lib/errors';
import { layoutMail } from '../../lib/mail/templates';
import { acceptedAgreementPdf } from '../agreement/agreement.service';
import { auditService } from '../audit/audit.service';
import { notificationsService } from '../notifications/notifications.service';
import { fullName, usersRepository, type UserRow } from '../users/users.repository';
import { dataExportRepository, type DataExportRow } from './data-export.repository';
import { buildZip, type ExportFile } from './data-export.zip';
import { exportReadModel } from './export-read-model.repository';

/** The queue of exports to build, and where an export goes after its last failed try. */
export const DATA_EXPORT_QUEUE = 'data-export';
export const DATA_EXPORT_FAILED_QUEUE = 'data-export-failed';
export interface DataExportJob {
  exportId: number;
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const extOf = (key: string) => key.split('.').pop() ?? 'bin';

/**
 * "Download my data" (issue 31): a person (once a day, counted in the database) or an admin asks
 * for a copy; a durable job builds the ZIP (data.json, README.html, the person's files) into
 * private storage and mails the one who asked; only they can download it, once, for 24 hours.
 */
export const dataExportService = (ctx: AppContext) => {
  const repo = dataExportRepository(ctx.db);

  function toDataExport(row: DataExportRow, nextAllowedAt: Date | null): DataExport {
    return {
      id: row.id,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      ready_at: iso(row.readyAt),
      expires_at: iso(row.expiresAt),
      downloaded_at: iso(row.downloadedAt),
      next_allowed_at: iso(nextAllowedAt),
      subject_id: row.userId,
    };
  }

  /** When the person may ask for their own data again (null: now). */
  async function nextAllowed(userId: number, now = new Date()) {
    const recent = await repo.recentOwn(userId, new Date(now.getTime() - DAY_MS));
    return recent ? new Date(recent.createdAt.getTime() + DAY_MS) : null;
  }

  /** Everything of the person, as data.json holds it, and their files. */
  async function collect(userId: number) {
    const m = exportReadModel(ctx.db);
    const [profile, details, experience, skills, specialisms, otherExpertise, answers, takes] =
      await Promise.all([
        m.profile(userId),
        m.details(userId),
        m.experience(userId),
        m.skills(userId),
        m.specialisms(userId),
        m.otherExpertise(userId),
        m.answers(userId),
        m.takes(userId),
      ]);
    const [agreements, consents, requests, mentorings, templates, conversations] = await Promise.all([
      m.agreements(userId),
      m.consents(userId),
      m.requests(userId),
      m.mentorings(userId),
      m.templates(userId),
      m.conversations(userId),
    ]);
    const [
      eventsCreated,
      eventsAssigned,
      articles,
      reactions,
      emailSettings,
      signIns,
      linked,
      queries,
      keys,
    ] = await Promise.all([
      m.eventsCreated(userId),
      m.eventsAssigned(userId),
      m.articles(userId),
      m.reactions(userId),
      m.emailSettings(userId),
      m.signIns(userId),
      m.linkedAccounts(userId),
      m.supportQueries(userId),
      m.files(userId),
    ]);

    const files: ExportFile[] = [];
    for (const [i, f] of keys.entries()) {
      const data = await ctx.storage.read(f.key);
      if (data) files.push({ path: `files/${f.use}-${i + 1}.${extOf(f.key)}`, use: f.use, data });
    }
    for (const a of agreements) {
      const pdf = await acceptedAgreementPdf(a.role as MemberRole, a.text, a.version);
      files.push({ path: `files/agreement-${a.id}.pdf`, use: 'agreement', data: pdf });
    }

    const data = {
      profile,
      details,
      experience,
      skills,
      specialisms,
      other_expertise: otherExpertise,
      questionnaire: { current_answers: answers, takes },
      agreements: agreements.map((a) => ({ ...a, pdf: `files/agreement-${a.id}.pdf` })),
      consents,
      requests,
      mentorings,
      templates,
      conversations,
      events_created: eventsCreated,
      events_assigned: eventsAssigned,
      articles,
      reactions,
      email_settings: emailSettings,
      sign_ins: signIns,
      linked_accounts: linked,
      support_queries: queries,
      files: files.map((f) => ({ path: f.path, use: f.use, bytes: f.data.byteLength })),
    };
    return { data, files };
  }

  async function queue(subjectId: number, requester: UserRow, audit: boolean) {
    return ctx.db.transaction(async (tx) => {
      const rows = dataExportRepository(tx);
      if (!audit) {
        await rows.lockPerson(requester.id);
        const recent = await rows.recentOwn(requester.id, new Date(Date.now() - DAY_MS));
        if (recent) throw tooMany(MSG.dataExportOncePerDay);
      }
      const subject = audit ? await usersRepository(tx).findById(subjectId) : requester;
      if (!subject) throw notFound();
      const row = await rows.insert(subjectId, requester.id);
      if (audit) {
        await auditService(ctx).record(
          {
            actorId: requester.id,
            action: 'user.data_exported',
            targetType: 'user',
            targetId: subjectId,
            targetLabel: fullName(subject),
          },
          tx,
        );
      }
      await ctx.jobs.send(tx, DATA_EXPORT_QUEUE, { exportId: row.id } satisfies DataExportJob);
      return { id: row.id, status: row.status };
    });
  }

  return {
    collect,

    /** The person asks for their own data: once a day (a failed export does not count). */
    request: (person: UserRow) => queue(person.id, person, false),

    /** An admin asks for a person's data (a request by post or e-mail): audited, delivered to them. */
    requestFor: (staff: UserRow, subjectId: number) => queue(subjectId, staff, true),

    /** The latest export the person asked for, and when they may ask again. */
    async latest(person: UserRow): Promise<DataExport | null> {
      const [row, next] = await Promise.all([repo.latestRequestedBy(person.id), nextAllowed(person.id)]);
      return row ? toDataExport(row, next) : null;
    },

    /** The ZIP, once, to the one who asked, until it expires; 404 for anyone and anything else. */
    async download(person: UserRow, id: number) {
      const row = await repo.downloadable(id, person.id);
      if (!row?.storageKey) throw notFound();
      const data = await ctx.storage.read(row.storageKey);
      if (!data) throw notFound();
      if (!(await repo.spend(id, person.id))) throw notFound();
      await ctx.storage
        .remove(row.storageKey)
        .catch((err: unknown) => ctx.log.warn({ err, id }, 'downloaded export not removed'));
      const day = row.createdAt.toISOString().slice(0, 10);
      return { data, filename: `knowledge-exchange-hub-data-${row.userId}-${day}.zip` };
    },

    /**
     * The job: builds the ZIP and mails the one who asked. Idempotent: a finished or failed export
     * is left alone; an interrupted one (a restart mid-build) is built again from the start.
     */
    async run(exportId: number) {
      const row = await repo.claim(exportId);
      if (!row) return;
      const made = new Date();
      const { data, files } = await collect(row.userId);
      const zip = buildZip({ export: { made_at: made.toISOString() }, ...data }, files, made);
      const key = await ctx.storage.put('files', 'zip', Buffer.from(zip));
      try {
        await ctx.db.transaction(async (tx) => {
          const expiresAt = new Date(made.getTime() + DATA_EXPORT_VALID_HOURS * HOUR_MS);
          const ready = await dataExportRepository(tx).markReady(
            exportId,
            key,
            zip.byteLength,
            made,
            expiresAt,
          );
          if (!ready) throw new Error('the export changed while it was built');
          const requester = await usersRepository(tx).findById(row.requestedBy);
          if (requester)
            await notificationsService(ctx).service(tx, readyMail(requester, row.userId, ctx.config.appUrl));
        });
      } catch (err) {
        await ctx.storage.remove(key);
        throw err;
      }
    },

    /** After the last failed try: the person sees "failed" and may try again. */
    fail: (exportId: number) => repo.markFailed(exportId),

    /** Removes the ZIPs of expired exports from storage (for the retention schedule's daily job). */
    async purgeExpired(now = new Date()) {
      const keys = await repo.takeExpired(now);
      for (const key of keys) await ctx.storage.remove(key);
      return keys.length;
    },
  };
};

/** The mail to the one who asked: a link to their settings (the download needs their session). */
function readyMail(requester: UserRow, subjectId: number, appUrl: string) {
  const own = requester.id === subjectId;
  const staff = requester.type === 'admin' || requester.type === 'moderator';
  const url = own || !staff ? `${appUrl}/my/settings#your-data` : `${appUrl}/admin/people/${subjectId}`;
  return layoutMail(
    requester.email,
    own ? 'Your data is ready to download' : "The person's data is ready to download",
    [
      `Hello ${requester.firstName},`,
      own
        ? 'The copy of your data you asked for is ready. Sign in and download it from Your data in your settings.'
        : 'The copy of the data you asked for is ready. Sign in and download it from the person’s page in the console.',
      `The link works for ${DATA_EXPORT_VALID_HOURS} hours and downloads the file once. If you did not ask for it, contact us.`,
    ],
    { label: 'Download the data', url },
  );
}
