export function HomeRoute(_props: { category?: 'makeup' | 'skincare' }) {
  return <main className="mx-auto max-w-3xl px-4 py-16" />;
}
