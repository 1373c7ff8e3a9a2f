import { ThemeContext, useSite } from '@rspress/core/runtime';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme-original';
import { type MouseEvent, useContext } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../hooks/useT';
import { revealClipPath, shouldReveal } from '../lib/appearance';
// Rspress's stylesheets come before the theme's own.
import '../rspress-internals';
import './index.css';

type StartViewTransition = (update: () => void | Promise<void>) => {
  ready: Promise<void>;
  finished: Promise<void>;
};

/**
 * The light/dark switch as a real button (same stored choice as Rspress's); the circular reveal
 * runs only with view transitions, without reduced motion and with `enableAppearanceAnimation`.
 */
export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const { theme, setTheme = () => {} } = useContext(ThemeContext) as {
    theme?: string;
    setTheme?: (theme: 'light' | 'dark') => void;
  };
  const { site } = useSite();
  const t = useT();
  const next = theme === 'dark' ? 'light' : 'dark';

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    const start = (document as Document & { startViewTransition?: StartViewTransition }).startViewTransition;
    const reveal = shouldReveal({
      viewTransition: typeof start === 'function',
      reducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
      enabled: Boolean(site.themeConfig?.enableAppearanceAnimation),
    });
    if (!reveal || !start) {
      setTheme(next);
      onClick?.();
      return;
    }
    // A keyboard click has no pointer position: grow from the button's centre.
    const rect = event.currentTarget.getBoundingClientRect();
    const x = event.clientX || rect.left + rect.width / 2;
    const y = event.clientY || rect.top + rect.height / 2;
    const root = document.documentElement;
    root.classList.add('rp-appearance-transition');
    const dispose = () => root.classList.remove('rp-appearance-transition');
    const transition = start.call(document, () => {
      flushSync(() => {
        setTheme(next);
        onClick?.();
      });
    });
    const clipPath = revealClipPath(x, y, window.innerWidth, window.innerHeight);
    const toDark = next === 'dark';
    transition.ready
      .then(() => {
        root.animate(
          { clipPath: toDark ? [...clipPath].reverse() : clipPath },
          {
            duration: 400,
            easing: 'ease-in',
            fill: 'both',
            pseudoElement: toDark ? '::view-transition-old(root)' : '::view-transition-new(root)',
          },
        );
      })
      .catch(dispose);
    transition.finished.then(dispose, dispose);
  };

  return (
    <button
      type="button"
      className="rp-switch-appearance rsb-switch-appearance"
      onClick={handleClick}
      aria-label={t('themeText')}
    >
      <SvgWrapper className="rp-switch-appearance__icon rp-switch-appearance__icon--sun" icon={IconSun} fill="currentColor" />
      <SvgWrapper className="rp-switch-appearance__icon rp-switch-appearance__icon--moon" icon={IconMoon} fill="currentColor" />
    </button>
  );
}
