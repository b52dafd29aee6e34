import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach the log, by decoded name (any name with one of these in it). */
const SECRET_NAMES = /token|code|secret|password|otp|state/i;

/** A query parameter's name as the server reads it (`%74oken` and `t%6Fken` are `token`). */
function decodedName(raw: string) {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * Secrets may travel in a query (preview links, unsubscribe links, sign-in callbacks): never write
 * them to the log. Parameters are matched by their decoded name, so an encoded name is masked too.
 */
export const maskTokens = (url: string) => {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const [query, hash = null] = url.slice(q + 1).split('#', 2);
  const masked = query!
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      return SECRET_NAMES.test(decodedName(name)) ? `${name}=***` : part;
    })
    .join('&');
  return `${url.slice(0, q + 1)}${masked}${hash === null ? '' : `#${hash}`}`;
};

const WRITES_INFO = new Set(['trace', 'debug', 'info']);
const WRITES_ERROR = new Set([...WRITES_INFO, 'warn', 'error']);

/**
 * One line per request, written when the response has gone out: `GET /api/health 200 1.4 ms`, with
 * the same as fields (method, url, statusCode, responseTime) for JSON readers. Replaces Fastify's
 * pair of lines (incoming, completed) and its "route not found" line (the 404 is on the request
 * line). Nothing is built when the level drops the line.
 */
export class RequestLineLog extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const log = reply.log;
    if (!(error ? WRITES_ERROR : WRITES_INFO).has(log.level)) return;
    const url = maskTokens(request.url);
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const fields = { method: request.method, url, statusCode: reply.statusCode, responseTime: ms };
    const line = `${request.method} ${url} ${reply.statusCode} ${ms.toFixed(1)} ms`;
    if (error) log.error({ ...fields, err: error }, `${line} (response failed)`);
    else log.info(fields, line);
  }
}

/** Fields of the request line that the pretty output leaves out (they are in its message). */
const REQUEST_FIELDS = 'method,url,statusCode,responseTime';

/**
 * A pretty, coloured destination for a person at a terminal: `[12:04:31.207] INFO: GET /api/… 200 3.1 ms`.
 * Synchronous and in this process (no worker thread), loaded only when used. pino-pretty is a
 * development dependency: where it is not installed (`npm ci --omit=dev`), lines stay JSON.
 */
async function prettyStdout() {
  const loaded = await import('pino-pretty').catch(() => null);
  if (!loaded) return undefined;
  const { prettyFactory } = loaded;
  const prettify = prettyFactory({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: `pid,hostname,reqId,${REQUEST_FIELDS}`,
  });
  return { write: (line: string) => void process.stdout.write(prettify(line)) };
}

export interface LoggingOptions {
  level: string;
  production: boolean;
}

/**
 * Fastify's logger options: JSON lines on stdout in production and whenever stdout is not a
 * terminal (a file, a pipe, a container); pretty lines in development at a terminal. One line per
 * request (RequestLineLog).
 */
export async function loggingOptions(
  opts: LoggingOptions,
): Promise<Pick<FastifyServerOptions, 'logger' | 'logController'>> {
  const pretty = opts.level !== 'silent' && !opts.production && process.stdout.isTTY === true;
  return {
    logger: {
      level: opts.level,
      serializers: {
        req: (req) => ({ method: req.method, url: maskTokens(req.url ?? ''), remoteAddress: req.ip }),
      },
      ...(pretty && { stream: await prettyStdout() }),
    },
    logController: new RequestLineLog(),
  };
}
