import type { FastifyInstance } from 'fastify';
import { chatService } from './chat.service';

/** How often each process looks for unread messages to mail about (decision 0017). */
export const UNREAD_SWEEP_EVERY_MS = 60_000;

/**
 * The unread-message mail, swept in-process: every minute, unref'd (it never keeps the process
 * alive), stopped when the app closes. Several processes may sweep at once: rows are claimed first.
 */
export async function chatSweep(app: FastifyInstance) {
  const chat = chatService(app);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    chat
      .sweepUnreadMail()
      .catch((err: unknown) => app.log.error({ err }, 'unread chat mail sweep failed'))
      .finally(() => (running = false));
  }, UNREAD_SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
