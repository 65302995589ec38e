import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { isRememberedAnswer, OBJECT_BYTES_PER_CHAR, rememberedGrew } from './memo.ts';
import { StoredBody } from './compress.ts';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

/**
 * Answers leave through serializers compiled once per route and status from the shared zod contract
 * (docs/decisions/033-compiled-answer-serializers.md): the zod schema becomes a JSON schema (`z.toJSONSchema`, the
 * output side) and fast-json-stringify writes a function that emits exactly the schema's properties in its order,
 * what zod's parse (unknown keys dropped) followed by `JSON.stringify` gave, without building a copy of the answer.
 *
 * - A schema zod cannot express in JSON schema (a transform, a date) keeps the zod parse (`fallbacks`).
 * - `additionalProperties: false` is dropped: fast-json-stringify leaves unknown keys out anyway, and inside a
 *   union the branch must match an object that has more keys than it shows (zod picks it and strips the rest).
 * - A nullable scalar (`anyOf: [{type: X}, {type: 'null'}]`) becomes `type: [X, 'null']`, which is written without
 *   trying each branch.
 * - Media paths become absolute in the written text (`absoluteMediaUrlsInJson`), not by a replacer walk.
 * - An answer the public answer cache remembers (lib/memo.ts) is written once and its text kept beside it for as
 *   long as the cache keeps the answer (a WeakMap: gone with it), as a `StoredBody` whose compressed forms are made
 *   once too (`storedAnswerBody`, decision 043). What it holds is told to the memo that keeps it (decision 061).
 */

type JsonSchema = Record<string, unknown>;

/** The last written text of each remembered answer, with its compressed forms (see `storedAnswerBody`). */
const storedBodies = new WeakMap<object, StoredBody>();

/**
 * The kept text of a remembered answer, if it was written: the app sends its bytes (and their compressed forms,
 * made once) instead of the string. The caller checks it is the text it is about to send (two routes with
 * different schemas could write one answer differently).
 */
export function storedAnswerBody(answer: object): StoredBody | undefined {
  return storedBodies.get(answer);
}

const objectBytes = (text: string) => Math.ceil(text.length * OBJECT_BYTES_PER_CHAR);

/** Which route answers got a compiled serializer, by `'<METHOD> <url> <status>'` (tests check the hot routes). */
export const compiledAnswers = new Set<string>();

const SCALAR_KEYS = new Set(['type', 'minimum', 'maximum', 'format', 'pattern', 'enum', 'const']);

function isScalar(s: unknown): s is JsonSchema {
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof (s as JsonSchema).type === 'string' &&
    !['object', 'array', 'null'].includes((s as JsonSchema).type as string) &&
    Object.keys(s).every((k) => SCALAR_KEYS.has(k))
  );
}

/** The JSON schema prepared for fast-json-stringify (see above). */
export function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'additionalProperties' && v === false) continue;
    if (k === '$schema') continue;
    out[k] = forSerializer(v);
  }
  const anyOf = Array.isArray(out.anyOf) ? (out.anyOf as JsonSchema[]) : null;
  if (anyOf && anyOf.length === 2 && Object.keys(out).length === 1) {
    const nullAt = anyOf.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && isScalar(other)) return { ...other, type: [other.type, 'null'] };
  }
  return out;
}

/** Answer fields that carry a media URL (product images, category and banner images, profile pictures). */
export const MEDIA_URL_KEYS = ['url', 'imageUrl', 'phoneImageUrl', 'pfp', 'image', 'productImage'] as const;
const MEDIA_KEY_SET = new Set<string>(MEDIA_URL_KEYS);
const MEDIA_VALUE = '":"/media/';

/**
 * A JSON replacer that makes every media URL of an answer absolute (`/media/…` → `<base>/media/…`), so a client
 * served from another origin can show it. The database keeps the paths; `base` is MEDIA_BASE_URL or PUBLIC_URL.
 */
export function absoluteMediaUrls(base: string) {
  return (key: string, value: unknown) =>
    typeof value === 'string' && value.startsWith('/media/') && MEDIA_KEY_SET.has(key) ? base + value : value;
}

/**
 * The same on written JSON: a media key's string value that starts with `/media/` gets `base` in front. In JSON
 * text an unescaped `"` only delimits strings, so `":"/media/` is always the end of a key and the start of such a
 * value (inside a string it would read `\":\"/media/`).
 */
export function absoluteMediaUrlsInJson(base: string): (json: string) => string {
  return (json) => {
    let at = json.indexOf(MEDIA_VALUE);
    if (at < 0) return json;
    let out = '';
    let from = 0;
    while (at >= 0) {
      // The key is the string that ends at `at`, from the `"` before it; a `\"` there is inside a key (a record's),
      // and no media key holds a quote.
      const keyStart = json.lastIndexOf('"', at - 1) + 1;
      const valueStart = at + 3;
      if (json[keyStart - 2] !== '\\' && MEDIA_KEY_SET.has(json.slice(keyStart, at))) {
        out += json.slice(from, valueStart) + base;
        from = valueStart;
      }
      at = json.indexOf(MEDIA_VALUE, valueStart);
    }
    return out + json.slice(from);
  };
}

/**
 * Fastify's serializer compiler for the zod contract's response schemas: compiled (above) when the schema converts,
 * else the zod parse. `base` is where media is served from.
 */
export function contractSerializerCompiler(base: string): FastifySerializerCompiler<z.ZodType> {
  const zodFallback = createSerializerCompiler({ replacer: absoluteMediaUrls(base) });
  const absolute = absoluteMediaUrlsInJson(base);
  return (route) => {
    const { schema, method, url, httpStatus } = route;
    let json: unknown;
    try {
      json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    } catch {
      return zodFallback(route) as (data: unknown) => string;
    }
    const stringify = fastJson(forSerializer(json) as Parameters<typeof fastJson>[0]);
    compiledAnswers.add(`${method} ${url} ${httpStatus}`);
    // An answer the cache remembers is the same object for every request that gets it: written once.
    const written = new WeakMap<object, StoredBody>();
    return (data: unknown) => {
      if (!isRememberedAnswer(data)) return absolute(stringify(data));
      let body = written.get(data);
      if (body === undefined) {
        written.set(data, (body = new StoredBody(absolute(stringify(data)))));
        // What the cache that keeps the answer holds for it (decision 061): the object itself, estimated from the
        // text when it is first written, then this text and each encoding as it is made.
        const object = storedBodies.has(data) ? 0 : objectBytes(body.text);
        storedBodies.set(data, body);
        body.grew = (bytes) => rememberedGrew(data, bytes);
        rememberedGrew(data, object + body.size);
      }
      return body.text;
    };
  };
}
