import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What a route's serializerCompiler is given; its schema is typed loosely so that any route's response schema fits. */
type RouteSchema = { schema: unknown; method: string; url: string; httpStatus?: string };
type ZodRouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * A route's serializer for large answers (an agreement's record with its schedule, a list of contractors):
 * fast-json-stringify compiled from the zod schema's JSON schema, instead of zod parsing the whole answer
 * and JSON.stringify writing its copy, which cost more than the queries behind those answers.
 *
 * What reaches the wire is what zod's serializer gave (test/lib/compiled-serializer.test.ts compares them):
 * - Only the schema's properties are written, in its order, so fields the schema does not name never leak.
 * - Each `anyOf` (every envelope's `value` is `anyOf [answer, null]`, so the whole answer is in one) is chosen by
 *   validating the value against the branch with ajv, compiled once: types, integers, bounds and required
 *   fields are still checked. An answer that matches no branch throws; the error handler answers 500 with a
 *   correlation id, as for zod's refusal, and logs the cause.
 * - `additionalProperties: false`, which z.toJSONSchema writes for every object, is dropped first: zod strips
 *   unknown keys rather than refusing them, and under ajv it would make an answer with one more field fail.
 * What zod alone could check (refinements, such as wireString's refusal of NUL, which PostgreSQL text cannot
 * hold anyway) is not checked. A schema with no JSON form (a transform of the answer) keeps zod's serializer.
 */
export function compiledSerializer(route: RouteSchema): (data: unknown) => string {
  let stringify: (data: unknown) => string;
  try {
    const jsonSchema = openObjects(z.toJSONSchema(route.schema as z.ZodType, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }));
    stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return zodSerializerCompiler(route as ZodRouteSchema);
  }
  return (data) => {
    try {
      return stringify(data);
    } catch (error) {
      throw new Error(`${route.method} ${route.url}: the answer does not fit its response schema`, { cause: error });
    }
  };
}

/** The JSON schema without `additionalProperties: false` and `$schema` (fast-json-stringify's ajv reads draft 7 without it). */
function openObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openObjects);
  if (node === null || typeof node !== 'object') return node;
  const open: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'additionalProperties' && value === false) || key === '$schema') continue;
    open[key] = openObjects(value);
  }
  return open;
}
