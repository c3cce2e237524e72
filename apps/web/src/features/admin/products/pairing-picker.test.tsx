import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PairingPicker, type Pairing } from './pairing-picker';

const shop: Pairing[] = [
  { productId: 'GN-SK-001', name: 'Glow Serum' },
  { productId: 'GN-SK-002', name: 'Glow Toner' },
  { productId: 'GN-SK-003', name: 'Glow Cream' },
];
// The shop's search, by name, as the admin list answers it.
const search = async (q: string) => shop.filter((p) => p.name.toLowerCase().includes(q.toLowerCase()));

function Harness({ start = [], seen }: { start?: Pairing[]; seen: (v: Pairing[]) => void }) {
  const [value, setValue] = useState<Pairing[]>(start);
  seen(value);
  return <PairingPicker value={value} onChange={setValue} self="GN-SK-001" search={search} />;
}

describe('the product form’s "pairs well with" picker', () => {
  it('finds products by a labelled search, adds them by keyboard, never the product itself', async () => {
    let last: Pairing[] = [];
    render(<Harness seen={(v) => (last = v)} />);
    await userEvent.type(screen.getByLabelText('Find a product to pair'), 'glow');
    const found = await screen.findByRole('list', { name: 'Products found' });
    expect(
      within(found)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Add Glow Toner', 'Add Glow Cream']);
    // Enter adds the first match (and does not send the form).
    await userEvent.keyboard('{Enter}');
    expect(last.map((p) => p.productId)).toEqual(['GN-SK-002']);
    await userEvent.type(screen.getByLabelText('Find a product to pair'), 'cream');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Glow Cream' }));
    expect(last.map((p) => p.productId)).toEqual(['GN-SK-002', 'GN-SK-003']);
    expect(screen.getByRole('list', { name: 'Chosen to pair' })).toHaveTextContent('Glow Toner (GN-SK-002)');
  }, 20_000);

  it('removes a product by its named button, and stops at six', async () => {
    let last: Pairing[] = [];
    const six = Array.from({ length: 6 }, (_, i) => ({ productId: `GN-MU-00${i}`, name: `Lip ${i}` }));
    render(<Harness start={six} seen={(v) => (last = v)} />);
    expect(screen.getByLabelText('Find a product to pair')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lip 2' }));
    expect(last.map((p) => p.name)).toEqual(['Lip 0', 'Lip 1', 'Lip 3', 'Lip 4', 'Lip 5']);
    expect(screen.getByLabelText('Find a product to pair')).toBeEnabled();
  });
});
