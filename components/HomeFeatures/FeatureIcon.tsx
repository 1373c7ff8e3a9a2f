import type { FeatureCard } from '../../theme/data/features';

const PATHS: Record<FeatureCard['icon'], string> = {
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  box: 'M12 2 3 7v10l9 5 9-5V7zm0 2.3L18.7 8 12 11.7 5.3 8zM5 9.7l6 3.3v6.6l-6-3.3zm8 9.9V13l6-3.3v6.6z',
  layers: 'm12 2 10 5-10 5L2 7zm-8.6 9.3L12 15.6l8.6-4.3 1.4.7-10 5-10-5zm0 4L12 19.6l8.6-4.3 1.4.7-10 5-10-5z',
  plug: 'M8 2v5H6v4a6 6 0 0 0 5 5.9V22h2v-5.1a6 6 0 0 0 5-5.9V7h-2V2h-2v5h-4V2z',
  server: 'M4 3h16a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm0 10h16a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1zm3-7.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm0 10a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  sparkle: 'M12 2c.6 4.7 2.3 6.4 7 7-4.7.6-6.4 2.3-7 7-.6-4.7-2.3-6.4-7-7 4.7-.6 6.4-2.3 7-7zm7 12c.3 2.1 1 2.7 3 3-2 .3-2.7.9-3 3-.3-2.1-1-2.7-3-3 2-.3 2.7-.9 3-3z',
};

export function FeatureIcon({ name }: { name: FeatureCard['icon'] }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
