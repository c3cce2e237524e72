import { describe, expect, it } from 'vitest';
import { zipFile } from '../../testing/zip-file.ts';
import { readZip } from './zip-read.ts';

const limits = { maxEntries: 5, maxTotalBytes: 10_000, maxEntryBytes: 4_000 };
const text = (n: number) => Buffer.alloc(n, 'a');

describe('reading a zip of pictures', () => {
  it('lists its files with their folders, leaving out folders and the hidden files macOS adds', () => {
    const zip = zipFile([
      { path: 'photos/', data: Buffer.alloc(0) },
      { path: 'photos/serum.png', data: text(300) },
      { path: '__MACOSX/photos/._serum.png', data: text(10) },
      { path: 'photos/.DS_Store', data: text(10) },
    ]);
    const entries = readZip(zip, limits);
    expect(entries.map((entry) => entry.path)).toEqual(['photos/serum.png']);
    expect(entries[0]!.read()).toEqual(text(300));
  });

  it('refuses a file that is no zip, and one whose list of files is cut off', () => {
    expect(() => readZip(Buffer.from('name,price\n'), limits)).toThrow('it is not a zip file');
    const zip = zipFile([{ path: 'a.png', data: text(100) }]);
    const cut = Buffer.concat([zip.subarray(0, 20), zip.subarray(zip.length - 22)]);
    expect(() => readZip(cut, limits)).toThrow('its list of files is damaged');
  });

  it('stops a zip bomb: too many files, too much unpacked, or a file larger than it says', () => {
    const many = zipFile(Array.from({ length: 6 }, (_, i) => ({ path: `${i}.png`, data: text(10) })));
    expect(() => readZip(many, limits)).toThrow('it holds more than 5 files');
    const big = zipFile([{ path: 'big.png', data: text(5_000) }]);
    expect(() => readZip(big, limits)).toThrow('big.png is larger than');
    const total = zipFile(Array.from({ length: 4 }, (_, i) => ({ path: `${i}.png`, data: text(3_000) })));
    expect(() => readZip(total, limits)).toThrow('unpacked, it is larger than');
    // 3 MB of one letter packs into a few kB and claims 100 bytes: it unpacks no further than that.
    const liar = zipFile([{ path: 'liar.png', data: text(3_000_000), statedSize: 100 }]);
    const [entry] = readZip(liar, limits);
    expect(() => entry!.read()).toThrow('liar.png is damaged');
  });
});
