/** Circular reveal when switching light and dark. */
export interface RevealSupport {
  /** `document.startViewTransition` exists. */
  viewTransition: boolean;
  /** The user asked for reduced motion. */
  reducedMotion: boolean;
  /** `themeConfig.enableAppearanceAnimation`. */
  enabled: boolean;
}

export function shouldReveal({ viewTransition, reducedMotion, enabled }: RevealSupport): boolean {
  return viewTransition && !reducedMotion && enabled;
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * Start and end `clip-path` of a circle that grows from the click point
 * (x, y) until it covers the whole viewport (width × height).
 */
export function revealClipPath(x: number, y: number, width: number, height: number): [string, string] {
  const radius = Math.hypot(Math.max(x, width - x), Math.max(y, height - y));
  return [`circle(0px at ${round(x)}px ${round(y)}px)`, `circle(${round(radius)}px at ${round(x)}px ${round(y)}px)`];
}
