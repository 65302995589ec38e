import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
