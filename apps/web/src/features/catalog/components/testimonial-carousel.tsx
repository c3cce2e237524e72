import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Stars } from '../../../components/ui/stars';
import type { ReviewPage } from '../api/get-product-review-page';
import {
  TESTIMONIAL_INTERVAL_MS,
  TESTIMONIALS_PER_PAGE,
  nextTestimonial,
  pageLength,
  pageOf,
  previousTestimonial,
} from '../testimonial-pages';
import { useTestimonialPages } from '../use-testimonial-pages';
import { LoggedOnly } from '../../../components/load-failure';
import { useReducedMotion } from '../../../lib/reduced-motion';
import { useNearScreen } from '../../../lib/use-near-screen';

/**
 * What shoppers say: one review at a time from pages of 7, advancing every 5 s and looping. It
 * pauses on hover, on keyboard focus and with the pause button, and starts paused for people
 * who ask for reduced motion; while paused, changes are announced to screen readers. Only the
 * first page comes with the home page; the pages beside the one shown are fetched ahead, once the
 * carousel nears the screen.
 */
export function TestimonialCarousel({ first }: { first: ReviewPage }) {
  const [index, setIndex] = useState(0);
  // The server that rendered the page cannot know the preference: hydration renders it as not
  // asked for, then at once as the browser says. The pause button's choice wins over it.
  const reduceMotion = useReducedMotion();
  const [pausedByShopper, setPaused] = useState<boolean | null>(null);
  const paused = pausedByShopper ?? reduceMotion;
  const [hovered, setHovered] = useState(false);
  const section = useRef<HTMLElement>(null);
  const { total, reviewAt, error } = useTestimonialPages(first, index, useNearScreen(section));
  const running = !paused && !hovered && total > 1;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => nextTestimonial(i, total)), TESTIMONIAL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, total]);

  if (total === 0) return null;
  const current = reviewAt(Math.min(index, total - 1));
  const { page, start } = pageOf(index);
  const dots = Array.from({ length: pageLength(page, total) }, (_, i) => start + i);
  const pages = Math.ceil(total / TESTIMONIALS_PER_PAGE);

  return (
    <section
      ref={section}
      aria-roledescription="carousel"
      aria-labelledby="testimonials-title"
      className="bg-nude py-16"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="testimonials-title" className="font-display text-3xl text-plum md:text-4xl">
          What our customers say
        </h2>
        {/* A page that failed is asked for again when next needed; meanwhile its slide waits. */}
        {error && <LoggedOnly error={error} />}
        <div aria-live={running ? 'off' : 'polite'} className="mt-8 min-h-56">
          <figure
            key={current?._id ?? `waiting-${index}`}
            aria-roledescription="slide"
            aria-label={`Review ${index + 1} of ${total}`}
            aria-busy={current ? undefined : true}
            className="rounded-[12px] bg-ivory p-8 shadow-raised"
          >
            <Quote aria-hidden="true" className="mx-auto size-8 text-rose" />
            {current ? (
              <>
                <blockquote className="mt-4 font-display text-xl leading-relaxed text-plum">
                  {current.review}
                </blockquote>
                <figcaption className="mt-4 flex flex-col items-center gap-2 text-sm">
                  <Stars rating={current.rating} />
                  <span className="font-semibold">{current.name}</span>
                </figcaption>
              </>
            ) : (
              <div
                aria-hidden="true"
                className="mx-auto mt-4 h-24 max-w-md animate-pulse rounded-[12px] bg-nude"
              />
            )}
          </figure>
        </div>
        <div className="mt-6 flex items-center justify-center gap-3">
          <button
            type="button"
            aria-label="Previous review"
            onClick={() => setIndex((i) => previousTestimonial(i, total))}
            className="rounded-full p-2 hover:bg-ivory"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div className="flex gap-1.5" role="group" aria-label={`Page ${page + 1} of ${pages}`}>
            {dots.map((i) => (
              <button
                key={i}
                type="button"
                aria-label={`Show review ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="group grid size-6 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`size-2.5 rounded-full transition-colors duration-200 ${i === index ? 'bg-rose' : 'bg-nude-deep group-hover:bg-rose/60'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label="Next review"
            onClick={() => setIndex((i) => nextTestimonial(i, total))}
            className="rounded-full p-2 hover:bg-ivory"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label={paused ? 'Play testimonials' : 'Pause testimonials'}
            onClick={() => setPaused((p) => !p)}
            className="rounded-full p-2 hover:bg-ivory"
          >
            {paused ? (
              <Play aria-hidden="true" className="size-5" />
            ) : (
              <Pause aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </div>
    </section>
  );
}
