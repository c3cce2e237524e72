import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SaleFields, instantOf, localInputValue, saleValuesOf, type SaleValues } from './sale-fields';

function Harness({ seen }: { seen: (v: SaleValues) => void }) {
  const [values, setValues] = useState<SaleValues>({ salePrice: '', saleEndsAt: '' });
  seen(values);
  return (
    <SaleFields values={values} onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))} />
  );
}

describe('the product form’s sale fields', () => {
  it('are labelled, and send the end as an instant with its zone, as the server requires', async () => {
    let last: SaleValues = { salePrice: '', saleEndsAt: '' };
    render(<Harness seen={(v) => (last = v)} />);
    await userEvent.type(screen.getByLabelText('on sale for (₦)'), '7000');
    const ends = screen.getByLabelText('sale ends');
    await userEvent.type(ends, '2030-12-24T23:59');
    expect(last.salePrice).toBe('7000');
    expect(last.saleEndsAt).toBe(new Date('2030-12-24T23:59').toISOString());
    expect(ends).toHaveValue('2030-12-24T23:59');
  });

  it('round-trips an instant through the local input, and shows an ended sale empty', () => {
    const iso = new Date('2030-06-01T10:30').toISOString();
    expect(instantOf(localInputValue(iso))).toBe(iso);
    expect(saleValuesOf({ salePrice: 7000, saleEndsAt: '2020-01-01T00:00:00.000Z' })).toEqual({
      salePrice: '',
      saleEndsAt: '',
    });
    expect(saleValuesOf({ salePrice: 7000, saleEndsAt: iso })).toEqual({
      salePrice: '7000',
      saleEndsAt: iso,
    });
  });
});
