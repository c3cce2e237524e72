import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubRoutes } from '../../../testing/stub-api';
import { ImportProductsDialog } from './import-products-dialog';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), loading: vi.fn(() => 'toast-1') } }));

const CHECK = 'POST /admin/products/import?dryRun=1';
const IMPORT = 'POST /admin/products/import';
const errors = [
  { row: 3, field: 'Price (₦)', message: 'price must be a positive number of naira' },
  { row: 7, field: 'Code', message: 'This code is already on row 2' },
];

function showImport(routes: StubRoutes) {
  localStorage.setItem('token', 'token-admin');
  const calls = stubApi(routes);
  const onImported = vi.fn();
  const router = createMemoryRouter([
    { path: '/', element: <ImportProductsDialog onClose={() => {}} onImported={onImported} /> },
  ]);
  render(
    <AppStoresProvider stores={testStores()}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return { calls, onImported };
}

const csv = (text = 'Code,Name\n') => new File([text], 'products.csv', { type: 'text/csv' });

/** The form the n-th import request sent. */
const sentForm = (n: number) =>
  vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('/products/import'))[n]![1]!
    .body as FormData;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('the products import screen', () => {
  it('asks for the CSV by its field before checking anything', async () => {
    const { calls } = showImport({});
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    const field = screen.getByLabelText('Products CSV file');
    await vi.waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription('Choose the CSV file to import');
    expect(calls).toEqual([]);
  });

  it('checks the file and shows what it would do and its errors by row, column and message, with no Import', async () => {
    const { calls } = showImport({ [CHECK]: () => [200, { created: 1, updated: 2, errors }] });
    await userEvent.upload(screen.getByLabelText('Products CSV file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));

    const summary = await screen.findByRole('heading', { name: '1 new, 2 updated' });
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(
      screen.getByText('2 errors: correct them in the file, choose it again and check it.'),
    ).toBeVisible();
    const rows = within(screen.getByRole('table', { name: 'Errors by row' })).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Row', 'Column', 'Message'],
      ['3', 'Price (₦)', 'price must be a positive number of naira'],
      ['7', 'Code', 'This code is already on row 2'],
    ]);
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(calls).toEqual([CHECK]);
    expect((sentForm(0).get('file') as File).name).toBe('products.csv');
    expect(sentForm(0).has('images')).toBe(false);
  });

  it('imports exactly the files checked, with their zip, once the check found no errors', async () => {
    const { calls, onImported } = showImport({
      [CHECK]: () => [200, { created: 1, updated: 2, unchanged: 40, errors: [] }],
      [IMPORT]: () => [200, { created: 1, updated: 2, unchanged: 40, errors: [] }],
    });
    await userEvent.upload(screen.getByLabelText('Products CSV file'), csv());
    const zip = new File(['PK'], 'pictures.zip', { type: 'application/zip' });
    await userEvent.upload(screen.getByLabelText('Zip of pictures (optional)'), zip);
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('No errors: the file is ready to import.')).toBeVisible();
    // Rows the shop already has as they are count apart from the updated ones.
    expect(screen.getByRole('heading', { name: '1 new, 2 updated' })).toBeVisible();
    expect(
      screen.getByText('40 products are as the shop has them already and stay as they are.'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledOnce());
    expect(toast.success).toHaveBeenCalledWith('Imported: 1 new, 2 updated', { id: 'toast-1' });
    expect(calls).toEqual([CHECK, IMPORT]);
    expect((sentForm(1).get('images') as File).name).toBe('pictures.zip');
  });

  it('asks for a new check when another file is chosen', async () => {
    showImport({ [CHECK]: () => [200, { created: 0, updated: 1, errors: [] }] });
    await userEvent.upload(screen.getByLabelText('Products CSV file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await screen.findByRole('button', { name: 'Import' });
    await userEvent.upload(screen.getByLabelText('Products CSV file'), csv('Code,Name,Price\n'));
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.queryByText('0 new, 1 updated')).toBeNull();
  });

  it('shows the errors of an import refused after its check', async () => {
    const { onImported } = showImport({
      [CHECK]: () => [200, { created: 1, updated: 0, errors: [] }],
      [IMPORT]: () => [
        400,
        {
          message: 'Nothing was imported: correct the rows listed and send the file again',
          created: 1,
          updated: 0,
          errors,
        },
      ],
    });
    await userEvent.upload(screen.getByLabelText('Products CSV file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('table', { name: 'Errors by row' })).toBeVisible();
    expect(toast.error).toHaveBeenCalledWith(
      'Nothing was imported: correct the rows listed and send the file again',
      { id: 'toast-1' },
    );
    expect(onImported).not.toHaveBeenCalled();
  });

  it('names a broken zip under its field', async () => {
    const message = 'The zip of pictures pictures.zip cannot be used: it is not a zip file';
    showImport({ [CHECK]: () => [400, { message, field: 'images' }] });
    await userEvent.upload(screen.getByLabelText('Products CSV file'), csv());
    await userEvent.upload(
      screen.getByLabelText('Zip of pictures (optional)'),
      new File(['nope'], 'pictures.zip', { type: 'application/zip' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Zip of pictures (optional)')).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(toast.error).toHaveBeenCalledWith(message);
  });
});
