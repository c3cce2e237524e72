import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyReview } from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import { aReview } from '../../../testing/factories';
import { sessionUser, stubApi, type StubRoutes } from '../../../testing/stub-api';
import { startMyReview } from '../start-my-review';
import { WriteReviewLazy } from './write-review-lazy';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

const MINE = 'GET /review/mine?productId=GN-SK-002';

const written = aReview({
  name: 'Amaka',
  productId: 'GN-SK-002',
  productName: 'Vitamin C Brightening Serum',
});

// The route's own wiring: the loader starts the read, the page hands it to the form.
const loader = ({ params }: LoaderFunctionArgs) => ({ mine: startMyReview(params.id ?? '') });
// A page opened as a guest, before she signed in on it: the loader started nothing for her.
const guestLoader = () => ({ mine: null });

function ProductPage() {
  const { mine } = useLoaderData<typeof loader>();
  return <WriteReviewLazy productId="GN-SK-002" started={mine} onChanged={() => {}} />;
}

/** The product page's review section for a guest (`null`) or a signed-in shopper. */
function renderFor(userId: string | null, routes: StubRoutes, pageLoader: typeof loader = loader) {
  localStorage.clear();
  if (userId) {
    localStorage.setItem('user', JSON.stringify(sessionUser(userId)));
    localStorage.setItem('token', `token-${userId}`);
  }
  const calls = stubApi(routes);
  const router = createMemoryRouter(
    [{ path: '/product/:id', loader: pageLoader, element: <ProductPage /> }],
    {
      initialEntries: ['/product/GN-SK-002'],
    },
  );
  render(
    <AppStoresProvider stores={testStores()}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return calls;
}

const answer = (mine: MyReview) => () => [200, mine] as [number, unknown];

describe('the review form on the product page', () => {
  // The form's code loads on demand; loading it once here keeps each test to its own waiting.
  beforeAll(() => import('./write-review'), 20_000);
  afterEach(() => vi.unstubAllGlobals());

  it('asks a guest to sign in, and asks the server nothing', async () => {
    const calls = renderFor(null, {});
    expect(await screen.findByRole('link', { name: messages.reviews.signInToReview })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('reads whether a signed-in shopper bought it once, with the page, and says why not', async () => {
    const calls = renderFor('u-rev-1', { [MINE]: answer({ canReview: false, review: null }) });
    expect(await screen.findByText(messages.reviews.notBought)).toBeInTheDocument();
    expect(calls).toEqual([MINE]);
  });

  it('gives a buyer their own review to update', async () => {
    const calls = renderFor('u-rev-2', {
      [MINE]: answer({ canReview: true, review: written }),
      'POST /review/reviews': () => [200, { message: messages.reviews.updated, review: written }],
    });
    const box = await screen.findByRole('textbox', { name: 'Your review' });
    expect(box).toHaveValue('Soft on my skin.');
    await userEvent.click(screen.getByRole('button', { name: 'Update review' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.reviews.updated);
    expect(calls).toEqual([MINE, 'POST /review/reviews']);
  });

  it("starts a signed-in shopper's read with the page's data, and a guest's not at all", () => {
    localStorage.clear();
    let calls = stubApi({ [MINE]: answer({ canReview: false, review: null }) });
    expect(startMyReview('GN-SK-002')).toBeNull();
    expect(calls).toEqual([]);
    localStorage.setItem('user', JSON.stringify(sessionUser('u-rev-4')));
    localStorage.setItem('token', 'token-u-rev-4');
    calls = stubApi({ [MINE]: answer({ canReview: false, review: null }) });
    expect(startMyReview('GN-SK-002')?.userId).toBe('u-rev-4');
    expect(calls).toEqual([MINE]); // asked at once, before any form has rendered
  });

  it('asks once itself when the page started no read for her (she signed in on it)', async () => {
    const calls = renderFor('u-rev-5', { [MINE]: answer({ canReview: true, review: written }) }, guestLoader);
    expect(await screen.findByRole('textbox', { name: 'Your review' })).toHaveValue('Soft on my skin.');
    expect(calls).toEqual([MINE]);
  });

  it('says something went wrong when the read fails', async () => {
    renderFor('u-rev-3', { [MINE]: () => [500, { message: 'down' }] });
    expect(await screen.findByText(messages.somethingWentWrong)).toBeInTheDocument();
  });
});
