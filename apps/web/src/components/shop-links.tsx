import { Link } from 'react-router';
import { buttonStyles } from './ui/button-styles';

/** An empty list's next step: a way into the shop's two departments. */
export function ShopLinks({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-[12px] bg-nude px-6 py-10 text-center">
      <p className="text-plum/85">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/makeup" className={buttonStyles.primary}>
          Shop makeup
        </Link>
        <Link to="/skincare" className={buttonStyles.secondary}>
          Shop skincare
        </Link>
      </div>
    </div>
  );
}
