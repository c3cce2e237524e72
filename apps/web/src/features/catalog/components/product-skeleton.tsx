import { Spinner } from '../../../components/ui/spinner';

/**
 * The product page while it loads: the same square picture and column of blocks the loaded page
 * has, so nothing below jumps when the product arrives.
 */
export function ProductSkeleton() {
  const block = 'animate-pulse rounded-[12px] bg-nude';
  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-12" aria-busy="true">
      <div className={`${block} grid aspect-square w-full place-items-center`}>
        <Spinner size={48} label="Loading product…" />
      </div>
      <div className="space-y-6" aria-hidden="true">
        <div className="space-y-3">
          <div className={`${block} h-4 w-24`} />
          <div className={`${block} h-10 w-4/5`} />
          <div className={`${block} h-8 w-32`} />
          <div className={`${block} h-5 w-20`} />
        </div>
        <div className={`${block} h-40 w-full`} />
        <div className={`${block} h-12 w-full`} />
        <div className={`${block} h-24 w-full`} />
      </div>
    </div>
  );
}
