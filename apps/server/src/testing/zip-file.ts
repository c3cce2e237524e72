import { zipSync, type Zippable } from 'fflate';

// A zip file as an archiver writes one (fflate; entries deflated, or `stored` as they are), for
// tests and the import bench.
// `statedSize` lets a test write a zip that lies about an entry: its size in the central
// directory (the one readers trust) is overwritten after fflate wrote the honest one.

export type ZipInput = { path: string; data: Buffer; statedSize?: number; stored?: boolean };

export function zipFile(inputs: ZipInput[]): Buffer {
  const files: Zippable = {};
  for (const input of inputs) files[input.path] = [input.data, { level: input.stored ? 0 : 6 }];
  const zip = Buffer.from(zipSync(files));
  // The end record (fflate writes no comment) gives where the central directory starts.
  let at = zip.readUInt32LE(zip.length - 22 + 16);
  for (const input of inputs) {
    if (input.statedSize !== undefined) zip.writeUInt32LE(input.statedSize, at + 24);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return zip;
}
