import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { fail } from '../http/envelope';
import { validatorModules } from './validator-modules';
import type { Deps } from '../deps';

/** A form schema's validator as a script (public: it holds the form's rules, no answers). */
export function validatorRoutes(deps: Deps) {
  const modules = validatorModules(deps);
  return new Hono<AppEnv>().get('/:file', async (c) => {
    // rjsf's hashForSchema is a signed 32-bit number in hex: half of all schemas start with '-'.
    const m = /^(-?[0-9a-f]{1,64})\.js$/.exec(c.req.param('file'));
    if (!m) return fail(c, 404, 'noRecords');
    const code = await modules.module(m[1]);
    if (!code) return fail(c, 404, 'noRecords');
    // Named by the schema's hash: the same name never means other code.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(code);
  });
}
