export {};

/** The load test's own server: the real one (server/main.ts), started under this file's name. */
await import('../../server/main');
