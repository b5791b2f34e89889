import type { Server } from 'node:http';
import type { Logger } from '../log/logger';

/** Whether the process is shutting down: /readyz says so, so the load balancer stops sending. */
export const lifecycle = { draining: false };

interface Options {
  /** How long in-flight requests may take to finish before their connections are cut. */
  deadlineMs: number;
  log: Logger;
  /** Timers, queues, the database: closed once no request needs them any more. */
  closeResources: () => Promise<void>;
}

/**
 * Stops taking connections, lets the requests in flight finish (an evidence upload in progress
 * completes), then closes the resources; after the deadline, what is still open is cut so a
 * stuck request cannot hold a rolling deploy. Idle keep-alive connections are closed at once.
 */
export function shutdownGracefully(server: Server, { deadlineMs, log, closeResources }: Options): Promise<'drained' | 'deadline'> {
  lifecycle.draining = true;
  log.info({ deadlineMs }, 'shutting down: no new connections, finishing the requests in flight');
  return new Promise((resolve) => {
    let finished = false;
    const finish = async (how: 'drained' | 'deadline') => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      clearInterval(sweep);
      try {
        await closeResources();
      } catch (err) {
        log.error({ err }, 'closing resources failed');
      }
      log.info({ how }, 'shut down');
      resolve(how);
    };
    const timer = setTimeout(() => {
      log.warn('shutdown deadline reached: cutting the connections still open');
      server.closeAllConnections();
      void finish('deadline');
    }, deadlineMs);
    server.close(() => void finish('drained'));
    // A keep-alive connection becomes idle when its last request is answered: close it then.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.closeIdleConnections();
  });
}
