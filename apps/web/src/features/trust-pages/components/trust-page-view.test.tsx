import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrustPageView } from './trust-page-view';

const facts = {
  legalName: 'Ada Beauty Ltd',
  address: '14 Admiralty Way, Lekki',
  cacRcNumber: 'RC 1234567',
  nafdac: '',
};

describe('a trust page as the shopper reads it', () => {
  it('shows the shopkeeper’s headings, lists and links, and any markup they typed as plain text', () => {
    const { container } = render(
      <TrustPageView
        page={{
          slug: 'privacy',
          title: 'Privacy notice',
          body: 'Intro <b>bold</b>\n\n## Your rights\n- access\n- deletion\n\nComplain to https://ndpc.gov.ng <script>alert(1)</script>',
          business: null,
          updatedAt: '2026-11-29T08:00:00.000Z',
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['access', 'deletion']);
    expect(screen.getByRole('link', { name: 'https://ndpc.gov.ng' })).toHaveAttribute(
      'href',
      'https://ndpc.gov.ng',
    );
    expect(screen.getByText('Intro <b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
    expect(screen.getByText('Last updated 29th November 2026')).toBeInTheDocument();
  });

  it('gives the about page the business details that are filled in', () => {
    render(
      <TrustPageView
        page={{ slug: 'about', title: 'About us', body: 'Hello.', business: facts, updatedAt: null }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Business details' })).toBeInTheDocument();
    expect(screen.getByText('RC 1234567')).toBeInTheDocument();
    expect(screen.getByText('CAC RC number')).toBeInTheDocument();
    expect(screen.queryByText('NAFDAC listing')).not.toBeInTheDocument();
  });
});
