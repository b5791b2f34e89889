import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The coded fields of a school (spec §3) with their labels; the codes are the server's. */
export const SCHOOL_OPTIONS = {
  category: {
    primary: msg`Primary`,
    upperPrimary: msg`Upper Primary`,
    elementary: msg`Elementary`,
    secondary: msg`Secondary`,
    seniorSecondary: msg`Senior Secondary`,
  },
  management: {
    stateGovernment: msg`State Government`,
    centralGovernment: msg`Central Government`,
    nonGovernmentAided: msg`Non-Government Aided`,
    nonGovernmentUnaided: msg`Non-Government Unaided`,
  },
  location: {
    urban: msg`Urban`,
    rural: msg`Rural`,
    notApplicable: msg`Not Applicable`,
  },
  genderType: {
    coEducation: msg`Co-education`,
    girls: msg`Girls`,
    boys: msg`Boys`,
  },
  schoolType: {
    government: msg`Government`,
    private: msg`Private`,
  },
} satisfies Record<string, Record<string, MessageDescriptor>>;

export type SchoolOptionField = keyof typeof SCHOOL_OPTIONS;

/** The options of a coded field as value/label pairs, in the active language. */
export function optionsOf(field: SchoolOptionField, translate: (d: MessageDescriptor) => string): { value: string; label: string }[] {
  return Object.entries(SCHOOL_OPTIONS[field]).map(([value, d]) => ({ value, label: translate(d) }));
}

/** The label of one code (the code itself when unknown). */
export function optionLabel(field: SchoolOptionField, code: string, translate: (d: MessageDescriptor) => string): string {
  const d = (SCHOOL_OPTIONS[field] as Record<string, MessageDescriptor>)[code];
  return d ? translate(d) : code;
}

/** Whether a select's text is one of a coded field's codes (the server's enum). */
export function isCode<F extends SchoolOptionField>(field: F, value: string): value is Extract<keyof (typeof SCHOOL_OPTIONS)[F], string> {
  return Object.hasOwn(SCHOOL_OPTIONS[field], value);
}
