import { sql } from 'drizzle-orm';
import { diffCatalogues, type CatalogueDiff, type CatalogueVersion, type Lang } from '../../engine';
import { catalogueCounts } from '../../engine/catalogue/checkCatalogue';
import { cycles } from '../db/schema/index';
import { badRequest } from '../http/errors';
import type { Deps } from './deps';

/** Hindi texts still missing (or left in English) per domain: the to-do list of a version. */
function missingHindi(c: CatalogueVersion): Record<string, number> {
  const out: Record<string, number> = {};
  const count = (v: unknown): number => {
    if (Array.isArray(v)) return v.reduce((s: number, x) => s + count(x), 0);
    if (!v || typeof v !== 'object') return 0;
    const o = v as Record<string, unknown>;
    if (typeof o.en === 'string' && 'hi' in o) return !o.hi || o.hi === o.en ? 1 : 0;
    return Object.values(o).reduce((s: number, x) => s + count(x), 0);
  };
  for (const d of c.domains) out[d.id] = count(d);
  return out;
}

/** The catalogue versions with what a department officer asks of each: status, size, Hindi to do, cycles using it. */
export async function listCatalogueVersions(deps: Pick<Deps, 'db' | 'catalogues'>, lang: Lang) {
  const used = await deps.db.select({ id: cycles.id, name: cycles.name, version: cycles.catalogueVersion }).from(cycles).orderBy(sql`${cycles.id}`);
  return deps.catalogues.versions
    .map((v) => {
      const c = deps.catalogues.get(v).catalogue;
      const counts = catalogueCounts(c);
      const todo = missingHindi(c);
      return {
        version: c.version,
        title: c.title[lang],
        status: c.status,
        publishedOn: c.publishedOn ?? null,
        basedOn: c.basedOn ?? null,
        current: v === deps.catalogues.current,
        domains: counts.domains,
        subdomains: counts.subdomains,
        questions: counts.questions,
        missingHindi: Object.values(todo).reduce((s, n) => s + n, 0),
        cycles: used.filter((u) => u.version === v).map((u) => ({ cycleid: u.id, name: u.name })),
      };
    })
    .reverse();
}

/** A version as its catalogue file (the format of catalogue/catalogue.schema.json), for download. */
export function exportCatalogueVersion(deps: Pick<Deps, 'catalogues'>, version: string): CatalogueVersion {
  if (!deps.catalogues.versions.includes(version)) throw badRequest([{ field: 'version', problem: 'unknown' }], 'catalogueVersionUnknown');
  return deps.catalogues.get(version).catalogue;
}

/** What changed between two versions (engine diffCatalogues). */
export function diffCatalogueVersions(deps: Pick<Deps, 'catalogues'>, from: string, to: string): CatalogueDiff {
  for (const [field, v] of [['from', from], ['to', to]] as const) {
    if (!deps.catalogues.versions.includes(v)) throw badRequest([{ field, problem: 'unknown' }], 'catalogueVersionUnknown');
  }
  return diffCatalogues(deps.catalogues.get(from).catalogue, deps.catalogues.get(to).catalogue);
}
