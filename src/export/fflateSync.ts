/**
 * fflate as the app's bundle sees it: the package itself, except `zip`. fflate's own `zip` compresses
 * every file over 160 kB in a worker started from a `blob:` URL, which the app's
 * Content-Security-Policy (`worker-src 'self'`) refuses: write-excel-file, its only caller, would wait
 * forever for a large sheet. This `zip` compresses with the platform's own `CompressionStream` (native
 * zlib, several times faster than deflate in JavaScript) where the export already runs: in its own
 * worker, off the page's thread. The build aliases `fflate` to this module; this module reaches the
 * package by its file so that the alias does not apply to itself.
 */
import {
  type AsyncTerminable,
  type AsyncZipOptions,
  type AsyncZippable,
  type FlateCallback,
  type FlateError,
  type Zippable,
  zipSync,
} from '../../node_modules/fflate/esm/browser.js';

export * from '../../node_modules/fflate/esm/browser.js';

interface Entry {
  name: Uint8Array;
  deflated: Uint8Array;
  crc: number;
  size: number;
}

/**
 * A file deflated by the platform: gzip it, then keep the raw deflate data between gzip's 10-byte
 * header and its trailer, which holds the CRC-32 and the size a zip entry needs.
 */
export async function deflateNatively(bytes: Uint8Array): Promise<Omit<Entry, 'name'>> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('gzip'));
  const gzip = new Uint8Array(await new Response(stream).arrayBuffer());
  const flags = gzip[3];
  if (gzip[0] !== 0x1f || gzip[1] !== 0x8b || gzip[2] !== 8 || flags !== 0 || gzip.length < 18)
    throw new Error('unexpected gzip framing');
  const trailer = new DataView(gzip.buffer, gzip.byteOffset + gzip.length - 8, 8);
  const size = trailer.getUint32(4, true);
  if (size !== bytes.length % 2 ** 32) throw new Error('gzip size does not match the input');
  return {
    deflated: gzip.subarray(10, gzip.length - 8),
    crc: trailer.getUint32(0, true),
    size: bytes.length,
  };
}

/** Date and time of now in the MS-DOS format of zip headers. */
function dosDateTime(now = new Date()): { date: number; time: number } {
  return {
    date: ((Math.max(1980, now.getFullYear()) - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate(),
    time: (now.getHours() << 11) | (now.getMinutes() << 5) | Math.floor(now.getSeconds() / 2),
  };
}

/** A zip archive (deflate, UTF-8 names) of entries already deflated. */
export function zipArchive(entries: readonly Entry[]): Uint8Array<ArrayBuffer> {
  const { date, time } = dosDateTime();
  const localSize = entries.reduce((sum, entry) => sum + 30 + entry.name.length + entry.deflated.length, 0);
  const centralSize = entries.reduce((sum, entry) => sum + 46 + entry.name.length, 0);
  const out = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(out.buffer);
  const header = (at: number, entry: Entry) => {
    view.setUint16(at, 20, true); // version needed: deflate
    view.setUint16(at + 2, 0x0800, true); // names are UTF-8
    view.setUint16(at + 4, 8, true); // deflate
    view.setUint16(at + 6, time, true);
    view.setUint16(at + 8, date, true);
    view.setUint32(at + 10, entry.crc, true);
    view.setUint32(at + 14, entry.deflated.length, true);
    view.setUint32(at + 18, entry.size, true);
    view.setUint16(at + 22, entry.name.length, true);
    view.setUint16(at + 24, 0, true); // no extra field
  };
  let at = 0;
  const offsets: number[] = [];
  for (const entry of entries) {
    offsets.push(at);
    view.setUint32(at, 0x04034b50, true);
    header(at + 4, entry);
    out.set(entry.name, at + 30);
    out.set(entry.deflated, at + 30 + entry.name.length);
    at += 30 + entry.name.length + entry.deflated.length;
  }
  const central = at;
  entries.forEach((entry, index) => {
    view.setUint32(at, 0x02014b50, true);
    view.setUint16(at + 4, 20, true); // made by
    header(at + 6, entry);
    // Comment length, disk, internal and external attributes: 0.
    view.setUint32(at + 42, offsets[index] ?? 0, true);
    out.set(entry.name, at + 46);
    at += 46 + entry.name.length;
  });
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, at - central, true);
  view.setUint32(at + 16, central, true);
  return out;
}

async function zipNatively(files: Record<string, Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  const entries: Entry[] = [];
  for (const [path, bytes] of Object.entries(files))
    entries.push({ name: encoder.encode(path), ...(await deflateNatively(bytes)) });
  return zipArchive(entries);
}

/** Files given as a flat map of paths to bytes, the only shape write-excel-file passes. */
function isFlat(data: AsyncZippable): data is Record<string, Uint8Array> {
  return Object.values(data).every((value) => value instanceof Uint8Array);
}

export function zip(data: AsyncZippable, options: AsyncZipOptions | FlateCallback, callback?: FlateCallback) {
  const done = typeof options === 'function' ? options : callback;
  const settings = typeof options === 'function' ? {} : options;
  let cancelled = false;
  const finish = (error: unknown, archive: Uint8Array<ArrayBuffer>) => {
    if (cancelled || !done) return;
    if (error) done(error as FlateError, new Uint8Array(0));
    else done(null, archive);
  };
  // Called back later, never before `zip` returns, as fflate does.
  setTimeout(() => {
    if (cancelled) return;
    if (typeof CompressionStream === 'function' && isFlat(data)) {
      zipNatively(data).then(
        (archive) => finish(null, archive),
        (error: unknown) => finish(error, new Uint8Array(0)),
      );
      return;
    }
    try {
      finish(null, zipSync(data as Zippable, settings));
    } catch (error) {
      finish(error, new Uint8Array(0));
    }
  }, 0);
  const terminate: AsyncTerminable = () => {
    cancelled = true;
  };
  return terminate;
}
