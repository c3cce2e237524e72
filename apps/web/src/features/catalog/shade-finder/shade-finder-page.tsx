import { Form, useSearchParams } from 'react-router';
import { isSkinDepth, isUndertone } from '@shop/shared/products/shade';
import { shadeMessages as m } from '@shop/shared/products/shade-messages';
import { useDocumentMeta } from '../use-document-meta';
import { DepthStep } from './depth-step';
import { ShadeResult } from './shade-result';
import { UndertoneStep } from './undertone-step';

/**
 * The shade finder: each step a plain GET form whose answers stay in the address
 * (`?depth=deep&undertone=warm`), so it is rendered on the server and works before (or without)
 * the app's JavaScript; `product` brings her back to the product she came from.
 */
export function ShadeFinderPage() {
  const [params] = useSearchParams();
  const depth = params.get('depth');
  const undertone = params.get('undertone');
  const product = params.get('product') ?? '';
  useDocumentMeta(m.finderTitle, m.finderIntro);
  const hidden = (name: string, value: string) =>
    value ? <input type="hidden" name={name} value={value} /> : null;

  return (
    <main className="mx-auto max-w-2xl px-4 py-8 md:py-12">
      <h1 className="font-display text-3xl text-plum md:text-4xl">{m.finderTitle}</h1>
      <p className="mt-2 text-plum/85">{m.finderIntro}</p>
      {isSkinDepth(depth) && isUndertone(undertone) ? (
        <ShadeResult profile={{ depth, undertone }} product={product} />
      ) : (
        <Form method="get" action="/shade-finder" className="mt-6">
          {hidden('product', product)}
          {isSkinDepth(depth) ? (
            <>
              {hidden('depth', depth)}
              <UndertoneStep depth={depth} product={product} />
            </>
          ) : (
            <DepthStep />
          )}
        </Form>
      )}
    </main>
  );
}
