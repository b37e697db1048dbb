import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The app shell's page in the worker's precache manifest, with its revision. */
const SHELL_PAGE_REVISION = /("revision":")([0-9a-f]+)(","url":"index\.html")/;

/**
 * A second address in front of the test server whose `/sw.js` can change, as a new deployment of the
 * app would change it: every other request passes through as it is.
 */
export async function startDeployment(target: string) {
  let build = '';
  let newShell = false;
  const upstream = new URL(target);
  const readWorker = () =>
    new Promise<string>((resolve, reject) => {
      http
        .get(new URL('/sw.js', upstream), (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        })
        .on('error', reject);
    });
  const served = (worker: string) => {
    // A new shell: another revision of index.html, so the worker's version (and its shell caches) change.
    const shell = newShell
      ? worker.replace(SHELL_PAGE_REVISION, (_, before: string, revision: string, after: string) => {
          return `${before}${[...revision].reverse().join('')}${after}`;
        })
      : worker;
    return build ? `${shell}\n// ${build}\n` : shell;
  };
  const server = http.createServer((request, response) => {
    if (request.url?.split('?')[0] === '/sw.js') {
      readWorker().then(
        (worker) => {
          response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
          response.end(served(worker));
        },
        () => response.writeHead(502).end(),
      );
      return;
    }
    const forwarded = http.request(
      new URL(request.url ?? '/', upstream),
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The next build: its worker differs in its bytes. */
    deploy: (name: string) => {
      build = name;
    },
    /** The next version: its worker differs in its bytes and in its shell, hence in its version. */
    deployVersion: (name: string) => {
      build = name;
      newShell = true;
    },
    /** Whether the worker served names another shell than the test server's (a check of the test itself). */
    shellChanged: async () => {
      const worker = await readWorker();
      return SHELL_PAGE_REVISION.test(worker) && served(worker) !== `${worker}\n// ${build}\n`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
