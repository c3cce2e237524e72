import { isRouteErrorResponse, useRouteError } from 'react-router';
import { generalMessages } from '@shop/shared/general-messages';

/** The router's error screen, in the words of React Router's own default. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="mx-auto max-w-2xl px-6 py-24">
      <h2 className="text-2xl">{generalMessages.unexpectedError}</h2>
      {detail && <p className="mt-4 italic text-plum-soft">{detail}</p>}
    </main>
  );
}
