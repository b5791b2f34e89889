import type { Db } from './db/client';
import { warmRequestValidation } from './http/validate';
import { warmDomainAverages } from './dashboards';

/**
 * Work a fresh process would otherwise do inside its first requests, done at start instead: the
 * JSON Schema meta-schema behind every request schema (about 100 ms), Node's fetch classes
 * (undici, loaded on first use of Request or Response), and a first pass over the dashboards'
 * data on the database the dashboards read. The first officer after a restart meets a warm server.
 */
export async function warmUp(dashboardDb: Db): Promise<void> {
  warmRequestValidation();
  void new Response(null);
  await warmDomainAverages(dashboardDb);
}
