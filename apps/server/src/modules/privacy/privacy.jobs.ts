import type { FastifyInstance } from 'fastify';
import {
  DATA_EXPORT_FAILED_QUEUE,
  DATA_EXPORT_QUEUE,
  dataExportService,
  type DataExportJob,
} from './data-export.service';

import { ERASURE_QUEUE, erasureService, type ErasureJob } from './erasure.service';
import { privacyRepository } from './privacy.repository';
import { RETENTION, retentionRepository } from './retention.repository';

const DAY_S = 24 * 60 * 60;
/** Scheduled: pg-boss fires each once per slot across all processes. */
const ERASURE_SWEEP = 'account-erasure-sweep';
const RETENTION_QUEUE = 'retention-daily';

/**
 * The privacy centre's background work (issue 31), in every server process:
 * - each data export built by one worker of one process, retried twice with backoff (a restart
 *   mid-build leaves the job to be claimed again once it expires), then marked failed through the
 *   dead-letter queue so the person can retry;
 * - each erasure a job of its own, due at the deletion's date (retried with backoff; it does nothing
 *   once done or cancelled), and a sweep every minute for any deletion due without a job;
 * - the retention schedule daily (expired exports' ZIPs among it).
 */
export async function privacyJobs(app: FastifyInstance) {
  const { jobs } = app;
  const exports = dataExportService(app);
  await jobs.queue(DATA_EXPORT_FAILED_QUEUE, { retentionSeconds: 7 * DAY_S, notify: true });
  await jobs.queue(DATA_EXPORT_QUEUE, {
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    deadLetter: DATA_EXPORT_FAILED_QUEUE,
    notify: true,
  });
  await jobs.boss.work<DataExportJob>(
    DATA_EXPORT_QUEUE,
    { batchSize: 1, notifyPollingIntervalSeconds: 5 },
    async ([job]) => {
      if (!job) return;
      try {
        await exports.run(job.data.exportId);
      } catch (err) {
        app.log.warn({ err, job: job.id }, 'data export failed; it will be retried');
        throw err;
      }
    },
  );
  await jobs.boss.work<DataExportJob>(
    DATA_EXPORT_FAILED_QUEUE,
    { batchSize: 1, notifyPollingIntervalSeconds: 5 },
    async ([job]) => {
      if (job) await exports.fail(job.data.exportId);
    },
  );

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
      exports: await exports.purgeExpired(),
    };
    app.log.info({ purged }, 'retention schedule applied');
  });

  await jobs.boss.schedule(ERASURE_SWEEP, '* * * * *');
  await jobs.boss.schedule(RETENTION_QUEUE, '30 3 * * *', null, { tz: 'Europe/London' });
}
