import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/lazy-sonner';
import { MyDataDownload } from './my-data-download';

vi.mock('../../../lib/lazy-sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

let saved: { href: string; download: string }[] = [];

beforeEach(() => {
  localStorage.setItem('token', 'token-ngozi');
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:my-data');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The server's answer to the download, and the requests the page made. */
function serve(status: number, body: string) {
  const requests: { url: string; auth: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      requests.push({ url, auth: new Headers(init.headers).get('authorization') });
      return Promise.resolve(new Response(body, { status }));
    }),
  );
  return requests;
}

describe('the account’s “Download my data”', () => {
  it('fetches the signed-in customer’s data as JSON or CSV and saves it as a file', async () => {
    const requests = serve(200, '{"account":{}}');
    const person = userEvent.setup();
    render(<MyDataDownload />);
    await person.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests[0]).toEqual({ url: '/api/auth/my-data?format=json', auth: 'Bearer token-ngozi' });
    expect(saved[0]!.download).toMatch(/^glow-naija-my-data-\d{4}-\d\d-\d\d\.json$/);

    await person.click(screen.getByRole('button', { name: 'Download my data (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(requests[1]!.url).toBe('/api/auth/my-data?format=csv');
    expect(saved[1]!.download).toMatch(/\.csv$/);
  });

  it('says so when the download fails, and saves nothing', async () => {
    serve(500, '{"message":"Internal Server Error"}');
    const person = userEvent.setup();
    render(<MyDataDownload />);
    await person.click(screen.getByRole('button', { name: 'Download my data (CSV)' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download my data (CSV)' })).toBeEnabled();
  });
});
