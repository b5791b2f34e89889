import { useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { useLingui } from '@lingui/react/macro';
import { useLang } from '../../app/LangContext';
import type { ScopeLevel } from '../../api/types';
import { pick } from '../../i18n';
import type { Choice } from '../forms/widgets';
import { useContactFieldsUi } from '../forms/useContactFieldsUi';
import type { Block, District, RoleRef, User } from '../types';

const hidden = { 'ui:widget': 'hidden' } as const;

type Input = {
  user: User | null;
  roles: RoleRef[];
  districts: District[];
  blocks: Block[];
  /** The scope level of the role chosen: which place the form asks for. */
  level: ScopeLevel | undefined;
  districtChosen: boolean;
};

/**
 * How the user form shows the server's schema: labels, hints and messages in the page's language,
 * the two parts (account, person), and the place the role's scope level needs (a school, a district,
 * or a district then its block); the other places are hidden. The password is asked on create only.
 */
export function useUserFormUi({ user, roles, districts, blocks, level, districtChosen }: Input): UiSchema {
  const { t } = useLingui();
  const { lang } = useLang();
  const contact = useContactFieldsUi();
  const editing = !!user;
  return useMemo(() => {
    const choices = (list: { id: number; name: { en: string; hi: string } }[]): Choice[] => list.map((x) => ({ value: x.id, label: pick(x.name, lang) }));
    const text = (title: string, more: UiSchema = {}): UiSchema => ({ 'ui:title': title, ...more });
    return {
      'ui:options': {
        groups: [
          { title: t`Account`, fields: ['loginId', 'password', 'roleId', 'districtId', 'blockId', 'schoolCode', 'active'] },
          { title: t`Person`, fields: ['firstName', 'lastName', 'email', 'mobile', 'phone', 'aadhaar', 'address', 'city', 'state', 'postalCode'] },
        ],
      },
      userId: hidden,
      loginId: text(t`Login name`, {
        'ui:help': t`3 to 50 characters: English letters, digits and . _ @ -`,
        'ui:options': {
          emptyValue: '',
          messages: { required: t`Please enter login name`, pattern: t`Login name must have 3 to 50 characters: English letters, digits and . _ @ -` },
        },
      }),
      password: editing
        ? hidden
        : text(t`Password`, {
            'ui:help': t`At least 8 characters, including a letter, a digit and a symbol`,
            'ui:options': {
              inputType: 'password',
              autocomplete: 'new-password',
              messages: { pattern: t`Password must have at least 8 characters, including a letter, a digit and a symbol` },
            },
          }),
      roleId: text(t`Role`, { 'ui:widget': 'select', 'ui:placeholder': t`Select…`, 'ui:options': { choices: choices(roles) } }),
      districtId:
        level === 'district' || level === 'block'
          ? text(t`District`, { 'ui:widget': 'select', 'ui:placeholder': t`Select…`, 'ui:options': { choices: choices(districts), needed: level === 'district' } })
          : hidden,
      blockId:
        level === 'block'
          ? text(t`Block`, {
              'ui:widget': 'select',
              'ui:placeholder': districtChosen ? t`Select…` : t`Select the district first`,
              'ui:options': { choices: choices(blocks), needed: true },
            })
          : hidden,
      schoolCode: level === 'school' ? { 'ui:widget': 'schoolPicker', 'ui:options': { bare: true, needed: true, currentName: user?.schoolName ?? null } } : hidden,
      active: text(t`Active`),
      firstName: text(t`First name`, { 'ui:options': { emptyValue: '' } }),
      lastName: text(t`Last name`),
      ...contact,
      aadhaar: text(t`Aadhaar number`, {
        'ui:help': user?.aadhaar ? t`Stored: ${user.aadhaar}. Enter a new number only to replace it.` : t`12 digits; it is stored encrypted and shown only masked.`,
        'ui:options': { inputMode: 'numeric', messages: { pattern: t`Not a valid Aadhaar number` } },
      }),
      address: text(t`Address`, { 'ui:options': { wide: true } }),
      city: text(t`City`),
      state: text(t`State`),
      postalCode: text(t`Postal code`, { 'ui:options': { inputMode: 'numeric', messages: { pattern: t`Postal code must be 6 digits` } } }),
    };
  }, [t, lang, contact, editing, user, roles, districts, blocks, level, districtChosen]);
}
