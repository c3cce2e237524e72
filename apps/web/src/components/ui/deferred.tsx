import { Suspense, type ReactNode } from 'react';
import { Await, useAsyncError } from 'react-router';

/**
 * Shows what a route loader started without waiting for it: `loading` until the promise settles,
 * then `children(data)`, or `error(e)` when it fails. Loaders return promises un-awaited, so the
 * page and its data download in parallel and the page keeps its own loading and error states.
 */
export function Deferred<T>({
  resolve,
  loading,
  error,
  children,
}: {
  resolve: Promise<T>;
  loading: ReactNode;
  error: (error: Error) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <Suspense fallback={loading}>
      <Await resolve={resolve} errorElement={<AwaitError render={error} />}>
        {(data: T) => children(data)}
      </Await>
    </Suspense>
  );
}

function AwaitError({ render }: { render: (error: Error) => ReactNode }) {
  const failure = useAsyncError();
  return render(failure instanceof Error ? failure : new Error(String(failure)));
}
