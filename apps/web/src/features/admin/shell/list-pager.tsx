/** Previous and next pages of an admin list, with where this page sits in the whole list. */
export function ListPager({
  label,
  page,
  pageSize,
  total,
  onPage,
}: {
  /** The navigation's name, e.g. "Order pages". */
  label: string;
  /** 1 for the first page. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const offset = (page - 1) * pageSize;
  if (total <= pageSize && page === 1) return null;
  const button =
    'min-h-11 rounded-full border-2 border-plum px-5 py-2 text-sm font-semibold hover:bg-plum hover:text-ivory disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <button type="button" className={button} disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <p className="text-sm">
        {total === 0 || offset >= total
          ? `Page ${page}`
          : `${offset + 1}–${Math.min(offset + pageSize, total)} of ${total}`}
      </p>
      <button
        type="button"
        className={button}
        disabled={offset + pageSize >= total}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
