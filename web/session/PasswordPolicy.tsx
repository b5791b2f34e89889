import { useLingui } from '@lingui/react/macro';
import { Icon } from '../components/Icon';
import { passwordChecks } from './validation';

/** The password policy as a checklist that ticks each rule as the password meets it. */
export function PasswordPolicy({ id, password }: { id: string; password: string }) {
  const { t } = useLingui();
  const c = passwordChecks(password);
  const rules: { met: boolean; text: string }[] = [
    { met: c.length, text: t`At least 8 characters` },
    { met: c.letter, text: t`At least one letter` },
    { met: c.digit, text: t`At least one digit` },
    { met: c.symbol, text: t`At least one symbol, such as @ # $ %` },
  ];
  return (
    <ul className="policy" id={id} aria-label={t`Password rules`}>
      {rules.map((r) => (
        <li key={r.text} className={r.met ? 'met' : ''}>
          {r.met ? (
            <Icon name="check" />
          ) : (
            <span className="policy-dot" aria-hidden="true">
              •
            </span>
          )}
          <span>
            {r.text}
            {r.met && <span className="sr-only"> ({t`done`})</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
