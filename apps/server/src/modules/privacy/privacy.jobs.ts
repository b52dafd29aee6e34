import type { FastifyInstance } from 'fastify';
import {
  DATA_EXPORT_FAILED_QUEUE,
  DATA_EXPORT_QUEUE,
  dataExportService,
  type DataExportJob,
} from './data-export.service';

const DAY_S = 24 * 60 * 60;

/**
 * The data exports' worker (issue 31), in every server process: each export is built by one worker
 * of one process, retried twice with backoff (a restart mid-build leaves the job to be claimed
 * again once it expires), then marked failed through the dead-letter queue so the person can retry.
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
}
