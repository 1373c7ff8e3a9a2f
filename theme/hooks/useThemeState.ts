import { useSite } from '@rspress/core/runtime';
import { getDefaultDarkModeValue, isDarkModeSwitchEnabled } from '@rspress/shared';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { STORAGE_SYNC_EVENT as SYNC_EVENT } from '../rspress-internals';

/*
 * The light/dark state (Rspress's ClientApp takes it from the theme): `rspress-theme-appearance`
 * holds `light`, `dark` or `auto` (follows the system). The stored choice is read before the
 * first render, so a dark choice never flashes light and the context does not change on load.
 */

const KEY = 'rspress-theme-appearance';
const DARK_QUERY = '(prefers-color-scheme: dark)';

type Theme = 'light' | 'dark';
type Choice = Theme | 'auto';

const isChoice = (value: unknown): value is Choice => value === 'light' || value === 'dark' || value === 'auto';

/**
 * Puts the theme on the root element: the `dark` and `rp-dark` classes and
 * the colour scheme. While it changes, `rp-theme-switching` (Rspress's
 * stylesheet turns transitions off with it) is set for one frame.
 */
function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  const dark = theme === 'dark';
  const changed = root.classList.contains('dark') !== dark;
  root.classList.toggle('dark', dark);
  root.classList.toggle('rp-dark', dark);
  root.style.colorScheme = theme;
  if (!changed) return;
  root.classList.add('rp-theme-switching');
  // The styles must be computed with transitions off before the class goes.
  void getComputedStyle(root).opacity;
  requestAnimationFrame(() => root.classList.remove('rp-theme-switching'));
}

function readStored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function useSystemTheme(): Theme {
  const [dark, setDark] = useState(() => typeof window !== 'undefined' && window.matchMedia(DARK_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const listener = (event: MediaQueryListEvent) => setDark(event.matches);
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }, []);
  return dark ? 'dark' : 'light';
}

export function useThemeState(): [Theme, (value: Theme) => void] {
  const { site } = useSite();
  const { darkMode } = site.themeConfig;
  const canSwitch = isDarkModeSwitchEnabled(darkMode);
  const fallback = getDefaultDarkModeValue(darkMode) as Choice;
  const [stored, setStored] = useState<string | null>(() => (typeof window === 'undefined' ? null : readStored()));

  // Another tab, or another copy of this hook, changed the choice.
  useEffect(() => {
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === KEY) setStored(readStored());
    };
    const fromThisTab = (event: Event) => {
      const detail = (event as CustomEvent<{ key: string; newValue: string | null }>).detail;
      if (detail?.key === KEY) setStored(detail.newValue);
    };
    window.addEventListener('storage', fromOtherTab);
    window.addEventListener(SYNC_EVENT, fromThisTab);
    return () => {
      window.removeEventListener('storage', fromOtherTab);
      window.removeEventListener(SYNC_EVENT, fromThisTab);
    };
  }, []);

  const system = useSystemTheme();
  const choice: Choice = canSwitch && isChoice(stored) ? stored : fallback;
  const theme: Theme = choice === 'auto' ? system : choice;

  const setTheme = useCallback(
    (value: Theme) => {
      if (!canSwitch) return;
      const next: Choice = value === system ? 'auto' : value;
      try {
        localStorage.setItem(KEY, next);
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      setStored(next);
      applyTheme(value);
      window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { key: KEY, newValue: next } }));
    },
    [canSwitch, system],
  );

  useLayoutEffect(() => {
    applyTheme(theme);
  }, [theme]);

  return [theme, setTheme];
}
