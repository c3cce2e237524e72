import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminTrustPage } from '@shop/shared/trust-pages/trust-page-schemas';
import { renderInAdmin } from '../../../testing/render-in-admin';
import { stubApi } from '../../../testing/stub-api';
import { PageEditor } from './page-editor';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const about: AdminTrustPage = {
  slug: 'about',
  title: 'About us',
  body: 'Glow Naija is a Nigerian beauty shop.',
  startingText: 'Glow Naija is a Nigerian beauty shop.',
  updatedAt: null,
  updatedBy: null,
};

function renderEditor(page = about) {
  renderInAdmin(<PageEditor initial={page} />);
  return userEvent.setup();
}

describe('the pages tab’s editor', () => {
  beforeEach(() => localStorage.setItem('token', 'token-admin'));
  afterEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('saves the shopkeeper’s text for the page and shows who saved it', async () => {
    const calls: unknown[] = [];
    stubApi({
      'PUT /admin/pages/about': (body) => {
        calls.push(body);
        const text = (body as { body: string }).body;
        return [200, { ...about, body: text, updatedAt: '2026-11-29T08:00:00.000Z', updatedBy: 'ada_owner' }];
      },
    });
    const person = renderEditor();
    expect(screen.getByText('Not saved yet: shoppers see the suggested text.')).toBeInTheDocument();
    const field = screen.getByLabelText('Page text: About us');
    await person.clear(field);
    await person.type(field, 'We are in Lekki since 2019.');
    await person.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('About us saved'));
    expect(calls).toEqual([{ body: 'We are in Lekki since 2019.' }]);
    expect(screen.getByText(/Last saved by ada_owner on 29th November 2026/)).toBeInTheDocument();
  });

  it('starts again from the suggested text, and says why a save was refused', async () => {
    stubApi({ 'PUT /admin/pages/about': () => [400, { message: 'Too long', field: 'body' }] });
    const person = renderEditor({
      ...about,
      body: 'An older text',
      updatedAt: '2026-11-28T08:00:00.000Z',
      updatedBy: 'ada',
    });
    const field = screen.getByLabelText('Page text: About us');
    await person.click(screen.getByRole('button', { name: 'Start again from the suggested text' }));
    expect(field).toHaveValue(about.startingText);
    expect(screen.getByRole('button', { name: 'Start again from the suggested text' })).toBeDisabled();
    await person.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too long'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('links to the page as shoppers see it', () => {
    renderEditor();
    expect(screen.getByRole('link', { name: 'View the page' })).toHaveAttribute('href', '/about');
  });
});
