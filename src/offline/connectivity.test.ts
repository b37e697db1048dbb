import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity } from './connectivity';

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('connectivity', () => {
  it('goes offline when the server cannot be reached, and back online when the probe answers', async () => {
    vi.useFakeTimers();
    const answers = [
      () => Promise.reject(new TypeError('offline')),
      () => Promise.resolve(new Response('{}', { status: 200 })),
    ];
    const fetchImpl = vi.fn(() => (answers.shift() ?? (() => Promise.resolve(new Response('{}'))))());
    const connectivity = createConnectivity('/api/health', { intervalMs: 1000, fetchImpl });
    connectivity.reportUnreachable();
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onlineManager.isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('checks once at start: an unreachable server marks the app offline, a reachable one changes nothing', async () => {
    const down = createConnectivity('/api/health', {
      fetchImpl: () => Promise.reject(new TypeError('offline')),
    });
    await down.check();
    expect(onlineManager.isOnline()).toBe(false);
    onlineManager.setOnline(true);
    const up = createConnectivity('/api/health', { fetchImpl: () => Promise.resolve(new Response('{}')) });
    await up.check();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('stops probing when the browser says it is online again', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn(() => Promise.reject(new TypeError('offline')));
    createConnectivity('/api/health', { intervalMs: 1000, fetchImpl }).reportUnreachable();
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
