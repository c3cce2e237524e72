import { useEffect, useRef } from 'react';
import { useReducedMotion } from '../../lib/reduced-motion';

/**
 * A decorative looping muted video (webm then mp4, with a poster). It starts from the page's
 * script, once the page works: in the server's HTML it would otherwise download beside the app's
 * own code and slow a phone's first screen. People who ask for reduced motion get the poster only,
 * and never download the video.
 */
export function BackgroundVideo({
  name,
  className = '',
}: {
  name: 'hero' | 'makeup' | 'skincare';
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (reduceMotion) video.pause();
    else void video.play()?.catch(() => {});
  }, [reduceMotion]);

  return (
    <video
      ref={ref}
      aria-hidden="true"
      tabIndex={-1}
      muted
      loop
      playsInline
      preload="none"
      poster={`/media/${name}-poster.webp`}
      className={`absolute inset-0 h-full w-full object-cover ${className}`}
    >
      <source src={`/media/${name}.webm`} type="video/webm" />
      <source src={`/media/${name}.mp4`} type="video/mp4" />
    </video>
  );
}
