/** The catch-all page shows exactly this word, and nothing else. */
export function NotFoundScreen() {
  return (
    <main className="grid min-h-screen place-items-center bg-ivory px-4">
      <h1 className="font-display text-3xl text-plum">NotFound</h1>
    </main>
  );
}
