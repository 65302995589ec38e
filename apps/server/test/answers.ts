import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Every answer of the integration suite checked against the API document (docs/decisions/031-client-readings.md):
 * the harness records what each test app sends (`onAnswer`), and when the app closes, `answerProblems` lists each
 * answer of a documented operation whose status the document does not declare, whose media type is not the
 * declared one, or whose JSON body does not match the declared schema. A problem fails the test file.
 */
export interface SentAnswer {
  method: string;
  /** The route's path as registered, e.g. `/api/user/products/:id`. */
  route: string;
  status: number;
  mediaType: string;
  /** The body when it was sent as text (JSON answers are); streams and buffers are not read. */
  body?: string;
}

type Content = Record<string, { schema?: object }>;
type Operation = { tags?: string[]; responses?: Record<string, { content?: Content }> };
export type ApiDocument = { paths: Record<string, Record<string, Operation>> };

/** A recorder for the app's `onAnswer` option. */
export function answerRecorder() {
  const answers: SentAnswer[] = [];
  const onAnswer = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const route = request.routeOptions.url;
    if (!route || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    answers.push({
      method: request.method,
      route,
      status: reply.statusCode,
      mediaType: String(reply.getHeader('content-type') ?? '')
        .split(';')[0]!
        .trim(),
      ...(typeof payload === 'string' ? { body: payload } : {}),
    });
  };
  return { answers, onAnswer };
}

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats.default(ajv);
const compiled = new WeakMap<object, ValidateFunction>();
const validatorOf = (schema: object) => {
  let v = compiled.get(schema);
  if (!v) compiled.set(schema, (v = ajv.compile(schema)));
  return v;
};

/** What is wrong with each answer of a documented operation (none: an empty list). */
export function answerProblems(doc: ApiDocument, answers: readonly SentAnswer[]): string[] {
  const problems = new Set<string>();
  for (const a of answers) {
    const op = doc.paths[a.route.replace(/:(\w+)/g, '{$1}')]?.[a.method.toLowerCase()];
    // Not an operation of the API: media, pages, the document itself, and the untagged routes a test adds
    // (`extend`) to exercise the error model.
    if (!op?.tags) continue;
    const at = `${a.method} ${a.route} → ${a.status}`;
    const declared = op.responses?.[String(a.status)] ?? op.responses?.default;
    if (!declared) {
      problems.add(`${at}: status not declared`);
      continue;
    }
    if (!declared.content || a.body === undefined || a.body === '') continue;
    const content = declared.content[a.mediaType];
    if (!content) {
      problems.add(`${at}: media type ${a.mediaType || '(none)'} not declared`);
      continue;
    }
    if (!a.mediaType.endsWith('json') || !content.schema) continue;
    const validate = validatorOf(content.schema);
    if (!validate(JSON.parse(a.body)))
      problems.add(
        `${at}: body does not match: ${ajv.errorsText(validate.errors)} — ${a.body.slice(0, 200)}`,
      );
  }
  return [...problems];
}
