/** The spec's catch-all page shows exactly this word. */
export function NotFoundScreen() {
  return (
    <main className="mx-auto grid min-h-[50vh] max-w-3xl place-items-center px-4 py-24">
      <h1 className="text-3xl">NotFound</h1>
    </main>
  );
}
