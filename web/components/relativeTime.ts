/** The units of spec §9's relative times: sec, min, h, d, mon, y. */
export type AgeUnit = 'sec' | 'min' | 'h' | 'd' | 'mon' | 'y';

const SECOND = 1000;
const steps: [AgeUnit, number][] = [
  ['y', 365 * 24 * 3600 * SECOND],
  ['mon', 30 * 24 * 3600 * SECOND],
  ['d', 24 * 3600 * SECOND],
  ['h', 3600 * SECOND],
  ['min', 60 * SECOND],
];

/** How long ago a moment was, in the largest whole unit (a moment in the future counts as now). */
export function ageOf(iso: string, now: number): { n: number; unit: AgeUnit } | null {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return null;
  const ms = Math.max(0, now - at);
  for (const [unit, size] of steps) if (ms >= size) return { n: Math.floor(ms / size), unit };
  return { n: Math.floor(ms / SECOND), unit: 'sec' };
}
