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

/** The change history's name for the part a texts-sheet row names ("Q012" -> "question:Q012", "group:yesNo" -> "optionGroup:yesNo"). */
function targetOfTextRow(id: string): string {
  if (id.startsWith('group:')) return `optionGroup:${id.slice('group:'.length)}`;
  if (/^SD\d/.test(id)) return `subdomain:${id}`;
  if (/^D\d/.test(id)) return `domain:${id}`;
  if (/^Q\d/.test(id)) return `question:${id}`;
  return id;
}

/**
 * A text of a translators' sheet in the officer's words ("Question Q010 · Text (Hindi)"), not its
 * row codes ("Q010 · label · hi"); without `lang` when the language is shown elsewhere.
 */
export function textCellWords(t: Translate, id: string, field: string, lang?: string): string {
  const grade = id.startsWith('grade:') ? id.slice('grade:'.length) : null;
  const code = field.startsWith('option:') ? field.slice('option:'.length) : null;
  const part = grade !== null ? t(msg`Grade ${grade}`) : partWords(t, targetOfTextRow(id));
  const name = code !== null ? t(msg`Option ${code}`) : field === 'formula' ? t(msg`Description of the formula`) : fieldWords(t, field);
  const language = lang && LANGS[lang] ? ` (${t(LANGS[lang])})` : '';
  return `${part} · ${name}${language}`;
}
