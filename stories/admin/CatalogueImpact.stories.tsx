import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImpactPanel } from '../../web/admin/catalogue/impact/ImpactPanel';
import type { ImpactReport, ImpactResult, ImpactView } from '../../web/admin/catalogue/impact/impactApi';
import { loaded, ok, withAdminApi } from './mockApi';

const district = (en: string, hi: string) => ({ en, hi });
const result: ImpactResult = {
  cycleId: 1,
  cycleName: '2026-27',
  fromVersions: ['v4'],
  forms: 12,
  scored: 12,
  totals: { up: 2, down: 5, same: 5 },
  byDistrict: [
    { districtId: 1, name: district('Ambala', 'अंबाला'), up: 1, down: 2, same: 1 },
    { districtId: 2, name: district('Hisar', 'हिसार'), up: 0, down: 2, same: 2 },
    { districtId: 3, name: district('Karnal', 'करनाल'), up: 1, down: 1, same: 2 },
  ],
  byManagement: [
    { management: 'stateGovernment', up: 1, down: 4, same: 3 },
    { management: 'nonGovernmentAided', up: 1, down: 1, same: 2 },
  ],
  movers: [
    {
      accrid: 11,
      schoolCode: '06010100102',
      schoolName: 'GMS Barara',
      district: district('Ambala', 'अंबाला'),
      management: 'stateGovernment',
      oldScore: 78.4,
      newScore: 69.1,
      oldGrade: 'A',
      newGrade: 'B',
      change: -9.3,
    },
    {
      accrid: 12,
      schoolCode: '06020100101',
      schoolName: 'GSSS Hisar Cantt',
      district: district('Hisar', 'हिसार'),
      management: 'nonGovernmentAided',
      oldScore: 55.2,
      newScore: 61.0,
      oldGrade: 'C',
      newGrade: 'B',
      change: 5.8,
    },
  ],
  domains: [
    { domainId: 'D1', name: { en: 'School Leadership and Management', hi: 'विद्यालय नेतृत्व एवं प्रबंधन' }, pointsBefore: 64, pointsAfter: 65, meanBefore: 71.2, meanAfter: 70.4 },
    { domainId: 'D3', name: { en: 'Academic Progress', hi: 'शैक्षणिक प्रगति' }, pointsBefore: 80, pointsAfter: 80, meanBefore: 63.5, meanAfter: 63.5 },
  ],
  unscored: [],
};
const report = (over: Partial<ImpactReport>): ImpactReport => ({
  id: 7,
  version: 'v5',
  revision: 42,
  cycleId: 1,
  status: 'done',
  done: 12,
  total: 12,
  result,
  error: null,
  requestedBy: 'Vikram Singh',
  requestedAt: '2026-11-28T09:00:00.000Z',
  startedAt: '2026-11-28T09:00:01.000Z',
  finishedAt: '2026-11-28T09:00:03.000Z',
  outOfDate: false,
  ...over,
});
const view = (r: ImpactReport | null, approved = 12): ImpactView => ({
  version: 'v5',
  versionStatus: 'draft',
  revision: 42,
  cycleId: 1,
  cycles: [{ id: 1, name: '2026-27', catalogueVersion: 'v4', approved }],
  report: r,
});

const withImpact = (answer: ImpactView) => withAdminApi([{ method: 'GET', path: /\/v1\/catalogue\/drafts\/v5\/impact$/, answer: () => ok(answer) }]);

const meta = {
  title: 'Admin/Catalogue editor/Impact on schools',
  component: ImpactPanel,
  args: { version: 'v5', cycleId: null, onCycle: () => undefined },
} satisfies Meta<typeof ImpactPanel>;
export default meta;
type S = StoryObj<typeof meta>;

/** Not worked out yet for this cycle: pick the cycle, then **Work out the impact**. */
export const NotYet: S = { decorators: [withImpact(view(null))], play: loaded('[data-testid=impact-panel]') };

/** While the server works: how many forms are scored, out of how many. */
export const Running: S = {
  decorators: [withImpact(view(report({ status: 'running', done: 5, total: 12, result: null, finishedAt: null })))],
  play: loaded('[data-testid=impact-progress]'),
};

/** The figures: grade changes by district and management type, the schools that move most, points per domain. */
export const Done: S = { decorators: [withImpact(view(report({})))], play: loaded('[data-testid=impact-figures]') };

/** The draft was edited since: the figures stay, marked out of date, with **Work it out again**. */
export const OutOfDate: S = { decorators: [withImpact(view(report({ outOfDate: true })))], play: loaded('[data-testid=impact-out-of-date]') };

/** A cycle without approved forms. */
export const Empty: S = {
  decorators: [withImpact(view(report({ total: 0, done: 0, result: { ...result, forms: 0, scored: 0, byDistrict: [], byManagement: [], movers: [] } }), 0))],
  play: loaded('[data-testid=impact-empty]'),
};

/** The run failed: the reason, and **Work it out again**. */
export const Failed: S = {
  decorators: [withImpact(view(report({ status: 'failed', result: null, error: 'the draft or the cycle is gone' })))],
  play: loaded('[data-testid=impact-failed]'),
};
