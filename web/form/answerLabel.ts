type Option = { const?: unknown; title?: string };
type PropSchema = { oneOf?: Option[]; anyOf?: Option[]; items?: { anyOf?: Option[]; oneOf?: Option[] }; type?: unknown };

/** Whether a question has an answer (a choice, ticks, a number). */
export function hasAnswer(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return typeof value !== 'number' || Number.isFinite(value);
}

/** An answer as people read it: the option titles of codes (the schema carries them in the page's language). */
export function answerLabel(schema: PropSchema | undefined, value: unknown, none: string): string {
  if (!hasAnswer(value)) return none;
  const options = schema?.oneOf ?? schema?.anyOf ?? schema?.items?.anyOf ?? schema?.items?.oneOf ?? [];
  const title = (v: unknown) => options.find((o) => o.const === v)?.title ?? String(v);
  if (Array.isArray(value)) return value.map(title).join(', ');
  if (typeof value === 'number') return String(Number(value.toFixed(2)));
  return title(value);
}
