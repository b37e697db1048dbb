import { onlineManager } from '@tanstack/react-query';

export interface Connectivity {
  /** A request could not reach the server: reads pause and the server is probed until it answers. */
  reportUnreachable(): void;
  /** Asks the server once (at start: answers kept on the device may hide that it is out of reach). */
  check(): Promise<void>;
}

/**
 * The browser's online flag misses networks that are up but lead nowhere, and pages served by the
 * service worker can believe they are online. A request that cannot reach the server therefore marks
 * the app offline (reads pause instead of failing), and a light probe brings it back online, upon
 * which paused reads resume and stale screens refresh.
 */
export function createConnectivity(
  probeUrl: string,
  {
    intervalMs = 5000,
    // A network that swallows requests must not keep the app waiting for the browser's own timeout.
    fetchImpl = (input: string) =>
      globalThis.fetch(input, { cache: 'no-store', signal: AbortSignal.timeout(intervalMs) }),
  } = {},
): Connectivity {
  let timer: ReturnType<typeof setInterval> | null = null;
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const probe = async () => {
    try {
      const response = await fetchImpl(probeUrl);
      // An unread body keeps the request open: page-load metrics would wait for it.
      await response.body?.cancel();
      if (response.ok) {
        stop();
        onlineManager.setOnline(true);
      }
    } catch {
      // Still unreachable: the next probe tries again.
    }
  };
  onlineManager.subscribe((online) => {
    if (online) stop();
  });
  const reportUnreachable = () => {
    if (!onlineManager.isOnline()) return;
    onlineManager.setOnline(false);
    stop();
    timer = setInterval(() => void probe(), intervalMs);
  };
  return {
    reportUnreachable,
    async check() {
      try {
        await (await fetchImpl(probeUrl)).body?.cancel();
      } catch {
        reportUnreachable();
      }
    },
  };
}
