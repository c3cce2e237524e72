import { describe, expect, it } from 'vitest';
import { zipFile } from '../../testing/zip-file.ts';
import { readZip } from './zip-read.ts';

const limits = { maxEntries: 5, maxTotalBytes: 10_000, maxEntryBytes: 4_000 };
const text = (n: number) => Buffer.alloc(n, 'a');

describe('reading a zip of pictures', () => {
  it('lists its files with their folders, leaving out folders and the hidden files macOS adds', async () => {
    const zip = zipFile([
      { path: 'photos/', data: Buffer.alloc(0) },
      { path: 'photos/serum.png', data: text(300) },
      { path: '__MACOSX/photos/._serum.png', data: text(10) },
      { path: 'photos/.DS_Store', data: text(10) },
    ]);
    const entries = await readZip(zip, limits);
    expect(entries.map((entry) => entry.path)).toEqual(['photos/serum.png']);
    expect(await entries[0]!.read()).toEqual(text(300));
  });

  it('refuses a file that is no zip, and one whose list of files is cut off', async () => {
    await expect(readZip(Buffer.from('name,price\n'), limits)).rejects.toThrow('it is not a zip file');
    const zip = zipFile([{ path: 'a.png', data: text(100) }]);
    const cut = Buffer.concat([zip.subarray(0, 20), zip.subarray(zip.length - 22)]);
    await expect(readZip(cut, limits)).rejects.toThrow('its list of files is damaged');
  });

  it('stops a zip bomb: too many files, too much unpacked, or a file larger than it says', async () => {
    const many = zipFile(Array.from({ length: 6 }, (_, i) => ({ path: `${i}.png`, data: text(10) })));
    await expect(readZip(many, limits)).rejects.toThrow('it holds more than 5 files');
    const big = zipFile([{ path: 'big.png', data: text(5_000) }]);
    await expect(readZip(big, limits)).rejects.toThrow('big.png is larger than');
    const total = zipFile(Array.from({ length: 4 }, (_, i) => ({ path: `${i}.png`, data: text(3_000) })));
    await expect(readZip(total, limits)).rejects.toThrow('unpacked, it is larger than');
    // 3 MB of one letter packs into a few kB and claims 100 bytes: it unpacks no further than that.
    const liar = zipFile([{ path: 'liar.png', data: text(3_000_000), statedSize: 100 }]);
    const [entry] = await readZip(liar, limits);
    await expect(entry!.read()).rejects.toThrow('liar.png is damaged');
  });

  it('refuses a name that climbs out of the zip’s folder, and a picture whose bytes were altered', async () => {
    for (const path of ['../../etc/cron.d/evil.png', 'photos/../../evil.png', '/etc/evil.png']) {
      await expect(readZip(zipFile([{ path, data: text(10) }]), limits)).rejects.toThrow(
        `${path} points outside the zip's folder`,
      );
    }
    // Stored as it is, so the bytes read are the altered ones: only the CRC-32 can tell.
    const flipped = zipFile([{ path: 'a.png', data: text(300), stored: true }]);
    flipped[30 + 'a.png'.length + 10]! ^= 0xff;
    const [entry] = await readZip(flipped, limits);
    await expect(entry!.read()).rejects.toThrow('a.png is damaged');
  });
});
