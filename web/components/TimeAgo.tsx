import { useLingui } from '@lingui/react/macro';
import { useLang } from '../app/LangContext';
import { ageOf } from './relativeTime';

/** "5 min ago", "3 d ago" (spec §9's units), with the full date and time on hover. */
export function TimeAgo({ iso, now = Date.now() }: { iso: string; now?: number }) {
  const { t } = useLingui();
  const { lang } = useLang();
  const age = ageOf(iso, now);
  const full = new Date(iso).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  if (!age) return <span>{iso}</span>;
  const n = age.n;
  const text = {
    sec: t`${n} sec ago`,
    min: t`${n} min ago`,
    h: t`${n} h ago`,
    d: t`${n} d ago`,
    mon: t`${n} mon ago`,
    y: t`${n} y ago`,
  }[age.unit];
  return (
    <time dateTime={iso} title={full}>
      {text}
    </time>
  );
}
