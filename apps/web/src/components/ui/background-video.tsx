import { useEffect, useRef } from 'react';
import { useReducedMotion } from '../../lib/reduced-motion';

/**
 * A decorative looping muted video (webm then mp4) over its still picture. The picture is an
 * `<img>` fetched first (it is the page's largest paint, in the server's HTML); the video starts
 * from the page's script once the page works, and covers the picture from its first frame. In the
 * server's HTML the video would otherwise download beside the app's own code and slow a phone's
 * first screen. People who ask for reduced motion get the picture only, and never download the
 * video.
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

  const fill = 'absolute inset-0 h-full w-full object-cover';
  return (
    <div aria-hidden="true" className={`absolute inset-0 ${className}`}>
      <img src={`/media/${name}-poster.webp`} alt="" fetchPriority="high" decoding="async" className={fill} />
      <video ref={ref} tabIndex={-1} muted loop playsInline preload="none" className={fill}>
        <source src={`/media/${name}.webm`} type="video/webm" />
        <source src={`/media/${name}.mp4`} type="video/mp4" />
      </video>
    </div>
  );
}
