/** The daily e-mail's settings: SMTP_URL (off when unset), SMTP_FROM, APP_URL, and what the start log says. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { ensureSchema, SCHEMA_VERSION } from '../../server/db/schema';
import { appUrlOf, senderOf, startDigestsFromConfig } from '../../server/digest/fromConfig';
import { openTestDatabase } from './engine';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await ensureSchema(db);
});
afterAll(() => db.close());

describe('the daily e-mail’s configuration', () => {
  it('reads SMTP_URL, SMTP_FROM and APP_URL, and refuses what is not one', () => {
    expect(readConfig({})).toMatchObject({ smtpUrl: undefined, smtpFrom: undefined, appUrl: undefined });
    expect(
      readConfig({
        SMTP_URL: 'smtps://mailer:s3cret@mail.example.com:465',
        SMTP_FROM: 'Reports <reports@example.com>',
        APP_URL: 'https://reports.example.com/pos/',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://mailer:s3cret@mail.example.com:465',
      smtpFrom: 'Reports <reports@example.com>',
      appUrl: 'https://reports.example.com/pos',
    });
    expect(() => readConfig({ SMTP_URL: 'mail.example.com:25' })).toThrow(/SMTP_URL/);
    expect(() => readConfig({ APP_URL: 'reports.example.com' })).toThrow(/APP_URL/);
  });

  it('links to this machine at the listening port, and sends from reports@ its host, unless told', () => {
    expect(appUrlOf({ appUrl: undefined }, 4173)).toBe('http://localhost:4173');
    expect(appUrlOf({ appUrl: 'https://reports.example.com' }, 4173)).toBe('https://reports.example.com');
    expect(senderOf({ smtpFrom: undefined }, 'https://reports.example.com')).toBe(
      'POS reports <reports@reports.example.com>',
    );
  });

  it('says at start whether the digest is on and where it sends, without the password', async () => {
    const lines: string[] = [];
    expect(
      startDigestsFromConfig(
        { smtpUrl: undefined, smtpFrom: undefined, appUrl: undefined },
        db,
        4173,
        (line) => lines.push(line),
      ),
    ).toBeUndefined();
    expect(lines).toEqual([
      'Daily e-mail digest: off (set SMTP_URL, such as smtp://user:password@mail.example.com:587, to send it)',
    ]);
    lines.length = 0;
    const started = startDigestsFromConfig(
      {
        smtpUrl: 'smtp://mailer:s3cret@127.0.0.1:2525',
        smtpFrom: undefined,
        appUrl: 'https://reports.example.com',
      },
      db,
      4173,
      (line) => lines.push(line),
    );
    try {
      expect(lines[0]).toBe(
        'Daily e-mail digest: on, sent through smtp://mailer:***@127.0.0.1:2525 from POS reports <reports@reports.example.com>, with links to https://reports.example.com',
      );
      expect(lines.join('\n')).not.toContain('s3cret');
      // Its first pass finds nothing to send in a database without subscriptions.
      expect(await started?.scheduler.tick()).toEqual({ sent: 0, failed: 0 });
    } finally {
      started?.scheduler.stop();
      started?.mailer.close();
    }
  });
});

describe('a database written before the daily e-mail', () => {
  it('gains its tables at the next start, with the new schema version', async () => {
    await db.run('DROP TABLE digest_subscriptions');
    await db.run('DROP TABLE digest_sent');
    await db.run("UPDATE meta SET value = '4' WHERE key = 'schema_version'");
    await ensureSchema(db);
    expect(await db.all("SELECT value FROM meta WHERE key = 'schema_version'")).toEqual([
      { value: String(SCHEMA_VERSION) },
    ]);
    for (const table of ['digest_subscriptions', 'digest_sent']) {
      const [row] = await db.all<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`);
      expect(Number(row?.n), table).toBe(0);
    }
  });
});
