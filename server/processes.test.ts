import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { serverProcesses } from './processes';

const PG = 'postgres://db.example/accr';

describe('serverProcesses: how many server processes share the port', () => {
  it('is one unless SERVER_PROCESSES asks for more, and one per core for auto', () => {
    expect(serverProcesses({ DATABASE_URL: PG })).toBe(1);
    expect(serverProcesses({ DATABASE_URL: PG, SERVER_PROCESSES: '3' })).toBe(3);
    expect(serverProcesses({ DATABASE_URL: PG, SERVER_PROCESSES: 'auto' })).toBe(availableParallelism());
  });

  it('stays one on the embedded database, which lives inside one process', () => {
    expect(serverProcesses({ SERVER_PROCESSES: '4' })).toBe(1);
  });

  it('refuses a count that is not a whole number of at least one, naming the setting', () => {
    for (const bad of ['0', '-2', '1.5', 'many']) expect(() => serverProcesses({ DATABASE_URL: PG, SERVER_PROCESSES: bad })).toThrow(/SERVER_PROCESSES/);
  });
});
