import { readFileSync } from 'node:fs';

/**
 * A key the operator gives: `NAME` itself, or the file named by `NAME_FILE` (a Docker or
 * systemd secret, kept out of the environment listing and out of the database). Undefined
 * when neither is set.
 */
export function operatorSecret(name: 'JWT_SECRET' | 'AADHAAR_KEY', env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env[name]) return env[name];
  const file = env[`${name}_FILE`];
  if (!file) return undefined;
  const text = readFileSync(file, 'utf8').trim();
  if (!text) throw new Error(`${name}_FILE (${file}) is empty`);
  return text;
}

/**
 * In production the keys must come from the operator. Generated keys are kept in the database
 * (handy for a demo on one machine), so a copy of the database could forge tokens and read
 * Aadhaar numbers; production refuses to start that way rather than run with it.
 */
export function assertOperatorKeys(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = (['JWT_SECRET', 'AADHAAR_KEY'] as const).filter((name) => operatorSecret(name, env) === undefined);
  if (missing.length) {
    throw new Error(
      `NODE_ENV=production needs ${missing.join(' and ')} (or ${missing.map((m) => `${m}_FILE`).join(' and ')}): keys generated into the database would be readable from any copy of it`,
    );
  }
}
