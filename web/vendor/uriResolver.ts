/**
 * Stands in for fast-uri in @rjsf/utils (scripts/slim-dependencies.ts), which imports it only to
 * find a `$ref` by an `$id` and to make references absolute in a 2020-12 schema. No schema the app
 * gives rjsf has an `$id` or a `$schema` (prepareSchema drops the server's markers; the admin forms'
 * request schemas have none): tests/arch/slim-dependencies.test.ts holds that, so `resolve` is
 * never called. The form page's script was 13 KB of gzip smaller without it (257.8 to 244.7 KB).
 */
function equal(a: string, b: string): boolean {
  return a === b;
}

function resolve(base: string, ref: string): string {
  throw new Error(`No form schema may resolve $ref ${ref} against $id ${base} (web/vendor/uriResolver.ts)`);
}

export default { equal, resolve };
