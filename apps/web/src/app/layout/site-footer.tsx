import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from './social-icons';
import { shopConfig } from '../../lib/shop-config';

const socials = [
  { label: 'Instagram', Icon: InstagramIcon },
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'X (Twitter)', Icon: XIcon },
  { label: 'YouTube', Icon: YoutubeIcon },
];

/** The footer of spec section 1, on every shop page. */
export function SiteFooter() {
  return (
    <footer className="mt-16 bg-plum text-nude">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="font-display text-2xl text-ivory">{shopConfig.shopName}</p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">
            Personalised recommendations for your skin and shade, and the top-rated makeup and skincare
            Nigerian shoppers love, delivered to your door.
          </p>
          <ul className="mt-5 flex gap-3" aria-label="Social media">
            {socials.map(({ label, Icon }) => (
              <li key={label}>
                <span
                  role="img"
                  aria-label={label}
                  className="grid size-9 place-items-center rounded-full bg-plum-soft"
                >
                  <Icon />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="font-semibold text-ivory">learn more</p>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/track" className="underline-offset-4 hover:text-ivory hover:underline">
                track order
              </Link>
            </li>
            <li>shopping</li>
            <li>help center</li>
          </ul>
        </div>
        <div>
          <p className="font-semibold text-ivory">contact us</p>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4" /> <span>{shopConfig.phone}</span>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4" /> <span>{shopConfig.email}</span>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-plum-soft py-4 text-center text-xs">
        © {new Date().getFullYear()} {shopConfig.shopName}. Prices in naira.
      </p>
    </footer>
  );
}
