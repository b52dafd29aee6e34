import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { giveMemoryBackWhenIdle } from './lib/idle-memory';

let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  // One clear line, no stack: what is wrong with the environment.
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const app = await buildApp(config);

/** Requests still running when the process closes get this long to finish. */
const IN_FLIGHT_MS = 10_000;

/**
 * SIGTERM (a balancer's or an orchestrator's stop): readiness turns 503 at once while the process
 * keeps serving for SHUTDOWN_DELAY_SECONDS, so the balancer stops sending new work here; then the
 * server stops accepting connections, lets requests in flight finish (up to 10 s), closes its
 * sockets (clients reconnect to another process), stops the job workers after their current job,
 * and exits 0. SIGINT (Ctrl-C at a terminal) skips the delay.
 */
let stopping = false;
async function shutDown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.lifecycle.drain();
  const delay = signal === 'SIGTERM' ? config.shutdownDelaySeconds * 1000 : 0;
  app.log.info(`${signal}: not ready; closing in ${delay / 1000} s`);
  await new Promise((resolve) => setTimeout(resolve, delay));
  const force = setTimeout(() => app.server.closeAllConnections(), IN_FLIGHT_MS);
  force.unref();
  try {
    await app.close();
    app.log.info('closed');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutDown(signal));

await app.listen({ port: config.port, host: config.host });
// Counted from the process's start (under `npm start`, any build it ran is included).
app.log.info(`ready ${Math.round(performance.now())} ms after the process started`);
giveMemoryBackWhenIdle(app.server);
