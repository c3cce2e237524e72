import sharp from 'sharp';

// For tests: a multipart body as a browser's FormData would send it, ready for app.inject.

type FileField = { name: string; type: string; data: Buffer };

/** `files` adds more file fields by name (e.g. `colorImage:#dc143c`). */
export async function formBody(
  fields: Record<string, string | string[]>,
  image?: FileField,
  files: Record<string, FileField> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  if (image) form.append('image', new Blob([new Uint8Array(image.data)], { type: image.type }), image.name);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A real, small PNG. */
export async function pngImage(color = '#c8557a'): Promise<FileField> {
  const data = await sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name: 'lipstick.png', type: 'image/png', data };
}
