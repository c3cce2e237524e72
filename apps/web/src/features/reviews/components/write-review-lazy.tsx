import { lazy, Suspense } from 'react';

// The form is only for signed-in buyers; its code loads when the product page shows it, keeping
// the first page's bundle small.
const WriteReviewSection = lazy(() =>
  import('./write-review').then((m) => ({ default: m.WriteReviewSection })),
);

export function WriteReviewLazy(props: { productId: string; onChanged: () => void }) {
  return (
    <Suspense fallback={<div id="write-review" className="mt-12 min-h-24" />}>
      <WriteReviewSection {...props} />
    </Suspense>
  );
}
