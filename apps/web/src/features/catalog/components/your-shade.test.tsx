import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { keepMyShade } from '../../../lib/shade/my-shade';
import { aProduct, aShade } from '../../../testing/factories';
import { ProductDetails } from './product-details';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

// "Your shade" on a complexion product's page (decision 57).

const MAHOGANY_IMAGE = 'cccccccccccccccccccc.webp';
const foundation = aProduct({
  productId: 'GN-MU-005',
  name: 'Second Skin',
  fullname: 'Glow Naija Second Skin Liquid Foundation',
  category: 'makeup',
  type: 'face',
  colors: [
    aShade({ _id: 's1', name: 'Honey 220', code: '#c18a5e', depth: 'medium', undertone: 'warm' }),
    aShade({ _id: 's2', name: 'Chestnut 410', code: '#8a5634', depth: 'deep', undertone: 'neutral' }),
    aShade({
      _id: 's3',
      name: 'Mahogany 450',
      code: '#6f4128',
      depth: 'deep',
      undertone: 'warm',
      image: MAHOGANY_IMAGE,
    }),
  ],
});

function renderPage(product = foundation) {
  const store = testStores();
  render(
    <AppStoresProvider stores={store}>
      <MemoryRouter>
        <ProductDetails product={product} rating={null} />
      </MemoryRouter>
    </AppStoresProvider>,
  );
}

afterEach(() => keepMyShade(null));

describe('your shade on a complexion product', () => {
  it('chooses her shade for her, says so with its picture, and lets her pick another', () => {
    keepMyShade({ depth: 'deep', undertone: 'warm' });
    renderPage();
    expect(screen.getByTestId('your-shade')).toHaveTextContent(
      'Your shade: Mahogany 450 (Deep, warm, chosen for you) · Change',
    );
    expect(screen.getByRole('link', { name: 'Change your shade' })).toHaveAttribute(
      'href',
      '/shade-finder?product=GN-MU-005',
    );
    expect(screen.getByRole('button', { name: 'Mahogany 450' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Colour: Mahogany 450' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /in Mahogany 450/ }).getAttribute('src')).toContain(
      MAHOGANY_IMAGE,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Honey 220' }));
    expect(screen.getByRole('button', { name: 'Honey 220' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Mahogany 450' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers the nearest undertone of her depth, and says when none is made for her', () => {
    keepMyShade({ depth: 'deep', undertone: 'cool' });
    renderPage();
    expect(screen.getByTestId('your-shade')).toHaveTextContent(
      'Your shade: Chestnut 410 (Deep, cool, nearest to your undertone)',
    );
    act(() => keepMyShade({ depth: 'fair', undertone: 'cool' }));
    expect(screen.getByTestId('your-shade')).toHaveTextContent(
      'No shade of this product is made for fair, cool skin yet. Retake',
    );
    expect(screen.getByRole('group', { name: 'Colour: choose a shade' })).toBeInTheDocument();
  });

  it('leads to the shade finder before she has taken it, and says nothing on other products', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Find your shade' })).toHaveAttribute(
      'href',
      '/shade-finder?product=GN-MU-005',
    );
  });

  it('says nothing on a product that is not a complexion product', () => {
    keepMyShade({ depth: 'deep', undertone: 'warm' });
    renderPage({ ...foundation, type: 'lips' });
    expect(screen.queryByTestId('your-shade')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Colour: choose a shade' })).toBeInTheDocument();
  });
});
