import type { FastifyInstance } from 'fastify';
import { ERASURE_QUEUE, erasureService, type ErasureJob } from './erasure.service';
import { privacyRepository } from './privacy.repository';
import { RETENTION, retentionRepository } from './retention.repository';

/** Scheduled: pg-boss fires each once per slot across all processes. */
const ERASURE_SWEEP = 'account-erasure-sweep';
const RETENTION_QUEUE = 'retention-daily';

/**
 * The privacy centre's background work (issue 31): each erasure a job of its own, due at the
 * deletion's date (retried with backoff; it does nothing once done or cancelled); a sweep every
 * minute for any deletion due without a job (a lost or failed one); the retention schedule daily.
 */
export async function privacyJobs(app: FastifyInstance) {
  const { jobs } = app;
  await jobs.queue(ERASURE_QUEUE, { retryLimit: 10, retryDelay: 30, retryBackoff: true, notify: true });
  for (const q of [ERASURE_SWEEP, RETENTION_QUEUE]) await jobs.queue(q, { policy: 'stately', retryLimit: 1 });

  const erasure = erasureService(app);
  await jobs.boss.work<ErasureJob>(ERASURE_QUEUE, { notifyPollingIntervalSeconds: 5 }, async ([job]) => {
    if (job) await erasure.eraseIfDue(job.data.userId);
  });
  await jobs.boss.work(ERASURE_SWEEP, async () => {
    for (const { userId } of await privacyRepository(app.db).due()) {
      await erasure
        .eraseIfDue(userId)
        .catch((err: unknown) => app.log.warn({ err, userId }, 'erasure failed; retried'));
    }
  });
  await jobs.boss.work(RETENTION_QUEUE, async () => {
    const r = retentionRepository(app.db);
    const purged = {
      secrets: await r.secrets(RETENTION.secretsDays),
      outboxBodies: await r.outboxBodies(RETENTION.outboxBodiesDays),
      auditLog: await r.auditLog(RETENTION.auditLogYears),
    };
    app.log.info({ purged }, 'retention schedule applied');
  });

  await jobs.boss.schedule(ERASURE_SWEEP, '* * * * *');
  await jobs.boss.schedule(RETENTION_QUEUE, '30 3 * * *', null, { tz: 'Europe/London' });
}
