import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { Chart, type ChartProps } from '../../web/dashboards/Chart';
import type { ChartDatum } from '../../web/dashboards/specs';
import '../../web/dashboards/dashboards.css';

type Both = { en: string; hi: string };
const domains: Both[] = [
  { en: 'D1 School Leadership and Management', hi: 'D1 विद्यालय नेतृत्व एवं प्रबंधन' },
  { en: 'D2 Teaching and Learning', hi: 'D2 शिक्षण एवं अधिगम' },
  { en: 'D3 Academic Progress', hi: 'D3 शैक्षणिक प्रगति' },
  { en: 'D4 Community Engagement', hi: 'D4 सामुदायिक सहभागिता' },
];
const statuses: Both[] = [
  { en: 'School Head Initiated', hi: 'विद्यालय प्रमुख द्वारा आरंभ' },
  { en: 'Submit To District Quality Assurance', hi: 'जिला गुणवत्ता आश्वासन को प्रस्तुत' },
  { en: 'Report Card Generated', hi: 'रिपोर्ट कार्ड जारी' },
];
const districts: Both[] = [
  { en: 'Ambala', hi: 'अंबाला' },
  { en: 'Karnal', hi: 'करनाल' },
  { en: 'Hisar', hi: 'हिसार' },
];
const evaluation: Both[] = [
  { en: 'Self-evaluation', hi: 'स्व-मूल्यांकन' },
  { en: 'External evaluation', hi: 'बाह्य मूल्यांकन' },
];

type Kind = ChartProps['kind'];
/** The sample data of each chart kind, in the story's language. */
function sample(kind: Kind | 'empty', lang: 'en' | 'hi'): ChartDatum[] {
  const p = (b: Both) => b[lang];
  switch (kind) {
    case 'bar':
      return statuses.map((s, i) => ({ category: p(s), value: [41, 6, 3][i], display: String([41, 6, 3][i]) }));
    case 'column':
      return ['2024-25', '2025-26', '2026-27'].map((c, i) => ({ category: c, value: [52.1, 58.4, 63.3][i], display: String([52.1, 58.4, 63.3][i]) }));
    case 'grouped':
      return domains.flatMap((d, i) =>
        evaluation.map((e, j) => ({ category: p(d), series: p(e), value: j ? 40 + i * 6 : 60 + i * 4, display: String(j ? 40 + i * 6 : 60 + i * 4) })),
      );
    case 'stacked':
      return districts.flatMap((d, i) => statuses.map((s, j) => ({ category: p(d), series: p(s), seriesRank: j, value: (i + 2) * (3 - j), display: String((i + 2) * (3 - j)) })));
    case 'donut':
      return [
        { category: lang === 'hi' ? 'राज्य सरकार' : 'State Government', value: 24, display: '24' },
        { category: lang === 'hi' ? 'केंद्र सरकार' : 'Central Government', value: 7, display: '7' },
        { category: lang === 'hi' ? 'गैर-सरकारी सहायता प्राप्त' : 'Non-Government Aided', value: 7, display: '7' },
      ];
    case 'gap':
      // Self against external per domain, the gap as each domain's detail (as selfExternalData gives it).
      return domains.flatMap((d, i) => {
        const [self, external] = [64 + i * 3, 58 + i * 5];
        const gap = external - self;
        const detail = `${lang === 'hi' ? 'अंतर' : 'Gap'} ${gap > 0 ? '+' : gap < 0 ? '\u2212' : ''}${Math.abs(gap)}`;
        return evaluation.map((e, j) => ({
          category: p(d),
          series: p(e),
          value: j ? external : self,
          display: String(j ? external : self),
          detail,
          drill: { status: 9, domainId: `D${i + 1}`, evaluation: 'external' as const },
        }));
      });
    case 'heatmap':
      return statuses.flatMap((s, i) =>
        districts.map((d, j) => ({ category: p(s), series: p(d), value: [70, 20, 10][i] + j, display: String(i + j), detail: `${[70, 20, 10][i] + j}%` })),
      );
    default:
      return [];
  }
}

type Args = Omit<ChartProps, 'data' | 'title' | 'categoryTitle' | 'valueTitle' | 'seriesTitle' | 'displayTitle'> & { sample: Kind | 'empty' | 'none' };

