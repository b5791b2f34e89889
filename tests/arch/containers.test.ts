import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// No container runtime runs where the tests do: the compose file is checked against the Compose
// Specification's own JSON Schema, and the Dockerfile for what operators rely on.
const compose = parse(readFileSync('compose.yaml', 'utf8')) as {
  services: Record<string, { build?: unknown; deploy?: { replicas?: number }; environment?: Record<string, string>; secrets?: string[]; image?: string }>;
  secrets?: Record<string, { file: string }>;
};

describe('compose.yaml', () => {
  it('is a valid Compose file', () => {
    // The schema names draft-07 by an https address Ajv does not know by that name; it is draft-07.
    const { $schema: _draft07, ...spec } = JSON.parse(readFileSync('deploy/compose-spec.json', 'utf8')) as Record<string, unknown>;
    const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
    const validate = ajv.compile(spec);
    const ok = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
    expect(ok).toBe(true);
  });

  it('runs two app replicas on PostgreSQL and an S3-compatible store, keys from files, behind a balancer', () => {
    const app = compose.services.app;
    expect(app.deploy?.replicas).toBe(2);
    expect(app.environment).toMatchObject({
      NODE_ENV: 'production',
      JWT_SECRET_FILE: expect.any(String),
      AADHAAR_KEY_FILE: expect.any(String),
      S3_BUCKET: expect.any(String),
      TRUST_PROXY: '1',
    });
    expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@db:5432\//);
    expect(app.environment?.S3_ENDPOINT).toBe('http://objects:9000');
    expect(compose.services.db.image).toMatch(/^postgres:15/);
    expect(compose.services.objects.image).toMatch(/^minio\//);
    expect(compose.services.balancer.image).toMatch(/^nginx/);
    // No secret value is written in the file itself.
    expect(readFileSync('compose.yaml', 'utf8')).not.toMatch(/(PASSWORD|SECRET|KEY):\s+['"]?[A-Za-z0-9]{12,}/);
  });

  it('names only variables the server reads (a misspelt one would be silently ignored)', () => {
    const documented = readFileSync('README.md', 'utf8');
    for (const name of Object.keys(compose.services.app.environment ?? {})) {
      if (name === 'NODE_ENV') continue;
      expect(documented, name).toContain(`\`${name}\``);
    }
  });
});

describe('Dockerfile', () => {
  const text = readFileSync('Dockerfile', 'utf8');
  const stages = text.split(/^FROM /m).slice(1);

  it('builds in one stage and runs from a slim one with production dependencies only, as a user without privileges', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const runtime = stages.at(-1)!;
    expect(text).toMatch(/npm ci --omit=dev/);
    expect(runtime).toMatch(/COPY --from=\S+ \/app\/dist \.\/dist/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/NODE_ENV=production/);
    expect(runtime).toMatch(/HEALTHCHECK .*\/readyz/);
    // node itself is PID 1's child of nothing else: SIGTERM reaches it and the graceful shutdown runs.
    expect(runtime).toMatch(/^CMD \["node"/m);
  });

  it('leaves secrets and local data out of the build context', () => {
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n');
    for (const entry of ['node_modules', 'data', '.env', 'deploy/secrets', '.git']) expect(ignored).toContain(entry);
  });
});
