import path from 'node:path';
import * as v from 'valibot';

const envSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '4173'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './.data'),
  DEMO_ORDERS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '200000'),
  DEMO_SEED: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '42'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
  TOKEN_TTL_SECONDS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(60)), '43200'),
  STATIC_DIR: v.optional(v.string(), './dist'),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  demoOrders: number;
  demoSeed: number;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  staticDir: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = v.safeParse(envSchema, env);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(`Invalid environment: ${v.getDotPath(issue) ?? ''} ${issue.message}`);
  }
  const e = parsed.output;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    demoOrders: e.DEMO_ORDERS,
    demoSeed: e.DEMO_SEED,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    staticDir: path.resolve(e.STATIC_DIR),
  };
}
