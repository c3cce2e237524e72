import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/stub-api';
import { OrderReturnsSection } from './order-returns-section';

const ORDER = 'a1b2c3d4-0000-4000-8000-000000000001';
const TOKEN = 'page-token';
const READ = `GET /order/orders/${ORDER}/returns?token=${TOKEN}`;
const ASK = `POST /order/orders/${ORDER}/returns`;
const UPLOAD = `POST /order/orders/${ORDER}/return-photos?token=${TOKEN}`;

const state = (data: unknown[] = []) => ({
  data,
  window: { open: true, days: 7, rules: 'Unopened items only', until: '2026-12-06T10:00:00.000Z' },
  items: [
    {
      orderItemId: 'line-1',
      name: 'Velvet Lipstick',
      color: 'Cocoa',
      bought: 2,
      returnable: 2,
      finalSale: false,
    },
    { orderItemId: 'line-2', name: 'Glow Serum', color: null, bought: 1, returnable: 0, finalSale: true },
  ],
});

const asked = {
  id: 'r1',
  orderId: ORDER,
  orderNumber: 'GN-100042',
  customerName: 'Ngozi Eze',
  email: 'ngozi@example.ng',
  status: 'requested',
  reason: 'Too dark',
  note: null,
  photos: [],
  items: [{ orderItemId: 'line-1', name: 'Velvet Lipstick', color: 'Cocoa', quantity: 2, price: 5000 }],
  value: 10000,
  outcome: null,
  refunded: 0,
  credited: 0,
  exchange: null,
  createdAt: '2026-11-29T08:00:00.000Z',
  updatedAt: '2026-11-29T08:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the order page’s returns', () => {
  it('shows the window and rules, refuses a final-sale line, and sends the chosen lines with the page’s token', async () => {
    let sent: unknown;
    let read = 0;
    stubApi({
      [READ]: () => [200, state(read++ === 0 ? [] : [asked])],
      [ASK]: (body) => {
        sent = body;
        return [201, { return: asked }];
      },
    });
    render(<OrderReturnsSection orderId={ORDER} token={TOKEN} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    expect(screen.getByText('Within 7 days of delivery. Unopened items only')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Glow Serum/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Ask for a return' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one item to return');

    await userEvent.click(screen.getByRole('checkbox', { name: /Velvet Lipstick \(Cocoa\)/ }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'How many of Velvet Lipstick (Cocoa) to return' }),
      '2',
    );
    await userEvent.type(screen.getByLabelText('Why are you returning them?'), 'Too dark');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a return' }));

    expect(await screen.findByText('Requested: waiting for the shop')).toBeInTheDocument();
    expect(sent).toEqual({
      items: [{ orderItemId: 'line-1', quantity: 2 }],
      reason: 'Too dark',
      viewToken: TOKEN,
    });
  }, 20_000);

  it('uploads chosen photos at once, shows them, sends their ids, and says why the server refused one', async () => {
    let sent: unknown;
    let uploads = 0;
    let read = 0;
    const withPhoto = { ...asked, photos: ['0123456789abcdef0123.webp'] };
    stubApi({
      [READ]: () => [200, state(read++ === 0 ? [] : [withPhoto])],
      [UPLOAD]: () =>
        uploads++ === 0
          ? [201, { photo: { id: 'photo-1', image: '0123456789abcdef0123.webp' } }]
          : [
              400,
              { message: 'The file is not an image we can read. Please upload a JPEG, PNG, WebP or GIF.' },
            ],
      [ASK]: (body) => {
        sent = body;
        return [201, { return: withPhoto }];
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    render(<OrderReturnsSection orderId={ORDER} token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    const input = screen.getByLabelText('Photos (up to 3)');
    await user.upload(input, new File(['jpeg'], 'lid.jpg', { type: 'image/jpeg' }));
    const thumb = await screen.findByRole('img', { name: 'Photo 1 of the return' });
    expect(thumb).toHaveAttribute('src', '/api/images/0123456789abcdef0123-w200.webp');

    await user.upload(input, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not an image we can read.');
    expect(screen.getAllByRole('img', { name: /Photo \d of the return/ })).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: /Velvet Lipstick \(Cocoa\)/ }));
    await user.type(screen.getByLabelText('Why are you returning them?'), 'The lid broke');
    await user.click(screen.getByRole('button', { name: 'Ask for a return' }));
    expect(await screen.findByRole('img', { name: 'Photo 1 of the return' })).toBeInTheDocument();
    expect(sent).toEqual({
      items: [{ orderItemId: 'line-1', quantity: 1 }],
      reason: 'The lid broke',
      photos: ['photo-1'],
      viewToken: TOKEN,
    });
  }, 20_000);

  it('shows nothing to someone the server does not let read the order', async () => {
    const calls = stubApi({});
    const { container } = render(<OrderReturnsSection orderId={ORDER} token="wrong" />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
