import type { TestApp } from './build-test-app.ts';
import { formBody, pngImage } from './form-body.ts';

/**
 * The admin's product form as the browser sends it (multipart), signed in with `auth`: `add` with a
 * picture, `edit` of the fields given only.
 */
export function adminProductForm(t: TestApp, auth: Record<string, string>) {
  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    image: boolean,
  ) => {
    const body = await formBody(fields, image ? await pngImage() : undefined);
    return t.app.inject({ method, url, headers: { ...auth, ...body.headers }, payload: body.payload });
  };
  return {
    add: (fields: Record<string, string>) => send('POST', '/api/product/admin/products', fields, true),
    edit: (code: string, fields: Record<string, string>) =>
      send('PUT', `/api/product/admin/products/${code}`, fields, false),
  };
}
