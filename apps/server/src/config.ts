import path from 'node:path';
import { z } from 'zod';

/** Demo secrets: fine for `npm start` on a laptop, refused with NODE_ENV=production. */
export const DEMO_ADMIN_SECRET_KEY = 'electrohub-demo-admin-key';
export const DEMO_PAYMENT_SECRET = 'electrohub-test-mode-secret';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    PUBLIC_URL: optionalUrl,
    CORS_ORIGINS: optionalString,
    ADMIN_SECRET_KEY: z.string().min(6, 'must be at least 6 characters').optional(),
    STORE_TIMEZONE: z
      .string()
      .default('Asia/Kolkata')
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as Asia/Kolkata'),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('ElectroHub <no-reply@electrohub.local>'),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    OIDC_ISSUER: z.url().default('https://accounts.google.com'),
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    REDIS_URL: optionalUrl,
    SEED: z.enum(['demo', 'none']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PAYMENT_TEST_SECRET: optionalString,
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    // Demo data by default only on the embedded database (ARCHITECTURE.md 'Embedded defaults').
    SEED: env.SEED ?? (env.DATABASE_URL ? 'none' : 'demo'),
    ADMIN_SECRET_KEY: env.ADMIN_SECRET_KEY ?? DEMO_ADMIN_SECRET_KEY,
    PAYMENT_TEST_SECRET: env.PAYMENT_TEST_SECRET ?? DEMO_PAYMENT_SECRET,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    razorpayEnabled: Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET),
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
  }))
  .superRefine((env, ctx) => {
    // Media in an S3 bucket is not built yet: refuse rather than silently keep uploads on local disk.
    if (env.S3_ENDPOINT || env.S3_BUCKET)
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ENDPOINT ? 'S3_ENDPOINT' : 'S3_BUCKET'],
        message: 'S3 media storage is not available yet; unset S3_* to keep media in DATA_DIR/media',
      });
    if (env.NODE_ENV === 'production') {
      if (env.ADMIN_SECRET_KEY === DEMO_ADMIN_SECRET_KEY)
        ctx.addIssue({ code: 'custom', path: ['ADMIN_SECRET_KEY'], message: 'must be set (not the demo key) in production' });
      if (!env.razorpayEnabled && env.PAYMENT_TEST_SECRET === DEMO_PAYMENT_SECRET)
        ctx.addIssue({ code: 'custom', path: ['PAYMENT_TEST_SECRET'], message: 'the demo payment secret is refused in production; set Razorpay keys or a secret' });
      if (env.SEED === 'demo')
        ctx.addIssue({ code: 'custom', path: ['SEED'], message: 'demo data is refused in production' });
    }
  });

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Parse the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
