import { useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { useLingui } from '@lingui/react/macro';
import { useLang } from '../../app/LangContext';
import { pick } from '../../i18n';
import { useContactFieldsUi } from '../forms/useContactFieldsUi';
import type { Block, District } from '../types';
import { SCHOOL_OPTIONS, type SchoolOptionField } from './schoolOptions';

type Reference<T> = { data: T[] | undefined; loading: boolean; error: string | null };

type Input = { editing: boolean; districts: Reference<District>; blocks: Reference<Block>; districtChosen: boolean };

/**
 * How the school form shows the server's schema: labels, hints, the coded fields' options and the
 * messages in the page's language, in three parts (school, location, head). The district's blocks
 * come once a district is chosen; "active" is for a school that exists.
 */
export function useSchoolFormUi({ editing, districts, blocks, districtChosen }: Input): UiSchema {
  const { t, i18n } = useLingui();
  const { lang } = useLang();
  const contact = useContactFieldsUi();
  return useMemo(() => {
    const coded = (field: SchoolOptionField, title: string): UiSchema => ({
      'ui:title': title,
      'ui:widget': 'select',
      'ui:placeholder': t`Select…`,
      'ui:enumNames': Object.fromEntries(Object.entries(SCHOOL_OPTIONS[field]).map(([code, d]) => [code, i18n._(d)])),
    });
    const choices = (list: { id: number; name: { en: string; hi: string } }[] | undefined) => (list ?? []).map((x) => ({ value: x.id, label: pick(x.name, lang) }));
    return {
      'ui:options': {
        groups: [
          { title: t`School`, fields: ['udise', 'misCode', 'name', 'category', 'management', 'schoolType', 'genderType'] },
          { title: t`Location and district`, fields: ['location', 'districtId', 'blockId'] },
          { title: t`School head`, fields: ['headName', 'email', 'mobile', 'active'] },
        ],
      },
      schoolCode: { 'ui:widget': 'hidden' },
      udise: {
        'ui:title': t`UDISE number`,
        'ui:help': t`11 digits`,
        'ui:options': { inputMode: 'numeric', emptyValue: '', messages: { pattern: t`UDISE number must be 11 digits` } },
      },
      misCode: { 'ui:title': t`MIS school code` },
      name: { 'ui:title': t`School name`, 'ui:options': { wide: true, emptyValue: '' } },
      category: coded('category', t`School category`),
      management: coded('management', t`Management type`),
      schoolType: coded('schoolType', t`School type`),
      genderType: coded('genderType', t`Gender type`),
      location: coded('location', t`Location`),
      districtId: {
        'ui:title': t`District`,
        'ui:widget': 'select',
        'ui:placeholder': districts.loading ? t`Loading…` : t`Select…`,
        'ui:options': { choices: choices(districts.data) },
        ...(districts.error ? { 'ui:help': districts.error } : {}),
      },
      blockId: {
        'ui:title': t`Block`,
        'ui:widget': 'select',
        'ui:placeholder': !districtChosen ? t`Select the district first` : blocks.loading ? t`Loading…` : t`Select…`,
        // Only ever true: rjsf lets a field's own `false` override the form's disabled (a locked form).
        ...(districtChosen ? {} : { 'ui:disabled': true }),
        'ui:options': { choices: choices(blocks.data) },
        ...(blocks.error ? { 'ui:help': blocks.error } : {}),
      },
      headName: { 'ui:title': t`School head name` },
      ...contact,
      active: editing ? { 'ui:title': t`Active school` } : { 'ui:widget': 'hidden' },
    };
  }, [t, i18n, lang, contact, editing, districts, blocks, districtChosen]);
}
