import type { Text } from '../../engine';

/** Messages of dashboards, reports and the API document, in both languages (GLOSSARY.md terms). */
export const dashboardMessages = {
  selectDistrict: { en: 'Please select a district', hi: 'कृपया जिला चुनें' },
  selectCycle: { en: 'Please select a cycle', hi: 'कृपया चक्र चुनें' },
} as const satisfies Record<string, Text>;
