/** Previous and next pages of the orders tab, with where this page sits in the whole list. */
export function OrdersPager({
  offset,
  pageSize,
  total,
  onOffset,
}: {
  offset: number;
  pageSize: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  if (total <= pageSize) return null;
  const button =
    'rounded-full border-2 border-plum px-5 py-2 text-sm font-semibold hover:bg-plum hover:text-ivory disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label="Order pages" className="flex flex-wrap items-center justify-between gap-3">
      <button
        type="button"
        className={button}
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - pageSize))}
      >
        Previous
      </button>
      <p className="text-sm">
        {offset + 1}–{Math.min(offset + pageSize, total)} of {total}
      </p>
      <button
        type="button"
        className={button}
        disabled={offset + pageSize >= total}
        onClick={() => onOffset(offset + pageSize)}
      >
        Next
      </button>
    </nav>
  );
}
