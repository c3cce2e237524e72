import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

// Reads a zip of pictures (as Windows, macOS or a phone's files app makes one) from memory with
// yauzl (decision 69). Only the central directory is read up front, against the limits; an entry
// is inflated when asked for, and yauzl stops it as soon as it unpacks past the size its directory
// states, so a zip bomb stops at the limits instead of filling the memory.

export type ZipLimits = { maxEntries: number; maxTotalBytes: number; maxEntryBytes: number };

/** What is wrong with the zip or one of its entries, in words for the admin. */
export class ZipProblem extends Error {}

export type ZipEntry = { path: string; size: number; read(): Promise<Buffer> };

/** Folders, and the hidden files macOS adds (__MACOSX/…, .DS_Store), hold no pictures. */
const isClutter = (path: string) =>
  path.endsWith('/') || path.startsWith('__MACOSX/') || (path.split('/').pop() ?? '').startsWith('.');

/** yauzl refuses a name that climbs out of the zip's folder ("../", "/etc/…", "C:/…"): said so. */
const ESCAPING_NAME = /^(?:absolute path|invalid relative path): (.*)$/s;

function openZip(data: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // validateEntrySizes (the default, said for the reader): an entry that unpacks to another size
    // than its directory states is an error the moment it passes it.
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(new ZipProblem('it is not a zip file')) : resolve(zip),
    );
  });
}

/** Every entry of the central directory, in order, checked by `take` as it comes. */
function eachEntry(zip: ZipFile, take: (entry: Entry) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      try {
        take(entry);
        zip.readEntry();
      } catch (problem) {
        zip.close();
        reject(problem);
      }
    });
    zip.on('end', () => resolve());
    zip.on('error', (error: Error) => {
      const escaping = ESCAPING_NAME.exec(error.message);
      reject(
        new ZipProblem(
          escaping ? `${escaping[1]} points outside the zip's folder` : 'its list of files is damaged',
        ),
      );
    });
    zip.readEntry();
  });
}

/** One entry's bytes, checked against its stated size (by yauzl) and its CRC-32. */
function readEntry(zip: ZipFile, entry: Entry, path: string): Promise<Buffer> {
  const damaged = () => new ZipProblem(`${path} is damaged`);
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error: Error | null, stream: Readable) => {
      if (error) return reject(damaged());
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', () => reject(damaged()));
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        // yauzl leaves the CRC-32 to its caller: a flipped bit inside a picture is caught here.
        if (crc32(bytes) !== entry.crc32) reject(damaged());
        else resolve(bytes);
      });
    });
  });
}

/** The zip's files (folders and hidden files left out), each read on demand. */
export async function readZip(data: Buffer, limits: ZipLimits): Promise<ZipEntry[]> {
  const zip = await openZip(data);
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new ZipProblem(`it holds more than ${limits.maxEntries} files`);
  }
  const entries: ZipEntry[] = [];
  let total = 0;
  await eachEntry(zip, (entry) => {
    const path = entry.fileName;
    if (isClutter(path)) return;
    if (entry.isEncrypted()) throw new ZipProblem(`${path} is protected by a password`);
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
      throw new ZipProblem(`${path} is packed in a way we cannot read`);
    const size = entry.uncompressedSize;
    if (size > limits.maxEntryBytes)
      throw new ZipProblem(`${path} is larger than ${limits.maxEntryBytes / 2 ** 20} MB`);
    total += size;
    if (total > limits.maxTotalBytes)
      throw new ZipProblem(`unpacked, it is larger than ${limits.maxTotalBytes / 2 ** 20} MB`);
    entries.push({ path, size, read: () => readEntry(zip, entry, path) });
  });
  return entries;
}
