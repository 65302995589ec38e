import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { CALLS, type Call } from '@electrohub/shared/contract';
import { LINK_HEADER, TOTAL_COUNT_HEADER } from '@electrohub/shared/paging';

type Response = { description?: string; headers?: Record<string, unknown> };
type Operation = {
  requestBody?: { required?: boolean; content?: Record<string, { schema?: { nullable?: boolean } }> };
  responses?: Record<string, Response>;
};

const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'Invalid input (`ValidationError` with `issues`)',
  401: 'Not signed in, or wrong credentials',
  403: "Someone else's resource, or a request from an origin that is not allowed",
  404: 'No such resource',
  409: 'Conflict with the current state (exists, stock, price changed, status transition)',
  413: 'Upload or body too large',
  415: 'Unsupported file or content type',
  429: 'Too many requests',
  500: 'Unexpected failure (no internals; the log has them under the request id)',
};

const PAGING_HEADERS = {
  [TOTAL_COUNT_HEADER]: { description: 'Rows in the whole list', schema: { type: 'integer' } },
  [LINK_HEADER]: {
    description: 'URLs of the next, prev, first and last pages (RFC 8288)',
    schema: { type: 'string' },
  },
};

/**
 * @fastify/swagger marks every request body required; a body the route accepts as absent (a `.nullish()` schema,
 * e.g. add-to-cart's optional quantity) is documented as optional instead.
 */
function optionalNullableBodies(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const doc = jsonSchemaTransformObject(input) as { paths?: Record<string, Record<string, Operation>> };
  for (const item of Object.values(doc.paths ?? {}))
    for (const op of Object.values(item)) {
      const content = op.requestBody?.content ? Object.values(op.requestBody.content) : [];
      if (content.length > 0 && content.every((c) => c.schema?.nullable === true))
        op.requestBody!.required = false;
    }
  for (const [openapiPath, item] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(item)) {
      for (const [status, response] of Object.entries(op.responses ?? {}))
        if (ERROR_DESCRIPTIONS[status]) response.description = ERROR_DESCRIPTIONS[status];
      const key = `${method.toUpperCase()} ${openapiPath.replace(/\{(\w+)\}/g, ':$1')}`;
      const call = (CALLS as Record<string, Call>)[key];
      const success = call && op.responses?.[String(call.status)];
      if (call?.paged && success) success.headers = PAGING_HEADERS;
    }
  return doc as ReturnType<typeof jsonSchemaTransformObject>;
}

/** `/api/docs`: OpenAPI generated from the same zod schemas that validate requests. Register before routes. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'ElectroHub API',
          version: '1.0.0',
          description: 'The marketplace API: every call its clients make.',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'eh_session' },
            adminSession: { type: 'apiKey', in: 'cookie', name: 'eh_admin' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: optionalNullableBodies,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
