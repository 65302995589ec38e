import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@electrohub/shared/api-error';
import { CALLS, type Call } from '@electrohub/shared/contract';
import { LINK_HEADER, TOTAL_COUNT_HEADER } from '@electrohub/shared/paging';

type Response = {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown }>;
};
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: { nullable?: boolean } }> };
  responses?: Record<string, Response>;
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  servers?: { url: string }[];
};

const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'Invalid input (`ValidationError` with `issues`)',
  401: 'Not signed in, or wrong credentials',
  403: "Someone else's resource, or a request from an origin that is not allowed",
  404: 'No such resource',
  409: 'Conflict with the current state (exists, stock, price changed, status transition)',
  413: 'Upload or body too large',
  414: 'A path parameter too long (`UriTooLong`)',
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

/** The one error body (packages/shared/src/api-error.ts) as JSON. */
const ERROR_CONTENT = {
  'application/json': { schema: openapiSchema(apiErrorSchema, 'output') },
};

const LOCATION = { Location: { description: 'Where the browser goes', schema: { type: 'string' } } };

/** The cookie each kind of account signs in with (auth plugin). */
const SESSION = [{ session: [] }];
const ADMIN_SESSION = [{ adminSession: [] }];
const SECURITY: Record<Call['auth'], Record<string, string[]>[]> = {
  public: [],
  buyer: SESSION,
  seller: SESSION,
  account: SESSION,
  admin: ADMIN_SESSION,
};

/**
 * Routes that are not rows of the calls table (contract.int.test.ts `NOT_CALLS`): Google sign-in is a pair of
 * browser redirects; the chat WebSocket takes either session; Razorpay's and RazorpayX's webhooks are signed with their secrets.
 */
const OTHER_ROUTES: Record<string, { security: Record<string, string[]>[]; redirect?: string }> = {
  'GET /api/auth/google': { security: [], redirect: "To Google's consent page" },
  'GET /api/auth/google/callback': {
    security: [],
    redirect: 'Back to the app: signed in, to the details page, or to sign-in with the error',
  },
  'GET /api/chat': { security: [...SESSION, ...ADMIN_SESSION] },
  'POST /api/payments/razorpay/webhook': { security: [] },
  'POST /api/webhooks/razorpayx': { security: [] },
};

/** `GET /api/user/products/{id}` → `getUserProductsById`: unique and stable, from the method and path. */
function operationIdOf(method: string, path: string): string {
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const words = path
    .split('/')
    .filter((s) => s && s !== 'api')
    .flatMap((s) => {
      const param = /^\{(\w+)\}$/.exec(s);
      if (param) return [`By${cap(param[1]!)}`];
      return s.split(/[^A-Za-z0-9]+/).filter(Boolean);
    });
  return method.toLowerCase() + words.map(cap).join('');
}

/**
 * OpenAPI 3.0.3: a `nullable` schema with an `enum` admits null only when the enum lists it (a validator reading the
 * document refused `gender: null`); the generated schemas leave it out, so it is added.
 */
function nullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) node.forEach(nullInNullableEnums);
  else if (node && typeof node === 'object') {
    const schema = node as { nullable?: boolean; enum?: unknown[] };
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
      schema.enum = [...schema.enum, null];
    Object.values(node).forEach(nullInNullableEnums);
  }
}

/** A zod schema as an OpenAPI 3.0 schema (a multipart call's parts read as input; answers as output). */
function openapiSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return json;
}

/**
 * The document as linters and generated clients read it (docs/decisions/031-client-readings.md): servers from
 * PUBLIC_URL, an operationId and the security of every operation, the statuses every operation can answer with one
 * description each, paging headers, redirects, the parts of multipart bodies and non-JSON media types. A body the
 * route accepts as absent (a `.nullish()` schema, e.g. add-to-cart's optional quantity) is optional
 * (@fastify/swagger marks every request body required).
 */
function completeDocument(publicUrl: string) {
  return (input: Parameters<typeof jsonSchemaTransformObject>[0]) => {
    const doc = jsonSchemaTransformObject(input) as unknown as Document;
    doc.servers = [{ url: publicUrl }];
    for (const [openapiPath, item] of Object.entries(doc.paths ?? {}))
      for (const [method, op] of Object.entries(item)) {
        const key = `${method.toUpperCase()} ${openapiPath.replace(/\{(\w+)\}/g, ':$1')}`;
        const call = (CALLS as Record<string, Call>)[key];
        const other = OTHER_ROUTES[key];
        op.operationId = operationIdOf(method, openapiPath);
        op.security = call ? SECURITY[call.auth] : (other?.security ?? []);
        const responses = (op.responses ??= {});
        const content = op.requestBody?.content ? Object.values(op.requestBody.content) : [];
        if (content.length > 0 && content.every((c) => c.schema?.nullable === true))
          op.requestBody!.required = false;
        for (const [status, response] of Object.entries(responses))
          if (ERROR_DESCRIPTIONS[status]) response.description = ERROR_DESCRIPTIONS[status];
        if (other?.redirect) responses['302'] = { description: other.redirect, headers: LOCATION };
        if (!call) {
          // Any route answers a malformed address (400, plugins/errors.ts) and an unexpected failure (500).
          for (const status of ['400', '500'])
            responses[status] ??= { description: ERROR_DESCRIPTIONS[status], content: ERROR_CONTENT };
          continue;
        }
        const success = responses[String(call.status)];
        if (call.paged && success) success.headers = PAGING_HEADERS;
        if (call.mediaType && success) success.content = { [call.mediaType]: { schema: { type: 'string' } } };
        if (call.redirect)
          responses[String(call.redirect.status)] = {
            description: call.redirect.description,
            headers: LOCATION,
          };
        if (call.form) {
          const json = call.body ? op.requestBody?.content?.['multipart/form-data'] : undefined;
          op.requestBody = {
            required: op.requestBody?.required ?? true,
            content: {
              ...(json ? { 'application/json': json } : {}),
              'multipart/form-data': { schema: openapiSchema(call.form, 'input') },
            },
          };
        }
      }
    nullInNullableEnums(doc.paths);
    return doc as unknown as ReturnType<typeof jsonSchemaTransformObject>;
  };
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
          // The shop's terms page (apps/web config/paths.ts `terms`).
          license: { name: 'Proprietary', url: new URL('/terms', app.config.PUBLIC_URL).href },
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'eh_session' },
            adminSession: { type: 'apiKey', in: 'cookie', name: 'eh_admin' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: completeDocument(app.config.PUBLIC_URL),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
