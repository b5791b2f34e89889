// The host's speed, measured at the start of every run and written beside its figures: the same
// figures moved 2.5 to 4.6 times between the hosts this bench has run on (pgbench's ceiling went
// from 16,029 to 3,061 upserts a second), so a figure means little without the host that made it.
import { createHash } from 'node:crypto';
import { connect, createServer, type AddressInfo } from 'node:net';
import { summarize } from './figures';

export interface HostSpeed {
  /** A fixed piece of JavaScript work (JSON and hashing, as a server does), ms median of 5. */
  cpuMs: number;
  /** One byte to a TCP server on 127.0.0.1 and back, µs median of 2,000: what a call to a local database pays in system calls. */
  loopbackUs: number;
}

function cpuWork(): number {
  const t = performance.now();
  const rows = Array.from({ length: 20_000 }, (_, i) => ({
    id: i,
    questionid: `Q${String(i % 226).padStart(3, '0')}`,
    value: i % 7 === 0 ? 'NA' : i % 5,
    at: new Date(1_800_000_000_000 + i).toISOString(),
  }));
  let text = '';
  for (let i = 0; i < 5; i++) text = JSON.stringify(JSON.parse(JSON.stringify(rows)));
  createHash('sha256')
    .update(Buffer.alloc(8 * 2 ** 20, text.length % 251))
    .digest();
  return performance.now() - t;
}

async function loopback(rounds: number): Promise<number[]> {
  const server = createServer((s) => s.on('data', (d) => s.write(d)));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  socket.setNoDelay(true);
  await new Promise<void>((r) => socket.once('connect', () => r()));
  const out: number[] = [];
  try {
    for (let i = 0; i < rounds; i++) {
      const t = performance.now();
      await new Promise<void>((r) => {
        socket.once('data', () => r());
        socket.write('x');
      });
      out.push((performance.now() - t) * 1000);
    }
  } finally {
    socket.destroy();
    await new Promise<void>((r) => server.close(() => r()));
  }
  return out;
}

/** The host's speed index: run it while the machine is otherwise quiet, as the benches are. */
export async function hostSpeed(): Promise<HostSpeed> {
  cpuWork();
  const cpu = Array.from({ length: 5 }, cpuWork);
  await loopback(200);
  const rounds = await loopback(2000);
  return { cpuMs: Math.round(summarize(cpu).median), loopbackUs: Math.round(summarize(rounds).median) };
}

/** The index as the page and the console give it. */
export function hostSpeedText(s: HostSpeed): string {
  return `host speed index: ${s.cpuMs} ms for a fixed piece of JavaScript, ${s.loopbackUs} µs a loopback round trip (lower is faster; bench/host-speed.ts)`;
}
