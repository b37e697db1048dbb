import { expect, type Page } from '@playwright/test';
import type { SavedView } from '../../src/contract/savedViews';

/** The demo user `staff` (id 2): the saved views tests use it alone, so no other test sees its views. */
export const VIEWS_USER = { username: 'staff', id: 2 };

async function tokenOf(page: Page): Promise<string> {
  const response = await page.request.post('/api/login', {
    data: { username: VIEWS_USER.username, password: VIEWS_USER.username },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const viewsPath = (id?: string) => `/api/general/v0/users/${VIEWS_USER.id}/saved-views${id ? `/${id}` : ''}`;

/** The user's views as the server keeps them. */
export async function serverViews(page: Page): Promise<SavedView[]> {
  const response = await page.request.get(viewsPath(), {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: SavedView[] }).items;
}

/** Deletes every view of the user on the server (a test starts and ends with none). */
export async function deleteServerViews(page: Page): Promise<void> {
  const token = await tokenOf(page);
  for (const view of await serverViews(page)) {
    const response = await page.request.delete(viewsPath(view.id), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
  }
}
