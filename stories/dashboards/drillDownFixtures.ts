// Schools of the drill-down stories: what POST /v1/dashboard/schools answers,
// filtered by the body as the server would (status, district, external evaluation), a page at a time.
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

const schools: DrillDownItem[] = [
  item(1, 'GSSS Ambala Cantt', 1, 9, 72.4, 66.1, 'B'),
  item(2, 'GHS Barara', 1, 9, 58.2, null, 'C'),
  item(3, 'GGSSS Naraingarh', 1, 3, null, null, null),
  item(4, 'GSSS Karnal City', 2, 9, 81.9, 74.5, 'A'),
  item(5, 'GHS Gharaunda', 2, 9, 64, 67.3, 'B'),
  item(6, 'GMS Nilokheri', 2, 5, null, null, null),
];

type Body = { status?: number; districtId?: number; evaluation?: string; page?: number; pageSize?: number };

/** The page of schools a request body asks for, within the caller's district if they have one; `empty` answers none. */
export function drillDownPage(body: Body, lang: 'en' | 'hi', o: { empty?: boolean; district?: number } = {}): DrillDownPage {
  const { empty = false, district } = o;
  const matching = empty
    ? []
    : schools.filter(
        (s) =>
          (body.status === undefined || s.status === body.status) &&
          (district === undefined || s.districtId === district) &&
          (body.districtId === undefined || s.districtId === body.districtId) &&
          (body.evaluation !== 'external' || s.externalScore !== null),
      );
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 25;
  const items = matching.slice((page - 1) * pageSize, page * pageSize).map((s) => ({ ...s, statusText: s.statusLabel[lang] }));
  return { items, total: matching.length, page, pageSize };
}
