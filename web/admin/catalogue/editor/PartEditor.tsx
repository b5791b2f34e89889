import { useLingui } from '@lingui/react/macro';
import type { CatalogueVersion } from '../../../../engine';
import { useLang } from '../../../app/LangContext';
import { BilingualText } from './BilingualText';
import type { Working } from './draftParts';
import { GradingEditor } from './GradingEditor';
import { OptionGroupEditor } from './OptionGroupEditor';
import { QuestionEditor } from './QuestionEditor';
import { SectionEditor } from './SectionEditor';

type Props = {
  working: Working;
  catalogue: CatalogueVersion;
  version: string;
  disabled: boolean;
  /** The server's refusals of the last save, by field. */
  errors: Record<string, string>;
  onEdit: (next: Working) => void;
};

/** The editor of the part in hand: a question, the title, the grading, an option group, a domain or a subdomain. */
export function PartEditor({ working: w, catalogue: c, version, disabled, errors, onEdit: edit }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  switch (w.kind) {
    case 'question':
      return <QuestionEditor catalogue={c} question={w.value} lang={lang} disabled={disabled} errors={errors} onChange={(value) => edit({ ...w, value })} />;
    case 'title':
      return (
        <div className="section-editor">
          <h2 className="card-title">{t`Title of version ${version}`}</h2>
          <BilingualText label={t`Title`} textKey="version|title" errors={{ en: errors.en, hi: errors.hi }} value={w.value} onChange={(value) => value && edit({ ...w, value })} disabled={disabled} />
        </div>
      );
    case 'grading':
      return <GradingEditor value={w.value} disabled={disabled} onChange={(value) => edit({ ...w, value })} />;
    case 'optionGroup': {
      const users = c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions)).filter((q) => q.optionGroup === w.id && w.id !== '');
      return <OptionGroupEditor value={w.value} isNew={w.id === ''} usedBy={users.map((q) => q.id)} multi={users.some((q) => q.type === 'multi')} disabled={disabled} errors={errors} onChange={(value) => edit({ ...w, value })} />;
    }
    default:
      return <SectionEditor kind={w.kind} id={w.id} value={w.value} disabled={disabled} errors={errors} onChange={(value) => edit({ ...w, value })} />;
  }
}
