import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ActionMessage, type ActionMessageValue } from '../../web/admin/catalogue/editor/ActionMessage';
import { CheckPanel } from '../../web/admin/catalogue/editor/CheckPanel';
import { ScoreInput } from '../../web/admin/catalogue/editor/ScoreInput';
import { refusalWords, type FormatDetail } from '../../web/admin/catalogue/editor/refusalWords';
import type { Problem } from '../../web/admin/catalogue/editor/draftApi';
import { withRouter } from './mockApi';
import { catalogue } from './catalogueStoryParts';
import '../../web/admin/catalogue/editor/editor.css';

type Kind = 'saved' | 'refused' | 'conflict' | 'score' | 'check';

const refused: FormatDetail[] = [
  { part: 'question:Q012', path: 'label.en', keyword: 'minLength', limit: 1 },
  { part: 'question:Q012', path: 'options.1.score', keyword: 'type', type: 'number' },
];

/** The message of an action as the editor shows it beside the buttons that caused it, in the language of the toolbar. */
function Story({ kind }: { kind: Kind }) {
  const { t, i18n } = useLingui();
  const tr = (d: MessageDescriptor) => i18n._(d);
  const [score, setScore] = useState<number | string>('x');
  const when = new Date('2026-11-28T21:40:00Z').toLocaleString(i18n.locale === 'hi' ? 'hi-IN' : 'en-IN');
  // One object per language, as the editor keeps one per action (a new object takes the focus again).
  const [messages] = useState<Record<string, ActionMessageValue>>({});
  const message = (messages[`${kind}:${i18n.locale}`] ??=
    kind === 'saved'
      ? { kind: 'success', text: t`Saved.` }
      : kind === 'refused'
        ? { kind: 'error', text: t`Not saved:`, details: refused.map((d) => refusalWords(tr, d)) }
        : { kind: 'warning', text: t`You changed this part in another tab or window at ${when}, after this page opened it.` });
  if (kind === 'score')
    return (
      <div className="catalogue-editor">
        <ScoreInput label={t`Score of option ${2}`} path="options.1.score" value={score} onChange={setScore} />
      </div>
    );
  if (kind === 'check') {
    const hi = i18n.locale === 'hi';
    const problems: Problem[] = [
      {
        path: 'domains[0].subdomains[0].questions[1].label.hi',
        message: hi ? 'प्रश्न Q002: हिन्दी पाठ नहीं है' : 'Question Q002: the Hindi text is missing',
        questionid: 'Q002',
        subdomainid: 'SD1',
        domainid: 'D1',
        kind: 'hindi',
      },
      {
        path: 'domains[0].subdomains[0].questions[1].options[0].score',
        message: hi
          ? 'प्रश्न Q002: विकल्प SDP2_1 का अंक 100 है, बाकी विकल्पों (1, 1, 1, 1, 0) से बहुत अधिक। क्या यह भूल से लिखा गया है?'
          : 'Question Q002: option SDP2_1 scores 100, far above the others (1, 1, 1, 1, 0). Is it a slip?',
        questionid: 'Q002',
        subdomainid: 'SD1',
        domainid: 'D1',
        kind: 'warning',
      },
    ];
    return <CheckPanel problems={problems} catalogue={catalogue} onPick={() => undefined} />;
  }
  return (
    <div className="catalogue-editor">
      <div className="form-buttons">
        <button type="button" className="btn btn-primary">
          {t`Save`}
        </button>
      </div>
      <ActionMessage message={message} testId="save-message">
        {kind === 'conflict' && (
          <button type="button" className="btn btn-sm">
            {t`Save mine over it`}
          </button>
        )}
      </ActionMessage>
    </div>
  );
}

const meta = { title: 'Admin/Catalogue editor/Action messages', component: Story, decorators: [withRouter] } satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

/** "Saved." beside the Save button, announced politely. */
export const Saved: S = { args: { kind: 'saved' } };
/** A refused save: each field named in plain words of the reader's language, announced and focused. */
export const RefusedSave: S = { args: { kind: 'refused' } };
/** Another's newer change: the message and what to do about it, beside the Save button. */
export const Conflict: S = { args: { kind: 'conflict' } };
/** A letter typed as a score: kept in the field and said beside it, not dropped. */
export const ScoreNotANumber: S = { args: { kind: 'score' } };
/** The check: a problem that stops publishing, and a score outlier as a warning that does not. */
export const CheckWithWarning: S = { args: { kind: 'check' } };
