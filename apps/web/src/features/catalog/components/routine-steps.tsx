import { Link } from 'react-router';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { routinePageMessages as m } from '@shop/shared/catalog/routine-messages';
import { formatNgn } from '@shop/shared/money';
import { ProductImage } from '../../../components/ui/product-image';

/**
 * A routine or kit's steps in order (decision 60): each step's name, its product (linked, with its
 * picture), and what the routine saves against buying them one by one, worked out by the server.
 */
export function RoutineSteps({ product }: { product: Product }) {
  const routine = product.routine;
  if (!routine) return null;
  return (
    <section aria-labelledby="routine-title" className="space-y-3">
      <h2 id="routine-title" className="font-display text-xl">
        {m.stepsTitle}
      </h2>
      {routine.saving !== undefined && (
        <p className="text-sm font-semibold text-leaf">
          {m.save(formatNgn(routine.saving))} <span className="font-normal text-plum/85">{m.saveNote}</span>
        </p>
      )}
      <ol className="space-y-2">
        {routine.steps.map((s, i) => (
          <li key={i} className="flex items-center gap-3 rounded-[12px] bg-nude/60 p-2">
            <ProductImage
              image={s.image}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-[8px]"
            />
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wider text-rose-dark">
                {m.stepLabel(i + 1, s.step)}
              </p>
              {s.productId ? (
                <Link
                  to={`/product/${encodeURIComponent(s.productId)}`}
                  className="font-semibold text-plum underline-offset-2 [overflow-wrap:anywhere] hover:underline"
                >
                  {s.name}
                </Link>
              ) : (
                <span className="text-plum/70">{m.partNoLongerSold}</span>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
