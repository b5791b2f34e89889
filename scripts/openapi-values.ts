// Writes server/openapi/route-values.generated.ts: the JSON Schema of every route's success value,
// derived by the TypeScript compiler from the value each route hands to ok(c, value) (or c.json),
// so the OpenAPI document describes what the code answers. Routes whose registry entry has a
// hand-written `value` (with descriptions) are left to it. Run with --check to fail (exit 1)
// when the committed file is stale: `npm run api:values`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import { routeRegistry } from '../server/openapi/registry';
import { routeModuleFiles } from '../server/openapi/route-files';

type Schema = Record<string, unknown>;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'server/openapi/route-values.generated.ts');

/** Component names of the main answers (by route), for typed clients; other values stay inline. */
const valueNames: Record<string, string> = {
  'POST /v1/form/search': 'FormSearchPage',
  'GET /v1/form/:accrid/domain': 'FormDomainList',
  'POST /v1/form/json': 'FormDomainJson',
  'POST /v1/form/domain/details/validate': 'FormCompleteness',
  'GET /v1/form/:accrid/status': 'FormStatusView',
  'POST /v1/form/self/init': 'FormStatusView',
  'GET /v1/form/:accrid/status/history': 'FormHistory',
  'POST /v1/form/history': 'FormHistory',
  'POST /v1/form/status/change': 'FormTransition',
  'POST /v1/workflow/form/:level/status/submit': 'FormTransition',
  'POST /v1/workflow/form/:level/status/reject': 'FormTransition',
  'GET /v1/form/reject/reason/list': 'RejectReasonList',
  'POST /v1/form/question/status': 'QuestionReview',
  'POST /v1/form/question/comment/list': 'QuestionCommentList',
  'POST /v1/form/question/comment': 'QuestionComment',
  'GET /v1/form/:accrid/comments': 'FormComments',
  'POST /v1/form/question/document': 'UploadedDocuments',
  'POST /v1/complaint/document/upload': 'UploadedDocuments',
  'POST /v1/form/:accrid/question/:questionid/documents': 'EvidenceDocumentList',
  'GET /v1/form/:accrid/documents': 'EvidenceDocumentList',
  'POST /v1/school/details': 'SchoolDetails',
  'POST /v1/school/master/list': 'SchoolMasterPage',
  'GET /v1/school/:schoolCode': 'SchoolMasterRecord',
  'POST /v1/school/manage': 'SchoolMasterRecord',
  'POST /v1/user/requests/list': 'AccountRequestPage',
  'POST /v1/user/requests/:id/approve': 'AccountRequestDecision',
  'POST /v1/user/requests/:id/reject': 'AccountRequestDecision',
  'POST /v1/user/list': 'UserPage',
  'GET /v1/user/:userid': 'UserDetail',
  'POST /v1/user/create': 'UserView',
  'POST /v1/user/set': 'UserSaved',
  'GET /v1/user/profile': 'UserView',
  'POST /v1/user/profile': 'UserSaved',
  'POST /v1/user/:id/inactive': 'UserView',
  'GET /v1/user/:userid/history': 'UserHistory',
  'POST /v1/roles/list': 'RolePage',
  'GET /v1/roles/:roleid': 'RoleDetail',
  'POST /v1/roles': 'RoleView',
  'PUT /v1/roles/:roleid': 'RoleView',
  'GET /v1/roles/:roleid/privilege': 'RolePrivilegeList',
  'POST /v1/cycle/list': 'CycleList',
  'POST /v1/cycle/create': 'CycleView',
  'POST /v1/complaint/list': 'ComplaintPage',
  'GET /v1/complaint/:complaintid': 'ComplaintView',
  'POST /v1/complaint/:complaintid/comment/list': 'ComplaintCommentList',
  'GET /v1/complaint/:complaintid/document/list': 'ComplaintDocumentList',
  'GET /v1/catalogue/versions': 'CatalogueVersionList',
  'GET /v1/catalogue/versions/:version': 'CatalogueDraftView',
  'GET /v1/catalogue/versions/:version/history': 'CatalogueHistory',
  'POST /v1/catalogue/cycles/:cycleid/migrate': 'CycleMigrated',
  'GET /v1/catalogue/cycles/:cycleid/migration': 'CycleMigrationPreview',
  'PUT /v1/catalogue/drafts/:version/title': 'DraftRevision',
};

