import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { trustPageMessages } from '@shop/shared/trust-pages/trust-page-messages';
import type { TrustPage } from '@shop/shared/trust-pages/trust-page-schemas';
import { isTrustPage } from '@shop/shared/trust-pages/trust-pages';
import { LoadFailure } from '../../components/load-failure';
import { Deferred } from '../../components/ui/deferred';
import { Spinner } from '../../components/ui/spinner';
import { getTrustPage } from '../../features/trust-pages/api/get-trust-page';
import { TrustPageView } from '../../features/trust-pages/components/trust-page-view';
import { handled } from '../../lib/handled';

// /shipping-returns, /privacy, /terms and /about: the shopkeeper's words, rendered on the server
// as plain content. Loader and page are one module loaded only here, so no other page's first
// load carries any of it (decision 56).

export function loader({ request }: LoaderFunctionArgs) {
  const slug = new URL(request.url).pathname.replace(/\/+$/, '').slice(1).toLowerCase();
  if (!isTrustPage(slug)) throw new Response('NotFound', { status: 404 });
  return { page: handled(getTrustPage(slug)) };
}

export function Component() {
  const { page } = useLoaderData() as { page: Promise<TrustPage> };
  return (
    <main>
      <Deferred
        resolve={page}
        loading={<Spinner label="Loading…" />}
        error={(error) => (
          <LoadFailure error={error} fallback={trustPageMessages.fetchPageFailed} look="page" />
        )}
      >
        {(shown) => <TrustPageView page={shown} />}
      </Deferred>
    </main>
  );
}
