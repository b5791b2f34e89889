import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderCatalogueTypes } from '../../scripts/generate-types';

describe('engine/generated/catalogue.ts', () => {
  it('is up to date with catalogue/catalogue.schema.json (run npm run catalogue:types)', async () => {
    const committed = readFileSync(new URL('./catalogue.ts', import.meta.url), 'utf8');
    expect(committed).toBe(await renderCatalogueTypes());
  });
});
