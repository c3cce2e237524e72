import { createDecipheriv, createECDH, hkdfSync, type ECDH } from 'node:crypto';

// RFC 8291 (Message Encryption for Web Push) read from the device's side: what a browser does
// with a push it receives. Written here, small, so a test proves the shop's pushes decrypt with
// nothing but the device's own keys; it shares no code with the library that encrypts them.

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** A browser's push keys: a P-256 ECDH pair (`p256dh`) and a 16-byte auth secret. */
export type DeviceKeys = { ecdh: ECDH; auth: Buffer; p256dh: string; authB64: string };

export function makeDeviceKeys(): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = Buffer.from(Array.from({ length: 16 }, () => Math.floor(Math.random() * 256)));
  return { ecdh, auth, p256dh: b64url(ecdh.getPublicKey()), authB64: b64url(auth) };
}

/**
 * Decrypts an `aes128gcm` push body (RFC 8188 framing, RFC 8291 keys). Throws on anything a browser
 * would refuse: a short header, a record size under 18, a key id that is not a P-256 point, a bad tag.
 */
export function decryptPush(body: Buffer, device: DeviceKeys): string {
  // Header: salt (16) | record size (4, big-endian) | key id length (1) | key id (the sender's key).
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  if (recordSize < 18) throw new Error(`record size ${recordSize} is under 18`);
  if (idLength !== 65) throw new Error(`key id is ${idLength} bytes, not a 65-byte P-256 point`);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');

  // RFC 8291 §3.3-3.4: the shared secret, mixed with the auth secret and both public keys.
  const shared = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderPublic]);
  const ikm = hkdf(device.auth, shared, keyInfo, 32);
  // RFC 8188 §2.2-2.3: the content key and nonce, from the salt (one record: sequence number 0).
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}