/** The mount prefix of each route factory, as server/app.ts mounts it. */
function mountPrefixes(): Map<string, string[]> {
  const prefixes = new Map<string, string[]>();
  for (const m of readFileSync(join(root, 'server/app.ts'), 'utf8').matchAll(/\.route\('([^']+)', (\w+)\(deps\)\)/g)) prefixes.set(m[2]!, [...(prefixes.get(m[2]!) ?? []), m[1]!]);
  return prefixes;
}

export function renderRouteValues(): string {
  const moduleFiles = routeModuleFiles(root);
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root);
  const program = ts.createProgram(moduleFiles, config.options);
  const checker = program.getTypeChecker();
  const components: Record<string, Schema> = {};
  const typeNames = new Map<ts.Type, string>();

  const ownType = (t: ts.Type): string | null => {
    const sym = t.aliasSymbol ?? t.getSymbol();
    const decl = sym?.declarations?.[0];
    if (!sym || !decl || sym.getName().startsWith('__')) return null;
    const file = decl.getSourceFile().fileName;
    if (!file.startsWith(root) || file.includes('node_modules')) return null;
    // The catalogue's types (Domain, Question, Option...) are named for their place in it.
    const name = sym.getName();
    return file.endsWith('engine/generated/catalogue.ts') && !name.startsWith('Catalogue') ? `Catalogue${name}` : name;
  };
  const isBilingual = (t: ts.Type) => {
    const props = t.getProperties();
    return props.length === 2 && props.every((p) => ['en', 'hi'].includes(p.getName()) && (checker.getTypeOfSymbol(p).flags & ts.TypeFlags.String) !== 0);
  };
  const dropsOut = (t: ts.Type) => (t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) !== 0;
  const optional = (p: ts.Symbol) => {
    const t = checker.getTypeOfSymbol(p);
    return (p.flags & ts.SymbolFlags.Optional) !== 0 || (t.isUnion() && t.types.some(dropsOut));
  };

  function objectSchema(t: ts.Type): Schema {
    const properties: Schema = {};
    const required: string[] = [];
    for (const p of checker.getPropertiesOfType(t)) {
      const pt = checker.getTypeOfSymbol(p);
      if (pt.getCallSignatures().length || dropsOut(pt)) continue;
      properties[p.getName()] = convert(pt);
      if (!optional(p)) required.push(p.getName());
    }
    const index = checker.getIndexInfosOfType(t)[0];
    const s: Schema = { type: 'object' };
    if (required.length) s.required = required;
    if (Object.keys(properties).length) s.properties = properties;
    if (index) s.additionalProperties = convert(index.type);
    else if (!required.length && !Object.keys(properties).length) s.additionalProperties = false;
    return s;
  }

  /** One object of several (a union of object types): every field, required where every member has it. */
  function mergedObject(types: ts.Type[]): Schema {
    const members = types.map((t) => new Map(checker.getPropertiesOfType(t).map((p) => [p.getName(), p])));
    const names = [...new Set(members.flatMap((m) => [...m.keys()]))];
    const properties: Schema = {};
    const required: string[] = [];
    for (const name of names) {
      const symbols = members.map((m) => m.get(name)).filter((p): p is ts.Symbol => p !== undefined);
      const types_ = symbols.map((p) => checker.getTypeOfSymbol(p)).filter((t) => !t.getCallSignatures().length);
      if (!types_.length) continue;
      properties[name] = convert(types_.length === 1 ? types_[0]! : (checker as unknown as { getUnionType(t: ts.Type[]): ts.Type }).getUnionType(types_));
      if (symbols.length === members.length && symbols.every((p) => !optional(p))) required.push(name);
    }
    return { type: 'object', ...(required.length ? { required } : {}), properties };
  }

  function convert(t: ts.Type): Schema {
    const f = t.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    // An array typed never[] is always empty.
    if (f & ts.TypeFlags.Never) return { not: {} };
    if (f & ts.TypeFlags.Null) return { type: 'null' };
    if (t.isStringLiteral()) return { const: t.value };
    if (t.isNumberLiteral()) return { const: t.value };
    if (f & ts.TypeFlags.BooleanLiteral) return { const: checker.typeToString(t) === 'true' };
    if (f & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (t.isUnion()) {
      let parts = t.types.filter((x) => !dropsOut(x));
      const booleans = parts.filter((x) => x.flags & ts.TypeFlags.BooleanLiteral);
      if (booleans.length === 2) parts = [...parts.filter((x) => !booleans.includes(x)), checker.getBooleanType()];
      const nullable = parts.some((x) => x.flags & ts.TypeFlags.Null);
      const emptyArray = (x: ts.Type) => checker.isArrayType(x) && (checker.getTypeArguments(x as ts.TypeReference)[0]!.flags & ts.TypeFlags.Never) !== 0;
      // `[] | Row[]` is `Row[]`: the empty literal adds nothing.
      const rest = parts.filter((x) => !(x.flags & ts.TypeFlags.Null)).filter((x, _i, all) => !emptyArray(x) || all.every(emptyArray));
      const plainObject = (x: ts.Type) => (x.flags & ts.TypeFlags.Object) !== 0 && !checker.isArrayType(x) && x.getSymbol()?.getName() !== 'Date' && !isBilingual(x);
      let s: Schema;
      if (rest.length && rest.every((x) => x.isLiteral())) s = { enum: rest.map((x) => (x as ts.LiteralType).value) };
      else if (rest.length === 1) s = convert(rest[0]!);
      else if (rest.every(plainObject) && rest.every((x) => !ownType(x) || ownType(x) === ownType(rest[0]!))) s = mergedObject(rest);
      else s = { anyOf: rest.map(convert) };
      if (!nullable) return s;
      if (Array.isArray(s.enum)) return { enum: [...(s.enum as unknown[]), null] };
      if (typeof s.type === 'string') return { ...s, type: [s.type, 'null'] };
      if (Array.isArray(s.anyOf)) return { anyOf: [...(s.anyOf as Schema[]), { type: 'null' }] };
      return { anyOf: [s, { type: 'null' }] };
    }
    if (t.getSymbol()?.getName() === 'Date') return { type: 'string', format: 'date-time' };
    if (checker.isArrayType(t)) return { type: 'array', items: convert(checker.getTypeArguments(t as ts.TypeReference)[0]!) };
    if (checker.isTupleType(t)) {
      const items = checker.getTypeArguments(t as ts.TypeReference);
      return { type: 'array', prefixItems: items.map(convert), minItems: items.length, maxItems: items.length };
    }
    if (f & ts.TypeFlags.Object) {
      if (isBilingual(t)) return { $ref: '#/components/schemas/BilingualText' };
      const name = ownType(t);
      if (!name) return objectSchema(t);
      let component = typeNames.get(t);
      if (!component) {
        component = name;
        for (let i = 2; components[component]; i++) component = `${name}${i}`;
        typeNames.set(t, component);
        components[component] = {};
        components[component] = objectSchema(t);
      }
      return { $ref: `#/components/schemas/${component}` };
    }
    throw new Error(`no JSON Schema for the type ${checker.typeToString(t)}`);
  }

  const values: Record<string, Schema> = {};
  const files: Record<string, Schema> = {};
  const prefixes = mountPrefixes();
  for (const file of moduleFiles) {
    const source = program.getSourceFile(file)!;
    // Local helpers of the route file that answer for a handler (e.g. a cycle action's `run`).
    const localFunctions = new Map<string, ts.Node>();
    const collect = (n: ts.Node) => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && ts.isArrowFunction(n.initializer)) localFunctions.set(n.name.text, n.initializer);
      if (ts.isFunctionDeclaration(n) && n.name) localFunctions.set(n.name.text, n);
      ts.forEachChild(n, collect);
    };
    collect(source);
    for (const st of source.statements) {
      if (!ts.isFunctionDeclaration(st) || !st.name || !prefixes.has(st.name.text)) continue;
      const visit = (n: ts.Node) => {
        ts.forEachChild(n, visit);
        if (!ts.isCallExpression(n) || !ts.isPropertyAccessExpression(n.expression) || !['get', 'post', 'put', 'delete'].includes(n.expression.name.text)) return;
        const path = n.arguments[0];
        if (!path || !ts.isStringLiteral(path)) return;
        const method = n.expression.name.text.toUpperCase();
        const keys = prefixes.get(st.name!.text)!.map((prefix) => `${method} ${`${prefix}${path.text}`.replace(/\/$/, '')}`);
        if (keys.every((key) => routeRegistry[key]?.value)) return;
        const answers: { value?: Schema; file?: Schema } = {};
        const seen = new Set<ts.Node>();
        const find = (x: ts.Node) => {
          if (ts.isCallExpression(x)) {
            const callee = x.expression.getText();
            const arg = x.arguments[callee === 'ok' ? 1 : 0];
            if ((callee === 'ok' || callee === 'c.json') && arg) {
              const schema = convert(checker.getTypeAtLocation(arg));
              const slot = callee === 'ok' ? 'value' : 'file';
              const before = answers[slot];
              answers[slot] = before && JSON.stringify(before) !== JSON.stringify(schema) ? { anyOf: [before, schema] } : schema;
            }
            const local = ts.isIdentifier(x.expression) ? localFunctions.get(x.expression.text) : undefined;
            if (local && !seen.has(local)) {
              seen.add(local);
              find(local);
            }
          }
          ts.forEachChild(x, find);
        };
        n.arguments.slice(1).forEach(find);
        for (const key of keys) {
          if (answers.value) values[key] = answers.value;
          if (answers.file) files[key] = answers.file;
        }
      };
      visit(st);
    }
  }
  // The main answers as named components; routes sharing a name share the component.
  for (const [key, name] of Object.entries(valueNames)) {
    const schema = values[key];
    if (!schema) throw new Error(`${key}: no value found for the component ${name}`);
    if (components[name] && JSON.stringify(components[name]) !== JSON.stringify(schema) && !('$ref' in schema && schema.$ref === `#/components/schemas/${name}`))
      throw new Error(`${name}: ${key} answers another shape than the other routes of that name`);
    if (!schema.$ref) components[name] = schema;
    values[key] = schema.$ref ? schema : { $ref: `#/components/schemas/${name}` };
  }
  const sorted = (o: Record<string, Schema>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  return [
    '// Generated by scripts/openapi-values.ts from the values the routes answer (npm run api:values). Do not edit.',
    'type Schema = Record<string, unknown>;',
    '',
    '/** The success value of each route, by `METHOD /path` as Hono registers it. */',
    `export const routeValues: Record<string, Schema> = ${JSON.stringify(sorted(values))};`,
    '',
    '/** A JSON file a route answers without the envelope, by route. */',
    `export const routeFiles: Record<string, Schema> = ${JSON.stringify(sorted(files))};`,
    '',
    '/** The named types those values use, as components of the OpenAPI document. */',
    `export const routeValueComponents: Record<string, Schema> = ${JSON.stringify(sorted(components))};`,
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = await format(renderRouteValues(), { ...(await resolveConfig(target)), filepath: target });
  if (process.argv.includes('--check')) {
    if ((existsSync(target) ? readFileSync(target, 'utf8') : '') !== text) {
      console.error('server/openapi/route-values.generated.ts is stale: run npm run api:values');
      process.exit(1);
    }
    console.log('route value schemas are up to date');
  } else {
    writeFileSync(target, text);
    console.log('wrote', target);
  }
}
