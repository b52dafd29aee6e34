import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { devOutboxEnabled, type AppConfig } from './config';
import type { LiveChanges, LiveChat, LiveSessions } from './context';
import { openDatabase, type Database, type Db } from './db/client';
import { startJobs, type Jobs } from './db/jobs';
import { seedDatabase } from './db/seed';
import { createMailer, type Mailer } from './lib/mail/mailer';
import { loggingOptions } from './lib/logging';
import { createDiskStorage, type Storage } from './lib/storage/storage';
import { rateLimitCounters, scheduleRateLimitSweep } from './db/rate-limits';
import { lifecyclePlugin } from './plugins/lifecycle';
import { metricsPlugin } from './plugins/metrics';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { inputPlugin } from './plugins/input';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeaders } from './plugins/security-headers';
import { httpCachePlugin } from './plugins/http-cache';
import { compressAnswersPlugin } from './plugins/compress-answers';
import { webPlugin } from './plugins/web';
import { agreementRoutes } from './modules/agreement/agreement.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { providerRoutes } from './modules/auth/provider.routes';
import { findLiveSession, findPreview, findSession } from './modules/auth/auth.service';
import { devRoutes } from './modules/mail/dev-outbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { mailRepository } from './modules/mail/mail.repository';
import { signupRoutes } from './modules/signup/signup.routes';
import { supportRoutes } from './modules/support/support.routes';
import { surveyRoutes } from './modules/survey/survey.routes';
import { memberSurveyRoutes } from './modules/survey/member-survey.routes';
import { userRoutes } from './modules/profile/user.routes';
import { profilePdfRoutes, profileRoutes } from './modules/profile/profile.routes';
import { publicProfileRoutes } from './modules/profile/public-profile.routes';
import { matchingRoutes } from './modules/matching/matching.routes';
import { mentoringRoutes } from './modules/mentoring/mentoring.routes';
import { endingRoutes } from './modules/workspace/ending.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { workspaceRoutes } from './modules/workspace/workspace.routes';
import { feedRoutes } from './modules/feed/feed.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { articlesRoutes } from './modules/articles/articles.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { blocksRoutes } from './modules/reports/blocks.routes';
import { overviewRoutes } from './modules/overview/overview.routes';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { sessionJobs } from './modules/sessions/session-reminders.service';
import { chatService } from './modules/chat/chat.service';
import { notificationJobs } from './modules/notifications/notifications.jobs';
import { accountDeletionRoutes } from './modules/privacy/account-deletion.routes';
import { privacyJobs } from './modules/privacy/privacy.jobs';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { realtimePlugin } from './plugins/realtime';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { answerSerializer } from './lib/answer-serializer';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    mailer: Mailer;
    jobs: Jobs;
    storage: Storage;
    config: AppConfig;
    live: LiveChanges;
    liveSessions: LiveSessions;
    liveChat: LiveChat;
  }
}

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests). */
  database?: Database;
  /** Check every answer against its response schema before writing it (the test suites). */
  checkAnswers?: boolean;
}

const API_ROUTES = [
  healthRoutes,
  authRoutes,
  providerRoutes,
  signupRoutes,
  supportRoutes,
  userRoutes,
  profileRoutes,
  profilePdfRoutes,
  publicProfileRoutes,
  matchingRoutes,
  mentoringRoutes,
  endingRoutes,
  plansRoutes,
  workspaceRoutes,
  feedRoutes,
  chatRoutes,
  articlesRoutes,
  eventsRoutes,
  adminRoutes,
  overviewRoutes,
  sessionsRoutes,
  notificationsRoutes,
  surveyRoutes,
  memberSurveyRoutes,
  agreementRoutes,
  reportsRoutes,
  blocksRoutes,
  privacyRoutes,
  accountDeletionRoutes,
];

