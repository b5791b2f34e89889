import { useLingui } from '@lingui/react/macro';

/** Where the person is in the two-step account request. */
export function SignupSteps({ step }: { step: 1 | 2 }) {
  const { t } = useLingui();
  return (
    <ol className="steps" aria-label={t`Steps of the account request`}>
      <li aria-current={step === 1 ? 'step' : undefined} className={step > 1 ? 'done' : ''}>
        {t`School`}
      </li>
      <li aria-current={step === 2 ? 'step' : undefined}>{t`Account`}</li>
    </ol>
  );
}
