import { normalizeImagePath, useLang, useSite } from '@rspress/core/runtime';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { Benchmark } from '../Benchmark';
import { localizeRoute } from '../../site/links';
import { THEME } from '../../theme/config';
import { BENCHMARK_SOURCE } from '../../theme/data/benchmark';
import { Hero } from '../Hero';
import { HomeFeatures } from '../HomeFeatures';
import LANDING_LABELS from '../../theme/labels/landing.json' with { type: 'json' };
import { useLabels } from '../../theme/hooks/useLabels';
import { LandingFooter } from '../LandingFooter';
import { useQueryFlag } from '../../theme/hooks/useQueryFlag';
import { ToolStack } from '../ToolStack';
import { MAIN_ID } from '../../theme/lib/landmarks';
import { LlmsHint } from '../../theme/Layout/LlmsHint';
import './index.css';

const OPAQUE_CLASS = 'rsb-nav--opaque';

/** The header is transparent at the top of the landing page and opaque from 100 px of scroll on. */
function useOpaqueHeaderOnScroll(threshold: number) {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const opaque = window.scrollY >= threshold;
      for (const header of document.querySelectorAll('.rp-nav')) header.classList.toggle(OPAQUE_CLASS, opaque);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      for (const header of document.querySelectorAll('.rp-nav')) header.classList.remove(OPAQUE_CLASS);
    };
  }, [threshold]);
}

/** The background artwork of both themes, as custom properties that `index.css` uses (the paths depend on the site's base). */
function backgroundStyle(): CSSProperties {
  return {
    '--rsb-landing-bg-light': `url("${normalizeImagePath('/landing-bg-light.svg')}")`,
    '--rsb-landing-bg-dark': `url("${normalizeImagePath('/landing-bg-dark.svg')}")`,
  } as CSSProperties;
}

/** A landing block: a titled section whose heading labels it. */
function LandingSection({ id, title, desc, children }: { id: string; title: string; desc?: string; children: ReactNode }) {
  return (
    <section className="rsb-section" aria-labelledby={id}>
      <header className="rsb-section__head">
        <h2 id={id} className="rsb-section__title">
          {title}
        </h2>
        {desc ? <p className="rsb-section__desc">{desc}</p> : null}
      </header>
      {children}
    </section>
  );
}

/** The landing page (`/` and `/zh/`). Loaded lazily by `HomeLayout`. */
export function Landing() {
  const t = useLabels(LANDING_LABELS);
  const lang = useLang();
  const { site } = useSite();
  const localize = (route: string) => localizeRoute(route, lang);
  const showFooter = useQueryFlag('footer');
  useOpaqueHeaderOnScroll(THEME.landingOpaqueAt);

  return (
    <div className="rsb-landing">
      <div className="rsb-landing__bg" style={backgroundStyle()} aria-hidden="true" />
      <main id={MAIN_ID} tabIndex={-1} className="rsb-landing__main">
        <Hero
          showStars
          showOvalBg
          logoUrl={normalizeImagePath('/tools/rsbuild.svg')}
          title={site.title || 'Rsbuild'}
          subTitle={t('subtitle')}
          description={t('heroDescription')}
          getStartedButtonText={t('getStarted')}
          getStartedHref={localize(THEME.getStartedRoute)}
          learnMoreButtonText={t('learnMore')}
          githubURL={THEME.githubUrl}
          githubText={t('github')}
        />

        <LandingSection id="rsb-benchmark-title" title={t('benchmarkTitle')} desc={t('benchmarkDesc')}>
          <Benchmark />
          <p className="rsb-section__note">
            <a href={BENCHMARK_SOURCE.run} target="_blank" rel="noopener noreferrer">
              {t('benchmarkSource', { date: BENCHMARK_SOURCE.date })}
            </a>
          </p>
        </LandingSection>

        <LandingSection id="rsb-features-title" title={t('features')}>
          <HomeFeatures localize={localize} />
        </LandingSection>

        <LandingSection id="rsb-stack-title" title={t('ecosystem')} desc={t('toolStackDesc')}>
          <ToolStack lang={lang === 'zh' ? 'zh' : 'en'} />
        </LandingSection>
        <LlmsHint />
      </main>

      {showFooter ? <LandingFooter localize={localize} /> : <div className="rsb-landing__end" />}
    </div>
  );
}

export default Landing;
