import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

type Translate = (descriptor: MessageDescriptor) => string;

const FIELDS: Record<string, MessageDescriptor> = {
  label: msg`Text`,
  name: msg`Name`,
  help: msg`Help text`,
  description: msg`Description`,
  type: msg`Question type`,
  required: msg`Required`,
  evidence: msg`Evidence`,
  allowNotApplicable: msg`Not Applicable allowed`,
  optionGroup: msg`Option group`,
  options: msg`Options`,
  maxScore: msg`Points`,
  min: msg`Lowest value`,
  max: msg`Highest value`,
  notMoreThan: msg`Not more than`,
  scoreBands: msg`Score bands`,
  formula: msg`Formula`,
  showIf: msg`Shown when`,
  evidenceFor: msg`Evidence asked for`,
  critical: msg`Critical question`,
  scoreBasis: msg`Scored on`,
  fromSchoolInfo: msg`Taken from the school information`,
  weight: msg`Weight`,
  bands: msg`Grades`,
  title: msg`Title`,
};
const LANGS: Record<string, MessageDescriptor> = { en: msg`English`, hi: msg`Hindi` };

/** A field of a catalogue part in the officer's words ("Text (Hindi)"), not its path in the data ("label.hi"). */
export function fieldWords(t: Translate, path: string): string {
  const [head, ...rest] = path.split('.');
  const name = FIELDS[head] ? t(FIELDS[head]) : head;
  const lang = rest.length === 1 && LANGS[rest[0]] ? t(LANGS[rest[0]]) : rest.join('.');
  return lang ? `${name} (${lang})` : name;
}

/** A part of a catalogue version in the officer's words ("Question Q014"), not its target code ("question:Q014"). */
export function partWords(t: Translate, target: string): string {
  const [kind, id = ''] = target.split(':');
  switch (kind) {
    case 'question':
      return t(msg`Question ${id}`);
    case 'subdomain':
      return t(msg`Subdomain ${id}`);
    case 'domain':
      return t(msg`Domain ${id}`);
    case 'optionGroup':
      return t(msg`Option group ${id}`);
    case 'grading':
      return t(msg`Grading`);
    case 'version':
      return t(msg`Title of the version`);
    default:
      return target;
  }
}