/** Titles of each sample, reusing the dashboards' own (translated) strings. */
function useTitles(kind: Kind) {
  const { t } = useLingui();
  const titles: Record<Kind, Pick<ChartProps, 'title' | 'categoryTitle' | 'valueTitle' | 'seriesTitle' | 'displayTitle'>> = {
    bar: { title: t`Forms by accreditation status`, categoryTitle: t`Status`, valueTitle: t`Forms` },
    column: { title: t`Cycle-wise state performance`, categoryTitle: t`Cycle`, valueTitle: t`Average score` },
    grouped: { title: t`Domain external vs self assessment`, categoryTitle: t`Domain`, valueTitle: t`Average score`, seriesTitle: t`Evaluation` },
    stacked: { title: t`District progress status`, categoryTitle: t`District`, valueTitle: t`Forms`, seriesTitle: t`Status` },
    donut: { title: t`Schools by management type`, categoryTitle: t`Management type`, valueTitle: t`Schools` },
    gap: { title: t`Domain external vs self assessment`, categoryTitle: t`Domain`, valueTitle: t`Average score`, seriesTitle: t`Evaluation` },
    heatmap: {
      title: t`District progress heat chart`,
      categoryTitle: t`Status`,
      valueTitle: t`Share of the district's forms (%)`,
      seriesTitle: t`District`,
      displayTitle: t`Forms`,
    },
  };
  return titles[kind];
}

function Demo({ sample: which, ...props }: Args) {
  const { i18n, t } = useLingui();
  const lang = i18n.locale === 'hi' ? 'hi' : 'en';
  const data = which === 'none' ? undefined : sample(which, lang);
  const titles = useTitles(props.kind);
  return (
    <div style={{ maxWidth: 640 }}>
      <Chart emptyText={props.kind === 'gap' ? t`No external evaluation of an approved form yet.` : undefined} {...props} {...titles} data={data} />
    </div>
  );
}

const meta = { title: 'Dashboards/Chart', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Counts per category, horizontal bars with the value at the end. */
export const Bar: Story = { args: { id: 'bar', kind: 'bar', sample: 'bar', integer: true } };
/** One value per cycle, vertical columns. */
export const Column: Story = { args: { id: 'column', kind: 'column', sample: 'column', valueMax: 100 } };
/** Self against external evaluation per domain. */
export const Grouped: Story = { args: { id: 'grouped', kind: 'grouped', sample: 'grouped', valueMax: 100 } };
/** Forms per district, stacked by status. */
export const Stacked: Story = { args: { id: 'stacked', kind: 'stacked', sample: 'stacked', integer: true } };
/** Schools by management type. */
export const Donut: Story = { args: { id: 'donut', kind: 'donut', sample: 'donut' } };
/** Statuses × districts, coloured by share. */
export const Heatmap: Story = { args: { id: 'heatmap', kind: 'heatmap', sample: 'heatmap', valueMax: 100 } };
/** Self against external evaluation per domain: two dots a domain, the gap printed over the line between them; each value opens its schools. */
export const SelfVsExternal: Story = {
  args: { id: 'gap', kind: 'gap', sample: 'gap', valueMax: 100, drillHref: (d) => `/dashboard/schools?at.domain=${d.domainId ?? ''}`, onDrill: () => undefined },
};
/** Self against external before any external evaluation: the chart says so instead of drawing one side. */
export const SelfVsExternalEmpty: Story = { args: { id: 'gap-empty', kind: 'gap', sample: 'empty' } };
/** The table of a chart with a list behind each value: every number is a link (the keyboard's drill-down). */
export const TableWithLinks: Story = {
  args: { id: 'links', kind: 'gap', sample: 'gap', mode: 'table', drillHref: (d) => `/dashboard/schools?at.domain=${d.domainId ?? ''}`, onDrill: () => undefined },
};
/** Only the table (what happy-dom and browsers without canvas get). */
export const TableOnly: Story = { args: { id: 'table', kind: 'grouped', sample: 'grouped', mode: 'table' } };
/** The call answered no rows: No data found! */
export const Empty: Story = { args: { id: 'empty', kind: 'bar', sample: 'empty' } };
/** Waiting for the first answer. */
export const Loading: Story = { args: { id: 'loading', kind: 'bar', sample: 'none', loading: true } };
/** The call failed: the server's message and a retry. */
export const Failed: Story = { args: { id: 'failed', kind: 'bar', sample: 'none', error: 'Something went wrong', onRetry: () => undefined } };
/** The download menu opened: the numbers as CSV always; the PNG and SVG images once the chart is drawn (a browser with a canvas). */
export const DownloadMenu: Story = {
  args: { id: 'download', kind: 'bar', sample: 'bar', mode: 'table' },
  play: async ({ canvasElement }) => {
    (canvasElement.querySelector('.chart-download summary') as HTMLElement).click();
    if (!canvasElement.querySelector('.chart-download[open] .chart-download-menu button')) throw new Error('the menu did not open');
  },
};
