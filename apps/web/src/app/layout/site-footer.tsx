import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '@shop/shared/pages/page-paths';
import { TRUST_PAGE_TITLES } from '@shop/shared/pages/page-titles';
import { FacebookIcon, InstagramIcon, TiktokIcon, XIcon } from './social-icons';
import { WhatsAppLink } from '../../components/whatsapp-link';
import { shopConfig } from '../../lib/shop-config';
import { whatsappText } from '../../lib/whatsapp';

// Each icon links to the address set in the server's configuration; unset ones are not shown.
const socials = [
  { label: 'Instagram', Icon: InstagramIcon, href: shopConfig.social.instagram },
  { label: 'Facebook', Icon: FacebookIcon, href: shopConfig.social.facebook },
  { label: 'X (Twitter)', Icon: XIcon, href: shopConfig.social.x },
  { label: 'TikTok', Icon: TiktokIcon, href: shopConfig.social.tiktok },
].filter((s) => s.href);

/** The trust pages, in a row of plain links of their own (decision 56). */
const trustLinks = [
  { to: PAGE_PATHS.shippingReturns, label: TRUST_PAGE_TITLES['shipping-returns'] },
  { to: PAGE_PATHS.privacy, label: TRUST_PAGE_TITLES.privacy },
  { to: PAGE_PATHS.terms, label: TRUST_PAGE_TITLES.terms },
  { to: PAGE_PATHS.about, label: TRUST_PAGE_TITLES.about },
];

/** A phone number as a tel: address (digits and a leading +). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The shop's footer (learn more, order tracking, contact us, the trust pages), on every shop page. */
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
          {socials.length > 0 && (
            <ul className="mt-5 flex gap-3" aria-label="Social media">
              {socials.map(({ label, Icon, href }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${shopConfig.shopName} on ${label}`}
                    className="grid size-11 place-items-center rounded-full bg-plum-soft text-ivory transition-colors duration-150 hover:bg-rose"
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          )}
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
              <Phone aria-hidden="true" className="size-4" />
              <a href={telHref(shopConfig.phone)} className="py-2 underline-offset-2 hover:underline">
                {shopConfig.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4" />
              <a href={`mailto:${shopConfig.email}`} className="py-2 underline-offset-2 hover:underline">
                {shopConfig.email}
              </a>
            </li>
            {shopConfig.whatsapp && (
              <li>
                <WhatsAppLink look="footer" text={whatsappText.shop(shopConfig.shopName)} />
              </li>
            )}
          </ul>
        </div>
      </div>
      <nav aria-label="About the shop" className="border-t border-plum-soft">
        <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-6 px-4 py-2 text-sm">
          {trustLinks.map(({ to, label }) => (
            <li key={to}>
              <Link
                to={to}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:text-ivory hover:underline"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="border-t border-plum-soft py-4 text-center text-xs">
        © {new Date().getFullYear()} {shopConfig.shopName}. Prices in naira.
      </p>
    </footer>
  );
}
