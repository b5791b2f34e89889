import { describe, expect, it } from 'vitest';
import { backHref, drillHref, drillQuery, readDrill } from './drill';
import { enrolmentData, schoolSliceData, selfExternalData, statusCountData } from './rows';
import type { EnrolmentRow } from './api';

const label = (en: string, hi: string) => ({ en, hi });

describe('drillHref()', () => {
  it('carries the dashboard filters as they are in its address, and the clicked category apart', () => {
    const dashboard = new URLSearchParams('year=all&district=2&block=5&status=3&utm=x');
    const href = drillHref('progress', dashboard, { status: 9, domainId: 'D1' });
    const url = new URL(href, 'http://app');
    expect(url.pathname).toBe('/dashboard/schools');
    expect(Object.fromEntries(url.searchParams)).toEqual({ year: 'all', district: '2', block: '5', status: '3', from: 'progress', 'at.status': '9', 'at.domain': 'D1' });
  });

  it('reads back what it wrote, and Back restores the dashboard with its filters', () => {
    const href = drillHref('analysis', new URLSearchParams('year=4'), { status: 9, domainId: 'D3', evaluation: 'external', sector: 'private', management: 'nonGovernmentAided' });
    const params = new URL(href, 'http://app').searchParams;
    expect(readDrill(params)).toEqual({ from: 'analysis', target: { status: 9, domainId: 'D3', evaluation: 'external', sector: 'private', management: 'nonGovernmentAided' } });
    params.set('page', '3');
    expect(backHref(params)).toBe('/dashboard/analysis?year=4');
  });

  it('leaves out malformed categories of an edited address', () => {
    const params = new URLSearchParams('from=elsewhere&at.status=11&at.district=-1&at.domain=X1&at.sector=public&at.evaluation=peer&at.management=a%20b');
    expect(readDrill(params)).toEqual({ from: 'progress', target: {} });
    const school = new URLSearchParams('at.basis=everything&at.category=girls%3B&at.area=&at.class=class13Music');
    expect(readDrill(school)).toEqual({ from: 'progress', target: {} });
  });

  it('carries a school chart slice (schools basis, category, area, class) there and back', () => {
    for (const target of [
      { basis: 'schools', management: 'stateGovernment', genderType: 'girls' },
      { basis: 'schools', management: 'stateGovernment', location: 'notApplicable' },
      { basis: 'schools', enrolmentClass: 'class11Science' },
      { basis: 'schools', management: 'nonGovernmentAided' },
    ] as const) {
      const href = drillHref('progress', new URLSearchParams('district=3&status=9'), target);
      const params = new URL(href, 'http://app').searchParams;
      expect(params.get('at.basis')).toBe('schools');
      expect(readDrill(params)).toEqual({ from: 'progress', target });
      expect(drillQuery({ districtId: 3, status: 9 }, readDrill(params).target)).toEqual({ districtId: 3, status: 9, ...target });
    }
    const url = new URL(drillHref('progress', new URLSearchParams(), { basis: 'schools', management: 'stateGovernment', location: 'rural' }), 'http://app');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: 'progress', 'at.basis': 'schools', 'at.management': 'stateGovernment', 'at.area': 'rural' });
  });
});

describe('drillQuery()', () => {
  it('lets the clicked district and status replace the filters, dropping a block of another district', () => {
    expect(drillQuery({ accrYear: 1, districtId: 1, blockId: 2, status: 3 }, { districtId: 2, status: 5 })).toEqual({ accrYear: 1, districtId: 2, status: 5 });
    expect(drillQuery({ accrYear: 1, blockId: 2 }, { districtId: 1, status: 9 })).toEqual({ accrYear: 1, blockId: 2, districtId: 1, status: 9 });
  });
});

describe('chart data with drill-down targets', () => {
  it("opens the schools of a school chart slice under the chart's own conditions", () => {
    const area = [
      { key: 'girls', group: 'gender', label: label('Girls', 'बालिका'), text: '', value: 8 },
      { key: 'boys', group: 'gender', label: label('Boys', 'बालक'), text: '', value: 0 },
      { key: 'rural', group: 'location', label: label('Rural', 'ग्रामीण'), text: '', value: 20 },
    ];
    expect(schoolSliceData(area, 'hi', 'gender').map((d) => [d.category, d.drill])).toEqual([
      ['बालिका', { basis: 'schools', management: 'stateGovernment', genderType: 'girls' }],
      ['बालक', undefined],
    ]);
    expect(schoolSliceData(area, 'en', 'location')[0].drill).toEqual({ basis: 'schools', management: 'stateGovernment', location: 'rural' });
    expect(schoolSliceData([{ key: 'centralGovernment', label: label('Central Government', 'केंद्र सरकार'), text: '', value: 7 }], 'en')[0].drill).toEqual({
      basis: 'schools',
      management: 'centralGovernment',
    });
  });

  it('opens the schools whose information has a class from the enrolment chart, none for a class no school has', () => {
    const rows: EnrolmentRow[] = [
      { key: 'class1', classNo: 1, stream: null, label: label('Class 1', 'कक्षा 1'), text: '', value: 120, schools: 4 },
      { key: 'class12Arts', classNo: 12, stream: 'Arts', label: label('Class 12 Arts/Humanities', 'कक्षा 12 कला/मानविकी'), text: '', value: 0, schools: 0 },
    ];
    expect(enrolmentData(rows, 'en').map((d) => d.drill)).toEqual([{ basis: 'schools', enrolmentClass: 'class1' }, undefined]);
  });

  it('opens the forms of a status from the status chart', () => {
    expect(statusCountData([{ key: 3, label: label('Submit', 'प्रस्तुत'), text: '', value: 12 }], 'en')[0].drill).toEqual({ status: 3 });
  });

  it('gives each domain of the self vs external chart two values, the gap as their detail, and the audited forms as their list', () => {
    const data = selfExternalData([{ key: 'D2', label: label('Teaching and Learning', 'शिक्षण एवं अधिगम'), text: '', self: 70.2, external: 64, gap: -6.2, forms: 8 }], 'hi', {
      self: 'स्व-मूल्यांकन',
      external: 'बाह्य मूल्यांकन',
      gap: (g) => `अंतर ${g}`,
    });
    expect(data.map((d) => [d.category, d.series, d.value, d.detail])).toEqual([
      ['D2 शिक्षण एवं अधिगम', 'स्व-मूल्यांकन', 70.2, 'अंतर \u22126.2'],
      ['D2 शिक्षण एवं अधिगम', 'बाह्य मूल्यांकन', 64, 'अंतर \u22126.2'],
    ]);
    expect(data[0].drill).toEqual({ status: 9, domainId: 'D2', evaluation: 'external' });
  });
});
