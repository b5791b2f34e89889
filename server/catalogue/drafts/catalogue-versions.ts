import { eq, ne, sql } from 'drizzle-orm';
import { diffCatalogues, type CatalogueDiff, type CatalogueVersion, type Lang, catalogueCounts } from '../../../engine';
import { catalogueVersions, cycles, users } from '../../db/schema';
import { versionNumber } from '../store/catalogues';
import { missingHindi } from './start-draft';
import { badRequest } from '../../http/errors';
import type { Deps } from '../../deps';
import { readsOneMoment } from '../../db/snapshot';
import { approvalPeople, approvalSummary } from '../approval/catalogue-approval';

/** The catalogue versions, drafts and published, with what a department officer asks of each: status, size, Hindi to do, cycles using it. */
export const listCatalogueVersions = readsOneMoment(async function listCatalogueVersions(deps: Pick<Deps, 'db' | 'catalogues'>, lang: Lang) {
  const used = await deps.db
    .select({ id: cycles.id, name: cycles.name, version: cycles.catalogueVersion })
    .from(cycles)
    .orderBy(sql`${cycles.id}`);
  const rows = await deps.db
    .select({ row: catalogueVersions, publishedBy: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(catalogueVersions)
    .leftJoin(users, sql`${users.id} = coalesce(${catalogueVersions.publishedBy}, ${catalogueVersions.createdBy})`)
    .where(ne(catalogueVersions.status, 'discarded'));
  const people = await approvalPeople(
    deps.db,
    rows.map((r) => r.row),
  );
  return rows
    .sort((a, b) => versionNumber(b.row.version) - versionNumber(a.row.version))
    .map(({ row, publishedBy }) => {
      const c = row.content as CatalogueVersion;
      const counts = catalogueCounts(c);
      const todo = missingHindi(c);
      return {
        version: row.version,
        title: c.title[lang],
        status: row.status as 'draft' | 'published',
        publishedOn: c.publishedOn ?? null,
        /** Who published it; for a draft, who started it. */
        by: publishedBy,
        basedOn: c.basedOn ?? null,
        current: row.version === deps.catalogues.current,
        domains: counts.domains,
        subdomains: counts.subdomains,
        questions: counts.questions,
        missingHindi: Object.values(todo).reduce((s, n) => s + n, 0),
        cycles: used.filter((u) => u.version === row.version).map((u) => ({ cycleid: u.id, name: u.name })),
        approval: approvalSummary(row, people),
      };
    });
});

/** Any version (draft or published) as its catalogue file. */
async function versionContent(deps: Pick<Deps, 'db'>, version: string, field = 'version'): Promise<CatalogueVersion> {
  const [row] = await deps.db
    .select({ content: catalogueVersions.content, status: catalogueVersions.status })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.version, version));
  if (!row || row.status === 'discarded') throw badRequest([{ field, problem: 'unknown' }], 'catalogueVersionUnknown');
  return row.content as CatalogueVersion;
}

/** A version as its catalogue file (the format of catalogue/catalogue.schema.json), for download. */
export async function exportCatalogueVersion(deps: Pick<Deps, 'db'>, version: string): Promise<CatalogueVersion> {
  return versionContent(deps, version);
}

/** What changed between two versions, drafts included (engine diffCatalogues). */
export async function diffCatalogueVersions(deps: Pick<Deps, 'db'>, from: string, to: string): Promise<CatalogueDiff> {
  return diffCatalogues(await versionContent(deps, from, 'from'), await versionContent(deps, to, 'to'));
}
