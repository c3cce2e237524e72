import { ArrowDown } from 'lucide-react';
import { catalogMessages } from '@shop/shared/catalog/catalog-messages';
import { BackgroundVideo } from '../../../components/ui/background-video';
import { buttonStyles } from '../../../components/ui/button-styles';
import { prefersReducedMotion } from '../../../lib/reduced-motion';

/** The hero video with the shop's headline; Get Started takes the shopper to the products. */
export function HomeHero({ productsId }: { productsId: string }) {
  const getStarted = () => {
    const target = document.getElementById(productsId);
    target?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-end overflow-hidden bg-plum"
    >
      <BackgroundVideo name="hero" className="-z-10 opacity-80" />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-t from-plum via-plum/40 to-transparent"
        aria-hidden="true"
      />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 pt-32 md:pb-24">
        <h1 id="hero-title" className="max-w-2xl font-display text-5xl leading-tight text-ivory md:text-7xl">
          {catalogMessages.headline}
        </h1>
        <button type="button" onClick={getStarted} className={`${buttonStyles.accent} mt-8 text-lg`}>
          Get Started
          <ArrowDown aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
