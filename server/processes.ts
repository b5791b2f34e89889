import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { log } from './log/logger';

/**
 * How many server processes share the port: SERVER_PROCESSES, a number or `auto` (one per core).
 * One on the embedded database, which lives inside its one process.
 */
export function serverProcesses(env: NodeJS.ProcessEnv = process.env): number {
  const asked = env.SERVER_PROCESSES?.trim();
  if (!asked) return 1;
  const n = asked === 'auto' ? availableParallelism() : Number(asked);
  if (!Number.isInteger(n) || n < 1) throw new Error(`SERVER_PROCESSES must be a whole number of at least 1, or auto; it is "${asked}"`);
  if (n > 1 && !env.DATABASE_URL) {
    log.warn({ asked: n }, 'SERVER_PROCESSES is ignored on the embedded database: it lives inside one process (set DATABASE_URL for several)');
    return 1;
  }
  return n;
}

/**
 * Runs `count` server processes on one port (node:cluster; the primary hands out connections and
 * serves nothing itself). The processes are the same stateless servers a load balancer would front
 * (docs/deployment.md): the first starts alone, so migrations and the demo data run once, then the
 * others. One that dies is started again; SIGTERM and SIGINT go to every process, which drain as
 * one does alone, and the primary leaves when the last has.
 */
export function superviseServers(count: number): void {
  let stopping = false;
  const started: number[] = [];
  const fork = (): Worker => {
    started.push(Date.now());
    return cluster.fork();
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error({ worker: worker.process.pid, code, signal }, 'a server process stopped; starting another');
    // Five starts within a minute: something is wrong with every start, not with one process.
    const recent = started.filter((at) => Date.now() - at < 60_000);
    if (recent.length >= count + 5) {
      log.error('server processes keep stopping; giving up');
      process.exit(1);
    }
    setTimeout(fork, 1000);
  });
  let listening = 0;
  cluster.on('listening', () => {
    listening++;
    if (listening === count) log.info({ processes: count }, `${count} server processes share the port`);
  });
  fork().once('listening', () => {
    for (let i = 1; i < count; i++) fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (workers.length === 0) process.exit(0);
    for (const w of workers) w.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
