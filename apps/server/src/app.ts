import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { devOutboxEnabled, type AppConfig } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { seedDatabase } from './db/seed';
import { createMailer, type Mailer } from './lib/mail/mailer';
import { createDiskStorage, type Storage } from './lib/storage/storage';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { webPlugin } from './plugins/web';
import { agreementRoutes } from './modules/agreement/agreement.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { healthRoutes } from './modules/health/health.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { mailRepository } from './modules/mail/mail.repository';
import { signupRoutes } from './modules/signup/signup.routes';
import { supportRoutes } from './modules/support/support.routes';
import { surveyRoutes } from './modules/survey/survey.routes';
import { memberSurveyRoutes } from './modules/survey/member-survey.routes';
import { userRoutes } from './modules/user/user.routes';
import { profilePdfRoutes, profileRoutes } from './modules/profile/profile.routes';
import { publicProfileRoutes } from './modules/profile/public-profile.routes';
import { matchingRoutes } from './modules/matching/matching.routes';
import { mentoringRoutes } from './modules/mentoring/mentoring.routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    mailer: Mailer;
    storage: Storage;
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests). */
  database?: Database;
}

const API_ROUTES = [
  healthRoutes,
  authRoutes,
  signupRoutes,
  supportRoutes,
  userRoutes,
  profileRoutes,
  profilePdfRoutes,
  publicProfileRoutes,
  matchingRoutes,
  mentoringRoutes,
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
    logger: {
      level: config.logLevel,
      // Tokens may travel in a query (admin preview links): never write them to the log.
      serializers: {
        req: (req) => ({
          method: req.method,
          url: req.url.replace(/([?&]token=)[^&]*/g, '$1***'),
          remoteAddress: req.ip,
        }),
      },
    },
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
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
  app.decorate('storage', createDiskStorage(config.dataDir));
  app.decorate('config', config);
  app.addHook('onClose', async () => {
    mailer.close();
    if (!opts.database) await database.close();
  });

  await seedDatabase(database.db, { demo: config.seedDemo, log: app.log });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(errorsPlugin);
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 15_000_000, files: 10 },
  });
  await app.register(rateLimitPlugin, { production: config.production });
  await app.register(authPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Knowledge Exchange Hub API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      for (const routes of API_ROUTES) await api.register(routes);
      if (devOutboxEnabled(config)) await api.register(devRoutes);
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  await app.register(uploadsRoutes);
  await app.register(webPlugin, { dist: config.webDist });
  return app;
}
