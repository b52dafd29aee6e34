import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import zlib from 'node:zlib';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { devOutboxEnabled, type AppConfig } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { startJobs, type Jobs } from './db/jobs';
import { seedDatabase } from './db/seed';
import { createMailer, type Mailer } from './lib/mail/mailer';
import { loggingOptions } from './lib/logging';
import { createDiskStorage, type Storage } from './lib/storage/storage';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { inputPlugin } from './plugins/input';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeaders } from './plugins/security-headers';
import { webPlugin } from './plugins/web';
import { agreementRoutes } from './modules/agreement/agreement.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { providerRoutes } from './modules/auth/provider.routes';
import { findPreview, findSession } from './modules/auth/auth.service';
import { SESSION_PERSON_TABLE } from './modules/auth/auth.repository';
import { PRESENCE, recentReads, type RecentReads } from './lib/recent-reads';
import { recentReadsNotes, recentReadsPlugin } from './plugins/recent-reads';
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
import { templatesRoutes } from './modules/templates/templates.routes';
import { feedRoutes } from './modules/feed/feed.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { articlesRoutes } from './modules/articles/articles.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { overviewRoutes } from './modules/overview/overview.routes';
import { chatService } from './modules/chat/chat.service';
import { notificationJobs } from './modules/notifications/notifications.jobs';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { realtimePlugin } from './plugins/realtime';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    mailer: Mailer;
    jobs: Jobs;
    storage: Storage;
    config: AppConfig;
    recentReads: RecentReads;
  }
}

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests). */
  database?: Database;
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
  templatesRoutes,
  feedRoutes,
  chatRoutes,
  articlesRoutes,
  eventsRoutes,
  adminRoutes,
  overviewRoutes,
  notificationsRoutes,
  surveyRoutes,
  memberSurveyRoutes,
  agreementRoutes,
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
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = createMailer({
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    record: (m) => mailRepository(database.db).record(m),
  });
  const jobs = await startJobs(database, { onError: (err) => app.log.error({ err }, 'job queue') });
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
  app.decorate('jobs', jobs);
  app.decorate('storage', createDiskStorage(config.dataDir));
  app.decorate('config', config);
  app.decorate('recentReads', recentReads(config.sessionCacheMs));
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
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
  await app.register(inputPlugin);
  await app.register(rateLimitPlugin, { demo: config.demo });
  await app.register(recentReadsNotes);
  const lookUp = findSession(database.db);
  await app.register(authPlugin, {
    // What a request builds from the person's row depends on the people's table; the token itself
    // is looked up (or recalled) again on every request.
    findSession: (token) =>
      app.recentReads.remember(`session:${token}`, () => lookUp(token), [SESSION_PERSON_TABLE]),
    // Rare (a preview link opened): looked up every time.
    findPreview: findPreview(database.db),
  });
  await app.register(recentReadsPlugin, { databaseUrl: config.databaseUrl, changes: database.changes });
  await app.register(openapiPlugin, { appUrl: config.appUrl });
  const chat = chatService(app);
  await app.register(realtimePlugin, {
    authenticate: findSession(database.db),
    roomsOf: chat.roomsOf,
    isMember: chat.isMember,
    databaseUrl: config.databaseUrl,
    // Article cards show whether the author is online (this process's sockets): see articlesRoutes.
    onPresence: () => app.recentReads.changed([PRESENCE]),
  });
  await app.register(notificationJobs);

  await app.register(
    async (api) => {
      // API answers of 1 KB or more go compressed to clients that accept it (brotli at a fast
      // level, else gzip); the web build's files are compressed at build time (webPlugin).
      await api.register(compress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      for (const routes of API_ROUTES) await api.register(routes);
      if (devOutboxEnabled(config)) await api.register(devRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(uploadsRoutes);
  await app.register(webPlugin, { dist: config.webDist });
  return app;
}
