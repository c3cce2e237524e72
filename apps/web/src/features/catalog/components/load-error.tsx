/** The failure text on home and listings: 'Error: ' plus the message, in red. */
export function LoadError({ error }: { error: Error }) {
  return (
    <p role="alert" className="mx-auto max-w-3xl px-4 py-10 text-center text-lg font-medium text-alert">
      Error: {error.message}
    </p>
  );
}
