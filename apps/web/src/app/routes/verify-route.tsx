// Filled in by its feature; registered now so every route of the spec exists.
export function Component() {
  return <main className="mx-auto max-w-3xl px-4 py-16" />;
}
