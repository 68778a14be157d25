import type { FromSchema, JSONSchema } from 'json-schema-to-ts'

/**
 * The route schemas are the one statement of a request's shape: this type provider gives every
 * route's `request.body`, `request.params` and `request.query` the TypeScript type of its JSON
 * schema (json-schema-to-ts), so a route writes its schema and no interface beside it.
 *
 * It is the default provider of every Fastify instance in the server, so route files keep taking a
 * plain `FastifyInstance`. Two rules make it work:
 * - a route gives no type arguments (`app.post<{ Body: … }>` would turn inference off for all
 *   four parts; `route-schema-types.test.ts` fails on a `Body` generic);
 * - a schema is a literal (inline, or a constant ending in `as const`), so its type keeps the
 *   property names, `required` and `enum` values;
 * - routes declared inside `app.register(async (scope) => …)` annotate `scope: FastifyInstance`
 *   (the callback's inferred instance type leaves request parts `unknown`).
 *
 * Replies stay `unknown`: the response schemas serialise, they do not type the handlers.
 */
declare module 'fastify' {
  interface FastifyTypeProviderDefault {
    validator: this['schema'] extends JSONSchema ? FromSchema<this['schema']> : unknown
  }
}

export {}
