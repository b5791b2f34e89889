// One question of the fixtures' domain, rendered through the real templates: how a widget story is built.
import type { JsonObject } from '../../web/api/types';
import type { QuestionComment, QuestionReview } from '../../web/form/questionStore';
import { domainSchema, domainUiSchema } from './fixtures';
import { FormFrame } from './FormFrame';

type Lang = 'en' | 'hi';

/** The schema and uiSchema of a few questions of the fixture domain, in a language. */
export function pickQuestions(lang: Lang, ids: string[], required: string[] = []) {
  const full = domainSchema(lang) as { properties: Record<string, unknown>; allOf: { then: { properties: Record<string, unknown> } }[] };
  const all = { ...full.properties, ...full.allOf[0].then.properties };
  const ui = domainUiSchema(lang);
  const schema: JsonObject = { type: 'object', properties: Object.fromEntries(ids.map((id) => [id, all[id]])), required };
  const uiSchema: JsonObject = Object.fromEntries(ids.map((id) => [id, ui[id]]));
  return { schema, uiSchema };
}

type StoryProps = {
  lang: Lang;
  ids: string[];
  formData?: JsonObject;
  readonly?: boolean;
  extras?: boolean;
  required?: string[];
  liveValidate?: boolean;
  comments?: QuestionComment[];
  reviews?: QuestionReview[];
};

export function QuestionStory({ lang, ids, formData, readonly, extras, required, liveValidate, comments, reviews }: StoryProps) {
  const { schema, uiSchema } = pickQuestions(lang, ids, required);
  return (
    <FormFrame schema={schema} uiSchema={uiSchema} formData={formData} readonly={readonly} extras={extras} liveValidate={liveValidate} comments={comments} reviews={reviews} />
  );
}

export const langOf = (globals: Record<string, unknown>): Lang => (globals.lang === 'hi' ? 'hi' : 'en');
