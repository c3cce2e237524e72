import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../../../testing/factories';
import { SkinFit } from './skin-fit';

describe('the product page’s skin line', () => {
  it('says which skin it is good for and what it targets', () => {
    render(<SkinFit product={aProduct({ skinTypes: ['oily', 'combination'], concerns: ['acne'] })} />);
    expect(screen.getByText('Good for: oily, combination skin · Targets: acne')).toBeInTheDocument();
  });

  it('says only what the product names, and nothing for a product that names neither', () => {
    const { container, rerender } = render(
      <SkinFit product={aProduct({ skinTypes: [], concerns: ['sun-protection'] })} />,
    );
    expect(screen.getByText('Targets: sun protection')).toBeInTheDocument();
    rerender(<SkinFit product={aProduct({})} />);
    expect(container).toBeEmptyDOMElement();
  });
});
