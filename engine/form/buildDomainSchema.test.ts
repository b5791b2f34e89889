import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../testing/fixtureCatalogue';
import { buildDomainSchema } from './buildDomainSchema';
import { indexCatalogue } from './indexCatalogue';

const index = indexCatalogue(fixtureCatalogue());

describe('buildDomainSchema()', () => {
  it('builds a valid JSON Schema titled in the chosen language', () => {
    const { schema } = buildDomainSchema(index, 'D1', 'hi');
    expect(schema.title).toBe('विद्यालय नेतृत्व एवं प्रबंधन');
    const ajv = new Ajv2020({ strict: false });
    expect(ajv.validateSchema(schema)).toBe(true);
  });

  it('offers Not Applicable only where allowed and groups questions by subdomain', () => {
    const { schema, uiSchema } = buildDomainSchema(index, 'D1', 'en');
    const props = schema.properties as Record<string, { oneOf?: { const: string }[] }>;
    expect(props.Q003.oneOf!.map((o) => o.const)).toEqual(['YN1', 'YN2', 'NA']);
    expect(props.Q001.oneOf!.map((o) => o.const)).toEqual(['YN1', 'YN2']);
    const groups = (uiSchema['ui:options'] as { groups: { id: string; fields: string[] }[] }).groups;
    expect(groups.map((g) => g.id)).toEqual(['SD1', 'SD2']);
  });

  it('requires a follow-up only when its parent is answered yes', () => {
    const { schema } = buildDomainSchema(index, 'D1', 'en');
    const validate = new Ajv2020({ strict: false }).compile(schema);
    const base = { Q003: 'YN1', Q004: 4, Q005: 4 };
    expect(validate({ ...base, Q001: 'YN2' })).toBe(true);
    expect(validate({ ...base, Q001: 'YN1' })).toBe(false);
    expect(validate({ ...base, Q001: 'YN1', Q002: 'YN2' })).toBe(true);
  });

  it('marks computed percentages read-only with the computed widget', () => {
    const { schema, uiSchema } = buildDomainSchema(index, 'D1', 'en');
    expect((schema.properties as Record<string, { readOnly?: boolean }>).Q006.readOnly).toBe(true);
    expect((uiSchema.Q006 as Record<string, unknown>)['ui:widget']).toBe('computed');
  });

  it('shows a count taken from the school information as a value with its source, neither asked nor required', () => {
    const c = fixtureCatalogue();
    const q004 = c.domains[0].subdomains[1].questions.find((q) => q.id === 'Q004')!;
    q004.fromSchoolInfo = 'teachersInPosition';
    const { schema, uiSchema } = buildDomainSchema(indexCatalogue(c), 'D1', 'hi');
    const prop = (schema.properties as Record<string, Record<string, unknown>>).Q004;
    expect(prop.readOnly).toBe(true);
    expect(prop.description).toBe('विद्यालय की जानकारी से लिया गया; इसे वहीं बदलें।');
    expect(schema.required).not.toContain('Q004');
    expect(schema.required).toContain('Q005');
    expect(uiSchema.Q004).toMatchObject({ 'ui:widget': 'computed', 'ui:options': { fromSchoolInfo: 'teachersInPosition' } });
  });
});
