import type { Figure } from './figures';

/** One figure as a row of the page's table. */
export const rowOf = (f: Figure): string => `| ${f.name} | ${f.value} ${f.unit} | ${f.target ? `${f.target} ${f.ok ? '(met)' : '(**not met**)'}` : ''} |`;

/** One figure's explanation (what limits a missed target, what was tried), as a line under the table. */
export const noteOf = (f: Figure): string => `- **${f.name}**: ${f.note}`;

/** The notes section for the figures that carry one. */
export function notesOf(figures: Figure[]): string[] {
  const noted = figures.filter((f) => f.note);
  return noted.length ? ['## Notes', '', ...noted.map(noteOf), ''] : [];
}

const TABLE_HEAD = '| figure | value | target |';
const ONLY_STAMP = /^Rows of .* rewritten by `BENCH_ONLY=/;

/** A partial run's stamp ("Rows of scale, save load rewritten by …") without the suites in `rewritten`; null when none is left. */
function stampWithout(line: string, rewritten: string[]): string | null {
  const named = /^Rows of (.*?) rewritten by/.exec(line);
  if (!named) return line;
  const left = named[1].split(', ').filter((suite) => !rewritten.includes(suite));
  return left.length ? line.replace(named[1], left.join(', ')) : null;
}

/**
 * The page with only some suites' rows measured anew (BENCH_ONLY): their old rows (those whose
 * figure name starts with one of `prefixes`) and notes give way to the fresh ones, in the same
 * place; every other row and note stays as the last full run wrote it. `stamp` says what was rewritten and when.
 */
export function mergeRows(page: string, prefixes: string[], fresh: Figure[], stamp: string): string {
  const lines = page.split('\n');
  const head = lines.indexOf(TABLE_HEAD);
  if (head < 0) throw new Error('docs/benchmarks.md has no figure table to merge into');
  const ours = (line: string, start: string) => prefixes.some((p) => line.startsWith(`${start}${p}`));
  let end = head + 2;
  while (end < lines.length && lines[end].startsWith('| ')) end++;
  const rows = lines.slice(head + 2, end);
  const at = rows.findIndex((r) => ours(r, '| '));
  const kept = rows.filter((r) => !ours(r, '| '));
  const table = [...kept.slice(0, at < 0 ? kept.length : at), ...fresh.map(rowOf), ...kept.slice(at < 0 ? kept.length : at)];
  const notesAt = lines.indexOf('## Notes');
  const oldNotes = notesAt < 0 ? [] : lines.slice(notesAt + 2).filter((l) => l.startsWith('- **') && !ours(l, '- **'));
  const newNotes = fresh.filter((f) => f.note).map(noteOf);
  // An earlier partial run's stamp stays for the suites it rewrote that this run does not (their rows
  // are still its figures); a stamp whose suites are all rewritten now goes.
  const intro = lines
    .slice(0, head)
    .map((l) => (ONLY_STAMP.test(l) ? stampWithout(l, prefixes) : l))
    .filter((l): l is string => l !== null);
  // The stamp goes under the line saying which run wrote the page, after the stamps still standing.
  let stampAt = intro.findIndex((l) => l.startsWith('Written by')) + 1;
  while (stampAt < intro.length && ONLY_STAMP.test(intro[stampAt])) stampAt++;
  intro.splice(stampAt, 0, stamp);
  const notes = [...oldNotes, ...newNotes];
  return [...intro, TABLE_HEAD, '|---|---|---|', ...table, '', ...(notes.length ? ['## Notes', '', ...notes, ''] : [])].join('\n');
}
