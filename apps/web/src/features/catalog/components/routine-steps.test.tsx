import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../../../testing/factories';
import { RoutineSteps } from './routine-steps';

const step = (n: number, name: string, code: string | null) => ({
  step: ['Cleanse', 'Treat'][n]!,
  productId: code,
  name,
  image: null,
  price: code ? 6000 : null,
});

describe('a routine’s steps on its page', () => {
  it('lists each step in order with its product linked, and what it saves', () => {
    render(
      <MemoryRouter>
        <RoutineSteps
          product={aProduct({
            routine: {
              steps: [step(0, 'Gentle Cleanser', 'GN-SK-1'), step(1, 'Acne Serum', 'GN-SK-2')],
              saving: 9000,
            },
          })}
        />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('region', { name: 'The routine, step by step' })).getAllByRole(
      'listitem',
    );
    expect(items.map((i) => i.textContent)).toEqual([
      'Step 1: CleanseGentle Cleanser',
      'Step 2: TreatAcne Serum',
    ]);
    expect(within(items[1]!).getByRole('link', { name: 'Acne Serum' })).toHaveAttribute(
      'href',
      '/product/GN-SK-2',
    );
    expect(screen.getByText(/Save ngn 9,000/)).toBeInTheDocument();
  });

  it('names a step whose product is gone, shows no saving when none was sent, and is absent on other products', () => {
    const { container, rerender } = render(
      <MemoryRouter>
        <RoutineSteps product={aProduct({ routine: { steps: [step(0, '', null)] } })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No longer sold')).toBeInTheDocument();
    expect(screen.queryByText(/Save/)).toBeNull();
    rerender(
      <MemoryRouter>
        <RoutineSteps product={aProduct({})} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
