import { useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { useLingui } from '@lingui/react/macro';

/** The labels, keyboards, hints and messages of the contact fields users and schools share. */
export function useContactFieldsUi(): { email: UiSchema; mobile: UiSchema; phone: UiSchema } {
  const { t } = useLingui();
  return useMemo(
    () => ({
      email: { 'ui:title': t`E-mail`, 'ui:options': { inputType: 'email', inputMode: 'email', messages: { pattern: t`Not a valid e-mail address` } } },
      mobile: {
        'ui:title': t`Mobile number`,
        'ui:help': t`10 digits, starting with 6 to 9`,
        'ui:options': { inputType: 'tel', inputMode: 'tel', messages: { pattern: t`Not a valid mobile number` } },
      },
      phone: { 'ui:title': t`Phone number`, 'ui:options': { inputType: 'tel', inputMode: 'tel', messages: { pattern: t`Not a valid phone number` } } },
    }),
    [t],
  );
}
