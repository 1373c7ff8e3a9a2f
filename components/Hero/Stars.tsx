import { useEffect, useMemo, useRef } from 'react';
import { prefersReducedMotion } from '../../theme/lib/motion';
import { createStars, POINTER_RADIUS, STAR_COUNT, starDrift } from '../../theme/lib/stars';

/**
 * 35 decorative stars spread over the hero. Each drifts toward the pointer
 * when it comes within 100 px. Nothing moves under prefers-reduced-motion.
 */
export function Stars({ count = STAR_COUNT }: { count?: number }) {
  const stars = useMemo(() => createStars(count), [count]);
  const layerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const layer = layerRef.current;
    const host = layer?.parentElement;
    if (!layer || !host || prefersReducedMotion()) return;
    const nodes = Array.from(layer.children) as HTMLElement[];
    let frame = 0;
    let pointer: { x: number; y: number } | null = null;

    const render = () => {
      frame = 0;
      const rect = layer.getBoundingClientRect();
      nodes.forEach((node, i) => {
        const star = stars[i];
        if (!star) return;
        const center = { x: (star.x / 100) * rect.width, y: (star.y / 100) * rect.height };
        const offset = starDrift(center, pointer, POINTER_RADIUS);
        node.style.transform = offset.x || offset.y ? `translate(${offset.x.toFixed(1)}px, ${offset.y.toFixed(1)}px)` : '';
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(render);
    };
    const onMove = (event: PointerEvent) => {
      const rect = layer.getBoundingClientRect();
      pointer = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      schedule();
    };
    const onLeave = () => {
      pointer = null;
      schedule();
    };
    host.addEventListener('pointermove', onMove);
    host.addEventListener('pointerleave', onLeave);
    return () => {
      host.removeEventListener('pointermove', onMove);
      host.removeEventListener('pointerleave', onLeave);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [stars]);

  return (
    <div ref={layerRef} className="rsb-hero__stars" aria-hidden="true">
      {stars.map((star) => (
        <span
          key={star.index}
          className="rsb-hero__star"
          style={{
            left: `${star.x}%`,
            top: `${star.y}%`,
            width: `${star.size}px`,
            height: `${star.size}px`,
            animationDelay: `${star.delay}s`,
          }}
        />
      ))}
    </div>
  );
}
