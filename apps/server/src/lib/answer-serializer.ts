import { isDeepStrictEqual } from 'node:util';
import build from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import * as z from 'zod';

/**
 * Writes each route's answer with fast-json-stringify, compiled from the route's response schema
 * (zod's JSON Schema of it), as Fastify does for its own JSON Schemas (decision 0044). Only the
 * schema's fields are written: a field a service adds that the contract does not name is left
 * out, as zod's parse left it out. Unlike that parse it copies nothing (the parse built a second
 * copy of every answer: a tenth of the server's CPU a request in the journeys).
 *
 * `check` (the test suites) also parses the answer with zod as before: an answer that breaks its
 * contract fails the request as the parse did, and so does one the two write differently, so every
 * answer the suites see checks this serializer against the parse. A route's serializer is compiled
 * on its first answer, so routes nobody calls cost nothing.
 */
export const answerSerializer =
  ({ check }: { check: boolean }): FastifySerializerCompiler<z.ZodType> =>
  ({ schema, method, url }) => {
    let stringify: ((data: unknown) => string) | undefined;
    return (data) => {
      stringify ??= build(jsonSchemaOf(schema) as never) as (data: unknown) => string;
      const written = stringify(data);
      if (check) {
        const checked = z.safeEncode(schema, data);
        if (!checked.success)
          throw new Error(`The answer of ${method} ${url} breaks its response schema`, {
            cause: checked.error,
          });
        // fast-json-stringify writes required fields before optional ones: the same JSON, reordered.
        if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(checked.data))))
          throw new Error(`The answer of ${method} ${url} is written unlike its parsed form`);
      }
      return written;
    };
  };

type JsonSchema = { [key: string]: unknown };

/**
 * The response schema as fast-json-stringify reads it. An object the contract leaves open (a
 * TipTap document, `z.custom` with `type: 'object'`) has no `properties`; fast-json-stringify
 * would write it as `{}`, so it is marked as taking any property, written as it is.
 */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const open = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(open);
    if (!node || typeof node !== 'object') return;
    const s = node as JsonSchema;
    if (s.type === 'object' && !s.properties && !s.patternProperties && s.additionalProperties === undefined)
      s.additionalProperties = true;
    Object.values(s).forEach(open);
  };
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  open(json);
  return json as JsonSchema;
}
