import { useLang, useSite } from '@rspress/core/runtime';
import { localizeRoute } from '../../site/links';
import { THEME } from '../config';
import { FEATURES } from '../data/features';
import LANDING_LABELS from '../labels/landing.json' with { type: 'json' };
import { useLabels } from '../hooks/useLabels';

/** Markdown version of the landing page, for `llms.txt` and `.md` pages. */
export function LandingMarkdown() {
  const t = useLabels(LANDING_LABELS);
  const lang = useLang();
  const { site } = useSite();
  const localize = (route: string) => localizeRoute(route, lang);
  const lines = [
    `# ${site.title || 'Rsbuild'}`,
    '',
    t('subtitle'),
    '',
    `> ${t('heroDescription')}`,
    '',
    `[${t('getStarted')}](${localize(THEME.getStartedRoute)}) | [${t('github')}](${THEME.githubUrl})`,
    '',
    `## ${t('features')}`,
    '',
    ...FEATURES.map((f) => {
      const title = t(`feature${f.key}Title`);
      return `- ${f.link ? `[**${title}**](${localize(f.link)})` : `**${title}**`}: ${t(`feature${f.key}Desc`)}`;
    }),
    '',
  ];
  return <>{lines.join('\n')}</>;
}