/** Builds the whole server: database migrated and seeded, plugins, API under /api, web app. */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const database =
    opts.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  await database.migrate();

  const app = Fastify({
    // JSON lines (pretty at a terminal in development), one per request, tokens masked.
    ...(await loggingOptions({ level: config.logLevel, production: config.production })),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Closing (SIGTERM, main.ts): a request that reaches a connection accepted just before the
    // listener closed is served (with `Connection: close`), not refused with 503 — a balancer may
    // not retry a POST it has sent, so that answer would be a failed request.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer({ check: opts.checkAnswers ?? false }));

  const mailer = createMailer({
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    record: (m) => mailRepository(database.db).record(m),
  });
  const jobs = await startJobs(database, { onError: (err) => app.log.error({ err }, 'job queue') });
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
  app.decorate('jobs', jobs);
  // The S3 client (~4 MB of memory once loaded) is loaded only when object storage is configured.
  const storage = config.s3
    ? (await import('./lib/storage/s3')).createS3Storage(config.s3)
    : createDiskStorage(config.dataDir);
  app.decorate('storage', storage);
  app.decorate('config', config);
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
    storage.close?.();
    if (!opts.database) await database.close();
  });

  if (config.demo)
    app.log.warn(
      '*** DEMO MODE: demo accounts with a known password, the dev outbox (every code and reset link) ' +
        'and no rate limits for local clients. Never expose this server; start it without DEMO=1. ***',
    );
  await seedDatabase(database.db, { demo: config.demo, log: app.log, storage: app.storage });

  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the app's own ws:/wss: origin (CSP Level 3): no other host is reachable.
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // Article videos: only the embeds the body allow-list keeps (contracts videoEmbedUrl).
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(errorsPlugin);
  await app.register(lifecyclePlugin);
  await app.register(inputPlugin);
  // With PostgreSQL several processes may serve: they count in the database. The embedded database
  // is one process, which counts in its memory.
  await app.register(rateLimitPlugin, {
    demo: config.demo,
    ...(database.kind === 'postgres' && { hit: rateLimitCounters(database.db).hit }),
  });
  if (database.kind === 'postgres') await scheduleRateLimitSweep(jobs, database.db);
  await app.register(authPlugin, {
    // One indexed, prepared statement per request (the token's hash is unique): nothing remembered.
    findSession: findSession(database.db),
    // Rare (a preview link opened): looked up every time.
    findPreview: findPreview(database.db),
  });
  await app.register(openapiPlugin, { appUrl: config.appUrl });
  const chat = chatService(app);
  await app.register(realtimePlugin, {
    authenticate: findLiveSession(database.db),
    roomsOf: chat.roomsOf,
    isMember: chat.isMember,
    databaseUrl: config.databaseUrl,
  });
  // Services push through this narrow interface, not the plugin (decision 0026).
  app.decorate('live', {
    changed: (userIds, event) => app.realtime.changed(userIds, event),
  } satisfies LiveChanges);
  // Services tell the sockets when sessions end (logout, password change or reset, suspension).
  app.decorate('liveSessions', { end: (who) => app.realtime.endSessions(who) } satisfies LiveSessions);
  // Every chat service, whoever builds it, delivers what it stores.
  app.decorate('liveChat', {
    message: (conversationId, message) => app.realtime.message(conversationId, message),
    conversationCreated: (conversationId, memberIds) =>
      app.realtime.conversationCreated(conversationId, memberIds),
    conversationClosed: (conversationId, memberIds) =>
      app.realtime.conversationClosed(conversationId, memberIds),
    isOnline: (userId) => app.realtime.isOnline(userId),
  } satisfies LiveChat);
  await app.register(notificationJobs);
  await app.register(privacyJobs);
  await app.register(sessionJobs);
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    poolStats: database.poolStats,
    queueStats: () => jobs.stats(),
    sockets: () => app.realtime.io.engine.clientsCount,
  });

  await app.register(
    async (api) => {
      // ETag/304 on the polled lists, public caching of guests' reading, no-store otherwise (0026).
      await api.register(httpCachePlugin);
      // Compression where it pays (decision 0026): large answers, and what guests read from 1 KB.
      await api.register(compressAnswersPlugin);
      for (const routes of API_ROUTES) await api.register(routes);
      if (devOutboxEnabled(config)) await api.register(devRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(uploadsRoutes);
  await app.register(webPlugin, { dist: config.webDist });
  return app;
}
