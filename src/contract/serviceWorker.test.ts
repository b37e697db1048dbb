// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FRESH_ONLY_PATH, SHARED_API_PATH } from './serviceWorker';

describe('the paths the service worker never answers from its caches', () => {
  it('are what a user edits: saved views, daily e-mails, monthly targets and the business day', () => {
    for (const path of [
      '/api/general/v0/users/2/saved-views',
      '/api/general/v0/users/2/saved-views/0f8e2a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      '/api/general/v0/users/2/saved-view-schedules',
      '/api/general/v0/users/2/saved-views/0f8e2a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b/schedule',
      '/api/general/v0/users/2/saved-views/0f8e2a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b/shares',
      '/api/general/v0/users/2/digests',
      '/api/general/v0/users/2/digests/3',
      '/api/general/v0/stores/2/targets',
      '/api/general/v0/stores/2/targets/2025-03',
      '/api/settings/v0/stores/2/business-day',
    ])
      expect(FRESH_ONLY_PATH.test(path), path).toBe(true);
    for (const path of [
      '/api/general/v0/users/2/stores',
      '/api/general/v0/stores/1/config',
      '/api/settings/v0/stores/1/outlets',
      '/api/general/v0/users/2/digests-archive',
      '/api/general/v0/stores/2/targets-archive',
      '/api/reports/v0/stores/2/month-pace',
    ])
      expect(FRESH_ONLY_PATH.test(path), path).toBe(false);
  });
});

describe('the paths of share links, which the service worker leaves to the network', () => {
  const token = 'A'.repeat(43);
  it('are every read of a share: the view and its answers, whatever is asked', () => {
    for (const path of [
      `/api/shared/v0/${token}`,
      `/api/shared/v0/${token}/answer`,
      '/api/shared/v0/unknown-token/answer',
      '/api/shared',
    ])
      expect(SHARED_API_PATH.test(path), path).toBe(true);
  });

  it("are no user's reads, nor the share page itself (the app's shell answers it)", () => {
    for (const path of [
      `/shared/${token}`,
      '/api/sharedviews',
      '/api/reports/v0/stores/1/total-revenue',
      '/api/general/v0/users/1/saved-views/0f8e2a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b/shares',
      `/api/general/v0/shared/${token}`,
    ])
      expect(SHARED_API_PATH.test(path), path).toBe(false);
  });
});
