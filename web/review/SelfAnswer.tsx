import { useLingui } from '@lingui/react/macro';
import { answerLabel } from '../form/answerLabel';
import type { QuestionInfo } from '../form/formEngine';

/** The external evaluation's answer to a question, shown to reviewers under the school's. */
export function ExternalAnswer({ info, value }: { info: QuestionInfo; value: unknown }) {
  const { t } = useLingui();
  return (
    <div className="self-answer external-answer" data-testid={`external-${info.questionid}`}>
      <span className="col-label">{t`External evaluation`}</span>
      <span className="self-value">{answerLabel(info.schema as Parameters<typeof answerLabel>[0], value, t`No answer`)}</span>
    </div>
  );
}

/** The school's own answer to a question, shown beside the external evaluator's. */
export function SelfAnswer({ info, value, reason }: { info: QuestionInfo; value: unknown; reason?: string }) {
  const { t } = useLingui();
  return (
    <div className="self-answer" data-testid={`self-${info.questionid}`}>
      <span className="col-label">{t`School's answer`}</span>
      <span className="self-value">{answerLabel(info.schema as Parameters<typeof answerLabel>[0], value, t`No answer`)}</span>
      {reason && (
        <span className="self-reason">
          {t`Why not applicable:`} {reason}
        </span>
      )}
    </div>
  );
}
