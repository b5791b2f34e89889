import { eq } from 'drizzle-orm';
import type { CatalogueVersion } from '../../../engine';
import type { Db } from '../../db/client';
import { catalogueVersions } from '../../db/schema';
import { cataloguesOf, type Catalogues } from './catalogues';
import { listCatalogueVersions, loadCatalogueVersion, loadSchoolInfoSchema } from './load-catalogue';

/**
 * Puts every published version of catalogue/ that the database lacks into it. The folder is the
 * format's reference and the seed; once a version is in the database, the database is its source.
 */
export async function seedCatalogueVersions(db: Db): Promise<void> {
  const present = new Set((await db.select({ v: catalogueVersions.version }).from(catalogueVersions)).map((r) => r.v));
  for (const v of listCatalogueVersions()) {
    if (present.has(v)) continue;
    const content = loadCatalogueVersion(v);
    if (content.status !== 'published') continue;
    await db
      .insert(catalogueVersions)
      .values({ version: v, status: 'published', content, basedOn: content.basedOn ?? null, origin: 'files', publishedAt: content.publishedOn ? new Date(content.publishedOn) : null })
      .onConflictDoNothing();
  }
}

async function publishedVersions(db: Db): Promise<CatalogueVersion[]> {
  const rows = await db.select({ content: catalogueVersions.content }).from(catalogueVersions).where(eq(catalogueVersions.status, 'published'));
  return rows.map((r) => r.content as CatalogueVersion);
}

/** The published versions the server serves, read from the database (seeded from catalogue/ first). */
export async function openCatalogues(db: Db): Promise<Catalogues & { refresh(): Promise<void> }> {
  await seedCatalogueVersions(db);
  const catalogues = cataloguesOf(await publishedVersions(db), loadSchoolInfoSchema());
  return Object.assign(catalogues, {
    /** Picks up versions another server process published (called on a timer by the server). */
    async refresh() {
      for (const c of await publishedVersions(db)) catalogues.add(c);
    },
  });
}
