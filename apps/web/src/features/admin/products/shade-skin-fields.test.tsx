import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { colorShadesJson, ShadeSkinFields, type ShadeSkin } from './shade-skin-fields';

const shades = [
  { key: '#6f4128', name: 'Mahogany 450' },
  { key: '#c18a5e', name: 'Honey 220' },
];

function Form({ type }: { type: string }) {
  const [value, setValue] = useState<ShadeSkin>({});
  return (
    <>
      <ShadeSkinFields
        category="makeup"
        type={type}
        shades={shades}
        value={value}
        onChange={(key, skin) => setValue((v) => ({ ...v, [key]: skin }))}
      />
      <output data-testid="sent">{colorShadesJson(shades, value)}</output>
    </>
  );
}

describe('ShadeSkinFields', () => {
  it('asks a complexion product’s each shade for its depth and undertone under visible labels', () => {
    render(<Form type="face" />);
    fireEvent.change(screen.getByLabelText('Skin depth for Mahogany 450'), { target: { value: 'deep' } });
    fireEvent.change(screen.getByLabelText('Undertone for Mahogany 450'), { target: { value: 'warm' } });
    expect(screen.getByLabelText('Skin depth for Honey 220')).toHaveValue('');
    expect(JSON.parse(screen.getByTestId('sent').textContent!)).toEqual({
      '#6f4128': { depth: 'deep', undertone: 'warm' },
      '#c18a5e': null,
    });
  });

  it('shows nothing for a product that is not a complexion product', () => {
    render(<Form type="lips" />);
    expect(screen.queryByLabelText('Skin depth for Mahogany 450')).not.toBeInTheDocument();
  });
});
