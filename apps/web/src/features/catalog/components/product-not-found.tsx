import { Link } from 'react-router';
import { catalogMessages } from '@shop/shared/catalog/catalog-messages';
import { buttonStyles } from '../../../components/ui/button-styles';

export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl text-plum">{catalogMessages.productNotFound}</h1>
      <p className="mt-4 text-plum/80">This product may have been removed, or the link is mistyped.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/skincare" className={buttonStyles.primary}>
          Shop skincare
        </Link>
        <Link to="/makeup" className={buttonStyles.secondary}>
          Shop makeup
        </Link>
      </div>
    </div>
  );
}
