import { describe, expect, it } from 'vitest';
import { chartCsv } from './chartCsv';

describe('chartCsv()', () => {
  it('writes one row per value under the chart’s own titles, Hindi kept, Excel told it is UTF-8', () => {
    const csv = chartCsv(
      [
        { category: 'अंबाला', series: 'प्रस्तुत', value: 3 },
        { category: 'अंबाला', series: 'स्वीकृत', value: null },
      ],
      { category: 'जिला', series: 'स्थिति', value: 'फ़ॉर्म' },
    );
    expect(csv).toBe('\uFEFFजिला,स्थिति,फ़ॉर्म\r\nअंबाला,प्रस्तुत,3\r\nअंबाला,स्वीकृत,\r\n');
  });

  it('quotes commas and quotes, and never lets a label run as a spreadsheet formula', () => {
    const csv = chartCsv([{ category: '=HYPERLINK("x")', value: 1, detail: 'a, "b"' }], { category: 'School', value: 'Score', detail: 'Details' });
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",1,"a, ""b"""`);
  });

  it('leaves out the series and detail columns when no value has them', () => {
    expect(chartCsv([{ category: 'D1', value: 50.5 }], { category: 'Domain', value: 'Score' }).split('\r\n')[0]).toBe('\uFEFFDomain,Score');
  });
});
