/** Request bodies are bounded in size, type and time. */

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../server/http/listen';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
/** What the app logged. */
const logged: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ demoOrders: 100, deps: { log: (line) => logged.push(line) } });
});
afterAll(() => server.close());

function post(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  return server.app.request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

async function messageOf(response: Response) {
  return ((await response.json()) as { message: string }).message;
}

/** A body sent in chunks without a Content-Length, as a client streaming it would. */
function streamOf(chunks: number, chunkBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ >= chunks) controller.close();
      else controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
    },
  });
}

describe('sign-in body', () => {
  const json = { 'content-type': 'application/json' };

  it('answers 413 for a body over 4 KB, as declared or as it streams in', async () => {
    const big = JSON.stringify({ username: 'demo', password: 'x'.repeat(5000) });
    const declared = await post('/api/login', big, { ...json, 'content-length': String(big.length) });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('connection')).toBe('close');
    expect(await messageOf(declared)).toMatch(/at most 4096 bytes/);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    const streamed = await post('/api/login', endless, json);
    expect(streamed.status).toBe(413);
    // Stopped reading soon after the limit instead of reading the body whole.
    expect(pulled).toBeLessThan(20);
  });

  it('accepts a body just under the limit', async () => {
    const body = JSON.stringify({ username: 'demo', password: 'demo', padding: ' '.repeat(3500) });
    expect((await post('/api/login', body, json)).status).toBe(200);
  });

  it('answers 415 unless the body is sent as application/json', async () => {
    const body = JSON.stringify({ username: 'demo', password: 'demo' });
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ]) {
      const response = await post('/api/login', body, { 'content-type': type });
      expect(response.status, type).toBe(415);
      expect(await messageOf(response)).toMatch(/application\/json/);
    }
    expect((await post('/api/login', body)).status).toBe(415);
    expect(
      (await post('/api/login', body, { 'content-type': 'Application/JSON; charset=utf-8' })).status,
    ).toBe(200);
  });
});

describe('every other body', () => {
  it('answers 413 over 16 KB on any path, before anything else reads it', async () => {
    const token = await server.tokenFor('demo');
    const declared = await post('/api/logout', 'x'.repeat(20_000), {
      authorization: `Bearer ${token}`,
      'content-length': '20000',
    });
    expect(declared.status).toBe(413);
    const streamed = await post('/api/logout', streamOf(40, 1024), { authorization: `Bearer ${token}` });
    expect(streamed.status).toBe(413);
    // The token was not revoked: the request was refused before its handler ran.
    expect((await server.get('/api/settings/v0/stores/1/outlets', token)).status).toBe(200);
  });
});

describe('slow requests over HTTP', () => {
  let http: Server;
  let port: number;
  beforeAll(async () => {
    http = listen(server.app.fetch, { port: 0, host: '127.0.0.1', requestTimeoutMs: 1000 });
    await new Promise<void>((resolve) => http.once('listening', resolve));
    port = (http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  });

  /** Sends `text` and never finishes the request; resolves with what the server answered and when. */
  function stall(text: string): Promise<{ answer: string; ms: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
      socket.on('error', reject);
      setTimeout(() => {
        socket.destroy();
        reject(new Error('the server kept the stalled request open'));
      }, 8000).unref();
    });
  }

  it('times out an incomplete body', async () => {
    const { answer, ms } = await stall(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(4000);
  });

  it('logs an unfinished chunked sign-in in one line, without a stack', async () => {
    logged.length = 0;
    const { answer } = await stall(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n6\r\n{"user\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // The app sees the body end early once the connection is closed.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\[aborted\] POST \/api\/login: /);
    expect(logged[0]).not.toContain('\n');
  });

  it('times out headers that never end', async () => {
    const { answer } = await stall('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('still answers a normal request', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
