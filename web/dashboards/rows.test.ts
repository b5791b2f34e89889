import { describe, expect, it } from 'vitest';
import type { DistrictStatusRow, LabelRow } from './api';
import { countData, districtDomainData, districtHeatData, districtStatusData, domainScoreData } from './rows';

const label = (en: string, hi: string) => ({ en, hi });

describe('chart rows', () => {
  it('label categories from the bilingual label, not from the text of the call', () => {
    const rows: LabelRow[] = [{ key: 1, label: label('School Head Initiated', 'विद्यालय प्रमुख द्वारा आरंभ'), text: 'School Head Initiated', value: 1234 }];
    expect(countData(rows, 'hi')).toEqual([{ category: 'विद्यालय प्रमुख द्वारा आरंभ', value: 1234, display: '1,234' }]);
  });

  it('keep one group of a flat answer and lead domains with their id', () => {
    const rows: LabelRow[] = [
      { group: 'overall', key: 'overall', label: label('Overall', 'समग्र'), text: 'Overall', value: 60 },
      { group: 'domain', key: 'D1', label: label('School Leadership and Management', 'विद्यालय नेतृत्व एवं प्रबंधन'), text: '', value: 62.5 },
    ];
    // A domain's bar opens the approved forms it averages.
    expect(domainScoreData(rows, 'en')).toEqual([{ category: 'D1 School Leadership and Management', value: 62.5, display: '62.5', drill: { status: 9, domainId: 'D1' } }]);
    expect(countData(rows, 'en', 'overall').map((d) => d.category)).toEqual(['Overall']);
  });

  it('rank form statuses by code and complaint statuses by their life', () => {
    const row = (status: number | string): DistrictStatusRow => ({
      districtId: 1,
      districtLabel: label('Ambala', 'अंबाला'),
      districtText: 'Ambala',
      status,
      statusLabel: label(String(status), String(status)),
      statusText: '',
      count: 2,
    });
    expect(districtStatusData([row(9), row(1)], 'en').map((d) => d.seriesRank)).toEqual([9, 1]);
    expect(districtStatusData([row('RESOLVED'), row('RAISED')], 'en').map((d) => d.seriesRank)).toEqual([3, 0]);
    // Form cells open their forms; complaints have no list of schools.
    expect(districtStatusData([row(9), row('RAISED')], 'en').map((d) => d.drill)).toEqual([{ districtId: 1, status: 9 }, undefined]);
  });

  it('colour the heat chart by share and print the count', () => {
    const rows: DistrictStatusRow[] = [
      {
        districtId: 1,
        districtLabel: label('Ambala', 'अंबाला'),
        districtText: '',
        status: 3,
        statusLabel: label('Submit To District Quality Assurance', 'जिला गुणवत्ता आश्वासन को प्रस्तुत'),
        statusText: '',
        count: 4,
        percent: 44.4,
      },
    ];
    expect(districtHeatData(rows, 'hi', (p) => `${p}%`)).toEqual([
      { category: '3 · जिला गुणवत्ता आश्वासन को प्रस्तुत', series: 'अंबाला', value: 44.4, display: '4', detail: '44.4%', drill: { districtId: 1, status: 3 } },
    ]);
  });

  it('put the overall score after the domains in the district comparison', () => {
    const rows: LabelRow[] = [
      { group: 'overall', key: 'overall', label: label('Overall', 'समग्र'), text: '', value: 60 },
      { group: 'domain', key: 'D1', label: label('Teaching', 'शिक्षण'), text: '', value: 50 },
    ];
    const out = districtDomainData([{ district: { id: 1, label: label('Karnal', 'करनाल'), text: 'Karnal' }, rows }], 'hi');
    expect(out.map((d) => [d.category, d.series])).toEqual([
      ['करनाल', 'D1'],
      ['करनाल', 'समग्र'],
    ]);
  });
});
