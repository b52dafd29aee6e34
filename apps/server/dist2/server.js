import {
  ACCOUNT_DELETION_GRACE_DAYS_DEFAULT,
  ARTICLE_IMAGE_MAX_BYTES,
  ARTICLE_PREVIEW_MAX_BYTES,
  ASSESS_QUESTION_COUNT,
  AUDIT_ACTIONS,
  BUSINESS_STATUSES,
  CALENDAR_SECRET,
  CHAT_BOT_ID,
  CHAT_BOT_NAME,
  CHAT_EVENTS,
  DATA_EXPORT_VALID_HOURS,
  DOCUMENT_BASELINE_VERSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_VERSIONS,
  EDITOR_IMAGE_MAX_BYTES,
  END_REASON_TEXT,
  EVENT_ARCHIVE_LIMIT,
  EVENT_PHOTO_MAX_BYTES,
  EVENT_PHOTO_MIN_SIDE,
  FEEDBACK_LOW_SCORE,
  FEEDBACK_MIN_MEMBERS,
  FEEDBACK_MIN_RATINGS,
  FILE_MAGIC,
  FORMER_LABELS,
  IDEA_FIELDS,
  IDEA_LABELS,
  LIVE_EVENTS,
  MAX_CV_BYTES,
  MAX_IMAGE_BYTES,
  MEMBER_ROLES,
  MSG,
  OTP_LENGTH,
  OVERVIEW_WEEKS,
  PROMPTED_DOCUMENTS,
  QUIET_DAYS,
  REALTIME_PATH,
  REMOVED_BY_MODERATOR,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  RESPONSIVENESS_WINDOW_DAYS,
  ROLE_LABELS,
  SERVICE_LOAN,
  STAFF_ROLES,
  TASK_LINK,
  UNSUPPORTED_IMAGE,
  UPLOAD_QUOTA_BYTES,
  accountColumns,
  accountDeletions,
  accounts,
  agreementAcceptances,
  allColumns,
  applySurveyRules,
  areas_exports,
  articleActivityRepository,
  articleCategories,
  articleFiles,
  articlePlainText,
  articleVersions,
  articlesRepository,
  assessGroups,
  assessQuestions,
  assessmentAnswers,
  authTokens,
  blockedBetweenSql,
  blocksRepository,
  businessSectors,
  businessSpecializations,
  businessStatuses,
  calendarFeeds,
  canEditArticle,
  canReadArticle,
  canSeeArticleMembers,
  canSendRequest,
  captainFeatures,
  chatMessages,
  chatWelcomeText,
  consents,
  conversationMembers,
  conversationRoom,
  conversations,
  dataExports,
  discoverTypes,
  emailSchema,
  emailSettingsPath,
  eventMembers,
  events,
  experiences,
  feedComments,
  feedReads,
  formerLabel,
  hashPassword,
  isProgrammePerson,
  isSafeLink,
  isStaff,
  mailOutbox,
  mailWindows,
  mentoringRequests,
  mentoringSessions,
  mentorings,
  milestones,
  notBlockedSql,
  opensOnSignIn,
  otherExpertise,
  otpCodes,
  otpSends,
  passwordResets,
  people,
  peopleAs,
  personColumns,
  previewTokens,
  profileOf,
  randomDigits,
  randomToken,
  rateLimits,
  reports,
  responsivenessOf,
  safeEqual,
  schema_exports,
  seedReference,
  serviceConnections,
  serviceTypes,
  services,
  sessionFeedback,
  sha256,
  shortDescriptionOf,
  skillCategories,
  skills,
  staffAuditLog,
  startsWithBytes,
  storedFiles,
  supportQuestions,
  surveyVisibility,
  surveys,
  tasks,
  templateAssignments,
  templates,
  toPersonSummary,
  userIdentities,
  userSkills,
  userSpecializations,
  users,
  verifyAgainstDummy,
  verifyPassword,
  viewOf,
  visibilityOf
} from "./chunk-Z546C65X.js";
import {
  StorageUnavailableError,
  createDiskStorage
} from "./chunk-QVOOSWZJ.js";
import "./chunk-RAPJ3XLV.js";

// src/app.ts
import Fastify2 from "fastify";
import compress from "@fastify/compress";
import zlib from "node:zlib";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

// src/config.ts
import path from "node:path";
import { z } from "zod";
var REPO_ROOT = path.resolve(import.meta.dirname, "../../..");
var envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://").optional(),
  SMTP_URL: z.string().optional(),
  APP_URL: z.string().url().optional(),
  NODE_ENV: z.string().default("development"),
  MAIL_FROM: z.string().default("X-Forces Knowledge Exchange Hub <no-reply@knowledge-exchange-hub.org>"),
  SUPPORT_EMAIL: z.string().email().default("hello@knowledge-exchange-hub.org"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.stringbool().default(false),
  /** Demo mode: an explicit opt-in (`npm start` sets it for local use), never in production. */
  DEMO: z.stringbool().default(false),
  /** Sign-in with LinkedIn (decision 0024): on when both the client id and secret are set. */
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  /** LinkedIn's OpenID Connect issuer; tests point it at an identity server of their own. */
  LINKEDIN_ISSUER: z.string().url().default("https://www.linkedin.com/oauth"),
  /** `GET /metrics` answers only with this bearer token; unset, the route is not there. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** On SIGTERM, how long the process keeps serving with /api/ready at 503 before it closes. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(5),
  /** Object storage (S3-compatible); unset, files live under DATA_DIR. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** Days a mentoring request waits unanswered before it expires (issue 33); decimals allowed. */
  REQUEST_EXPIRY_DAYS: z.coerce.number().positive().max(365).default(14),
  /** Days between asking to delete an account and its erasure (issue 31); 0 erases within a minute. */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().min(0).max(365).default(ACCOUNT_DELETION_GRACE_DAYS_DEFAULT),
  /** The key calendar-feed secrets are derived with (issue 32): the database alone cannot tell them. */
  CALENDAR_FEED_KEY: z.string().min(32).optional()
});
var ConfigError = class extends Error {
};
function loadConfig(env = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Configuration: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const e2 = parsed.data;
  const production = e2.NODE_ENV === "production";
  if (production && !e2.DATABASE_URL)
    throw new ConfigError(
      "NODE_ENV=production needs DATABASE_URL (postgres://\u2026): the embedded database is for development, demos and tests."
    );
  if (e2.S3_ENDPOINT && !e2.S3_BUCKET) throw new ConfigError("S3_ENDPOINT is set but S3_BUCKET is not.");
  return {
    port: e2.PORT,
    host: e2.HOST,
    dataDir: path.resolve(REPO_ROOT, e2.DATA_DIR),
    databaseUrl: e2.DATABASE_URL ?? null,
    smtpUrl: e2.SMTP_URL || null,
    appUrl: (e2.APP_URL ?? `http://localhost:${e2.PORT}`).replace(/\/$/, ""),
    production,
    mailFrom: e2.MAIL_FROM,
    supportEmail: e2.SUPPORT_EMAIL,
    logLevel: e2.LOG_LEVEL,
    trustProxy: e2.TRUST_PROXY,
    webDist: path.join(REPO_ROOT, "apps/web/dist"),
    demo: e2.DEMO && !production,
    linkedin: e2.LINKEDIN_CLIENT_ID && e2.LINKEDIN_CLIENT_SECRET ? {
      issuer: e2.LINKEDIN_ISSUER,
      clientId: e2.LINKEDIN_CLIENT_ID,
      clientSecret: e2.LINKEDIN_CLIENT_SECRET
    } : null,
    metricsToken: e2.METRICS_TOKEN ?? null,
    shutdownDelaySeconds: e2.SHUTDOWN_DELAY_SECONDS,
    requestExpiryDays: e2.REQUEST_EXPIRY_DAYS,
    s3: e2.S3_BUCKET ? {
      endpoint: e2.S3_ENDPOINT ?? null,
      bucket: e2.S3_BUCKET,
      region: e2.S3_REGION,
      accessKeyId: e2.S3_ACCESS_KEY_ID ?? null,
      secretAccessKey: e2.S3_SECRET_ACCESS_KEY ?? null,
      forcePathStyle: e2.S3_FORCE_PATH_STYLE
    } : null,
    accountDeletionGraceDays: e2.ACCOUNT_DELETION_GRACE_DAYS,
    calendarFeedKey: e2.CALENDAR_FEED_KEY ?? null
  };
}
var devOutboxEnabled = (c) => c.demo && !c.smtpUrl;

// src/db/client.ts
import { mkdirSync } from "node:fs";
import path2 from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { fromPglite } from "pg-boss";
var migrationsFolder = path2.join(REPO_ROOT, "apps/server/drizzle");
async function openDatabase(opts) {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5e3
    });
    const lost = (err) => (opts.onIdleError ?? ((e2) => console.error("database connection lost:", e2.message)))(err);
    pool.on("error", lost);
    pool.on("connect", (client2) => client2.on("error", lost));
    const db2 = drizzlePg(pool, { schema: schema_exports });
    return {
      db: db2,
      kind: "postgres",
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      jobs: { connectionString: opts.url, max: 3 },
      migrate: () => migratePg(db2, { migrationsFolder }),
      close: () => pool.end()
    };
  }
  let dataDir;
  if (opts.dataDir) {
    dataDir = path2.join(opts.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator")
  ]);
  const client = new PGlite(dataDir);
  await client.waitReady;
  if (dataDir) mkdirSync(path2.join(dataDir, "base", "pgsql_tmp"), { recursive: true });
  await client.exec(`set work_mem = '32MB'`);
  const db = drizzlePglite(client, { schema: schema_exports });
  return {
    db,
    kind: "pglite",
    poolStats: null,
    jobs: { db: fromPglite(client), backend: "pglite" },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close()
  };
}

// src/db/jobs.ts
import { sql } from "drizzle-orm";
import { PgBoss, fromDrizzle } from "pg-boss";
async function startJobs(database, opts) {
  const boss = new PgBoss({
    ...database.jobs,
    useListenNotify: true,
    // Housekeeping once a minute is plenty at this size; pg-boss coordinates it across processes.
    superviseIntervalSeconds: 60
    // Telemetry stays a no-op without an OpenTelemetry SDK; the instance registry is not needed.
  });
  boss.on("error", opts.onError);
  await boss.start();
  return {
    boss,
    send: (db, queue, data, options = {}) => (
      // Both drivers' `execute` answer `{ rows }`; drizzle's types do not say so for the union.
      boss.send(queue, data, { ...options, db: fromDrizzle(db, sql) })
    ),
    async sendMany(db, queue, data) {
      if (data.length)
        await boss.insert(
          queue,
          data.map((d) => ({ data: d })),
          { db: fromDrizzle(db, sql) }
        );
    },
    queue: (name, options = {}) => boss.createQueue(name, options),
    async pending(queue) {
      const result = await database.db.execute(
        sql`select count(*)::int as n from pgboss.job
            where name = ${queue} and state < 'completed' and start_after <= now()`
      );
      return result.rows[0]?.n ?? 0;
    },
    async stats() {
      const result = await database.db.execute(
        sql`select name as queue,
                   count(*) filter (where state < 'completed')::int as pending,
                   count(*) filter (where state = 'failed')::int as failed
            from pgboss.job group by name`
      );
      return result.rows;
    },
    stop: () => boss.stop({ graceful: true, timeout: 5e3 })
  };
}

// src/db/seed/index.ts
import { count } from "drizzle-orm";
async function seedDatabase(db, opts) {
  if (await seedReference(db, BUSINESS_STATUSES)) opts.log.info("seeded reference data");
  if (!opts.demo) return;
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return;
  if (await (await import("./demo-HYWRFGUH.js")).seedDemo(db, opts.storage))
    opts.log.info("seeded demo accounts (password Password12)");
}

// src/lib/mail/mailer.ts
function createMailer(opts) {
  let transport;
  const transporter = () => {
    transport ??= import("nodemailer").then(
      ({ default: nodemailer }) => opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : nodemailer.createTransport({ jsonTransport: true })
    );
    transport.catch(() => transport = void 0);
    return transport;
  };
  return {
    async send(message) {
      await (await transporter()).sendMail({ from: opts.from, ...message });
      await opts.record(message);
    },
    close: () => void transport?.then((t) => t.close()).catch(() => {
    })
  };
}

// src/lib/logging.ts
import { LogController } from "fastify";
var SECRET_NAMES = /token|code|secret|password|otp|state/i;
function decodedName(raw) {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}
var maskTokens = (url) => {
  const q2 = url.indexOf("?");
  if (q2 < 0) return url;
  const [query, hash = null] = url.slice(q2 + 1).split("#", 2);
  const masked = query.split("&").map((part) => {
    const eq25 = part.indexOf("=");
    const name = eq25 < 0 ? part : part.slice(0, eq25);
    return SECRET_NAMES.test(decodedName(name)) ? `${name}=***` : part;
  }).join("&");
  return `${url.slice(0, q2 + 1)}${masked}${hash === null ? "" : `#${hash}`}`;
};
var WRITES_INFO = /* @__PURE__ */ new Set(["trace", "debug", "info"]);
var WRITES_ERROR = /* @__PURE__ */ new Set([...WRITES_INFO, "warn", "error"]);
var RequestLineLog = class extends LogController {
  incomingRequest() {
  }
  routeNotFound() {
  }
  requestCompleted(error, request, reply) {
    const log = reply.log;
    if (!(error ? WRITES_ERROR : WRITES_INFO).has(log.level)) return;
    const url = maskTokens(request.url);
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const fields = { method: request.method, url, statusCode: reply.statusCode, responseTime: ms };
    const line = `${request.method} ${url} ${reply.statusCode} ${ms.toFixed(1)} ms`;
    if (error) log.error({ ...fields, err: error }, `${line} (response failed)`);
    else log.info(fields, line);
  }
};
var REQUEST_FIELDS = "method,url,statusCode,responseTime";
async function prettyStdout() {
  const loaded = await import("pino-pretty").catch(() => null);
  if (!loaded) return void 0;
  const { prettyFactory } = loaded;
  const prettify = prettyFactory({
    colorize: true,
    translateTime: "SYS:HH:MM:ss.l",
    ignore: `pid,hostname,reqId,${REQUEST_FIELDS}`
  });
  return { write: (line) => void process.stdout.write(prettify(line)) };
}
async function loggingOptions(opts) {
  const pretty = opts.level !== "silent" && !opts.production && process.stdout.isTTY === true;
  return {
    logger: {
      level: opts.level,
      serializers: {
        req: (req) => ({ method: req.method, url: maskTokens(req.url ?? ""), remoteAddress: req.ip })
      },
      ...pretty && { stream: await prettyStdout() }
    },
    logController: new RequestLineLog()
  };
}

// src/db/rate-limits.ts
import { lt, sql as sql2 } from "drizzle-orm";
var rateLimitCounters = (db) => ({
  async hit(key, windowMs) {
    const window = sql2`make_interval(secs => ${windowMs / 1e3})`;
    const [row] = await db.insert(rateLimits).values({ key, hits: 1, resetAt: sql2`now() + ${window}` }).onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql2`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql2`case when ${rateLimits.resetAt} <= now() then now() + ${window} else ${rateLimits.resetAt} end`
      }
    }).returning({
      current: rateLimits.hits,
      ttl: sql2`greatest(0, ceil(extract(epoch from ${rateLimits.resetAt} - now()) * 1000))::int`
    });
    return row;
  },
  /** Counters whose window ended (a sweep). */
  sweep: () => db.delete(rateLimits).where(lt(rateLimits.resetAt, sql2`now() - interval '1 hour'`))
});
var SWEEP_QUEUE = "rate-limit-sweep";
async function scheduleRateLimitSweep(jobs, db) {
  await jobs.queue(SWEEP_QUEUE, { policy: "stately", retryLimit: 1 });
  await jobs.boss.work(SWEEP_QUEUE, async () => {
    await rateLimitCounters(db).sweep();
  });
  await jobs.boss.schedule(SWEEP_QUEUE, "17 * * * *");
}

// src/plugins/lifecycle.ts
import fp from "fastify-plugin";
var lifecyclePlugin = fp(async (app2) => {
  let draining = false;
  app2.decorate("lifecycle", {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    }
  });
  app2.addHook("onRequest", async (_req, reply) => {
    if (draining) reply.header("connection", "close");
  });
});

// src/plugins/metrics.ts
import { timingSafeEqual, createHash } from "node:crypto";
import fp2 from "fastify-plugin";

// src/lib/errors.ts
var AppError = class extends Error {
  constructor(statusCode, message, errors, extra) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.extra = extra;
  }
  statusCode;
  errors;
  extra;
};
var invalid = (fields, message = MSG.invalidData, extra) => new AppError(422, message, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [v]])), extra);
var notFound = () => new AppError(404, MSG.notFound);
var forbidden = () => new AppError(403, MSG.forbidden);
var unauthenticated = () => new AppError(401, MSG.unauthenticated);
var tooMany = (message = MSG.tooManyRequests) => new AppError(429, message);

// src/plugins/metrics.ts
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
var digest = (s) => createHash("sha256").update(s).digest();
var metricsPlugin = fp2(async (app2, opts) => {
  const register = new Registry();
  collectDefaultMetrics({ register, eventLoopMonitoringPrecision: 20 });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route and status",
    labelNames: ["method", "route", "status"],
    buckets: [5e-3, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register]
  });
  const requests5xx = new Counter({
    name: "http_server_errors_total",
    help: "Answers with a 5xx status",
    labelNames: ["status"],
    registers: [register]
  });
  new Gauge({
    name: "db_pool_connections",
    help: "Database pool connections by state (in_use, idle, waiting for one)",
    labelNames: ["state"],
    registers: [register],
    collect() {
      const s = opts.poolStats?.();
      if (!s) return;
      this.set({ state: "in_use" }, s.total - s.idle);
      this.set({ state: "idle" }, s.idle);
      this.set({ state: "waiting" }, s.waiting);
    }
  });
  new Gauge({
    name: "job_queue_jobs",
    help: "Jobs by queue and state (pending: waiting, retrying or running; failed: given up)",
    labelNames: ["queue", "state"],
    registers: [register],
    async collect() {
      this.reset();
      for (const q2 of await opts.queueStats().catch(() => [])) {
        this.set({ queue: q2.queue, state: "pending" }, q2.pending);
        this.set({ queue: q2.queue, state: "failed" }, q2.failed);
      }
    }
  });
  new Gauge({
    name: "socketio_connected_sockets",
    help: "Socket.IO connections to this process",
    registers: [register],
    collect() {
      this.set(opts.sockets());
    }
  });
  app2.addHook("onResponse", async (req, reply) => {
    const route2 = req.routeOptions.url ?? "unknown";
    if (route2 === "/metrics") return;
    duration.observe(
      { method: req.method, route: route2, status: String(reply.statusCode) },
      reply.elapsedTime / 1e3
    );
    if (reply.statusCode >= 500) requests5xx.inc({ status: String(reply.statusCode) });
  });
  const expected = opts.token ? digest(`Bearer ${opts.token}`) : null;
  app2.get("/metrics", { schema: { hide: true } }, async (req, reply) => {
    if (!expected) throw notFound();
    if (!timingSafeEqual(digest(req.headers.authorization ?? ""), expected)) throw unauthenticated();
    return reply.type(register.contentType).send(await register.metrics());
  });
});

// src/plugins/auth.ts
import fp3 from "fastify-plugin";
var bearer = (req) => {
  const h = req.headers.authorization;
  return h?.startsWith("Bearer ") ? h.slice(7).trim() : null;
};
function currentUser(req) {
  if (!req.user) throw unauthenticated();
  return req.user;
}
async function previewUser(req, opts) {
  const resource = req.routeOptions.config?.tokenInQuery;
  const token = req.query?.token;
  if (!resource || req.method !== "GET" || typeof token !== "string" || !token) return null;
  const preview = await opts.findPreview(token);
  const id = req.params?.id;
  if (!preview || preview.resource !== resource || String(preview.resourceId) !== String(id)) return null;
  return preview.user;
}
var authPlugin = fp3(async (app2, opts) => {
  app2.decorateRequest("user", null);
  app2.decorate("declaredRoutes", []);
  app2.addHook("onRoute", (r) => {
    for (const method of [r.method].flat())
      app2.declaredRoutes.push({
        method,
        url: r.url,
        access: r.config?.access ?? "public",
        probe: r.config?.probe
      });
  });
  app2.addHook("onRequest", async (req) => {
    const access = req.routeOptions.config?.access ?? "public";
    const token = bearer(req);
    if (token) req.user = await opts.findSession(token);
    else req.user = await previewUser(req, opts);
    if (access === "public") return;
    if (!req.user) throw unauthenticated();
    if (access !== "user" && !access.includes(req.user.type)) throw forbidden();
  });
});

// src/plugins/errors.ts
import fp4 from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
var DB_AWAY_CODES = /^(08...|57P0[123]|53300)$/;
var NET_AWAY_CODES = /* @__PURE__ */ new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN"
]);
var DB_AWAY_TEXT = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|the database system is (starting up|shutting down)/i;
function isUnavailable(err) {
  if (err instanceof StorageUnavailableError) return true;
  for (let e2 = err, depth = 0; e2 && depth < 4; e2 = e2.cause, depth++) {
    const code = typeof e2.code === "string" ? e2.code : "";
    if (DB_AWAY_CODES.test(code) || NET_AWAY_CODES.has(code)) return true;
    if (typeof e2.message === "string" && DB_AWAY_TEXT.test(e2.message)) return true;
  }
  return false;
}
function fieldErrors(issues) {
  const errors = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
    const message = issue.message ?? MSG.invalidData;
    if (!(errors[key] ??= []).includes(message)) errors[key].push(message);
  }
  return errors;
}
var errorsPlugin = fp4(async (app2) => {
  app2.addHook("preValidation", async (req) => {
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    if (req.body == null && hasBody && (req.method !== "DELETE" || req.routeOptions.schema?.body)) {
      req.body = {};
    }
  });
  app2.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send({ message: err.message, ...err.extra, ...err.errors && { errors: err.errors } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(422).send({ message: MSG.invalidData, errors: fieldErrors(err.validation) });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: MSG.tooManyRequests });
    if (status >= 400 && status < 500) return reply.code(status).send({ message: err.message });
    if (isUnavailable(err)) {
      req.log.warn(
        { err: { message: err.message, code: err.code } },
        "service unavailable"
      );
      return reply.code(503).header("retry-after", "5").send({ message: MSG.generic });
    }
    req.log.error({ err }, "request failed");
    return reply.code(500).send({ message: MSG.generic });
  });
});

// src/plugins/input.ts
import fp5 from "fastify-plugin";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
var MULTIPART_LIMITS = { fileSize: 1e6, files: 4, fields: 200, parts: 250 };
async function readMultipart(req) {
  const body = {};
  const add = (name, value) => {
    const prev = body[name];
    body[name] = prev === void 0 ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  };
  try {
    const own = req.routeOptions.config?.multipart;
    for await (const part of req.parts(own ? { limits: { ...MULTIPART_LIMITS, ...own } } : void 0)) {
      add(part.fieldname, part.type === "file" ? await part.toBuffer() : part.value);
    }
  } catch (err) {
    const status = err.statusCode;
    if (status === 413) throw new AppError(413, MSG.fileTooLarge);
    throw new AppError(400, MSG.malformedBody);
  }
  return body;
}
function findNul(root) {
  const stack = [[root, ""]];
  while (stack.length) {
    const [value, path4] = stack.pop();
    if (typeof value === "string") {
      if (value.includes("\0")) return path4;
    } else if (value !== null && typeof value === "object" && !(value instanceof Uint8Array)) {
      for (const [key, v] of Object.entries(value)) stack.push([v, path4 ? `${path4}.${key}` : key]);
    }
  }
  return null;
}
var inputPlugin = fp5(async (app2) => {
  await app2.register(formbody);
  await app2.register(multipart, { limits: MULTIPART_LIMITS });
  app2.addHook("preValidation", async (req) => {
    if (req.isMultipart()) req.body = await readMultipart(req);
    for (const part of [req.params, req.query, req.body]) {
      const field2 = findNul(part);
      if (field2 !== null) throw invalid({ [field2 || "body"]: MSG.invalidCharacter });
    }
  });
});

// src/plugins/openapi.ts
import fp6 from "fastify-plugin";
import swagger from "@fastify/swagger";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z as z2 } from "zod";

// src/plugins/api-reference.ts
import { createHash as createHash2 } from "node:crypto";
import Fastify from "fastify";
function prefersHtml(accept) {
  const q2 = /* @__PURE__ */ new Map();
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [type, ...params] = part.split(";").map((s) => s.trim());
    if (!type) continue;
    const weight = params.find((p) => p.startsWith("q="));
    const value = weight ? Number(weight.slice(2)) : 1;
    if (!Number.isNaN(value)) q2.set(type, Math.max(q2.get(type) ?? 0, value));
  }
  const weightOf = (type) => q2.get(type) ?? q2.get(`${type.split("/")[0]}/*`) ?? q2.get("*/*") ?? 0;
  return weightOf("text/html") > weightOf("application/json");
}
var PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Knowledge Exchange Hub API</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/reference.js"></script>
  </body>
</html>
`;
var START = `Scalar.createApiReference('#reference', ${JSON.stringify(
  {
    url: "/api/docs/openapi.json",
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: "never",
    documentDownloadType: "json"
  },
  null,
  2
)});
`;
var asset = (body) => ({
  body,
  etag: `"${createHash2("sha256").update(body).digest("base64url").slice(0, 27)}"`
});
var JITLESS = "(globalThis.__zod_globalConfig ??= {}).jitless = true;\n";
var scalarBundle;
function loadScalarBundle() {
  scalarBundle ??= (async () => {
    const { default: scalar } = await import("@scalar/fastify-api-reference");
    const source = Fastify({ logger: false });
    try {
      await source.register(scalar, { routePrefix: "/reference", configuration: { content: {} } });
      const res = await source.inject({ method: "GET", url: "/reference/js/scalar.js" });
      if (res.statusCode !== 200) throw new Error(`Scalar bundle: ${res.statusCode}`);
      return asset(JITLESS + res.body);
    } finally {
      await source.close();
    }
  })();
  scalarBundle.catch(() => scalarBundle = void 0);
  return scalarBundle;
}
var sendAsset = (req, reply, { body, etag }) => {
  reply.header("content-type", "text/javascript; charset=utf-8").header("cache-control", "no-cache").header("etag", etag);
  return req.headers["if-none-match"] === etag ? reply.code(304).send() : reply.send(body);
};
var hidden = { schema: { hide: true } };
async function apiReferenceRoutes(app2) {
  const document = () => app2.swagger();
  const start = asset(START);
  app2.get("/", hidden, async (req, reply) => {
    reply.header("vary", "accept");
    if (!prefersHtml(req.headers.accept)) return document();
    return reply.header("content-type", "text/html; charset=utf-8").header("cache-control", "no-cache").send(PAGE);
  });
  app2.get("/openapi.json", hidden, async () => document());
  app2.get("/scalar.js", hidden, async (req, reply) => sendAsset(req, reply, await loadScalarBundle()));
  app2.get("/reference.js", hidden, async (req, reply) => sendAsset(req, reply, start));
}

// src/plugins/openapi.ts
var errorBody = z2.object({
  message: z2.string().meta({ description: "What went wrong, in words fit to show the user." }),
  errors: z2.record(z2.string(), z2.array(z2.string())).optional().meta({ description: "Only on 422: per field (a dotted path), its messages, the first first." }),
  error_message: z2.string().optional().meta({ description: "On some sign-in failures: the same text as `message`." })
}).meta({ description: "Every failure answers with this shape; a 5xx never carries details." });
var ERROR_ANSWERS = {
  400: {
    name: "BadRequest",
    description: "The body could not be read (malformed JSON, form or multipart).",
    example: { message: "The request body could not be read." }
  },
  401: {
    name: "Unauthenticated",
    description: "No valid bearer token was sent (missing, expired or revoked).",
    example: { message: MSG.unauthenticated }
  },
  403: {
    name: "Forbidden",
    description: "The signed-in user may not call this (another role, or a locked state).",
    example: { message: MSG.forbidden }
  },
  404: {
    name: "NotFound",
    description: "Nothing the caller may see has this id: what the caller may not see is a 404 too.",
    example: { message: MSG.notFound }
  },
  413: {
    name: "PayloadTooLarge",
    description: "The body, or a file in it, is larger than allowed.",
    example: { message: "The file is too large." }
  },
  415: {
    name: "UnsupportedMediaType",
    description: "The body comes in a type the API does not read (it reads JSON, form-encoded, multipart).",
    example: { message: "Unsupported Media Type" }
  },
  422: {
    name: "ValidationFailed",
    description: "The given data was invalid: `errors` holds the messages per field.",
    example: { message: MSG.invalidData, errors: { email: [MSG.emailRequired] } }
  },
  429: {
    name: "TooManyRequests",
    description: "Too many calls from this client (or for this address) in a while; wait and retry.",
    example: { message: MSG.tooManyRequests }
  },
  503: {
    name: "ServiceUnavailable",
    description: "The database or the file store does not answer, or this process is shutting down; retry (another process may answer).",
    example: { message: MSG.generic }
  }
};
var SECURITY_SCHEMES = {
  bearer: {
    type: "http",
    scheme: "bearer",
    description: "The token `POST /api/auth/login` (or a registration) answers, as `Authorization: Bearer \u2026`."
  },
  tokenQuery: {
    type: "apiKey",
    in: "query",
    name: "token",
    description: "A preview token (15 minutes, one resource, read-only) as the `token` query parameter, accepted only where an operation says so; never a session token."
  }
};
var DEFAULT_FILE_TYPE = "application/pdf";
var TAGS = {
  health: "Whether the server and its database answer.",
  auth: "Sign-in in two steps (a mailed four-digit code, then the password), tokens and passwords.",
  signup: "Registration of Business Captains and Members, their agreements, and questions before joining.",
  user: "The signed-in user and their own files.",
  profile: "Profiles: one\u2019s own details, images, experience, skills and settings, and others\u2019 public profiles.",
  survey: "The Assess Yourself questionnaire: reference options and a Member\u2019s answers.",
  matching: "Business Captains listed and scored for the caller.",
  mentoring: "Mentoring requests and the mentoring pairs they become.",
  admin: "Administration.",
  dev: "Development aids, only in demo mode (never in production)."
};
var VERBS = {
  get: "Get",
  post: "Send",
  put: "Replace",
  patch: "Update",
  delete: "Delete"
};
var ACRONYMS = /* @__PURE__ */ new Set(["api", "cv", "otp", "pdf", "url"]);
var HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
var segments = (url) => url.split("/").filter(Boolean).filter((s, i) => !(i === 0 && s === "api"));
var wordsOf = (segment) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
var pascal = (word) => word[0].toUpperCase() + word.slice(1).toLowerCase();
var isParam = (segment) => segment.startsWith(":") || segment.startsWith("{");
var paramName = (segment) => segment.replace(/^[:{]|}$/g, "");
function operationIdFor(method, url) {
  const parts = segments(url).flatMap(
    (s) => isParam(s) ? ["By", ...wordsOf(paramName(s)).map(pascal)] : wordsOf(s).map(pascal)
  );
  return method.toLowerCase() + parts.join("");
}
function summaryFor(method, url) {
  const words = segments(url).flatMap(
    (s) => isParam(s) ? [`{${paramName(s)}}`] : wordsOf(s).map((w) => ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase())
  );
  const verb = VERBS[method.toLowerCase()] ?? method.toUpperCase();
  return [verb, ...words].join(" ");
}
function whoMayCall(access) {
  if (access === "public") return "Anyone; no token needed.";
  if (access === "user") return "Any signed-in user.";
  return `Signed-in ${access.map((r) => `${ROLE_LABELS[r]} (\`${r}\`)`).join(", ")} only.`;
}
function deriveOperation(route2, url, derived) {
  const schema = route2.schema ?? {};
  const method = Array.isArray(route2.method) ? route2.method[0] : route2.method;
  const access = route2.config?.access ?? "public";
  const operationId = schema.operationId ?? operationIdFor(method, url);
  const hasBody = !!schema.body;
  const errors = [
    ...hasBody ? [400, 413, 415] : [],
    ...access !== "public" ? [401] : [],
    ...Array.isArray(access) ? [403] : [],
    ...segments(url).some(isParam) ? [404] : [],
    ...hasBody || schema.querystring || schema.params ? [422] : [],
    ...route2.config?.rateLimit ? [429] : []
  ];
  const produces = schema.produces;
  derived.set(operationId, { errors, file: schema.response ? null : produces?.[0] ?? DEFAULT_FILE_TYPE });
  const security = access === "public" ? [] : [{ bearer: [] }];
  if (access !== "public" && route2.config?.tokenInQuery) security.push({ tokenQuery: [] });
  const notes = [
    `**Who may call:** ${whoMayCall(access)}`,
    ...route2.config?.tokenInQuery ? [
      "A preview token for this resource (15 minutes, read-only) may travel as `?token=` instead (links opened in a new tab); a session token never does."
    ] : [],
    ...route2.config?.rateLimit ? ["Rate-limited per client address (429)."] : []
  ];
  return {
    operationId,
    summary: schema.summary ?? summaryFor(method, url),
    description: [schema.description, ...notes].filter(Boolean).join("\n\n"),
    security
  };
}
function completeDocument(document, derived) {
  const usedErrors = /* @__PURE__ */ new Set();
  const usedTags = /* @__PURE__ */ new Set();
  const usedSchemes = /* @__PURE__ */ new Set();
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      for (const tag of op.tags ?? []) usedTags.add(tag);
      for (const requirement of op.security ?? []) for (const name in requirement) usedSchemes.add(name);
      const facts = op.operationId ? derived.get(op.operationId) : void 0;
      const responses = op.responses ??= {};
      for (const [code, response] of Object.entries(responses)) {
        if (response.description === "Default Response")
          response.description = code === "201" ? "Created" : "OK";
        const known = ERROR_ANSWERS[Number(code)];
        if (Number(code) >= 400 && known) {
          responses[code] = { $ref: `#/components/responses/${known.name}` };
          usedErrors.add(Number(code));
        }
      }
      if (!facts) continue;
      if (facts.file) {
        responses["200"] = {
          description: "The file, to save (`Content-Disposition: attachment`).",
          headers: {
            "Content-Disposition": {
              description: '`attachment; filename="\u2026"`',
              schema: { type: "string" }
            }
          },
          content: { [facts.file]: { schema: { type: "string", format: "binary" } } }
        };
      }
      for (const code of facts.errors) {
        responses[code] ??= { $ref: `#/components/responses/${ERROR_ANSWERS[code].name}` };
        usedErrors.add(code);
      }
    }
  }
  const components = document.components ?? {};
  const errorSchema = z2.toJSONSchema(errorBody, { target: "openapi-3.0" });
  delete errorSchema.$schema;
  return {
    ...document,
    tags: [...usedTags].sort().map((name) => ({
      name,
      description: TAGS[name] ?? `The ${name} calls.`
    })),
    components: {
      ...components,
      securitySchemes: Object.fromEntries(
        Object.entries(SECURITY_SCHEMES).filter(([name]) => usedSchemes.has(name))
      ),
      schemas: { ...components.schemas, Error: errorSchema },
      responses: Object.fromEntries(
        [...usedErrors].sort((a, b) => a - b).map((code) => ERROR_ANSWERS[code]).map(({ name, description, example }) => [
          name,
          {
            description,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" }, example } }
          }
        ])
      )
    }
  };
}
var DESCRIPTION = `The API of the Knowledge Exchange Hub, the mentoring platform of the armed-forces business
community: Business Captains (\`mentor\`) and Members (\`mentee\`).

- **Bodies** may be JSON, form-encoded or multipart (files only as file parts); field names are snake_case.
- **Success** answers \`{ "data": \u2026 }\`; paged lists add \`"meta": { "total", "limit", "offset" }\`.
- **Failure** answers \`{ "message", "errors"? }\`: 422 lists the messages per field, 401 means no valid token,
  403 the wrong role, 404 also what the caller may not see. A 5xx never carries details.
- **Signing in** takes a four-digit code mailed by \`POST /api/auth/send-otp\`, confirmed with
  \`POST /api/auth/confirm-otp\`, then \`POST /api/auth/login\` with the password; send the token it answers
  as \`Authorization: Bearer \u2026\`.
- Event times are Unix seconds (UTC); other timestamps ISO 8601 UTC strings.

This document is generated from the routes' schemas; a browser opening \`/api/docs\` gets a reference page,
any other client the JSON (also at \`/api/docs/openapi.json\`).`;
var openapiPlugin = fp6(async (app2, opts) => {
  const derived = /* @__PURE__ */ new Map();
  await app2.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Knowledge Exchange Hub API",
        version: "1.0.0",
        description: DESCRIPTION,
        license: { name: "Terms and conditions", url: `${opts.appUrl}/terms-and-conditions` }
      },
      // Relative: the origin this document was fetched from (paths carry the /api prefix).
      servers: [{ url: "/", description: "The server that serves this document" }],
      components: { securitySchemes: SECURITY_SCHEMES }
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      if (result.schema?.hide) return result;
      return { ...result, schema: { ...result.schema, ...deriveOperation(input.route, input.url, derived) } };
    },
    transformObject: (input) => completeDocument(jsonSchemaTransformObject(input), derived)
  });
  await app2.register(apiReferenceRoutes, { prefix: "/api/docs" });
});

// src/plugins/rate-limit.ts
import fp7 from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
var limit = {
  otpPerIp: { max: 60, timeWindow: "10 minutes" },
  confirmPerIp: { max: 60, timeWindow: "10 minutes" },
  loginPerIp: { max: 30, timeWindow: "1 minute" },
  lookupPerIp: { max: 60, timeWindow: "1 minute" },
  questionPerIp: { max: 10, timeWindow: "1 hour" },
  /** Every search and filtered list (captain search today; articles, events, chat search to come). */
  searchPerIp: { max: 60, timeWindow: "1 minute" },
  /** Posting in a feed or a chat. */
  postPerIp: { max: 60, timeWindow: "1 minute" },
  /** Plan writes that can mail the Member: milestones (with their tasks) and templates made, attached. */
  planWritePerIp: { max: 30, timeWindow: "1 minute" }
};
var LOOPBACK = /* @__PURE__ */ new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
var isExemptClient = (demo, ip) => demo && LOOPBACK.has(ip);
function sharedStore(hit) {
  const store = (prefix) => ({
    incr(key, cb, windowMs) {
      hit(`${prefix}${key}`, windowMs).then(
        (res) => cb(null, res),
        (err) => cb(err)
      );
    },
    // At run time the plugin passes the route's merged limit options, which name the route.
    child(options) {
      const { method = "", url = "" } = options.routeInfo ?? {};
      return store(`${[method].flat().join(",")} ${url}|`);
    }
  });
  return function SharedStore() {
    return store("");
  };
}
var rateLimitPlugin = fp7(async (app2, opts) => {
  await app2.register(rateLimit, {
    global: false,
    allowList: (req) => isExemptClient(opts.demo, req.ip),
    ...opts.hit && { store: sharedStore(opts.hit) }
  });
});

// src/plugins/security-headers.ts
import fp8 from "fastify-plugin";
import helmet from "helmet";
function helmetHeaders(options) {
  const headers = {};
  const res = {
    setHeader: (name, value) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name) => {
      delete headers[name.toLowerCase()];
    }
  };
  let failed;
  helmet(options)({}, res, (err) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}
var securityHeaders = fp8(async (app2, opts) => {
  const headers = helmetHeaders(opts);
  app2.addHook("onRequest", (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
});

// src/plugins/http-cache.ts
import { createHash as createHash3 } from "node:crypto";
import fp9 from "fastify-plugin";
var GUEST_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=60";
var PRIVATE_REVALIDATE = "private, no-cache";
var NO_STORE = "no-store";
var etagOf = (body) => `W/"${createHash3("sha1").update(body).digest("base64url")}"`;
function etagMatches(header, etag) {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((part) => part.trim().replace(/^W\//, "") === bare);
}
var addVary = (reply, name) => {
  const now2 = reply.getHeader("vary");
  const list = typeof now2 === "string" ? now2.split(",").map((s) => s.trim()) : [];
  if (!list.some((v) => v.toLowerCase() === name.toLowerCase() || v === "*"))
    reply.header("vary", [...list.filter(Boolean), name].join(", "));
};
var hasToken = (req) => !!req.user || !!req.headers.authorization || req.query?.token !== void 0;
var httpCachePlugin = fp9(async (app2) => {
  app2.addHook("onSend", async (req, reply, payload) => {
    const policy = req.routeOptions.config?.httpCache;
    const reading = req.method === "GET" || req.method === "HEAD";
    if (!policy || !reading || reply.statusCode !== 200 || typeof payload !== "string") {
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", NO_STORE);
      return payload;
    }
    addVary(reply, "Authorization");
    reply.header(
      "cache-control",
      policy === "guest" && !hasToken(req) ? GUEST_CACHE_CONTROL : PRIVATE_REVALIDATE
    );
    const etag = etagOf(payload);
    reply.header("etag", etag);
    if (!etagMatches(req.headers["if-none-match"], etag)) return payload;
    reply.code(304);
    reply.removeHeader("content-type");
    reply.removeHeader("content-length");
    return "";
  });
});

// src/plugins/web.ts
import { existsSync } from "node:fs";
import path3 from "node:path";
import fp10 from "fastify-plugin";
import fastifyStatic from "@fastify/static";
var webPlugin = fp10(async (app2, opts) => {
  const hasWeb = !!opts.dist && existsSync(path3.join(opts.dist, "index.html"));
  if (hasWeb) {
    await app2.register(fastifyStatic, {
      root: opts.dist,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        res.header(
          "cache-control",
          file.includes(`${path3.sep}assets${path3.sep}`) ? "public, max-age=31536000, immutable" : "no-cache"
        );
      }
    });
  }
  app2.setNotFoundHandler((req, reply) => {
    const isPage = req.method === "GET" && !req.url.startsWith("/api") && !req.url.startsWith("/socket.io");
    if (hasWeb && isPage) {
      const file = req.url.split("?")[0];
      if (path3.extname(file) && !file.endsWith(".html"))
        return reply.code(404).send({ message: MSG.notFound });
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.code(404).send({ message: MSG.notFound });
  });
});

// src/lib/endpoint.ts
import { z as z3 } from "zod";
var CONSUMES = {
  json: void 0,
  multipart: ["multipart/form-data"],
  form: ["application/x-www-form-urlencoded"]
};
function schemaOf(e2, extras) {
  const text2 = e2.produces?.startsWith("text/");
  const response = e2.response ? { [e2.status ?? 200]: e2.response } : text2 ? { 200: z3.string().meta({ description: e2.produces }) } : void 0;
  return {
    tags: extras.tags,
    ...e2.params && { params: e2.params },
    ...e2.query && { querystring: e2.query },
    ...e2.body && { body: e2.body },
    ...e2.encoding && CONSUMES[e2.encoding] && { consumes: CONSUMES[e2.encoding] },
    ...response && { response },
    ...e2.produces && { produces: [e2.produces] },
    ...extras.schema,
    // Answers beyond the success (a 503 while draining) join the definition's, not replace it.
    ...response && extras.schema?.response ? { response: { ...response, ...extras.schema.response } } : {}
  };
}
function route(app2, e2, extras, handler) {
  app2.route({
    method: e2.method,
    url: e2.path,
    schema: schemaOf(e2, extras),
    config: { ...extras.config, access: e2.access },
    handler: e2.status && e2.status !== 200 ? async (req, reply) => {
      const answer = await handler(req, reply);
      return answer === reply ? reply : reply.code(e2.status).send(answer);
    } : handler
  });
}

// src/modules/agreement/agreement-texts.ts
var paragraphs = (...blocks) => blocks.join("\n\n");
var mentorBody = paragraphs(
  "This agreement is made on {{date}} between the X-Forces Knowledge Exchange Hub (\u201Cthe Hub\u201D, \u201Cwe\u201D, \u201Cus\u201D) and {{first_name}} {{last_name}} ({{email}}) of {{business_name}} (\u201Cyou\u201D, \u201Cthe Business Captain\u201D).",
  "Business Captains are volunteers who give their time and experience to help Members of the armed forces business community start and grow their businesses. By accepting them you agree to follow this code whenever you act as a Business Captain, on the Hub or off it.",
  "1. Your role",
  "Your role is to listen, share your experience, ask good questions and help your Member reach their own decisions. You are a sounding board and a guide, not a consultant, an investor or a manager. The Member owns their business and every decision about it.",
  "2. Time commitment",
  "We ask you to give each Member you accept around two hours a month, usually one meeting or call plus messages on the Hub, for up to twelve months. Set your limit of Members to what you can genuinely manage. If your circumstances change, lower your limit or mark yourself as unavailable, and tell any Member affected as soon as you can.",
  "Reply to requests and messages within five working days. If you cannot take on a request, decline it promptly so that the Member can approach someone else.",
  "3. Confidentiality",
  "Members will share personal, financial and commercial information with you. Treat everything you learn through the Hub as confidential. Do not pass it to anyone else, use it for your own benefit or discuss identifiable details in public, on social media or in articles, unless the Member has agreed in writing.",
  "The only exception is where you believe someone is at risk of serious harm or a crime is being committed. In that case follow section 6.",
  "4. Conflicts of interest",
  "Tell us and the Member straight away if you have, or may have, a conflict of interest: for example, if the Member\u2019s business competes with yours or with a client of yours, or if you have a personal or financial link to them. We will agree with you whether the mentoring can continue or should move to another Captain.",
  "You must not invest in, lend money to, borrow from, go into partnership with or take a role in a Member\u2019s business while you are mentoring them, and for six months afterwards, without our written agreement.",
  "5. No selling to Members",
  "You must not use the Hub or the mentoring relationship to sell or promote your own products or services, or those of your business, to Members. You may not charge a Member for mentoring. If a Member asks to buy from you, tell us first; we will usually ask them to use another supplier while the mentoring continues. Recommendations of other suppliers must be impartial and declared if you have any connection to them.",
  "6. Safeguarding and wellbeing",
  "Some Members are dealing with the transition from service, injury, bereavement or financial pressure; never give medical, legal or financial advice you are not qualified to give. If a Member tells you something that makes you worried for their safety or someone else\u2019s, do not investigate yourself: contact our safeguarding lead the same day at hello@knowledge-exchange-hub.org or on 0330 057 1235. If there is an immediate risk to life, call 999 first.",
  "Meet in public or business places, or online. Do not meet a Member alone in a private home unless they have asked for it and you have told us.",
  "7. Conduct",
  "Treat every Member with dignity and without discrimination of any kind. Harassment, bullying, offensive language and inappropriate relationships are not acceptable. Articles and events you publish on the Hub must be accurate, your own work or properly credited, and suitable for the audience you choose.",
  "8. Data protection",
  "Use Members\u2019 personal data only for the mentoring and only through the Hub where you can. Do not copy Members\u2019 details into your own business systems or mailing lists. Keep any notes secure and delete them when the mentoring ends. Tell us immediately if you think personal data has been lost or seen by someone who should not have it.",
  "9. Ending the relationship",
  "Mentoring normally ends when the Member\u2019s goals are met or after twelve months. Either you or the Member may end it earlier. If you decide to end it, explain why to the Member in a message or a final conversation, and tell us if there is anything we should follow up. We may end the mentoring, or your role as a Business Captain, if we believe these terms have been broken or a Member is at risk.",
  "10. Raising concerns",
  "If you are worried about a Member, about another Captain, or about the way the Hub is run, use the Raise a query button or contact us at hello@knowledge-exchange-hub.org. We will acknowledge your concern within two working days and treat it in confidence. You will not be treated unfairly for raising a concern in good faith.",
  "11. Your status",
  "You are a volunteer. Nothing in these terms creates employment, a contract for services or any right to payment. We may reimburse reasonable pre-agreed expenses. You give guidance in good faith; the Member remains responsible for their own decisions. We may update these terms and will tell you before any change takes effect.",
  "By accepting, {{first_name}} {{last_name}} confirms that they have read, understood and agree to follow these terms."
);
var menteeBody = paragraphs(
  "This agreement is made on {{date}} between the X-Forces Knowledge Exchange Hub (\u201Cthe Hub\u201D, \u201Cwe\u201D, \u201Cus\u201D) and {{first_name}} {{last_name}} ({{email}}) of {{business_name}} (\u201Cyou\u201D, \u201Cthe Member\u201D).",
  "Mentoring on the Hub pairs you with a Business Captain: an experienced business person who volunteers their time to help members of the armed forces community start and grow their businesses. This agreement explains what you can expect, what we ask of you, and how mentoring fits alongside a Start Up Loan if you have one.",
  "1. What you can expect from your Business Captain",
  "Your Captain will listen, share their experience, challenge your thinking and help you set and work towards realistic goals. Mentoring normally runs for up to twelve months, usually with one meeting or call a month plus messages, milestones and tasks on the Hub.",
  "Your Captain will treat you with respect, keep what you tell them confidential, declare any conflict of interest and will not try to sell you their own products or services or charge you for mentoring.",
  "2. What you can expect from us",
  "We will help you find a suitable Captain, give you access to the knowledge base, events and the Hub\u2019s tools, and be there if anything goes wrong. If the match does not work, we will help you find another Captain where one is available.",
  "3. Your commitments",
  "You agree to give accurate information in your profile, survey and self-assessment; to come to meetings prepared and on time, or give at least 24 hours\u2019 notice if you cannot; to reply to your Captain within five working days; to work on the tasks you agree together; and to tell your Captain and us if your circumstances or plans change.",
  "You will treat your Captain and other Members with courtesy. Harassment, discrimination and abusive language are not tolerated on or off the Hub.",
  "4. Confidentiality",
  "What you share with your Captain stays between you, except where they believe someone is at risk of serious harm or a crime has been committed, in which case they will raise it with our safeguarding lead. Please respect your Captain\u2019s confidentiality too: do not share their business information or the content of your conversations without their agreement.",
  "5. Your Business Captain is not a financial adviser",
  "Your Captain offers guidance based on their own experience. They are not acting as your financial adviser, accountant, solicitor or insurance broker, even if that is their profession, and nothing they say is regulated advice. You are responsible for your own decisions. Before borrowing, investing, signing contracts or taking on staff, take independent professional advice where appropriate.",
  "6. If you have a Start Up Loan",
  "Start Up Loans are personal loans for business purposes from \xA3500 to \xA325,000, at a fixed interest rate of 6% a year, repaid in equal monthly instalments over one to five years. The loan is made to you personally, not to your business, so you must repay it even if the business does not succeed.",
  "If you have a loan you agree to use it only for the purposes set out in your approved business plan; to keep your repayments up to date by direct debit; to keep your contact details current; and to tell us straight away if you expect difficulty in making a payment, so that we can discuss your options before you fall behind. Missed payments are reported to credit reference agencies and can affect your credit record for six years.",
  "Your Captain plays no part in deciding whether you receive a loan or on what terms, and cannot change your repayment arrangements. Mentoring is offered alongside the loan to help your business succeed; we strongly encourage you to use it.",
  "7. Using the Hub responsibly",
  "Keep your login details private. Only upload content you have the right to share. Do not use the Hub to advertise to other Members or to contact Captains who are not mentoring you, other than through the Hub\u2019s request and chat features.",
  "8. Your information",
  "We use your information to run the mentoring programme, match you with a Captain, administer any loan and improve our services, as explained in our Privacy Policy. Your Captain sees your profile, survey and self-assessment answers so that they can support you.",
  "9. Ending the mentoring",
  "You can end the mentoring at any time by recalling your request or letting your Captain and us know. Your Captain may also end it, and we may end it if this agreement is broken or someone is at risk. Ending the mentoring does not change any loan repayments you owe.",
  "10. Raising a concern",
  "If you are unhappy with your mentoring or concerned about anyone\u2019s behaviour, use the Raise a query button or contact us at hello@knowledge-exchange-hub.org or 0330 057 1235. We will acknowledge your concern within two working days and deal with it in confidence.",
  "By accepting, {{first_name}} {{last_name}} confirms that they have read, understood and agree to this Member Mentoring Agreement."
);
var AGREEMENTS = {
  mentor: {
    title: "Business Captain Terms and Conditions",
    version: DOCUMENT_VERSIONS.captain_terms,
    body: mentorBody
  },
  mentee: {
    title: "Member Mentoring Agreement",
    version: DOCUMENT_VERSIONS.member_agreement,
    body: menteeBody
  }
};

// src/lib/pdf/pdf.ts
var pdfkit;
var loadPdfkit = () => pdfkit ??= import("pdfkit").then((m) => m.default);
var PAGE2 = { size: "A4", margins: { top: 50, bottom: 50, left: 25, right: 25 } };
async function renderPdf(title, blocks, info = {}) {
  const PDFDocument = await loadPdfkit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      ...PAGE2,
      bufferPages: true,
      info: { Title: title, Author: info.author ?? "X-Forces Knowledge Exchange Hub" }
    });
    const chunks = [];
    doc.on("data", (c) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    const width = doc.page.width - PAGE2.margins.left - PAGE2.margins.right;
    doc.font("Helvetica").fontSize(9).fillColor("#6b5a2e").text("X-FORCES KNOWLEDGE EXCHANGE HUB", { width, characterSpacing: 1 });
    doc.moveDown(0.6).font("Helvetica-Bold").fontSize(18).fillColor("#1b2a4a").text(title, { width });
    doc.moveDown(0.8);
    for (const b of blocks) {
      if (b.kind === "field") {
        doc.font("Helvetica-Bold").fontSize(10).fillColor("#1b2a4a").text(`${b.label}: `, { width, continued: true });
        doc.font("Helvetica").fillColor("#222222").text(b.text?.trim() ? b.text : "______________________________");
        doc.moveDown(0.3);
        continue;
      }
      if (b.kind === "heading")
        doc.moveDown(0.4).font("Helvetica-Bold").fontSize(12).fillColor("#1b2a4a").text(b.text, { width });
      else if (b.kind === "meta")
        doc.font("Helvetica").fontSize(9).fillColor("#555555").text(b.text, { width });
      else
        doc.font("Helvetica").fontSize(10.5).fillColor("#222222").text(b.text, { width, align: "left", lineGap: 2 });
      doc.moveDown(0.5);
    }
    const range = doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      doc.switchToPage(range.start + i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font("Helvetica").fontSize(8).fillColor("#777777").text(`${title} \u2014 page ${i + 1} of ${range.count}`, PAGE2.margins.left, doc.page.height - 30, {
        width,
        align: "center"
      });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
  });
}
function textToBlocks(text2) {
  return text2.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean).map((p) => ({ kind: /^\d+\.\s+\S.{0,80}$/.test(p) ? "heading" : "paragraph", text: p }));
}

// src/modules/agreement/agreement.service.ts
var today = () => (/* @__PURE__ */ new Date()).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
function personalisedAgreement(role, party) {
  const doc = AGREEMENTS[role];
  const values = {
    first_name: party.first_name || "[first name]",
    last_name: party.last_name || "[last name]",
    email: party.email || "[e-mail]",
    business_name: party.business_name || "[business name]",
    date: today()
  };
  const text2 = doc.body.replace(/\{\{(\w+)\}\}/g, (_, key) => values[key] ?? "");
  return { title: doc.title, version: doc.version, text: text2 };
}
async function agreementPdf(role, party) {
  const doc = personalisedAgreement(role, party);
  return renderPdf(doc.title, [...textToBlocks(doc.text), { kind: "meta", text: `Version ${doc.version}` }]);
}
async function acceptedAgreementPdf(role, text2, version) {
  return renderPdf(AGREEMENTS[role].title, [
    ...textToBlocks(text2),
    { kind: "meta", text: `Version ${version}` }
  ]);
}

// src/modules/agreement/agreement.routes.ts
var e = areas_exports.site;
var endpoints = {
  mentor: { text: e.mentorAgreement, pdf: e.mentorAgreementPdf },
  mentee: { text: e.menteeAgreement, pdf: e.menteeAgreementPdf }
};
async function agreementRoutes(app2) {
  const tags = ["signup"];
  for (const role of MEMBER_ROLES) {
    route(app2, endpoints[role].text, { tags, config: { probe: "self" } }, async (req) => ({
      data: personalisedAgreement(role, req.query)
    }));
    route(
      app2,
      endpoints[role].pdf,
      { tags, config: { probe: "self" }, schema: { description: "The same text as an A4 PDF." } },
      async (req, reply) => {
        const pdf = await agreementPdf(role, req.query);
        const name = role === "mentor" ? "business-captain-terms.pdf" : "member-agreement.pdf";
        return reply.header("content-type", "application/pdf").header("content-disposition", `attachment; filename="${name}"`).send(pdf);
      }
    );
  }
}

// src/lib/sign-in-client.ts
var DEVICE_MAX = 300;
function signInClient(req) {
  const agent = req.headers["user-agent"]?.trim();
  return { ip: req.ip, device: agent ? agent.slice(0, DEVICE_MAX) : null };
}

// src/lib/mail/templates.ts
var escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
var ukTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  dateStyle: "full",
  timeStyle: "short"
});
var SERVICE_FOOTER = "You receive this e-mail because of your account on the X-Forces Knowledge Exchange Hub.";
function renderMail(to, content, footer) {
  const { subject, paragraphs: paragraphs2, action } = content;
  const text2 = [
    ...paragraphs2,
    ...action ? [`${action.label}: ${action.url}`] : [],
    "",
    "\u2014 X-Forces Knowledge Exchange Hub",
    ...footer ? [
      `${footer.why} Change your e-mail settings: ${footer.settingsUrl}`,
      `Unsubscribe: ${footer.unsubscribeUrl}`
    ] : [SERVICE_FOOTER]
  ].join("\n\n");
  const body = paragraphs2.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1b2a4a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">Or open this link: ${escapeHtml(action.url)}</p>` : "";
  const foot = footer ? `${escapeHtml(footer.why)} <a href="${escapeHtml(footer.settingsUrl)}" style="color:#666">E-mail settings</a> \xB7 <a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:#666">Unsubscribe</a>` : SERVICE_FOOTER;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2a4a;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:18px">X-Forces Knowledge Exchange Hub</h1>${body}${button}<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="font-size:12px;color:#666">${foot}</p></body></html>`;
  return {
    to,
    subject,
    text: text2,
    html,
    ...content.attachments && { attachments: content.attachments },
    ...footer && {
      headers: {
        "List-Unsubscribe": `<${footer.oneClickUrl}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"
      }
    }
  };
}
var layoutMail = (to, subject, paragraphs2, action) => renderMail(to, { subject, paragraphs: paragraphs2, action });
var otpMail = (to, code) => layoutMail(to, `Your verification code: ${code}`, [
  "Hello,",
  `Your verification code is ${code}.`,
  "It works once and expires in 10 minutes. If you did not ask for it, you can ignore this e-mail."
]);
var resetMail = (to, url) => layoutMail(
  to,
  "Reset your password",
  [
    "Hello,",
    "We received a request to reset the password of your account. The link works once and expires in 60 minutes.",
    "If you did not ask for it, you can ignore this e-mail: your password stays as it is."
  ],
  { label: "Create a new password", url }
);
var passwordChangedMail = (to) => layoutMail(to, "Your password was changed", [
  "Hello,",
  "The password of your account was just changed, and every device was signed out.",
  "If this was not you, reset your password at once and contact us."
]);
var questionMail = (to, from, userType, message) => layoutMail(to, `New query from ${from}`, [`A ${userType} (${from}) raised a query:`, message]);
var questionReceiptMail = (to, message) => layoutMail(to, "We received your query", [
  "Hello,",
  "Thank you for your message. Our team will reply to this address within two working days.",
  `Your message: ${message}`
]);
var hello = (firstName) => `Hello ${firstName},`;
var questionnaireApproved = (firstName, appUrl) => ({
  subject: "You can now change your questionnaire",
  paragraphs: [
    hello(firstName),
    "Your request to change your Assess Yourself questionnaire was approved. You can answer it again now."
  ],
  action: { label: "Change Questionnaire", url: `${appUrl}/my/profile/assess-yourself` }
});
var questionnaireRefused = (firstName, reason, appUrl) => ({
  subject: "Your questionnaire change request",
  paragraphs: [
    hello(firstName),
    "Your request to change your Assess Yourself questionnaire was not approved this time.",
    `The reason: ${reason}`,
    "You can ask again from your profile whenever you are ready."
  ],
  action: { label: "Open my profile", url: `${appUrl}/my/profile` }
});
var requestReceived = (firstName, member, appUrl) => ({
  subject: `${member} asked you for mentoring`,
  paragraphs: [
    hello(firstName),
    `${member} would like you to be their Business Captain. Have a look at their profile and answer the request.`
  ],
  action: { label: "See incoming requests", url: `${appUrl}/my/incoming-requests` }
});
var requestRecalled = (firstName, member, appUrl) => ({
  subject: `${member} withdrew their request`,
  paragraphs: [
    hello(firstName),
    `${member} withdrew their request for mentoring. Nothing else is needed from you.`
  ],
  action: { label: "See incoming requests", url: `${appUrl}/my/incoming-requests` }
});
var requestAccepted = (firstName, captain, appUrl) => ({
  subject: `${captain} accepted your request`,
  paragraphs: [
    hello(firstName),
    `Good news! ${captain} is now your Business Captain. Your mentoring space is ready.`
  ],
  action: { label: "Open My Active Support", url: `${appUrl}/my/mentoring` }
});
var requestDeclined = (firstName, captain, appUrl, reason = null) => ({
  subject: `${captain} cannot take your request`,
  paragraphs: [
    hello(firstName),
    `${captain} is not able to take you on at the moment. There are other Business Captains who would be glad to help.`,
    ...reason ? [`${captain} wrote: \u201C${reason}\u201D`] : []
  ],
  action: { label: "Find a Business Captain", url: `${appUrl}/mentors/matching` }
});
var memberRemoved = (firstName, captain, appUrl) => ({
  subject: `${captain} ended your mentoring`,
  paragraphs: [
    hello(firstName),
    `${captain} ended your mentoring on the X-Forces Knowledge Exchange Hub. Your plan and feed stay as they were.`,
    "You can ask another Business Captain for mentoring whenever you are ready."
  ],
  action: { label: "Find a Business Captain", url: `${appUrl}/mentors/matching` }
});
var MILESTONES_LISTED = 20;
var milestoneAdded = (firstName, captain, milestones2, appUrl, total = milestones2.length) => {
  const listed = milestones2.slice(0, MILESTONES_LISTED);
  const more = total - listed.length;
  return {
    subject: total === 1 ? `New milestone in your plan: ${listed[0]}` : `${total} new milestones in your plan`,
    paragraphs: [
      hello(firstName),
      `${captain} added ${total === 1 ? "a milestone" : "milestones"} to your mentoring plan:`,
      ...listed.map((m) => `\u2022 ${m}`),
      ...more > 0 ? [`\u2026and ${more} more.`] : []
    ],
    action: { label: "Open the plan", url: `${appUrl}/my/mentoring` }
  };
};
var milestoneDue = (firstName, m) => ({
  subject: m.overdue ? `Overdue: ${m.name}` : `Due tomorrow: ${m.name}`,
  paragraphs: [
    hello(firstName),
    m.overdue ? `The milestone \u201C${m.name}\u201D${m.member ? ` of ${m.member}'s plan` : ""} was due ${m.when} and is not complete yet.` : `The milestone \u201C${m.name}\u201D${m.member ? ` of ${m.member}'s plan` : ""} is due ${m.when}.`
  ],
  action: { label: "Open the plan", url: m.url }
});
var feedComment = (firstName, from, comment, url) => ({
  subject: `${from} wrote in your mentoring feed`,
  paragraphs: [hello(firstName), `${from} wrote in the feed of your mentoring:`, comment],
  action: { label: "Open the feed", url }
});
var feedFollowUp = (firstName, comments2, url) => ({
  subject: `${comments2.length} more ${comments2.length === 1 ? "comment" : "comments"} in your mentoring feed`,
  paragraphs: [
    hello(firstName),
    `Since our last e-mail, ${comments2.length === 1 ? "this comment was" : "these comments were"} written in the feed of your mentoring:`,
    ...comments2.map((c) => `${c.from}: ${c.body}`)
  ],
  action: { label: "Open the feed", url }
});
var chatUnread = (firstName, from, unread, url) => ({
  subject: `You have unread messages from ${from}`,
  paragraphs: [
    hello(firstName),
    `${from} wrote to you on the X-Forces Knowledge Exchange Hub and the message is still unread (${unread} unread).`
  ],
  action: { label: "Open the chat", url }
});
var articlePublished = (firstName, title, url) => ({
  subject: `Your article is published: ${title}`,
  paragraphs: [
    hello(firstName),
    `Good news: a moderator checked your article "${title}" and it is now in the knowledge base.`,
    "Thank you for sharing what you know with the community."
  ],
  action: { label: "Read it in the knowledge base", url }
});
var articleBanned = (firstName, title, reason, url) => ({
  subject: `Your article needs changes: ${title}`,
  paragraphs: [
    hello(firstName),
    `A moderator checked your article "${title}" and could not publish it.`,
    `Their reason: ${reason}`,
    "You can change the article and send it again from My Articles."
  ],
  action: { label: "Edit the article", url }
});
var eventInvitation = (firstName, e2) => ({
  subject: `You are invited: ${e2.title}`,
  paragraphs: [
    hello(firstName),
    `${e2.captain} invited you to a private event on the X-Forces Knowledge Exchange Hub.`,
    `${e2.title}`,
    `When: ${e2.when}`,
    `Where: ${e2.address}`,
    "The calendar file attached adds it to Google Calendar, Outlook or Apple Calendar."
  ],
  action: { label: "See the event", url: e2.url },
  attachments: [
    { filename: "event.ics", content: e2.ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }
  ]
});
var eventCancelled = (firstName, e2) => ({
  subject: `Event cancelled: ${e2.title}`,
  paragraphs: [
    hello(firstName),
    e2.why === "removed" ? `${e2.captain} took you off the list of a private event on the X-Forces Knowledge Exchange Hub, so it is cancelled for you.` : `${e2.captain} cancelled a private event you were invited to on the X-Forces Knowledge Exchange Hub.`,
    `${e2.title}`,
    `When: ${e2.when}`,
    "The calendar file attached removes it from your calendar if you added it."
  ],
  attachments: [
    { filename: "event.ics", content: e2.ics, contentType: "text/calendar; charset=utf-8; method=CANCEL" }
  ]
});
var digestHasNews = (d) => d.articles.length + d.events.length + d.milestones.length + d.unreadFeed + d.unreadChat > 0;
var weeklyDigest = (firstName, d, appUrl) => ({
  subject: "Your week on the X-Forces Knowledge Exchange Hub",
  paragraphs: [
    hello(firstName),
    "Here is what is new for you this week.",
    ...d.articles.length ? [`New in the knowledge base:`, ...d.articles.map((a) => `\u2022 ${a.title} \u2014 ${a.url}`)] : [],
    ...d.events.length ? [`Events this week:`, ...d.events.map((e2) => `\u2022 ${e2.title}, ${e2.when} \u2014 ${e2.url}`)] : [],
    ...d.milestones.length ? [
      `Your plan:`,
      ...d.milestones.map(
        (m) => `\u2022 ${m.name}: ${m.overdue ? `overdue since ${m.when}` : `due ${m.when}`}`
      )
    ] : [],
    ...d.unreadFeed ? [`Unread in your mentoring feed: ${d.unreadFeed}`] : [],
    ...d.unreadChat ? [`Unread chat messages: ${d.unreadChat}`] : []
  ],
  action: { label: "Open the hub", url: `${appUrl}/my/events` }
});

// src/modules/users/users.repository.ts
import { and, asc, count as count2, desc, eq, gte, ilike, inArray, lt as lt2, ne, or, sql as sql5 } from "drizzle-orm";

// src/modules/auth/auth.read-model.ts
import { sql as sql3 } from "drizzle-orm";
var lastSignInSql = (userId) => sql3`(select max(t.created_at) from auth_tokens t where t.user_id = ${userId})`;

// src/modules/survey/survey.read-model.ts
import { sql as sql4 } from "drizzle-orm";
var sectorsView = viewOf(businessSectors, { id: businessSectors.id, name: businessSectors.name });
var specialismsView = viewOf(businessSpecializations, {
  id: businessSpecializations.id,
  name: businessSpecializations.name
});
var skillsView = viewOf(skills, { id: skills.id, name: skills.name, categoryId: skills.categoryId });
var skillCategoriesView = viewOf(skillCategories, {
  id: skillCategories.id,
  name: skillCategories.name
});
var questionnairesView = viewOf(surveys, {
  userId: surveys.userId,
  businessType: surveys.businessType,
  serviceId: surveys.serviceId
});
var answersByGroupSql = (userId) => sql4`coalesce((
    select json_agg(json_build_object('groupId', q.group_id, 'answer', a.answer) order by q.group_id)
    from assessment_answers a join assess_questions q on q.id = a.question_id
    where a.user_id = ${userId}), '[]'::json)`;
var answerCountSql = (userId) => sql4`(select count(*) from assessment_answers a where a.user_id = ${userId})`;
var sectorJsonSql = (sectorId) => sql4`(select json_build_object('id', id, 'name', name) from ${sectorsView} where id = ${sectorId})`;

// src/modules/users/users.repository.ts
var personColumns2 = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  location: users.location,
  businessName: users.businessName,
  position: users.positionWithinBusiness
};
var fullName = (u) => `${u.firstName} ${u.lastName}`;
var isCaptainAvailable = (c) => !c.disabled && c.active < (c.limit ?? 0);
var captainAvailableSql = (c) => sql5`(not ${c.disabled} and ${c.active} < coalesce(${c.limit}, 0))`;
var lastSignIn = lastSignInSql(sql5`"users"."id"`).mapWith(
  (v) => v === null ? null : new Date(v)
);
var usersRepository = (db) => ({
  async findById(id) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  },
  /** Turns one e-mail setting off for the holder of an unsubscribe token; answers who they are. */
  async turnOffMail(token, column) {
    const [row] = await db.update(users).set({ [column]: false, updatedAt: /* @__PURE__ */ new Date() }).where(eq(users.unsubscribeToken, token)).returning({ email: users.email, type: users.type });
    return row ?? null;
  },
  /** How many active people have the weekly newsletter on. */
  async countWeeklyRecipients() {
    const [row] = await db.select({ n: count2() }).from(users).where(and(eq(users.status, "active"), eq(users.weeklyNewsletters, true)));
    return row?.n ?? 0;
  },
  /** Active people with the weekly newsletter on (or only `id`, if it is one of them), by id. */
  async weeklyRecipients(id) {
    const rows2 = await db.select({ id: users.id }).from(users).where(
      and(
        eq(users.status, "active"),
        eq(users.weeklyNewsletters, true),
        id === void 0 ? void 0 : eq(users.id, id)
      )
    ).orderBy(asc(users.id));
    return rows2.map((r) => r.id);
  },
  /** Reads a person and row-locks them until the transaction ends (a captain's last place). */
  async lockById(id) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).for("update");
    return row ?? null;
  },
  /** Row-locks some people, in id order (so two lockers cannot deadlock), until the transaction ends. */
  async lockMany(ids) {
    await db.select({ id: users.id }).from(users).where(inArray(users.id, ids)).orderBy(users.id).for("update");
  },
  async findByEmail(email) {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row ?? null;
  },
  async emailExists(email) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    return !!row;
  },
  async emailTakenByOther(email, userId) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return !!row && row.id !== userId;
  },
  async insert(values) {
    const [row] = await db.insert(users).values(values).returning();
    return row;
  },
  insertMany: (values) => db.insert(users).values(values).returning(),
  async update(userId, values) {
    const [row] = await db.update(users).set({ ...values, updatedAt: /* @__PURE__ */ new Date() }).where(eq(users.id, userId)).returning();
    return row;
  },
  /**
   * The staff console's people list: words in the name, e-mail or business, role, status and
   * sign-up days (UTC), newest first, with each person's last sign-in.
   */
  async search(f2, limit2, offset) {
    const like = f2.query ? `%${f2.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : void 0;
    const where = and(
      like ? or(
        ilike(sql5`${users.firstName} || ' ' || ${users.lastName}`, like),
        ilike(users.email, like),
        ilike(users.businessName, like)
      ) : void 0,
      f2.role ? eq(users.type, f2.role) : void 0,
      f2.status ? eq(users.status, f2.status) : ne(users.status, "erased"),
      f2.from ? gte(users.createdAt, /* @__PURE__ */ new Date(`${f2.from}T00:00:00Z`)) : void 0,
      f2.to ? lt2(users.createdAt, new Date((/* @__PURE__ */ new Date(`${f2.to}T00:00:00Z`)).getTime() + 864e5)) : void 0
    );
    const [rows2, [total]] = await Promise.all([
      db.select({ user: users, lastSignInAt: lastSignIn }).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit2).offset(offset),
      db.select({ n: count2() }).from(users).where(where)
    ]);
    return { rows: rows2, total: total?.n ?? 0 };
  },
  async lastSignIn(userId) {
    const [row] = await db.select({ at: lastSignIn }).from(users).where(eq(users.id, userId));
    return row?.at ?? null;
  },
  /** A person's role changes only here (the staff console; `update` never takes it). */
  async setRole(userId, role) {
    await db.update(users).set({ type: role, updatedAt: /* @__PURE__ */ new Date() }).where(eq(users.id, userId));
  },
  /** The active admins, locked until the transaction ends (the last-admin rule). */
  lockActiveAdmins: () => db.select({ id: users.id }).from(users).where(and(eq(users.type, "admin"), eq(users.status, "active"))).for("update"),
  /** Members whose questionnaire change request is pending, oldest account first. */
  pendingChangeRequests: () => db.select({
    user: users,
    lastSignInAt: lastSignIn,
    answered: answerCountSql(sql5`"users"."id"`).mapWith(Number)
  }).from(users).where(and(eq(users.type, "mentee"), eq(users.changeQuestionnaireRequestStatus, "pending"))).orderBy(asc(users.id)),
  /** People by id, as others see them. */
  people: (ids) => ids.length ? db.select(personColumns2).from(users).where(inArray(users.id, ids)) : Promise.resolve([])
});

// src/modules/notifications/notifications.repository.ts
import { and as and2, eq as eq2, sql as sql6 } from "drizzle-orm";
var rowsOf = (result) => result.rows;
var notificationsRepository = (db) => ({
  /**
   * Opens the person's window for a topic unless one opened less than `windowMs` ago: answers
   * whether it is fresh, and when the current window opened. Two callers at once agree (the row is
   * written by one statement, the later one sees the window the first opened).
   */
  async openWindow(userId, topic, windowMs) {
    const [opened] = await db.insert(mailWindows).values({ userId, topic }).onConflictDoUpdate({
      target: [mailWindows.userId, mailWindows.topic],
      set: { openedAt: sql6`now()` },
      setWhere: sql6`${mailWindows.openedAt} <= now() - make_interval(secs => ${windowMs / 1e3})`
    }).returning({ openedAt: mailWindows.openedAt });
    if (opened) return { fresh: true, openedAt: opened.openedAt };
    const [current] = await db.select({ openedAt: mailWindows.openedAt }).from(mailWindows).where(and2(eq2(mailWindows.userId, userId), eq2(mailWindows.topic, topic)));
    return { fresh: false, openedAt: current.openedAt };
  },
  /** The dead letters of `queue`, newest first (jobs no worker takes: they wait for staff). */
  async deadLetters(queue, limit2) {
    return rowsOf(
      await db.execute(sql6`
        select id::text as "id", data, source_output as "error", coalesce(source_retry_count, 0)::int as "tries",
               source_created_on as "firstTriedAt", created_on as "failedAt"
        from pgboss.job
        where name = ${queue} and state < 'completed'
        order by created_on desc
        limit ${limit2}`)
    ).map((r) => ({ ...r, firstTriedAt: new Date(r.firstTriedAt), failedAt: new Date(r.failedAt) }));
  },
  /** Takes one dead letter off the list, answering its data (null when it is not there). */
  async takeDeadLetter(queue, id) {
    const [row] = rowsOf(
      await db.execute(sql6`
        delete from pgboss.job
        where name = ${queue} and id = ${id}::uuid and state < 'completed'
        returning data`)
    );
    return row ? row.data : null;
  }
});

// src/modules/notifications/notifications.service.ts
var MAIL_QUEUE = "mail";
var MAIL_DEAD_QUEUE = "mail-dead";
var FOLLOW_UP_QUEUE = "mail-follow-up";
var DEAD_LETTERS_SHOWN = 200;
var errorText = (output) => {
  const o = output;
  return typeof o?.message === "string" ? o.message : JSON.stringify(output ?? "Unknown error");
};
var GATHER_WINDOW_MS = 15 * 6e4;
var FLAG_COLUMN = {
  feed: "feedNotifications",
  chat: "chatNotifications",
  system: "systemNotifications",
  weekly: "weeklyNewsletters"
};
var WHY = {
  feed: "You receive this e-mail because feed notifications are on.",
  chat: "You receive this e-mail because chat notifications are on.",
  system: "You receive this e-mail because system notifications are on.",
  weekly: "You receive this e-mail because the weekly newsletter is on."
};
var wantsMail = (person2, flag) => person2.status === "active" && person2[FLAG_COLUMN[flag]];
var notificationsService = (ctx) => {
  const links = (person2, flag) => ({
    why: WHY[flag],
    settingsUrl: `${ctx.config.appUrl}${emailSettingsPath(person2.type)}`,
    unsubscribeUrl: `${ctx.config.appUrl}/unsubscribe?token=${person2.unsubscribeToken}&flag=${flag}`,
    oneClickUrl: `${ctx.config.appUrl}/api/mail/unsubscribe?token=${person2.unsubscribeToken}&flag=${flag}`
  });
  async function notify(db, person2, flag, content) {
    if (!wantsMail(person2, flag)) return false;
    const message = renderMail(person2.email, content, links(person2, flag));
    await ctx.jobs.send(db, MAIL_QUEUE, { message, userId: person2.id, flag });
    return true;
  }
  return {
    /** A service mail (sign-in code, password, support): sent whatever the settings say. */
    service: (db, message) => ctx.jobs.send(db, MAIL_QUEUE, { message }),
    notify,
    /** One-click unsubscribe: turns the flag off for the token's holder (404 for an unknown token). */
    async unsubscribe(token, flag) {
      const person2 = await usersRepository(ctx.db).turnOffMail(token, FLAG_COLUMN[flag]);
      if (!person2) throw notFound();
      return { flag, email: person2.email, settings_path: emailSettingsPath(person2.type) };
    },
    /** The mails that failed every try, newest first, for staff. */
    async deadLetters() {
      const rows2 = await notificationsRepository(ctx.db).deadLetters(MAIL_DEAD_QUEUE, DEAD_LETTERS_SHOWN);
      return rows2.map((r) => {
        const { message } = r.data;
        return {
          id: r.id,
          to: message.to,
          subject: message.subject,
          error: errorText(r.error),
          tries: r.tries + 1,
          first_tried_at: r.firstTriedAt.toISOString(),
          failed_at: r.failedAt.toISOString()
        };
      });
    },
    /** Queues a dead letter again (it leaves the list in the same transaction); 404 if gone. */
    async sendDeadLetter(id) {
      await ctx.db.transaction(async (tx) => {
        const data = await notificationsRepository(tx).takeDeadLetter(MAIL_DEAD_QUEUE, id);
        if (!data) throw notFound();
        await ctx.jobs.send(tx, MAIL_QUEUE, data);
      });
    },
    /**
     * News about a topic (a mentoring's feed): the first mails at once and opens a window of
     * GATHER_WINDOW_MS; news inside the window is gathered into one follow-up when it closes (the
     * follow-up queue keeps one waiting job per person and topic). `db` must be the transaction
     * that records the news, so the window and the mail commit with it.
     */
    async gather(db, person2, flag, topic, first) {
      if (!wantsMail(person2, flag)) return;
      const window = await notificationsRepository(db).openWindow(person2.id, topic, GATHER_WINDOW_MS);
      if (window.fresh) {
        await notify(db, person2, flag, first);
        return;
      }
      const job = { userId: person2.id, topic, since: window.openedAt.toISOString() };
      await ctx.jobs.send(db, FOLLOW_UP_QUEUE, job, {
        singletonKey: `${person2.id}:${topic}`,
        startAfter: new Date(window.openedAt.getTime() + GATHER_WINDOW_MS)
      });
    }
  };
};

// src/modules/auth/auth.repository.ts
import { and as and3, count as count3, desc as desc2, eq as eq3, gt, isNotNull, isNull, lt as lt3, sql as sql7 } from "drizzle-orm";

// src/db/prepared.ts
function preparedQuery(build, name) {
  const built = /* @__PURE__ */ new WeakMap();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db, name);
      built.set(db, query);
    }
    return query;
  };
}

// src/modules/auth/auth.repository.ts
var now = sql7`now()`;
var confirmedOpen = (email) => and3(
  eq3(otpCodes.email, email),
  isNull(otpCodes.consumedAt),
  gt(otpCodes.confirmedAt, sql7`now() - interval '60 minutes'`)
);
var sessionQuery = preparedQuery(
  (db, name) => db.select({ tokenId: authTokens.id, expiresAt: authTokens.expiresAt, user: accountColumns }).from(authTokens).innerJoin(accounts, eq3(accounts.id, authTokens.userId)).where(
    and3(
      eq3(authTokens.tokenHash, sql7.placeholder("hash")),
      isNull(authTokens.revokedAt),
      gt(authTokens.expiresAt, now),
      eq3(accounts.status, "active")
    )
  ).limit(1).prepare(name),
  "auth_find_session"
);
var authRepository = (db) => ({
  async findSession(tokenHash) {
    const [row] = await sessionQuery(db).execute({ hash: tokenHash });
    return row ?? null;
  },
  async insertToken(userId, tokenHash, expiresAt, client) {
    await db.insert(authTokens).values({ userId, tokenHash, expiresAt, ip: client.ip, device: client.device });
  },
  async revokeToken(tokenId) {
    await db.update(authTokens).set({ revokedAt: now }).where(eq3(authTokens.id, tokenId));
  },
  async openSessions(userId) {
    const [row] = await db.select({ n: count3() }).from(authTokens).where(and3(eq3(authTokens.userId, userId), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)));
    return row?.n ?? 0;
  },
  async revokeAllTokens(userId) {
    await db.update(authTokens).set({ revokedAt: now }).where(and3(eq3(authTokens.userId, userId), isNull(authTokens.revokedAt)));
  },
  // --- preview links (decision 0005) ---
  async insertPreviewToken(values) {
    await db.delete(previewTokens).where(lt3(previewTokens.expiresAt, sql7`now() - interval '1 day'`));
    await db.insert(previewTokens).values(values);
  },
  /** An unexpired preview token, with its maker (still active). */
  async findPreview(tokenHash) {
    const [row] = await db.select({
      resource: previewTokens.resource,
      resourceId: previewTokens.resourceId,
      user: accountColumns
    }).from(previewTokens).innerJoin(accounts, eq3(accounts.id, previewTokens.userId)).where(
      and3(
        eq3(previewTokens.tokenHash, tokenHash),
        gt(previewTokens.expiresAt, now),
        eq3(accounts.status, "active")
      )
    ).limit(1);
    return row ?? null;
  },
  // --- one-time codes ---
  /** Whether the account of this address signed in from this client address since `since`. */
  async signedInFrom(email, ip, since) {
    const [row] = await db.select({ id: authTokens.id }).from(authTokens).innerJoin(accounts, eq3(accounts.id, authTokens.userId)).where(and3(eq3(accounts.email, email), eq3(authTokens.ip, ip), gt(authTokens.createdAt, since))).limit(1);
    return !!row;
  },
  /** Code mails to an address since `since`: from this requester, and from requesters not known for it. */
  async countOtpSends(email, ip, since) {
    const [row] = await db.select({
      fromIp: sql7`count(*) filter (where ${otpSends.ip} = ${ip})`.mapWith(Number),
      fromStrangers: sql7`count(*) filter (where not ${otpSends.known})`.mapWith(Number)
    }).from(otpSends).where(and3(eq3(otpSends.email, email), gt(otpSends.createdAt, since)));
    return { fromIp: row?.fromIp ?? 0, fromStrangers: row?.fromStrangers ?? 0 };
  },
  async recordOtpSend(values) {
    await db.insert(otpSends).values(values);
  },
  /** The open code of the address that is still good for a while and not locked, to send again. */
  async reusableOtp(email, validUntil, maxAttempts) {
    const [row] = await db.select({ code: otpCodes.code }).from(otpCodes).where(
      and3(
        eq3(otpCodes.email, email),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.confirmedAt),
        gt(otpCodes.expiresAt, validUntil),
        lt3(otpCodes.attempts, maxAttempts),
        isNotNull(otpCodes.code)
      )
    ).orderBy(desc2(otpCodes.createdAt), desc2(otpCodes.id)).limit(1);
    return row?.code ?? null;
  },
  /** A new code replaces every open one of the address. */
  async replaceOtp(email, code, codeHash2, expiresAt) {
    await db.update(otpCodes).set({ consumedAt: now }).where(and3(eq3(otpCodes.email, email), isNull(otpCodes.consumedAt)));
    await db.insert(otpCodes).values({ email, code, codeHash: codeHash2, expiresAt });
  },
  async latestOpenOtp(email) {
    const [row] = await db.select().from(otpCodes).where(and3(eq3(otpCodes.email, email), isNull(otpCodes.consumedAt), isNull(otpCodes.confirmedAt))).orderBy(desc2(otpCodes.createdAt), desc2(otpCodes.id)).limit(1);
    return row ?? null;
  },
  /**
   * Claim one try of an open code: one conditional update, so of many simultaneous tries at most
   * `maxAttempts` ever get a row back (and only those may be checked). Null once the code is
   * locked, spent, confirmed or replaced.
   */
  async claimOtpAttempt(id, maxAttempts) {
    const [row] = await db.update(otpCodes).set({ attempts: sql7`${otpCodes.attempts} + 1` }).where(
      and3(
        eq3(otpCodes.id, id),
        lt3(otpCodes.attempts, maxAttempts),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.confirmedAt)
      )
    ).returning({ attempts: otpCodes.attempts, codeHash: otpCodes.codeHash });
    return row ?? null;
  },
  /** Confirm a code that is still open; false when it was replaced or spent meanwhile. */
  async confirmOtp(id) {
    const rows2 = await db.update(otpCodes).set({ confirmedAt: now }).where(and3(eq3(otpCodes.id, id), isNull(otpCodes.consumedAt), isNull(otpCodes.confirmedAt))).returning({ id: otpCodes.id });
    return rows2.length > 0;
  },
  /** Whether the address has a confirmed code that registration or login may still spend. */
  async hasConfirmedOtp(email) {
    const [row] = await db.select({ id: otpCodes.id }).from(otpCodes).where(confirmedOpen(email)).limit(1);
    return !!row;
  },
  /** Use up a confirmed, unexpired code of the address; true when there was one. */
  async consumeConfirmedOtp(email) {
    const rows2 = await db.update(otpCodes).set({ consumedAt: now }).where(confirmedOpen(email)).returning({ id: otpCodes.id });
    return rows2.length > 0;
  },
  /**
   * An address an identity provider verified counts as confirmed, as if its code had been typed
   * (decision 0024): registration spends it like any confirmed code. It has no code to type.
   */
  async insertConfirmedAddress(email, codeHash2) {
    await db.insert(otpCodes).values({ email, codeHash: codeHash2, code: null, expiresAt: now, confirmedAt: now });
  },
  // --- identity providers (decision 0024) ---
  /** The person linked to a provider's subject. */
  async findIdentityUser(provider, subject) {
    const [row] = await db.select({ identityId: userIdentities.id, user: accountColumns }).from(userIdentities).innerJoin(accounts, eq3(accounts.id, userIdentities.userId)).where(and3(eq3(userIdentities.provider, provider), eq3(userIdentities.subject, subject))).limit(1);
    return row ?? null;
  },
  /** Links a provider's subject to a person (a subject already linked stays as it is). */
  async linkIdentity(values) {
    await db.insert(userIdentities).values(values).onConflictDoNothing();
  },
  async touchIdentity(id) {
    await db.update(userIdentities).set({ lastUsedAt: now }).where(eq3(userIdentities.id, id));
  },
  /**
   * Holds a lock on `key` until the transaction ends: what counts and then writes under one key
   * (mails to one address) runs one at a time, so simultaneous requests cannot all read the
   * same count. Needs a transaction.
   */
  async lockKey(key) {
    await db.execute(sql7`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  },
  // --- password resets ---
  /** Reset links made for the person since `since` (each was mailed). */
  async countResetsSince(userId, since) {
    const [row] = await db.select({ n: count3() }).from(passwordResets).where(and3(eq3(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
    return row?.n ?? 0;
  },
  async insertReset(userId, tokenHash, expiresAt) {
    await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
  },
  async findOpenReset(tokenHash) {
    const [row] = await db.select({ id: passwordResets.id, userId: passwordResets.userId, email: accounts.email }).from(passwordResets).innerJoin(accounts, eq3(accounts.id, passwordResets.userId)).where(
      and3(
        eq3(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now)
      )
    ).limit(1);
    return row ?? null;
  },
  /**
   * Spend a reset token atomically: one conditional update, so of several calls with the same
   * token at the same moment exactly one gets the user id back.
   */
  async spendReset(tokenHash, email) {
    const [row] = await db.update(passwordResets).set({ usedAt: now }).where(
      and3(
        eq3(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        sql7`${passwordResets.userId} = (select ${accounts.id} from ${accounts} where ${accounts.email} = ${email})`
      )
    ).returning({ userId: passwordResets.userId });
    return row?.userId ?? null;
  },
  async useAllResets(userId) {
    await db.update(passwordResets).set({ usedAt: now }).where(and3(eq3(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  }
});

// src/modules/auth/otp.service.ts
var OTP_TTL_MS = 10 * 6e4;
var OTP_MAX_ATTEMPTS = 5;
var OTP_SEND_RULES = {
  windowMs: 15 * 6e4,
  perRequester: 5,
  fromStrangers: 10,
  /** A code with less time left than this is replaced rather than repeated. */
  repeatWhileLeftMs: 3 * 6e4,
  /** How long a client address stays one of the owner's usual networks after a sign-in. */
  knownForMs: 90 * 24 * 60 * 6e4
};
var codeHash = (email, code) => sha256(`${email}:${code}`);
var otpService = (ctx) => {
  const repo = authRepository(ctx.db);
  const R = OTP_SEND_RULES;
  const mail = notificationsService(ctx);
  return {
    /**
     * A code to the address. With `password` (login step 1, decision 0027) the password is checked
     * first, after the cheap refusals (the send limits) and against a dummy hash when there is no
     * such account; a wrong one counts as a send (so guessing is held to the send limits) and sends
     * nothing.
     */
    async send(email, ip, password) {
      const now2 = Date.now();
      const known = await repo.signedInFrom(email, ip, new Date(now2 - R.knownForMs));
      const code = await ctx.db.transaction(async (tx) => {
        const r = authRepository(tx);
        await r.lockKey(`otp-send:${email}`);
        if (!isExemptClient(ctx.config.demo, ip)) {
          const sent = await r.countOtpSends(email, ip, new Date(now2 - R.windowMs));
          if (sent.fromIp >= R.perRequester || !known && sent.fromStrangers >= R.fromStrangers)
            throw tooMany(MSG.codeTooMany);
        }
        if (password !== void 0) {
          const user2 = await usersRepository(tx).findByEmail(email);
          const ok2 = user2 ? await verifyPassword(user2.passwordHash, password) : await verifyAgainstDummy(password);
          if (!user2 || !ok2) {
            await r.recordOtpSend({ email, ip, known, createdAt: new Date(now2) });
            return null;
          }
        }
        let code2 = await r.reusableOtp(email, new Date(now2 + R.repeatWhileLeftMs), OTP_MAX_ATTEMPTS);
        if (!code2) {
          code2 = randomDigits(OTP_LENGTH);
          await r.replaceOtp(email, code2, codeHash(email, code2), new Date(now2 + OTP_TTL_MS));
        }
        await r.recordOtpSend({ email, ip, known, createdAt: new Date(now2) });
        await mail.service(tx, otpMail(email, code2));
        return code2;
      });
      if (code === null) throw invalid({ email: MSG.loginFailed }, MSG.loginFailed);
      if (devOutboxEnabled(ctx.config)) ctx.log.info(`Sign-in code for ${email}: ${code}`);
    },
    async confirm(email, otp) {
      const row = await repo.latestOpenOtp(email);
      if (!row) throw invalid({ otp: MSG.codeInvalid });
      if (row.attempts >= OTP_MAX_ATTEMPTS) throw invalid({ otp: MSG.codeLocked });
      if (row.expiresAt.getTime() <= Date.now()) throw invalid({ otp: MSG.codeExpired });
      const claimed = await repo.claimOtpAttempt(row.id, OTP_MAX_ATTEMPTS);
      if (!claimed) throw invalid({ otp: MSG.codeLocked });
      if (!safeEqual(claimed.codeHash, codeHash(email, otp))) {
        throw invalid({ otp: claimed.attempts >= OTP_MAX_ATTEMPTS ? MSG.codeLocked : MSG.codeInvalid });
      }
      if (!await repo.confirmOtp(row.id)) throw invalid({ otp: MSG.codeInvalid });
    },
    /** Whether the address has a confirmed code to spend (the cheap check before expensive work). */
    isConfirmed: (email) => repo.hasConfirmedOtp(email),
    /** Spend the address's confirmed code (login and registration each need one). */
    consume: (email, db = ctx.db) => authRepository(db).consumeConfirmedOtp(email)
  };
};

// src/modules/auth/auth.service.ts
var TOKEN_TTL_MS = 30 * 24 * 60 * 6e4;
var RESET_TTL_MS = 60 * 6e4;
var RESET_MAILS_PER_HOUR = 3;
var loginFailed = () => invalid({ email: MSG.loginFailed }, MSG.loginFailed);
var findLiveSession = (db) => async (token) => {
  const found = await authRepository(db).findSession(sha256(token));
  return found && { id: found.user.id, tokenId: found.tokenId, expiresAt: found.expiresAt };
};
var findSession = (db) => async (token) => {
  const found = await authRepository(db).findSession(sha256(token));
  return found && { id: found.user.id, type: found.user.type, tokenId: found.tokenId, row: found.user };
};
var PREVIEW_TTL_MS = 15 * 6e4;
var findPreview = (db) => async (token) => {
  const found = await authRepository(db).findPreview(sha256(token));
  if (!found) return null;
  const { user: user2, resource, resourceId } = found;
  return { user: { id: user2.id, type: user2.type, tokenId: 0, row: user2 }, resource, resourceId };
};
var authService = (ctx) => {
  const repo = authRepository(ctx.db);
  const users2 = usersRepository(ctx.db);
  const otp = otpService(ctx);
  const mail = notificationsService(ctx);
  const issueToken = async (user2, client) => {
    const token = randomToken();
    await repo.insertToken(user2.id, sha256(token), new Date(Date.now() + TOKEN_TTL_MS), client);
    return {
      token,
      type: user2.type,
      id: user2.id,
      avatar: user2.avatar,
      first_name: user2.firstName,
      last_name: user2.lastName
    };
  };
  return {
    issueToken,
    /** Password and a confirmed code for the address; each code allows one try. */
    async login(email, password, client) {
      const hadCode = await otp.consume(email);
      const user2 = await users2.findByEmail(email);
      const ok2 = user2 ? await verifyPassword(user2.passwordHash, password) : await verifyAgainstDummy(password);
      if (!user2 || !ok2 || !hadCode) throw loginFailed();
      if (user2.status === "suspended") throw invalid({ email: MSG.accountSuspended }, MSG.accountSuspended);
      return issueToken(user2, client);
    },
    /**
     * A preview link's token for one resource the caller may read (the caller's route has checked
     * that): read-only, good for 15 minutes, stored only as its SHA-256.
     */
    async mintPreview(user2, resource, resourceId) {
      const token = randomToken();
      const expiresAt = new Date(Date.now() + PREVIEW_TTL_MS);
      await repo.insertPreviewToken({
        userId: user2.id,
        tokenHash: sha256(token),
        resource,
        resourceId,
        expiresAt
      });
      return { token, expires_at: expiresAt.toISOString() };
    },
    /**
     * Ends every session of a person at once (an admin suspended them), in the caller's
     * transaction: call `sessionsEnded` once it has committed.
     */
    endSessions: (userId, db = ctx.db) => authRepository(db).revokeAllTokens(userId),
    /** Ends the sockets of a person whose sessions ended (after the revocation committed). */
    sessionsEnded: (userId) => ctx.liveSessions.end({ userId }),
    /** How many sessions of the person are open now. */
    openSessions: (userId) => repo.openSessions(userId),
    /** Ends this session, and the sockets opened with its token. */
    async logout(user2) {
      await repo.revokeToken(user2.tokenId);
      ctx.liveSessions.end({ tokenId: user2.tokenId });
    },
    async requestReset(email, ip) {
      const user2 = await users2.findByEmail(email);
      if (!user2)
        throw invalid({ email: MSG.invalidUser }, MSG.invalidUser, { error_message: MSG.invalidUser });
      const token = randomToken();
      const url = `${ctx.config.appUrl}/forgot-password/3?email=${encodeURIComponent(email)}&token=${token}`;
      await ctx.db.transaction(async (tx) => {
        const r = authRepository(tx);
        await r.lockKey(`password-reset:${user2.id}`);
        const since = new Date(Date.now() - 60 * 6e4);
        if (!isExemptClient(ctx.config.demo, ip) && await r.countResetsSince(user2.id, since) >= RESET_MAILS_PER_HOUR)
          return;
        await r.insertReset(user2.id, sha256(token), new Date(Date.now() + RESET_TTL_MS));
        await mail.service(tx, resetMail(email, url));
      });
    },
    /** The reset link sets a new password once: the token is spent inside the transaction. */
    async updatePassword(email, password, token) {
      const tokenHash = sha256(token);
      const refused2 = () => invalid({ token: MSG.resetTokenInvalid }, MSG.resetTokenInvalid);
      const reset = await repo.findOpenReset(tokenHash);
      if (!reset || reset.email !== email) throw refused2();
      const passwordHash = await hashPassword(password);
      const resetUserId = await ctx.db.transaction(async (tx) => {
        const r = authRepository(tx);
        const userId = await r.spendReset(tokenHash, email);
        if (userId === null) throw refused2();
        await usersRepository(tx).update(userId, { passwordHash });
        await r.useAllResets(userId);
        await r.revokeAllTokens(userId);
        await mail.service(tx, passwordChangedMail(email));
        return userId;
      });
      ctx.liveSessions.end({ userId: resetUserId });
    },
    /** Changing the password signs out every session, this one included. */
    async changePassword(user2, body) {
      if (!await verifyPassword(user2.row.passwordHash, body.current_password)) {
        throw invalid({ current_password: MSG.currentPasswordWrong });
      }
      const passwordHash = await hashPassword(body.new_password);
      await ctx.db.transaction(async (tx) => {
        const r = authRepository(tx);
        await usersRepository(tx).update(user2.id, { passwordHash });
        await r.revokeAllTokens(user2.id);
        await mail.service(tx, passwordChangedMail(user2.row.email));
      });
      ctx.liveSessions.end({ userId: user2.id });
    },
    async assertEmailFree(email) {
      if (await users2.emailExists(email)) throw invalid({ email: MSG.emailTaken });
    }
  };
};

// src/modules/auth/auth.routes.ts
var ok = (message) => ({ data: { message } });
var formOrJson = ["application/x-www-form-urlencoded", "application/json"];
async function authRoutes(app2) {
  const auth = authService(app2);
  const otp = otpService(app2);
  const tags = ["auth"];
  const e2 = areas_exports.auth;
  route(app2, e2.sendOtp, { tags, config: { rateLimit: limit.otpPerIp, probe: "self" } }, async (req) => {
    await otp.send(req.body.email, req.ip, req.body.password);
    return { data: { sent: true } };
  });
  route(
    app2,
    e2.confirmOtp,
    { tags, config: { rateLimit: limit.confirmPerIp, probe: "self" } },
    async (req) => {
      await otp.confirm(req.body.email, req.body.otp);
      return { data: { verified: true } };
    }
  );
  route(
    app2,
    e2.login,
    {
      tags,
      config: { rateLimit: limit.loginPerIp, probe: "self" },
      schema: {
        description: "Form-encoded (or JSON). Needs the password and a code confirmed for the address.",
        consumes: formOrJson
      }
    },
    async (req) => ({ data: await auth.login(req.body.email, req.body.password, signInClient(req)) })
  );
  route(app2, e2.logout, { tags, config: { probe: "self" } }, async (req) => {
    await auth.logout(currentUser(req));
    return ok("Logged out.");
  });
  route(app2, e2.resetPassword, { tags, config: { rateLimit: limit.otpPerIp, probe: "self" } }, async (req) => {
    await auth.requestReset(req.body.email, req.ip);
    return ok(MSG.resetLinkSent);
  });
  route(
    app2,
    e2.updatePassword,
    { tags, config: { rateLimit: limit.loginPerIp, probe: "self" }, schema: { consumes: formOrJson } },
    async (req) => {
      await auth.updatePassword(req.body.email, req.body.password, req.body.token);
      return ok(MSG.passwordUpdated);
    }
  );
  route(
    app2,
    e2.changePassword,
    { tags, config: { rateLimit: limit.loginPerIp, probe: "self" } },
    async (req) => {
      await auth.changePassword(currentUser(req), req.body);
      return ok(MSG.passwordUpdated);
    }
  );
  route(app2, e2.checkEmail, { tags, config: { rateLimit: limit.lookupPerIp, probe: "self" } }, async (req) => {
    await auth.assertEmailFree(req.body.email);
    return { data: { available: true } };
  });
}

// src/modules/auth/provider.routes.ts
import { createHmac } from "node:crypto";
import cookie from "@fastify/cookie";
import { z as z4 } from "zod";

// src/lib/oidc/oidc-client.ts
var oidcModule;
var loadOidc = () => oidcModule ??= import("openid-client");
var OidcError = class extends Error {
  constructor(kind, message, options) {
    super(message, options);
    this.kind = kind;
  }
  kind;
};
var LOOPBACK2 = /* @__PURE__ */ new Set(["127.0.0.1", "localhost", "[::1]"]);
var TIMEOUT_SECONDS = 10;
var isNetworkFailure = (err) => err instanceof Error && (err instanceof TypeError && err.message === "fetch failed" || err.name === "AbortError" || err.name === "TimeoutError");
function createOidcClient(settings) {
  const issuer = new URL(settings.issuer);
  let configuration = null;
  const configure = () => {
    configuration ??= loadOidc().then(
      (oidc) => oidc.discovery(issuer, settings.clientId, settings.clientSecret, void 0, {
        // Plain HTTP only for an identity server on this machine (the tests' own).
        execute: issuer.protocol === "http:" && LOOPBACK2.has(issuer.hostname) ? [oidc.allowInsecureRequests] : [],
        timeout: TIMEOUT_SECONDS
      })
    ).catch((err) => {
      configuration = null;
      throw new OidcError("unreachable", `discovery of ${issuer.href} failed`, { cause: err });
    });
    return configuration;
  };
  return {
    /** A new attempt and the provider's authorisation URL to send the browser to. */
    async start() {
      const config2 = await configure();
      const oidc = await loadOidc();
      const attempt = {
        state: oidc.randomState(),
        nonce: settings.nonce ? oidc.randomNonce() : null,
        verifier: config2.serverMetadata().supportsPKCE("S256") ? oidc.randomPKCECodeVerifier() : null
      };
      const parameters = {
        redirect_uri: settings.redirectUri,
        scope: settings.scope,
        state: attempt.state
      };
      if (attempt.nonce) parameters.nonce = attempt.nonce;
      if (attempt.verifier) {
        parameters.code_challenge = await oidc.calculatePKCECodeChallenge(attempt.verifier);
        parameters.code_challenge_method = "S256";
      }
      return { url: oidc.buildAuthorizationUrl(config2, parameters), attempt };
    },
    /**
     * Checks the authorisation response against the attempt (state, issuer), exchanges the code
     * (with the PKCE verifier when there is one), and checks the ID token (issuer, audience,
     * expiry, and the nonce when one was sent).
     */
    async finish(response, attempt) {
      const config2 = await configure();
      const oidc = await loadOidc();
      const callback = new URL(settings.redirectUri);
      callback.search = response.toString();
      try {
        const tokens = await oidc.authorizationCodeGrant(config2, callback, {
          expectedState: attempt.state,
          idTokenExpected: true,
          ...attempt.verifier && { pkceCodeVerifier: attempt.verifier },
          ...attempt.nonce && { expectedNonce: attempt.nonce }
        });
        const claims = tokens.claims();
        if (!claims) throw new Error("no ID token");
        return claims;
      } catch (err) {
        if (isNetworkFailure(err))
          throw new OidcError("unreachable", "the provider did not answer", { cause: err });
        throw new OidcError("refused", err instanceof Error ? err.message : "refused", { cause: err });
      }
    }
  };
}

// src/modules/privacy/consents.repository.ts
import { and as and4, asc as asc2, desc as desc3, eq as eq4, inArray as inArray2 } from "drizzle-orm";
var consentsRepository = (db) => ({
  async insert(userId, rows2) {
    if (rows2.length) await db.insert(consents).values(rows2.map((r) => ({ userId, ...r })));
  },
  /** Every consent of the person, oldest first. */
  list: (userId) => db.select().from(consents).where(eq4(consents.userId, userId)).orderBy(asc2(consents.acceptedAt), asc2(consents.id)),
  /** The latest version the person accepted of each of these documents. */
  async latest(userId, documents) {
    const rows2 = await db.selectDistinctOn([consents.document], { document: consents.document, version: consents.version }).from(consents).where(and4(eq4(consents.userId, userId), inArray2(consents.document, [...documents]))).orderBy(consents.document, desc3(consents.acceptedAt), desc3(consents.id));
    return new Map(rows2.map((r) => [r.document, r.version]));
  }
});

// src/modules/privacy/consents.service.ts
var consentsService = (db) => ({
  /** Records consents through `db` (the transaction of the change that gives them). */
  record: (userId, rows2, tx = db) => consentsRepository(tx).insert(userId, rows2),
  async list(userId) {
    const rows2 = await consentsRepository(db).list(userId);
    return rows2.map((r) => ({
      document: r.document,
      version: r.version,
      accepted_at: r.acceptedAt.toISOString(),
      context: r.context,
      reference: r.reference
    }));
  },
  /**
   * The prompted documents whose current version the person has not accepted. Someone with no
   * record of one joined before consents were recorded and accepted its baseline version then.
   */
  async required(userId) {
    const latest = await consentsRepository(db).latest(userId, PROMPTED_DOCUMENTS);
    return PROMPTED_DOCUMENTS.filter(
      (d) => (latest.get(d) ?? DOCUMENT_BASELINE_VERSIONS[d]) !== DOCUMENT_VERSIONS[d]
    ).map((document) => ({ document, version: DOCUMENT_VERSIONS[document] }));
  },
  /** Accepts the current version of a document (an older one is refused: the page is stale). */
  async accept(userId, body) {
    if (body.version !== DOCUMENT_VERSIONS[body.document])
      throw invalid({ version: MSG.consentVersionOutdated });
    await consentsRepository(db).insert(userId, [
      { document: body.document, version: body.version, context: "new_version" }
    ]);
    return this.list(userId);
  }
});

// src/modules/privacy/consent-records.ts
var agreementReference = (acceptanceId) => `agreement:${acceptanceId}`;
var signUpConsents = (role, agreementVersion, acceptanceId) => [
  { document: "terms", version: DOCUMENT_VERSIONS.terms, context: "sign_up" },
  { document: "privacy", version: DOCUMENT_VERSIONS.privacy, context: "sign_up" },
  {
    document: role === "mentor" ? "captain_terms" : "member_agreement",
    version: agreementVersion,
    context: "sign_up",
    reference: agreementReference(acceptanceId)
  }
];
var emailSettingsConsent = (flags) => ({
  document: "email_notifications",
  version: DOCUMENT_VERSIONS.privacy,
  context: "email_settings",
  details: flags
});
var linkedinConsent = () => ({
  document: "linkedin",
  version: DOCUMENT_VERSIONS.privacy,
  context: "linkedin_linking"
});

// src/modules/auth/provider-sign-in.service.ts
var ATTEMPT_TTL_MS = 10 * 6e4;
var unavailable = () => new AppError(404, MSG.linkedinUnavailable);
var refused = (message) => new AppError(422, message);
function addressOf(claims) {
  const parsed = emailSchema.safeParse(claims.email);
  return parsed.success ? parsed.data : null;
}
var text = (value) => typeof value === "string" ? value.trim() : "";
var providerSignInService = (ctx, clients) => {
  const repo = authRepository(ctx.db);
  const users2 = usersRepository(ctx.db);
  const clientOf = (provider) => {
    const client = clients[provider];
    if (!client) throw unavailable();
    return client;
  };
  async function claimsFor(client, query, attempt) {
    if (!attempt) throw refused(MSG.linkedinExpired);
    const response = new URLSearchParams({ code: query.access_token, state: query.state });
    if (query.iss !== void 0) response.set("iss", query.iss);
    try {
      return await client.finish(response, attempt);
    } catch (err) {
      if (!(err instanceof OidcError)) throw err;
      ctx.log.warn({ err: err.message, kind: err.kind }, "sign-in with an identity provider failed");
      if (err.kind === "unreachable") throw new AppError(503, MSG.linkedinDown);
      throw refused(MSG.linkedinFailed);
    }
  }
  async function accountFor(provider, claims, email, verified) {
    const linked = await repo.findIdentityUser(provider, claims.sub);
    if (linked) return { user: linked.user, identityId: linked.identityId };
    const user2 = email ? await users2.findByEmail(email) : null;
    if (!user2) return null;
    if (!verified) throw refused(MSG.linkedinEmailUnverified);
    return { user: user2, identityId: null };
  }
  function assertMaySignIn(user2) {
    if (user2.status === "suspended") throw invalid({ email: MSG.accountSuspended }, MSG.accountSuspended);
    if (STAFF_ROLES.includes(user2.type)) throw refused(MSG.linkedinStaff);
  }
  return {
    /** The providers this server is configured for. */
    providers: () => Object.keys(clients).filter((p) => clients[p]),
    /** A new attempt and where to send the browser. */
    start: (provider) => clientOf(provider).start(),
    /**
     * The authorisation response of `attempt` (null when the browser brought none, or an expired
     * one): the same session as a password login, or the details to go on with sign-up.
     */
    async finish(provider, query, attempt, client) {
      const claims = await claimsFor(clientOf(provider), query, attempt);
      const email = addressOf(claims);
      const verified = email !== null && claims.email_verified === true;
      const account = await accountFor(provider, claims, email, verified);
      if (account) {
        assertMaySignIn(account.user);
        if (account.identityId === null) {
          await repo.linkIdentity({ userId: account.user.id, provider, subject: claims.sub, email });
          await consentsService(ctx.db).record(account.user.id, [linkedinConsent()]);
        } else await repo.touchIdentity(account.identityId);
        return authService(ctx).issueToken(account.user, client);
      }
      if (verified && email) await repo.insertConfirmedAddress(email, sha256(randomToken()));
      return {
        signup: {
          provider,
          first_name: text(claims.given_name),
          last_name: text(claims.family_name),
          email: email ?? "",
          email_verified: verified
        }
      };
    }
  };
};

// src/modules/auth/provider.routes.ts
var CALLBACK_PAGE = { linkedin: "/linkedin" };
var SCOPE = "openid profile email";
var sendsNonce = (issuer) => new URL(issuer).host !== "www.linkedin.com";
function clientsOf(config2) {
  if (!config2.linkedin) return {};
  return {
    linkedin: createOidcClient({
      ...config2.linkedin,
      redirectUri: `${config2.appUrl}${CALLBACK_PAGE.linkedin}`,
      scope: SCOPE,
      nonce: sendsNonce(config2.linkedin.issuer)
    })
  };
}
var cookieName = (provider) => `keh_signin_${provider}`;
var cookiePath = (provider) => `/api/auth/${provider}`;
var attemptSchema = z4.object({
  state: z4.string(),
  nonce: z4.string().nullable(),
  verifier: z4.string().nullable(),
  at: z4.number()
});
function readAttempt(req, provider) {
  const raw = req.cookies[cookieName(provider)];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const parsed = attemptSchema.safeParse(JSON.parse(Buffer.from(unsigned.value, "base64url").toString()));
    if (!parsed.success || Date.now() - parsed.data.at > ATTEMPT_TTL_MS) return null;
    const { state, nonce, verifier } = parsed.data;
    return { state, nonce, verifier };
  } catch {
    return null;
  }
}
async function providerRoutes(app2) {
  const { config: config2 } = app2;
  const signIn = providerSignInService(app2, clientsOf(config2));
  const secure = config2.appUrl.startsWith("https:");
  await app2.register(cookie, {
    secret: createHmac("sha256", config2.linkedin?.clientSecret ?? "not configured").update("keh sign-in attempt cookie v1").digest("base64url")
  });
  const cookieOptions = (provider) => ({ path: cookiePath(provider), httpOnly: true, sameSite: "lax", secure });
  const forget = (reply, provider) => reply.clearCookie(cookieName(provider), cookieOptions(provider));
  const tags = ["auth"];
  const e2 = areas_exports.auth;
  route(
    app2,
    e2.providers,
    {
      tags,
      config: { probe: "self" },
      schema: {
        description: "The identity providers this server signs people in with (their buttons show)."
      }
    },
    async () => ({ data: { providers: signIn.providers() } })
  );
  route(
    app2,
    e2.providerRedirect,
    {
      tags,
      config: { rateLimit: limit.loginPerIp, probe: "self" },
      schema: {
        description: "Starts a sign-in: 302 to the provider's authorisation page (code flow; state, nonce and PKCE verifier, where the provider takes them, kept in a signed, httpOnly cookie for 10 minutes). When the provider cannot be reached, 302 to the callback page with error=temporarily_unavailable."
      }
    },
    async (req, reply) => {
      const { provider } = req.params;
      try {
        const { url, attempt } = await signIn.start(provider);
        const value = Buffer.from(JSON.stringify({ ...attempt, at: Date.now() })).toString("base64url");
        reply.setCookie(cookieName(provider), value, {
          ...cookieOptions(provider),
          signed: true,
          maxAge: ATTEMPT_TTL_MS / 1e3
        });
        return reply.header("cache-control", "no-store").redirect(url.href, 302);
      } catch (err) {
        if (!(err instanceof OidcError)) throw err;
        req.log.warn({ err: err.message }, "identity provider unreachable");
        return reply.redirect(`${CALLBACK_PAGE[provider]}?error=temporarily_unavailable`, 302);
      }
    }
  );
  route(
    app2,
    e2.providerLogin,
    {
      tags,
      config: { rateLimit: limit.loginPerIp, probe: "self" },
      schema: {
        description: "Finishes a sign-in from the provider's authorisation response: access_token is the authorisation code, with state (and iss) as the provider sent them; the browser that started it brings its cookie. Answers the same session as POST auth/login, or { signup } for a person without an account."
      }
    },
    async (req, reply) => {
      const { provider } = req.params;
      const attempt = readAttempt(req, provider);
      forget(reply, provider);
      reply.header("cache-control", "no-store");
      return { data: await signIn.finish(provider, req.query, attempt, signInClient(req)) };
    }
  );
}

// src/modules/mail/mail.repository.ts
import { and as and5, desc as desc4, eq as eq5 } from "drizzle-orm";
var mailRepository = (db) => ({
  async record(m) {
    await db.insert(mailOutbox).values({
      to: m.to.toLowerCase(),
      subject: m.subject,
      text: m.text,
      html: m.html,
      attachments: (m.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType }))
    });
  },
  list(to, limit2 = 50) {
    return db.select().from(mailOutbox).where(to ? and5(eq5(mailOutbox.to, to)) : void 0).orderBy(desc4(mailOutbox.createdAt), desc4(mailOutbox.id)).limit(limit2);
  }
});

// src/modules/mail/dev-outbox.routes.ts
async function devRoutes(app2) {
  route(app2, areas_exports.site.devOutbox, { tags: ["dev"], config: { probe: "self" } }, async (req) => {
    const rows2 = await mailRepository(app2.db).list(req.query.to);
    return { data: rows2.map((r) => ({ ...r, created_at: r.createdAt.toISOString() })) };
  });
}

// src/modules/health/health.routes.ts
import { z as z5 } from "zod";

// src/modules/health/health.repository.ts
import { sql as sql8 } from "drizzle-orm";
var healthRepository = (db) => ({
  ping: () => db.execute(sql8`select 1`)
});

// src/modules/health/health.routes.ts
async function healthRoutes(app2) {
  const tags = ["health"];
  route(app2, areas_exports.site.health, { tags, config: { probe: "self" } }, async () => {
    await healthRepository(app2.db).ping();
    return { data: { status: "ok" } };
  });
  route(
    app2,
    areas_exports.site.ready,
    { tags, config: { probe: "self" }, schema: { response: { 503: z5.object({ message: z5.string() }) } } },
    async (_req, reply) => {
      if (app2.lifecycle.draining) return reply.code(503).send({ message: MSG.shuttingDown });
      await Promise.all([healthRepository(app2.db).ping(), app2.storage.check()]);
      return { data: { status: "ready" } };
    }
  );
}

// src/modules/uploads/uploads.service.ts
import { LRUCache } from "lru-cache";

// src/lib/uploads.ts
import pLimit from "p-limit";
var sharpModule;
var loadSharp = () => sharpModule ??= import("sharp").then((m) => m.default);
var MAX_INPUT_PIXELS = 4e7;
var decodeSlots = pLimit(2);
var OLE = [208, 207, 17, 224, 161, 177, 26, 225];
var ZIP = [80, 75, 3, 4];
var MAGIC = FILE_MAGIC;
var startsWith = startsWithBytes;
function assertFilePart(field2, data, maxBytes) {
  if (!(data instanceof Uint8Array)) throw invalid({ [field2]: MSG.required });
  if (data.byteLength > maxBytes) throw invalid({ [field2]: MSG.fileTooLarge });
}
async function processImage(field2, data, rules) {
  assertFilePart(field2, data, rules.maxBytes);
  const typeError = () => invalid({ [field2]: rules.typeMessage ?? MSG.imageType });
  const format = startsWith(data, MAGIC.jpeg) ? "jpeg" : startsWith(data, MAGIC.png) ? "png" : rules.gif && startsWith(data, MAGIC.gif) ? "gif" : null;
  if (!format) throw typeError();
  const animated = format === "gif";
  const sharp = await loadSharp();
  return decodeSlots(async () => {
    const meta = await sharp(data, { limitInputPixels: false, animated }).metadata().catch(() => null);
    if (!meta || meta.format !== format) throw typeError();
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw invalid({ [field2]: MSG.imageTooManyPixels });
    if (rules.minSide && Math.min(meta.width, meta.pageHeight ?? meta.height) < rules.minSide.px)
      throw invalid({ [field2]: rules.minSide.message });
    const pipeline = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated }).rotate().resize(rules.maxSide, rules.maxSide, { fit: "inside", withoutEnlargement: true });
    try {
      if (format === "gif") return { data: await pipeline.gif().toBuffer(), ext: "gif" };
      return format === "png" ? { data: await pipeline.png({ compressionLevel: 9 }).toBuffer(), ext: "png" } : { data: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), ext: "jpg" };
    } catch {
      throw typeError();
    }
  });
}
async function scaledImage(data, width) {
  if (startsWith(data, MAGIC.gif)) return data;
  const sharp = await loadSharp();
  return decodeSlots(
    () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).resize(Number(width), void 0, { withoutEnlargement: true }).webp({ quality: 80 }).toBuffer().catch(() => null)
  );
}
async function checkPdf(field2, data, maxBytes) {
  assertFilePart(field2, data, maxBytes);
  const { judgePdf } = await import("./pdf-check-V3XOG33K.js");
  const verdict = await judgePdf(data);
  if (verdict === "unreadable") throw invalid({ [field2]: MSG.pdfType });
  if (verdict === "encrypted") throw invalid({ [field2]: MSG.pdfEncrypted });
  if (verdict === "active") throw invalid({ [field2]: MSG.pdfActiveContent });
  return Buffer.from(data);
}
async function checkDocument(field2, data, maxBytes) {
  assertFilePart(field2, data, maxBytes);
  const buf = Buffer.from(data);
  if (buf.subarray(0, 5).toString("latin1") === "%PDF-")
    return { data: await checkPdf(field2, data, maxBytes), ext: "pdf" };
  const { docProblem, docxProblem } = await import("./office-check-ITGUZQW3.js");
  if (startsWith(data, ZIP) && docxProblem(data) === null) return { data: buf, ext: "docx" };
  if (startsWith(data, OLE) && docProblem(data) === null) return { data: buf, ext: "doc" };
  throw invalid({ [field2]: MSG.documentType });
}

// src/modules/uploads/uploads.service.ts
function createImageService(storage) {
  const scaled = new LRUCache({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (b) => b.length || 1
  });
  return {
    async read(name, width) {
      const key = `images/${name}`;
      const cacheKey = `${width}:${name}`;
      const kept = width && scaled.get(cacheKey);
      if (kept) return { data: kept, webp: true };
      const data = await storage.read(key);
      if (!data || !width || name.endsWith(".gif")) return data && { data, webp: false };
      const small = await scaledImage(data, width);
      if (!small) return { data, webp: false };
      scaled.set(cacheKey, small);
      return { data: small, webp: true };
    }
  };
}

// src/modules/uploads/uploads.routes.ts
var IMAGE_TYPES = { jpg: "image/jpeg", png: "image/png", gif: "image/gif" };
var DOCUMENT_TYPES = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
};
var extOf = (name) => name.slice(name.lastIndexOf(".") + 1);
async function uploadsRoutes(app2) {
  const images = createImageService(app2.storage);
  const extras = { tags: ["uploads"], config: {}, schema: { hide: true } };
  route(app2, areas_exports.uploads.image, extras, async (req, reply) => {
    const image = await images.read(req.params.name, req.query.w);
    if (!image) throw notFound();
    return reply.header(
      "content-type",
      image.webp ? "image/webp" : IMAGE_TYPES[extOf(req.params.name)]
    ).header("x-content-type-options", "nosniff").header("cache-control", "public, max-age=31536000, immutable").header("content-disposition", "inline").send(image.data);
  });
  route(app2, areas_exports.uploads.document, extras, async (req, reply) => {
    const data = await app2.storage.read(`documents/${req.params.name}`);
    if (!data) throw notFound();
    return reply.header("content-type", DOCUMENT_TYPES[extOf(req.params.name)]).header("x-content-type-options", "nosniff").header("cache-control", "public, max-age=31536000, immutable").header("content-disposition", `attachment; filename="document.${extOf(req.params.name)}"`).header("content-security-policy", "default-src 'none'; sandbox").send(data);
  });
}

// src/modules/files/files.repository.ts
import { and as and6, eq as eq6, inArray as inArray3, sql as sql9 } from "drizzle-orm";
var QUOTA_LOCK = 1801807873;
var filesRepository = (db) => ({
  /** The bytes a person has stored. */
  async usedBytes(ownerId) {
    const [row] = await db.select({ n: sql9`coalesce(sum(${storedFiles.size}), 0)::bigint` }).from(storedFiles).where(eq6(storedFiles.ownerId, ownerId));
    return Number(row?.n ?? 0);
  },
  /** Holds the owner's quota until the transaction ends: two uploads of one person take turns. */
  async lockOwner(ownerId) {
    await db.execute(sql9`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${ownerId})`);
  },
  /** The sizes of these keys that are the owner's (to take off what a replaced file held). */
  async sizesOf(ownerId, keys) {
    if (!keys.length) return 0;
    const [row] = await db.select({ n: sql9`coalesce(sum(${storedFiles.size}), 0)::bigint` }).from(storedFiles).where(and6(eq6(storedFiles.ownerId, ownerId), inArray3(storedFiles.key, keys)));
    return Number(row?.n ?? 0);
  },
  /** Every key the owner has stored (of these uses, when given). */
  async keysOf(ownerId, uses) {
    const rows2 = await db.select({ key: storedFiles.key }).from(storedFiles).where(and6(eq6(storedFiles.ownerId, ownerId), uses ? inArray3(storedFiles.use, [...uses]) : void 0));
    return rows2.map((r) => r.key);
  },
  async insert(rows2) {
    if (rows2.length) await db.insert(storedFiles).values(rows2);
  },
  /** Forgets the owner's files among `keys` (of these uses); answers the keys it forgot. */
  async remove(ownerId, keys, uses) {
    if (!keys.length) return [];
    const rows2 = await db.delete(storedFiles).where(
      and6(
        eq6(storedFiles.ownerId, ownerId),
        inArray3(storedFiles.key, keys),
        uses ? inArray3(storedFiles.use, [...uses]) : void 0
      )
    ).returning({ key: storedFiles.key });
    return rows2.map((r) => r.key);
  }
});

// src/modules/files/files.service.ts
var keyOf = (ref) => ref ? ref.replace(/^\/uploads\//, "") : null;
var keysOf = (refs) => [
  ...new Set(refs.map(keyOf).filter((k) => k !== null))
];
var filesService = (ctx) => {
  const repo = filesRepository(ctx.db);
  return {
    usedBytes: (ownerId) => repo.usedBytes(ownerId),
    /**
     * The cheap refusal before any decoding: `incoming` bytes (what was sent), less what the files
     * it replaces hold, must fit in what is left of the owner's quota.
     */
    async assertRoom(ownerId, field2, incoming, replacing = []) {
      const [used, freed] = await Promise.all([
        repo.usedBytes(ownerId),
        repo.sizesOf(ownerId, keysOf(replacing))
      ]);
      if (used - freed + incoming > UPLOAD_QUOTA_BYTES) throw invalid({ [field2]: MSG.uploadQuotaReached });
    },
    /**
     * Stores the bytes under a new server-made name and records them, the quota checked again under
     * the owner's lock (two uploads at once cannot both take the last megabytes). Answers the key.
     */
    async store(ownerId, use, field2, area, ext, data, replacing = []) {
      const key = await ctx.storage.put(area, ext, data);
      try {
        await ctx.db.transaction(async (tx) => {
          const files = filesRepository(tx);
          await files.lockOwner(ownerId);
          const [used, freed] = await Promise.all([
            files.usedBytes(ownerId),
            files.sizesOf(ownerId, keysOf(replacing))
          ]);
          if (used - freed + data.byteLength > UPLOAD_QUOTA_BYTES)
            throw invalid({ [field2]: MSG.uploadQuotaReached });
          await files.insert([{ key, ownerId, size: data.byteLength, use }]);
        });
      } catch (err) {
        await ctx.storage.remove(key);
        throw err;
      }
      return key;
    },
    /** Records files stored before their owner existed (a registration, inside its transaction). */
    async record(tx, ownerId, files) {
      await filesRepository(tx).insert(files.map((f2) => ({ ...f2, ownerId })));
    },
    /**
     * Removes the owner's recorded files among `refs` (keys or their URLs; of these uses only, when
     * given) from the records and from storage. Anyone else's files, and files with no record, stay.
     */
    async release(ownerId, refs, uses) {
      const keys = await repo.remove(ownerId, keysOf(refs), uses);
      await Promise.all(
        keys.map(
          (key) => ctx.storage.remove(key).catch((err) => ctx.log.warn({ err, key }, "stored file not removed"))
        )
      );
      return keys;
    },
    /** Removes every file the owner stored (of these uses, when given): an erasure (issue 31). */
    async releaseAll(ownerId, uses) {
      const keys = await repo.keysOf(ownerId, uses);
      await Promise.all(keys.map((key) => ctx.storage.remove(key)));
      return repo.remove(ownerId, keys, uses);
    }
  };
};

// src/modules/survey/survey-values.ts
var IDEA_COLUMNS = {
  business_idea: "businessIdea",
  what_need_does_it_meet: "whatNeedDoesItMeet",
  who_will_be_your_customers: "whoWillBeYourCustomers",
  usp: "usp",
  competitors: "competitors",
  what_will_you_charge: "whatWillYouCharge",
  advertise: "advertise",
  where_will_you_sell: "whereWillYouSell"
};
var ideaColumns = (b) => Object.fromEntries(
  Object.entries(IDEA_COLUMNS).map(([field2, column]) => [
    column,
    b[field2] ?? null
  ])
);
var memberSurveyColumns = (b) => ({
  serviceId: b.service_id ?? null,
  courseName: b.course_name ?? null,
  courseFrom: b.course_from ?? null,
  courseTo: b.course_to ?? null,
  loanAmount: b.loan_amount === void 0 ? null : Math.round(b.loan_amount),
  businessStatus: b.business_status ?? null,
  businessType: b.business_type ?? null,
  referredText: b.referred_text ?? null,
  businessStartDate: b.business_start_date ?? null,
  businessDescription: b.business_description ?? null,
  companyNumber: b.company_number ?? null,
  businessTwitter: b.business_twitter ?? null,
  businessFacebook: b.business_facebook ?? null,
  businessInstagram: b.business_instagram ?? null,
  businessLinkedin: b.business_linkedin ?? null
});

// src/modules/survey/survey.repository.ts
import { and as and7, asc as asc3, eq as eq7, inArray as inArray4 } from "drizzle-orm";

// src/modules/articles/articles.read-model.ts
var articleCategoriesView = viewOf(articleCategories, allColumns(articleCategories));

// src/modules/survey/survey.repository.ts
var byId = (rows2) => rows2.sort((a, b) => a.id - b.id);
var idTables = {
  serviceConnections,
  serviceTypes,
  services,
  businessSectors,
  businessSpecializations,
  skills,
  assessQuestions
};
var surveyRepository = (db) => ({
  /** How many of `ids` exist in a reference table. */
  async countIds(table, ids) {
    if (!ids.length) return 0;
    const t = idTables[table];
    const rows2 = await db.select({ id: t.id }).from(t).where(inArray4(t.id, ids));
    return rows2.length;
  },
  async discoverTypeFits(id, role) {
    const [row] = await db.select({ id: discoverTypes.id }).from(discoverTypes).where(and7(eq7(discoverTypes.id, id), eq7(discoverTypes.role, role)));
    return !!row;
  },
  async all() {
    const [sc, st, sv, dt, bs, bst, spec, cats, sk, ac, groups, questions] = await Promise.all([
      db.select().from(serviceConnections),
      db.select().from(serviceTypes),
      db.select().from(services),
      db.select().from(discoverTypes),
      db.select().from(businessSectors),
      db.select().from(businessStatuses),
      db.select().from(businessSpecializations),
      db.select().from(skillCategories),
      db.select().from(skills),
      db.select().from(articleCategoriesView),
      db.select().from(assessGroups),
      db.select().from(assessQuestions).orderBy(asc3(assessQuestions.groupId), asc3(assessQuestions.position))
    ]);
    return {
      serviceConnections: byId(sc),
      serviceTypes: byId(st),
      services: byId(sv),
      discoverTypes: byId(dt),
      businessSectors: byId(bs),
      businessStatuses: byId(bst),
      businessSpecializations: byId(spec),
      skillCategories: byId(cats),
      skills: byId(sk),
      articleCategories: byId(ac),
      assessGroups: byId(groups),
      assessQuestions: questions
    };
  }
});

// src/modules/survey/survey-details.repository.ts
import { eq as eq8 } from "drizzle-orm";
var surveyDetailsRepository = (db) => ({
  /** The survey row with the names of the options it points at. */
  async surveyDetails(userId) {
    const [row] = await db.select({
      survey: surveys,
      connection: { id: serviceConnections.id, name: serviceConnections.name },
      type: { id: serviceTypes.id, name: serviceTypes.name },
      discover: { id: discoverTypes.id, name: discoverTypes.name },
      service: { id: services.id, name: services.name }
    }).from(surveys).leftJoin(serviceConnections, eq8(serviceConnections.id, surveys.serviceConnectionId)).leftJoin(serviceTypes, eq8(serviceTypes.id, surveys.serviceTypeId)).leftJoin(discoverTypes, eq8(discoverTypes.id, surveys.discoverTypeId)).leftJoin(services, eq8(services.id, surveys.serviceId)).where(eq8(surveys.userId, userId));
    return row ?? null;
  },
  /** Writes the person's survey row (made at sign-up, changed from the profile): one statement. */
  async saveSurvey(userId, values) {
    await db.insert(surveys).values({ userId, ...values }).onConflictDoUpdate({ target: surveys.userId, set: { ...values, updatedAt: /* @__PURE__ */ new Date() } });
  }
});

// src/modules/survey/survey.service.ts
var option = ({ id, name }) => ({ id, name });
var referenceData = /* @__PURE__ */ new WeakMap();
function readReference(db) {
  let found = referenceData.get(db);
  if (!found) {
    found = surveyRepository(db).all();
    referenceData.set(db, found);
    found.catch(() => referenceData.delete(db));
  }
  return found;
}
var surveyService = (db) => ({
  /** A person's survey row with its options' names (the profile's Survey details). */
  details: (userId) => surveyDetailsRepository(db).surveyDetails(userId),
  /** Writes a person's survey row: sign-up and the profile's Survey details (give a transaction). */
  saveDetails: (userId, values) => surveyDetailsRepository(db).saveSurvey(userId, values),
  /** Whether a skill or a business specialism exists (reference data: no statement). */
  async hasSkill(id) {
    return (await readReference(db)).skills.some((s) => s.id === id);
  },
  async hasSpecialization(id) {
    return (await readReference(db)).businessSpecializations.some((s) => s.id === id);
  },
  /** A business sector's name (reference data: no statement). */
  async sectorName(id) {
    if (!id) return null;
    return (await readReference(db)).businessSectors.find((s) => s.id === id)?.name ?? null;
  },
  /**
   * The fields whose reference ids do not all exist (and a discover type of the other role), each
   * with the spec's 'unknown option' message; empty when every id is known.
   */
  async unknownReferences(checks, discover) {
    const repo = surveyRepository(db);
    const errors = {};
    for (const [field2, table, given] of checks) {
      const ids = [...new Set([given].flat().filter((x) => x !== void 0))];
      if (ids.length && await repo.countIds(table, ids) !== ids.length) errors[field2] = MSG.unknownOption;
    }
    if (discover?.id !== void 0 && !await repo.discoverTypeFits(discover.id, discover.role))
      errors.discover_type_id = MSG.unknownOption;
    return errors;
  },
  /** GET survey/options: the reference data every form needs, in one shape. */
  async options() {
    const r = await readReference(db);
    const groups = new Map(
      r.assessGroups.map((g) => [g.id, { id: g.id, name: g.name, complete_text: g.completeText }])
    );
    return {
      service_connections: r.serviceConnections.map(option),
      service_types: r.serviceTypes.map(option),
      services: r.services.map(option),
      discover_types: {
        mentor: r.discoverTypes.filter((d) => d.role === "mentor").map(option),
        mentee: r.discoverTypes.filter((d) => d.role === "mentee").map(option)
      },
      business_sectors: r.businessSectors.map(option),
      business_statuses: r.businessStatuses.map((s) => s.name),
      business_specializations: r.businessSpecializations.map(option),
      skill_categories: r.skillCategories.map((c) => ({
        ...option(c),
        skills: r.skills.filter((s) => s.categoryId === c.id).map(option)
      })),
      article_categories: r.articleCategories.filter((c) => c.parentId === null).map((c) => ({
        ...option(c),
        sub_categories: r.articleCategories.filter((s) => s.parentId === c.id).map(option)
      })),
      assess: r.assessQuestions.map((q2) => ({
        id: q2.id,
        question: q2.question,
        options: [
          { key: "a", value: 1, text: q2.optionA },
          { key: "b", value: 2, text: q2.optionB },
          { key: "c", value: 3, text: q2.optionC }
        ],
        group: groups.get(q2.groupId)
      }))
    };
  },
  async mentorOptions() {
    const o = await this.options();
    return {
      service_connections: o.service_connections,
      service_types: o.service_types,
      business_specializations: o.business_specializations,
      skill_categories: o.skill_categories,
      discover_types: o.discover_types.mentor
    };
  },
  async menteeOptions() {
    const o = await this.options();
    return {
      service_connections: o.service_connections,
      service_types: o.service_types,
      services: o.services,
      business_sectors: o.business_sectors,
      business_statuses: o.business_statuses,
      assess: o.assess,
      discover_types: o.discover_types.mentee
    };
  }
});

// src/policies/profiles.ts
var hasPublicProfile = (person2) => isProgrammePerson(person2);
var canSeeProfile = (_viewer, person2) => person2.status === "active" && !person2.apart;
var canReadMemberSurvey = (viewer, member) => !!viewer && (viewer.id === member.id || viewer.type === "admin" || viewer.type === "mentor" && member.connected);
var canEditSurvey = (member) => member.answered < ASSESS_QUESTION_COUNT || member.changeRequest === "approved";

// src/policies/chat.ts
var canChatWith = (_viewer, other) => other.status === "active" && hasPublicProfile(other);
var canStartChatWith = (other) => other.type !== "mentor" || other.acceptChats;

// src/modules/chat/chat.repository.ts
import { and as and8, asc as asc4, count as count4, desc as desc5, eq as eq9, gt as gt2, inArray as inArray5, isNull as isNull2, ne as ne2, or as or2, sql as sql10 } from "drizzle-orm";
var messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  senderId: chatMessages.senderId,
  body: chatMessages.body,
  clientId: chatMessages.clientId,
  createdAt: chatMessages.createdAt,
  hiddenAt: chatMessages.hiddenAt
};
var unreadFor = (userIdColumn, markColumn) => and8(
  gt2(chatMessages.id, markColumn),
  or2(isNull2(chatMessages.senderId), ne2(chatMessages.senderId, userIdColumn))
);
async function markRead(db, conversationId, userId, upTo) {
  const newest = upTo ?? sql10`(select coalesce(max(id), 0) from chat_messages where conversation_id = ${conversationId})`;
  await db.update(conversationMembers).set({ lastReadMessageId: sql10`greatest(${conversationMembers.lastReadMessageId}, ${newest})` }).where(
    and8(eq9(conversationMembers.conversationId, conversationId), eq9(conversationMembers.userId, userId))
  );
}
var chatRepository = (db) => ({
  /** Creates the conversation (and its members) unless its pair key exists; answers its id either way. */
  async ensureConversation(kind, pairKey, memberIds) {
    const [made] = await db.insert(conversations).values({ kind, pairKey }).onConflictDoNothing({ target: conversations.pairKey }).returning({ id: conversations.id });
    const id = made?.id ?? (await db.select({ id: conversations.id }).from(conversations).where(eq9(conversations.pairKey, pairKey)))[0].id;
    if (made)
      await db.insert(conversationMembers).values(memberIds.map((userId) => ({ conversationId: id, userId }))).onConflictDoNothing();
    return { id, created: !!made };
  },
  async membership(conversationId, userId) {
    const [row] = await db.select({ conversationId: conversationMembers.conversationId, kind: conversations.kind }).from(conversationMembers).innerJoin(conversations, eq9(conversations.id, conversationMembers.conversationId)).where(
      and8(eq9(conversationMembers.conversationId, conversationId), eq9(conversationMembers.userId, userId))
    );
    return row ?? null;
  },
  /**
   * Whether a block stands between the person and the other member of a conversation (issue 33):
   * the conversation is then read-only history.
   */
  async blockedIn(conversationId, userId) {
    const [row] = await db.select({ blocked: sql10`${blockedBetweenSql(userId, conversationMembers.userId)}` }).from(conversationMembers).where(
      and8(eq9(conversationMembers.conversationId, conversationId), ne2(conversationMembers.userId, userId))
    );
    return !!row?.blocked;
  },
  /** The person's conversations whose other member is not apart from them by a block (live rooms). */
  openConversationIdsOf: async (userId) => (await db.select({ id: conversationMembers.conversationId }).from(conversationMembers).where(
    and8(
      eq9(conversationMembers.userId, userId),
      sql10`not exists (select 1 from conversation_members om where om.conversation_id = ${conversationMembers.conversationId}
              and om.user_id <> ${userId} and ${blockedBetweenSql(userId, sql10`om.user_id`)})`
    )
  )).map((r) => r.id),
  /** One message with its conversation's kind (a report's target). */
  async messageById(id) {
    const [row] = await db.select({ ...messageColumns, kind: conversations.kind }).from(chatMessages).innerJoin(conversations, eq9(conversations.id, chatMessages.conversationId)).where(eq9(chatMessages.id, id));
    return row ?? null;
  },
  /** Hides a message from its readers (a moderator's decision; issue 33). */
  async hideMessage(id) {
    await db.update(chatMessages).set({ hiddenAt: sql10`coalesce(${chatMessages.hiddenAt}, now())` }).where(eq9(chatMessages.id, id));
  },
  conversationIdsOf: async (userId) => (await db.select({ id: conversationMembers.conversationId }).from(conversationMembers).where(eq9(conversationMembers.userId, userId))).map((r) => r.id),
  /**
   * The person's conversations (or one of them), newest activity first, with the other member, the
   * newest message and the person's unread count: one statement for the whole list (issue 27).
   */
  summaries(userId, conversationId) {
    const other = sql10`(select om.user_id from conversation_members om
      where om.conversation_id = ${conversations.id} and om.user_id <> ${userId} limit 1)`;
    const last = db.select({
      id: sql10`${chatMessages.id}`.as("last_id"),
      senderId: sql10`${chatMessages.senderId}`.as("last_sender_id"),
      body: sql10`${chatMessages.body}`.as("last_body"),
      clientId: sql10`${chatMessages.clientId}`.as("last_client_id"),
      createdAt: sql10`${chatMessages.createdAt}`.as("last_created_at"),
      hidden: sql10`${chatMessages.hiddenAt} is not null`.as("last_hidden")
    }).from(chatMessages).where(eq9(chatMessages.conversationId, conversations.id)).orderBy(desc5(chatMessages.id)).limit(1).as("last");
    return db.select({
      id: conversations.id,
      kind: conversations.kind,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      lastRead: conversationMembers.lastReadMessageId,
      otherId: people.id,
      otherType: people.type,
      otherStatus: people.status,
      otherFirstName: people.firstName,
      otherLastName: people.lastName,
      otherAvatar: people.avatar,
      last: {
        id: last.id,
        senderId: last.senderId,
        body: last.body,
        clientId: last.clientId,
        createdAt: sql10`${last.createdAt}`,
        hidden: last.hidden
      },
      blocked: sql10`${blockedBetweenSql(userId, people.id)}`,
      unread: sql10`(select count(*)::int from chat_messages m
          where m.conversation_id = ${conversations.id} and m.id > ${conversationMembers.lastReadMessageId}
            and (m.sender_id is null or m.sender_id <> ${conversationMembers.userId}))`
    }).from(conversationMembers).innerJoin(conversations, eq9(conversations.id, conversationMembers.conversationId)).leftJoin(people, eq9(people.id, other)).leftJoinLateral(last, sql10`true`).where(
      and8(
        eq9(conversationMembers.userId, userId),
        conversationId === void 0 ? void 0 : eq9(conversations.id, conversationId)
      )
    ).orderBy(
      desc5(sql10`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      desc5(conversations.id)
    );
  },
  /** Unread messages per conversation for this person. */
  async unreadCounts(userId, conversationIds) {
    const rows2 = await db.select({ id: conversationMembers.conversationId, n: count4() }).from(conversationMembers).innerJoin(
      chatMessages,
      and8(
        eq9(chatMessages.conversationId, conversationMembers.conversationId),
        unreadFor(conversationMembers.userId, conversationMembers.lastReadMessageId)
      )
    ).where(
      and8(
        eq9(conversationMembers.userId, userId),
        conversationIds ? inArray5(conversationMembers.conversationId, conversationIds) : void 0
      )
    ).groupBy(conversationMembers.conversationId);
    return new Map(rows2.map((r) => [r.id, r.n]));
  },
  /** One page: skip the `offset` newest, take `limit`; oldest first within the page. */
  async page(conversationId, limit2, offset) {
    const rows2 = await db.select(messageColumns).from(chatMessages).where(eq9(chatMessages.conversationId, conversationId)).orderBy(desc5(chatMessages.id)).limit(limit2).offset(offset);
    const [total] = await db.select({ n: count4() }).from(chatMessages).where(eq9(chatMessages.conversationId, conversationId));
    return { messages: rows2.reverse(), total: total?.n ?? 0 };
  },
  /** Stores a message once per sender and client id; answers the stored row and whether it is new. */
  async insertMessage(values) {
    const [row] = await db.insert(chatMessages).values({ ...values, clientId: values.clientId ?? null }).onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] }).returning(messageColumns);
    if (row) {
      await db.update(conversations).set({ lastMessageAt: row.createdAt }).where(eq9(conversations.id, row.conversationId));
      if (row.senderId !== null) await markRead(db, row.conversationId, row.senderId, row.id);
      return { message: row, created: true };
    }
    const [existing] = await db.select(messageColumns).from(chatMessages).where(and8(eq9(chatMessages.senderId, values.senderId), eq9(chatMessages.clientId, values.clientId)));
    return { message: existing, created: false };
  },
  markRead: (conversationId, userId, upTo) => markRead(db, conversationId, userId, upTo),
  /** Full-text search (English, GIN index) in the person's conversations; newest first. */
  search(userId, query, conversationId, limit2) {
    return db.select(messageColumns).from(chatMessages).innerJoin(
      conversationMembers,
      and8(
        eq9(conversationMembers.conversationId, chatMessages.conversationId),
        eq9(conversationMembers.userId, userId)
      )
    ).where(
      and8(
        sql10`${chatMessages.search} @@ websearch_to_tsquery('english', ${query})`,
        isNull2(chatMessages.hiddenAt),
        conversationId === void 0 ? void 0 : eq9(chatMessages.conversationId, conversationId)
      )
    ).orderBy(desc5(chatMessages.id)).limit(limit2);
  },
  /** Messages with ids from `low` to `high` in the person's conversations, oldest first. */
  between(userId, low, high, limit2) {
    return db.select(messageColumns).from(chatMessages).innerJoin(
      conversationMembers,
      and8(
        eq9(conversationMembers.conversationId, chatMessages.conversationId),
        eq9(conversationMembers.userId, userId)
      )
    ).where(sql10`${chatMessages.id} between ${low} and ${high}`).orderBy(asc4(chatMessages.id)).limit(limit2);
  },
  /**
   * Claims the members to mail about unread messages (decision 0017): chat notifications on, a
   * person's message (not the chat bot's, not theirs) unread for at least `quietSeconds` and newer than their last such mail. One
   * conditional UPDATE, so of several processes sweeping at once exactly one claims each row; at
   * most `limit` rows, skipping those another sweep holds, so a sweep's transaction holds few row
   * locks for a short time (a reader marking a conversation read waits on them; issue 27).
   */
  async claimUnreadMail(quietSeconds, limit2) {
    const rows2 = await db.update(conversationMembers).set({ mailedAt: sql10`now()` }).where(
      sql10`(${conversationMembers.conversationId}, ${conversationMembers.userId}) in (
          select cm.conversation_id, cm.user_id from conversation_members cm
          where exists (select 1 from ${peopleAs("u")} where u.id = cm.user_id and u.chat_notifications and u.status = 'active')
            and exists (select 1 from chat_messages m
                where m.conversation_id = cm.conversation_id
                  and m.id > cm.last_read_message_id
                  and m.sender_id is not null and m.sender_id <> cm.user_id
                  and m.created_at <= now() - make_interval(secs => ${quietSeconds})
                  and (cm.mailed_at is null or m.created_at > cm.mailed_at))
          limit ${limit2} for update skip locked)`
    ).returning({ conversationId: conversationMembers.conversationId, userId: conversationMembers.userId });
    return rows2;
  }
});

// src/modules/chat/first-replies.repository.ts
import { sql as sql11 } from "drizzle-orm";
async function firstReplyHours(db, userIds, windowDays) {
  if (!userIds.length) return /* @__PURE__ */ new Map();
  const ids = sql11.join(
    userIds.map((id) => sql11`${id}`),
    sql11`, `
  );
  const result = await db.execute(sql11`
    select cm.user_id as "userId",
           string_agg((extract(epoch from reply.created_at - first_in.created_at) / 3600)::text, ',') as hours
    from conversation_members cm
    join conversations c on c.id = cm.conversation_id and c.kind = 'direct'
    cross join lateral (
      select m.id, m.sender_id, m.created_at from chat_messages m
      where m.conversation_id = cm.conversation_id order by m.id limit 1) first_in
    cross join lateral (
      select m.created_at from chat_messages m
      where m.conversation_id = cm.conversation_id and m.sender_id = cm.user_id and m.id > first_in.id
      order by m.id limit 1) reply
    where cm.user_id in (${ids})
      and first_in.sender_id is distinct from cm.user_id
      and first_in.created_at > now() - make_interval(days => ${windowDays})
    group by cm.user_id`);
  const rows2 = result.rows;
  return new Map(rows2.map((r) => [Number(r.userId), r.hours ? r.hours.split(",").map(Number) : []]));
}

// src/modules/chat/chat.service.ts
var UNREAD_MAIL_QUIET_SECONDS = 15 * 60;
var SEARCH_LIMIT = 100;
var SWEEP_BATCH = 50;
var BETWEEN_LIMIT = 500;
var toMessage = (m) => ({
  id: m.id,
  conversation_id: m.conversationId,
  // A message a moderator hid is never served to readers again (issue 33).
  body: m.hiddenAt ? REMOVED_BY_MODERATOR : m.body,
  member_id: m.senderId ?? CHAT_BOT_ID,
  created_at: m.createdAt.toISOString(),
  client_id: m.clientId,
  ...m.hiddenAt && { removed: true }
});
var nameOf = (s) => s.kind === "welcome" ? CHAT_BOT_NAME : s.otherFirstName !== null && s.otherLastName !== null ? fullName({ firstName: s.otherFirstName, lastName: s.otherLastName }) : "Deleted user";
var chatService = (ctx) => {
  const repo = chatRepository(ctx.db);
  const people2 = usersRepository(ctx.db);
  const notifications = notificationsService(ctx);
  async function conversationsOf(userId, only, r = repo) {
    const rows2 = await r.summaries(userId, only);
    return rows2.map((s) => {
      const lastMessage = s.last?.id != null ? {
        id: s.last.id,
        conversationId: s.id,
        senderId: s.last.senderId,
        body: s.last.body,
        clientId: s.last.clientId,
        createdAt: new Date(s.last.createdAt),
        hiddenAt: s.last.hidden ? /* @__PURE__ */ new Date(0) : null
      } : null;
      return {
        id: s.id,
        name: nameOf(s),
        avatar: s.kind === "welcome" ? null : s.otherAvatar,
        last_updated: (s.lastMessageAt ?? s.createdAt).toISOString(),
        last_message: lastMessage ? toMessage(lastMessage) : null,
        unread_messages_count: Number(s.unread),
        blocked: Boolean(s.blocked),
        member: s.kind === "welcome" ? { id: CHAT_BOT_ID, type: "chat_bot", is_deleted: false } : {
          id: s.otherId ?? 0,
          type: s.otherType ?? "mentee",
          is_deleted: s.otherId === null || s.otherStatus !== "active"
        }
      };
    });
  }
  async function mine(user2, conversationId) {
    const member = await repo.membership(conversationId, user2.id);
    if (!member) throw notFound();
    return member;
  }
  async function one(userId, conversationId) {
    const [found] = await conversationsOf(userId, conversationId);
    if (!found) throw notFound();
    return found;
  }
  return {
    list: (user2) => conversationsOf(user2.id),
    /** Opens the conversation with a person: the existing one, or a new one if they take chats. */
    async open(user2, memberId) {
      if (memberId === user2.id) throw invalid({ member_id: MSG.chatWithSelf });
      const other = await people2.findById(memberId);
      if (!other || !canChatWith(user2, other)) throw invalid({ member_id: MSG.chatMemberInvalid });
      if (await blocksRepository(ctx.db).areApart(user2.id, memberId))
        throw invalid({ member_id: MSG.chatBlocked }, MSG.chatBlocked);
      const [low, high] = [user2.id, memberId].sort((a, b) => a - b);
      const pairKey = `direct:${low}:${high}`;
      if (!canStartChatWith(other)) {
        const found = (await conversationsOf(user2.id)).find((c) => c.member.id === memberId);
        if (!found) throw invalid({ member_id: MSG.chatNotAccepted }, MSG.chatNotAccepted);
        return found;
      }
      const { id, created } = await repo.ensureConversation("direct", pairKey, [user2.id, memberId]);
      if (created) ctx.liveChat.conversationCreated(id, [user2.id, memberId]);
      return one(user2.id, id);
    },
    /**
     * A page of messages (decision 0017): skip the `offset` newest, take `limit`, oldest first within
     * the page. Reading the newest page (offset 0) marks the conversation read for this person.
     */
    async page(user2, conversationId, limit2, offset) {
      await mine(user2, conversationId);
      const page = await repo.page(conversationId, limit2, offset);
      if (offset === 0) await repo.markRead(conversationId, user2.id, page.messages.at(-1)?.id ?? 0);
      const conversation = await one(user2.id, conversationId);
      return {
        data: { ...conversation, messages: page.messages.map(toMessage) },
        meta: { total: page.total, limit: limit2, offset }
      };
    },
    /** Sends a message; a repeated `client_id` answers the stored one and pushes nothing again. */
    async send(user2, conversationId, body, clientId) {
      const member = await mine(user2, conversationId);
      if (member.kind === "welcome") throw invalid({ body: MSG.chatBotNoReplies }, MSG.chatBotNoReplies);
      if (await repo.blockedIn(conversationId, user2.id))
        throw invalid({ body: MSG.chatBlocked }, MSG.chatBlocked);
      const { message, created } = await ctx.db.transaction(
        (tx) => chatRepository(tx).insertMessage({ conversationId, senderId: user2.id, body, clientId })
      );
      if (message.conversationId !== conversationId) throw invalid({ client_id: MSG.chatClientIdInvalid });
      const out = toMessage(message);
      if (created) ctx.liveChat.message(conversationId, out);
      return out;
    },
    async search(user2, query, conversationId) {
      if (conversationId !== void 0) await mine(user2, conversationId);
      const [found, conversations2] = await Promise.all([
        repo.search(user2.id, query, conversationId, SEARCH_LIMIT),
        conversationsOf(user2.id)
      ]);
      const names = new Map(conversations2.map((c) => [c.id, c.name]));
      return found.map((m) => ({
        ...toMessage(m),
        conversation: { id: m.conversationId, name: names.get(m.conversationId) ?? "" }
      }));
    },
    /** The messages from one id to the other (either order), of conversations the person is in. */
    async between(user2, fromId, toId) {
      const [low, high] = fromId <= toId ? [fromId, toId] : [toId, fromId];
      return (await repo.between(user2.id, low, high, BETWEEN_LIMIT)).map(toMessage);
    },
    /** The platform's welcome conversation for a new account, written by the chat bot. */
    async welcome(userId, firstName, db = ctx.db) {
      const rows2 = chatRepository(db);
      const { id, created } = await rows2.ensureConversation("welcome", `welcome:${userId}`, [userId]);
      if (created)
        await rows2.insertMessage({ conversationId: id, senderId: null, body: chatWelcomeText(firstName) });
      return id;
    },
    /** How many messages wait unread for a person, in all their conversations (the weekly digest). */
    async unreadTotal(userId) {
      const counts = await repo.unreadCounts(userId, await repo.conversationIdsOf(userId));
      return [...counts.values()].reduce((a, b) => a + b, 0);
    },
    /** Hours each person took to reply first in conversations others started (issue 33). */
    firstReplyHours: (userIds, windowDays) => firstReplyHours(ctx.db, userIds, windowDays),
    /** Conversation ids a person's sockets join; whether a person is in one (the realtime plugin). */
    // A conversation across a block is no live room: no messages, no presence (issue 33).
    roomsOf: (userId) => repo.openConversationIdsOf(userId),
    isMember: async (userId, conversationId) => !!await repo.membership(conversationId, userId) && !await repo.blockedIn(conversationId, userId),
    /**
     * A message as its reader may see it, with the conversation's kind and its sender (a report's
     * target, issue 33); null when the person is not in its conversation or it does not exist.
     */
    async messageFor(userId, messageId) {
      const m = await repo.messageById(messageId);
      if (!m || !await repo.membership(m.conversationId, userId)) return null;
      return m;
    },
    /** Hides a message from its readers (a moderator's decision after a report; issue 33). */
    hideMessage: (messageId, db = ctx.db) => chatRepository(db).hideMessage(messageId),
    /** The pair's direct conversation, if any (a block makes it read-only; its sockets leave the room). */
    async directBetween(a, b) {
      const found = (await conversationsOf(a)).find((c) => c.member.id === b && c.member.type !== "chat_bot");
      return found?.id ?? null;
    },
    /**
     * Queues a mail to each person with a message unread for the quiet period, once per
     * conversation per quiet period (decision 0017), batched: one mail however many messages.
     * Claiming the rows and queueing the mails is one transaction, so several processes may sweep
     * at once and a mail is queued exactly when its claim commits. Answers how many were queued.
     */
    async sweepUnreadMail(quietSeconds = UNREAD_MAIL_QUIET_SECONDS) {
      let queued = 0;
      for (; ; ) {
        const batch = await ctx.db.transaction(async (tx) => {
          const rows2 = chatRepository(tx);
          const claimed = await rows2.claimUnreadMail(quietSeconds, SWEEP_BATCH);
          const readers = usersRepository(tx);
          let sent = 0;
          for (const { conversationId, userId } of claimed) {
            const [reader, conversation] = await Promise.all([
              readers.findById(userId),
              conversationsOf(userId, conversationId, rows2)
            ]);
            const c = conversation[0];
            if (!reader || !c) continue;
            const content = chatUnread(
              reader.firstName,
              c.name,
              c.unread_messages_count,
              `${ctx.config.appUrl}/chat/${conversationId}`
            );
            if (await notifications.notify(tx, reader, "chat", content)) sent++;
          }
          return { claimed: claimed.length, sent };
        });
        queued += batch.sent;
        if (batch.claimed < SWEEP_BATCH) return queued;
      }
    }
  };
};

// src/modules/audit/audit.repository.ts
import { count as count5, desc as desc6, eq as eq10 } from "drizzle-orm";
var auditRepository = (db) => ({
  async insert(r) {
    await db.insert(staffAuditLog).values({ ...r, details: r.details ?? {} });
  },
  async page(action, limit2, offset) {
    const where = action ? eq10(staffAuditLog.action, action) : void 0;
    const [rows2, [total]] = await Promise.all([
      db.select({
        entry: staffAuditLog,
        actorFirstName: people.firstName,
        actorLastName: people.lastName
      }).from(staffAuditLog).innerJoin(people, eq10(people.id, staffAuditLog.actorId)).where(where).orderBy(desc6(staffAuditLog.createdAt), desc6(staffAuditLog.id)).limit(limit2).offset(offset),
      db.select({ n: count5() }).from(staffAuditLog).where(where)
    ]);
    return { rows: rows2, total: total?.n ?? 0 };
  }
});

// src/modules/audit/audit.service.ts
var auditService = (ctx) => ({
  record: (entry, db = ctx.db) => auditRepository(db).insert(entry),
  async page(action, limit2, offset) {
    const known = AUDIT_ACTIONS.find((a) => a === action);
    const { rows: rows2, total } = await auditRepository(ctx.db).page(known, limit2, offset);
    const data = rows2.map(({ entry, actorFirstName, actorLastName }) => ({
      id: entry.id,
      action: entry.action,
      actor: { id: entry.actorId, first_name: actorFirstName, last_name: actorLastName },
      target: { type: entry.targetType, id: entry.targetId, label: entry.targetLabel },
      details: entry.details,
      created_at: entry.createdAt.toISOString()
    }));
    return { data, meta: { total, limit: limit2, offset } };
  }
});

// src/modules/survey/member-survey.repository.ts
import { eq as eq11, sql as sql12 } from "drizzle-orm";
var memberSurveyRepository = (db) => ({
  answers: (userId) => db.select({
    questionId: assessmentAnswers.questionId,
    answer: assessmentAnswers.answer,
    explanation: assessmentAnswers.explanation
  }).from(assessmentAnswers).where(eq11(assessmentAnswers.userId, userId)),
  async survey(userId) {
    const [row] = await db.select().from(surveys).where(eq11(surveys.userId, userId));
    return row ?? null;
  },
  async replaceAnswers(userId, answers) {
    await db.delete(assessmentAnswers).where(eq11(assessmentAnswers.userId, userId));
    if (!answers.length) return;
    await db.insert(assessmentAnswers).values(
      answers.map((a) => ({
        userId,
        questionId: a.question_id,
        answer: a.answer,
        explanation: a.explanation
      }))
    );
  },
  /**
   * Records the Member's score when their answers are complete (sign-up and each re-take), and the
   * take's own answers beside it: a later take replaces the current answers, never this record.
   */
  async recordResult(userId, complete) {
    await db.execute(sql12`
      with taken as (
        insert into assessment_results (user_id, score)
        select user_id, sum(answer)::int from assessment_answers where user_id = ${userId}
        group by user_id having count(*) >= ${complete}
        returning id, user_id)
      insert into assessment_take_answers (result_id, question_id, answer, explanation)
      select taken.id, a.question_id, a.answer, a.explanation
      from taken join assessment_answers a on a.user_id = taken.user_id`);
  },
  async saveIdea(userId, idea) {
    await db.insert(surveys).values({ userId, ...idea }).onConflictDoUpdate({ target: surveys.userId, set: { ...idea, updatedAt: /* @__PURE__ */ new Date() } });
  },
  async setRequestStatus(userId, status) {
    await usersRepository(db).update(userId, { changeQuestionnaireRequestStatus: status });
  }
});

// src/modules/survey/member-survey.service.ts
async function saveAnswers(r, memberId, answers) {
  await r.replaceAnswers(memberId, answers);
  await r.recordResult(memberId, ASSESS_QUESTION_COUNT);
}
var memberSurveyService = (ctx) => {
  const repo = memberSurveyRepository(ctx.db);
  const audit = auditService(ctx);
  const notifications = notificationsService(ctx);
  async function pendingMember(memberId) {
    const member = await usersRepository(ctx.db).findById(memberId);
    if (!member || member.type !== "mentee") throw notFound();
    if (member.changeQuestionnaireRequestStatus !== "pending")
      throw invalid({ status: MSG.noPendingRequest });
    return member;
  }
  async function view(member) {
    const [options, answers, survey] = await Promise.all([
      surveyService(ctx.db).options(),
      repo.answers(member.id),
      repo.survey(member.id)
    ]);
    const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
    const groups = /* @__PURE__ */ new Map();
    for (const q2 of options.assess) {
      const group = groups.get(q2.group.id) ?? { ...q2.group, questions: [] };
      groups.set(q2.group.id, group);
      const a = byQuestion.get(q2.id);
      group.questions.push({
        id: q2.id,
        question: q2.question,
        options: q2.options,
        answer: a?.answer ?? null,
        explanation: a?.explanation ?? ""
      });
    }
    return {
      complete: answers.length >= ASSESS_QUESTION_COUNT,
      answered: answers.length,
      groups: [...groups.values()],
      business_idea_overview: IDEA_FIELDS.map((key) => ({
        key,
        label: IDEA_LABELS[key],
        answer: survey?.[IDEA_COLUMNS[key]] ?? null
      })),
      change_questionnaire_request_status: member.changeQuestionnaireRequestStatus
    };
  }
  return {
    view,
    /** 'Change Questionnaire': only for a complete questionnaire; pending until an admin approves. */
    async requestChange(member) {
      const answered = (await repo.answers(member.id)).length;
      if (answered < ASSESS_QUESTION_COUNT) throw invalid({ survey: MSG.surveyNotComplete });
      const status = member.changeQuestionnaireRequestStatus;
      if (status === "pending" || status === "approved") return { status, survey_exists: true };
      await repo.setRequestStatus(member.id, "pending");
      return { status: "pending", survey_exists: true };
    },
    async requestStatus(member) {
      const answered = (await repo.answers(member.id)).length;
      return {
        status: member.changeQuestionnaireRequestStatus,
        survey_exists: answered >= ASSESS_QUESTION_COUNT
      };
    },
    /** An admin approves a pending change request; the Member is told (system flag). */
    async approveChange(admin, memberId) {
      const member = await pendingMember(memberId);
      await ctx.db.transaction(async (tx) => {
        await memberSurveyRepository(tx).setRequestStatus(member.id, "approved");
        await audit.record(
          {
            actorId: admin.id,
            action: "questionnaire.change_approved",
            targetType: "user",
            targetId: member.id,
            targetLabel: fullName(member)
          },
          tx
        );
        await notifications.notify(
          tx,
          member,
          "system",
          questionnaireApproved(member.firstName, ctx.config.appUrl)
        );
      });
      return { status: "approved", survey_exists: true };
    },
    /** An admin refuses it with a reason the Member receives; the request ends (they may ask again). */
    async refuseChange(admin, memberId, reason) {
      const member = await pendingMember(memberId);
      await ctx.db.transaction(async (tx) => {
        await memberSurveyRepository(tx).setRequestStatus(member.id, null);
        await audit.record(
          {
            actorId: admin.id,
            action: "questionnaire.change_refused",
            targetType: "user",
            targetId: member.id,
            targetLabel: fullName(member),
            details: { reason }
          },
          tx
        );
        await notifications.notify(
          tx,
          member,
          "system",
          questionnaireRefused(member.firstName, reason, ctx.config.appUrl)
        );
      });
      return { status: null, survey_exists: true };
    },
    /**
     * The one writer of a Member's answers (sign-up and answering again): replaces them and
     * records the score when they are complete. Give the caller's transaction.
     */
    saveAnswers: (memberId, answers, db) => saveAnswers(memberSurveyRepository(db), memberId, answers),
    /** How many of the 19 answers a Member has given (the staff console). */
    answered: async (memberId) => (await repo.answers(memberId)).length,
    /** Allowed while the questionnaire is not complete, or once a change request was approved. */
    async update(member, body) {
      const answered = (await repo.answers(member.id)).length;
      const status = member.changeQuestionnaireRequestStatus;
      if (!canEditSurvey({ answered, changeRequest: status })) throw new AppError(403, MSG.surveyLocked);
      const known = new Set((await surveyService(ctx.db).options()).assess.map((q2) => q2.id));
      const ids = new Set(body.assess.map((a) => a.question_id));
      if (ids.size !== body.assess.length || [...ids].some((id) => !known.has(id)))
        throw invalid({ assess: MSG.unknownOption });
      await ctx.db.transaction(async (tx) => {
        const r = memberSurveyRepository(tx);
        await saveAnswers(r, member.id, body.assess);
        await r.saveIdea(member.id, ideaColumns(body));
        if (status === "approved") await r.setRequestStatus(member.id, "completedFirstly");
      });
      return view({
        ...member,
        changeQuestionnaireRequestStatus: status === "approved" ? "completedFirstly" : status
      });
    }
  };
};

// src/modules/signup/signup.repository.ts
var signupRepository = (db) => ({
  async insertAcceptance(userId, role, version, text2) {
    const [row] = await db.insert(agreementAcceptances).values({ userId, role, version, text: text2 }).returning({ id: agreementAcceptances.id });
    return row;
  }
});

// src/modules/profile/profile.repository.ts
import { and as and9, asc as asc5, desc as desc7, eq as eq12, sql as sql15 } from "drizzle-orm";

// src/modules/mentoring/mentoring.read-model.ts
import { sql as sql13 } from "drizzle-orm";
var mentoringRunningSql = (mentoringId) => sql13`exists (select 1 from mentorings m where m.id = ${mentoringId} and m.ended_at is null)`;
var pendingRequestCountSql = (mentorId) => sql13`(select count(*) from mentoring_requests where mentor_id = ${mentorId} and status = 'pending')`;
var activeMenteeCountSql = (mentorId) => sql13`(select count(*) from mentorings where mentor_id = ${mentorId} and ended_at is null)`;

// src/modules/privacy/privacy.read-model.ts
import { sql as sql14 } from "drizzle-orm";
var deleteAtSql = (userId) => sql14`(select delete_at from account_deletions where user_id = ${userId})`;

// src/modules/profile/profile.repository.ts
var user = sql15.placeholder("userId");
var extrasQuery = preparedQuery(
  (db, name) => db.select({
    sector: sectorJsonSql(sql15.placeholder("sectorId")),
    skills: sql15`(select coalesce(json_agg(json_build_object('id', skills.id, 'name', skills.name,
            'category_id', skill_categories.id, 'category_name', skill_categories.name) order by skills.id), '[]')
          from user_skills k join ${skillsView} on skills.id = k.skill_id
            join ${skillCategoriesView} on skill_categories.id = skills.category_id
          where k.user_id = ${user})`,
    specs: sql15`(select coalesce(array_agg(specialization_id order by specialization_id), '{}') from user_specializations where user_id = ${user})`,
    answers: answerCountSql(user),
    experience: sql15`(select coalesce(json_agg(json_build_object('id', id, 'company_name', company_name, 'practice', practice,
            'start_date', start_date, 'finish_date', finish_date, 'current', current)
            order by current desc, start_date desc, id), '[]')
          from experiences where user_id = ${user})`,
    expertise: sql15`(select coalesce(array_agg(name order by name), '{}') from other_expertise where user_id = ${user})`,
    incoming: pendingRequestCountSql(user),
    active: activeMenteeCountSql(user),
    delete_at: deleteAtSql(user)
  }).from(sql15`(select 1) as one`).prepare(name),
  "profile_extras"
);
var profileRepository = (db) => ({
  /**
   * What the profile shows besides the user row — sector, skills, specialisms, answers, experience,
   * expertise, request and mentoring counts — in one round trip (GET user/profile runs on every page).
   */
  async profileExtras(userId, sectorId) {
    const [r] = await extrasQuery(db).execute({ userId, sectorId });
    if (!r) throw new Error("profile extras: no row");
    const json = (v) => typeof v === "string" ? JSON.parse(v) : v;
    return {
      sector: json(r.sector),
      skills: json(r.skills).map((s) => ({
        id: s.id,
        name: s.name,
        category: { id: s.category_id, name: s.category_name }
      })),
      specializationIds: r.specs.map(Number),
      answerCount: Number(r.answers),
      experience: json(r.experience).map((e2) => ({
        id: e2.id,
        userId,
        companyName: e2.company_name,
        practice: e2.practice,
        startDate: e2.start_date,
        finishDate: e2.finish_date,
        current: e2.current,
        createdAt: /* @__PURE__ */ new Date(0)
      })),
      otherExpertise: r.expertise,
      incomingRequests: Number(r.incoming),
      activeMentees: Number(r.active),
      deleteAt: r.delete_at === null ? null : new Date(r.delete_at).toISOString()
    };
  },
  // --- experience ---
  listExperience: (userId) => db.select().from(experiences).where(eq12(experiences.userId, userId)).orderBy(desc7(experiences.current), desc7(experiences.startDate), asc5(experiences.id)),
  async insertExperience(values) {
    const [row] = await db.insert(experiences).values(values).returning();
    return row;
  },
  async updateExperience(userId, id, values) {
    const [row] = await db.update(experiences).set(values).where(and9(eq12(experiences.id, id), eq12(experiences.userId, userId))).returning();
    return row ?? null;
  },
  async deleteExperience(userId, id) {
    const rows2 = await db.delete(experiences).where(and9(eq12(experiences.id, id), eq12(experiences.userId, userId))).returning({ id: experiences.id });
    return rows2.length > 0;
  },
  // --- tags: other expertise, specialisms, skills ---
  listOtherExpertise: (userId) => db.select({ name: otherExpertise.name }).from(otherExpertise).where(eq12(otherExpertise.userId, userId)).orderBy(asc5(otherExpertise.name)),
  async addOtherExpertise(userId, name) {
    await db.insert(otherExpertise).values({ userId, name }).onConflictDoNothing();
  },
  async removeOtherExpertise(userId, name) {
    await db.delete(otherExpertise).where(and9(eq12(otherExpertise.userId, userId), sql15`lower(${otherExpertise.name}) = lower(${name})`));
  },
  /** A new captain's specialisms and skills (sign-up), one statement each. */
  async insertTags(userId, skillIds, specializationIds) {
    if (skillIds.length) await db.insert(userSkills).values(skillIds.map((skillId) => ({ userId, skillId })));
    if (specializationIds.length)
      await db.insert(userSpecializations).values(specializationIds.map((specializationId) => ({ userId, specializationId })));
  },
  async addSpecialization(userId, specializationId) {
    await db.insert(userSpecializations).values({ userId, specializationId }).onConflictDoNothing();
  },
  async removeSpecialization(userId, specializationId) {
    await db.delete(userSpecializations).where(
      and9(
        eq12(userSpecializations.userId, userId),
        eq12(userSpecializations.specializationId, specializationId)
      )
    );
  },
  async addSkill(userId, skillId) {
    await db.insert(userSkills).values({ userId, skillId }).onConflictDoNothing();
  },
  async removeSkill(userId, skillId) {
    await db.delete(userSkills).where(and9(eq12(userSkills.userId, userId), eq12(userSkills.skillId, skillId)));
  }
});

// src/modules/profile/user-profile.service.ts
var toExperienceItem = (e2) => ({
  id: e2.id,
  company_name: e2.companyName,
  practice: e2.practice,
  start_date: e2.startDate,
  finish_date: e2.current ? null : e2.finishDate,
  current: e2.current
});
function toUserProfile(u, x) {
  const isMentor = u.type === "mentor";
  return {
    id: u.id,
    type: u.type,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    avatar: u.avatar,
    bg_image: u.bgImage,
    birthday: u.birthday,
    location: u.location,
    post_code: u.postCode,
    contact_number: u.contactNumber,
    business_name: u.businessName,
    position_within_business: u.positionWithinBusiness,
    linkedin: u.linkedin,
    business_website: u.businessWebsite,
    business_sector: x.sector,
    cv: u.cv ? "/api/user/profile/cv" : null,
    experience: x.experience.map(toExperienceItem),
    other_expertise: x.otherExpertise,
    business_specializations: x.specializationIds,
    skills: x.skills,
    professional_experience: u.professionalExperience,
    available: isMentor && isCaptainAvailable({
      disabled: u.disableMentoringRequests,
      active: x.activeMentees,
      limit: u.menteesLimit
    }),
    accept_chats: u.acceptChats,
    mentees_limit: u.menteesLimit,
    disable_mentoring_requests: u.disableMentoringRequests,
    sharing_information: u.sharingInformation,
    incoming_requests_count: x.incomingRequests,
    survey_exists: x.answerCount >= ASSESS_QUESTION_COUNT,
    change_questionnaire_request_status: u.changeQuestionnaireRequestStatus,
    created_at: u.createdAt.toISOString(),
    delete_at: x.deleteAt
  };
}
var userProfileService = (db) => ({
  async profile(u) {
    const [extras, consentRequired] = await Promise.all([
      profileRepository(db).profileExtras(u.id, u.businessSectorId),
      consentsService(db).required(u.id)
    ]);
    return { ...toUserProfile(u, extras), consent_required: consentRequired };
  },
  /** A new captain's skills and specialisms (sign-up calls it in its transaction). */
  addTags: (userId, skillIds, specializationIds) => profileRepository(db).insertTags(userId, skillIds, specializationIds)
});

// src/modules/signup/signup.service.ts
var unique = (ids) => [...new Set(ids)];
var signupService = (ctx) => {
  const survey = surveyService(ctx.db);
  async function validate({ role, body }) {
    const common = [
      ["service_connection_id", "serviceConnections", body.service_connection_id],
      ["service_type_id", "serviceTypes", body.service_type_id]
    ];
    const discover = { id: body.discover_type_id, role };
    const errors = role === "mentor" ? await survey.unknownReferences(
      [
        ...common,
        ["business_specializations", "businessSpecializations", body.business_specializations],
        ["skills", "skills", body.skills]
      ],
      discover
    ) : await survey.unknownReferences(
      [
        ...common,
        ["service_id", "services", body.service_id],
        ["business_sector_id", "businessSectors", body.business_sector_id],
        ["assess", "assessQuestions", body.assess.map((a) => a.question_id)]
      ],
      discover
    );
    if (role === "mentee" && unique(body.assess.map((a) => a.question_id)).length !== body.assess.length) {
      errors.assess = MSG.unknownOption;
    }
    if (Object.keys(errors).length) throw invalid(errors);
  }
  function surveyValues(r) {
    const base = {
      serviceConnectionId: r.body.service_connection_id,
      serviceTypeId: r.body.service_type_id,
      discoverTypeId: r.body.discover_type_id ?? null
    };
    if (r.role === "mentor") return base;
    return { ...base, ...memberSurveyColumns(r.body), ...ideaColumns(r.body) };
  }
  return {
    /**
     * The cheap refusals first (address free and verified, reference ids, file sizes and magic
     * bytes), then the expensive work (decoding the avatar, hashing the password).
     */
    async register(r, client) {
      const { role, body } = r;
      if (await usersRepository(ctx.db).emailExists(body.email)) throw invalid({ email: MSG.emailTaken });
      if (!await otpService(ctx).isConfirmed(body.email)) throw invalid({ email: MSG.emailNotVerified });
      await validate(r);
      const cv = r.role === "mentee" && r.body.cv ? await checkPdf("cv", r.body.cv, MAX_CV_BYTES) : null;
      const avatar = await processImage("avatar", body.avatar, { maxBytes: MAX_IMAGE_BYTES, maxSide: 800 });
      const passwordHash = await hashPassword(body.password);
      const agreement = personalisedAgreement(role, {
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        business_name: body.business_name
      });
      const stored = [];
      try {
        const avatarKey = await ctx.storage.put("images", avatar.ext, avatar.data);
        stored.push(avatarKey);
        const cvKey = cv ? await ctx.storage.put("files", "pdf", cv) : null;
        if (cvKey) stored.push(cvKey);
        const user2 = await ctx.db.transaction(async (tx) => {
          const users2 = usersRepository(tx);
          const rows2 = signupRepository(tx);
          if (await users2.emailExists(body.email)) throw invalid({ email: MSG.emailTaken });
          if (!await otpService(ctx).consume(body.email, tx))
            throw invalid({ email: MSG.emailNotVerified });
          const user3 = await users2.insert({
            type: role,
            email: body.email,
            passwordHash,
            firstName: body.first_name,
            lastName: body.last_name,
            avatar: ctx.storage.publicUrl(avatarKey),
            birthday: body.birthday,
            location: body.location,
            postCode: body.post_code,
            contactNumber: body.contact_number,
            businessName: body.business_name,
            positionWithinBusiness: body.position_within_business,
            linkedin: body.linkedin ?? null,
            emailVerifiedAt: /* @__PURE__ */ new Date(),
            ...r.role === "mentor" ? { menteesLimit: r.body.mentees_limit } : {
              businessSectorId: r.body.business_sector_id,
              businessWebsite: r.body.business_website ?? null,
              cv: cvKey
            }
          });
          await filesService(ctx).record(tx, user3.id, [
            { key: avatarKey, size: avatar.data.byteLength, use: "avatar" },
            ...cvKey && cv ? [{ key: cvKey, size: cv.byteLength, use: "cv" }] : []
          ]);
          await surveyService(tx).saveDetails(user3.id, surveyValues(r));
          if (r.role === "mentor") {
            await userProfileService(tx).addTags(
              user3.id,
              unique(r.body.skills),
              unique(r.body.business_specializations)
            );
          } else {
            await memberSurveyService(ctx).saveAnswers(user3.id, r.body.assess, tx);
          }
          const acceptance = await rows2.insertAcceptance(user3.id, role, agreement.version, agreement.text);
          await consentsService(tx).record(user3.id, signUpConsents(role, agreement.version, acceptance.id));
          await chatService(ctx).welcome(user3.id, user3.firstName, tx);
          return user3;
        });
        return authService(ctx).issueToken(user2, client);
      } catch (err) {
        await Promise.all(stored.map((key) => ctx.storage.remove(key)));
        throw err;
      }
    }
  };
};

// src/modules/signup/signup.routes.ts
async function signupRoutes(app2) {
  const signup = signupService(app2);
  const extras = {
    tags: ["signup"],
    config: { rateLimit: limit.loginPerIp, probe: "self" },
    schema: {
      description: "multipart/form-data: the fields of docs/product/entities.md, avatar (and CV) as files, assess as a JSON string."
    }
  };
  const e2 = areas_exports.signup;
  route(app2, e2.mentorRegistration, extras, async (req) => ({
    data: await signup.register({ role: "mentor", body: req.body }, signInClient(req))
  }));
  route(app2, e2.menteeRegistration, extras, async (req) => ({
    data: await signup.register({ role: "mentee", body: req.body }, signInClient(req))
  }));
}

// src/modules/support/support.repository.ts
var supportRepository = (db) => ({
  async insertQuestion(values) {
    await db.insert(supportQuestions).values(values);
  }
});

// src/modules/support/support.service.ts
var supportService = (ctx) => ({
  /**
   * Anyone may ask (sign-up comes before an account), but a receipt quoting the message goes only
   * to a signed-in person's own address: the open form must not mail any text to any address.
   */
  async ask(q2, user2) {
    const mail = notificationsService(ctx);
    await ctx.db.transaction(async (tx) => {
      await supportRepository(tx).insertQuestion({
        userType: q2.user_type,
        email: q2.email,
        message: q2.message
      });
      await mail.service(tx, questionMail(ctx.config.supportEmail, q2.email, q2.user_type, q2.message));
      if (user2) await mail.service(tx, questionReceiptMail(user2.row.email, q2.message));
    });
  }
});

// src/modules/support/support.routes.ts
async function supportRoutes(app2) {
  const support = supportService(app2);
  route(
    app2,
    areas_exports.site.question,
    { tags: ["signup"], config: { rateLimit: limit.questionPerIp, probe: "self" } },
    async (req) => {
      await support.ask(req.body, req.user);
      return { data: { message: MSG.questionSent } };
    }
  );
}

// src/modules/survey/survey.routes.ts
async function surveyRoutes(app2) {
  const survey = surveyService(app2.db);
  const tags = ["survey"];
  const config2 = { probe: "self" };
  const e2 = areas_exports.survey;
  route(app2, e2.options, { tags, config: config2 }, async () => ({
    data: await survey.options()
  }));
  route(app2, e2.mentorOptions, { tags, config: config2 }, async () => ({
    data: await survey.mentorOptions()
  }));
  route(app2, e2.menteeOptions, { tags, config: config2 }, async () => ({
    data: await survey.menteeOptions()
  }));
}

// src/modules/survey/member-survey.routes.ts
async function memberSurveyRoutes(app2) {
  const surveys2 = memberSurveyService(app2);
  const tags = ["survey"];
  const self = { probe: "self" };
  const e2 = areas_exports.survey;
  route(app2, e2.mine, { tags, config: self }, async (req) => ({
    data: await surveys2.view(currentUser(req).row)
  }));
  route(
    app2,
    e2.update,
    // The web sends JSON; a form is taken too.
    { tags, config: self, schema: { consumes: ["multipart/form-data", "application/json"] } },
    async (req) => ({ data: await surveys2.update(currentUser(req).row, req.body) })
  );
  route(app2, e2.requestChange, { tags, config: self }, async (req) => ({
    data: await surveys2.requestChange(currentUser(req).row)
  }));
  route(app2, e2.changeStatus, { tags, config: self }, async (req) => ({
    data: await surveys2.requestStatus(currentUser(req).row)
  }));
  route(app2, e2.approveChange, { tags: ["admin"], config: { probe: { object: "member" } } }, async (req) => ({
    data: await surveys2.approveChange(currentUser(req), req.params.id)
  }));
  route(app2, e2.refuseChange, { tags: ["admin"], config: { probe: { object: "person" } } }, async (req) => ({
    data: await surveys2.refuseChange(currentUser(req), req.params.id, req.body.reason)
  }));
}

// src/modules/profile/user.routes.ts
async function userRoutes(app2) {
  const users2 = userProfileService(app2.db);
  const tags = ["user"];
  route(app2, areas_exports.profile.me, { tags, config: { probe: "self" } }, async (req) => {
    return { data: await users2.profile(currentUser(req).row) };
  });
  route(
    app2,
    areas_exports.profile.cv,
    { tags, config: { probe: { object: "cv", owner: "member" } } },
    async (req, reply) => {
      const key = currentUser(req).row.cv;
      const data = key ? await app2.storage.read(key) : null;
      if (!data) throw notFound();
      return reply.header("content-type", "application/pdf").header("content-disposition", 'attachment; filename="cv.pdf"').header("x-content-type-options", "nosniff").send(data);
    }
  );
}

// src/lib/sanitize.ts
import sanitizeHtml from "sanitize-html";
var sanitizeRichText = (html) => sanitizeHtml(html, {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "a",
    "h2",
    "h3",
    "h4",
    "blockquote"
  ],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer nofollow" })
  }
}).trim();
var escapeHtml2 = (s) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
function taskTitleHtml(markdown) {
  let html = "";
  let last = 0;
  for (const m of markdown.matchAll(TASK_LINK)) {
    const [whole, text2 = "", url = ""] = m;
    html += escapeHtml2(markdown.slice(last, m.index));
    html += isSafeLink(url) ? `<a href="${escapeHtml2(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml2(text2)}</a>` : escapeHtml2(whole);
    last = m.index + whole.length;
  }
  html += escapeHtml2(markdown.slice(last));
  return sanitizeHtml(html, {
    allowedTags: ["a"],
    allowedAttributes: { a: ["href", "target", "rel"] },
    allowedSchemes: ["http", "https"]
  });
}

// src/modules/profile/profile.service.ts
var IMAGE_SIDE = { avatar: 800, bgImage: 2e3 };
var named = (x) => x?.id ? { id: x.id, name: x.name ?? "" } : null;
var profileService = (ctx) => {
  const repo = profileRepository(ctx.db);
  const users2 = userProfileService(ctx.db);
  const people2 = usersRepository(ctx.db);
  const files = filesService(ctx);
  async function checkReferences(...args) {
    const errors = await surveyService(ctx.db).unknownReferences(...args);
    if (Object.keys(errors).length) throw invalid(errors);
  }
  return {
    async details(user2, body) {
      await checkReferences([["business_sector_id", "businessSectors", body.business_sector_id]]);
      if (body.cv) await files.assertRoom(user2.id, "cv", body.cv.byteLength, [user2.cv]);
      const cv = body.cv ? await checkPdf("cv", body.cv, MAX_CV_BYTES) : null;
      if (body.email !== user2.email) {
        if (await people2.emailTakenByOther(body.email, user2.id)) throw invalid({ email: MSG.emailTaken });
        if (!await otpService(ctx).consume(body.email)) throw invalid({ email: MSG.emailNotVerified });
      }
      const cvKey = cv ? await files.store(user2.id, "cv", "cv", "files", "pdf", cv, [user2.cv]) : void 0;
      const updated = await people2.update(user2.id, {
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        birthday: body.birthday ?? null,
        location: body.location ?? null,
        postCode: body.post_code ?? null,
        contactNumber: body.contact_number ?? null,
        businessName: body.business_name ?? null,
        positionWithinBusiness: body.position_within_business ?? null,
        businessSectorId: body.business_sector_id ?? null,
        linkedin: body.linkedin ?? null,
        businessWebsite: body.business_website ?? null,
        ...cvKey && { cv: cvKey }
      });
      if (cvKey) await files.release(user2.id, [user2.cv]);
      return users2.profile(updated);
    },
    async image(user2, kind, data) {
      const field2 = kind === "avatar" ? "avatar" : "bg_image";
      const use = kind === "avatar" ? "avatar" : "cover";
      await files.assertRoom(user2.id, field2, data.byteLength, [user2[kind]]);
      const img = await processImage(field2, data, { maxBytes: MAX_IMAGE_BYTES, maxSide: IMAGE_SIDE[kind] });
      const key = await files.store(user2.id, use, field2, "images", img.ext, img.data, [user2[kind]]);
      const updated = await people2.update(user2.id, { [kind]: ctx.storage.publicUrl(key) });
      await files.release(user2.id, [user2[kind]]);
      return users2.profile(updated);
    },
    async professionalExperience(user2, html) {
      const clean = sanitizeRichText(html);
      return users2.profile(await people2.update(user2.id, { professionalExperience: clean || null }));
    },
    async addExperience(user2, b) {
      const row = await repo.insertExperience({
        userId: user2.id,
        companyName: b.company_name,
        practice: b.practice,
        startDate: b.date_from,
        finishDate: b.date_to ?? null,
        current: b.current
      });
      return toExperienceItem(row);
    },
    async updateExperience(user2, id, b) {
      const row = await repo.updateExperience(user2.id, id, {
        companyName: b.company_name,
        practice: b.practice,
        startDate: b.date_from,
        finishDate: b.date_to ?? null,
        current: b.current
      });
      if (!row) throw notFound();
      return toExperienceItem(row);
    },
    async deleteExperience(user2, id) {
      if (!await repo.deleteExperience(user2.id, id)) throw notFound();
    },
    async otherExpertise(user2, name, add) {
      await (add ? repo.addOtherExpertise(user2.id, name) : repo.removeOtherExpertise(user2.id, name));
      return users2.profile(user2);
    },
    async specialization(user2, id, add) {
      if (!await surveyService(ctx.db).hasSpecialization(id)) throw notFound();
      await (add ? repo.addSpecialization(user2.id, id) : repo.removeSpecialization(user2.id, id));
      return users2.profile(user2);
    },
    async skill(user2, id, add) {
      if (!await surveyService(ctx.db).hasSkill(id)) throw notFound();
      await (add ? repo.addSkill(user2.id, id) : repo.removeSkill(user2.id, id));
      return users2.profile(user2);
    },
    async surveyDetails(user2) {
      const row = await surveyService(ctx.db).details(user2.id);
      const s = row?.survey;
      return {
        service_connection: named(row?.connection ?? null),
        service_type: named(row?.type ?? null),
        discover_type: named(row?.discover ?? null),
        service: named(row?.service ?? null),
        course_name: s?.courseName ?? null,
        course_date_from: s?.courseFrom ?? null,
        course_date_to: s?.courseTo ?? null,
        loan_amount: s?.loanAmount == null ? null : String(s.loanAmount),
        business_status: s?.businessStatus ?? null,
        business_type: s?.businessType ?? null,
        referred_text: s?.referredText ?? null,
        business_start_date: s?.businessStartDate ?? null,
        business_description: s?.businessDescription ?? null,
        company_number: s?.companyNumber ?? null,
        business_website: user2.businessWebsite,
        business_twitter: s?.businessTwitter ?? null,
        business_facebook: s?.businessFacebook ?? null,
        business_instagram: s?.businessInstagram ?? null,
        business_linkedin: s?.businessLinkedin ?? null
      };
    },
    async saveSurveyDetails(user2, raw) {
      const isMentee = user2.type === "mentee";
      if (isMentee && !raw.service_id) throw invalid({ service_id: MSG.required });
      if (!isMentee && !raw.discover_type_id) throw invalid({ discover_type_id: MSG.required });
      const b = isMentee ? applySurveyRules(raw) : raw;
      await checkReferences(
        [
          ["service_connection_id", "serviceConnections", b.service_connection_id],
          ["service_type_id", "serviceTypes", b.service_type_id],
          ["service_id", "services", b.service_id]
        ],
        { id: b.discover_type_id, role: isMentee ? "mentee" : "mentor" }
      );
      await ctx.db.transaction(async (tx) => {
        await surveyService(tx).saveDetails(user2.id, {
          serviceConnectionId: b.service_connection_id,
          serviceTypeId: b.service_type_id,
          discoverTypeId: b.discover_type_id ?? null,
          ...isMentee && memberSurveyColumns({
            ...b,
            course_from: b.course_date_from,
            course_to: b.course_date_to
          })
        });
        if (b.business_website !== void 0)
          await usersRepository(tx).update(user2.id, { businessWebsite: b.business_website });
      });
      return this.surveyDetails({ ...user2, businessWebsite: b.business_website ?? user2.businessWebsite });
    },
    async mentorSettings(user2, b) {
      return users2.profile(
        await people2.update(user2.id, {
          menteesLimit: b.mentees_limit,
          disableMentoringRequests: b.disable_mentoring_requests,
          acceptChats: b.accept_chats,
          sharingInformation: true
        })
      );
    },
    emailSettings: (u) => ({
      feed_notifications: u.feedNotifications ? 1 : 0,
      chat_notifications: u.chatNotifications ? 1 : 0,
      system_notifications: u.systemNotifications ? 1 : 0,
      weekly_newsletters: u.weeklyNewsletters ? 1 : 0
    }),
    async saveEmailSettings(user2, q2) {
      const updated = await people2.update(user2.id, {
        ...q2.feed !== void 0 && { feedNotifications: q2.feed },
        ...q2.chat !== void 0 && { chatNotifications: q2.chat },
        ...q2.system !== void 0 && { systemNotifications: q2.system },
        ...q2.weekly !== void 0 && { weeklyNewsletters: q2.weekly }
      });
      const settings = this.emailSettings(updated);
      await consentsService(ctx.db).record(user2.id, [
        emailSettingsConsent(Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, v === 1])))
      ]);
      return settings;
    }
  };
};

// src/modules/profile/profile-pdf.service.ts
var field = (label2, text2) => ({
  kind: "field",
  label: label2,
  text: text2 ?? null
});
var LETTERS = ["a", "b", "c"];
var profilePdfService = (ctx) => ({
  async details(u) {
    const sector = await surveyService(ctx.db).sectorName(u.businessSectorId);
    return renderPdf(`Details of ${fullName(u)}`, [
      field("First name", u.firstName),
      field("Last name", u.lastName),
      field("Email", u.email),
      field("Date of birth", u.birthday),
      field("Location", u.location),
      field("Post code", u.postCode),
      field("Contact number", u.contactNumber),
      field("Business or employer", u.businessName),
      field("Position", u.positionWithinBusiness),
      field("Business sector", sector),
      field("LinkedIn", u.linkedin),
      field("Website", u.businessWebsite),
      { kind: "meta", text: `Generated ${(/* @__PURE__ */ new Date()).toISOString().slice(0, 10)}` }
    ]);
  },
  async survey(u) {
    const s = await profileService(ctx).surveyDetails(u);
    const member = u.type === "mentee";
    const shown2 = surveyVisibility(s.service?.id, s.business_status);
    const when = (show, ...items) => show ? items : [];
    const blocks = [
      { kind: "heading", text: fullName(u) },
      field("Service connection", s.service_connection?.name),
      field("Service type", s.service_type?.name),
      ...when(!member || shown2.discover, field("Discover type", s.discover_type?.name))
    ];
    if (member) {
      blocks.push(
        field("Service received", s.service?.name),
        ...when(
          shown2.course,
          field("Course name", s.course_name),
          field("Course dates", s.course_date_from && `${s.course_date_from} to ${s.course_date_to ?? ""}`)
        ),
        ...when(
          shown2.loan,
          field("Loan amount (pounds)", s.loan_amount),
          field("Business status", s.business_status)
        ),
        ...when(shown2.discover, field("Idea or trading", s.business_type)),
        ...when(shown2.referred, field("Referred by", s.referred_text)),
        field("Business start date", s.business_start_date),
        field("Business description", s.business_description),
        ...when(shown2.companyNumber, field("Company number", s.company_number)),
        field("Website", s.business_website),
        field("Twitter", s.business_twitter),
        field("Facebook", s.business_facebook),
        field("Instagram", s.business_instagram),
        field("LinkedIn", s.business_linkedin)
      );
    }
    return renderPdf(`Survey of ${fullName(u)}`, blocks);
  },
  /** The questionnaire, with the person's answers marked, or blank to fill in by hand. */
  async questionnaire(u, filled) {
    const blocks = [];
    if (filled) {
      const v = await memberSurveyService(ctx).view(u);
      blocks.push({ kind: "meta", text: `${fullName(u)} \u2014 ${v.answered} of 19 questions answered` });
      for (const g of v.groups) {
        blocks.push({ kind: "heading", text: g.name });
        for (const q2 of g.questions) {
          blocks.push({ kind: "paragraph", text: q2.question });
          for (const o of q2.options)
            blocks.push({
              kind: "paragraph",
              text: `${q2.answer === o.value ? "[x]" : "[ ]"} ${o.key}) ${o.text}`
            });
          if (q2.explanation) blocks.push(field("Explanation", q2.explanation));
        }
      }
      blocks.push({ kind: "heading", text: "Business Idea Overview" });
      for (const i of v.business_idea_overview) blocks.push(field(i.label, i.answer));
    } else {
      const { assess } = await surveyService(ctx.db).options();
      let group = -1;
      for (const q2 of assess) {
        if (q2.group.id !== group) blocks.push({ kind: "heading", text: q2.group.name });
        group = q2.group.id;
        blocks.push({ kind: "paragraph", text: q2.question });
        for (const [i, o] of q2.options.entries())
          blocks.push({ kind: "paragraph", text: `[ ] ${LETTERS[i]}) ${o.text}` });
        blocks.push(field("Explanation (optional)", null));
      }
      blocks.push({ kind: "heading", text: "Business Idea Overview" });
      for (const label2 of Object.values(IDEA_LABELS)) blocks.push(field(label2, null));
    }
    return renderPdf(filled ? `Assess Yourself \u2014 ${fullName(u)}` : "Assess Yourself questionnaire", blocks);
  }
});

// src/modules/profile/profile.routes.ts
async function profileRoutes(app2) {
  const profile = profileService(app2);
  const tags = ["profile"];
  const me = (req) => currentUser(req).row;
  const e2 = areas_exports.profile;
  for (const type of MEMBER_ROLES) {
    const r = profileOf(type);
    const self = { probe: "self" };
    const mine = {
      probe: { object: "experience", owner: type === "mentor" ? "captain" : "member" }
    };
    const consumes = { consumes: ["multipart/form-data", "application/json"] };
    route(app2, r.details, { tags, config: self, schema: consumes }, async (req) => ({
      data: await profile.details(me(req), req.body)
    }));
    route(app2, r.surveyDetails, { tags, config: self }, async (req) => ({
      data: await profile.surveyDetails(me(req))
    }));
    route(app2, r.saveSurveyDetails, { tags, config: self }, async (req) => ({
      data: await profile.saveSurveyDetails(me(req), req.body)
    }));
    route(app2, r.avatar, { tags, config: self }, async (req) => ({
      data: await profile.image(me(req), "avatar", req.body.avatar)
    }));
    route(app2, r.bgImage, { tags, config: self }, async (req) => ({
      data: await profile.image(me(req), "bgImage", req.body.bg_image)
    }));
    route(app2, r.professionalExperience, { tags, config: self }, async (req) => ({
      data: await profile.professionalExperience(me(req), req.body.professional_experience)
    }));
    route(app2, r.addExperience, { tags, config: self }, async (req) => ({
      data: await profile.addExperience(me(req), req.body)
    }));
    route(app2, r.updateExperience, { tags, config: mine }, async (req) => ({
      data: await profile.updateExperience(me(req), req.params.id, req.body)
    }));
    route(app2, r.deleteExperience, { tags, config: mine }, async (req) => {
      await profile.deleteExperience(me(req), req.params.id);
      return { data: { message: "Deleted." } };
    });
    for (const [op, add] of [
      [r.addOtherExpertise, true],
      [r.removeOtherExpertise, false]
    ]) {
      route(app2, op, { tags, config: self }, async (req) => ({
        data: await profile.otherExpertise(me(req), req.params.name, add)
      }));
    }
    for (const [op, add] of [
      [r.addSpecialization, true],
      [r.removeSpecialization, false]
    ]) {
      route(app2, op, { tags, config: { probe: { object: "specialism" } } }, async (req) => ({
        data: await profile.specialization(me(req), req.params.id, add)
      }));
    }
  }
  for (const [op, add] of [
    [e2.addSkill, true],
    [e2.removeSkill, false]
  ]) {
    route(app2, op, { tags, config: { probe: { object: "skill" } } }, async (req) => ({
      data: await profile.skill(me(req), req.params.id, add)
    }));
  }
  route(app2, e2.mentorSettings, { tags, config: { probe: "self" } }, async (req) => ({
    data: await profile.mentorSettings(me(req), req.body)
  }));
  route(app2, e2.emailSettings, { tags, config: { probe: "self" } }, async (req) => ({
    data: profile.emailSettings(me(req))
  }));
  route(app2, e2.saveEmailSettings, { tags, config: { probe: "self" } }, async (req) => ({
    data: await profile.saveEmailSettings(me(req), req.query)
  }));
}
var PDFS = [
  [areas_exports.profile.surveyPdf, "survey.pdf"],
  [areas_exports.profile.detailsPdf, "details.pdf"],
  [areas_exports.profile.questionnaireBlankPdf, "questionnaire.pdf"],
  [areas_exports.profile.questionnairePdf, "my-questionnaire.pdf"]
];
async function profilePdfRoutes(app2) {
  const pdfs = profilePdfService(app2);
  const e2 = areas_exports.profile;
  for (const [op, file] of PDFS) {
    route(app2, op, { tags: ["profile"], config: { probe: "self" } }, async (req, reply) => {
      const u = currentUser(req).row;
      const pdf = op === e2.surveyPdf ? await pdfs.survey(u) : op === e2.detailsPdf ? await pdfs.details(u) : await pdfs.questionnaire(u, op === e2.questionnairePdf);
      return reply.header("content-type", "application/pdf").header("content-disposition", `attachment; filename="${file}"`).send(pdf);
    });
  }
}

// src/lib/mail/trust-templates.ts
var hello2 = (firstName) => `Hello ${firstName},`;
var ukDate = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", dateStyle: "long" });
var requestReminder = (firstName, member, expiresAt, appUrl) => ({
  subject: `${member} is waiting for your answer`,
  paragraphs: [
    hello2(firstName),
    `${member} asked you for mentoring and is still waiting for your answer.`,
    `If the request is not answered by ${ukDate.format(expiresAt)}, it expires and ${member} is offered other Business Captains. You can accept, decline, or ask a question first.`
  ],
  action: { label: "Answer the request", url: `${appUrl}/my/incoming-requests` }
});
var requestExpired = (firstName, captain, appUrl) => ({
  subject: `Your request to ${captain} has expired`,
  paragraphs: [
    hello2(firstName),
    `${captain} has not answered your request for mentoring, so it has expired. This is no reflection on you: captains are sometimes busier than they expect.`,
    "Your next best matches who are taking members now are waiting on your Pending Requests page: one click sends a request."
  ],
  action: { label: "See your next best captains", url: `${appUrl}/my/pending-requests` }
});
var mentoringEnded = (p) => ({
  subject: p.by ? `${p.by} ended your mentoring` : "Your mentoring has ended",
  paragraphs: [
    hello2(p.firstName),
    `${p.by ?? "The platform"} ended your mentoring on the X-Forces Knowledge Exchange Hub. Reason: ${p.reason}.`,
    ...p.note ? [`${p.by ?? "The platform"} wrote: \u201C${p.note}\u201D`] : [],
    "Your plan and feed stay as read-only history.",
    ...p.certificate ? ["Congratulations on reaching your goals: your certificate is ready to download."] : [],
    ...p.rematch ? ["Your next best matches are ready: you can ask another Business Captain now."] : []
  ],
  action: p.rematch ? { label: "Find a Business Captain", url: `${p.appUrl}/mentors/matching` } : { label: "See your mentoring history", url: `${p.appUrl}/my/mentoring-history` }
});

// src/lib/mail/privacy-templates.ts
var pairEnded = (firstName, recipientIsCaptain, appUrl) => ({
  subject: MSG.pairEndedSubject,
  paragraphs: [
    `Hello ${firstName},`,
    recipientIsCaptain ? 'One of your Members has closed their account on the X-Forces Knowledge Exchange Hub, so your mentoring with them has ended. Their messages stay in your conversations as "Former member".' : 'Your Business Captain has closed their account on the X-Forces Knowledge Exchange Hub, so your mentoring has ended. Their messages stay in your conversations as "Former captain".',
    recipientIsCaptain ? "Your place for another Member is free again." : "You can ask another Business Captain for mentoring whenever you are ready."
  ],
  action: recipientIsCaptain ? { label: "Open My Members", url: `${appUrl}/my/mentoring` } : { label: "Find a Business Captain", url: `${appUrl}/mentors/matching` }
});
var deletionScheduled = (firstName, deleteAt, appUrl) => ({
  subject: "Your account will be deleted",
  paragraphs: [
    `Hello ${firstName},`,
    `You asked us to delete your account on the X-Forces Knowledge Exchange Hub. It will be erased on ${ukTime.format(deleteAt)}.`,
    'Changed your mind? Sign in before then and choose "Cancel deletion".'
  ],
  action: { label: "Sign in", url: `${appUrl}/login/1` }
});

// src/modules/mentoring/mentoring.repository.ts
import { and as and10, count as count6, desc as desc8, eq as eq13, inArray as inArray6, isNull as isNull3, ne as ne3, sql as sql16 } from "drizzle-orm";
var mentoringRepository = (db) => ({
  /** Members a captain mentors now. */
  async activeCount(mentorId) {
    const [row] = await db.select({ n: count6() }).from(mentorings).where(and10(eq13(mentorings.mentorId, mentorId), isNull3(mentorings.endedAt)));
    return row?.n ?? 0;
  },
  async activeMentoring(id) {
    const [row] = await db.select().from(mentorings).where(and10(eq13(mentorings.id, id), isNull3(mentorings.endedAt))).limit(1);
    return row ?? null;
  },
  async activeMentoringOf(menteeId) {
    const [row] = await db.select().from(mentorings).where(and10(eq13(mentorings.menteeId, menteeId), isNull3(mentorings.endedAt))).limit(1);
    return row ?? null;
  },
  /** The newest request between a Member and a captain, whatever its state. */
  async latestRequest(menteeId, mentorId) {
    const [row] = await db.select().from(mentoringRequests).where(and10(eq13(mentoringRequests.menteeId, menteeId), eq13(mentoringRequests.mentorId, mentorId))).orderBy(desc8(mentoringRequests.createdAt), desc8(mentoringRequests.id)).limit(1);
    return row ?? null;
  },
  /** A captain mentoring the Member now, or holding an open request from them. */
  async isConnected(mentorId, menteeId) {
    const [m] = await db.select({ id: mentorings.id }).from(mentorings).where(
      and10(eq13(mentorings.mentorId, mentorId), eq13(mentorings.menteeId, menteeId), isNull3(mentorings.endedAt))
    ).limit(1);
    if (m) return true;
    const [r] = await db.select({ id: mentoringRequests.id }).from(mentoringRequests).where(
      and10(
        eq13(mentoringRequests.mentorId, mentorId),
        eq13(mentoringRequests.menteeId, menteeId),
        eq13(mentoringRequests.status, "pending")
      )
    ).limit(1);
    return !!r;
  },
  /** Row-locks the captain so two acceptances cannot both take the last place. */
  lockCaptain: (mentorId) => usersRepository(db).lockById(mentorId),
  async openRequest(menteeId, mentorId) {
    const [row] = await db.select().from(mentoringRequests).where(
      and10(
        eq13(mentoringRequests.menteeId, menteeId),
        eq13(mentoringRequests.mentorId, mentorId),
        eq13(mentoringRequests.status, "pending")
      )
    ).limit(1);
    return row ?? null;
  },
  async requestById(id) {
    const [row] = await db.select().from(mentoringRequests).where(eq13(mentoringRequests.id, id)).limit(1);
    return row ?? null;
  },
  async insertRequest(menteeId, mentorId) {
    const [row] = await db.insert(mentoringRequests).values({ menteeId, mentorId }).returning();
    return row;
  },
  async setRequestStatus(id, status, declineReason = null) {
    await db.update(mentoringRequests).set({ status, declineReason, updatedAt: /* @__PURE__ */ new Date() }).where(eq13(mentoringRequests.id, id));
  },
  /** When a Member is accepted, their other open requests are withdrawn. */
  async withdrawOtherRequests(menteeId, keepId) {
    await db.update(mentoringRequests).set({ status: "canceled_by_mentee", updatedAt: /* @__PURE__ */ new Date() }).where(
      and10(
        eq13(mentoringRequests.menteeId, menteeId),
        eq13(mentoringRequests.status, "pending"),
        ne3(mentoringRequests.id, keepId)
      )
    );
  },
  /** Open requests with the other person's summary: to a captain (incoming) or from a Member (pending). */
  requestsWith(side, userId) {
    const other = side === "mentor" ? mentoringRequests.menteeId : mentoringRequests.mentorId;
    const own = side === "mentor" ? mentoringRequests.mentorId : mentoringRequests.menteeId;
    return db.select({ request: mentoringRequests, person: personColumns }).from(mentoringRequests).innerJoin(people, eq13(people.id, other)).where(and10(eq13(own, userId), eq13(mentoringRequests.status, "pending"))).orderBy(desc8(mentoringRequests.createdAt), desc8(mentoringRequests.id));
  },
  async incomingCount(mentorId) {
    const [row] = await db.select({ n: count6() }).from(mentoringRequests).where(and10(eq13(mentoringRequests.mentorId, mentorId), eq13(mentoringRequests.status, "pending")));
    return row?.n ?? 0;
  },
  async insertMentoring(values) {
    const [row] = await db.insert(mentorings).values(values).returning();
    return row;
  },
  /** Active mentorings of a captain, or of a Member, with the other person's summary. */
  mentoringsWith(side, userId) {
    const other = side === "mentor" ? mentorings.menteeId : mentorings.mentorId;
    const own = side === "mentor" ? mentorings.mentorId : mentorings.menteeId;
    return db.select({ mentoring: mentorings, person: personColumns }).from(mentorings).innerJoin(people, eq13(people.id, other)).where(and10(eq13(own, userId), isNull3(mentorings.endedAt))).orderBy(desc8(mentorings.createdAt));
  },
  /**
   * Ends the pair's running mentoring, with why and by whom (issue 33): the one end path, for a
   * captain removing a Member, either side ending it, and the server (blocks, closed accounts).
   * Answers the ended row, or null when none was running.
   */
  async endMentoring(mentorId, menteeId, end = { reason: "other", by: null }) {
    const [row] = await db.update(mentorings).set({ endedAt: sql16`now()`, endReason: end.reason, endNote: end.note ?? null, endedBy: end.by }).where(
      and10(eq13(mentorings.mentorId, mentorId), eq13(mentorings.menteeId, menteeId), isNull3(mentorings.endedAt))
    ).returning();
    return row ?? null;
  },
  /** The newest request of a Member to each of these captains. */
  async requestStatuses(menteeId, mentorIds) {
    if (!mentorIds.length) return /* @__PURE__ */ new Map();
    const rows2 = await db.selectDistinctOn([mentoringRequests.mentorId], {
      mentorId: mentoringRequests.mentorId,
      status: mentoringRequests.status
    }).from(mentoringRequests).where(and10(eq13(mentoringRequests.menteeId, menteeId), inArray6(mentoringRequests.mentorId, mentorIds))).orderBy(
      mentoringRequests.mentorId,
      sql16`${mentoringRequests.createdAt} desc`,
      sql16`${mentoringRequests.id} desc`
    );
    return new Map(rows2.map((r) => [r.mentorId, r.status]));
  }
});

// src/modules/mentoring/trust.repository.ts
import { and as and11, count as count7, desc as desc9, eq as eq14, inArray as inArray7, isNotNull as isNotNull2, or as or3, sql as sql17 } from "drizzle-orm";
var rowsOf2 = (result) => result.rows;
var trustRepository = (db) => ({
  /**
   * Claims the open requests older than `expiry` seconds: they become 'expired' in this statement,
   * so two processes sweeping at once never claim the same one.
   */
  async expire(now2, expirySeconds, limit2) {
    const result = await db.execute(sql17`
      update ${mentoringRequests} set status = 'expired', updated_at = ${now2.toISOString()}::timestamptz
      where id in (
        select id from ${mentoringRequests}
        where status = 'pending'
          and created_at <= ${now2.toISOString()}::timestamptz - make_interval(secs => ${expirySeconds})
        order by created_at limit ${limit2} for update skip locked)
      returning id, mentee_id as "menteeId", mentor_id as "mentorId", created_at as "createdAt"`);
    return rowsOf2(result);
  },
  /**
   * Claims the open requests due their `nth` reminder (1 or 2), `afterSeconds` after they were
   * made: the counter moves in this statement, so each reminder goes once.
   */
  async claimReminders(now2, nth, afterSeconds, limit2) {
    const result = await db.execute(sql17`
      update ${mentoringRequests} set reminders_sent = ${nth}
      where id in (
        select id from ${mentoringRequests}
        where status = 'pending' and reminders_sent < ${nth}
          and created_at <= ${now2.toISOString()}::timestamptz - make_interval(secs => ${afterSeconds})
        order by created_at limit ${limit2} for update skip locked)
      returning id, mentee_id as "menteeId", mentor_id as "mentorId", created_at as "createdAt"`);
    return rowsOf2(result);
  },
  /**
   * Hours each captain took to answer requests over the window, one statement for a page: an
   * answer is an acceptance or a decline; an expired request counts the whole wait.
   */
  async requestAnswerHours(mentorIds, windowDays) {
    if (!mentorIds.length) return /* @__PURE__ */ new Map();
    const result = await db.execute(sql17`
      select mentor_id as "mentorId",
             string_agg((extract(epoch from updated_at - created_at) / 3600)::text, ',') as hours
      from ${mentoringRequests}
      where ${inArray7(mentoringRequests.mentorId, mentorIds)}
        and status in ('accepted', 'cancelled_by_mentor', 'expired')
        and updated_at > now() - make_interval(days => ${windowDays})
      group by mentor_id`);
    const rows2 = rowsOf2(result);
    return new Map(rows2.map((r) => [Number(r.mentorId), r.hours ? r.hours.split(",").map(Number) : []]));
  },
  /** The Member's recently expired requests (the newest to each captain), with the captain. */
  expiredOf(menteeId, sinceDays) {
    return db.select({ request: mentoringRequests, person: personColumns }).from(mentoringRequests).innerJoin(people, eq14(people.id, mentoringRequests.mentorId)).where(
      and11(
        eq14(mentoringRequests.menteeId, menteeId),
        eq14(mentoringRequests.status, "expired"),
        sql17`${mentoringRequests.updatedAt} > now() - make_interval(days => ${sinceDays})`,
        // Not when a newer request to the same captain followed.
        sql17`not exists (select 1 from ${mentoringRequests} r2 where r2.mentee_id = ${mentoringRequests.menteeId}
                and r2.mentor_id = ${mentoringRequests.mentorId} and r2.id > ${mentoringRequests.id})`
      )
    ).orderBy(desc9(mentoringRequests.updatedAt));
  },
  /** A mentoring by id, running or ended. */
  async mentoringById(id) {
    const [row] = await db.select().from(mentorings).where(eq14(mentorings.id, id)).limit(1);
    return row ?? null;
  },
  /** The ended mentorings of a person, either side, newest first, with the other person. */
  endedOf(userId) {
    const other = sql17`case when ${mentorings.mentorId} = ${userId} then ${mentorings.menteeId} else ${mentorings.mentorId} end`;
    return db.select({ mentoring: mentorings, person: personColumns }).from(mentorings).innerJoin(people, eq14(people.id, other)).where(
      and11(
        or3(eq14(mentorings.mentorId, userId), eq14(mentorings.menteeId, userId)),
        isNotNull2(mentorings.endedAt)
      )
    ).orderBy(desc9(mentorings.endedAt));
  },
  /** Captains a Member's mentoring ended with as 'not a good fit': left out of their matches. */
  async notAFit(menteeId) {
    const rows2 = await db.selectDistinct({ id: mentorings.mentorId }).from(mentorings).where(and11(eq14(mentorings.menteeId, menteeId), eq14(mentorings.endReason, "not_a_fit")));
    return rows2.map((r) => r.id);
  },
  /** Mentorings a captain saw through to their goals (the thank-you record on their profile). */
  async completions(mentorId) {
    const [row] = await db.select({ n: count7() }).from(mentorings).where(and11(eq14(mentorings.mentorId, mentorId), eq14(mentorings.endReason, "goals_reached")));
    return row?.n ?? 0;
  }
});

// src/policies/mentoring.ts
var isOfPair = (viewer, pair) => !!viewer && (pair.mentorId === viewer.id || pair.menteeId === viewer.id);
var canWorkInMentoring = (viewer, pair) => !!viewer && (viewer.type === "mentee" ? pair.menteeId === viewer.id : pair.mentorId === viewer.id);
var canEndMentoring = (viewer, pair) => isOfPair(viewer, pair);
var canReadCertificate = (viewer, m) => isOfPair(viewer, m) && !!m.endedAt && m.endReason === "goals_reached";
var canRequestCaptain = (_viewer, captain) => captain.type === "mentor" && captain.status === "active" && !captain.apart;
var canAnswerRequest = (viewer, req) => !!viewer && req.mentorId === viewer.id && req.status === "pending";

// src/modules/mentoring/trust.service.ts
var DAY_S = 86400;
var REMINDER_FRACTIONS = [3 / 14, 10 / 14];
var SWEEP_BATCH2 = 50;
var EXPIRED_SHOWN_DAYS = 30;
var median = (xs) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
var trustService = (ctx) => {
  const repo = trustRepository(ctx.db);
  const users2 = usersRepository(ctx.db);
  const notifications = notificationsService(ctx);
  const expirySeconds = () => ctx.config.requestExpiryDays * DAY_S;
  return {
    /**
     * Reminds captains of requests waiting 3/14 and 10/14 of the expiry, and expires the requests
     * unanswered for REQUEST_EXPIRY_DAYS. Each claim commits with its mails, so several processes
     * may sweep at once and each reminder or expiry happens once. Answers what it did.
     */
    async sweepRequests(now2 = /* @__PURE__ */ new Date()) {
      const done = { reminded: 0, expired: 0 };
      for (const nth of [2, 1]) {
        const after = Math.round(expirySeconds() * REMINDER_FRACTIONS[nth - 1]);
        for (; ; ) {
          const claimed = await ctx.db.transaction(async (tx) => {
            const rows2 = await trustRepository(tx).claimReminders(now2, nth, after, SWEEP_BATCH2);
            for (const r of rows2) {
              const [captain, member] = await Promise.all([
                usersRepository(tx).findById(r.mentorId),
                usersRepository(tx).findById(r.menteeId)
              ]);
              if (!captain || !member) continue;
              const expiresAt = new Date(new Date(r.createdAt).getTime() + expirySeconds() * 1e3);
              await notifications.notify(
                tx,
                captain,
                "system",
                requestReminder(captain.firstName, fullName(member), expiresAt, ctx.config.appUrl)
              );
            }
            return rows2.length;
          });
          done.reminded += claimed;
          if (claimed < SWEEP_BATCH2) break;
        }
      }
      for (; ; ) {
        const rows2 = await ctx.db.transaction(async (tx) => {
          const expired = await trustRepository(tx).expire(now2, expirySeconds(), SWEEP_BATCH2);
          for (const r of expired) {
            const [captain, member] = await Promise.all([
              usersRepository(tx).findById(r.mentorId),
              usersRepository(tx).findById(r.menteeId)
            ]);
            if (!captain || !member) continue;
            await notifications.notify(
              tx,
              member,
              "system",
              requestExpired(member.firstName, fullName(captain), ctx.config.appUrl)
            );
          }
          return expired;
        });
        for (const r of rows2) ctx.live.changed([r.menteeId, r.mentorId], { topic: "requests" });
        done.expired += rows2.length;
        if (rows2.length < SWEEP_BATCH2) break;
      }
      return done;
    },
    /** The Member's requests that expired lately and were not followed by another to that captain. */
    async expiredRequests(member) {
      const rows2 = await repo.expiredOf(member.id, EXPIRED_SHOWN_DAYS);
      return rows2.map(({ request, person: person2 }) => ({
        id: request.id,
        status: request.status,
        created_at: request.createdAt.toISOString(),
        mentor: toPersonSummary(person2)
      }));
    },
    /**
     * Asks the Member a question about their open request instead of answering it: the captain's
     * conversation with them (opened, or the one they have) gets the request quoted and the question.
     * The request stays open.
     */
    async ask(captain, requestId, body) {
      const req = await mentoringRepository(ctx.db).requestById(requestId);
      if (!req || !canAnswerRequest(captain, req)) throw notFound();
      const member = await users2.findById(req.menteeId);
      if (!member || member.status !== "active") throw notFound();
      const chat = chatService(ctx);
      const conversation = await chat.open(captain, member.id);
      const on = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", dateStyle: "long" }).format(
        req.createdAt
      );
      await chat.send(
        captain,
        conversation.id,
        `\u201CMentoring request from ${fullName(member)}, ${on}\u201D

${body}`
      );
      return chat.open(captain, member.id);
    },
    /**
     * How quickly each captain answers: the median of their request answers and first chat replies
     * over the last 90 days, in two statements for any number of captains (a page of a list).
     */
    async responsiveness(captainIds) {
      const [answers, replies] = await Promise.all([
        repo.requestAnswerHours(captainIds, RESPONSIVENESS_WINDOW_DAYS),
        chatService(ctx).firstReplyHours(captainIds, RESPONSIVENESS_WINDOW_DAYS)
      ]);
      return new Map(
        captainIds.map((id) => {
          const all = [...answers.get(id) ?? [], ...replies.get(id) ?? []];
          return [id, responsivenessOf(median(all), all.length)];
        })
      );
    },
    /** Captains a Member's mentorings ended with as 'not a good fit' (left out of their matches). */
    notAFitCaptains: (menteeId) => repo.notAFit(menteeId),
    completions: (mentorId) => repo.completions(mentorId),
    /** The person's ended mentorings, newest first, with the other of the pair. */
    endedPairsOf: async (user2) => (await repo.endedOf(user2.id)).map(({ mentoring, person: person2 }) => ({
      mentoring,
      other: toPersonSummary(person2)
    })),
    /**
     * A mentoring of this person (either side) that ended with its goals reached: the one a
     * certificate is for. Anything else is a 404.
     */
    async completedPair(user2, mentoringId) {
      const m = await repo.mentoringById(mentoringId);
      if (!m || !canReadCertificate(user2, m)) throw notFound();
      return m;
    }
  };
};

// src/modules/mentoring/mentoring.service.ts
var mentoringService = (ctx) => {
  const repo = mentoringRepository(ctx.db);
  const users2 = usersRepository(ctx.db);
  const blocks = blocksRepository(ctx.db);
  const notifications = notificationsService(ctx);
  const appUrl = ctx.config.appUrl;
  async function closeRequest(requestId, status, tell, content, declineReason = null) {
    await ctx.db.transaction(async (tx) => {
      await mentoringRepository(tx).setRequestStatus(requestId, status, declineReason);
      if (tell) await notifications.notify(tx, tell, "system", content(tell.firstName));
    });
  }
  const requestsChanged = (...userIds) => ctx.live.changed(userIds, { topic: "requests" });
  async function captain(id, memberId) {
    const u = await users2.findById(id);
    if (!u || !canRequestCaptain({ id: memberId }, { ...u, apart: await blocks.areApart(id, memberId) }))
      throw notFound();
    return u;
  }
  return {
    async request(member, mentorId) {
      const mentor = await captain(mentorId, member.id);
      if (await repo.activeMentoringOf(member.id))
        throw invalid({ mentor: MSG.alreadyHaveCaptain }, MSG.alreadyHaveCaptain);
      if (await repo.openRequest(member.id, mentorId))
        throw invalid({ mentor: MSG.requestExists }, MSG.requestExists);
      const available = isCaptainAvailable({
        disabled: mentor.disableMentoringRequests,
        active: await repo.activeCount(mentorId),
        limit: mentor.menteesLimit
      });
      if (!available) throw invalid({ mentor: MSG.captainUnavailable }, MSG.captainUnavailable);
      const row = await ctx.db.transaction(async (tx) => {
        const inserted = await mentoringRepository(tx).insertRequest(member.id, mentorId);
        const content = requestReceived(mentor.firstName, fullName(member.row), appUrl);
        await notifications.notify(tx, mentor, "system", content);
        return inserted;
      });
      requestsChanged(mentorId, member.id);
      return { request_status: row.status, request_id: row.id };
    },
    async recall(member, mentorId) {
      const open = await repo.openRequest(member.id, mentorId);
      if (!open) throw notFound();
      await closeRequest(
        open.id,
        "canceled_by_mentee",
        await users2.findById(mentorId),
        (first) => requestRecalled(first, fullName(member.row), appUrl)
      );
      requestsChanged(mentorId, member.id);
      return { request_status: "canceled_by_mentee", request_id: open.id };
    },
    async requests(user2) {
      const side = user2.type === "mentor" ? "mentor" : "mentee";
      const [all, apart, expired] = await Promise.all([
        repo.requestsWith(side, user2.id),
        blocks.apartFrom(user2.id),
        // A Member sees their requests that expired lately too, with their next best captains.
        side === "mentee" ? trustService(ctx).expiredRequests(user2) : []
      ]);
      const rows2 = all.filter((r) => !apart.has(r.person.id));
      return [
        ...rows2.map(({ request, person: person2 }) => ({
          id: request.id,
          status: request.status,
          created_at: request.createdAt.toISOString(),
          ...side === "mentor" ? { mentee: toPersonSummary(person2) } : { mentor: toPersonSummary(person2) }
        })),
        ...expired.filter((r) => !("mentor" in r && r.mentor && apart.has(r.mentor.id)))
      ];
    },
    /** Accept within the limit (the captain row is locked so two acceptances cannot pass it). */
    async accept(mentor, requestId) {
      const result = await ctx.db.transaction(async (tx) => {
        const r = mentoringRepository(tx);
        const req = await r.requestById(requestId);
        if (!req || !canAnswerRequest(mentor, req)) throw notFound();
        if (await blocksRepository(tx).areApart(req.menteeId, mentor.id)) throw notFound();
        const me = await r.lockCaptain(mentor.id);
        if (await r.activeCount(mentor.id) >= (me?.menteesLimit ?? 0)) {
          throw invalid({ request: MSG.membersLimitReached }, MSG.membersLimitReached);
        }
        if (await r.activeMentoringOf(req.menteeId))
          throw invalid({ request: MSG.memberHasCaptain }, MSG.memberHasCaptain);
        const member = await usersRepository(tx).findById(req.menteeId);
        await r.setRequestStatus(req.id, "accepted");
        await r.withdrawOtherRequests(req.menteeId, req.id);
        const m = await r.insertMentoring({
          mentorId: mentor.id,
          menteeId: req.menteeId,
          requestId: req.id,
          mentoringName: `${member.businessName || fullName(member)} with ${fullName(mentor.row)}`
        });
        await notifications.notify(
          tx,
          member,
          "system",
          requestAccepted(member.firstName, fullName(mentor.row), appUrl)
        );
        return { member, mentoringId: m.id };
      });
      requestsChanged(mentor.id, result.member.id);
      return { request_status: "accepted", request_id: requestId, mentoring_id: result.mentoringId };
    },
    /** Declines a pending request; the captain's optional reason is kept and shown to the Member. */
    async decline(mentor, requestId, reason = null) {
      const req = await repo.requestById(requestId);
      if (!req || !canAnswerRequest(mentor, req)) throw notFound();
      await closeRequest(
        req.id,
        "cancelled_by_mentor",
        await users2.findById(req.menteeId),
        (first) => requestDeclined(first, fullName(mentor.row), appUrl, reason),
        reason
      );
      requestsChanged(mentor.id, req.menteeId);
      return { request_status: "cancelled_by_mentor", request_id: req.id };
    },
    /** Ends a running mentoring; the Member is told (system flag). */
    async removeMember(mentor, menteeId) {
      await ctx.db.transaction(async (tx) => {
        const ended = await mentoringRepository(tx).endMentoring(mentor.id, menteeId, {
          reason: "other",
          by: mentor.id
        });
        if (!ended) throw notFound();
        const member = await usersRepository(tx).findById(menteeId);
        if (member)
          await notifications.notify(
            tx,
            member,
            "system",
            memberRemoved(member.firstName, fullName(mentor.row), appUrl)
          );
      });
      requestsChanged(mentor.id, menteeId);
    },
    incomingCount: (mentorId) => repo.incomingCount(mentorId),
    /**
     * Ends a running mentoring with a reason (issue 33): by one of the pair (`byUserId`), or by the
     * server (null: a block, a closed account), which tells both. The other side is mailed (through
     * the queue, with the end) and both pages are told at once; the workspace stays as read-only
     * history. A 404 when no such mentoring is running.
     */
    async endMentoring(mentoringId, reason, byUserId, note = null) {
      const ended = await ctx.db.transaction(async (tx) => {
        const r = mentoringRepository(tx);
        const m = await r.activeMentoring(mentoringId);
        if (!m || byUserId !== null && !canEndMentoring({ id: byUserId }, m)) throw notFound();
        const row = await r.endMentoring(m.mentorId, m.menteeId, { reason, note, by: byUserId });
        const people2 = usersRepository(tx);
        const [captainRow, memberRow] = await Promise.all([
          people2.findById(m.mentorId),
          people2.findById(m.menteeId)
        ]);
        const by = byUserId === null ? null : byUserId === m.mentorId ? captainRow : memberRow;
        for (const person2 of [captainRow, memberRow]) {
          if (!person2 || person2.id === byUserId) continue;
          await notifications.notify(
            tx,
            person2,
            "system",
            mentoringEnded({
              firstName: person2.firstName,
              by: by ? fullName(by) : null,
              reason: END_REASON_TEXT[reason],
              note,
              rematch: person2.id === m.menteeId && reason !== "goals_reached",
              certificate: reason === "goals_reached",
              appUrl
            })
          );
        }
        return row;
      });
      requestsChanged(ended.mentorId, ended.menteeId);
      ctx.live.changed([ended.mentorId, ended.menteeId], { topic: "workspace", mentoring_id: ended.id });
      return ended;
    },
    /**
     * Ends every running mentoring of a person being erased (issue 31) through the one end path;
     * the other side is told in a mail that does not name them. Answers the other people, whose
     * open pages are to be told once the caller's transaction commits (`requestsChanged`).
     */
    async endAllOf(userId, tx) {
      const r = mentoringRepository(tx);
      const pairs = [
        ...await r.mentoringsWith("mentor", userId),
        ...await r.mentoringsWith("mentee", userId)
      ];
      for (const { mentoring: m, person: person2 } of pairs) {
        if (!await r.endMentoring(m.mentorId, m.menteeId, { reason: "account_closed", by: null })) continue;
        const other = await usersRepository(tx).findById(person2.id);
        if (other)
          await notifications.notify(
            tx,
            other,
            "system",
            pairEnded(other.firstName, other.type === "mentor", appUrl)
          );
      }
      return pairs.map((p) => p.person.id);
    },
    requestsChanged,
    /** Both of the pair see a change of the plan or the feed at once (decision 0026), once committed. */
    workspaceChanged: (pair) => ctx.live.changed([pair.menteeId, pair.mentorId], { topic: "workspace", mentoring_id: pair.id }),
    // What other modules ask of mentoring (they never read its tables themselves).
    /**
     * The running mentoring a person may work in: for a captain the one with this id that they
     * run, for a Member their own (any id given must be it). Anything else is a 404.
     */
    async pairFor(user2, mentoringId) {
      const m = user2.type === "mentee" ? await repo.activeMentoringOf(user2.id) : mentoringId === void 0 ? null : await repo.activeMentoring(mentoringId);
      if (!m || !canWorkInMentoring(user2, m) || mentoringId !== void 0 && m.id !== mentoringId)
        throw notFound();
      return m;
    },
    /** A running mentoring by id, whoever asks (background jobs check the people themselves). */
    runningPair: (mentoringId, db = ctx.db) => mentoringRepository(db).activeMentoring(mentoringId),
    /** The captain's running mentorings with these Members (those they do not mentor are left out). */
    async pairsWithMembers(captain2, menteeIds) {
      const rows2 = await repo.mentoringsWith("mentor", captain2.id);
      return rows2.filter((r) => menteeIds.includes(r.person.id)).map((r) => r.mentoring);
    },
    /** Running mentorings of a person, with the other person as a summary. */
    pairsOf: async (user2) => (await repo.mentoringsWith(user2.type === "mentor" ? "mentor" : "mentee", user2.id)).map(
      ({ mentoring, person: person2 }) => ({ mentoring, other: toPersonSummary(person2) })
    ),
    hasCaptain: async (menteeId) => !!await repo.activeMentoringOf(menteeId),
    /** The Member's newest request to a captain: its state and, if declined, the captain's reason. */
    latestRequestOf: async (menteeId, mentorId) => {
      const row = await repo.latestRequest(menteeId, mentorId);
      return row && { status: row.status, declineReason: row.declineReason };
    },
    requestStatuses: (menteeId, mentorIds) => repo.requestStatuses(menteeId, mentorIds),
    /** A captain mentoring this Member or holding an open request from them. */
    isConnected: (mentorId, menteeId) => repo.isConnected(mentorId, menteeId)
  };
};

// src/modules/matching/matching.repository.ts
import {
  and as and12,
  asc as asc6,
  count as count8,
  eq as eq15,
  getTableColumns,
  getTableName,
  inArray as inArray8,
  sql as sql19
} from "drizzle-orm";

// src/modules/matching/matching.score.ts
var WEIGHTS = {
  sector: 30,
  needs: 25,
  stage: 15,
  location: 15,
  experience: 10,
  capacity: 5
};
var SECTOR_SPECIALISMS = {
  "Agriculture, Forestry and Fishing": ["Agriculture and rural business"],
  "Automotive Services": ["Professional services"],
  "Beauty and Personal Care": ["Health and wellbeing", "Retail"],
  "Charity and Social Enterprise": ["Social enterprise"],
  "Cleaning and Facilities Management": ["Professional services", "Property"],
  "Construction and Trades": ["Construction", "Property"],
  "Consultancy and Business Support": ["Professional services"],
  "Creative Industries and Media": ["Creative and media"],
  "Education and Training": ["Training and education"],
  "Energy and Environment": ["Construction", "Agriculture and rural business"],
  "Engineering and Manufacturing": ["Manufacturing"],
  "Events and Entertainment": ["Hospitality", "Creative and media"],
  "Financial and Professional Services": ["Professional services"],
  "Food and Drink": ["Food and drink", "Hospitality"],
  "Health and Social Care": ["Health and wellbeing"],
  "Hospitality and Tourism": ["Hospitality", "Food and drink"],
  "Information Technology and Software": ["Technology start-ups", "E-commerce"],
  "Logistics and Transport": ["Logistics and transport", "Import and export"],
  "Property and Real Estate": ["Property", "Construction"],
  "Retail and E-commerce": ["Retail", "E-commerce", "Franchising"],
  "Security and Defence": ["Security services"],
  "Sport, Fitness and Wellbeing": ["Health and wellbeing"]
};
var AREA_CATEGORIES = [
  { area: "motivation and leadership", categories: ["People & Leadership"] },
  { area: "shaping the business idea", categories: ["Strategy", "Legal & Compliance"] },
  { area: "market and customers", categories: ["Marketing", "Sales", "Digital & Technology"] },
  { area: "money and planning", categories: ["Finance", "Operations"] }
];
var STAGE_SKILLS = {
  startup: ["Business planning", "Company formation", "Raising finance", "Budgeting", "Pricing and margins"],
  growth: [
    "Growth strategy",
    "Business development",
    "Recruitment",
    "Exporting",
    "Key account management",
    "Partnerships and joint ventures"
  ]
};
var STAGE_SPECIALISMS = {
  startup: ["Technology start-ups", "Franchising"],
  growth: ["Franchising", "Import and export"]
};
function placeOf(location) {
  const [town, ...rest] = (location ?? "").split(",").map((p) => p.trim());
  return {
    town: town?.toLowerCase() || null,
    county: rest.join(", ").toLowerCase() || null,
    label: { town: town ?? "", county: rest.join(", ") }
  };
}
function weakAreasFrom(answersByGroup, stage) {
  const answered = answersByGroup.some((g) => g.length > 0);
  if (!answered) return stage === "startup" ? [1, 3] : [2, 3];
  return answersByGroup.flatMap(
    (g, i) => g.length && g.reduce((a, b) => a + b, 0) / g.length >= 2 ? [i] : []
  );
}
function matchScore(m, c) {
  const parts = [];
  const wanted = m.sector && SECTOR_SPECIALISMS[m.sector] || [];
  const closest = wanted.findIndex((s) => c.specialisms.includes(s));
  if (closest === 0)
    parts.push({ points: WEIGHTS.sector, reason: `Specialises in ${wanted[0].toLowerCase()}` });
  else if (closest > 0)
    parts.push({ points: 20, reason: `Specialises in ${wanted[closest].toLowerCase()}` });
  else if (m.sector && c.sector === m.sector)
    parts.push({ points: 20, reason: `Also works in ${m.sector.toLowerCase()}` });
  if (m.weakAreas.length) {
    const covered = m.weakAreas.filter(
      (a) => AREA_CATEGORIES[a]?.categories.some((cat) => c.skillCategories.includes(cat))
    );
    const points = Math.round(WEIGHTS.needs * covered.length / m.weakAreas.length);
    const best = covered[0] !== void 0 ? AREA_CATEGORIES[covered[0]].area : null;
    parts.push({ points, reason: best ? `Can help with ${best}` : null });
  } else {
    parts.push({ points: WEIGHTS.needs, reason: null });
  }
  if (c.hasStageSkill) {
    parts.push({
      points: WEIGHTS.stage,
      reason: m.stage === "startup" ? "Experienced with start-ups" : "Experienced in growing businesses"
    });
  }
  const mp = placeOf(m.location);
  const cp = placeOf(c.location);
  if (mp.town && mp.town === cp.town)
    parts.push({ points: WEIGHTS.location, reason: `Also in ${cp.label.town}` });
  else if (mp.county && mp.county === cp.county)
    parts.push({ points: 10, reason: `Also in ${cp.label.county}` });
  const years = Math.max(0, Math.floor(c.experienceYears));
  parts.push({
    points: Math.min(WEIGHTS.experience, years * 2),
    reason: years >= 5 ? `${years} years of experience` : null
  });
  if (c.available) parts.push({ points: WEIGHTS.capacity, reason: null });
  const score = Math.max(
    0,
    Math.min(
      100,
      parts.reduce((sum, p) => sum + p.points, 0)
    )
  );
  const reasons = parts.filter((p) => p.reason && p.points > 0).sort((a, b) => b.points - a.points).slice(0, 3).map((p) => p.reason);
  return { score, reasons };
}

// src/modules/profile/profile.read-model.ts
import { sql as sql18 } from "drizzle-orm";
var specialismsOfSql = (userId) => sql18`coalesce((
    select json_agg(json_build_object('id', business_specializations.id, 'name', business_specializations.name)
      order by business_specializations.id)
    from user_specializations us join ${specialismsView} on business_specializations.id = us.specialization_id
    where us.user_id = ${userId}), '[]'::json)`;
var skillsOfSql = (userId) => sql18`coalesce((
    select json_agg(json_build_object('id', skills.id, 'name', skills.name) order by skills.id)
    from user_skills k join ${skillsView} on skills.id = k.skill_id
    where k.user_id = ${userId}), '[]'::json)`;

// src/modules/matching/matching.repository.ts
var { specMask, skillMask, categoryMask, ...featureColumns } = getTableColumns(captainFeatures);
var ints = (xs) => xs.length ? sql19`array[${sql19.join(
  xs.map((x) => sql19`${x}`),
  sql19`, `
)}]::int[]` : sql19`'{}'::int[]`;
var f = captainFeatures;
var q = (column) => sql19`${sql19.identifier(getTableName(column.table))}.${sql19.identifier(column.name)}`;
var MASK_MAX_ID = 62;
function hasAny(array, mask, ids) {
  if (!ids.length) return sql19`false`;
  if (ids.every((i) => Number.isInteger(i) && i >= 1 && i <= MASK_MAX_ID)) {
    const bits = ids.reduce((m, i) => m | 1n << BigInt(i), 0n);
    return sql19`(${mask} & ${bits.toString()}::bigint) <> 0`;
  }
  return sql19`${array} && ${ints(ids)}`;
}
var availableSql = captainAvailableSql({ disabled: f.disabled, active: f.active, limit: f.menteesLimit });
var yearsSql = sql19`((${f.finishedDays} + ${f.currentCount} * (current_date - date '1970-01-01') - ${f.currentStartDays}) * 4 / 1461)`;
function scoreSql(p) {
  const W = Object.fromEntries(Object.entries(WEIGHTS).map(([k, v]) => [k, sql19.raw(String(v))]));
  const sector = sql19`(case
    when ${hasAny(f.specIds, specMask, p.primarySpec !== null ? [p.primarySpec] : [])} then ${W.sector}
    when ${hasAny(f.specIds, specMask, p.relatedSpecs)} then 20
    when ${p.sectorId !== null ? sql19`${f.sectorId} = ${p.sectorId}` : sql19`false`} then 20
    else 0 end)`;
  const covered = p.weakAreaCategories.length ? sql19.join(
    p.weakAreaCategories.map((cats) => sql19`(${hasAny(f.categoryIds, categoryMask, cats)})::int`),
    sql19` + `
  ) : sql19`0`;
  const n = p.weakAreaCategories.length;
  const needs = n ? sql19`((2 * ${W.needs} * (${covered}) + ${sql19.raw(String(n))}) / ${sql19.raw(String(2 * n))})` : W.needs;
  const stage = sql19`(case when ${hasAny(f.skillIds, skillMask, p.stageSkills)} or ${hasAny(f.specIds, specMask, p.stageSpecs)} then ${W.stage} else 0 end)`;
  const place = sql19`(case
    when ${p.town !== null ? sql19`${f.town} = ${p.town}` : sql19`false`} then ${W.location}
    when ${p.county !== null ? sql19`${f.county} = ${p.county}` : sql19`false`} then 10
    else 0 end)`;
  const experience = sql19`least(${W.experience}, 2 * ${yearsSql})`;
  const capacity = sql19`(case when ${availableSql} then ${W.capacity} else 0 end)`;
  return sql19`least(100, greatest(0, ${sector} + ${needs} + ${stage} + ${place} + ${experience} + ${capacity}))`;
}
var memberQuery = preparedQuery(
  (db, name) => db.select({
    location: people.location,
    sector: sectorsView.name,
    businessType: questionnairesView.businessType,
    serviceId: questionnairesView.serviceId,
    answers: answersByGroupSql(q(people.id))
  }).from(people).leftJoin(sectorsView, eq15(sectorsView.id, people.businessSectorId)).leftJoin(questionnairesView, eq15(questionnairesView.userId, people.id)).where(eq15(people.id, sql19.placeholder("memberId"))).prepare(name),
  "matching_member"
);
var matchingRepository = (db) => ({
  /** What the score needs to know of a Member, answers included, in one statement. */
  async member(memberId) {
    const [u] = await memberQuery(db).execute({ memberId });
    return u;
  },
  /** Names ↔ ids of the reference lists the score maps between. */
  async reference() {
    const [sectors, specs, skillRows, categories] = await Promise.all([
      db.select({ id: sectorsView.id, name: sectorsView.name }).from(sectorsView),
      db.select({ id: specialismsView.id, name: specialismsView.name }).from(specialismsView),
      db.select({ id: skillsView.id, name: skillsView.name }).from(skillsView),
      db.select({ id: skillCategoriesView.id, name: skillCategoriesView.name }).from(skillCategoriesView)
    ]);
    return { sectors, specs, skills: skillRows, categories };
  },
  /**
   * One page of captains passing the filters: ranked by the score when `score` is given (a Member
   * looking), else available first; `total` counts them all.
   */
  async rank(filters, score, limit2, offset) {
    const where = [];
    if (filters.excludeId) where.push(sql19`${f.userId} <> ${filters.excludeId}`);
    if (filters.viewerId) where.push(notBlockedSql(filters.viewerId, f.userId));
    if (filters.excludeIds?.length) where.push(sql19`not (${inArray8(f.userId, filters.excludeIds)})`);
    if (filters.ids) where.push(filters.ids.length ? inArray8(f.userId, filters.ids) : sql19`false`);
    if (filters.specialisms.length) where.push(sql19`${f.specIds} && ${ints(filters.specialisms)}`);
    if (filters.skills.length) where.push(sql19`${f.skillIds} && ${ints(filters.skills)}`);
    if (filters.location)
      where.push(sql19`${f.location} ilike ${`%${filters.location.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`);
    if (filters.available) where.push(availableSql);
    const scoreCol = score ? scoreSql(score) : sql19`null::int`;
    const matching = where.length ? and12(...where) : void 0;
    const order = [...score ? [sql19`score desc`] : [], sql19`available desc`];
    const top = db.select({
      userId: f.userId,
      score: sql19`${scoreCol}`.as("score"),
      available: sql19`${availableSql}`.as("available")
    }).from(f).where(matching).orderBy(...order, asc6(f.userId)).limit(limit2).offset(offset).as("top");
    const [rows2, counted] = await Promise.all([
      db.select({ features: featureColumns, score: top.score, available: top.available, years: yearsSql }).from(top).innerJoin(f, eq15(f.userId, top.userId)).orderBy(...order, asc6(f.userId)),
      db.select({ n: count8() }).from(f).where(matching)
    ]);
    return {
      rows: rows2.map((r) => ({
        ...r.features,
        score: r.score === null ? null : Number(r.score),
        available: Boolean(r.available),
        years: Number(r.years)
      })),
      total: Number(counted[0]?.n ?? 0)
    };
  },
  /** Card details for one page of captains (their specialisms and skills beside them), in one statement. */
  async cards(ids) {
    if (!ids.length) return [];
    return db.select({
      ...personColumns,
      specs: specialismsOfSql(q(people.id)),
      skills: skillsOfSql(q(people.id))
    }).from(people).where(inArray8(people.id, ids));
  }
});

// src/modules/matching/matching.service.ts
var index = (rows2) => ({
  id: new Map(rows2.map((r) => [r.name, r.id])),
  name: new Map(rows2.map((r) => [r.id, r.name]))
});
var matchingService = (ctx) => {
  const repo = matchingRepository(ctx.db);
  let reference;
  const indexes = (r) => ({
    sectors: index(r.sectors),
    specs: index(r.specs),
    skills: index(r.skills),
    categories: index(r.categories)
  });
  const ref = () => reference ??= repo.reference().then(indexes);
  async function memberFacts(memberId, startup) {
    const m = await repo.member(memberId);
    const stage = startup ?? (m.businessType === "idea" || m.serviceId === SERVICE_LOAN) ? "startup" : "growth";
    const groups = [...new Set(m.answers.map((a) => a.groupId))].sort((a, b) => a - b);
    const byGroup = [0, 1, 2, 3].map(
      (i) => m.answers.filter((a) => a.groupId === groups[i]).map((a) => a.answer)
    );
    return { sector: m.sector, location: m.location, stage, weakAreas: weakAreasFrom(byGroup, stage) };
  }
  async function scoreParams(m) {
    const r = await ref();
    const ids = (map, names) => names.flatMap((n) => map.has(n) ? [map.get(n)] : []);
    const wanted = m.sector && SECTOR_SPECIALISMS[m.sector] || [];
    const place = placeOf(m.location);
    return {
      primarySpec: wanted[0] ? r.specs.id.get(wanted[0]) ?? null : null,
      relatedSpecs: ids(r.specs.id, wanted.slice(1)),
      sectorId: m.sector ? r.sectors.id.get(m.sector) ?? null : null,
      weakAreaCategories: m.weakAreas.map((a) => ids(r.categories.id, AREA_CATEGORIES[a]?.categories ?? [])),
      stageSkills: ids(r.skills.id, STAGE_SKILLS[m.stage]),
      stageSpecs: ids(r.specs.id, STAGE_SPECIALISMS[m.stage]),
      town: place.town,
      county: place.county
    };
  }
  async function captainFacts(c, m, p) {
    const r = await ref();
    const names = (map, ids) => ids.flatMap((i) => map.has(i) ? [map.get(i)] : []);
    return {
      specialisms: names(r.specs.name, c.specIds),
      sector: c.sectorId ? r.sectors.name.get(c.sectorId) ?? null : null,
      skillCategories: names(r.categories.name, c.categoryIds),
      hasStageSkill: c.skillIds.some((i) => p.stageSkills.includes(i)) || c.specIds.some((i) => p.stageSpecs.includes(i)),
      location: c.location,
      experienceYears: c.years,
      available: c.available
    };
  }
  async function cards(viewer, page) {
    const ids = page.map((c) => c.userId);
    const mentoring = mentoringService(ctx);
    const isMember = viewer.type === "mentee";
    const [details, statuses, hasCaptain, speed] = await Promise.all([
      repo.cards(ids),
      isMember ? mentoring.requestStatuses(viewer.id, ids) : Promise.resolve(/* @__PURE__ */ new Map()),
      isMember ? mentoring.hasCaptain(viewer.id) : Promise.resolve(false),
      trustService(ctx).responsiveness(ids)
    ]);
    const people2 = new Map(details.map((p) => [p.id, p]));
    return page.map((c) => {
      const p = people2.get(c.userId);
      const status = statuses.get(c.userId) ?? null;
      const responsiveness = speed.get(c.userId);
      return {
        ...toPersonSummary(p),
        business_specializations: p.specs,
        skills: p.skills,
        available: c.available,
        mentees: c.active,
        mentees_limit: c.menteesLimit,
        ownership_experience_years: c.years,
        match: c.match,
        reasons: c.reasons,
        request_status: status,
        can_send_request: isMember && canSendRequest(hasCaptain, status),
        // How quickly they answer: the explanation says so beside the reasons; the match is unchanged.
        responsiveness
      };
    });
  }
  async function ranked(viewer, filters, startup, limit2, offset) {
    if (viewer.type !== "mentee") {
      const { rows: rows3, total: total2 } = await repo.rank(
        { ...filters, excludeId: viewer.id, viewerId: viewer.id },
        null,
        limit2,
        offset
      );
      return { rows: rows3.map((c) => ({ ...c, match: null, reasons: [] })), total: total2 };
    }
    const [member, notAFit] = await Promise.all([
      memberFacts(viewer.id, startup),
      // No-fault rematch (issue 33): captains a pair ended with as 'not a good fit' are left out.
      filters.ids ? [] : trustService(ctx).notAFitCaptains(viewer.id)
    ]);
    const params = await scoreParams(member);
    const { rows: rows2, total } = await repo.rank(
      { ...filters, viewerId: viewer.id, excludeIds: notAFit },
      params,
      limit2,
      offset
    );
    const scored = await Promise.all(
      rows2.map(async (c) => {
        const { score, reasons } = matchScore(member, await captainFacts(c, member, params));
        return { ...c, match: score, reasons };
      })
    );
    return { rows: scored, total };
  }
  return {
    ranked,
    /** A page of captains: for a Member best match first, for a captain available first. */
    async list(viewer, q2) {
      const filters = {
        specialisms: q2.specialisms,
        skills: q2.skills,
        location: q2.location,
        available: q2.available
      };
      const { rows: rows2, total } = await ranked(viewer, filters, q2.startup, q2.limit, q2.offset);
      return { data: await cards(viewer, rows2), meta: { total, limit: q2.limit, offset: q2.offset } };
    },
    /** The match of one captain for a Member (shown on the captain's profile). */
    async matchOf(viewer, captainId) {
      const { rows: rows2 } = await ranked(
        viewer,
        { ids: [captainId], specialisms: [], skills: [] },
        void 0,
        1,
        0
      );
      return rows2[0] ? { score: rows2[0].match ?? 0, reasons: rows2[0].reasons } : null;
    }
  };
};

// src/modules/profile/public-profile.service.ts
var DAY = 864e5;
function experienceYears(items, today2 = /* @__PURE__ */ new Date()) {
  const days = items.reduce((sum, e2) => {
    const end = e2.current || !e2.finishDate ? today2.getTime() : Date.parse(e2.finishDate);
    return sum + Math.max(0, (end - Date.parse(e2.startDate)) / DAY);
  }, 0);
  return Math.floor(days / 365.25);
}
var publicProfileService = (ctx) => {
  const users2 = usersRepository(ctx.db);
  const mentoring = mentoringService(ctx);
  const matching = matchingService(ctx);
  async function build(target, viewer) {
    const [x, options] = await Promise.all([
      profileRepository(ctx.db).profileExtras(target.id, target.businessSectorId),
      surveyService(ctx.db).options()
    ]);
    const mentees = target.type === "mentor" ? x.activeMentees : 0;
    const isMe = viewer.id === target.id;
    const isCaptain = target.type === "mentor";
    const available = isCaptain && isCaptainAvailable({
      disabled: target.disableMentoringRequests,
      active: mentees,
      limit: target.menteesLimit
    });
    let requestStatus = null;
    let declineReason = null;
    let canRequest = false;
    let match = null;
    if (isCaptain && viewer.type === "mentee") {
      const [latest, hasCaptain, fit] = await Promise.all([
        mentoring.latestRequestOf(viewer.id, target.id),
        mentoring.hasCaptain(viewer.id),
        matching.matchOf(viewer, target.id)
      ]);
      requestStatus = latest?.status ?? null;
      declineReason = latest?.status === "cancelled_by_mentor" ? latest.declineReason : null;
      canRequest = canSendRequest(hasCaptain, requestStatus);
      match = fit?.score ?? null;
    }
    const [speed, completions] = isCaptain ? await Promise.all([
      trustService(ctx).responsiveness([target.id]),
      trustService(ctx).completions(target.id)
    ]) : [null, 0];
    const canViewSurvey = target.type === "mentee" && canReadMemberSurvey(viewer, { id: target.id, connected: await connected(viewer, target.id) });
    const specNames = new Map(options.business_specializations.map((s) => [s.id, s.name]));
    return {
      id: target.id,
      type: target.type,
      first_name: target.firstName,
      last_name: target.lastName,
      avatar: target.avatar,
      bg_image: target.bgImage,
      location: target.location,
      business_name: target.businessName,
      position_within_business: target.positionWithinBusiness,
      business_sector: x.sector,
      linkedin: target.linkedin,
      business_website: target.businessWebsite,
      professional_experience: target.professionalExperience,
      experience: x.experience.map(toExperienceItem),
      other_expertise: x.otherExpertise,
      business_specializations: x.specializationIds.map((id) => ({ id, name: specNames.get(id) ?? "" })),
      skills: x.skills,
      available,
      accept_chats: target.acceptChats,
      mentees,
      mentees_limit: isCaptain ? target.menteesLimit : null,
      ownership_experience_years: experienceYears(x.experience),
      match,
      request_status: requestStatus,
      decline_reason: declineReason,
      can_send_request: canRequest,
      can_view_survey: canViewSurvey,
      survey_exists: x.answerCount >= ASSESS_QUESTION_COUNT,
      is_me: isMe,
      responsiveness: speed?.get(target.id) ?? null,
      completions
    };
  }
  async function find(id, type) {
    const u = await users2.findById(id);
    if (!u || u.type !== type || u.status !== "active") throw notFound();
    return u;
  }
  async function seen(viewer, id, type) {
    const u = await users2.findById(id);
    if (!u || u.type !== type) throw notFound();
    const apart = await blocksRepository(ctx.db).areApart(viewer.id, id);
    if (!canSeeProfile(viewer, { ...u, apart })) throw notFound();
    return u;
  }
  const connected = async (viewer, memberId) => viewer.type === "mentor" && await mentoring.isConnected(viewer.id, memberId);
  return {
    captain: async (viewer, id) => build(await seen(viewer, id, "mentor"), viewer),
    member: async (viewer, id) => build(await seen(viewer, id, "mentee"), viewer),
    own: (viewer) => {
      if (!hasPublicProfile(viewer)) throw notFound();
      return build(viewer.row, viewer);
    },
    async memberSurvey(viewer, id) {
      const member = await find(id, "mentee");
      if (!canReadMemberSurvey(viewer, { id, connected: await connected(viewer, id) })) throw notFound();
      return memberSurveyService(ctx).view(member);
    }
  };
};

// src/modules/profile/public-profile.routes.ts
async function publicProfileRoutes(app2) {
  const people2 = publicProfileService(app2);
  const auth = authService(app2);
  const tags = ["profile"];
  const e2 = areas_exports.publicProfile;
  for (const op of [e2.captainForMember, e2.captainForCaptain]) {
    route(app2, op, { tags, config: { probe: { object: "captain" } } }, async (req) => ({
      data: await people2.captain(currentUser(req), req.params.id)
    }));
  }
  route(app2, e2.member, { tags, config: { probe: { object: "member" } } }, async (req) => ({
    data: await people2.member(currentUser(req), req.params.id)
  }));
  route(
    app2,
    e2.own,
    // Moderators and admins have no public profile.
    { tags, config: { probe: { expect: { moderator: 404, admin: 404 } } } },
    async (req) => ({
      data: await people2.own(currentUser(req))
    })
  );
  route(
    app2,
    e2.memberSurvey,
    { tags, config: { probe: { object: "mentoredMember", owner: "captain" } } },
    async (req) => ({ data: await people2.memberSurvey(currentUser(req), req.params.id) })
  );
  route(
    app2,
    e2.staffMemberSurvey,
    { tags: ["admin"], config: { tokenInQuery: "member", probe: { object: "member" } } },
    async (req) => ({ data: await people2.memberSurvey(currentUser(req), req.params.id) })
  );
  route(
    app2,
    e2.surveyPreviewToken,
    {
      tags: ["admin"],
      config: { rateLimit: limit.lookupPerIp, probe: { object: "member" } },
      schema: {
        description: "A preview link's token for this Member's questionnaire: read-only, 15 minutes (decision 0005)."
      }
    },
    async (req) => {
      await people2.memberSurvey(currentUser(req), req.params.id);
      return { data: await auth.mintPreview(currentUser(req), "member", req.params.id) };
    }
  );
}

// src/modules/matching/matching.routes.ts
async function matchingRoutes(app2) {
  const matching = matchingService(app2);
  const tags = ["matching"];
  const config2 = { rateLimit: limit.searchPerIp, probe: "self" };
  for (const op of [areas_exports.matching.captainsForMember, areas_exports.matching.captainsForCaptain]) {
    route(app2, op, { tags, config: config2 }, async (req) => matching.list(currentUser(req), req.query));
  }
}

// src/modules/feed/feed.repository.ts
import { and as and13, asc as asc7, count as count9, eq as eq16, inArray as inArray9, isNull as isNull4, lte, ne as ne4, or as or4, sql as sql20 } from "drizzle-orm";
var readBy = (readerId) => sql20`(coalesce(feed_comments.owner_id, feed_comments.actor_id, 0) = ${readerId}
    or exists (select 1 from feed_reads r where r.comment_id = feed_comments.id and r.user_id = ${readerId}))`;
var comments = (db, mentoringIds, readerId) => db.select({
  id: feedComments.id,
  mentoringId: feedComments.mentoringId,
  body: feedComments.body,
  createdAt: feedComments.createdAt,
  hiddenAt: feedComments.hiddenAt,
  owner: { id: people.id, avatar: people.avatar, firstName: people.firstName, lastName: people.lastName },
  isRead: readBy(readerId)
}).from(feedComments).leftJoin(people, eq16(people.id, feedComments.ownerId)).where(
  mentoringIds.length === 1 ? eq16(feedComments.mentoringId, mentoringIds[0]) : inArray9(feedComments.mentoringId, mentoringIds)
).orderBy(asc7(feedComments.createdAt), asc7(feedComments.id));
var feedRepository = (db) => ({
  async insert(values) {
    const [row] = await db.insert(feedComments).values(values).returning();
    return row;
  },
  /** One comment (a report's target; issue 33). */
  async byId(id) {
    const [row] = await db.select().from(feedComments).where(eq16(feedComments.id, id));
    return row ?? null;
  },
  /** Hides a comment from its readers (a moderator's decision; issue 33). */
  async hide(id) {
    await db.update(feedComments).set({ hiddenAt: sql20`coalesce(${feedComments.hiddenAt}, now())` }).where(eq16(feedComments.id, id));
  },
  /** A mentoring's feed, oldest first, with each owner and whether the reader has read it. */
  list(mentoringId, readerId) {
    return comments(db, [mentoringId], readerId);
  },
  /** The feeds of several mentorings in one statement (a captain's My Members), by mentoring. */
  async lists(mentoringIds, readerId) {
    const byMentoring = new Map(mentoringIds.map((id) => [id, []]));
    if (!mentoringIds.length) return byMentoring;
    for (const row of await comments(db, mentoringIds, readerId)) byMentoring.get(row.mentoringId)?.push(row);
    return byMentoring;
  },
  async unreadCounts(mentoringIds, readerId) {
    if (!mentoringIds.length) return /* @__PURE__ */ new Map();
    const rows2 = await db.select({ mentoringId: feedComments.mentoringId, n: count9() }).from(feedComments).where(and13(inArray9(feedComments.mentoringId, mentoringIds), sql20`not ${readBy(readerId)}`)).groupBy(feedComments.mentoringId);
    return new Map(rows2.map((r) => [r.mentoringId, r.n]));
  },
  /**
   * Marks one comment, or every comment up to an id (all without one), of the mentoring read; false
   * if the one comment is not there.
   */
  async markRead(mentoringId, readerId, which) {
    const commentId = "one" in which ? which.one : void 0;
    const upTo = "upTo" in which ? which.upTo : void 0;
    const found = await db.select({ id: feedComments.id }).from(feedComments).where(
      and13(
        eq16(feedComments.mentoringId, mentoringId),
        commentId === void 0 ? void 0 : eq16(feedComments.id, commentId),
        upTo === void 0 ? void 0 : lte(feedComments.id, upTo),
        or4(isNull4(feedComments.ownerId), ne4(feedComments.ownerId, readerId))
      )
    );
    if (found.length)
      await db.insert(feedReads).values(found.map((c) => ({ commentId: c.id, userId: readerId }))).onConflictDoNothing();
    if (commentId === void 0) return true;
    if (found.length) return true;
    const [own] = await db.select({ id: feedComments.id }).from(feedComments).where(and13(eq16(feedComments.id, commentId), eq16(feedComments.mentoringId, mentoringId)));
    return !!own;
  }
});

// src/policies/workspace.ts
var canEditTemplate = (viewer, t) => !!viewer && t.mentorId === viewer.id;
var canEditMilestone = (viewer, owner) => !!viewer && owner.mentorId === viewer.id;
var canTickTask = (viewer, milestone, pair) => milestone.mentoringId === pair.id && canWorkInMentoring(viewer, pair);
var canReadFeedComment = (viewer, runningPair) => !!runningPair && isOfPair(viewer, runningPair);

// src/modules/feed/feed.service.ts
var FEED_TOPIC = "feed:";
var toComment = (c) => ({
  id: c.id,
  // A comment a moderator hid is never served to readers again (issue 33).
  body: c.hiddenAt ? REMOVED_BY_MODERATOR : c.body,
  ...c.hiddenAt && { removed: true },
  created_at: c.createdAt.toISOString(),
  owner: c.owner?.id ? { id: c.owner.id, avatar: c.owner.avatar, first_name: c.owner.firstName, last_name: c.owner.lastName } : null,
  is_read: Boolean(c.isRead)
});
var feedService = (ctx) => {
  const repo = feedRepository(ctx.db);
  const mentoring = mentoringService(ctx);
  const notifications = notificationsService(ctx);
  const feedUrl = (person2, pair) => `${ctx.config.appUrl}${person2.type === "mentor" ? `/my/mentoring/${pair.menteeId}` : "/my/mentoring"}`;
  return {
    /**
     * A comment by one of the pair. The other is told when their feed notifications are on: the
     * first comment at once, further ones within 15 minutes in one follow-up (decision 0023).
     */
    async post(user2, mentoringId, body) {
      const pair = await mentoring.pairFor(user2, mentoringId);
      const otherId = user2.id === pair.mentorId ? pair.menteeId : pair.mentorId;
      const row = await ctx.db.transaction(async (tx) => {
        const inserted = await feedRepository(tx).insert({ mentoringId: pair.id, ownerId: user2.id, body });
        const other = await usersRepository(tx).findById(otherId);
        if (other) {
          const content = feedComment(other.firstName, fullName(user2.row), body, feedUrl(other, pair));
          await notifications.gather(tx, other, "feed", `${FEED_TOPIC}${pair.id}`, content);
        }
        return inserted;
      });
      mentoring.workspaceChanged(pair);
      const [created] = (await repo.list(pair.id, user2.id)).filter((c) => c.id === row.id);
      return toComment(created);
    },
    /**
     * The follow-up of a feed's window: the comments of the other person since the first mail that
     * the reader has still not read, in one mail (nothing when they read them all meanwhile).
     */
    async followUp(job) {
      const mentoringId = Number(job.topic.slice(FEED_TOPIC.length));
      const reader = await usersRepository(ctx.db).findById(job.userId);
      const pair = reader && await mentoring.runningPair(mentoringId);
      if (!reader || !pair || pair.mentorId !== reader.id && pair.menteeId !== reader.id) return;
      const since = new Date(job.since);
      const news = (await repo.list(mentoringId, reader.id)).filter(
        (c) => c.owner?.id && c.owner.id !== reader.id && !c.isRead && c.createdAt > since
      );
      if (!news.length) return;
      const comments2 = news.filter((c) => !c.hiddenAt).map((c) => ({ from: fullName(c.owner), body: c.body }));
      await notifications.notify(
        ctx.db,
        reader,
        "feed",
        feedFollowUp(reader.firstName, comments2, feedUrl(reader, pair))
      );
    },
    /** A system comment (no owner); `actorId` is who caused it, for whom it counts as read. */
    system: (mentoringId, actorId, body, db = ctx.db) => feedRepository(db).insert({ mentoringId, ownerId: null, actorId, body }),
    /** Marks one comment read; answers the reader's unread count. */
    async read(user2, mentoringId, commentId) {
      const pair = await mentoring.pairFor(user2, mentoringId);
      if (!await repo.markRead(pair.id, user2.id, { one: commentId })) throw notFound();
      return { feed_unread_comments_count: (await repo.unreadCounts([pair.id], user2.id)).get(pair.id) ?? 0 };
    },
    /**
     * Marks every comment read up to `upToId`, the newest the reader was shown (all so far without
     * it): one posted after the client's fetch stays unread. Answers the reader's unread count.
     */
    async readAll(user2, mentoringId, upToId) {
      const pair = await mentoring.pairFor(user2, mentoringId);
      await repo.markRead(pair.id, user2.id, { upTo: upToId });
      return { feed_unread_comments_count: (await repo.unreadCounts([pair.id], user2.id)).get(pair.id) ?? 0 };
    },
    /** A comment its reader may see (they are of the running pair), or null (a report's target; issue 33). */
    async commentFor(userId, commentId) {
      const c = await repo.byId(commentId);
      const pair = c && await mentoring.runningPair(c.mentoringId);
      if (!c || !canReadFeedComment({ id: userId }, pair)) return null;
      return c;
    },
    /** Hides a comment from its readers (a moderator's decision after a report; issue 33). */
    hideComment: (commentId, db = ctx.db) => feedRepository(db).hide(commentId),
    list: async (mentoringId, readerId) => (await repo.list(mentoringId, readerId)).map(toComment),
    /** Several feeds in one statement, by mentoring id. */
    lists: async (mentoringIds, readerId) => new Map([...await repo.lists(mentoringIds, readerId)].map(([id, rows2]) => [id, rows2.map(toComment)])),
    unreadCounts: (mentoringIds, readerId) => repo.unreadCounts(mentoringIds, readerId)
  };
};

// src/modules/plans/plans.repository.ts
import { and as and14, asc as asc8, count as count10, desc as desc10, eq as eq17, inArray as inArray10, isNotNull as isNotNull3, notInArray, sql as sql21 } from "drizzle-orm";
var isTaskDone = (t) => t.mentorDone ?? t.menteeDone;
var taskDoneSql = sql21`coalesce(${tasks.mentorDone}, ${tasks.menteeDone})`;
var planOrder = [sql21`${milestones.deadline} asc nulls last`, asc8(milestones.id)];
var plansRepository = (db) => ({
  // --- templates ---
  async listTemplates(mentorId) {
    const rows2 = await db.select().from(templates).where(eq17(templates.mentorId, mentorId)).orderBy(desc10(templates.createdAt), desc10(templates.id));
    const counts = rows2.length ? await db.select({ templateId: milestones.templateId, n: count10() }).from(milestones).where(
      inArray10(
        milestones.templateId,
        rows2.map((r) => r.id)
      )
    ).groupBy(milestones.templateId) : [];
    const countOf = new Map(counts.map((c) => [c.templateId, c.n]));
    return rows2.map((template) => ({ template, milestonesCount: countOf.get(template.id) ?? 0 }));
  },
  async template(id) {
    const [row] = await db.select().from(templates).where(eq17(templates.id, id)).limit(1);
    return row ?? null;
  },
  async insertTemplate(mentorId, templateName) {
    const [row] = await db.insert(templates).values({ mentorId, templateName }).returning();
    return row;
  },
  async renameTemplate(id, templateName) {
    await db.update(templates).set({ templateName, updatedAt: /* @__PURE__ */ new Date() }).where(eq17(templates.id, id));
  },
  async deleteTemplate(id) {
    await db.delete(templates).where(eq17(templates.id, id));
  },
  /** The mentorings each template is attached to. */
  async assignments(templateIds) {
    if (!templateIds.length) return [];
    return db.select({ templateId: templateAssignments.templateId, mentoringId: templateAssignments.mentoringId }).from(templateAssignments).where(inArray10(templateAssignments.templateId, templateIds));
  },
  /** Records the attachment; false when the template was attached to that mentoring already. */
  async assign(templateId, mentoringId) {
    const rows2 = await db.insert(templateAssignments).values({ templateId, mentoringId }).onConflictDoNothing().returning({ templateId: templateAssignments.templateId });
    return rows2.length > 0;
  },
  async unassign(templateId, mentoringId) {
    const rows2 = await db.delete(templateAssignments).where(
      and14(eq17(templateAssignments.templateId, templateId), eq17(templateAssignments.mentoringId, mentoringId))
    ).returning({ templateId: templateAssignments.templateId });
    return rows2.length > 0;
  },
  /** The milestones copied from a template into a mentoring on which no task was ticked. */
  async deleteUntouchedCopies(templateId, mentoringId) {
    await db.delete(milestones).where(
      and14(
        eq17(milestones.mentoringId, mentoringId),
        eq17(milestones.sourceTemplateId, templateId),
        // Written out in full: inside a sub-query an unqualified "id" would be the task's.
        sql21`not exists (select 1 from tasks t where t.milestone_id = milestones.id
              and (t.mentee_done or t.mentor_done is not null))`
      )
    );
  },
  // --- milestones and tasks ---
  /** The milestones of some mentorings or templates, in plan order. */
  milestonesOf(owner) {
    const [column, ids] = "mentoringIds" in owner ? [milestones.mentoringId, owner.mentoringIds] : [milestones.templateId, owner.templateIds];
    if (!ids.length) return Promise.resolve([]);
    return db.select().from(milestones).where(inArray10(column, ids)).orderBy(...planOrder);
  },
  tasksOf(milestoneIds) {
    if (!milestoneIds.length) return Promise.resolve([]);
    return db.select().from(tasks).where(inArray10(tasks.milestoneId, milestoneIds)).orderBy(asc8(tasks.milestoneId), asc8(tasks.position), asc8(tasks.id));
  },
  async milestone(id) {
    const [row] = await db.select().from(milestones).where(eq17(milestones.id, id)).limit(1);
    return row ?? null;
  },
  async insertMilestone(owner, fields, titles) {
    const [row] = await db.insert(milestones).values({ ...owner, ...fields }).returning();
    if (titles.length)
      await db.insert(tasks).values(titles.map((title, position) => ({ milestoneId: row.id, title, position })));
    return row;
  },
  /** Adds tasks at the end of a milestone's list; answers their ids in order. */
  async appendTasks(milestoneId, titles) {
    const [last] = await db.select({ n: sql21`coalesce(max(${tasks.position}), -1)::int` }).from(tasks).where(eq17(tasks.milestoneId, milestoneId));
    const start = (last?.n ?? -1) + 1;
    const rows2 = await db.insert(tasks).values(titles.map((title, i) => ({ milestoneId, title, position: start + i }))).returning({ id: tasks.id });
    return rows2.map((r) => r.id);
  },
  async updateMilestone(id, fields) {
    await db.update(milestones).set(fields).where(eq17(milestones.id, id));
  },
  async deleteMilestone(id) {
    await db.delete(milestones).where(eq17(milestones.id, id));
  },
  /**
   * Replaces a milestone's task list: tasks named by id keep their ticks (and take the new title
   * and position), the others are removed, new titles are added.
   */
  async replaceTasks(milestoneId, list) {
    const keep = list.flatMap((t) => t.id === void 0 ? [] : [t.id]);
    await db.delete(tasks).where(and14(eq17(tasks.milestoneId, milestoneId), keep.length ? notInArray(tasks.id, keep) : void 0));
    for (const [position, t] of list.entries()) {
      if (t.id !== void 0)
        await db.update(tasks).set({ title: t.title, position }).where(and14(eq17(tasks.id, t.id), eq17(tasks.milestoneId, milestoneId)));
      else await db.insert(tasks).values({ milestoneId, title: t.title, position });
    }
  },
  async task(id) {
    const [row] = await db.select({ task: tasks, milestone: milestones }).from(tasks).innerJoin(milestones, eq17(milestones.id, tasks.milestoneId)).where(eq17(tasks.id, id)).limit(1);
    return row ?? null;
  },
  async setTick(taskId, side, value) {
    const [row] = await db.update(tasks).set(side === "mentee" ? { menteeDone: value } : { mentorDone: value }).where(eq17(tasks.id, taskId)).returning();
    return row;
  },
  /**
   * Keeps `completed_at` true to the tasks: set when every task is done, cleared when one is not.
   * Returns whether the milestone has just become done.
   */
  async settleCompletion(milestoneId) {
    const [row] = await db.select({ total: count10(), done: sql21`count(*) filter (where ${taskDoneSql})`.mapWith(Number) }).from(tasks).where(eq17(tasks.milestoneId, milestoneId));
    const done = !!row && row.total > 0 && row.done === row.total;
    const changed = await db.update(milestones).set({ completedAt: done ? /* @__PURE__ */ new Date() : null }).where(
      and14(
        eq17(milestones.id, milestoneId),
        done ? sql21`${milestones.completedAt} is null` : isNotNull3(milestones.completedAt)
      )
    ).returning({ id: milestones.id });
    return done && changed.length > 0;
  },
  /** Undone tasks per mentoring. */
  async undoneCounts(mentoringIds) {
    if (!mentoringIds.length) return /* @__PURE__ */ new Map();
    const rows2 = await db.select({ mentoringId: milestones.mentoringId, n: count10() }).from(tasks).innerJoin(milestones, eq17(milestones.id, tasks.milestoneId)).where(and14(inArray10(milestones.mentoringId, mentoringIds), sql21`not ${taskDoneSql}`)).groupBy(milestones.mentoringId);
    return new Map(rows2.map((r) => [r.mentoringId, r.n]));
  },
  /**
   * Claims the open, dated milestones of running plans that need a reminder (decision 0023):
   * `dueSoon` those due within `withinMs`, `overdue` those past their deadline; each is claimed
   * once (one conditional UPDATE, so of several processes exactly one claims a row).
   */
  async claimReminders(kind, withinMs) {
    const mark = kind === "dueSoon" ? milestones.dueSoonMailedAt : milestones.overdueMailedAt;
    const when = kind === "dueSoon" ? sql21`${milestones.deadline} > now() and ${milestones.deadline} <= now() + make_interval(secs => ${withinMs / 1e3})` : sql21`${milestones.deadline} <= now()`;
    return db.update(milestones).set(kind === "dueSoon" ? { dueSoonMailedAt: sql21`now()` } : { overdueMailedAt: sql21`now()` }).where(
      and14(
        sql21`${mark} is null and ${milestones.completedAt} is null`,
        sql21`${milestones.mentoringId} is not null and ${milestones.deadline} is not null`,
        when,
        mentoringRunningSql(milestones.mentoringId)
      )
    ).returning({
      id: milestones.id,
      mentoringId: milestones.mentoringId,
      milestoneName: milestones.milestoneName,
      deadline: milestones.deadline
    });
  },
  /** The open, dated milestones of a running plan due before `until` (overdue ones included). */
  dueMilestones(mentoringId, until) {
    return db.select({ name: milestones.milestoneName, deadline: milestones.deadline }).from(milestones).where(
      and14(
        eq17(milestones.mentoringId, mentoringId),
        sql21`${milestones.completedAt} is null and ${milestones.deadline} is not null`,
        sql21`${milestones.deadline} <= ${until.toISOString()}::timestamptz`
      )
    ).orderBy(asc8(milestones.deadline));
  }
});

// src/modules/plans/plan.service.ts
var PLAN_TOPIC = "plan:";
var DUE_SOON_MS = 24 * 60 * 6e4;
var plainTitle = (title) => title.replace(TASK_LINK, "$1");
var toTask = (t) => ({
  id: t.id,
  title: t.title,
  title_markdown: t.title,
  title_html: taskTitleHtml(t.title),
  order: t.position,
  done: isTaskDone(t),
  mentee_done: t.menteeDone,
  mentor_done: t.mentorDone
});
function toMilestone(m, tasks2, now2 = Date.now()) {
  const views = tasks2.filter((t) => t.milestoneId === m.id).map(toTask);
  const done = views.length > 0 && views.every((t) => t.done);
  return {
    id: m.id,
    milestone_name: m.milestoneName,
    deadline: m.deadline?.toISOString() ?? null,
    notes: m.notes,
    is_done: done,
    done,
    overdue: !done && !!m.deadline && m.deadline.getTime() < now2,
    template_id: m.templateId ?? m.sourceTemplateId,
    tasks: views
  };
}
var planService = (ctx) => {
  const repo = plansRepository(ctx.db);
  const mentoring = mentoringService(ctx);
  const feed = feedService(ctx);
  const notifications = notificationsService(ctx);
  async function tellMember(tx, pair, captain, names) {
    const member = names.length ? await usersRepository(tx).findById(pair.menteeId) : null;
    if (!member) return;
    const content = milestoneAdded(member.firstName, fullName(captain.row), names, ctx.config.appUrl);
    await notifications.gather(tx, member, "system", `${PLAN_TOPIC}${pair.id}`, content);
  }
  async function plans(owner) {
    const rows2 = await repo.milestonesOf(owner);
    const tasks2 = await repo.tasksOf(rows2.map((m) => m.id));
    const byOwner = /* @__PURE__ */ new Map();
    for (const m of rows2) {
      const key = "mentoringIds" in owner ? m.mentoringId : m.templateId;
      byOwner.set(key, [...byOwner.get(key) ?? [], toMilestone(m, tasks2)]);
    }
    return byOwner;
  }
  async function view(id, db = ctx.db) {
    const r = plansRepository(db);
    const m = await r.milestone(id);
    return toMilestone(m, await r.tasksOf([id]));
  }
  async function ownTemplate(captain, templateId) {
    const t = await repo.template(templateId);
    if (!t || !canEditTemplate(captain, t)) throw notFound();
    return t;
  }
  async function ownMilestone(captain, id, kind) {
    const m = await repo.milestone(id);
    if (!m) throw notFound();
    if (kind === "mentoring") {
      if (m.mentoringId === null) throw notFound();
      const pair = await mentoring.pairFor(captain, m.mentoringId);
      if (!canEditMilestone(captain, pair)) throw notFound();
      return { m, pair };
    }
    if (m.templateId === null) throw notFound();
    const t = await repo.template(m.templateId);
    if (!t || !canEditMilestone(captain, t)) throw notFound();
    return { m, pair: null };
  }
  const fields = (b) => ({
    milestoneName: b.milestone_name,
    notes: b.notes ?? null,
    ...b.deadline !== void 0 && { deadline: new Date(b.deadline) }
  });
  async function checkTaskIds(milestoneId, b) {
    const own = new Set((await repo.tasksOf([milestoneId])).map((t) => t.id));
    const errors = {};
    b.tasks.forEach((t, i) => {
      if (t.id !== void 0 && !own.has(t.id)) errors[`tasks.${i}`] = MSG.unknownOption;
    });
    if (Object.keys(errors).length) throw invalid(errors);
  }
  async function openMilestones(mentoringId, db = ctx.db) {
    const r = plansRepository(db);
    const rows2 = await r.milestonesOf({ mentoringIds: [mentoringId] });
    const all = await r.tasksOf(rows2.map((m) => m.id));
    return rows2.map((m) => toMilestone(m, all)).filter((m) => !m.done).map((m) => ({ id: m.id, name: m.milestone_name }));
  }
  return {
    plans,
    ownTemplate,
    tellMember,
    /**
     * Queues the milestone reminders (decision 0023): due within 24 hours, and overdue, once each,
     * to both of the pair (system flag). Claims and mails commit together. Answers how many
     * milestones were claimed.
     */
    async queueReminders() {
      return ctx.db.transaction(async (tx) => {
        const r = plansRepository(tx);
        const people2 = usersRepository(tx);
        let claimed = 0;
        for (const kind of ["dueSoon", "overdue"]) {
          for (const m of await r.claimReminders(kind, DUE_SOON_MS)) {
            claimed++;
            const pair = await mentoring.runningPair(m.mentoringId, tx);
            if (!pair) continue;
            const member = await people2.findById(pair.menteeId);
            for (const id of [pair.menteeId, pair.mentorId]) {
              const person2 = id === pair.menteeId ? member : await people2.findById(id);
              if (!person2) continue;
              const isMember = person2.id === pair.menteeId;
              await notifications.notify(
                tx,
                person2,
                "system",
                milestoneDue(person2.firstName, {
                  name: m.milestoneName,
                  when: ukTime.format(m.deadline),
                  overdue: kind === "overdue",
                  member: isMember || !member ? null : fullName(member),
                  url: `${ctx.config.appUrl}${isMember ? "/my/mentoring" : `/my/mentoring/${pair.menteeId}`}`
                })
              );
            }
          }
        }
        return claimed;
      });
    },
    /**
     * The follow-up of a plan's window: the milestones added to the Member's plan since the first
     * mail and still there, in one mail (nothing when none are left).
     */
    async followUp(job) {
      const mentoringId = Number(job.topic.slice(PLAN_TOPIC.length));
      const people2 = usersRepository(ctx.db);
      const pair = await mentoring.runningPair(mentoringId);
      if (!pair || pair.menteeId !== job.userId) return;
      const [member, captain] = await Promise.all([
        people2.findById(pair.menteeId),
        people2.findById(pair.mentorId)
      ]);
      if (!member || !captain) return;
      const since = new Date(job.since);
      const added = (await repo.milestonesOf({ mentoringIds: [mentoringId] })).filter((m) => m.createdAt > since).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
      if (!added.length) return;
      const names = added.slice(0, MILESTONES_LISTED).map((m) => m.milestoneName);
      await notifications.notify(
        ctx.db,
        member,
        "system",
        milestoneAdded(member.firstName, fullName(captain), names, ctx.config.appUrl, added.length)
      );
    },
    openMilestones,
    /**
     * What a session agreed becomes tasks of the plan at once (issue 32), in `tx`: each item names
     * an open milestone of this pair's plan (else 422). Answers the new tasks' ids, item by item.
     */
    async addActionTasks(tx, pair, byUserId, items) {
      if (!items.length) return [];
      const open = new Set((await openMilestones(pair.id, tx)).map((m) => m.id));
      const errors = {};
      items.forEach((it, i) => {
        if (!open.has(it.milestoneId)) errors[`action_items.${i}.milestone_id`] = MSG.sessionMilestoneInvalid;
      });
      if (Object.keys(errors).length) throw invalid(errors);
      const r = plansRepository(tx);
      const ids = [];
      for (const it of items) {
        const [id] = await r.appendTasks(it.milestoneId, [it.title]);
        ids.push(id);
        await r.settleCompletion(it.milestoneId);
        await feed.system(pair.id, byUserId, `Task \u201C${plainTitle(it.title)}\u201D was added from a session.`, tx);
      }
      return ids;
    },
    /** A plan's open milestones due within `withinMs` or overdue (the weekly digest). */
    dueMilestones: (mentoringId, withinMs) => repo.dueMilestones(mentoringId, new Date(Date.now() + withinMs)),
    undoneCounts: (mentoringIds) => repo.undoneCounts(mentoringIds),
    async addToMentoring(captain, mentoringId, b) {
      const pair = await mentoring.pairFor(captain, mentoringId);
      const id = await ctx.db.transaction(async (tx) => {
        const m = await plansRepository(tx).insertMilestone(
          { mentoringId: pair.id },
          fields(b),
          b.tasks.map((t) => t.title)
        );
        await feed.system(pair.id, captain.id, `Milestone \u201C${b.milestone_name}\u201D was added to the plan.`, tx);
        await tellMember(tx, pair, captain, [b.milestone_name]);
        return m.id;
      });
      mentoring.workspaceChanged(pair);
      return view(id);
    },
    async addToTemplate(captain, templateId, b) {
      await ownTemplate(captain, templateId);
      const m = await repo.insertMilestone(
        { templateId },
        fields(b),
        b.tasks.map((t) => t.title)
      );
      return view(m.id);
    },
    async update(captain, id, kind, b) {
      const { m, pair } = await ownMilestone(captain, id, kind);
      await checkTaskIds(id, b);
      await ctx.db.transaction(async (tx) => {
        const r = plansRepository(tx);
        await r.updateMilestone(id, fields(b));
        await r.replaceTasks(id, b.tasks);
        if (await r.settleCompletion(id) && m.mentoringId !== null)
          await feed.system(m.mentoringId, captain.id, `Milestone \u201C${b.milestone_name}\u201D is complete.`, tx);
      });
      if (pair) mentoring.workspaceChanged(pair);
      return view(id);
    },
    async remove(captain, id, kind) {
      const { pair } = await ownMilestone(captain, id, kind);
      await repo.deleteMilestone(id);
      if (pair) mentoring.workspaceChanged(pair);
    },
    /** A Member's tick or a Captain's thumb on a task of their own mentoring. */
    async tick(user2, taskId, done) {
      const found = await repo.task(taskId);
      if (!found || found.milestone.mentoringId === null) throw notFound();
      const { task, milestone } = found;
      const pair = await mentoring.pairFor(user2, user2.type === "mentee" ? void 0 : milestone.mentoringId);
      if (!canTickTask(user2, milestone, pair)) throw notFound();
      const side = user2.type === "mentee" ? "mentee" : "mentor";
      const updated = await ctx.db.transaction(async (tx) => {
        const r = plansRepository(tx);
        const row = await r.setTick(taskId, side, done);
        if (!isTaskDone(task) && isTaskDone(row))
          await feed.system(pair.id, user2.id, `Task \u201C${plainTitle(row.title)}\u201D is done.`, tx);
        if (await r.settleCompletion(milestone.id))
          await feed.system(pair.id, user2.id, `Milestone \u201C${milestone.milestoneName}\u201D is complete.`, tx);
        return row;
      });
      mentoring.workspaceChanged(pair);
      const after = await view(milestone.id);
      return { task: toTask(updated), milestone_done: after.done };
    }
  };
};

// src/modules/workspace/workspace.service.ts
var workspaceService = (ctx) => {
  const mentoring = mentoringService(ctx);
  const plan = planService(ctx);
  const feed = feedService(ctx);
  async function views(user2, onlyMember) {
    const pairs = (await mentoring.pairsOf(user2)).filter(
      (p) => onlyMember === void 0 || p.other?.id === onlyMember
    );
    const ids = pairs.map((p) => p.mentoring.id);
    if (!ids.length) return [];
    const [plans, undone, unread, feeds] = await Promise.all([
      plan.plans({ mentoringIds: ids }),
      plan.undoneCounts(ids),
      feed.unreadCounts(ids, user2.id),
      feed.lists(ids, user2.id)
    ]);
    return pairs.map(({ mentoring: m, other }) => ({
      id: m.id,
      mentoring_name: m.mentoringName,
      created_at: m.createdAt.toISOString(),
      milestones: plans.get(m.id) ?? [],
      undone_tasks_count: undone.get(m.id) ?? 0,
      feed_unread_comments_count: unread.get(m.id) ?? 0,
      feed: feeds.get(m.id) ?? [],
      ...user2.type === "mentor" ? { mentee: other } : { mentor: other }
    }));
  }
  return {
    /** A captain's running mentorings (My Members), or a Member's one (My Active Support). */
    views,
    async withMember(captain, menteeId) {
      const [found] = await views(captain, menteeId);
      if (!found) throw notFound();
      return found;
    }
  };
};

// src/modules/mentoring/mentoring.routes.ts
async function mentoringRoutes(app2) {
  const svc = mentoringService(app2);
  const workspace = workspaceService(app2);
  const tags = ["mentoring"];
  const e2 = areas_exports.mentoring;
  const me = (req) => currentUser(req);
  route(app2, e2.request, { tags, config: { probe: { object: "captain" } } }, async (req) => ({
    data: await svc.request(me(req), req.params.id)
  }));
  route(
    app2,
    e2.recall,
    { tags, config: { probe: { object: "requestedCaptain", owner: "member" } } },
    async (req) => ({
      data: await svc.recall(me(req), req.params.id)
    })
  );
  route(app2, e2.memberRequests, { tags, config: { httpCache: "revalidate", probe: "self" } }, async (req) => ({
    data: await svc.requests(me(req))
  }));
  const ofRequest = { probe: { object: "request", owner: "captain" } };
  const ofMember = { probe: { object: "mentoredMember", owner: "captain" } };
  route(
    app2,
    e2.captainRequests,
    { tags, config: { httpCache: "revalidate", probe: "self" } },
    async (req) => ({
      data: await svc.requests(me(req))
    })
  );
  route(app2, e2.accept, { tags, config: ofRequest }, async (req) => ({
    data: await svc.accept(me(req), req.params.id)
  }));
  route(app2, e2.decline, { tags, config: ofRequest }, async (req) => ({
    data: await svc.decline(me(req), req.params.id, req.body?.reason ?? null)
  }));
  route(app2, e2.myMembers, { tags, config: { httpCache: "revalidate", probe: "self" } }, async (req) => ({
    data: await workspace.views(me(req))
  }));
  route(app2, e2.removeMember, { tags, config: ofMember }, async (req) => {
    await svc.removeMember(me(req), req.params.id);
    return { data: { message: "OK" } };
  });
}

// src/lib/time.ts
var unixSeconds = (d) => Math.floor(d.getTime() / 1e3);

// src/modules/sessions/sessions.repository.ts
import { and as and15, desc as desc11, eq as eq18, inArray as inArray11, isNull as isNull5, lt as lt4, ne as ne5, or as or5, sql as sql22 } from "drizzle-orm";
var rowsOf3 = async (db, query) => (await db.execute(query)).rows;
var pairNames = sql22`c.id as mentor_id, c.first_name as mentor_first, c.last_name as mentor_last,
  m.id as mentee_id, m.first_name as mentee_first, m.last_name as mentee_last`;
var pairJoins = sql22`join ${peopleAs("c")} on c.id = s.mentor_id join ${peopleAs("m")} on m.id = s.mentee_id`;
var sessionsRepository = (db) => ({
  async insert(values) {
    const [row] = await db.insert(mentoringSessions).values(values).returning();
    return row;
  },
  async byId(id) {
    const [row] = await db.select().from(mentoringSessions).where(eq18(mentoringSessions.id, id)).limit(1);
    return row ?? null;
  },
  /** The row, locked for the rest of the transaction (two answers to one proposal cannot both pass). */
  async lock(id) {
    const [row] = await db.select().from(mentoringSessions).where(eq18(mentoringSessions.id, id)).for("update").limit(1);
    return row ?? null;
  },
  /** Locks both people (in id order): their accepted sessions change one at a time. */
  lockPeople: (ids) => usersRepository(db).lockMany(ids),
  async update(id, values) {
    const [row] = await db.update(mentoringSessions).set({ ...values, updatedAt: /* @__PURE__ */ new Date() }).where(eq18(mentoringSessions.id, id)).returning();
    return row;
  },
  ofMentoring: (mentoringId) => db.select().from(mentoringSessions).where(eq18(mentoringSessions.mentoringId, mentoringId)).orderBy(desc11(mentoringSessions.startsAt), desc11(mentoringSessions.id)),
  /** An accepted session of one of these people that overlaps [start, end), other than `exceptId`. */
  async overlapping(personIds, start, end, exceptId) {
    const [row] = await db.select({ id: mentoringSessions.id }).from(mentoringSessions).where(
      and15(
        eq18(mentoringSessions.status, "accepted"),
        ne5(mentoringSessions.id, exceptId),
        or5(inArray11(mentoringSessions.mentorId, personIds), inArray11(mentoringSessions.menteeId, personIds)),
        lt4(mentoringSessions.startsAt, end),
        sql22`${mentoringSessions.startsAt} + make_interval(mins => ${mentoringSessions.durationMinutes}::int) > ${start.toISOString()}::timestamptz`
      )
    ).limit(1);
    return row ?? null;
  },
  /** A person's sessions for their calendar feed: accepted, held and cancelled ones of the last 90 days on. */
  forFeed: (personId, since) => db.select().from(mentoringSessions).where(
    and15(
      or5(eq18(mentoringSessions.mentorId, personId), eq18(mentoringSessions.menteeId, personId)),
      inArray11(mentoringSessions.status, ["accepted", "held", "missed", "cancelled"]),
      sql22`${mentoringSessions.startsAt} >= ${since.toISOString()}::timestamptz`,
      // A session cancelled before anyone accepted it never reached a calendar.
      sql22`not (${mentoringSessions.status} = 'cancelled' and ${mentoringSessions.sequence} = 0)`
    )
  ).orderBy(mentoringSessions.startsAt),
  /** Sessions held by a pair and their actual minutes (the completion certificate, issue 33). */
  async heldTotals(mentoringId) {
    const [row] = await rowsOf3(
      db,
      sql22`select count(*)::int as count, coalesce(sum(actual_minutes), 0)::int as minutes
          from mentoring_sessions where mentoring_id = ${mentoringId} and status = 'held'`
    );
    return row ?? { count: 0, minutes: 0 };
  },
  /** The next accepted session of each of these mentorings. */
  async nextOf(mentoringIds, now2) {
    if (!mentoringIds.length) return [];
    return rowsOf3(
      db,
      sql22`select mentoring_id, min(starts_at) as starts_at from mentoring_sessions
          where status = 'accepted' and starts_at > ${now2.toISOString()}::timestamptz
            and mentoring_id in (${sql22.join(
        mentoringIds.map((id) => sql22`${id}`),
        sql22`, `
      )})
          group by mentoring_id`
    );
  },
  // ---------- reminders: each claim marks the rows, so each reminder is queued once ----------
  /** Accepted sessions starting within `withinMs` whose reminder of this kind is not yet queued. */
  async claimStartReminders(kind, withinMs, now2) {
    const column = kind === "day" ? mentoringSessions.remindedDayAt : mentoringSessions.remindedHourAt;
    const set = kind === "day" ? { remindedDayAt: now2 } : { remindedHourAt: now2 };
    return db.update(mentoringSessions).set(set).where(
      and15(
        eq18(mentoringSessions.status, "accepted"),
        isNull5(column),
        sql22`${mentoringSessions.startsAt} > ${now2.toISOString()}::timestamptz`,
        sql22`${mentoringSessions.startsAt} <= ${new Date(now2.getTime() + withinMs).toISOString()}::timestamptz`
      )
    ).returning();
  },
  /** Accepted sessions that ended before `endedBefore` and were never logged nor reminded of it. */
  claimLogReminders: (endedBefore, now2) => db.update(mentoringSessions).set({ remindedLogAt: now2 }).where(
    and15(
      eq18(mentoringSessions.status, "accepted"),
      isNull5(mentoringSessions.remindedLogAt),
      sql22`${mentoringSessions.startsAt} + make_interval(mins => ${mentoringSessions.durationMinutes}::int) <= ${endedBefore.toISOString()}::timestamptz`
    )
  ).returning(),
  // ---------- feedback ----------
  async saveFeedback(v) {
    await db.insert(sessionFeedback).values(v).onConflictDoUpdate({
      target: [sessionFeedback.sessionId, sessionFeedback.userId],
      set: { score: v.score, comment: v.comment, privateNote: v.privateNote, createdAt: /* @__PURE__ */ new Date() }
    });
  },
  feedbackOf: (sessionIds, userId) => sessionIds.length ? db.select().from(sessionFeedback).where(and15(inArray11(sessionFeedback.sessionId, sessionIds), eq18(sessionFeedback.userId, userId))) : Promise.resolve([]),
  /** The members' ratings of a captain's sessions: how many, by how many members, their average. */
  async captainSummary(mentorId) {
    const [row] = await rowsOf3(
      db,
      sql22`select count(*)::int as count, count(distinct f.user_id)::int as members, avg(f.score)::float8 as average
          from session_feedback f join mentoring_sessions s on s.id = f.session_id
          where s.mentor_id = ${mentorId} and f.user_id = s.mentee_id`
    );
    return row ?? { count: 0, members: 0, average: null };
  },
  /** Ratings of `lowScore` or less, and every private note, newest first (staff). */
  flaggedFeedback: (lowScore, limit2) => rowsOf3(
    db,
    sql22`select f.session_id, s.mentoring_id, s.starts_at, f.score, f.comment, f.private_note, f.created_at,
                 u.id as from_id, u.first_name as from_first, u.last_name as from_last, u.type as from_type,
                 ${pairNames}
          from session_feedback f
          join mentoring_sessions s on s.id = f.session_id
          join ${peopleAs("u")} on u.id = f.user_id
          ${pairJoins}
          where f.score <= ${lowScore} or coalesce(f.private_note, '') <> ''
          order by f.created_at desc, f.session_id desc
          limit ${limit2}`
  ),
  /** Held or missed sessions, newest first, with both people and the average rating (staff). */
  staffList: (status, limit2, offset) => rowsOf3(
    db,
    sql22`select s.id, s.mentoring_id, s.starts_at, s.duration_minutes, s.actual_minutes, s.missed_by,
                 (select avg(f.score)::float8 from session_feedback f where f.session_id = s.id) as usefulness,
                 count(*) over ()::int as total,
                 ${pairNames}
          from mentoring_sessions s
          ${pairJoins}
          where s.status = ${status}
          order by s.starts_at desc, s.id desc
          limit ${limit2} offset ${offset}`
  ),
  // ---------- calendar feeds ----------
  async feedOf(userId) {
    const [row] = await db.select().from(calendarFeeds).where(eq18(calendarFeeds.userId, userId)).limit(1);
    return row ?? null;
  },
  /** Sets the person's feed secret (its hash): the old one stops at once. */
  async setFeed(userId, secretHash, nonce) {
    await db.insert(calendarFeeds).values({ userId, secretHash, nonce }).onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { secretHash, nonce, createdAt: /* @__PURE__ */ new Date() }
    });
  },
  /** The person's first feed, unless one exists already (then nothing changes). */
  async createFeed(userId, hashOf, nonce) {
    await db.insert(calendarFeeds).values({ userId, secretHash: hashOf(nonce), nonce }).onConflictDoNothing({ target: calendarFeeds.userId });
  },
  async feedOwner(secretHash) {
    const [row] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq18(calendarFeeds.secretHash, secretHash)).limit(1);
    return row?.userId ?? null;
  }
});

// src/modules/sessions/session-reads.service.ts
var pairOf = (r) => ({
  captain: { id: r.mentor_id, first_name: r.mentor_first, last_name: r.mentor_last },
  member: { id: r.mentee_id, first_name: r.mentee_first, last_name: r.mentee_last }
});
var sessionReadsService = (ctx) => {
  const repo = sessionsRepository(ctx.db);
  const mentoring = mentoringService(ctx);
  return {
    /** Sessions held by a pair and their hours (null when none was logged held): the certificate. */
    async heldTotals(mentoringId) {
      const { count: count13, minutes } = await repo.heldTotals(mentoringId);
      return count13 ? { count: count13, hours: Math.round(minutes / 60 * 10) / 10 } : null;
    },
    /** The next booked session of each of the user's running pairs (their pair cards). */
    async next(user2) {
      const pairs = await mentoring.pairsOf(user2);
      const rows2 = await repo.nextOf(
        pairs.map((p) => p.mentoring.id),
        /* @__PURE__ */ new Date()
      );
      return rows2.map((r) => ({ mentoring_id: r.mentoring_id, start: unixSeconds(new Date(r.starts_at)) }));
    },
    /**
     * The members' ratings of a captain's sessions, across all their pairs: only from
     * FEEDBACK_MIN_RATINGS ratings by FEEDBACK_MIN_MEMBERS members, so no one member's score shows.
     */
    async summary(captain) {
      const r = await repo.captainSummary(captain.id);
      if (r.count < FEEDBACK_MIN_RATINGS || r.members < FEEDBACK_MIN_MEMBERS || r.average === null)
        return null;
      return { average: Math.round(Number(r.average) * 10) / 10, count: r.count, members: r.members };
    },
    /** Low ratings and private notes, newest first (staff). */
    async flagged() {
      const rows2 = await repo.flaggedFeedback(FEEDBACK_LOW_SCORE, 200);
      return rows2.map((r) => ({
        session_id: r.session_id,
        mentoring_id: r.mentoring_id,
        from: { id: r.from_id, first_name: r.from_first, last_name: r.from_last, role: r.from_type },
        ...pairOf(r),
        score: r.score,
        comment: r.comment,
        private_note: r.private_note,
        session_start: unixSeconds(new Date(r.starts_at)),
        created_at: new Date(r.created_at).toISOString()
      }));
    },
    /** Held or missed sessions, newest first: the lists behind the overview's figures (staff). */
    async staffList(status, limit2, offset) {
      const rows2 = await repo.staffList(status, limit2, offset);
      const data = rows2.map((r) => ({
        id: r.id,
        mentoring_id: r.mentoring_id,
        ...pairOf(r),
        start: unixSeconds(new Date(r.starts_at)),
        duration_minutes: r.duration_minutes,
        actual_minutes: r.actual_minutes,
        missed_by: r.missed_by,
        usefulness: r.usefulness === null ? null : Math.round(Number(r.usefulness) * 10) / 10
      }));
      return { data, meta: { total: rows2[0]?.total ?? 0, limit: limit2, offset } };
    }
  };
};

// src/modules/workspace/ending.service.ts
var ukDate2 = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", dateStyle: "long" });
var certificatePath = (mentoringId) => `mentorings/${mentoringId}/certificate`;
function planCounts(milestones2) {
  const tasks2 = milestones2.flatMap((m) => m.tasks);
  return {
    milestones_done: milestones2.filter((m) => m.done).length,
    milestones_total: milestones2.length,
    tasks_done: tasks2.filter((t) => t.done).length,
    tasks_total: tasks2.length
  };
}
var endingService = (ctx) => {
  const sessions = (mentoringId) => sessionReadsService(ctx).heldTotals(mentoringId);
  const trust = trustService(ctx);
  const plan = planService(ctx);
  const feed = feedService(ctx);
  return {
    async ended(user2) {
      const pairs = await trust.endedPairsOf(user2);
      const ids = pairs.map((p) => p.mentoring.id);
      if (!ids.length) return [];
      const [plans, feeds] = await Promise.all([plan.plans({ mentoringIds: ids }), feed.lists(ids, user2.id)]);
      return pairs.map(({ mentoring: m, other }) => {
        const milestones2 = plans.get(m.id) ?? [];
        return {
          id: m.id,
          mentoring_name: m.mentoringName,
          created_at: m.createdAt.toISOString(),
          ended_at: m.endedAt.toISOString(),
          end_reason: m.endReason,
          end_note: m.endNote,
          ended_by_me: m.endedBy === user2.id,
          other: { id: other.id, first_name: other.first_name, last_name: other.last_name },
          ...planCounts(milestones2),
          certificate: m.endReason === "goals_reached" ? certificatePath(m.id) : null,
          milestones: milestones2,
          feed: feeds.get(m.id) ?? []
        };
      });
    },
    /** The certificate PDF of a mentoring the person was in, ended with its goals reached. */
    async certificate(user2, mentoringId) {
      const m = await trust.completedPair(user2, mentoringId);
      const people2 = usersRepository(ctx.db);
      const [captain, member, plans, totals] = await Promise.all([
        people2.findById(m.mentorId),
        people2.findById(m.menteeId),
        plan.plans({ mentoringIds: [m.id] }),
        sessions(m.id)
      ]);
      const milestones2 = plans.get(m.id) ?? [];
      const counts = planCounts(milestones2);
      const memberName = member ? fullName(member) : "A member";
      const captainName = captain ? fullName(captain) : "their Business Captain";
      const blocks = [
        { kind: "paragraph", text: `This certifies that ${memberName}` },
        {
          kind: "paragraph",
          text: `completed a mentoring with Business Captain ${captainName} on the X-Forces Knowledge Exchange Hub, reaching the goals they set together.`
        },
        { kind: "field", label: "Member", text: memberName },
        { kind: "field", label: "Business Captain", text: captainName },
        { kind: "field", label: "Started", text: ukDate2.format(m.createdAt) },
        { kind: "field", label: "Completed", text: ukDate2.format(m.endedAt) },
        { kind: "field", label: "Outcome", text: END_REASON_TEXT.goals_reached },
        {
          kind: "field",
          label: "Milestones done",
          text: `${counts.milestones_done} of ${counts.milestones_total}`
        },
        { kind: "field", label: "Tasks done", text: `${counts.tasks_done} of ${counts.tasks_total}` },
        ...totals ? [
          { kind: "field", label: "Sessions", text: String(totals.count) },
          { kind: "field", label: "Hours", text: String(Math.round(totals.hours * 10) / 10) }
        ] : [],
        ...milestones2.some((x) => x.done) ? [
          { kind: "heading", text: "Milestones reached" },
          ...milestones2.filter((x) => x.done).map((x) => ({ kind: "paragraph", text: `\u2022 ${x.milestone_name}` }))
        ] : [],
        { kind: "meta", text: `Certificate of mentoring ${m.id}, issued ${ukDate2.format(/* @__PURE__ */ new Date())}.` }
      ];
      return renderPdf("Certificate of Mentoring", blocks);
    }
  };
};

// src/modules/workspace/ending.routes.ts
async function endingRoutes(app2) {
  const tags = ["mentoring"];
  const e2 = areas_exports.workspace;
  const trust = trustService(app2);
  const ending = endingService(app2);
  route(
    app2,
    areas_exports.mentoring.askQuestion,
    { tags, config: { probe: { object: "request", owner: "captain" }, rateLimit: limit.postPerIp } },
    async (req) => ({ data: await trust.ask(currentUser(req), req.params.id, req.body.body) })
  );
  route(
    app2,
    e2.end,
    { tags, config: { probe: { object: "mentoring", owner: "captain" }, rateLimit: limit.postPerIp } },
    async (req) => {
      const { reason, note } = req.body;
      const m = await mentoringService(app2).endMentoring(
        req.params.id,
        reason,
        currentUser(req).id,
        note ?? null
      );
      return {
        data: {
          mentoring_id: m.id,
          ended_at: m.endedAt.toISOString(),
          end_reason: m.endReason,
          certificate: m.endReason === "goals_reached" ? certificatePath(m.id) : null
        }
      };
    }
  );
  route(app2, e2.ended, { tags, config: { probe: "self" } }, async (req) => ({
    data: await ending.ended(currentUser(req))
  }));
  route(
    app2,
    e2.certificate,
    { tags, config: { probe: { object: "completedMentoring", owner: "captain" } } },
    async (req, reply) => {
      const pdf = await ending.certificate(currentUser(req), req.params.id);
      return reply.header("content-type", "application/pdf").header("content-disposition", 'attachment; filename="certificate.pdf"').send(pdf);
    }
  );
}

// src/modules/plans/plans.service.ts
var plansService = (ctx) => {
  const repo = plansRepository(ctx.db);
  const plan = planService(ctx);
  const mentoring = mentoringService(ctx);
  const feed = feedService(ctx);
  async function assignedMentees(captain, templateIds) {
    const menteeOf = new Map((await mentoring.pairsOf(captain)).map((p) => [p.mentoring.id, p.other.id]));
    const byTemplate = /* @__PURE__ */ new Map();
    for (const a of await repo.assignments(templateIds)) {
      const mentee = menteeOf.get(a.mentoringId);
      if (mentee !== void 0)
        byTemplate.set(a.templateId, [...byTemplate.get(a.templateId) ?? [], mentee]);
    }
    return byTemplate;
  }
  async function full(captain, t) {
    const [milestones2, assigned] = await Promise.all([
      plan.plans({ templateIds: [t.id] }),
      assignedMentees(captain, [t.id])
    ]);
    return {
      id: t.id,
      template_name: t.templateName,
      created_at: t.createdAt.toISOString(),
      milestones: milestones2.get(t.id) ?? [],
      assigned_mentees: assigned.get(t.id) ?? []
    };
  }
  async function pairsFor(captain, menteeIds) {
    const unique2 = [...new Set(menteeIds)];
    const pairs = await mentoring.pairsWithMembers(captain, unique2);
    if (pairs.length !== unique2.length) throw invalid({ mentee_ids: MSG.unknownOption });
    return pairs;
  }
  return {
    async list(captain) {
      const rows2 = await repo.listTemplates(captain.id);
      const assigned = await assignedMentees(
        captain,
        rows2.map((r) => r.template.id)
      );
      return rows2.map(({ template: t, milestonesCount }) => ({
        id: t.id,
        template_name: t.templateName,
        created_at: t.createdAt.toISOString(),
        milestones_count: milestonesCount,
        assigned_mentees: assigned.get(t.id) ?? []
      }));
    },
    get: async (captain, id) => full(captain, await plan.ownTemplate(captain, id)),
    /** A template is created with its first milestone (the add-template form asks for both). */
    async create(captain, b) {
      const t = await ctx.db.transaction(async (tx) => {
        const r = plansRepository(tx);
        const row = await r.insertTemplate(captain.id, b.template_name);
        await r.insertMilestone(
          { templateId: row.id },
          {
            milestoneName: b.milestone_name,
            notes: b.notes ?? null,
            deadline: b.deadline ? new Date(b.deadline) : null
          },
          b.tasks.map((x) => x.title)
        );
        return row;
      });
      return full(captain, t);
    },
    async rename(captain, id, name) {
      await plan.ownTemplate(captain, id);
      await repo.renameTemplate(id, name);
      return full(captain, await repo.template(id));
    },
    async remove(captain, id) {
      await plan.ownTemplate(captain, id);
      await repo.deleteTemplate(id);
    },
    async attach(captain, id, menteeIds) {
      const t = await plan.ownTemplate(captain, id);
      const pairs = await pairsFor(captain, menteeIds);
      const source = await repo.milestonesOf({ templateIds: [id] });
      const sourceTasks = await repo.tasksOf(source.map((m) => m.id));
      await ctx.db.transaction(async (tx) => {
        const r = plansRepository(tx);
        for (const pair of pairs) {
          if (!await r.assign(id, pair.id)) continue;
          for (const m of source)
            await r.insertMilestone(
              { mentoringId: pair.id, sourceTemplateId: id },
              { milestoneName: m.milestoneName, deadline: m.deadline, notes: m.notes },
              sourceTasks.filter((x) => x.milestoneId === m.id).map((x) => x.title)
            );
          await feed.system(
            pair.id,
            captain.id,
            `Template \u201C${t.templateName}\u201D was attached: ${source.length} milestone${source.length === 1 ? "" : "s"} added to the plan.`,
            tx
          );
          await plan.tellMember(
            tx,
            pair,
            captain,
            source.map((m) => m.milestoneName)
          );
        }
      });
      for (const pair of pairs) mentoring.workspaceChanged(pair);
      return full(captain, t);
    },
    /** Detaching removes the copied milestones nobody has started; those with progress stay. */
    async detach(captain, id, menteeIds) {
      const t = await plan.ownTemplate(captain, id);
      const pairs = await pairsFor(captain, menteeIds);
      await ctx.db.transaction(async (tx) => {
        const r = plansRepository(tx);
        for (const pair of pairs) {
          if (!await r.unassign(id, pair.id)) continue;
          await r.deleteUntouchedCopies(id, pair.id);
          await feed.system(pair.id, captain.id, `Template \u201C${t.templateName}\u201D was detached.`, tx);
        }
      });
      for (const pair of pairs) mentoring.workspaceChanged(pair);
      return full(captain, t);
    }
  };
};

// src/modules/plans/plans.routes.ts
async function plansRoutes(app2) {
  const plans = plansService(app2);
  const plan = planService(app2);
  const tags = ["templates"];
  const e2 = areas_exports.plans;
  const me = (req) => currentUser(req);
  const ownPlan = { object: "template", owner: "captain" };
  const ofMilestone = { object: "templateMilestone", owner: "captain" };
  const deleted = { data: { message: "Deleted." } };
  route(app2, e2.list, { tags, config: { probe: "self" } }, async (req) => ({
    data: await plans.list(me(req))
  }));
  route(app2, e2.create, { tags, config: { rateLimit: limit.planWritePerIp, probe: "self" } }, async (req) => ({
    data: await plans.create(me(req), req.body)
  }));
  route(app2, e2.get, { tags, config: { probe: ownPlan } }, async (req) => ({
    data: await plans.get(me(req), req.params.id)
  }));
  route(app2, e2.rename, { tags, config: { probe: ownPlan } }, async (req) => ({
    data: await plans.rename(me(req), req.params.id, req.body.template_name)
  }));
  route(app2, e2.remove, { tags, config: { probe: ownPlan } }, async (req) => {
    await plans.remove(me(req), req.params.id);
    return deleted;
  });
  for (const [op, action] of [
    [e2.attach, "attach"],
    [e2.detach, "detach"]
  ]) {
    route(app2, op, { tags, config: { rateLimit: limit.planWritePerIp, probe: ownPlan } }, async (req) => ({
      data: await plans[action](me(req), req.params.id, req.body.mentee_ids)
    }));
  }
  route(
    app2,
    e2.addMilestone,
    { tags, config: { rateLimit: limit.planWritePerIp, probe: ownPlan } },
    async (req) => ({ data: await plan.addToTemplate(me(req), req.params.id, req.body) })
  );
  route(
    app2,
    e2.updateMilestone,
    { tags, config: { probe: ofMilestone, rateLimit: limit.planWritePerIp } },
    async (req) => ({ data: await plan.update(me(req), req.params.id, "template", req.body) })
  );
  route(app2, e2.removeMilestone, { tags, config: { probe: ofMilestone } }, async (req) => {
    await plan.remove(me(req), req.params.id, "template");
    return deleted;
  });
}

// src/modules/workspace/workspace.routes.ts
async function workspaceRoutes(app2) {
  const workspace = workspaceService(app2);
  const plan = planService(app2);
  const e2 = areas_exports.workspace;
  const me = (req) => currentUser(req);
  const mentoringTags = ["mentoring"];
  const tags = ["templates"];
  route(
    app2,
    e2.ownMentoring,
    { tags: mentoringTags, config: { httpCache: "revalidate", probe: "self" } },
    async (req) => ({
      data: (await workspace.views(me(req)))[0] ?? null
    })
  );
  route(
    app2,
    e2.memberMentoring,
    {
      tags: mentoringTags,
      config: { httpCache: "revalidate", probe: { object: "mentoredMember", owner: "captain" } }
    },
    async (req) => ({ data: await workspace.withMember(me(req), req.params.id) })
  );
  route(
    app2,
    e2.addMilestone,
    { tags, config: { rateLimit: limit.planWritePerIp, probe: { object: "mentoring", owner: "captain" } } },
    async (req) => ({ data: await plan.addToMentoring(me(req), req.params.id, req.body) })
  );
  const ofMilestone = { object: "milestone", owner: "captain" };
  route(
    app2,
    e2.updateMilestone,
    { tags, config: { probe: ofMilestone, rateLimit: limit.planWritePerIp } },
    async (req) => ({ data: await plan.update(me(req), req.params.id, "mentoring", req.body) })
  );
  route(app2, e2.removeMilestone, { tags, config: { probe: ofMilestone } }, async (req) => {
    await plan.remove(me(req), req.params.id, "mentoring");
    return { data: { message: "Deleted." } };
  });
  for (const [op, owner, done] of [
    [e2.captainTick, "captain", true],
    [e2.captainUntick, "captain", false],
    [e2.memberTick, "member", true],
    [e2.memberUntick, "member", false]
  ]) {
    route(app2, op, { tags, config: { probe: { object: "task", owner } } }, async (req) => ({
      data: await plan.tick(me(req), req.params.id, done)
    }));
  }
}

// src/modules/feed/feed.routes.ts
async function feedRoutes(app2) {
  const feed = feedService(app2);
  const tags = ["feed"];
  const e2 = areas_exports.workspace;
  const me = (req) => currentUser(req);
  const ofMentoring = (owner) => ({ object: "mentoring", owner });
  const ofComment = (owner) => ({ object: "comment", owner });
  route(
    app2,
    e2.memberComment,
    { tags, config: { probe: ofMentoring("member"), rateLimit: limit.postPerIp } },
    async (req) => ({ data: await feed.post(me(req), void 0, req.body.body) })
  );
  route(
    app2,
    e2.captainComment,
    { tags, config: { probe: ofMentoring("captain"), rateLimit: limit.postPerIp } },
    async (req) => ({ data: await feed.post(me(req), req.params.id, req.body.body) })
  );
  route(app2, e2.captainReadComment, { tags, config: { probe: ofComment("captain") } }, async (req) => ({
    data: await feed.read(me(req), req.params.id, req.params.feedId)
  }));
  route(app2, e2.captainReadAll, { tags, config: { probe: ofMentoring("captain") } }, async (req) => ({
    data: await feed.readAll(me(req), req.params.id, req.query.up_to_id)
  }));
  route(app2, e2.memberReadComment, { tags, config: { probe: ofComment("member") } }, async (req) => ({
    data: await feed.read(me(req), void 0, req.params.id)
  }));
  route(app2, e2.memberReadAll, { tags, config: { probe: ofMentoring("member") } }, async (req) => ({
    data: await feed.readAll(me(req), void 0, req.query.up_to_id)
  }));
}

// src/modules/chat/chat.routes.ts
var sendPerSender = {
  max: 30,
  timeWindow: "1 minute",
  keyGenerator: (req) => req.user ? `chat-sender:${req.user.id}` : req.ip
};
async function chatRoutes(app2) {
  const chat = chatService(app2);
  const tags = ["chat"];
  const e2 = areas_exports.chat;
  const me = (req) => currentUser(req);
  const ofConversation = { object: "conversation", owner: "member" };
  route(app2, e2.conversations, { tags, config: { httpCache: "revalidate", probe: "self" } }, async (req) => ({
    data: await chat.list(me(req))
  }));
  route(app2, e2.open, { tags, config: { probe: "self", rateLimit: limit.postPerIp } }, async (req) => ({
    data: await chat.open(me(req), req.body.member_id)
  }));
  route(app2, e2.search, { tags, config: { probe: "self", rateLimit: limit.searchPerIp } }, async (req) => ({
    data: await chat.search(me(req), req.query.query, req.query.conversation)
  }));
  route(app2, e2.between, { tags, config: { probe: "self" } }, async (req) => ({
    data: await chat.between(me(req), req.query.from_message_id, req.query.to_message_id)
  }));
  route(
    app2,
    e2.page,
    { tags, config: { probe: ofConversation } },
    async (req) => chat.page(me(req), req.params.id, req.query.limit, req.query.offset)
  );
  route(app2, e2.send, { tags, config: { probe: ofConversation, rateLimit: sendPerSender } }, async (req) => ({
    data: await chat.send(me(req), req.params.id, req.body.body, req.body.client_id)
  }));
}

// src/modules/articles/article-files.repository.ts
import { eq as eq19, sql as sql23 } from "drizzle-orm";
var articleFilesRepository = (db) => ({
  async ofArticle(articleId) {
    const rows2 = await db.select({
      small: articleVersions.previewSmallImage,
      big: articleVersions.previewBigImage,
      bg: articleVersions.bgImage,
      body: articleVersions.body
    }).from(articleVersions).where(eq19(articleVersions.articleId, articleId));
    return [
      ...new Set(
        rows2.flatMap((r) => [r.small, r.big, r.bg, ...articleFiles(r.body)]).filter((u) => u !== null)
      )
    ];
  },
  /** Which of `urls` a version of any of the owner's articles still uses (a cover, or in its body). */
  async stillUsed(ownerId, urls) {
    if (!urls.length) return /* @__PURE__ */ new Set();
    const values = sql23.join(
      urls.map((u) => sql23`(${u}::text)`),
      sql23`, `
    );
    const result = await db.execute(sql23`
      select u.url from (values ${values}) as u(url)
      where exists (
        select 1 from article_versions v join articles a on a.id = v.article_id
        where a.owner_id = ${ownerId}
          and (u.url in (v.preview_small_image, v.preview_big_image, v.bg_image)
               or strpos(v.body::text, u.url) > 0))`);
    return new Set(result.rows.map((r) => r.url));
  }
});

// src/modules/articles/article-uploads.ts
var COVER_SIDE = 2400;
var PREVIEW_SIDE = 1200;
var EDITOR_IMAGE_SIDE = 2e3;
var articleUploads = (ctx) => {
  const files = filesService(ctx);
  return {
    /**
     * Re-encodes the new images; nothing is stored until every one of them has passed, and nothing
     * is decoded when what was sent would not fit in the author's upload quota.
     */
    async images(captain, body, stored) {
      const sent = [
        [
          "preview_big_image",
          body.preview_big_image,
          ARTICLE_IMAGE_MAX_BYTES,
          COVER_SIDE,
          stored?.previewBigImage
        ],
        ["bg_image", body.bg_image, ARTICLE_IMAGE_MAX_BYTES, COVER_SIDE, stored?.bgImage],
        [
          "preview_small_image",
          body.preview_small_image,
          ARTICLE_PREVIEW_MAX_BYTES,
          PREVIEW_SIDE,
          stored?.previewSmallImage
        ]
      ];
      const incoming = sent.filter(([, data]) => data);
      if (incoming.length)
        await files.assertRoom(
          captain.id,
          incoming[0][0],
          incoming.reduce((n, [, data]) => n + (data?.byteLength ?? 0), 0)
        );
      const encoded = [];
      for (const [field2, data, maxBytes, maxSide] of sent)
        encoded.push(data ? await processImage(field2, data, { maxBytes, maxSide }) : null);
      const urls = [];
      const added = [];
      try {
        for (const [i, img] of encoded.entries()) {
          const field2 = sent[i][0];
          const key = img ? await files.store(captain.id, "article", field2, "images", img.ext, img.data) : null;
          if (key) added.push(key);
          urls.push(key ? ctx.storage.publicUrl(key) : sent[i][4] ?? null);
        }
      } catch (err) {
        await files.release(captain.id, added);
        throw err;
      }
      return {
        values: { previewBigImage: urls[0], bgImage: urls[1], previewSmallImage: urls[2] },
        added
      };
    },
    /** Removes files just stored for a save that then failed. */
    forget: (ownerId, keys) => files.release(ownerId, keys),
    /**
     * Removes from storage the author's article uploads among `urls` that no version of any of their
     * articles uses any more (a replaced cover, an image taken out of the body, a deleted article's).
     */
    async releaseUnused(ownerId, urls) {
      const used = await articleFilesRepository(ctx.db).stillUsed(ownerId, urls);
      await files.release(
        ownerId,
        urls.filter((u) => !used.has(u)),
        ["article"]
      );
    },
    async uploadImage(captain, data) {
      await files.assertRoom(captain.id, "image", data.byteLength);
      const img = await processImage("image", data, {
        maxBytes: EDITOR_IMAGE_MAX_BYTES,
        maxSide: EDITOR_IMAGE_SIDE,
        gif: true,
        typeMessage: UNSUPPORTED_IMAGE.text
      });
      const key = await files.store(captain.id, "article", "image", "images", img.ext, img.data);
      return { image: ctx.storage.publicUrl(key) };
    },
    async uploadFile(captain, data, name) {
      await files.assertRoom(captain.id, "file", data.byteLength);
      const doc = await checkDocument("file", data, DOCUMENT_MAX_BYTES);
      const key = await files.store(captain.id, "article", "file", "documents", doc.ext, doc.data);
      const clean = (name ?? "").replace(/[^\w .,()-]/g, "").trim().slice(0, 120);
      return { file: `/uploads/${key}`, name: clean || `Document.${doc.ext}` };
    }
  };
};

// src/modules/articles/article-views.ts
var iso = (d) => d ? d.toISOString() : null;
var articleViews = (ctx, online) => {
  const repo = articlesRepository(ctx.db);
  const people2 = usersRepository(ctx.db);
  const activity = articleActivityRepository(ctx.db);
  const toCard = (r, highlight) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    short_description: r.shortDescription,
    preview_small_image: r.previewSmallImage,
    preview_big_image: r.previewBigImage,
    category: { id: r.categoryId, name: r.categoryName },
    sub_category: r.subCategoryId !== null && r.subCategoryName !== null ? { id: r.subCategoryId, name: r.subCategoryName } : null,
    tags: r.tags,
    visibility: r.visibility,
    owner: {
      id: r.ownerId,
      avatar: r.ownerAvatar,
      first_name: r.ownerFirstName,
      last_name: r.ownerLastName,
      location: r.ownerLocation,
      isOnline: online(r.ownerId),
      is_deleted: r.ownerStatus !== "active"
    },
    likes: r.likes,
    dislikes: r.dislikes,
    published_at: iso(r.publishedAt),
    updated_at: r.updatedAt.toISOString(),
    has_live_version: r.liveVersionId !== null,
    ...highlight && { highlight }
  });
  async function categories() {
    const rows2 = await repo.categories();
    return rows2.filter((c) => c.parentId === null).map((c) => ({
      id: c.id,
      name: c.name,
      sub_categories: rows2.filter((s) => s.parentId === c.id).map((s) => ({ id: s.id, name: s.name }))
    }));
  }
  async function full(r, viewer, privileged) {
    const [body, cats, reactions, assigned] = await Promise.all([
      repo.body(r.versionId),
      categories(),
      activity.reactions(r.id, viewer?.id ?? null),
      privileged ? people2.people(r.assignedMemberIds) : Promise.resolve([])
    ]);
    const card = toCard(r);
    return {
      ...card,
      bg_image: r.bgImage,
      body: body ?? { type: "doc", content: [] },
      category: cats.find((c) => c.id === r.categoryId) ?? { ...card.category, sub_categories: [] },
      public: r.visibility === "1",
      all_members: r.visibility === "2",
      assigned_mentees: assigned.map((m) => ({
        id: m.id,
        first_name: m.firstName,
        last_name: m.lastName,
        avatar: m.avatar
      })),
      draft: r.status === "saved",
      likes: reactions.likes,
      dislikes: reactions.dislikes,
      liked: reactions.mine === "like",
      disliked: reactions.mine === "dislike",
      created_at: r.createdAt.toISOString(),
      ban_reason: privileged ? r.banReason : null
    };
  }
  return { toCard, categories, full };
};

// src/modules/articles/articles.service.ts
var readerOf = (user2) => user2 ? { id: user2.id, type: user2.type } : null;
var articlesService = (ctx) => {
  const repo = articlesRepository(ctx.db);
  const notifications = notificationsService(ctx);
  const activity = articleActivityRepository(ctx.db);
  const audit = auditService(ctx);
  const uploads = articleUploads(ctx);
  const { toCard, categories, full } = articleViews(ctx, (id) => ctx.liveChat.isOnline(id));
  async function readable(id, viewer) {
    const r = await repo.card(id, "live");
    if (!r) await removedAfterReport(id);
    if (!r || !canReadArticle(readerOf(viewer), r) || await apart(viewer, r.ownerId)) throw notFound();
    return r;
  }
  async function removedAfterReport(id) {
    const taken = await repo.card(id, "current");
    if (taken?.status === "banned" && taken.banReason === MSG.articleRemovedAfterReport)
      throw new AppError(410, REMOVED_BY_MODERATOR);
  }
  const apart = async (viewer, ownerId) => !!viewer && viewer.id !== ownerId && await blocksRepository(ctx.db).areApart(viewer.id, ownerId);
  async function own(captain, id) {
    const r = await repo.card(id, "current");
    if (!r || !canEditArticle(captain, r)) throw notFound();
    return r;
  }
  async function checkPayload(captain, body, stored) {
    const cats = await categories();
    const category = cats.find((c) => c.id === body.category_id);
    if (!category) throw invalid({ category_id: MSG.articleCategoryRequired });
    const sub = body.sub_category_id;
    if (sub !== void 0 && !category.sub_categories.some((s) => s.id === sub))
      throw invalid({ sub_category_id: MSG.articleSubCategoryInvalid });
    const visibility = visibilityOf({
      visibility: body.visibility,
      public: body.public,
      all_members: body.all_members
    });
    const members = visibility === "0" ? [...new Set(body.assigned_mentees)] : [];
    if (members.length) {
      const mine = new Set((await mentoringService(ctx).pairsOf(captain)).map((p) => p.other.id));
      if (members.some((m) => !mine.has(m))) throw invalid({ assigned_mentees: MSG.articleMembersNotYours });
    } else if (visibility === "0" && !body.draft)
      throw invalid({ assigned_mentees: MSG.articleMembersRequired });
    const errors = {};
    if (!body.preview_big_image && !stored?.previewBigImage)
      errors.preview_big_image = MSG.articlePhotoRequired;
    if (!body.bg_image && !stored?.bgImage) errors.bg_image = MSG.articleBackgroundRequired;
    if (Object.keys(errors).length) throw invalid(errors);
    return { visibility, members, subCategoryId: sub ?? null };
  }
  async function tellAuthor(tx, authorId, make) {
    const author = await usersRepository(tx).findById(authorId);
    if (author) await notifications.notify(tx, author, "system", make(author.firstName));
  }
  async function moderated(id) {
    const current = await repo.card(id, "current");
    const live = current?.status === "saved" ? await repo.card(id, "live") : null;
    const r = current?.status === "saved" ? live && { ...live, status: "published" } : current;
    if (!r) throw notFound();
    const [article, decisions] = await Promise.all([full(r, null, true), activity.decisions(id)]);
    return {
      ...article,
      decisions: decisions.map((d) => ({
        id: d.id,
        decision: d.decision,
        reason: d.reason,
        created_at: d.createdAt.toISOString(),
        moderator: { id: d.moderatorId, first_name: d.moderatorFirstName, last_name: d.moderatorLastName }
      }))
    };
  }
  return {
    categories,
    async latest(viewer, f2, limit2, offset) {
      const { rows: rows2, total } = await repo.latest(readerOf(viewer), f2, limit2, offset);
      return { data: rows2.map((r) => toCard(r)), meta: { total, limit: limit2, offset } };
    },
    /** Live articles the person may read, published since `since`, newest first (the weekly digest). */
    async publishedSince(person2, since, limit2) {
      const { rows: rows2 } = await repo.latest(person2, {}, limit2, 0);
      return rows2.filter((r) => r.publishedAt && r.publishedAt >= since).map((r) => ({ title: r.title, url: `${ctx.config.appUrl}/post/${r.id}` }));
    },
    /** Ranked search with highlights; without words, the newest articles of the filters. */
    async search(viewer, query, f2, limit2, offset) {
      if (!query) return this.latest(viewer, f2, limit2, offset);
      const { rows: rows2, total } = await repo.search(readerOf(viewer), query, f2, limit2, offset);
      const marks = await repo.headlines(
        rows2.map((r) => r.versionId),
        query
      );
      return { data: rows2.map((r) => toCard(r, marks.get(r.versionId))), meta: { total, limit: limit2, offset } };
    },
    /**
     * One article for a reader (issue 28): a guest who opens an article every member may read (All
     * Members, Business captains) is told to sign in (401, `members_only`), so the web asks them to
     * sign up only where signing in would open it; a private or missing one is 404 for everyone.
     */
    async read(viewer, id) {
      const r = await repo.card(id, "live");
      if (!r) await removedAfterReport(id);
      if (r && opensOnSignIn(viewer, r)) {
        throw new AppError(401, MSG.articleMembersOnly, void 0, { members_only: true });
      }
      if (!r || !canReadArticle(readerOf(viewer), r) || await apart(viewer, r.ownerId)) throw notFound();
      return full(r, viewer, canSeeArticleMembers(viewer, r));
    },
    /** A live article as its reader sees it, for a report to keep (issue 33); 404 when they may not read it. */
    async reportable(viewer, id) {
      const r = await readable(id, viewer);
      return { ownerId: r.ownerId, title: r.title, summary: r.shortDescription, publishedAt: r.publishedAt };
    },
    /** Like or dislike (docs/product/states.md): one reaction per reader; answers the new counts. */
    async react(viewer, id, kind, on) {
      await readable(id, viewer);
      await activity.react(id, viewer.id, kind, on);
      const r = await activity.reactions(id, viewer.id);
      return {
        likes: r.likes,
        dislikes: r.dislikes,
        liked: r.mine === "like",
        disliked: r.mine === "dislike"
      };
    },
    async mine(captain, status, query, limit2, offset) {
      const { rows: rows2, total } = await repo.mine(captain.id, status, query, limit2, offset);
      return { data: rows2.map((r) => toCard(r)), meta: { total, limit: limit2, offset } };
    },
    async mineOne(captain, id) {
      return full(await own(captain, id), captain, true);
    },
    /**
     * Create (no id) or update: draft=1 saves, draft=0 sends to the moderator. A published article's
     * new content is a new version, so the live one stays readable until the new one is published.
     */
    async save(captain, id, body) {
      const stored = id === void 0 ? null : await own(captain, id);
      const { visibility, members, subCategoryId } = await checkPayload(captain, body, stored);
      const before = stored ? await articleFilesRepository(ctx.db).ofArticle(stored.id) : [];
      const { values: pictures, added } = await uploads.images(captain, body, stored);
      const { previewBigImage, bgImage, previewSmallImage } = pictures;
      const values = {
        title: body.title,
        shortDescription: shortDescriptionOf(body.body),
        body: body.body,
        bodyText: articlePlainText(body.body),
        categoryId: body.category_id,
        subCategoryId,
        tags: body.tags,
        visibility,
        assignedMemberIds: members,
        previewSmallImage,
        previewBigImage,
        bgImage
      };
      const status = body.draft ? "saved" : "pending";
      const articleId = await ctx.db.transaction(async (tx) => {
        const r = articlesRepository(tx);
        if (!stored) {
          const newId = await r.insertArticle(captain.id, status);
          await r.setCurrent(newId, await r.insertVersion(newId, values), status);
          return newId;
        }
        const row = await r.lock(stored.id);
        if (!row || row.currentVersionId === null) throw notFound();
        const versionId = row.currentVersionId === row.liveVersionId ? await r.insertVersion(row.id, values) : (await r.updateVersion(row.currentVersionId, values), row.currentVersionId);
        await r.setCurrent(row.id, versionId, status);
        return row.id;
      }).catch(async (err) => {
        await uploads.forget(captain.id, added);
        throw err;
      });
      await uploads.releaseUnused(captain.id, before);
      return full(await repo.card(articleId, "current"), captain, true);
    },
    /** Only an article that is not in the knowledge base (docs/product/screens.md: Delete for non-published). */
    async remove(captain, id) {
      const r = await own(captain, id);
      if (r.liveVersionId !== null)
        throw invalid({ article: MSG.articlePublishedNoDelete }, MSG.articlePublishedNoDelete);
      const used = await articleFilesRepository(ctx.db).ofArticle(id);
      await repo.remove(id);
      await uploads.releaseUnused(captain.id, used);
    },
    uploadImage: uploads.uploadImage,
    uploadFile: uploads.uploadFile,
    // ---------- moderation ----------
    async queue(limit2, offset) {
      const { rows: rows2, total } = await repo.pending(limit2, offset);
      return { data: rows2.map((r) => toCard(r)), meta: { total, limit: limit2, offset } };
    },
    moderated,
    /** Publishes the waiting version (one decision: the row is locked) and tells the author. */
    async publish(staff, id) {
      const before = await articleFilesRepository(ctx.db).ofArticle(id);
      const published = await ctx.db.transaction(async (tx) => {
        const r = articlesRepository(tx);
        const a = await r.lock(id);
        if (!a || a.currentVersionId === null) throw notFound();
        if (a.status !== "pending") throw invalid({ article: MSG.articleNotPending }, MSG.articleNotPending);
        const title = (await r.card(id, "current")).title;
        await r.publish(id, a.currentVersionId);
        await articleActivityRepository(tx).recordDecision(id, staff.id, "published", null);
        await tellAuthor(
          tx,
          a.ownerId,
          (first) => articlePublished(first, title, `${ctx.config.appUrl}/post/${id}`)
        );
        await audit.record(
          {
            actorId: staff.id,
            action: "article.published",
            targetType: "article",
            targetId: id,
            targetLabel: title
          },
          tx
        );
        return a;
      });
      await uploads.releaseUnused(published.ownerId, before);
      return moderated(id);
    },
    /**
     * Bans the current version with a reason the author receives. A waiting edit of a published
     * article is refused and the published version stays; a published article leaves the knowledge base.
     */
    async ban(staff, id, reason) {
      await ctx.db.transaction(async (tx) => {
        const r = articlesRepository(tx);
        const a = await r.lock(id);
        if (!a || a.currentVersionId === null) throw notFound();
        if (a.status !== "pending" && a.status !== "published")
          throw invalid({ article: MSG.articleNotPending }, MSG.articleNotPending);
        const title = (await r.card(id, "current")).title;
        await r.ban(id, reason, a.currentVersionId === a.liveVersionId);
        await articleActivityRepository(tx).recordDecision(id, staff.id, "banned", reason);
        await tellAuthor(
          tx,
          a.ownerId,
          (first) => articleBanned(first, title, reason, `${ctx.config.appUrl}/article/editor/${id}`)
        );
        await audit.record(
          {
            actorId: staff.id,
            action: "article.banned",
            targetType: "article",
            targetId: id,
            targetLabel: title,
            details: { reason }
          },
          tx
        );
        return a;
      });
      return moderated(id);
    }
  };
};

// src/modules/articles/articles.routes.ts
var SAVE_LIMITS = { fileSize: ARTICLE_IMAGE_MAX_BYTES, files: 3, fieldSize: 2e6 };
var ONE_FILE = { fileSize: Math.max(ARTICLE_IMAGE_MAX_BYTES, DOCUMENT_MAX_BYTES), files: 1 };
async function articlesRoutes(app2) {
  const articles = articlesService(app2);
  const auth = authService(app2);
  const me = (req) => currentUser(req);
  const e2 = areas_exports.articles;
  const tags = ["articles"];
  route(app2, e2.categories, { tags, config: { httpCache: "guest", probe: "self" } }, async () => ({
    data: await articles.categories()
  }));
  route(app2, e2.list, { tags, config: { httpCache: "guest", probe: "self" } }, async (req) => {
    const { limit: size, offset, ...filters } = req.query;
    return articles.latest(req.user, filters, size, offset);
  });
  route(app2, e2.search, { tags, config: { probe: "self", rateLimit: limit.searchPerIp } }, async (req) => {
    const { limit: size, offset, query, ...filters } = req.query;
    return articles.search(req.user, query, filters, size, offset);
  });
  route(app2, e2.read, { tags, config: { httpCache: "guest", probe: { object: "article" } } }, async (req) => ({
    data: await articles.read(req.user, req.params.id)
  }));
  const reacting = { tags, config: { probe: { object: "article" }, rateLimit: limit.postPerIp } };
  for (const [op, kind, on] of [
    [e2.like, "like", true],
    [e2.unlike, "like", false],
    [e2.dislike, "dislike", true],
    [e2.undislike, "dislike", false]
  ]) {
    route(app2, op, reacting, async (req) => ({
      data: await articles.react(me(req), req.params.id, kind, on)
    }));
  }
  const ownArticle = { object: "article", owner: "captain" };
  route(
    app2,
    e2.mine,
    { tags, config: { probe: "self" } },
    async (req) => articles.mine(me(req), req.query.status, req.query.query, req.query.limit, req.query.offset)
  );
  route(
    app2,
    e2.create,
    { tags, config: { probe: "self", multipart: SAVE_LIMITS, rateLimit: limit.postPerIp } },
    async (req) => ({ data: await articles.save(me(req), void 0, req.body) })
  );
  route(
    app2,
    e2.uploadImage,
    { tags, config: { probe: "self", multipart: ONE_FILE, rateLimit: limit.postPerIp } },
    async (req) => ({ data: await articles.uploadImage(me(req), req.body.image) })
  );
  route(
    app2,
    e2.uploadFile,
    { tags, config: { probe: "self", multipart: ONE_FILE, rateLimit: limit.postPerIp } },
    async (req) => ({ data: await articles.uploadFile(me(req), req.body.file, req.body.name) })
  );
  route(app2, e2.mineOne, { tags, config: { probe: ownArticle } }, async (req) => ({
    data: await articles.mineOne(me(req), req.params.id)
  }));
  route(
    app2,
    e2.update,
    { tags, config: { probe: ownArticle, multipart: SAVE_LIMITS, rateLimit: limit.postPerIp } },
    async (req) => ({ data: await articles.save(me(req), req.params.id, req.body) })
  );
  route(
    app2,
    e2.remove,
    { tags, config: { probe: { object: "draftArticle", owner: "captain" } } },
    async (req) => {
      await articles.remove(me(req), req.params.id);
      return { message: "Deleted" };
    }
  );
  const moderation = ["moderation"];
  route(
    app2,
    e2.queue,
    { tags: moderation, config: { httpCache: "revalidate", probe: "self" } },
    async (req) => articles.queue(req.query.limit, req.query.offset)
  );
  route(
    app2,
    e2.moderated,
    // The preview page opened from a link: a preview token for this article in the query.
    { tags: moderation, config: { tokenInQuery: "article", probe: { object: "article" } } },
    async (req) => ({ data: await articles.moderated(req.params.id) })
  );
  route(
    app2,
    e2.previewToken,
    {
      tags: moderation,
      config: { rateLimit: limit.lookupPerIp, probe: { object: "article" } },
      schema: {
        description: "A preview link's token for this article: read-only, 15 minutes (decision 0005)."
      }
    },
    async (req) => {
      await articles.moderated(req.params.id);
      return { data: await auth.mintPreview(me(req), "article", req.params.id) };
    }
  );
  route(
    app2,
    e2.publish,
    { tags: moderation, config: { probe: { object: "pendingArticle" } } },
    async (req) => ({
      data: await articles.publish(me(req), req.params.id)
    })
  );
  route(app2, e2.ban, { tags: moderation, config: { probe: { object: "pendingArticle" } } }, async (req) => ({
    data: await articles.ban(me(req), req.params.id, req.body.reason)
  }));
}

// src/modules/events/events.routes.ts
import { z as z6 } from "zod";

// src/policies/events.ts
import { eq as eq20, exists, not, or as or6, sql as sql24 } from "drizzle-orm";
var canReadEvent = (viewer, e2) => !!viewer && (!e2.isPrivate || e2.ownerId === viewer.id || e2.memberIds.includes(viewer.id));
var readableEventSql = (viewer) => viewer ? or6(
  not(events.isPrivate),
  eq20(events.ownerId, viewer.id),
  exists(
    sql24`(select 1 from event_members m where m.event_id = "events"."id" and m.member_id = ${viewer.id})`
  )
) : sql24`false`;
var canEditEvent = (viewer, e2) => !!viewer && e2.ownerId === viewer.id;

// src/modules/events/events.repository.ts
import { and as and16, asc as asc9, desc as desc12, eq as eq21, exists as exists2, gte as gte2, inArray as inArray12, lt as lt5, not as not2, or as or7, sql as sql25 } from "drizzle-orm";
var columns = {
  id: events.id,
  ownerId: events.ownerId,
  title: events.title,
  description: events.description,
  address: events.address,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  isPrivate: events.isPrivate,
  photo: events.photo,
  ownerFirstName: people.firstName,
  ownerLastName: people.lastName,
  ownerAvatar: people.avatar
};
var eventsRepository = (db) => ({
  /** A day's events the viewer may see (overlapping [from, until)), or the archive (ended, newest first). */
  list(viewerId, filter, from, until, archiveLimit) {
    const byType = filter === "public" ? not2(events.isPrivate) : filter === "private" ? events.isPrivate : void 0;
    const query = db.select(columns).from(events).innerJoin(people, eq21(people.id, events.ownerId));
    if (filter === "archive")
      return query.where(and16(readableEventSql({ id: viewerId }), lt5(events.endsAt, sql25`now()`))).orderBy(desc12(events.startsAt), desc12(events.id)).limit(archiveLimit);
    return query.where(
      and16(readableEventSql({ id: viewerId }), byType, lt5(events.startsAt, until), gte2(events.endsAt, from))
    ).orderBy(asc9(events.startsAt), asc9(events.id));
  },
  /** Events a person attends from `since` on: the ones they run, and private ones they are invited to. */
  attending(personId, since) {
    return db.select(columns).from(events).innerJoin(people, eq21(people.id, events.ownerId)).where(
      and16(
        gte2(events.endsAt, since),
        or7(
          eq21(events.ownerId, personId),
          exists2(
            sql25`(select 1 from event_members m where m.event_id = "events"."id" and m.member_id = ${personId})`
          )
        )
      )
    ).orderBy(asc9(events.startsAt), asc9(events.id)).limit(500);
  },
  async byId(id) {
    const [row] = await db.select(columns).from(events).innerJoin(people, eq21(people.id, events.ownerId)).where(eq21(events.id, id));
    return row ?? null;
  },
  /** The assigned Members of these events, with what their cards show. */
  members(eventIds) {
    if (!eventIds.length) return Promise.resolve([]);
    return db.select({
      eventId: eventMembers.eventId,
      id: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      avatar: people.avatar,
      email: people.email
    }).from(eventMembers).innerJoin(people, eq21(people.id, eventMembers.memberId)).where(inArray12(eventMembers.eventId, eventIds)).orderBy(asc9(people.firstName), asc9(people.lastName));
  },
  async insert(ownerId, v) {
    const [row] = await db.insert(events).values({ ownerId, ...v }).returning({ id: events.id });
    return row.id;
  },
  async update(id, v) {
    await db.update(events).set({ ...v, updatedAt: sql25`now()` }).where(eq21(events.id, id));
  },
  /** Replaces the event's Members; answers the ones newly added and the ones taken off. */
  async setMembers(eventId, memberIds) {
    const before = await db.select({ id: eventMembers.memberId }).from(eventMembers).where(eq21(eventMembers.eventId, eventId));
    const had = new Set(before.map((r) => r.id));
    const keep = new Set(memberIds);
    const gone = [...had].filter((id) => !keep.has(id));
    if (gone.length)
      await db.delete(eventMembers).where(and16(eq21(eventMembers.eventId, eventId), inArray12(eventMembers.memberId, gone)));
    const added = memberIds.filter((id) => !had.has(id));
    if (added.length) await db.insert(eventMembers).values(added.map((memberId) => ({ eventId, memberId })));
    return { added, removed: gone };
  },
  async remove(id) {
    await db.delete(events).where(eq21(events.id, id));
  }
});

// src/lib/ics.ts
import { createEvents } from "ics";
function calendarFile(method, items, calName) {
  const events2 = items.map((e2) => ({
    uid: e2.uid,
    title: e2.title,
    description: e2.description,
    ...e2.location && { location: e2.location },
    ...e2.url && { url: e2.url },
    ...e2.sequence !== void 0 && { sequence: e2.sequence },
    ...e2.status && { status: e2.status },
    ...e2.organizer && { organizer: e2.organizer },
    ...e2.attendees && {
      attendees: e2.attendees.map((a) => ({
        ...a,
        rsvp: false,
        partstat: "ACCEPTED",
        role: "REQ-PARTICIPANT"
      }))
    },
    start: e2.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: Math.max(e2.end.getTime(), e2.start.getTime()),
    endInputType: "utc",
    endOutputType: "utc"
  }));
  const { error, value } = createEvents(events2, {
    productId: "x-forces-knowledge-exchange-hub",
    method,
    ...calName && { calName }
  });
  if (error || !value) throw error ?? new Error("no calendar");
  return value;
}

// src/modules/events/events.ics.ts
function eventCalendar(e2) {
  return calendarFile(e2.cancelled ? "CANCEL" : "PUBLISH", [eventItem(e2)]);
}
var eventItem = (e2) => ({
  uid: `event-${e2.id}@${e2.host}`,
  title: e2.title,
  description: `${e2.description}

Run by ${e2.captain} on the X-Forces Knowledge Exchange Hub: ${e2.url}`,
  location: e2.address,
  url: e2.url,
  start: e2.startsAt,
  end: e2.endsAt,
  ...e2.cancelled && { status: "CANCELLED", sequence: 1 }
});

// src/modules/events/events.service.ts
var PHOTO_SIDE = 1600;
var fromUnix = (s) => new Date(s * 1e3);
var eventsService = (ctx) => {
  const repo = eventsRepository(ctx.db);
  const files = filesService(ctx);
  const notifications = notificationsService(ctx);
  const urlOf = (id) => `${ctx.config.appUrl}/my/events/${id}`;
  const toEvent = (e2, viewer, members) => ({
    id: e2.id,
    title: e2.title,
    description: e2.description,
    address: e2.address,
    start_date: unixSeconds(e2.startsAt),
    end_date: unixSeconds(e2.endsAt),
    is_private: e2.isPrivate,
    photo: e2.photo,
    mentees: canEditEvent(viewer, e2) ? members.map((m) => ({ id: m.id, first_name: m.firstName, last_name: m.lastName, avatar: m.avatar })) : [],
    is_mine: e2.ownerId === viewer.id,
    owner: { id: e2.ownerId, first_name: e2.ownerFirstName, last_name: e2.ownerLastName, avatar: e2.ownerAvatar }
  });
  async function visible(viewer, id) {
    const e2 = await repo.byId(id);
    if (!e2) throw notFound();
    const members = await repo.members([id]);
    if (!canReadEvent(viewer, { ...e2, memberIds: members.map((m) => m.id) })) throw notFound();
    return { e: e2, members };
  }
  async function own(captain, id) {
    const e2 = await repo.byId(id);
    if (!e2 || !canEditEvent(captain, e2)) throw notFound();
    return e2;
  }
  const calendar = (e2, cancelled = false) => eventCalendar({
    ...e2,
    cancelled,
    captain: fullName({ firstName: e2.ownerFirstName, lastName: e2.ownerLastName }),
    url: urlOf(e2.id),
    host: new URL(ctx.config.appUrl).host
  });
  async function prepare(captain, body, stored) {
    if (!stored && body.event_start_time * 1e3 < Date.now() - 6e4)
      throw invalid({ event_start_time: MSG.eventInPast });
    if (body.mentees.length) {
      const mine = new Set((await mentoringService(ctx).pairsOf(captain)).map((p) => p.other.id));
      if (body.mentees.some((m) => !mine.has(m))) throw invalid({ mentees: MSG.eventMembersNotYours });
    }
    let photo = stored?.photo ?? null;
    if (body.event_photo) {
      await files.assertRoom(captain.id, "event_photo", body.event_photo.byteLength, [stored?.photo]);
      const img = await processImage("event_photo", body.event_photo, {
        maxBytes: EVENT_PHOTO_MAX_BYTES,
        maxSide: PHOTO_SIDE,
        minSide: { px: EVENT_PHOTO_MIN_SIDE, message: MSG.eventPhotoTooSmall }
      });
      const key = await files.store(captain.id, "event", "event_photo", "images", img.ext, img.data, [
        stored?.photo
      ]);
      photo = ctx.storage.publicUrl(key);
    }
    return {
      title: body.event_title,
      description: body.event_description,
      address: body.event_address,
      startsAt: fromUnix(body.event_start_time),
      endsAt: fromUnix(body.event_end_time),
      isPrivate: body.type_of_event === "1",
      photo
    };
  }
  async function tellMembers(tx, e2, memberIds, mail, cancelled = false) {
    const facts = {
      captain: fullName({ firstName: e2.ownerFirstName, lastName: e2.ownerLastName }),
      title: e2.title,
      when: `${ukTime.format(e2.startsAt)} to ${ukTime.format(e2.endsAt)} (UK time)`,
      ics: calendar(e2, cancelled)
    };
    const people2 = usersRepository(tx);
    for (const id of memberIds) {
      const member = await people2.findById(id);
      if (member) await notifications.notify(tx, member, "system", mail(member.firstName, facts));
    }
  }
  async function invite(tx, eventId, added) {
    if (!added.length) return;
    const e2 = await eventsRepository(tx).byId(eventId);
    await tellMembers(
      tx,
      e2,
      added,
      (name, facts) => eventInvitation(name, { ...facts, address: e2.address, url: urlOf(e2.id) })
    );
  }
  const inviteesOf = async (id) => (await repo.members([id])).map((m) => m.id);
  const eventsChanged = (userIds) => ctx.live.changed(userIds, { topic: "events" });
  async function uninvite(tx, e2, memberIds, why) {
    if (!memberIds.length || e2.endsAt.getTime() < Date.now()) return;
    await tellMembers(tx, e2, memberIds, (name, facts) => eventCancelled(name, { ...facts, why }), true);
  }
  async function saved(viewer, id) {
    const e2 = await repo.byId(id);
    return toEvent(e2, viewer, await repo.members([id]));
  }
  return {
    async list(viewer, q2) {
      const rows2 = await repo.list(
        viewer.id,
        q2.filter,
        fromUnix(q2.date),
        fromUnix(q2.until),
        EVENT_ARCHIVE_LIMIT
      );
      const members = await repo.members(rows2.filter((e2) => canEditEvent(viewer, e2)).map((e2) => e2.id));
      return rows2.map(
        (e2) => toEvent(
          e2,
          viewer,
          members.filter((m) => m.eventId === e2.id)
        )
      );
    },
    /** The events a person may attend between two moments, soonest first (the weekly digest). */
    async comingFor(personId, from, until) {
      const rows2 = await repo.list(personId, "all", from, until, EVENT_ARCHIVE_LIMIT);
      return rows2.filter((e2) => e2.startsAt >= from).map((e2) => ({ title: e2.title, when: ukTime.format(e2.startsAt), url: urlOf(e2.id) }));
    },
    async one(viewer, id) {
      const { e: e2, members } = await visible(viewer, id);
      return toEvent(e2, viewer, members);
    },
    /** The events a person attends from `since` on, as items of their calendar feed (issue 32). */
    async calendarItems(personId, since) {
      const host = new URL(ctx.config.appUrl).host;
      return (await repo.attending(personId, since)).map(
        (e2) => eventItem({
          ...e2,
          captain: fullName({ firstName: e2.ownerFirstName, lastName: e2.ownerLastName }),
          url: urlOf(e2.id),
          host
        })
      );
    },
    async ics(viewer, id) {
      return calendar((await visible(viewer, id)).e);
    },
    async create(captain, body) {
      const values = await prepare(captain, body, null);
      const id = await ctx.db.transaction(async (tx) => {
        const r = eventsRepository(tx);
        const newId = await r.insert(captain.id, values);
        await invite(tx, newId, (await r.setMembers(newId, body.mentees)).added);
        return newId;
      }).catch(async (err) => {
        await files.release(captain.id, [values.photo], ["event"]);
        throw err;
      });
      eventsChanged(await inviteesOf(id));
      return saved(captain, id);
    },
    async update(captain, id, body) {
      const stored = await own(captain, id);
      const values = await prepare(captain, body, stored);
      const before = await inviteesOf(id);
      const replaced = values.photo !== stored.photo;
      await ctx.db.transaction(async (tx) => {
        const r = eventsRepository(tx);
        await r.update(id, values);
        const { added, removed } = await r.setMembers(id, body.mentees);
        await invite(tx, id, added);
        if (values.isPrivate) await uninvite(tx, stored, removed, "removed");
      }).catch(async (err) => {
        if (replaced) await files.release(captain.id, [values.photo], ["event"]);
        throw err;
      });
      if (replaced) await files.release(captain.id, [stored.photo], ["event"]);
      eventsChanged([...before, ...await inviteesOf(id)]);
      return saved(captain, id);
    },
    /** Deletes the event; the Members of a private one are told it is cancelled. */
    async remove(captain, id) {
      const e2 = await own(captain, id);
      const before = await inviteesOf(id);
      await ctx.db.transaction(async (tx) => {
        const r = eventsRepository(tx);
        await uninvite(tx, e2, e2.isPrivate ? before : [], "deleted");
        await r.remove(id);
      });
      await files.release(captain.id, [e2.photo], ["event"]);
      eventsChanged(before);
    }
  };
};

// src/modules/events/events.routes.ts
async function eventsRoutes(app2) {
  const events2 = eventsService(app2);
  const me = (req) => currentUser(req);
  const tags = ["events"];
  const e2 = areas_exports.events;
  const ofEvent = { object: "privateEvent", owner: "captain" };
  const own = { object: "event", owner: "captain" };
  route(app2, e2.list, { tags, config: { httpCache: "revalidate", probe: "self" } }, async (req) => ({
    data: await events2.list(me(req), req.query)
  }));
  route(app2, e2.one, { tags, config: { probe: ofEvent } }, async (req) => ({
    data: await events2.one(me(req), req.params.id)
  }));
  route(
    app2,
    e2.ics,
    {
      tags,
      config: { probe: ofEvent },
      schema: { response: { 200: z6.string().meta({ description: "text/calendar (RFC 5545)" }) } }
    },
    async (req, reply) => reply.header("content-type", "text/calendar; charset=utf-8").header("content-disposition", `attachment; filename="event-${req.params.id}.ics"`).send(await events2.ics(me(req), req.params.id))
  );
  route(app2, e2.create, { tags, config: { probe: "self", rateLimit: limit.postPerIp } }, async (req) => ({
    data: await events2.create(me(req), req.body)
  }));
  route(app2, e2.update, { tags, config: { probe: own, rateLimit: limit.postPerIp } }, async (req) => ({
    data: await events2.update(me(req), req.params.id, req.body)
  }));
  route(app2, e2.remove, { tags, config: { probe: own } }, async (req) => {
    await events2.remove(me(req), req.params.id);
    return { message: "Deleted" };
  });
}

// src/policies/admin.ts
var canStaffOpenPerson = (person2) => person2.status !== "erased";
var canActOnAccount = (viewer, person2) => !!viewer && viewer.id !== person2.id;

// src/modules/users/last-admin.ts
async function keepOneAdmin(tx, target, field2) {
  if (target.type !== "admin" || target.status !== "active") return;
  const admins = await usersRepository(tx).lockActiveAdmins();
  if (admins.filter((a) => a.id !== target.id).length === 0)
    throw invalid({ [field2]: MSG.lastAdmin }, MSG.lastAdmin);
}

// src/modules/admin/admin.service.ts
var iso2 = (d) => d ? d.toISOString() : null;
var toPersonRow = (u, lastSignInAt) => ({
  id: u.id,
  type: u.type,
  // Erased people are never listed (users.search, admin's person lookup): shown as suspended if ever.
  status: u.status === "erased" ? "suspended" : u.status,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  avatar: u.avatar,
  business_name: u.businessName,
  location: u.location,
  created_at: u.createdAt.toISOString(),
  last_sign_in_at: iso2(lastSignInAt)
});
var adminService = (ctx) => {
  const users2 = usersRepository(ctx.db);
  const audit = auditService(ctx);
  const auth = authService(ctx);
  async function person2(id) {
    const u = await users2.findById(id);
    if (!u || !canStaffOpenPerson(u)) throw notFound();
    return u;
  }
  async function detail(id) {
    const u = await person2(id);
    const asUser2 = { id: u.id, type: u.type, tokenId: 0, row: u };
    const side = u.type === "mentor" || u.type === "mentee";
    const [lastSignIn2, requests, pairs, answers, sessions] = await Promise.all([
      users2.lastSignIn(u.id),
      side ? mentoringService(ctx).requests(asUser2) : Promise.resolve([]),
      side ? mentoringService(ctx).pairsOf(asUser2) : Promise.resolve([]),
      u.type === "mentee" ? memberSurveyService(ctx).answered(u.id) : Promise.resolve(0),
      auth.openSessions(u.id)
    ]);
    return {
      ...toPersonRow(u, lastSignIn2),
      contact_number: u.contactNumber,
      questionnaire: { answers, change_request_status: u.changeQuestionnaireRequestStatus },
      requests: requests.map((r) => {
        const other = r.mentee ?? r.mentor;
        return {
          id: r.id,
          status: r.status,
          created_at: r.created_at,
          with: { id: other.id, first_name: other.first_name, last_name: other.last_name }
        };
      }),
      mentorings: pairs.map((p) => ({
        id: p.mentoring.id,
        created_at: p.mentoring.createdAt.toISOString(),
        ended_at: iso2(p.mentoring.endedAt),
        with: { id: p.other.id, first_name: p.other.first_name, last_name: p.other.last_name }
      })),
      active_tokens: sessions
    };
  }
  return {
    async people(f2, limit2, offset) {
      const { rows: rows2, total } = await users2.search(f2, limit2, offset);
      return { data: rows2.map((r) => toPersonRow(r.user, r.lastSignInAt)), meta: { total, limit: limit2, offset } };
    },
    detail,
    /** Suspends an account: its sessions end at once and it cannot sign in (with a clear message). */
    async suspend(admin, id, reason) {
      if (!canActOnAccount(admin, { id })) throw invalid({ user: MSG.notYourself }, MSG.notYourself);
      const target = await person2(id);
      if (target.status === "suspended") throw invalid({ user: MSG.alreadySuspended }, MSG.alreadySuspended);
      await ctx.db.transaction(async (tx) => {
        await keepOneAdmin(tx, target, "role");
        await usersRepository(tx).update(id, { status: "suspended" });
        await auth.endSessions(id, tx);
        await audit.record(
          {
            actorId: admin.id,
            action: "user.suspended",
            targetType: "user",
            targetId: id,
            targetLabel: fullName(target),
            details: reason ? { reason } : {}
          },
          tx
        );
      });
      auth.sessionsEnded(id);
      return detail(id);
    },
    async reactivate(admin, id) {
      const target = await person2(id);
      if (target.status !== "suspended") throw invalid({ user: MSG.notSuspended }, MSG.notSuspended);
      await ctx.db.transaction(async (tx) => {
        await usersRepository(tx).update(id, { status: "active" });
        await audit.record(
          {
            actorId: admin.id,
            action: "user.reactivated",
            targetType: "user",
            targetId: id,
            targetLabel: fullName(target)
          },
          tx
        );
      });
      return detail(id);
    },
    /** Member, captain, moderator or admin; nobody removes the last admin (themselves included). */
    async setRole(admin, id, role) {
      const target = await person2(id);
      if (target.type === role) return detail(id);
      await ctx.db.transaction(async (tx) => {
        await keepOneAdmin(tx, target, "role");
        await usersRepository(tx).setRole(id, role);
        await audit.record(
          {
            actorId: admin.id,
            action: "user.role_changed",
            targetType: "user",
            targetId: id,
            targetLabel: fullName(target),
            details: { from: ROLE_LABELS[target.type], to: ROLE_LABELS[role] }
          },
          tx
        );
      });
      return detail(id);
    },
    async changeRequests() {
      const rows2 = await users2.pendingChangeRequests();
      return rows2.map((r) => ({ member: toPersonRow(r.user, r.lastSignInAt), answers: r.answered }));
    }
  };
};

// src/modules/admin/admin.routes.ts
async function adminRoutes(app2) {
  const admin = adminService(app2);
  const audit = auditService(app2);
  const me = (req) => currentUser(req);
  const tags = ["admin"];
  const e2 = areas_exports.admin;
  const ofPerson = { probe: { object: "person" } };
  route(app2, e2.people, { tags, config: { probe: "self" } }, async (req) => {
    const { limit: limit2, offset, ...filters } = req.query;
    return admin.people(filters, limit2, offset);
  });
  route(
    app2,
    e2.person,
    // The questionnaire preview names the Member when opened from a link: a preview token for
    // that Member (the one its questionnaire read takes) in the query.
    { tags, config: { tokenInQuery: "member", probe: { object: "person" } } },
    async (req) => ({ data: await admin.detail(req.params.id) })
  );
  route(app2, e2.suspend, { tags, config: ofPerson }, async (req) => ({
    data: await admin.suspend(me(req), req.params.id, req.body.reason)
  }));
  route(app2, e2.reactivate, { tags, config: ofPerson }, async (req) => ({
    data: await admin.reactivate(me(req), req.params.id)
  }));
  route(app2, e2.setRole, { tags, config: ofPerson }, async (req) => ({
    data: await admin.setRole(me(req), req.params.id, req.body.role)
  }));
  route(app2, e2.changeRequests, { tags, config: { httpCache: "revalidate", probe: "self" } }, async () => ({
    data: await admin.changeRequests()
  }));
  route(
    app2,
    e2.auditLog,
    { tags, config: { probe: "self" } },
    async (req) => audit.page(req.query.action, req.query.limit, req.query.offset)
  );
}

// src/policies/safety.ts
var canBlockPerson = (_viewer, other) => hasPublicProfile(other);
var canReportProfile = (viewer, person2) => {
  if (!viewer || person2.status !== "active" || !hasPublicProfile(person2)) return false;
  const byRole = person2.type === "mentor" || viewer.type === "mentor";
  return person2.id === viewer.id || byRole && !person2.apart || person2.talking;
};

// src/lib/mail/report-templates.ts
var hello3 = (firstName) => `Hello ${firstName},`;
var reportOutcome = (firstName, acted, appUrl) => ({
  subject: "About your report",
  paragraphs: [
    hello3(firstName),
    "Thank you for your report. Our moderators have looked at it.",
    acted ? "We have taken action in line with our community guidelines. For the privacy of everyone involved we do not share the details." : "We did not find that it breaks our community guidelines, so we have not taken action this time. If something else happens, please report it again.",
    "You can also block a person at any time: neither of you will see or reach the other."
  ],
  action: { label: "Open the Knowledge Exchange Hub", url: appUrl }
});
var reportWarning = (firstName, what, reason, note, appUrl) => ({
  subject: "A warning from the Knowledge Exchange Hub moderators",
  paragraphs: [
    hello3(firstName),
    `Our moderators have reviewed ${what} and found that it goes against our community guidelines (${reason.toLowerCase()}).`,
    ...note ? [`A note from the moderators: ${note}`] : [],
    "Please keep to the guidelines: we suspend accounts that break them again."
  ],
  action: { label: "Open the Knowledge Exchange Hub", url: appUrl }
});

// src/modules/reports/reports.repository.ts
import { asc as asc10, count as count11, desc as desc13, eq as eq22, ne as ne6, sql as sql26 } from "drizzle-orm";
var reporter = peopleAs("reporter");
var reported = peopleAs("reported");
var resolverView = peopleAs("u");
var reportsRepository = (db) => ({
  async insert(values) {
    const [row] = await db.insert(reports).values(values).returning();
    return row;
  },
  /** A report, locked until the transaction ends (one staff decision at a time). */
  async lock(id) {
    const [row] = await db.select().from(reports).where(eq22(reports.id, id)).for("update");
    return row ?? null;
  },
  /** Closes a report with what staff did. */
  async resolve(id, status, staffId) {
    await db.update(reports).set({ status, resolvedById: staffId, resolvedAt: /* @__PURE__ */ new Date() }).where(eq22(reports.id, id));
  },
  /** The open queue, oldest first, or the closed reports, newest decision first. */
  async page(which, limit2, offset, only) {
    const where = only !== void 0 ? eq22(reports.id, only) : which === "open" ? eq22(reports.status, "open") : ne6(reports.status, "open");
    const order = which === "open" ? [asc10(reports.createdAt), asc10(reports.id)] : [desc13(reports.resolvedAt), desc13(reports.id)];
    const [rows2, [total]] = await Promise.all([
      db.select({
        report: reports,
        reporter: {
          id: reporter.id,
          firstName: reporter.firstName,
          lastName: reporter.lastName,
          status: reporter.status
        },
        reported: {
          id: reported.id,
          firstName: reported.firstName,
          lastName: reported.lastName,
          status: reported.status
        },
        // Who decided (a subquery: drizzle types a left join of an aliased table as never).
        resolver: {
          id: reports.resolvedById,
          firstName: sql26`(select u.first_name from ${resolverView} where u.id = ${reports.resolvedById})`,
          lastName: sql26`(select u.last_name from ${resolverView} where u.id = ${reports.resolvedById})`
        }
      }).from(reports).innerJoin(reporter, eq22(reporter.id, reports.reporterId)).innerJoin(reported, eq22(reported.id, reports.reportedUserId)).where(where).orderBy(...order).limit(limit2).offset(offset),
      db.select({ n: count11() }).from(reports).where(where)
    ]);
    return { rows: rows2, total: total?.n ?? 0 };
  }
});

// src/modules/reports/reports.service.ts
var toStaffReport = ({ report: r, reporter: reporter2, reported: reported2, resolver }) => ({
  id: r.id,
  target_type: r.targetType,
  target_id: r.targetId,
  reason: r.reason,
  text: r.text,
  status: r.status,
  snapshot: r.snapshot,
  reporter: {
    id: reporter2.id,
    first_name: reporter2.firstName,
    last_name: reporter2.lastName,
    status: reporter2.status
  },
  reported: {
    id: reported2.id,
    first_name: reported2.firstName,
    last_name: reported2.lastName,
    status: reported2.status
  },
  created_at: r.createdAt.toISOString(),
  resolved_at: r.resolvedAt ? r.resolvedAt.toISOString() : null,
  resolved_by: resolver.id ? { id: resolver.id, first_name: resolver.firstName ?? "", last_name: resolver.lastName ?? "" } : null,
  can_hide: r.targetType !== "user"
});
var WHAT = {
  user: "your profile and conduct",
  message: "a chat message you sent",
  feed_comment: "a comment you wrote in a mentoring feed",
  article: "an article you wrote"
};
var reportsService = (ctx) => {
  const repo = reportsRepository(ctx.db);
  const users2 = usersRepository(ctx.db);
  const audit = auditService(ctx);
  const notifications = notificationsService(ctx);
  async function target(reporter2, type, id) {
    const iso6 = (d) => d ? d.toISOString() : null;
    if (type === "message") {
      const m = await chatService(ctx).messageFor(reporter2.id, id);
      if (!m || m.senderId === null) throw notFound();
      return { ownerId: m.senderId, snapshot: { text: m.body, title: null, created_at: iso6(m.createdAt) } };
    }
    if (type === "feed_comment") {
      const c = await feedService(ctx).commentFor(reporter2.id, id);
      if (!c || c.ownerId === null) throw notFound();
      return { ownerId: c.ownerId, snapshot: { text: c.body, title: null, created_at: iso6(c.createdAt) } };
    }
    if (type === "article") {
      const a = await articlesService(ctx).reportable(reporter2, id);
      return {
        ownerId: a.ownerId,
        snapshot: { text: a.summary, title: a.title, created_at: iso6(a.publishedAt) }
      };
    }
    const u = await users2.findById(id);
    if (!u) throw notFound();
    const [apart, direct] = await Promise.all([
      blocksRepository(ctx.db).areApart(reporter2.id, u.id),
      chatService(ctx).directBetween(reporter2.id, u.id)
    ]);
    if (!canReportProfile(reporter2, { ...u, apart, talking: direct !== null })) throw notFound();
    const texts = [u.professionalExperience, u.businessName, u.positionWithinBusiness].filter(
      (t) => !!t && t.trim() !== ""
    );
    return {
      ownerId: u.id,
      snapshot: { text: texts.join("\n\n"), title: fullName(u), created_at: null }
    };
  }
  async function one(id) {
    const { rows: rows2 } = await repo.page("open", 1, 0, id);
    if (!rows2[0]) throw notFound();
    return toStaffReport(rows2[0]);
  }
  async function decide(staff, id, status, action, act, details = {}) {
    await ctx.db.transaction(async (tx) => {
      const r = reportsRepository(tx);
      const report = await r.lock(id);
      if (!report) throw notFound();
      if (report.status !== "open") throw invalid({ report: MSG.reportClosed }, MSG.reportClosed);
      const people2 = usersRepository(tx);
      const [reporter2, reported2] = await Promise.all([
        people2.findById(report.reporterId),
        people2.findById(report.reportedUserId)
      ]);
      if (act) await act(tx, report, reported2);
      await r.resolve(id, status, staff.id);
      await audit.record(
        {
          actorId: staff.id,
          action,
          targetType: "user",
          targetId: report.reportedUserId,
          targetLabel: reported2 ? fullName(reported2) : `#${report.reportedUserId}`,
          details: {
            report: String(report.id),
            content: REPORT_TARGET_LABELS[report.targetType],
            reason: REPORT_REASON_LABELS[report.reason],
            ...details
          }
        },
        tx
      );
      if (reporter2)
        await notifications.service(
          tx,
          renderMail(
            reporter2.email,
            reportOutcome(reporter2.firstName, status !== "dismissed", ctx.config.appUrl)
          )
        );
    });
    return one(id);
  }
  async function openReport(id) {
    const { rows: rows2 } = await repo.page("open", 1, 0, id);
    const row = rows2[0];
    if (!row) throw notFound();
    if (row.report.status !== "open") throw invalid({ report: MSG.reportClosed }, MSG.reportClosed);
    return row.report;
  }
  return {
    async create(reporter2, body) {
      const { ownerId, snapshot } = await target(reporter2, body.target_type, body.target_id);
      if (ownerId === reporter2.id) throw invalid({ target_id: MSG.reportOwn }, MSG.reportOwn);
      const row = await repo.insert({
        reporterId: reporter2.id,
        reportedUserId: ownerId,
        targetType: body.target_type,
        targetId: body.target_id,
        reason: body.reason,
        text: body.text?.trim() || null,
        snapshot
      });
      return { id: row.id, status: row.status };
    },
    async queue(which, limit2, offset) {
      const { rows: rows2, total } = await repo.page(which, limit2, offset);
      return { data: rows2.map(toStaffReport), meta: { total, limit: limit2, offset } };
    },
    dismiss: (staff, id) => decide(staff, id, "dismissed", "report.dismissed"),
    /** Hides the content from its readers; a profile cannot be hidden (warn or suspend instead). */
    async hide(staff, id) {
      const report = await openReport(id);
      if (report.targetType === "user") throw invalid({ report: MSG.reportCannotHide }, MSG.reportCannotHide);
      if (report.targetType === "article")
        await articlesService(ctx).ban(staff, report.targetId, MSG.articleRemovedAfterReport);
      return decide(staff, id, "hidden", "report.hidden", async (tx, r) => {
        if (r.targetType === "message") await chatService(ctx).hideMessage(r.targetId, tx);
        if (r.targetType === "feed_comment") await feedService(ctx).hideComment(r.targetId, tx);
      });
    },
    /** Mails the person a warning (with the staff's optional note); it never names the reporter. */
    warn: (staff, id, note) => decide(
      staff,
      id,
      "warned",
      "report.warned",
      async (tx, r, reported2) => {
        const content = reportWarning(
          reported2.firstName,
          WHAT[r.targetType],
          REPORT_REASON_LABELS[r.reason],
          note ?? null,
          ctx.config.appUrl
        );
        await notifications.service(tx, renderMail(reported2.email, content));
      },
      note ? { note } : {}
    ),
    /** Suspends the reported account through the staff console's suspension (admins). */
    async suspend(staff, id, note) {
      const report = await openReport(id);
      await adminService(ctx).suspend(staff, report.reportedUserId, note ?? `Report #${report.id}`);
      return decide(staff, id, "suspended", "report.suspended", void 0, note ? { note } : {});
    }
  };
};

// src/modules/reports/reports.routes.ts
var reportsPerReporter = {
  max: 20,
  timeWindow: "1 hour",
  keyGenerator: (req) => req.user ? `reporter:${req.user.id}` : req.ip
};
async function reportsRoutes(app2) {
  const reports2 = reportsService(app2);
  const me = (req) => currentUser(req);
  const tags = ["reports"];
  const e2 = areas_exports.reports;
  const ofReport = { probe: { object: "report" } };
  route(app2, e2.create, { tags, config: { probe: "self", rateLimit: reportsPerReporter } }, async (req) => ({
    data: await reports2.create(me(req), req.body)
  }));
  route(
    app2,
    e2.queue,
    { tags, config: { probe: "self" } },
    async (req) => reports2.queue(req.query.status, req.query.limit, req.query.offset)
  );
  route(app2, e2.dismiss, { tags, config: ofReport }, async (req) => ({
    data: await reports2.dismiss(me(req), req.params.id)
  }));
  route(app2, e2.hide, { tags, config: ofReport }, async (req) => ({
    data: await reports2.hide(me(req), req.params.id)
  }));
  route(app2, e2.warn, { tags, config: ofReport }, async (req) => ({
    data: await reports2.warn(me(req), req.params.id, req.body.note)
  }));
  route(app2, e2.suspend, { tags, config: ofReport }, async (req) => ({
    data: await reports2.suspend(me(req), req.params.id, req.body.note)
  }));
}

// src/modules/reports/blocks.service.ts
var asUser = (u) => ({ id: u.id, type: u.type, tokenId: 0, row: u });
var blocksService = (ctx) => {
  const blocks = blocksRepository(ctx.db);
  const users2 = usersRepository(ctx.db);
  const chat = chatService(ctx);
  async function blockable(user2, id) {
    if (id === user2.id) throw invalid({ user_id: MSG.blockSelf }, MSG.blockSelf);
    const other = await users2.findById(id);
    if (!other || !canBlockPerson(user2, other)) throw notFound();
    return other;
  }
  async function endBetween(blocker, other) {
    if (blocker.type === other.type) return;
    const captain = blocker.type === "mentor" ? blocker : other;
    const member = blocker.type === "mentee" ? blocker : other;
    const mentoring = mentoringService(ctx);
    const latest = await mentoring.latestRequestOf(member.id, captain.id);
    if (latest?.status === "pending") {
      if (blocker.id === member.id) await mentoring.recall(asUser(member), captain.id);
      else {
        const open = (await mentoring.requests(asUser(captain))).find(
          (r) => r.status === "pending" && r.mentee?.id === member.id
        );
        if (open) await mentoring.decline(asUser(captain), open.id);
      }
    }
    const pair = (await mentoring.pairsOf(asUser(captain))).find((p) => p.other.id === member.id);
    if (pair) await mentoring.endMentoring(pair.mentoring.id, "blocked", null);
  }
  return {
    async list(user2) {
      const rows2 = await blocks.listOf(user2.id);
      return rows2.map((r) => ({
        id: r.id,
        first_name: r.firstName,
        last_name: r.lastName,
        avatar: r.avatar,
        blocked_at: r.createdAt.toISOString()
      }));
    },
    async block(user2, id) {
      const other = await blockable(user2, id);
      const conversationId = await chat.directBetween(user2.id, other.id);
      if (!await blocks.areApart(user2.id, other.id)) await endBetween(user2.row, other);
      await blocks.insert(user2.id, other.id);
      if (conversationId !== null) ctx.liveChat.conversationClosed(conversationId, [user2.id, other.id]);
      const made = (await blocks.listOf(user2.id)).find((r) => r.id === other.id);
      return {
        id: made.id,
        first_name: made.firstName,
        last_name: made.lastName,
        avatar: made.avatar,
        blocked_at: made.createdAt.toISOString()
      };
    },
    /** Undoes one's own block (404 when there is none); a block the other made stays. */
    async unblock(user2, id) {
      if (!await blocks.remove(user2.id, id)) throw notFound();
      if (!await blocks.areApart(user2.id, id)) {
        const conversationId = await chat.directBetween(user2.id, id);
        if (conversationId !== null) ctx.liveChat.conversationCreated(conversationId, [user2.id, id]);
      }
      return { message: MSG.unblocked };
    }
  };
};

// src/modules/reports/blocks.routes.ts
var blocksPerPerson = {
  max: 30,
  timeWindow: "1 hour",
  keyGenerator: (req) => req.user ? `blocker:${req.user.id}` : req.ip
};
async function blocksRoutes(app2) {
  const blocks = blocksService(app2);
  const me = (req) => currentUser(req);
  const tags = ["blocks"];
  const e2 = areas_exports.reports;
  const write = { probe: "self", rateLimit: blocksPerPerson };
  route(app2, e2.blocks, { tags, config: { probe: "self" } }, async (req) => ({
    data: await blocks.list(me(req))
  }));
  route(app2, e2.block, { tags, config: write }, async (req) => ({
    data: await blocks.block(me(req), req.body.user_id)
  }));
  route(app2, e2.unblock, { tags, config: write }, async (req) => ({
    data: await blocks.unblock(me(req), req.params.user_id)
  }));
}

// src/modules/overview/overview.repository.ts
import { sql as sql27 } from "drizzle-orm";
var overviewRepository = (db) => {
  const rows2 = async (query) => (await db.execute(query)).rows;
  return {
    signups: () => rows2(sql27`
        select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, type, count(*)::int as n
        from users
        where type in ('mentor', 'mentee')
          and created_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC' - interval '${sql27.raw(String(OVERVIEW_WEEKS - 1))} weeks'
        group by 1, 2`),
    requests: () => rows2(sql27`
        select
          count(*) filter (where status = 'pending')::int as open,
          percentile_cont(0.5) within group (order by extract(epoch from now() - created_at) / 86400)
            filter (where status = 'pending') as median,
          max(extract(epoch from now() - created_at) / 86400) filter (where status = 'pending') as longest,
          count(*) filter (where status = 'accepted')::int as accepted,
          count(*) filter (where status = 'cancelled_by_mentor')::int as declined
        from mentoring_requests`),
    /** Issue 33: request outcomes and answer times over 90 days, endings by reason, reports open. */
    trust: () => Promise.all([
      rows2(sql27`
          select count(*) filter (where status = 'expired')::int as expired,
                 count(*) filter (where status in ('accepted', 'cancelled_by_mentor', 'expired'))::int as decided,
                 percentile_cont(0.5) within group (order by extract(epoch from updated_at - created_at) / 3600)
                   filter (where status in ('accepted', 'cancelled_by_mentor')) as median
          from mentoring_requests where updated_at > now() - interval '90 days'`),
      rows2(sql27`
          select coalesce(end_reason, 'other') as reason, count(*)::int as n
          from mentorings where ended_at > now() - interval '90 days' group by 1 order by 2 desc`),
      rows2(sql27`select count(*)::int as n from reports where status = 'open'`)
    ]),
    activeMentorings: () => rows2(sql27`select count(*)::int as n from mentorings where ended_at is null`),
    /** Running pairs with no feed comment by either and no chat message between them for QUIET_DAYS. */
    goneQuiet: () => rows2(sql27`
        select * from (
          select m.id, m.mentor_id, c.first_name as mentor_first, c.last_name as mentor_last,
                 m.mentee_id, p.first_name as mentee_first, p.last_name as mentee_last,
                 greatest(
                   m.created_at,
                   (select max(f.created_at) from feed_comments f where f.mentoring_id = m.id and f.owner_id is not null),
                   (select max(cm.created_at) from chat_messages cm join conversations cv on cv.id = cm.conversation_id
                     where cv.pair_key = 'direct:' || least(m.mentor_id, m.mentee_id) || ':' || greatest(m.mentor_id, m.mentee_id))
                 ) as last_at
          from mentorings m
          join users c on c.id = m.mentor_id
          join users p on p.id = m.mentee_id
          where m.ended_at is null
        ) pairs
        where last_at < now() - interval '${sql27.raw(String(QUIET_DAYS))} days'
        order by last_at asc`),
    milestones: () => rows2(sql27`
        select
          count(*) filter (where ms.completed_at is not null)::int as done,
          count(*) filter (where ms.completed_at is null and ms.deadline < now())::int as overdue,
          count(*) filter (where ms.completed_at is null and (ms.deadline is null or ms.deadline >= now()))::int as open
        from milestones ms join mentorings m on m.id = ms.mentoring_id
        where m.ended_at is null`),
    /** Each Member's last two complete questionnaires, where the score moved. */
    assessmentMoves: () => rows2(sql27`
        select u.id, u.first_name, u.last_name, x.prev as before, x.score as after, x.taken_at
        from (
          select r.user_id, r.score, r.taken_at,
                 lag(r.score) over (partition by r.user_id order by r.taken_at, r.id) as prev,
                 row_number() over (partition by r.user_id order by r.taken_at desc, r.id desc) as rn
          from assessment_results r
        ) x join users u on u.id = x.user_id
        where x.rn = 1 and x.prev is not null and x.prev <> x.score
        order by x.taken_at desc`),
    atCapacity: () => rows2(sql27`
        select u.id, u.first_name, u.last_name, count(m.id)::int as active, u.mentees_limit as "limit"
        from users u join mentorings m on m.mentor_id = u.id and m.ended_at is null
        where u.type = 'mentor' and u.status = 'active' and u.mentees_limit is not null
        group by u.id
        having count(m.id) >= u.mentees_limit
        order by u.last_name, u.first_name`)
  };
};

// src/modules/overview/sessions-overview.repository.ts
import { sql as sql28 } from "drizzle-orm";
var sessionsOverviewRepository = (db) => {
  const rows2 = async (query) => (await db.execute(query)).rows;
  return {
    totals: () => rows2(sql28`
        select count(*) filter (where status = 'held')::int as held,
               count(*) filter (where status = 'missed')::int as missed,
               coalesce(sum(actual_minutes) filter (where status = 'held'), 0)::int as minutes,
               count(distinct mentor_id) filter (where status = 'held')::int as captains,
               (select avg(score)::float8 from session_feedback) as usefulness
        from mentoring_sessions`),
    perWeek: (weeks) => rows2(sql28`
        select to_char(date_trunc('week', starts_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
               count(*)::int as held, coalesce(sum(actual_minutes), 0)::int as minutes
        from mentoring_sessions
        where status = 'held'
          and starts_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC' - make_interval(weeks => ${weeks - 1})
        group by 1`),
    perCaptain: () => rows2(sql28`
        select u.id, u.first_name, u.last_name, count(*)::int as held,
               coalesce(sum(s.actual_minutes), 0)::int as minutes
        from mentoring_sessions s join users u on u.id = s.mentor_id
        where s.status = 'held'
        group by u.id, u.first_name, u.last_name
        order by minutes desc, u.id
        limit 50`),
    /** Running pairs with no session held or booked in the last 30 days (nor one booked ahead). */
    idlePairs: () => rows2(sql28`
        select m.id, c.id as mentor_id, c.first_name as mentor_first, c.last_name as mentor_last,
               p.id as mentee_id, p.first_name as mentee_first, p.last_name as mentee_last
        from mentorings m join users c on c.id = m.mentor_id join users p on p.id = m.mentee_id
        where m.ended_at is null
          and not exists (
            select 1 from mentoring_sessions s
            where s.mentoring_id = m.id and s.status in ('held', 'accepted')
              and s.starts_at >= now() - interval '30 days')
        order by m.created_at, m.id
        limit 200`)
  };
};

// src/modules/overview/sessions-overview.ts
var hours = (minutes) => Math.round(minutes / 60 * 10) / 10;
var person = (id, first, last) => ({ id, first_name: first, last_name: last });
async function sessionsGroup(db, weeks) {
  const repo = sessionsOverviewRepository(db);
  const [[totals], perWeek, perCaptain, idle] = await Promise.all([
    repo.totals(),
    repo.perWeek(OVERVIEW_WEEKS),
    repo.perCaptain(),
    repo.idlePairs()
  ]);
  const held = totals?.held ?? 0;
  const missed = totals?.missed ?? 0;
  return {
    held,
    hours: hours(totals?.minutes ?? 0),
    captains_held: totals?.captains ?? 0,
    missed_rate: held + missed ? Math.round(missed / (held + missed) * 1e3) / 1e3 : null,
    usefulness_avg: totals?.usefulness == null ? null : Math.round(Number(totals.usefulness) * 10) / 10,
    pairs_without_session_30d: idle.map((p) => ({
      mentoring_id: p.id,
      captain: person(p.mentor_id, p.mentor_first, p.mentor_last),
      member: person(p.mentee_id, p.mentee_first, p.mentee_last)
    })),
    per_week: weeks.map((week) => {
      const w = perWeek.find((r) => r.week === week);
      return { week, held: w?.held ?? 0, hours: hours(w?.minutes ?? 0) };
    }),
    hours_per_captain: perCaptain.map((c) => ({
      ...person(c.id, c.first_name, c.last_name),
      held: c.held,
      hours: hours(c.minutes)
    }))
  };
}

// src/modules/overview/overview.service.ts
var round1 = (v) => v === null ? null : Math.round(Number(v) * 10) / 10;
var iso3 = (v) => new Date(v).toISOString();
function lastWeeks(now2, weeks = OVERVIEW_WEEKS) {
  const monday = new Date(Date.UTC(now2.getUTCFullYear(), now2.getUTCMonth(), now2.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - (monday.getUTCDay() + 6) % 7);
  return Array.from({ length: weeks }, (_, i) => {
    const d = new Date(monday);
    d.setUTCDate(d.getUTCDate() - 7 * (weeks - 1 - i));
    return d.toISOString().slice(0, 10);
  });
}
var overviewService = (ctx) => {
  const repo = overviewRepository(ctx.db);
  return {
    async overview() {
      const [
        signups,
        [req],
        [active],
        quiet,
        [ms],
        capacity,
        moves,
        [[outcomes], endings, [reports2]],
        sessions
      ] = await Promise.all([
        repo.signups(),
        repo.requests(),
        repo.activeMentorings(),
        repo.goneQuiet(),
        repo.milestones(),
        repo.atCapacity(),
        repo.assessmentMoves(),
        repo.trust(),
        sessionsGroup(ctx.db, lastWeeks(/* @__PURE__ */ new Date()))
      ]);
      const count13 = (week, type) => signups.find((s) => s.week === week && s.type === type)?.n ?? 0;
      const decided = (req?.accepted ?? 0) + (req?.declined ?? 0);
      return {
        generated_at: (/* @__PURE__ */ new Date()).toISOString(),
        signups: lastWeeks(/* @__PURE__ */ new Date()).map((week) => ({
          week,
          members: count13(week, "mentee"),
          captains: count13(week, "mentor")
        })),
        requests: {
          open: req?.open ?? 0,
          median_wait_days: round1(req?.median ?? null),
          longest_wait_days: round1(req?.longest ?? null),
          accepted: req?.accepted ?? 0,
          declined: req?.declined ?? 0,
          acceptance_rate: decided ? Math.round((req?.accepted ?? 0) / decided * 1e3) / 1e3 : null
        },
        mentorings: {
          active: active?.n ?? 0,
          gone_quiet: quiet.map((q2) => ({
            mentoring_id: q2.id,
            captain: { id: q2.mentor_id, first_name: q2.mentor_first, last_name: q2.mentor_last },
            member: { id: q2.mentee_id, first_name: q2.mentee_first, last_name: q2.mentee_last },
            last_activity_at: iso3(q2.last_at)
          }))
        },
        milestones: { done: ms?.done ?? 0, overdue: ms?.overdue ?? 0, open: ms?.open ?? 0 },
        captains_at_capacity: capacity,
        trust: {
          request_expiry_rate: outcomes?.decided ? Math.round(outcomes.expired / outcomes.decided * 1e3) / 1e3 : null,
          median_answer_hours: round1(outcomes?.median ?? null),
          endings: endings.map((e2) => ({ reason: e2.reason, count: e2.n })),
          reports_open: reports2?.n ?? 0
        },
        assessment_moves: moves.map((m) => ({
          member: { id: m.id, first_name: m.first_name, last_name: m.last_name },
          before: m.before,
          after: m.after,
          taken_at: iso3(m.taken_at)
        })),
        sessions
      };
    }
  };
};

// src/modules/overview/overview.routes.ts
async function overviewRoutes(app2) {
  const overview = overviewService(app2);
  route(app2, areas_exports.admin.overview, { tags: ["admin"], config: { probe: "self" } }, async () => ({
    data: await overview.overview()
  }));
}

// src/modules/sessions/calendar-feed.service.ts
import { createHmac as createHmac2 } from "node:crypto";

// src/policies/sessions.ts
var canReadSessions = (viewer, pair) => isStaff(viewer) || canWorkInMentoring(viewer, pair);
var canChangeSessions = (viewer, pair) => canWorkInMentoring(viewer, pair);
var ofPair = (viewer) => !!viewer && !isStaff(viewer);
var begun = (s, now2) => s.startsAt.getTime() <= now2;
var canProposeOtherTimes = (viewer, s) => ofPair(viewer) && s.status === "proposed" && s.proposedBy !== viewer.id;
var canAcceptSession = (viewer, s, now2) => canProposeOtherTimes(viewer, s) && s.slots.some((x) => x.start * 1e3 > now2);
var canRescheduleSession = (viewer, s, now2) => ofPair(viewer) && s.status === "accepted" && !begun(s, now2);
var canCancelSession = (viewer, s, now2) => ofPair(viewer) && (s.status === "proposed" || s.status === "accepted" && !begun(s, now2));
var canLogSession = (viewer, s, now2) => ofPair(viewer) && s.status === "accepted" && begun(s, now2);
var canRateSession = (viewer, s) => ofPair(viewer) && s.status === "held";
var canServeCalendarFeed = (owner) => owner.status === "active";

// src/modules/sessions/sessions.calendar.ts
var endOf = (s) => new Date(s.startsAt.getTime() + s.durationMinutes * 6e4);
var placeOf2 = (s) => [s.location, s.videoUrl].filter(Boolean).join(" \xB7 ") || "To be agreed";
function sessionItem(s, people2, host, url) {
  const captain = fullName(people2.captain);
  const member = fullName(people2.member);
  return {
    uid: `session-${s.id}@${host}`,
    title: `Mentoring session: ${captain} and ${member}`,
    description: [
      s.agenda ? `Agenda: ${s.agenda}` : null,
      s.videoUrl ? `Video link: ${s.videoUrl}` : null,
      `On the X-Forces Knowledge Exchange Hub: ${url}`
    ].filter(Boolean).join("\n\n"),
    location: placeOf2(s),
    url,
    start: s.startsAt,
    end: endOf(s),
    sequence: s.sequence,
    status: s.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: captain, email: people2.captain.email },
    attendees: [
      { name: captain, email: people2.captain.email },
      { name: member, email: people2.member.email }
    ]
  };
}
function ukMidnight(now2) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
      timeZoneName: "shortOffset"
    }).formatToParts(now2).map((p) => [p.type, p.value])
  );
  const offset = /GMT([+-]\d+)?/.exec(parts.timeZoneName ?? "")?.[1];
  const hours2 = offset ? Number(offset) : 0;
  const midnight = new Date(
    Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) - hours2 * 36e5
  );
  return { midnight, hour: Number(parts.hour) };
}
var whenUk = (d) => `${ukTime.format(d)} (UK time)`;

// src/modules/sessions/calendar-feed.service.ts
var FEED_PAST_MS = 90 * 24 * 60 * 6e4;
var calendarFeedService = (ctx) => {
  const repo = sessionsRepository(ctx.db);
  const key = ctx.config.calendarFeedKey ?? sha256(`keh-calendar-feed:${ctx.config.appUrl}`);
  const secretOf = (userId, nonce) => createHmac2("sha256", key).update(`${userId}:${nonce}`).digest("base64url");
  const urls = (secret) => {
    const url = `${ctx.config.appUrl}/api/calendar/${secret}.ics`;
    return { url, webcal_url: url.replace(/^https?:/, "webcal:") };
  };
  async function issue(userId) {
    const nonce = randomToken();
    const secret = secretOf(userId, nonce);
    await repo.setFeed(userId, sha256(secret), nonce);
    return urls(secret);
  }
  return {
    async get(user2) {
      const row = await repo.feedOf(user2.id);
      if (!row) {
        await repo.createFeed(user2.id, (nonce) => sha256(secretOf(user2.id, nonce)), randomToken());
        const made = await repo.feedOf(user2.id);
        return urls(secretOf(user2.id, made.nonce));
      }
      return urls(secretOf(user2.id, row.nonce));
    },
    reset: (user2) => issue(user2.id),
    /** The feed of the secret's holder; 404 for any other secret, a revoked one or a suspended person. */
    async file(name) {
      const secret = CALENDAR_SECRET.exec(name)?.[1];
      const ownerId = secret ? await repo.feedOwner(sha256(secret)) : null;
      const owner = ownerId === null ? null : await usersRepository(ctx.db).findById(ownerId);
      if (!owner || !canServeCalendarFeed(owner)) throw notFound();
      const since = new Date(Date.now() - FEED_PAST_MS);
      const host = new URL(ctx.config.appUrl).host;
      const sessions = await repo.forFeed(owner.id, since);
      const people2 = usersRepository(ctx.db);
      const items = [];
      for (const s of sessions) {
        const [captain, member] = await Promise.all([
          people2.findById(s.mentorId),
          people2.findById(s.menteeId)
        ]);
        if (!captain || !member) continue;
        const url = `${ctx.config.appUrl}${owner.id === s.menteeId ? "/my/mentoring" : `/my/mentoring/${s.menteeId}`}?tab=sessions`;
        items.push(sessionItem(s, { captain, member }, host, url));
      }
      items.push(...await eventsService(ctx).calendarItems(owner.id, since));
      return calendarFile("PUBLISH", items, "X-Forces Knowledge Exchange Hub");
    }
  };
};

// src/lib/mail/session-mails.ts
var hello4 = (firstName) => `Hello ${firstName},`;
var ics = (content, method) => [
  {
    filename: "session.ics",
    content,
    contentType: `text/calendar; charset=utf-8; method=${method}`
  }
];
var sessionInvitation = (firstName, s) => ({
  subject: s.moved ? `Session moved: ${s.when}` : `Session booked: ${s.when}`,
  paragraphs: [
    hello4(firstName),
    s.moved ? `Your mentoring session with ${s.other} has moved.` : `Your mentoring session with ${s.other} is booked.`,
    `When: ${s.when}`,
    `Where: ${s.where}`,
    "The calendar file attached adds it to Google Calendar, Outlook or Apple Calendar, and keeps it up to date."
  ],
  action: { label: "See the session", url: s.url },
  attachments: ics(s.ics, "REQUEST")
});
var sessionCancelled = (firstName, s) => ({
  subject: `Session cancelled: ${s.when}`,
  paragraphs: [
    hello4(firstName),
    `${s.by} cancelled your mentoring session of ${s.when}.`,
    ...s.reason ? [`Their reason: ${s.reason}`] : [],
    "The calendar file attached removes it from your calendar if you added it."
  ],
  action: { label: "Book another time", url: s.url },
  attachments: ics(s.ics, "CANCEL")
});
var sessionProposed = (firstName, s) => ({
  subject: `${s.other} proposed a mentoring session`,
  paragraphs: [
    hello4(firstName),
    `${s.other} proposed ${s.times.length === 1 ? "a time" : "times"} for a mentoring session:`,
    ...s.times.map((t) => `\u2022 ${t}`),
    "Accept one, or propose other times."
  ],
  action: { label: "Answer", url: s.url }
});
var sessionReminder = (firstName, s) => ({
  subject: s.soon === "day" ? `Tomorrow: your session with ${s.other}` : `In an hour: your session with ${s.other}`,
  paragraphs: [
    hello4(firstName),
    `Your mentoring session with ${s.other}:`,
    `When: ${s.when}`,
    `Where: ${s.where}`
  ],
  action: { label: "See the session", url: s.url }
});
var sessionLogReminder = (firstName, s) => ({
  subject: `How did your session with ${s.other} go?`,
  paragraphs: [
    hello4(firstName),
    `Your mentoring session with ${s.other} of ${s.when} is not logged yet.`,
    "Log whether it was held, how long it lasted, your notes and what you agreed: the actions can go straight into the plan."
  ],
  action: { label: "Log the session", url: s.url }
});
var sessionProposalCancelled = (firstName, s) => ({
  subject: `${s.other} withdrew a session proposal`,
  paragraphs: [
    hello4(firstName),
    `${s.other} withdrew the times they proposed for a mentoring session.`,
    ...s.reason ? [`Their reason: ${s.reason}`] : []
  ],
  action: { label: "See your sessions", url: s.url }
});

// src/modules/sessions/session-view.ts
function sessionView(s, f2) {
  return {
    id: s.id,
    mentoring_id: s.mentoringId,
    status: s.status,
    start: unixSeconds(s.startsAt),
    duration_minutes: s.durationMinutes,
    slots: s.slots,
    location: s.location,
    video_url: s.videoUrl,
    agenda: s.agenda,
    milestones: s.milestoneIds.flatMap(
      (id) => f2.milestones.has(id) ? [{ id, name: f2.milestones.get(id) }] : []
    ),
    proposed_by: f2.who(s.proposedBy),
    captain: f2.who(f2.pair.mentorId),
    member: f2.who(f2.pair.menteeId),
    cancel_reason: s.cancelReason,
    cancelled_by: s.cancelledBy,
    missed_by: s.missedBy,
    actual_minutes: s.actualMinutes,
    notes: s.notes,
    action_items: s.actionItems,
    logged_by: s.loggedBy,
    can: f2.can,
    my_feedback: f2.feedback ? { score: f2.feedback.score, comment: f2.feedback.comment } : null
  };
}

// src/modules/sessions/sessions.service.ts
var conflict = (message) => new AppError(409, message);
var sessionsService = (ctx) => {
  const repo = sessionsRepository(ctx.db);
  const mentoring = mentoringService(ctx);
  const plan = planService(ctx);
  const feed = feedService(ctx);
  const notifications = notificationsService(ctx);
  const host = () => new URL(ctx.config.appUrl).host;
  const urlFor = (pair, personId) => `${ctx.config.appUrl}${personId === pair.menteeId ? "/my/mentoring" : `/my/mentoring/${pair.menteeId}`}?tab=sessions`;
  async function pairFor(user2, mentoringId, write) {
    if (isStaff(user2)) {
      const p = await mentoring.runningPair(mentoringId);
      if (!p || !(write ? canChangeSessions(user2, p) : canReadSessions(user2, p))) throw notFound();
      return p;
    }
    return mentoring.pairFor(user2, mentoringId);
  }
  async function reach(user2, id, write) {
    const s = await repo.byId(id);
    if (!s) throw notFound();
    const pair = await pairFor(user2, s.mentoringId, write);
    return { s, pair };
  }
  async function peopleOf(pair, db = ctx.db) {
    const users2 = usersRepository(db);
    const [captain, member] = await Promise.all([
      users2.findById(pair.mentorId),
      users2.findById(pair.menteeId)
    ]);
    if (!captain || !member) throw notFound();
    return { captain, member, rows: [captain, member] };
  }
  const can = (s, user2, now2 = Date.now()) => ({
    accept: canAcceptSession(user2, s, now2),
    propose: canProposeOtherTimes(user2, s),
    reschedule: canRescheduleSession(user2, s, now2),
    cancel: canCancelSession(user2, s, now2),
    log: canLogSession(user2, s, now2),
    feedback: canRateSession(user2, s)
  });
  async function views(user2, pair, rows2) {
    const people2 = await peopleOf(pair);
    const names = new Map(
      (await plan.plans({ mentoringIds: [pair.id] })).get(pair.id)?.map((m) => [m.id, m.milestone_name]) ?? []
    );
    const mine = new Map(
      (await repo.feedbackOf(
        rows2.map((r) => r.id),
        user2.id
      )).map((f2) => [f2.sessionId, f2])
    );
    const who = (id) => {
      const p = people2.rows.find((r) => r.id === id) ?? people2.captain;
      return { id: p.id, first_name: p.firstName, last_name: p.lastName };
    };
    return rows2.map(
      (s) => sessionView(s, {
        who,
        pair,
        milestones: names,
        can: can(s, user2),
        feedback: mine.get(s.id)
      })
    );
  }
  const one = async (user2, pair, id) => (await views(user2, pair, [await repo.byId(id)]))[0];
  function checkFuture(slots, field2 = "slots") {
    const now2 = Date.now();
    const errors = {};
    slots.forEach((x, i) => {
      if (x.start * 1e3 <= now2) errors[`${field2}.${i}.start`] = MSG.sessionStartInPast;
    });
    if (Object.keys(errors).length) throw invalid(errors, MSG.sessionStartInPast);
  }
  async function checkOverlap(tx, s, start, minutes) {
    const r = sessionsRepository(tx);
    await r.lockPeople([s.mentorId, s.menteeId]);
    const end = new Date(start.getTime() + minutes * 6e4);
    if (await r.overlapping([s.mentorId, s.menteeId], start, end, s.id)) throw conflict(MSG.sessionOverlap);
  }
  async function sendCalendar(tx, s, pair, by, kind) {
    const people2 = await peopleOf(pair, tx);
    for (const person2 of [people2.captain, people2.member]) {
      const other = person2.id === pair.mentorId ? people2.member : people2.captain;
      const url = urlFor(pair, person2.id);
      const ics2 = calendarFile(kind === "cancelled" ? "CANCEL" : "REQUEST", [
        sessionItem(s, people2, host(), url)
      ]);
      const facts = { other: fullName(other), when: whenUk(s.startsAt), where: placeOf2(s), url };
      const content = kind === "cancelled" ? sessionCancelled(person2.firstName, {
        ...facts,
        ics: ics2,
        by: by.id === person2.id ? "You" : fullName(by.row),
        reason: s.cancelReason
      }) : sessionInvitation(person2.firstName, { ...facts, ics: ics2, moved: kind === "moved" });
      await notifications.service(tx, renderMail(person2.email, content));
    }
  }
  async function tellProposed(tx, pair, by, slots) {
    const otherId = by.id === pair.mentorId ? pair.menteeId : pair.mentorId;
    const other = await usersRepository(tx).findById(otherId);
    if (!other) return;
    const times = slots.map((x) => `${whenUk(new Date(x.start * 1e3))}, ${x.duration_minutes} minutes`);
    await notifications.notify(
      tx,
      other,
      "system",
      sessionProposed(other.firstName, { other: fullName(by.row), times, url: urlFor(pair, otherId) })
    );
  }
  async function tellWithdrawn(tx, pair, by, reason) {
    const otherId = by.id === pair.mentorId ? pair.menteeId : pair.mentorId;
    const other = await usersRepository(tx).findById(otherId);
    if (!other) return;
    await notifications.notify(
      tx,
      other,
      "system",
      sessionProposalCancelled(other.firstName, {
        other: fullName(by.row),
        reason,
        url: urlFor(pair, otherId)
      })
    );
  }
  async function change(user2, id, work) {
    const { pair } = await reach(user2, id, true);
    const result = await ctx.db.transaction(async (tx) => {
      const s = await sessionsRepository(tx).lock(id);
      return work(tx, s, pair);
    });
    mentoring.workspaceChanged(pair);
    return { pair, result };
  }
  return {
    async list(user2, mentoringId) {
      const pair = await pairFor(user2, mentoringId, false);
      return views(user2, pair, await repo.ofMentoring(pair.id));
    },
    async create(user2, b) {
      const pair = await pairFor(user2, b.mentoring_id, true);
      checkFuture(b.slots);
      const open = new Set((await plan.openMilestones(pair.id)).map((m) => m.id));
      const milestoneIds = [...new Set(b.milestone_ids)];
      if (milestoneIds.some((id2) => !open.has(id2)))
        throw invalid({ milestone_ids: MSG.sessionMilestoneInvalid });
      const id = await ctx.db.transaction(async (tx) => {
        const row = await sessionsRepository(tx).insert({
          mentoringId: pair.id,
          mentorId: pair.mentorId,
          menteeId: pair.menteeId,
          proposedBy: user2.id,
          slots: b.slots,
          startsAt: new Date(b.slots[0].start * 1e3),
          durationMinutes: b.slots[0].duration_minutes,
          location: b.location ?? null,
          videoUrl: b.video_url ?? null,
          agenda: b.agenda ?? null,
          milestoneIds
        });
        await tellProposed(tx, pair, user2, b.slots);
        return row.id;
      });
      mentoring.workspaceChanged(pair);
      return one(user2, pair, id);
    },
    async accept(user2, id, slot) {
      const { pair } = await change(user2, id, async (tx, s, p) => {
        if (s.status !== "proposed") throw conflict(MSG.sessionNotProposed);
        if (s.proposedBy === user2.id) throw conflict(MSG.sessionOwnProposal);
        const chosen = s.slots[slot];
        if (!chosen) throw invalid({ slot: MSG.unknownOption });
        checkFuture([chosen], "slot");
        const start = new Date(chosen.start * 1e3);
        await checkOverlap(tx, s, start, chosen.duration_minutes);
        const row = await sessionsRepository(tx).update(s.id, {
          status: "accepted",
          startsAt: start,
          durationMinutes: chosen.duration_minutes,
          slots: [chosen]
        });
        await sendCalendar(tx, row, p, user2, "booked");
      });
      return one(user2, pair, id);
    },
    async propose(user2, id, slots) {
      const { pair } = await change(user2, id, async (tx, s, p) => {
        if (s.status !== "proposed") throw conflict(MSG.sessionNotProposed);
        if (s.proposedBy === user2.id) throw conflict(MSG.sessionOwnProposal);
        checkFuture(slots);
        await sessionsRepository(tx).update(s.id, {
          slots,
          proposedBy: user2.id,
          startsAt: new Date(slots[0].start * 1e3),
          durationMinutes: slots[0].duration_minutes
        });
        await tellProposed(tx, p, user2, slots);
      });
      return one(user2, pair, id);
    },
    async reschedule(user2, id, slot) {
      const { pair } = await change(user2, id, async (tx, s, p) => {
        if (s.status !== "accepted" || s.startsAt.getTime() <= Date.now())
          throw conflict(MSG.sessionNotAccepted);
        checkFuture([slot], "start");
        const start = new Date(slot.start * 1e3);
        await checkOverlap(tx, s, start, slot.duration_minutes);
        const row = await sessionsRepository(tx).update(s.id, {
          startsAt: start,
          durationMinutes: slot.duration_minutes,
          slots: [slot],
          sequence: s.sequence + 1,
          remindedDayAt: null,
          remindedHourAt: null,
          remindedLogAt: null
        });
        await sendCalendar(tx, row, p, user2, "moved");
      });
      return one(user2, pair, id);
    },
    async cancel(user2, id, reason) {
      const { pair } = await change(user2, id, async (tx, s, p) => {
        const booked = s.status === "accepted";
        if (!(s.status === "proposed" || booked && s.startsAt.getTime() > Date.now()))
          throw conflict(MSG.sessionCannotCancel);
        const row = await sessionsRepository(tx).update(s.id, {
          status: "cancelled",
          cancelReason: reason ?? null,
          cancelledBy: user2.id,
          ...booked && { sequence: s.sequence + 1 }
        });
        if (booked) await sendCalendar(tx, row, p, user2, "cancelled");
        else await tellWithdrawn(tx, p, user2, row.cancelReason);
      });
      return one(user2, pair, id);
    },
    async log(user2, id, b) {
      const { pair } = await change(user2, id, async (tx, s, p) => {
        if (s.status === "held" || s.status === "missed") throw conflict(MSG.sessionAlreadyLogged);
        if (s.status !== "accepted") throw conflict(MSG.sessionNotAccepted);
        if (s.startsAt.getTime() > Date.now()) throw conflict(MSG.sessionNotBegun);
        const items = b.action_items.map((a) => ({ title: a.title, milestoneId: a.milestone_id ?? null }));
        const linked = items.flatMap(
          (a) => a.milestoneId === null ? [] : [{ ...a, milestoneId: a.milestoneId }]
        );
        const taskIds = await plan.addActionTasks(tx, p, user2.id, linked);
        let next = 0;
        await sessionsRepository(tx).update(s.id, {
          status: b.held ? "held" : "missed",
          missedBy: b.held ? null : b.missed_by ?? null,
          actualMinutes: b.held ? b.duration_minutes ?? s.durationMinutes : null,
          notes: b.notes ?? null,
          actionItems: items.map((a) => ({
            title: a.title,
            milestone_id: a.milestoneId,
            task_id: a.milestoneId === null ? null : taskIds[next++] ?? null
          })),
          loggedBy: user2.id,
          loggedAt: /* @__PURE__ */ new Date()
        });
        await feed.system(
          p.id,
          user2.id,
          b.held ? `The session of ${whenUk(s.startsAt)} was held (${b.duration_minutes ?? s.durationMinutes} minutes).` : `The session of ${whenUk(s.startsAt)} was missed.`,
          tx
        );
      });
      return one(user2, pair, id);
    },
    async feedback(user2, id, b) {
      const { s, pair } = await reach(user2, id, true);
      if (s.status !== "held") throw conflict(MSG.sessionNotHeld);
      await repo.saveFeedback({
        sessionId: id,
        userId: user2.id,
        score: b.score,
        comment: b.comment ?? null,
        privateNote: b.private_note ?? null
      });
      return one(user2, pair, id);
    },
    urlFor,
    peopleOf
  };
};

// src/modules/sessions/sessions.routes.ts
async function sessionsRoutes(app2) {
  const sessions = sessionsService(app2);
  const reads = sessionReadsService(app2);
  const feeds = calendarFeedService(app2);
  const me = (req) => currentUser(req);
  const tags = ["sessions"];
  const e2 = areas_exports.sessions;
  const ofSession = { object: "session", owner: "captain" };
  const write = { probe: ofSession, rateLimit: limit.planWritePerIp };
  route(app2, e2.list, { tags, config: { httpCache: "revalidate", probe: "self" } }, async (req) => ({
    data: await sessions.list(me(req), req.query.mentoring_id)
  }));
  route(app2, e2.next, { tags, config: { probe: "self" } }, async (req) => ({
    data: await reads.next(me(req))
  }));
  route(app2, e2.create, { tags, config: { probe: "self", rateLimit: limit.planWritePerIp } }, async (req) => ({
    data: await sessions.create(me(req), req.body)
  }));
  route(app2, e2.accept, { tags, config: write }, async (req) => ({
    data: await sessions.accept(me(req), req.params.id, req.body.slot)
  }));
  route(app2, e2.propose, { tags, config: write }, async (req) => ({
    data: await sessions.propose(me(req), req.params.id, req.body.slots)
  }));
  route(app2, e2.reschedule, { tags, config: write }, async (req) => ({
    data: await sessions.reschedule(me(req), req.params.id, req.body)
  }));
  route(app2, e2.cancel, { tags, config: write }, async (req) => ({
    data: await sessions.cancel(me(req), req.params.id, req.body.reason)
  }));
  route(app2, e2.log, { tags, config: write }, async (req) => ({
    data: await sessions.log(me(req), req.params.id, req.body)
  }));
  route(app2, e2.feedback, { tags, config: { probe: ofSession, rateLimit: limit.postPerIp } }, async (req) => ({
    data: await sessions.feedback(me(req), req.params.id, req.body)
  }));
  route(app2, e2.feedbackSummary, { tags, config: { probe: "self" } }, async (req) => ({
    data: await reads.summary(me(req))
  }));
  route(app2, e2.staffFeedback, { tags, config: { probe: "self" } }, async () => ({
    data: await reads.flagged()
  }));
  route(
    app2,
    e2.staffList,
    { tags, config: { probe: "self" } },
    async (req) => reads.staffList(req.query.status, req.query.limit, req.query.offset)
  );
  route(app2, e2.calendarFeed, { tags, config: { probe: "self" } }, async (req) => ({
    data: await feeds.get(me(req))
  }));
  route(
    app2,
    e2.resetCalendarFeed,
    { tags, config: { probe: "self", rateLimit: limit.lookupPerIp } },
    async (req) => ({
      data: await feeds.reset(me(req))
    })
  );
  const nobody = {
    guest: 404,
    member: 404,
    otherMember: 404,
    captain: 404,
    otherCaptain: 404,
    moderator: 404,
    admin: 404
  };
  route(
    app2,
    e2.calendarFile,
    { tags, config: { rateLimit: limit.lookupPerIp, probe: { expect: nobody } } },
    async (req, reply) => reply.header("content-type", "text/calendar; charset=utf-8").header("content-disposition", 'inline; filename="calendar.ics"').header("x-content-type-options", "nosniff").send(await feeds.file(req.params.secret))
  );
}

// src/modules/sessions/session-reminders.service.ts
var HOUR_MS = 60 * 6e4;
var MORNING_HOUR = 8;
var SESSION_REMINDERS = "session-reminders";
var sessionRemindersService = (ctx) => {
  const notifications = notificationsService(ctx);
  const sessions = sessionsService(ctx);
  return {
    async queue(now2 = /* @__PURE__ */ new Date()) {
      return ctx.db.transaction(async (tx) => {
        const r = sessionsRepository(tx);
        const people2 = usersRepository(tx);
        const facts = async (s, personId) => {
          const otherId = personId === s.mentorId ? s.menteeId : s.mentorId;
          const other = await people2.findById(otherId);
          return {
            other: other ? fullName(other) : "your mentoring partner",
            when: whenUk(s.startsAt),
            where: placeOf2(s),
            url: sessions.urlFor(s, personId)
          };
        };
        let queued = 0;
        for (const soon of ["day", "hour"]) {
          for (const s of await r.claimStartReminders(soon, soon === "day" ? 24 * HOUR_MS : HOUR_MS, now2)) {
            if (soon === "day" && s.startsAt.getTime() - now2.getTime() <= 2 * HOUR_MS) continue;
            for (const id of [s.mentorId, s.menteeId]) {
              const person2 = await people2.findById(id);
              if (!person2) continue;
              const content = sessionReminder(person2.firstName, { ...await facts(s, id), soon });
              if (await notifications.notify(tx, person2, "system", content)) queued++;
            }
          }
        }
        const { midnight, hour } = ukMidnight(now2);
        if (hour >= MORNING_HOUR) {
          for (const s of await r.claimLogReminders(midnight, now2)) {
            const person2 = await people2.findById(s.proposedBy);
            if (!person2) continue;
            const content = sessionLogReminder(person2.firstName, await facts(s, person2.id));
            if (await notifications.notify(tx, person2, "system", content)) queued++;
          }
        }
        return queued;
      });
    }
  };
};
async function sessionJobs(app2) {
  await app2.jobs.queue(SESSION_REMINDERS, { policy: "stately", retryLimit: 1 });
  await app2.jobs.boss.work(SESSION_REMINDERS, { notifyPollingIntervalSeconds: 30 }, async () => {
    await sessionRemindersService(app2).queue();
  });
  await app2.jobs.boss.schedule(SESSION_REMINDERS, "*/5 * * * *");
}

// src/modules/notifications/digest.service.ts
var DIGEST_QUEUE = "weekly-digest";
var DIGEST_START_QUEUE = "weekly-digest-start";
var WEEK_MS = 7 * 24 * 60 * 6e4;
var DIGEST_ARTICLES = 8;
var weekOf = (now2) => {
  const d = new Date(Date.UTC(now2.getUTCFullYear(), now2.getUTCMonth(), now2.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - (d.getUTCDay() + 6) % 7);
  return d;
};
var digestService = (ctx) => {
  const people2 = usersRepository(ctx.db);
  const notifications = notificationsService(ctx);
  async function contentFor(person2, weekOf2) {
    const nextWeek = new Date(weekOf2.getTime() + WEEK_MS);
    const reader = { id: person2.id, type: person2.type, tokenId: 0, row: person2 };
    const pairs = await mentoringService(ctx).pairsOf(reader);
    const plan = planService(ctx);
    const [articles, events2, milestones2, feedUnread, unreadChat] = await Promise.all([
      articlesService(ctx).publishedSince(reader, new Date(weekOf2.getTime() - WEEK_MS), DIGEST_ARTICLES),
      eventsService(ctx).comingFor(person2.id, weekOf2, nextWeek),
      Promise.all(
        pairs.map(
          async ({ mentoring, other }) => (await plan.dueMilestones(mentoring.id, nextWeek.getTime() - Date.now())).map((m) => ({
            name: person2.type === "mentor" ? `${m.name} (${fullName({ firstName: other.first_name, lastName: other.last_name })})` : m.name,
            when: ukTime.format(m.deadline),
            overdue: m.deadline.getTime() < weekOf2.getTime()
          }))
        )
      ),
      feedService(ctx).unreadCounts(
        pairs.map((p) => p.mentoring.id),
        person2.id
      ),
      chatService(ctx).unreadTotal(person2.id)
    ]);
    return {
      articles,
      events: events2,
      milestones: milestones2.flat(),
      unreadFeed: [...feedUnread.values()].reduce((a, b) => a + b, 0),
      unreadChat
    };
  }
  return {
    contentFor,
    /**
     * Queues one digest job per person with the weekly flag on (or only `userId`), in one
     * statement. The Monday schedule fires once across processes (pg-boss's cron); staff may run
     * it again on demand. Answers how many were queued.
     */
    async queueAll(weekOf2, userId) {
      const ids = await people2.weeklyRecipients(userId);
      const jobs = ids.map((id) => ({ userId: id, weekOf: weekOf2.toISOString() }));
      await ctx.jobs.sendMany(ctx.db, DIGEST_QUEUE, jobs);
      return ids.length;
    },
    /** How many people a digest for everyone would reach now (the console asks before sending). */
    audience() {
      return people2.countWeeklyRecipients();
    },
    /**
     * Starts the digest now (for everyone with it on, or one person): a start waiting for the same
     * people absorbs a repeated call. Answers how many people it is for.
     */
    async start(userId) {
      await ctx.jobs.send(ctx.db, DIGEST_START_QUEUE, { userId }, {
        singletonKey: userId === void 0 ? "everyone" : String(userId)
      });
      return (await people2.weeklyRecipients(userId)).length;
    },
    /** Composes and queues one person's digest, when the flag is still on and there is news. */
    async send(job) {
      const person2 = await people2.findById(job.userId);
      if (!person2 || !wantsMail(person2, "weekly")) return false;
      const content = await contentFor(person2, new Date(job.weekOf));
      if (!digestHasNews(content)) return false;
      return notifications.notify(
        ctx.db,
        person2,
        "weekly",
        weeklyDigest(person2.firstName, content, ctx.config.appUrl)
      );
    }
  };
};

// src/modules/notifications/notifications.jobs.ts
var CHAT_UNREAD_SWEEP = "chat-unread-sweep";
var MILESTONE_REMINDERS = "milestone-reminders";
var REQUEST_EXPIRY_SWEEP = "request-expiry-sweep";
var DAY_S2 = 24 * 60 * 60;
async function notificationJobs(app2) {
  const { jobs } = app2;
  const people2 = usersRepository(app2.db);
  await jobs.queue(MAIL_DEAD_QUEUE, { retentionSeconds: 30 * DAY_S2 });
  await jobs.queue(MAIL_QUEUE, {
    retryLimit: 12,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 2 * 60 * 60,
    expireInSeconds: 120,
    deadLetter: MAIL_DEAD_QUEUE,
    notify: true
  });
  await jobs.queue(FOLLOW_UP_QUEUE, { policy: "short", retryLimit: 3, retryBackoff: true });
  await jobs.queue(DIGEST_QUEUE, { retryLimit: 3, retryBackoff: true, notify: true });
  for (const sweep of [CHAT_UNREAD_SWEEP, MILESTONE_REMINDERS, DIGEST_START_QUEUE, REQUEST_EXPIRY_SWEEP])
    await jobs.queue(sweep, { policy: "stately", retryLimit: 1 });
  const work = (queue, handle) => jobs.boss.work(
    queue,
    { batchSize: 10, burstWhenBatchFull: true, perJobResults: true, notifyPollingIntervalSeconds: 5 },
    async (batch) => {
      const results = [];
      for (const job of batch) {
        try {
          await handle(job.data);
          results.push({ id: job.id, status: "completed" });
        } catch (err) {
          app2.log.warn({ err, queue, job: job.id }, "job failed; it will be retried");
          results.push({ id: job.id, status: "failed", output: { message: err.message } });
        }
      }
      return results;
    }
  );
  await work(MAIL_QUEUE, async (job) => {
    if (job.userId !== void 0 && job.flag) {
      const person2 = await people2.findById(job.userId);
      if (!person2 || !wantsMail(person2, job.flag)) return;
    }
    await app2.mailer.send(job.message);
  });
  await work(FOLLOW_UP_QUEUE, async (job) => {
    if (job.topic.startsWith(FEED_TOPIC)) await feedService(app2).followUp(job);
    else if (job.topic.startsWith(PLAN_TOPIC)) await planService(app2).followUp(job);
  });
  await work(DIGEST_QUEUE, (job) => digestService(app2).send(job));
  await work(CHAT_UNREAD_SWEEP, () => chatService(app2).sweepUnreadMail());
  await work(MILESTONE_REMINDERS, () => planService(app2).queueReminders());
  await work(REQUEST_EXPIRY_SWEEP, () => trustService(app2).sweepRequests());
  await work(
    DIGEST_START_QUEUE,
    (job) => digestService(app2).queueAll(weekOf(/* @__PURE__ */ new Date()), job?.userId)
  );
  await jobs.boss.schedule(CHAT_UNREAD_SWEEP, "* * * * *");
  await jobs.boss.schedule(MILESTONE_REMINDERS, "*/5 * * * *");
  await jobs.boss.schedule(REQUEST_EXPIRY_SWEEP, "* * * * *");
  await jobs.boss.schedule(DIGEST_START_QUEUE, "0 8 * * 1", null, { tz: "Europe/London" });
}

// src/modules/privacy/erasure.repository.ts
import { sql as sql29 } from "drizzle-orm";
var erasureRepository = (db) => {
  const run = (q2) => db.execute(q2);
  return {
    /** Their requests, whatever their state (a pair's mentoring keeps its own row). */
    requests: (id) => run(sql29`delete from mentoring_requests where mentee_id = ${id} or mentor_id = ${id}`),
    /** Mentorings are named after both people: the erased side becomes its label. */
    mentoringNames: (id, label2, pattern) => run(sql29`update mentorings set mentoring_name = regexp_replace(mentoring_name, ${pattern}, ${label2}, 'gi')
              where mentor_id = ${id} or mentee_id = ${id}`),
    /** Every secret and sign-in trace: tokens, reset links, preview links, identities, codes. */
    async secrets(id, email) {
      await run(sql29`delete from auth_tokens where user_id = ${id}`);
      await run(sql29`delete from password_resets where user_id = ${id}`);
      await run(sql29`delete from preview_tokens where user_id = ${id}`);
      await run(sql29`delete from user_identities where user_id = ${id}`);
      await run(sql29`delete from otp_codes where lower(email) = lower(${email})`);
      await run(sql29`delete from otp_sends where lower(email) = lower(${email})`);
    },
    /** Skills, specialisms, expertise, experience, survey, questionnaire answers and results. */
    async profile(id) {
      for (const table of [
        "user_skills",
        "user_specializations",
        "other_expertise",
        "experiences",
        "surveys",
        "assessment_answers",
        "assessment_results"
      ])
        await run(sql29`delete from ${sql29.identifier(table)} where user_id = ${id}`);
    },
    /** The agreement texts were personalised: the fact, version and date stay, the text goes. */
    agreements: (id) => run(sql29`update agreement_acceptances set text = '' where user_id = ${id}`),
    /**
     * Their articles go (with versions, reactions and decisions), unless they chose to leave the
     * published ones under "Former captain": then only those stay, as published.
     */
    async articles(id, keepPublished) {
      await run(sql29`delete from article_reactions where user_id = ${id}`);
      const doomed = keepPublished ? sql29`owner_id = ${id} and live_version_id is null` : sql29`owner_id = ${id}`;
      await run(sql29`update articles set current_version_id = null, live_version_id = null where ${doomed}`);
      await run(sql29`delete from articles where ${doomed}`);
      if (keepPublished) {
        await run(sql29`update articles set current_version_id = live_version_id, status = 'published'
                      where owner_id = ${id}`);
        await run(sql29`delete from article_versions v using articles a
                      where v.article_id = a.id and a.owner_id = ${id} and v.id <> a.live_version_id`);
      }
    },
    /** Events they run go; their places on others' private events too. */
    async events(id) {
      await run(sql29`delete from events where owner_id = ${id}`);
      await run(sql29`delete from event_members where member_id = ${id}`);
    },
    templates: (id) => run(sql29`delete from templates where mentor_id = ${id}`),
    /**
     * Their own messages stay for the other person (the sender reads as "Former member"); the chat
     * bot's welcome conversation goes, and the bot's messages that name them are reworded.
     */
    async chat(id, label2, pattern) {
      await run(sql29`delete from conversations where pair_key = ${`welcome:${id}`}`);
      await run(sql29`update chat_messages m set body = regexp_replace(body, ${pattern}, ${label2}, 'gi')
                    where m.sender_id is null and body ~* ${pattern}
                      and exists (select 1 from conversation_members c where c.conversation_id = m.conversation_id and c.user_id = ${id})`);
    },
    /** Their comments stay for the other of the pair; system comments that name them are reworded. */
    async feed(id, label2, pattern) {
      await run(sql29`delete from feed_reads where user_id = ${id}`);
      await run(sql29`update feed_comments f set body = regexp_replace(body, ${pattern}, ${label2}, 'gi')
                    where f.owner_id is null and body ~* ${pattern}
                      and exists (select 1 from mentorings m where m.id = f.mentoring_id and (m.mentor_id = ${id} or m.mentee_id = ${id}))`);
    },
    mailWindows: (id) => run(sql29`delete from mail_windows where user_id = ${id}`),
    /** The storage keys of the copies of their data (the ZIPs), removed before the rows go. */
    async exportKeys(id) {
      const found = await run(
        sql29`select storage_key as key from data_exports where user_id = ${id} and storage_key is not null`
      );
      return found.rows.map((r) => r.key);
    },
    /** Copies of their data and every consent they gave (the records of a person who is gone). */
    async privacyRecords(id) {
      await run(sql29`delete from data_exports where user_id = ${id} or requested_by = ${id}`);
      await run(sql29`delete from consents where user_id = ${id}`);
    },
    /** Reports they made or that are about them (with the snapshots of their content), and blocks. */
    async safety(id) {
      await run(sql29`delete from reports where reporter_id = ${id} or reported_user_id = ${id}`);
      await run(sql29`delete from user_blocks where blocker_id = ${id} or blocked_id = ${id}`);
    },
    /**
     * Mentoring sessions (issue 32): their feedback and calendar feed go; the pair's sessions stay
     * for the other person, with what names them in the texts replaced by the label.
     */
    async sessions(id, label2, pattern) {
      await run(sql29`delete from session_feedback where user_id = ${id}`);
      await run(sql29`delete from calendar_feeds where user_id = ${id}`);
      for (const column of ["notes", "agenda", "location", "cancel_reason"])
        await run(sql29`update mentoring_sessions
                      set ${sql29.identifier(column)} = regexp_replace(${sql29.identifier(column)}, ${pattern}, ${label2}, 'gi')
                      where (mentor_id = ${id} or mentee_id = ${id}) and ${sql29.identifier(column)} ~* ${pattern}`);
    },
    /** The notes written when their pairs ended: free text that may name them. */
    endNotes: (id) => run(sql29`update mentorings set end_note = null where mentor_id = ${id} or mentee_id = ${id}`),
    supportQuestions: (email) => run(sql29`delete from support_questions where lower(email) = lower(${email})`),
    /** The outbox's records of mails to them, or about them (`pattern`: what names only them). */
    mailOutbox: (email, pattern) => run(sql29`delete from mail_outbox where lower("to") = lower(${email})
              or subject ~* ${pattern} or text ~* ${pattern} or html ~* ${pattern}`),
    /**
     * The queue's jobs (waiting, running, done or failed) whose payload or result holds a value that
     * names only them (e-mail, full name, phone…): mails to them and about them. The erasure's own
     * job holds nothing but their id.
     */
    jobQueue: (own) => run(sql29`delete from pgboss.job where data::text ~* ${own} or coalesce(output::text, '') ~* ${own}`),
    /**
     * The audit log keeps each entry's id, action and date: the label of every entry about them
     * becomes "Former member #id", and details holding any of their values go (on any entry, for
     * what names only them).
     */
    async auditLog(id, label2, any, own) {
      await run(sql29`update staff_audit_log set target_label = ${label2}
                    where target_type = 'user' and target_id = ${id}`);
      await run(sql29`update staff_audit_log set details = '{}'::jsonb
                    where (target_type = 'user' and target_id = ${id} and details::text ~* ${any})
                       or details::text ~* ${own}`);
    },
    /** The row others' history points at: no personal value left, and it signs in no more. */
    person: (id, firstName, lastName) => run(sql29`update users set
          status = 'erased', email = ${`erased-${id}@erased.invalid`}, password_hash = '',
          first_name = ${firstName}, last_name = ${lastName},
          avatar = null, bg_image = null, birthday = null, location = null, post_code = null,
          contact_number = null, business_name = null, position_within_business = null, linkedin = null,
          business_website = null, business_sector_id = null, cv = null, professional_experience = null,
          mentees_limit = null, disable_mentoring_requests = true, accept_chats = false,
          sharing_information = false, feed_notifications = false, chat_notifications = false,
          system_notifications = false, weekly_newsletters = false, unsubscribe_token = gen_random_uuid(),
          change_questionnaire_request_status = null, email_verified_at = null, updated_at = now()
        where id = ${id}`)
  };
};

// src/modules/privacy/erasure.steps.ts
var rows = (s) => erasureRepository(s.tx);
var ERASURE_STEPS = [
  {
    name: "mentorings: each running pair ends, the other side is told without a name",
    run: async (s) => s.changed.push(...await mentoringService(s.ctx).endAllOf(s.person.id, s.tx))
  },
  { name: "mentoring names", run: (s) => rows(s).mentoringNames(s.person.id, s.label, s.ownValue) },
  { name: "mentoring requests", run: (s) => rows(s).requests(s.person.id) },
  { name: "sessions", run: (s) => authService(s.ctx).endSessions(s.person.id, s.tx) },
  {
    name: "tokens, reset links, preview tokens, identities, codes",
    run: (s) => rows(s).secrets(s.person.id, s.person.email)
  },
  {
    name: "profile: skills, specialisms, experience, survey, questionnaire",
    run: (s) => rows(s).profile(s.person.id)
  },
  { name: "agreement texts", run: (s) => rows(s).agreements(s.person.id) },
  { name: "articles", run: (s) => rows(s).articles(s.person.id, s.keepArticles) },
  { name: "events", run: (s) => rows(s).events(s.person.id) },
  { name: "templates", run: (s) => rows(s).templates(s.person.id) },
  { name: "chat", run: (s) => rows(s).chat(s.person.id, s.label, s.anyValue) },
  { name: "feed", run: (s) => rows(s).feed(s.person.id, s.label, s.anyValue) },
  { name: "mail windows", run: (s) => rows(s).mailWindows(s.person.id) },
  { name: "data exports and consents", run: (s) => rows(s).privacyRecords(s.person.id) },
  { name: "reports and blocks", run: (s) => rows(s).safety(s.person.id) },
  { name: "mentorings: end notes", run: (s) => rows(s).endNotes(s.person.id) },
  { name: "mentoring sessions", run: (s) => rows(s).sessions(s.person.id, s.label, s.anyValue) },
  { name: "support questions", run: (s) => rows(s).supportQuestions(s.person.email) },
  { name: "mail outbox", run: (s) => rows(s).mailOutbox(s.person.email, s.ownValue) },
  { name: "job queue", run: (s) => rows(s).jobQueue(s.ownValue) },
  { name: "audit log", run: (s) => rows(s).auditLog(s.person.id, s.auditLabel, s.anyValue, s.ownValue) },
  {
    name: "the person",
    run: (s) => {
      const [first, last] = s.label.split(" ");
      return rows(s).person(s.person.id, first, last);
    }
  }
];
var escapeHtml3 = (v) => v.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
var escapeRegex = (v) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function valuesPattern(values) {
  const words = values.map((v) => (v ?? "").trim()).filter((v) => v.length >= 2).flatMap((v) => [v, escapeHtml3(v)]);
  const parts = [...new Set(words)].sort((a, b) => b.length - a.length).map((v) => `${/^\w/.test(v) ? "\\m" : ""}${escapeRegex(v)}${/\w$/.test(v) ? "\\M" : ""}`);
  return parts.length ? `(${parts.join("|")})` : "x^";
}
function erasureScope(ctx, tx, person2, keepArticles, more = []) {
  const full = `${person2.firstName} ${person2.lastName}`;
  const own = [
    person2.email,
    full,
    person2.contactNumber,
    person2.postCode,
    person2.linkedin,
    person2.businessWebsite
  ];
  return {
    ctx,
    tx,
    person: person2,
    label: FORMER_LABELS[person2.type === "mentor" ? "mentor" : "mentee"],
    auditLabel: formerLabel(person2.id),
    ownValue: valuesPattern(own),
    anyValue: valuesPattern([...own, person2.firstName, person2.lastName, ...more]),
    keepArticles,
    changed: []
  };
}

// src/modules/privacy/privacy.repository.ts
import { asc as asc11, eq as eq23, lte as lte2, sql as sql30 } from "drizzle-orm";
var privacyRepository = (db) => ({
  async find(userId) {
    const [row] = await db.select().from(accountDeletions).where(eq23(accountDeletions.userId, userId));
    return row ?? null;
  },
  /** The row, locked until the transaction ends (one erasure of a person at a time). */
  async lock(userId) {
    const [row] = await db.select().from(accountDeletions).where(eq23(accountDeletions.userId, userId)).for("update");
    return row ?? null;
  },
  /** Asks for (or re-asks, moving the date of) a deletion. */
  async upsert(row) {
    const { userId: _userId, ...rest } = row;
    const [saved] = await db.insert(accountDeletions).values(row).onConflictDoUpdate({ target: accountDeletions.userId, set: { ...rest, requestedAt: sql30`now()` } }).returning();
    return saved;
  },
  /** Answers whether there was one to remove. */
  async remove(userId) {
    const rows2 = await db.delete(accountDeletions).where(eq23(accountDeletions.userId, userId)).returning({ userId: accountDeletions.userId });
    return rows2.length > 0;
  },
  /** The deletions due now (the minutely sweep's backstop for a lost job). */
  due: () => db.select({ userId: accountDeletions.userId }).from(accountDeletions).where(lte2(accountDeletions.deleteAt, sql30`now()`)),
  /** Every pending deletion with its person, soonest first (the console's list). */
  pending: () => db.select({
    deletion: accountDeletions,
    user: {
      id: people.id,
      type: people.type,
      firstName: people.firstName,
      lastName: people.lastName,
      email: people.email
    }
  }).from(accountDeletions).innerJoin(people, eq23(people.id, accountDeletions.userId)).orderBy(asc11(accountDeletions.deleteAt), asc11(accountDeletions.userId))
});

// src/modules/privacy/erasure.service.ts
var ERASURE_QUEUE = "account-erasure";
var keyOf2 = (ref) => ref ? ref.replace(/^\/uploads\//, "") : null;
var erasureService = (ctx) => ({
  async eraseIfDue(userId) {
    const due = await privacyRepository(ctx.db).find(userId);
    if (!due || due.deleteAt.getTime() > Date.now()) return false;
    const person2 = await usersRepository(ctx.db).findById(userId);
    if (!person2) return privacyRepository(ctx.db).remove(userId);
    const files = filesService(ctx);
    await files.releaseAll(userId, due.keepArticles ? ["avatar", "cover", "cv", "event"] : void 0);
    for (const ref of [person2.avatar, person2.bgImage, person2.cv]) {
      const key = keyOf2(ref);
      if (key) await ctx.storage.remove(key);
    }
    for (const key of await erasureRepository(ctx.db).exportKeys(userId)) await ctx.storage.remove(key);
    const changed = await ctx.db.transaction(async (tx) => {
      const row = await privacyRepository(tx).lock(userId);
      if (!row || row.deleteAt.getTime() > Date.now()) return null;
      const scope = erasureScope(ctx, tx, person2, row.keepArticles);
      for (const step of ERASURE_STEPS) await step.run(scope);
      await privacyRepository(tx).remove(userId);
      return scope.changed;
    });
    if (!changed) return false;
    authService(ctx).sessionsEnded(userId);
    if (changed.length) mentoringService(ctx).requestsChanged(...changed);
    ctx.log.info({ userId }, "account erased");
    return true;
  }
});

// src/modules/privacy/deletion-facts.repository.ts
import { sql as sql31 } from "drizzle-orm";
var deletionFactsRepository = (db) => ({
  async facts(userId) {
    const result = await db.execute(sql31`select
        (select count(*) from mentorings where (mentor_id = ${userId} or mentee_id = ${userId}) and ended_at is null)::int as active,
        (select count(*) from articles where owner_id = ${userId} and live_version_id is not null)::int as published,
        exists (select 1 from user_identities where user_id = ${userId}) as linkedin`);
    const row = result.rows[0];
    return {
      active_mentorings: Number(row.active),
      published_articles: Number(row.published),
      linkedin: row.linkedin === true || row.linkedin === "t"
    };
  }
});

// src/modules/privacy/account-deletion.service.ts
var DAY_MS = 24 * 60 * 6e4;
var iso4 = (d) => d.toISOString();
var accountDeletionService = (ctx) => {
  const repo = privacyRepository(ctx.db);
  async function schedule(target, deleteAt, values) {
    await ctx.db.transaction(async (tx) => {
      await keepOneAdmin(tx, target, "user");
      await privacyRepository(tx).upsert({
        userId: target.id,
        deleteAt,
        keepArticles: values.keepArticles,
        staffId: values.staffId ?? null,
        reason: values.reason ?? null
      });
      await ctx.jobs.send(tx, ERASURE_QUEUE, { userId: target.id }, {
        startAfter: deleteAt
      });
      if (values.staffId !== void 0) {
        await authService(ctx).endSessions(target.id, tx);
        await auditService(ctx).record(
          {
            actorId: values.staffId,
            action: "user.erased",
            targetType: "user",
            targetId: target.id,
            targetLabel: formerLabel(target.id),
            details: values.reason ? { reason: values.reason } : {}
          },
          tx
        );
      } else if (deleteAt.getTime() > Date.now()) {
        await notificationsService(ctx).service(tx, renderDeletionMail(target, deleteAt, ctx.config.appUrl));
      }
    });
    if (values.staffId !== void 0) authService(ctx).sessionsEnded(target.id);
  }
  return {
    async overview(user2) {
      const [row, facts] = await Promise.all([
        repo.find(user2.id),
        deletionFactsRepository(ctx.db).facts(user2.id)
      ]);
      return { delete_at: row ? iso4(row.deleteAt) : null, ...facts };
    },
    async request(user2, body) {
      if (await repo.find(user2.id))
        throw invalid({ password: MSG.deletionAlreadyPending }, MSG.deletionAlreadyPending);
      if (body.password) {
        if (!await verifyPassword(user2.row.passwordHash, body.password))
          throw invalid({ password: MSG.deletionPasswordWrong });
      } else if (body.otp) {
        const otp = otpService(ctx);
        await otp.confirm(user2.row.email, body.otp);
        if (!await otp.consume(user2.row.email)) throw invalid({ otp: MSG.codeInvalid });
      } else throw invalid({ password: MSG.deletionConfirmRequired });
      const deleteAt = new Date(Date.now() + ctx.config.accountDeletionGraceDays * DAY_MS);
      await schedule(user2.row, deleteAt, { keepArticles: user2.type === "mentor" && body.keep_articles });
      return { delete_at: iso4(deleteAt) };
    },
    /** A fresh code to the person's own address, to confirm with instead of a password (LinkedIn). */
    async sendCode(user2, ip) {
      await otpService(ctx).send(user2.row.email, ip);
      const row = await repo.find(user2.id);
      return { delete_at: row ? iso4(row.deleteAt) : null };
    },
    async cancel(user2) {
      if (!await repo.remove(user2.id))
        throw invalid({ user: MSG.deletionNotPending }, MSG.deletionNotPending);
      return { delete_at: null };
    },
    /** Staff: erase at once (a request by post or e-mail), with the reason in the audit log. */
    async erase(staff, id, reason) {
      if (!canActOnAccount(staff, { id })) throw invalid({ user: MSG.notYourself }, MSG.notYourself);
      const target = await usersRepository(ctx.db).findById(id);
      if (!target || !canStaffOpenPerson(target)) throw notFound();
      const now2 = /* @__PURE__ */ new Date();
      await schedule(target, now2, { keepArticles: false, staffId: staff.id, reason });
      return { delete_at: iso4(now2) };
    },
    async pending() {
      return (await repo.pending()).map(({ deletion: d, user: u }) => ({
        id: u.id,
        type: u.type,
        first_name: u.firstName,
        last_name: u.lastName,
        email: u.email,
        requested_at: iso4(d.requestedAt),
        delete_at: iso4(d.deleteAt),
        by_staff: d.staffId !== null
      }));
    }
  };
};
var renderDeletionMail = (u, deleteAt, appUrl) => renderMail(u.email, deletionScheduled(u.firstName, deleteAt, appUrl));

// src/modules/privacy/account-deletion.routes.ts
async function accountDeletionRoutes(app2) {
  const deletion = accountDeletionService(app2);
  const tags = ["privacy"];
  const e2 = areas_exports.privacy;
  route(app2, e2.deletionOverview, { tags, config: { probe: "self" } }, async (req) => ({
    data: await deletion.overview(currentUser(req))
  }));
  route(
    app2,
    e2.requestDeletion,
    // The password is checked here: held to the login's per-IP limit.
    { tags, config: { rateLimit: limit.loginPerIp, probe: "self" } },
    async (req) => ({ data: await deletion.request(currentUser(req), req.body) })
  );
  route(
    app2,
    e2.sendDeletionCode,
    // The code machinery's own limits per address and requester hold too (decision 0011).
    { tags, config: { rateLimit: limit.otpPerIp, probe: "self" } },
    async (req) => ({ data: await deletion.sendCode(currentUser(req), req.ip) })
  );
  route(app2, e2.cancelDeletion, { tags, config: { probe: "self" } }, async (req) => ({
    data: await deletion.cancel(currentUser(req))
  }));
  route(app2, e2.erase, { tags: ["admin"], config: { probe: { object: "person" } } }, async (req) => ({
    data: await deletion.erase(currentUser(req), req.params.id, req.body.reason)
  }));
  route(app2, e2.pendingDeletions, { tags: ["admin"], config: { probe: "self" } }, async () => ({
    data: await deletion.pending()
  }));
}

// src/modules/privacy/data-export.repository.ts
import { and as and17, desc as desc14, eq as eq24, gt as gt3, inArray as inArray13, isNotNull as isNotNull4, isNull as isNull6, ne as ne7, sql as sql33 } from "drizzle-orm";

// src/policies/privacy.ts
import { sql as sql32 } from "drizzle-orm";
var downloadableExportSql = (viewer, now2) => viewer ? sql32`(${dataExports.requestedBy} = ${viewer.id} and ${dataExports.status} = 'ready' and ${dataExports.downloadedAt} is null and ${dataExports.storageKey} is not null and ${dataExports.expiresAt} is not null and ${dataExports.expiresAt} > ${now2.toISOString()}::timestamptz)` : sql32`false`;

// src/modules/privacy/data-export.repository.ts
var EXPORT_LOCK = 1801807921;
var dataExportRepository = (db) => ({
  /** Holds the person's export requests until the transaction ends: two at once take turns. */
  async lockPerson(userId) {
    await db.execute(sql33`select pg_advisory_xact_lock(${EXPORT_LOCK}, ${userId})`);
  },
  /** The person's own latest export since `since` that did not fail (their one a day). */
  async recentOwn(userId, since) {
    const [row] = await db.select().from(dataExports).where(
      and17(
        eq24(dataExports.userId, userId),
        eq24(dataExports.requestedBy, userId),
        ne7(dataExports.status, "failed"),
        gt3(dataExports.createdAt, since)
      )
    ).orderBy(desc14(dataExports.createdAt)).limit(1);
    return row ?? null;
  },
  async insert(userId, requestedBy) {
    const [row] = await db.insert(dataExports).values({ userId, requestedBy }).returning();
    return row;
  },
  async latestRequestedBy(requestedBy) {
    const [row] = await db.select().from(dataExports).where(eq24(dataExports.requestedBy, requestedBy)).orderBy(desc14(dataExports.createdAt), desc14(dataExports.id)).limit(1);
    return row ?? null;
  },
  /** Takes a waiting (or interrupted) export to build; null when it is done, failed or gone. */
  async claim(id) {
    const [row] = await db.update(dataExports).set({ status: "running", startedAt: /* @__PURE__ */ new Date() }).where(and17(eq24(dataExports.id, id), inArray13(dataExports.status, ["queued", "running"]))).returning();
    return row ?? null;
  },
  async markReady(id, storageKey, size, readyAt, expiresAt) {
    const [row] = await db.update(dataExports).set({ status: "ready", storageKey, size, readyAt, expiresAt }).where(and17(eq24(dataExports.id, id), eq24(dataExports.status, "running"))).returning();
    return row ?? null;
  },
  async markFailed(id) {
    await db.update(dataExports).set({ status: "failed" }).where(and17(eq24(dataExports.id, id), inArray13(dataExports.status, ["queued", "running"])));
  },
  /** The requester's ready export, not yet downloaded nor expired. */
  async downloadable(id, requestedBy) {
    const [row] = await db.select().from(dataExports).where(and17(eq24(dataExports.id, id), downloadableExportSql({ id: requestedBy }, /* @__PURE__ */ new Date())));
    return row ?? null;
  },
  /** Spends the download (once): answers the stored key, or null when someone was first. */
  async spend(id, requestedBy) {
    const [row] = await db.update(dataExports).set({ downloadedAt: /* @__PURE__ */ new Date(), storageKey: null }).where(
      and17(
        eq24(dataExports.id, id),
        eq24(dataExports.requestedBy, requestedBy),
        isNull6(dataExports.downloadedAt),
        isNotNull4(dataExports.storageKey),
        gt3(dataExports.expiresAt, /* @__PURE__ */ new Date())
      )
    ).returning({ id: dataExports.id });
    return row ?? null;
  },
  /** Forgets the files of exports past their expiry; answers their storage keys. */
  async takeExpired(now2) {
    const rows2 = await db.execute(sql33`
      update data_exports d set storage_key = null
      from (select id, storage_key from data_exports
            where storage_key is not null and expires_at < ${now2.toISOString()}::timestamptz
            for update) old
      where d.id = old.id
      returning old.storage_key as key`);
    return rows2.rows.map((r) => r.key);
  }
});

// src/modules/privacy/data-export.zip.ts
import { zipSync } from "fflate";
var escapeHtml4 = (s) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
var SECTION_TITLES = {
  profile: "Profile",
  details: "Survey details",
  experience: "Experience",
  skills: "Skills",
  specialisms: "Business specialisms",
  other_expertise: "Other expertise",
  questionnaire: "Assess Yourself questionnaire (current answers and every take)",
  agreements: "Agreements",
  consents: "What you agreed to",
  requests: "Mentoring requests",
  mentorings: "Mentorings (milestones, tasks and feed)",
  templates: "Your templates",
  conversations: "Chat conversations",
  events_created: "Events you created",
  events_assigned: "Events you were invited to",
  articles: "Articles (every version)",
  reactions: "Likes and dislikes",
  email_settings: "E-mail settings",
  sign_ins: "Sign-in history",
  linked_accounts: "Linked accounts",
  support_queries: "Queries you raised",
  files: "Your files"
};
var label = (key) => key.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
function render(value, depth = 0) {
  if (value === null || value === void 0 || value === "") return '<span class="none">\u2014</span>';
  if (Array.isArray(value)) {
    if (!value.length) return '<span class="none">None</span>';
    if (depth > 6) return `<pre>${escapeHtml4(JSON.stringify(value))}</pre>`;
    return `<ol>${value.map((v) => `<li>${render(v, depth + 1)}</li>`).join("")}</ol>`;
  }
  if (typeof value === "object") {
    if (depth > 6) return `<pre>${escapeHtml4(JSON.stringify(value))}</pre>`;
    const entries = Object.entries(value);
    if (!entries.length) return '<span class="none">None</span>';
    return `<dl>${entries.map(([k, v]) => `<dt>${escapeHtml4(label(k))}</dt><dd>${render(v, depth + 1)}</dd>`).join("")}</dl>`;
  }
  return escapeHtml4(String(value));
}
function readmeHtml(data, files, made) {
  const profile = data.profile ?? {};
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(" ");
  const sections = Object.entries(data).filter(([key]) => key !== "files" && key !== "export");
  const toc = sections.map(
    ([key]) => `<li><a href="#${escapeHtml4(key)}">${escapeHtml4(SECTION_TITLES[key] ?? label(key))}</a></li>`
  ).join("");
  const body = sections.map(
    ([key, value]) => `<section id="${escapeHtml4(key)}"><h2>${escapeHtml4(SECTION_TITLES[key] ?? label(key))}</h2>${render(value)}</section>`
  ).join("");
  const fileList = files.length ? `<ul>${files.map(
    (f2) => `<li><a href="${escapeHtml4(f2.path)}">${escapeHtml4(f2.path)}</a> (${escapeHtml4(f2.use)})</li>`
  ).join("")}</ul>` : '<p class="none">None</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data \u2014 X-Forces Knowledge Exchange Hub</title>
<style>body{font-family:Arial,sans-serif;color:#1b2a4a;max-width:60rem;margin:auto;padding:1rem;line-height:1.4}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;margin:.25rem 0}
dt{font-weight:bold}dd{margin:0;overflow-wrap:anywhere}ol{padding-left:1.5rem}li{margin:.25rem 0}
section{border-top:1px solid #ccc;margin-top:1.5rem}.none{color:#666}pre{white-space:pre-wrap}</style>
</head><body>
<h1>Your data${name ? ` \u2014 ${escapeHtml4(name)}` : ""}</h1>
<p>Everything the X-Forces Knowledge Exchange Hub holds about you, as of ${escapeHtml4(made.toISOString())}.
The same data, for computers, is in <a href="data.json">data.json</a>. Your own files are listed at the end.
Other people appear only as they were shown to you: their names and pictures.</p>
<nav aria-label="Contents"><h2>Contents</h2><ol>${toc}<li><a href="#files">Your files</a></li></ol></nav>
${body}
<section id="files"><h2>Your files</h2>${fileList}</section>
</body></html>
`;
}
var STORED = /* @__PURE__ */ new Set(["jpg", "png", "gif", "webp", "zip", "docx"]);
function buildZip(data, files, made) {
  const enc = new TextEncoder();
  const zippable = {
    "data.json": enc.encode(JSON.stringify(data, null, 2)),
    "README.html": enc.encode(readmeHtml(data, files, made))
  };
  for (const f2 of files) {
    const ext = f2.path.split(".").pop() ?? "";
    zippable[f2.path] = [f2.data, { level: STORED.has(ext) ? 0 : 6 }];
  }
  return zipSync(zippable, { mtime: made });
}

// src/modules/privacy/export-read-model.repository.ts
import { sql as sql34 } from "drizzle-orm";
var shown = (id) => sql34`(select json_build_object('name', p.first_name || ' ' || p.last_name, 'avatar', p.avatar)
       from users p where p.id = ${id})`;
var exportReadModel = (db) => {
  const rows2 = async (query) => (await db.execute(query)).rows;
  const one = async (query) => (await rows2(query))[0] ?? null;
  return {
    profile: (userId) => one(sql34`
        select u.id, u.type as role, u.status, u.email, u.first_name, u.last_name, u.avatar, u.bg_image,
               u.birthday, u.location, u.post_code, u.contact_number, u.business_name,
               u.position_within_business, u.linkedin, u.business_website,
               (select name from business_sectors where id = u.business_sector_id) as business_sector,
               u.professional_experience, u.mentees_limit, u.disable_mentoring_requests, u.accept_chats,
               u.sharing_information, u.change_questionnaire_request_status, u.email_verified_at,
               u.created_at, u.updated_at
        from users u where u.id = ${userId}`),
    emailSettings: (userId) => one(sql34`
        select feed_notifications, chat_notifications, system_notifications, weekly_newsletters
        from users where id = ${userId}`),
    details: (userId) => one(sql34`
        select s.*,
               (select name from service_connections where id = s.service_connection_id) as service_connection,
               (select name from service_types where id = s.service_type_id) as service_type,
               (select name from discover_types where id = s.discover_type_id) as discover_type,
               (select name from services where id = s.service_id) as service
        from surveys s where s.user_id = ${userId}`),
    experience: (userId) => rows2(sql34`
        select id, company_name, practice, start_date, finish_date, current, created_at
        from experiences where user_id = ${userId} order by start_date, id`),
    skills: (userId) => rows2(sql34`
        select k.id, k.name, c.name as category from user_skills us
        join skills k on k.id = us.skill_id join skill_categories c on c.id = k.category_id
        where us.user_id = ${userId} order by k.id`),
    specialisms: (userId) => rows2(sql34`
        select b.id, b.name from user_specializations us
        join business_specializations b on b.id = us.specialization_id
        where us.user_id = ${userId} order by b.id`),
    otherExpertise: async (userId) => (await rows2(
      sql34`select name from other_expertise where user_id = ${userId} order by name`
    )).map((r) => r.name),
    /** The current answers (what the screens show). */
    answers: (userId) => rows2(sql34`
        select q.id as question_id, q.question, a.answer, a.explanation, a.answered_at
        from assessment_answers a join assess_questions q on q.id = a.question_id
        where a.user_id = ${userId} order by q.group_id, q.position`),
    /** Every take of the questionnaire, each with its own answers. */
    takes: (userId) => rows2(sql34`
        select r.id, r.score, r.taken_at,
               coalesce((select json_agg(json_build_object('question_id', q.id, 'question', q.question,
                           'answer', t.answer, 'explanation', t.explanation) order by q.group_id, q.position)
                         from assessment_take_answers t join assess_questions q on q.id = t.question_id
                         where t.result_id = r.id), '[]'::json) as answers
        from assessment_results r where r.user_id = ${userId} order by r.taken_at, r.id`),
    agreements: (userId) => rows2(sql34`
        select id, role, version, text, accepted_at
        from agreement_acceptances where user_id = ${userId} order by accepted_at, id`),
    consents: (userId) => rows2(sql34`
        select document, version, context, reference, details, accepted_at
        from consents where user_id = ${userId} order by accepted_at, id`),
    requests: (userId) => rows2(sql34`
        select r.id, case when r.mentee_id = ${userId} then 'sent' else 'received' end as direction,
               r.status, r.decline_reason, r.created_at, r.updated_at,
               ${shown(sql34`case when r.mentee_id = ${userId} then r.mentor_id else r.mentee_id end`)} as with
        from mentoring_requests r where r.mentee_id = ${userId} or r.mentor_id = ${userId}
        order by r.created_at, r.id`),
    /** Mentorings with their plan (milestones and tasks) and their feed. */
    mentorings: (userId) => rows2(sql34`
        select m.id, m.mentoring_name, m.created_at, m.ended_at,
               case when m.mentor_id = ${userId} then 'captain' else 'member' end as my_role,
               ${shown(sql34`case when m.mentor_id = ${userId} then m.mentee_id else m.mentor_id end`)} as with,
               coalesce((select json_agg(json_build_object('id', ms.id, 'name', ms.milestone_name,
                           'deadline', ms.deadline, 'notes', ms.notes, 'completed_at', ms.completed_at,
                           'created_at', ms.created_at,
                           'tasks', coalesce((select json_agg(json_build_object('id', t.id, 'title', t.title,
                                       'member_done', t.mentee_done, 'captain_done', t.mentor_done)
                                       order by t.position) from tasks t where t.milestone_id = ms.id), '[]'::json))
                           order by ms.created_at, ms.id)
                         from milestones ms where ms.mentoring_id = m.id), '[]'::json) as milestones,
               coalesce((select json_agg(json_build_object('id', c.id, 'body', c.body, 'created_at', c.created_at,
                           'author', case when c.owner_id = ${userId} then json_build_object('name', 'You')
                                          when c.owner_id is null then json_build_object('name', 'System')
                                          else ${shown(sql34`c.owner_id`)} end)
                           order by c.created_at, c.id)
                         from feed_comments c where c.mentoring_id = m.id), '[]'::json) as feed
        from mentorings m where m.mentor_id = ${userId} or m.mentee_id = ${userId}
        order by m.created_at, m.id`),
    /** A captain's own templates (plans to copy), with their milestones and tasks. */
    templates: (userId) => rows2(sql34`
        select tp.id, tp.template_name, tp.created_at,
               coalesce((select json_agg(json_build_object('name', ms.milestone_name, 'notes', ms.notes,
                           'tasks', coalesce((select json_agg(t.title order by t.position)
                                              from tasks t where t.milestone_id = ms.id), '[]'::json))
                           order by ms.id)
                         from milestones ms where ms.template_id = tp.id), '[]'::json) as milestones
        from templates tp where tp.mentor_id = ${userId} order by tp.id`),
    /** The person's conversations: messages they wrote and received, the other side as shown. */
    conversations: (userId) => rows2(sql34`
        select c.id, c.kind, c.created_at,
               coalesce((select json_agg(${shown(sql34`o.user_id`)})
                         from conversation_members o
                         where o.conversation_id = c.id and o.user_id <> ${userId}), '[]'::json) as with,
               coalesce((select json_agg(json_build_object('id', x.id, 'body', x.body, 'sent_at', x.created_at,
                           'from', case when x.sender_id = ${userId} then json_build_object('name', 'You')
                                        when x.sender_id is null then json_build_object('name', 'Knowledge Exchange Hub')
                                        else ${shown(sql34`x.sender_id`)} end)
                           order by x.id)
                         from chat_messages x where x.conversation_id = c.id), '[]'::json) as messages
        from conversations c
        join conversation_members me on me.conversation_id = c.id and me.user_id = ${userId}
        order by c.id`),
    eventsCreated: (userId) => rows2(sql34`
        select e.id, e.title, e.description, e.address, e.starts_at, e.ends_at, e.is_private, e.photo,
               e.created_at, e.updated_at,
               coalesce((select json_agg(${shown(sql34`em.member_id`)})
                         from event_members em where em.event_id = e.id), '[]'::json) as invited_members
        from events e where e.owner_id = ${userId} order by e.starts_at, e.id`),
    eventsAssigned: (userId) => rows2(sql34`
        select e.id, e.title, e.description, e.address, e.starts_at, e.ends_at, e.is_private,
               ${shown(sql34`e.owner_id`)} as captain
        from event_members em join events e on e.id = em.event_id
        where em.member_id = ${userId} order by e.starts_at, e.id`),
    /** The person's articles with every version and the moderation decisions (moderators unnamed). */
    articles: (userId) => rows2(sql34`
        select a.id, a.status, a.ban_reason, a.submitted_at, a.published_at, a.created_at, a.updated_at,
               coalesce((select json_agg(json_build_object('id', v.id, 'title', v.title,
                           'short_description', v.short_description, 'body', v.body,
                           'category', (select name from article_categories where id = v.category_id),
                           'sub_category', (select name from article_categories where id = v.sub_category_id),
                           'tags', v.tags, 'visibility', v.visibility,
                           'preview_small_image', v.preview_small_image,
                           'preview_big_image', v.preview_big_image, 'bg_image', v.bg_image,
                           'created_at', v.created_at,
                           'is_current', v.id = a.current_version_id, 'is_live', v.id = a.live_version_id)
                           order by v.id)
                         from article_versions v where v.article_id = a.id), '[]'::json) as versions,
               coalesce((select json_agg(json_build_object('decision', d.decision, 'reason', d.reason,
                           'decided_at', d.created_at) order by d.id)
                         from article_decisions d where d.article_id = a.id), '[]'::json) as decisions
        from articles a where a.owner_id = ${userId} order by a.created_at, a.id`),
    /** Likes and dislikes the person gave, with the article's live title. */
    reactions: (userId) => rows2(sql34`
        select r.article_id, r.kind, r.created_at,
               (select v.title from articles a join article_versions v on v.id = a.live_version_id
                where a.id = r.article_id) as article_title
        from article_reactions r where r.user_id = ${userId} order by r.created_at`),
    /** Sign-in history: when, from where and on what device (the browser's name for itself), never a token. */
    signIns: (userId) => rows2(sql34`
        select created_at as signed_in_at, ip, device, expires_at, revoked_at
        from auth_tokens where user_id = ${userId} order by created_at, id`),
    linkedAccounts: (userId) => rows2(sql34`
        select provider, email, created_at as linked_at, last_used_at
        from user_identities where user_id = ${userId} order by id`),
    supportQueries: (userId) => rows2(sql34`
        select q.message, q.user_type, q.created_at from support_questions q
        where q.email = (select email from users where id = ${userId}) order by q.created_at, q.id`),
    /** The person's files in storage: recorded uploads, and the profile's own pictures and CV. */
    files: (userId) => rows2(sql34`
        select key, use from stored_files where owner_id = ${userId}
        union
        select regexp_replace(ref, '^/uploads/', ''), use
        from users u, lateral (values (u.avatar, 'avatar'), (u.bg_image, 'cover'), (u.cv, 'cv')) as f(ref, use)
        where u.id = ${userId} and ref is not null`)
  };
};

// src/modules/privacy/data-export.service.ts
var DATA_EXPORT_QUEUE = "data-export";
var DATA_EXPORT_FAILED_QUEUE = "data-export-failed";
var HOUR_MS2 = 60 * 6e4;
var DAY_MS2 = 24 * HOUR_MS2;
var iso5 = (d) => d ? d.toISOString() : null;
var extOf2 = (key) => key.split(".").pop() ?? "bin";
var dataExportService = (ctx) => {
  const repo = dataExportRepository(ctx.db);
  function toDataExport(row, nextAllowedAt) {
    return {
      id: row.id,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      ready_at: iso5(row.readyAt),
      expires_at: iso5(row.expiresAt),
      downloaded_at: iso5(row.downloadedAt),
      next_allowed_at: iso5(nextAllowedAt),
      subject_id: row.userId
    };
  }
  async function nextAllowed(userId, now2 = /* @__PURE__ */ new Date()) {
    const recent = await repo.recentOwn(userId, new Date(now2.getTime() - DAY_MS2));
    return recent ? new Date(recent.createdAt.getTime() + DAY_MS2) : null;
  }
  async function collect(userId) {
    const m = exportReadModel(ctx.db);
    const [profile, details, experience, skills2, specialisms, otherExpertise2, answers, takes] = await Promise.all([
      m.profile(userId),
      m.details(userId),
      m.experience(userId),
      m.skills(userId),
      m.specialisms(userId),
      m.otherExpertise(userId),
      m.answers(userId),
      m.takes(userId)
    ]);
    const [agreements, consents2, requests, mentorings2, templates2, conversations2] = await Promise.all([
      m.agreements(userId),
      m.consents(userId),
      m.requests(userId),
      m.mentorings(userId),
      m.templates(userId),
      m.conversations(userId)
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
      keys
    ] = await Promise.all([
      m.eventsCreated(userId),
      m.eventsAssigned(userId),
      m.articles(userId),
      m.reactions(userId),
      m.emailSettings(userId),
      m.signIns(userId),
      m.linkedAccounts(userId),
      m.supportQueries(userId),
      m.files(userId)
    ]);
    const files = [];
    for (const [i, f2] of keys.entries()) {
      const data2 = await ctx.storage.read(f2.key);
      if (data2) files.push({ path: `files/${f2.use}-${i + 1}.${extOf2(f2.key)}`, use: f2.use, data: data2 });
    }
    for (const a of agreements) {
      const pdf = await acceptedAgreementPdf(a.role, a.text, a.version);
      files.push({ path: `files/agreement-${a.id}.pdf`, use: "agreement", data: pdf });
    }
    const data = {
      profile,
      details,
      experience,
      skills: skills2,
      specialisms,
      other_expertise: otherExpertise2,
      questionnaire: { current_answers: answers, takes },
      agreements: agreements.map((a) => ({ ...a, pdf: `files/agreement-${a.id}.pdf` })),
      consents: consents2,
      requests,
      mentorings: mentorings2,
      templates: templates2,
      conversations: conversations2,
      events_created: eventsCreated,
      events_assigned: eventsAssigned,
      articles,
      reactions,
      email_settings: emailSettings,
      sign_ins: signIns,
      linked_accounts: linked,
      support_queries: queries,
      files: files.map((f2) => ({ path: f2.path, use: f2.use, bytes: f2.data.byteLength }))
    };
    return { data, files };
  }
  async function queue(subjectId, requester, audit) {
    return ctx.db.transaction(async (tx) => {
      const rows2 = dataExportRepository(tx);
      if (!audit) {
        await rows2.lockPerson(requester.id);
        const recent = await rows2.recentOwn(requester.id, new Date(Date.now() - DAY_MS2));
        if (recent) throw tooMany(MSG.dataExportOncePerDay);
      }
      const subject = audit ? await usersRepository(tx).findById(subjectId) : requester;
      if (!subject) throw notFound();
      const row = await rows2.insert(subjectId, requester.id);
      if (audit) {
        await auditService(ctx).record(
          {
            actorId: requester.id,
            action: "user.data_exported",
            targetType: "user",
            targetId: subjectId,
            targetLabel: fullName(subject)
          },
          tx
        );
      }
      await ctx.jobs.send(tx, DATA_EXPORT_QUEUE, { exportId: row.id });
      return { id: row.id, status: row.status };
    });
  }
  return {
    collect,
    /** The person asks for their own data: once a day (a failed export does not count). */
    request: (person2) => queue(person2.id, person2, false),
    /** An admin asks for a person's data (a request by post or e-mail): audited, delivered to them. */
    requestFor: (staff, subjectId) => queue(subjectId, staff, true),
    /** The latest export the person asked for, and when they may ask again. */
    async latest(person2) {
      const [row, next] = await Promise.all([repo.latestRequestedBy(person2.id), nextAllowed(person2.id)]);
      return row ? toDataExport(row, next) : null;
    },
    /** The ZIP, once, to the one who asked, until it expires; 404 for anyone and anything else. */
    async download(person2, id) {
      const row = await repo.downloadable(id, person2.id);
      if (!row?.storageKey) throw notFound();
      const data = await ctx.storage.read(row.storageKey);
      if (!data) throw notFound();
      if (!await repo.spend(id, person2.id)) throw notFound();
      await ctx.storage.remove(row.storageKey).catch((err) => ctx.log.warn({ err, id }, "downloaded export not removed"));
      const day = row.createdAt.toISOString().slice(0, 10);
      return { data, filename: `knowledge-exchange-hub-data-${row.userId}-${day}.zip` };
    },
    /**
     * The job: builds the ZIP and mails the one who asked. Idempotent: a finished or failed export
     * is left alone; an interrupted one (a restart mid-build) is built again from the start.
     */
    async run(exportId) {
      const row = await repo.claim(exportId);
      if (!row) return;
      const made = /* @__PURE__ */ new Date();
      const { data, files } = await collect(row.userId);
      const zip = buildZip({ export: { made_at: made.toISOString() }, ...data }, files, made);
      const key = await ctx.storage.put("files", "zip", Buffer.from(zip));
      try {
        await ctx.db.transaction(async (tx) => {
          const expiresAt = new Date(made.getTime() + DATA_EXPORT_VALID_HOURS * HOUR_MS2);
          const ready = await dataExportRepository(tx).markReady(
            exportId,
            key,
            zip.byteLength,
            made,
            expiresAt
          );
          if (!ready) throw new Error("the export changed while it was built");
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
    fail: (exportId) => repo.markFailed(exportId),
    /** Removes the ZIPs of expired exports from storage (for the retention schedule's daily job). */
    async purgeExpired(now2 = /* @__PURE__ */ new Date()) {
      const keys = await repo.takeExpired(now2);
      for (const key of keys) await ctx.storage.remove(key);
      return keys.length;
    }
  };
};
function readyMail(requester, subjectId, appUrl) {
  const own = requester.id === subjectId;
  const staff = requester.type === "admin" || requester.type === "moderator";
  const url = own || !staff ? `${appUrl}/my/settings#your-data` : `${appUrl}/admin/people/${subjectId}`;
  return layoutMail(
    requester.email,
    own ? "Your data is ready to download" : "The person's data is ready to download",
    [
      `Hello ${requester.firstName},`,
      own ? "The copy of your data you asked for is ready. Sign in and download it from Your data in your settings." : "The copy of the data you asked for is ready. Sign in and download it from the person\u2019s page in the console.",
      `The link works for ${DATA_EXPORT_VALID_HOURS} hours and downloads the file once. If you did not ask for it, contact us.`
    ],
    { label: "Download the data", url }
  );
}

// src/modules/privacy/retention.repository.ts
import { sql as sql35 } from "drizzle-orm";
var RETENTION = {
  /** Sign-in codes, reset links and tokens, this long after they expired or were revoked. */
  secretsDays: 30,
  /** The mail outbox's bodies (who and what subject stay). */
  outboxBodiesDays: 90,
  /** The staff audit log (the credit-record figure of the privacy policy). */
  auditLogYears: 6
};
var count12 = (r) => {
  const x = r;
  return x.rowCount ?? x.affectedRows ?? 0;
};
var retentionRepository = (db) => {
  const days = (n) => sql35`now() - make_interval(days => ${n})`;
  return {
    async secrets(n) {
      const cut = days(n);
      let total = 0;
      total += count12(await db.execute(sql35`delete from otp_codes where expires_at < ${cut}`));
      total += count12(await db.execute(sql35`delete from otp_sends where created_at < ${cut}`));
      total += count12(
        await db.execute(sql35`delete from auth_tokens where expires_at < ${cut} or revoked_at < ${cut}`)
      );
      total += count12(await db.execute(sql35`delete from password_resets where expires_at < ${cut}`));
      total += count12(await db.execute(sql35`delete from preview_tokens where expires_at < ${cut}`));
      return total;
    },
    outboxBodies: async (n) => count12(
      await db.execute(
        sql35`update mail_outbox set text = '', html = '' where created_at < ${days(n)} and (text <> '' or html <> '')`
      )
    ),
    auditLog: async (years) => count12(
      await db.execute(
        sql35`delete from staff_audit_log where created_at < now() - make_interval(years => ${years})`
      )
    )
  };
};

// src/modules/privacy/privacy.jobs.ts
var DAY_S3 = 24 * 60 * 60;
var ERASURE_SWEEP = "account-erasure-sweep";
var RETENTION_QUEUE = "retention-daily";
async function privacyJobs(app2) {
  const { jobs } = app2;
  const exports = dataExportService(app2);
  await jobs.queue(DATA_EXPORT_FAILED_QUEUE, { retentionSeconds: 7 * DAY_S3, notify: true });
  await jobs.queue(DATA_EXPORT_QUEUE, {
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    deadLetter: DATA_EXPORT_FAILED_QUEUE,
    notify: true
  });
  await jobs.boss.work(
    DATA_EXPORT_QUEUE,
    { batchSize: 1, notifyPollingIntervalSeconds: 5 },
    async ([job]) => {
      if (!job) return;
      try {
        await exports.run(job.data.exportId);
      } catch (err) {
        app2.log.warn({ err, job: job.id }, "data export failed; it will be retried");
        throw err;
      }
    }
  );
  await jobs.boss.work(
    DATA_EXPORT_FAILED_QUEUE,
    { batchSize: 1, notifyPollingIntervalSeconds: 5 },
    async ([job]) => {
      if (job) await exports.fail(job.data.exportId);
    }
  );
  await jobs.queue(ERASURE_QUEUE, { retryLimit: 10, retryDelay: 30, retryBackoff: true, notify: true });
  for (const q2 of [ERASURE_SWEEP, RETENTION_QUEUE]) await jobs.queue(q2, { policy: "stately", retryLimit: 1 });
  const erasure = erasureService(app2);
  await jobs.boss.work(ERASURE_QUEUE, { notifyPollingIntervalSeconds: 5 }, async ([job]) => {
    if (job) await erasure.eraseIfDue(job.data.userId);
  });
  await jobs.boss.work(ERASURE_SWEEP, async () => {
    for (const { userId } of await privacyRepository(app2.db).due()) {
      await erasure.eraseIfDue(userId).catch((err) => app2.log.warn({ err, userId }, "erasure failed; retried"));
    }
  });
  await jobs.boss.work(RETENTION_QUEUE, async () => {
    const r = retentionRepository(app2.db);
    const purged = {
      secrets: await r.secrets(RETENTION.secretsDays),
      outboxBodies: await r.outboxBodies(RETENTION.outboxBodiesDays),
      auditLog: await r.auditLog(RETENTION.auditLogYears),
      exports: await exports.purgeExpired()
    };
    app2.log.info({ purged }, "retention schedule applied");
  });
  await jobs.boss.schedule(ERASURE_SWEEP, "* * * * *");
  await jobs.boss.schedule(RETENTION_QUEUE, "30 3 * * *", null, { tz: "Europe/London" });
}

// src/modules/notifications/notifications.routes.ts
async function notificationsRoutes(app2) {
  const notifications = notificationsService(app2);
  const e2 = areas_exports.notifications;
  route(
    app2,
    e2.unsubscribe,
    // No session: the link in the mail is the key. Its token only turns mail settings off.
    { tags: ["mail"], config: { rateLimit: limit.lookupPerIp, probe: "self" } },
    async (req) => ({ data: await notifications.unsubscribe(req.query.token, req.query.flag) })
  );
  const tags = ["admin"];
  route(app2, e2.digestAudience, { tags, config: { probe: "self" } }, async () => ({
    data: { recipients: await digestService(app2).audience() }
  }));
  route(app2, e2.runDigest, { tags, config: { probe: "self" } }, async (req) => ({
    data: { queued: await digestService(app2).start(req.body.user_id) }
  }));
  route(app2, e2.deadLetters, { tags, config: { probe: "self" } }, async () => ({
    data: await notifications.deadLetters()
  }));
  route(app2, e2.sendDeadLetter, { tags, config: { probe: "self" } }, async (req) => {
    await notifications.sendDeadLetter(req.body.id);
    return { data: { id: req.body.id } };
  });
}

// src/plugins/realtime.ts
import fp11 from "fastify-plugin";
import pg2 from "pg";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/postgres-adapter";

// src/lib/token-bucket.ts
function tokenBucket(perSecond, burst, now2 = Date.now) {
  let tokens = burst;
  let last = now2();
  return {
    take() {
      const t = now2();
      tokens = Math.min(burst, tokens + (t - last) / 1e3 * perSecond);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    }
  };
}

// src/plugins/realtime.ts
var SOCKET_EVENTS_PER_SECOND = 20;
var SOCKET_EVENT_BURST = 40;
var MAX_EVENT_BYTES = 16384;
var MAX_TIMER_MS = 2147483647;
var userRoom = (id) => `user.${id}`;
var tokenRoom = (id) => `token.${id}`;
var CONVERSATION_ROOM_PREFIX = conversationRoom(0).replace(/0$/, "");
var conversationRoomsOf = (socket) => [...socket.rooms].filter((r) => r.startsWith(CONVERSATION_ROOM_PREFIX));
var tokenOf = (socket) => {
  const raw = socket.handshake.auth?.token;
  if (typeof raw !== "string") return null;
  return raw.startsWith("Bearer ") ? raw.slice(7).trim() : raw.trim();
};
function endAtExpiry(socket, expiresAt) {
  let timer;
  const arm = () => {
    const left = expiresAt - Date.now();
    if (left <= 0) return void socket.disconnect(true);
    timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
  };
  arm();
  socket.once("disconnect", () => clearTimeout(timer));
}
var realtimePlugin = fp11(async (app2, opts) => {
  const io = new Server(app2.server, {
    path: REALTIME_PATH,
    serveClient: false,
    maxHttpBufferSize: MAX_EVENT_BYTES,
    // Same origin only: a browser's Origin must name the host it connected to (no CORS headers are sent).
    allowRequest: (req, done) => {
      const origin = req.headers.origin;
      if (!origin) return done(null, true);
      try {
        done(null, new URL(origin).host === req.headers.host);
      } catch {
        done(null, false);
      }
    }
  });
  let pool = null;
  if (opts.databaseUrl) {
    pool = new pg2.Pool({ connectionString: opts.databaseUrl, max: 4, connectionTimeoutMillis: 5e3 });
    const lost = (err) => app2.log.warn({ err }, "realtime: database connection lost");
    pool.on("error", lost);
    pool.on("connect", (client) => client.on("error", lost));
    io.adapter(createAdapter(pool, { errorHandler: (err) => app2.log.warn({ err }, "realtime adapter") }));
  }
  io.use(async (socket, next) => {
    try {
      const token = tokenOf(socket);
      const session = token ? await opts.authenticate(token) : null;
      if (!session) return next(new Error("Unauthenticated."));
      socket.data.userId = session.id;
      socket.data.tokenId = session.tokenId;
      socket.data.expiresAt = session.expiresAt.getTime();
      next();
    } catch (err) {
      app2.log.error({ err }, "realtime: handshake failed");
      next(new Error("Unauthenticated."));
    }
  });
  const stillValid = async (socket) => {
    const token = tokenOf(socket);
    try {
      const session = token ? await opts.authenticate(token) : null;
      return !!session && session.tokenId === socket.data.tokenId;
    } catch (err) {
      app2.log.warn({ err }, "realtime: session check failed");
      return null;
    }
  };
  io.on("connection", (socket) => {
    const userId = socket.data.userId;
    const expiresAt = socket.data.expiresAt;
    const bucket = tokenBucket(SOCKET_EVENTS_PER_SECOND, SOCKET_EVENT_BURST);
    socket.use((_packet, next) => {
      if (bucket.take()) return next();
      app2.log.warn({ userId }, "realtime: too many events, socket disconnected");
      socket.disconnect(true);
    });
    endAtExpiry(socket, expiresAt);
    const joined = (async () => {
      try {
        await socket.join([userRoom(userId), tokenRoom(socket.data.tokenId)]);
        const [rooms, valid] = await Promise.all([opts.roomsOf(userId), stillValid(socket)]);
        if (valid === false) {
          socket.disconnect(true);
          return false;
        }
        if (!socket.connected) return false;
        const conversationRooms = rooms.map(conversationRoom);
        if (conversationRooms.length) await socket.join(conversationRooms);
        if (conversationRooms.length)
          socket.to(conversationRooms).emit(CHAT_EVENTS.online, { user_id: userId, online: true });
        socket.emit("ready", { conversations: rooms });
        return true;
      } catch (err) {
        app2.log.error({ err }, "realtime: could not join rooms");
        socket.disconnect(true);
        return false;
      }
    })();
    socket.on(CHAT_EVENTS.join, async (payload, ack) => {
      const answer = typeof ack === "function" ? ack : () => void 0;
      if (!await joined) return answer({ ok: false });
      const id = Number(payload?.conversation_id);
      if (!Number.isInteger(id) || id <= 0 || id > 2147483647) return answer({ ok: false });
      const refuse = () => {
        answer({ ok: false });
        socket.disconnect(true);
      };
      if (Date.now() >= expiresAt) return refuse();
      if (socket.rooms.has(conversationRoom(id))) return answer({ ok: true });
      const valid = await stillValid(socket);
      if (valid === false) return refuse();
      const ok2 = valid === true && await opts.isMember(userId, id).catch(() => false);
      if (ok2 && socket.connected) await socket.join(conversationRoom(id));
      answer({ ok: ok2 && socket.connected });
    });
    socket.on(CHAT_EVENTS.online, async (_payload, ack) => {
      if (typeof ack !== "function") return;
      const rooms = await joined ? conversationRoomsOf(socket) : [];
      const sockets = rooms.length ? await io.in(rooms).fetchSockets().catch(() => []) : [];
      const ids = [...new Set(sockets.map((s) => s.data.userId))];
      ack({ user_ids: ids });
    });
    let left = [];
    socket.on("disconnecting", () => {
      left = conversationRoomsOf(socket);
    });
    socket.on("disconnect", async () => {
      const still = await io.in(userRoom(userId)).fetchSockets().catch(() => []);
      if (still.length) return;
      if (left.length)
        io.to(left).emit(CHAT_EVENTS.online, { user_id: userId, online: false });
    });
  });
  app2.decorate("realtime", {
    io,
    message: (conversationId, message) => {
      io.to(conversationRoom(conversationId)).emit(CHAT_EVENTS.message, message);
    },
    conversationCreated: (conversationId, memberIds) => {
      io.in(memberIds.map(userRoom)).socketsJoin(conversationRoom(conversationId));
      for (const id of memberIds) {
        const others = memberIds.filter((m) => m !== id);
        if (!others.length) continue;
        void io.in(userRoom(id)).fetchSockets().then((mine) => {
          if (mine.length)
            io.to(others.map(userRoom)).emit(CHAT_EVENTS.online, {
              user_id: id,
              online: true
            });
        }).catch(() => void 0);
      }
    },
    conversationClosed: (conversationId, memberIds) => {
      io.in(memberIds.map(userRoom)).socketsLeave(conversationRoom(conversationId));
      for (const id of memberIds)
        io.to(memberIds.filter((m) => m !== id).map(userRoom)).emit(CHAT_EVENTS.online, {
          user_id: id,
          online: false
        });
    },
    endSessions: (who) => {
      const room = "tokenId" in who ? tokenRoom(who.tokenId) : userRoom(who.userId);
      io.in(room).disconnectSockets(true);
    },
    isOnline: (userId) => (io.sockets.adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0,
    changed: (userIds, event) => {
      const rooms = [...new Set(userIds)].map(userRoom);
      if (rooms.length) io.to(rooms).emit(LIVE_EVENTS.changed, event);
    }
  });
  app2.addHook("preClose", async () => {
    io.local.disconnectSockets(true);
  });
  app2.addHook("onClose", async () => {
    await new Promise((resolve) => io.close(() => resolve()));
    if (pool) await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 2e3).unref())]);
  });
});

// src/modules/privacy/privacy.routes.ts
async function privacyRoutes(app2) {
  const consents2 = consentsService(app2.db);
  const exports = dataExportService(app2);
  const tags = ["privacy"];
  const e2 = areas_exports.privacy;
  route(app2, e2.consents, { tags, config: { probe: "self" } }, async (req) => ({
    data: await consents2.list(currentUser(req).id)
  }));
  route(app2, e2.acceptConsent, { tags, config: { probe: "self" } }, async (req) => ({
    data: await consents2.accept(currentUser(req).id, req.body)
  }));
  route(
    app2,
    e2.requestExport,
    {
      tags,
      config: { probe: "self" },
      schema: { description: "Queues a copy of your data (once a day); GET user/data-export follows it." }
    },
    async (req) => ({ data: await exports.request(currentUser(req).row) })
  );
  route(app2, e2.latestExport, { tags, config: { probe: "self" } }, async (req) => ({
    data: await exports.latest(currentUser(req).row)
  }));
  route(
    app2,
    e2.downloadExport,
    {
      tags,
      config: { probe: { object: "dataExport", owner: "member" } },
      schema: { description: "The ZIP, once, to the one who asked for it, until it expires." }
    },
    async (req, reply) => {
      const { data, filename } = await exports.download(currentUser(req).row, req.params.id);
      return reply.header("content-type", "application/zip").header("content-disposition", `attachment; filename="${filename}"`).header("x-content-type-options", "nosniff").send(data);
    }
  );
  route(
    app2,
    e2.exportFor,
    {
      tags: ["admin"],
      config: { rateLimit: limit.searchPerIp, probe: { object: "person" } },
      schema: { description: "Queues a copy of a person's data for the admin who asks (audited)." }
    },
    async (req) => ({ data: await exports.requestFor(currentUser(req).row, req.params.id) })
  );
}

// src/app.ts
var API_COMPRESS_FROM = 8 * 1024;
var GUEST_COMPRESS_FROM = 1024;
var API_ROUTES = [
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
  accountDeletionRoutes
];
async function buildApp(config2, opts = {}) {
  const database = opts.database ?? await openDatabase({ url: config2.databaseUrl, dataDir: config2.dataDir });
  await database.migrate();
  const app2 = Fastify2({
    // JSON lines (pretty at a terminal in development), one per request, tokens masked.
    ...await loggingOptions({ level: config2.logLevel, production: config2.production }),
    trustProxy: config2.trustProxy,
    bodyLimit: 1048576,
    // Closing (SIGTERM, main.ts): a request that reaches a connection accepted just before the
    // listener closed is served (with `Connection: close`), not refused with 503 — a balancer may
    // not retry a POST it has sent, so that answer would be a failed request.
    return503OnClosing: false
  });
  app2.setValidatorCompiler(validatorCompiler);
  app2.setSerializerCompiler(serializerCompiler);
  const mailer = createMailer({
    from: config2.mailFrom,
    smtpUrl: config2.smtpUrl,
    record: (m) => mailRepository(database.db).record(m)
  });
  const jobs = await startJobs(database, { onError: (err) => app2.log.error({ err }, "job queue") });
  app2.decorate("db", database.db);
  app2.decorate("mailer", mailer);
  app2.decorate("jobs", jobs);
  const storage = config2.s3 ? (await import("./s3-OLGF7YA4.js")).createS3Storage(config2.s3) : createDiskStorage(config2.dataDir);
  app2.decorate("storage", storage);
  app2.decorate("config", config2);
  app2.addHook("onClose", async () => {
    await jobs.stop();
    mailer.close();
    storage.close?.();
    if (!opts.database) await database.close();
  });
  if (config2.demo)
    app2.log.warn(
      "*** DEMO MODE: demo accounts with a known password, the dev outbox (every code and reset link) and no rate limits for local clients. Never expose this server; start it without DEMO=1. ***"
    );
  await seedDatabase(database.db, { demo: config2.demo, log: app2.log, storage: app2.storage });
  await app2.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        // 'self' covers the app's own ws:/wss: origin (CSP Level 3): no other host is reachable.
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // Article videos: only the embeds the body allow-list keeps (contracts videoEmbedUrl).
        frameSrc: ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null
      }
    },
    crossOriginEmbedderPolicy: false
  });
  await app2.register(errorsPlugin);
  await app2.register(lifecyclePlugin);
  await app2.register(inputPlugin);
  await app2.register(rateLimitPlugin, {
    demo: config2.demo,
    ...database.kind === "postgres" && { hit: rateLimitCounters(database.db).hit }
  });
  if (database.kind === "postgres") await scheduleRateLimitSweep(jobs, database.db);
  await app2.register(authPlugin, {
    // One indexed, prepared statement per request (the token's hash is unique): nothing remembered.
    findSession: findSession(database.db),
    // Rare (a preview link opened): looked up every time.
    findPreview: findPreview(database.db)
  });
  await app2.register(openapiPlugin, { appUrl: config2.appUrl });
  const chat = chatService(app2);
  await app2.register(realtimePlugin, {
    authenticate: findLiveSession(database.db),
    roomsOf: chat.roomsOf,
    isMember: chat.isMember,
    databaseUrl: config2.databaseUrl
  });
  app2.decorate("live", {
    changed: (userIds, event) => app2.realtime.changed(userIds, event)
  });
  app2.decorate("liveSessions", { end: (who) => app2.realtime.endSessions(who) });
  app2.decorate("liveChat", {
    message: (conversationId, message) => app2.realtime.message(conversationId, message),
    conversationCreated: (conversationId, memberIds) => app2.realtime.conversationCreated(conversationId, memberIds),
    conversationClosed: (conversationId, memberIds) => app2.realtime.conversationClosed(conversationId, memberIds),
    isOnline: (userId) => app2.realtime.isOnline(userId)
  });
  await app2.register(notificationJobs);
  await app2.register(privacyJobs);
  await app2.register(sessionJobs);
  await app2.register(metricsPlugin, {
    token: config2.metricsToken,
    poolStats: database.poolStats,
    queueStats: () => jobs.stats(),
    sockets: () => app2.realtime.io.engine.clientsCount
  });
  await app2.register(
    async (api) => {
      await api.register(httpCachePlugin);
      api.addHook("onRoute", (route2) => {
        if (route2.config?.httpCache === "guest" && route2.compress === void 0)
          route2.compress = { threshold: GUEST_COMPRESS_FROM };
      });
      await api.register(compress, {
        threshold: API_COMPRESS_FROM,
        encodings: ["br", "gzip"],
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }
      });
      for (const routes of API_ROUTES) await api.register(routes);
      if (devOutboxEnabled(config2)) await api.register(devRoutes);
    },
    { prefix: "/api" }
  );
  await app2.register(uploadsRoutes);
  await app2.register(webPlugin, { dist: config2.webDist });
  return app2;
}

// src/main.ts
var config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
var app = await buildApp(config);
var IN_FLIGHT_MS = 1e4;
var stopping = false;
async function shutDown(signal) {
  if (stopping) return;
  stopping = true;
  app.lifecycle.drain();
  const delay = signal === "SIGTERM" ? config.shutdownDelaySeconds * 1e3 : 0;
  app.log.info(`${signal}: not ready; closing in ${delay / 1e3} s`);
  await new Promise((resolve) => setTimeout(resolve, delay));
  const force = setTimeout(() => app.server.closeAllConnections(), IN_FLIGHT_MS);
  force.unref();
  try {
    await app.close();
    app.log.info("closed");
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, "shutdown failed");
    process.exit(1);
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void shutDown(signal));
await app.listen({ port: config.port, host: config.host });
app.log.info(`ready ${Math.round(performance.now())} ms after the process started`);
//# sourceMappingURL=server.js.map
