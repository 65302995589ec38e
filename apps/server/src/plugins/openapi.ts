import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type Operation = { requestBody?: { required?: boolean; content?: Record<string, { schema?: { nullable?: boolean } }> } };

/**
 * @fastify/swagger marks every request body required; a body the route accepts as absent (a `.nullish()` schema,
 * e.g. add-to-cart's optional quantity) is documented as optional instead.
 */
function optionalNullableBodies(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const doc = jsonSchemaTransformObject(input) as { paths?: Record<string, Record<string, Operation>> };
  for (const item of Object.values(doc.paths ?? {}))
    for (const op of Object.values(item)) {
      const content = op.requestBody?.content ? Object.values(op.requestBody.content) : [];
      if (content.length > 0 && content.every((c) => c.schema?.nullable === true)) op.requestBody!.required = false;
    }
  return doc as ReturnType<typeof jsonSchemaTransformObject>;
}

/** `/api/docs`: OpenAPI generated from the same zod schemas that validate requests. Register before routes. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'ElectroHub API', version: '1.0.0', description: 'The marketplace API (spec §7 call tables).' },
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
