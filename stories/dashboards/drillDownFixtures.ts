// Schools of the drill-down stories: what POST /v1/dashboard/schools answers,
// filtered by the body as the server would (status, district, external evaluation;
// for the school charts management type, category and area), a page at a time.
import type { DrillDownItem, DrillDownPage } from '../../web/dashboards/api';

const statusLabels: Record<number, { en: string; hi: string }> = {
  3: { en: 'Submit To District Quality Assurance', hi: 'जिला गुणवत्ता आश्वासन को प्रस्तुत' },
  5: { en: 'Submit To State Quality Assurance', hi: 'राज्य गुणवत्ता आश्वासन को प्रस्तुत' },
  9: { en: 'Report Card Generated', hi: 'रिपोर्ट कार्ड जारी' },
};
const ambala = { en: 'Ambala', hi: 'अंबाला' };
const karnal = { en: 'Karnal', hi: 'करनाल' };

function item(n: number, name: string, district: 1 | 2, status: 3 | 5 | 9, score: number | null, external: number | null, grade: string | null): DrillDownItem {
  return {
    accrid: 100 + n,
    cycleId: 1,
    schoolCode: `060${district}010010${n}`,
    udise: `060${district}010010${n}`,
    schoolName: name,
    districtId: district,
    districtLabel: district === 1 ? ambala : karnal,
    blockLabel: district === 1 ? { en: 'Ambala-I', hi: 'अंबाला-I' } : { en: 'Karnal', hi: 'करनाल' },
    status,
    statusLabel: statusLabels[status],
    statusText: statusLabels[status].en,
    score,
    externalScore: external,
    grade,
  };
}

/** A school of the school master the form charts do not list: it has no form in the cycle. */
function formless(n: number, name: string, district: 1 | 2): DrillDownItem {
  return { ...item(n, name, district, 3, null, null, null), accrid: null, cycleId: null, status: null, statusLabel: null, statusText: null };
}

type School = DrillDownItem & { management: string; genderType: string; location: string };
const at = (i: DrillDownItem, management: string, genderType: string, location: string): School => ({ ...i, management, genderType, location });

const schools: School[] = [
  at(item(1, 'GSSS Ambala Cantt', 1, 9, 72.4, 66.1, 'B'), 'stateGovernment', 'coEducation', 'urban'),
  at(item(2, 'GHS Barara', 1, 9, 58.2, null, 'C'), 'stateGovernment', 'girls', 'rural'),
  at(item(3, 'GGSSS Naraingarh', 1, 3, null, null, null), 'stateGovernment', 'girls', 'rural'),
  at(item(4, 'GSSS Karnal City', 2, 9, 81.9, 74.5, 'A'), 'stateGovernment', 'coEducation', 'urban'),
  at(item(5, 'GHS Gharaunda', 2, 9, 64, 67.3, 'B'), 'centralGovernment', 'coEducation', 'urban'),
  at(item(6, 'GMS Nilokheri', 2, 5, null, null, null), 'nonGovernmentAided', 'boys', 'rural'),
  at(formless(7, 'GGMS Mullana', 1), 'stateGovernment', 'girls', 'rural'),
  at(formless(8, 'GGPS Indri', 2), 'stateGovernment', 'girls', 'rural'),
];
const withForm = (s: School) => s.accrid !== null;

type Body = {
  basis?: string;
  status?: number;
  districtId?: number;
  evaluation?: string;
  management?: string;
  genderType?: string;
  location?: string;
  page?: number;
  pageSize?: number;
};

/** The page of schools a request body asks for, within the caller's district if they have one; `empty` answers none. */
export function drillDownPage(body: Body, lang: 'en' | 'hi', o: { empty?: boolean; district?: number } = {}): DrillDownPage {
  const { empty = false, district } = o;
  // Form charts list forms; school charts every school of the slice, with or without one.
  const basis = body.basis === 'schools' ? schools : schools.filter(withForm);
  const matching = empty
    ? []
    : basis.filter(
        (s) =>
          (body.status === undefined || s.status === body.status) &&
          (district === undefined || s.districtId === district) &&
          (body.districtId === undefined || s.districtId === body.districtId) &&
          (body.evaluation !== 'external' || s.externalScore !== null) &&
          (body.management === undefined || s.management === body.management) &&
          (body.genderType === undefined || s.genderType === body.genderType) &&
          (body.location === undefined || s.location === body.location),
      );
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 25;
  const items = matching
    .slice((page - 1) * pageSize, page * pageSize)
    .map(({ management: _m, genderType: _g, location: _l, ...s }): DrillDownItem => ({ ...s, statusText: s.statusLabel ? s.statusLabel[lang] : null }));
  // Cursors as the server's are opaque; the fixture pages by the page number the screen sends beside them.
  const nextCursor = page * pageSize < matching.length ? `after-${page}` : null;
  const prevCursor = page > 1 ? `before-${page}` : null;
  return { items, total: matching.length, page, pageSize, nextCursor, prevCursor };
}
