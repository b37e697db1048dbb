// @vitest-environment node
import { crc32 } from 'node:zlib';
import { strToU8, unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/universal';
import { deflateNatively, zip } from './fflateSync';

function zipped(files: Record<string, Uint8Array>) {
  return new Promise<Uint8Array>((resolve, reject) => {
    zip(files, { level: 6 }, (error, data) => (error ? reject(error) : resolve(data)));
  });
}

describe('the native zip', () => {
  it('deflates with the platform and keeps the CRC-32 and size gzip reports', async () => {
    const bytes = strToU8('<row r="1"><c r="A1"><v>1</v></c></row>'.repeat(20_000));
    const entry = await deflateNatively(bytes);
    expect(entry.size).toBe(bytes.length);
    expect(entry.crc).toBe(crc32(bytes));
    expect(entry.deflated.length).toBeLessThan(bytes.length / 10);
  });

  it('calls back later with an archive of every file, large ones too, that unzips to the same bytes', async () => {
    const large = strToU8('<row/>'.repeat(50_000));
    let returned = false;
    const archive = zipped({ 'xl/worksheets/sheet1.xml': large, 'a.txt': strToU8('á') });
    returned = true;
    const files = unzipSync(await archive);
    expect(returned).toBe(true);
    expect(Object.keys(files).sort()).toEqual(['a.txt', 'xl/worksheets/sheet1.xml']);
    expect(files['xl/worksheets/sheet1.xml']).toEqual(large);
    expect(files['a.txt']).toEqual(strToU8('á'));
  });

  it('zips a workbook a spreadsheet reader opens', async () => {
    // The workbook's files as write-excel-file makes them, unzipped, then zipped again here.
    const blob = await writeXlsxFile([
      ['Order', 'Total'],
      ['SEO-1', { value: 12.5, type: Number, format: '#,##0.00' }],
    ]).toBlob();
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const rows = await readSheet(Buffer.from(await zipped(files)));
    expect(rows).toEqual([
      ['Order', 'Total'],
      ['SEO-1', 12.5],
    ]);
  });

  it('never calls back once terminated', async () => {
    let called = false;
    const terminate = zip({ 'a.txt': strToU8('a') }, () => {
      called = true;
    });
    terminate();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(called).toBe(false);
  });
});
