import { badRequest } from './errors';
import { MAX_ID } from './validate';

/** Reads a positive integer id from a path parameter; 400 otherwise. */
export function idParam(raw: string | undefined, field = 'id'): number {
  const n = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < 1 || n > MAX_ID) throw badRequest([{ field, problem: 'notAnId' }]);
  return n;
}
