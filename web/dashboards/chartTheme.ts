import type { Config } from 'vega-lite';

/** The app's font: Noto Sans Devanagari carries both scripts, so Hindi labels measure and draw alike. */
export const CHART_FONT_FAMILY = 'Noto Sans Devanagari';
/** The chart font first, then the system's. */
export const CHART_FONT = `"${CHART_FONT_FAMILY}", system-ui, sans-serif`;

/** Series colours in the order series are listed: distinct, and white value labels on each reach 4.5:1. */
export const SERIES_COLORS = ['#1565c0', '#b45309', '#2e7d32', '#8e24aa', '#c62828', '#00838f', '#6d4c41', '#ad1457', '#546e7a', '#827717'];

/** Vega-Lite config of every dashboard chart. ARIA marks are off: the figure carries a summary and a table instead. */
export function chartConfig(narrow: boolean): Config {
  const text = '#1f2937';
  return {
    font: CHART_FONT,
    aria: false,
    background: 'transparent',
    view: { stroke: null },
    axis: {
      labelFont: CHART_FONT,
      titleFont: CHART_FONT,
      labelFontSize: 12,
      titleFontSize: 12,
      titleFontWeight: 600,
      labelColor: text,
      titleColor: text,
      gridColor: '#e5e9f0',
      domainColor: '#9aa3af',
      tickColor: '#9aa3af',
    },
    legend: {
      labelFont: CHART_FONT,
      titleFont: CHART_FONT,
      labelFontSize: 12,
      titleFontSize: 12,
      labelColor: text,
      titleColor: text,
      labelLimit: narrow ? 260 : 300,
      symbolType: 'square',
    },
    range: { category: SERIES_COLORS },
    text: { font: CHART_FONT, fontSize: 11 },
  };
}
