import { Link } from '@rspress/core/theme-original';
import type { MouseEventHandler } from 'react';
import { Stars } from './Stars';
import './index.css';

export interface HeroProps {
  onClickGetStarted?: MouseEventHandler<HTMLElement>;
  onClickLearnMore?: MouseEventHandler<HTMLButtonElement>;
  /** Decorative stars drifting toward the pointer. */
  showStars?: boolean;
  /** Soft oval glow behind the logo. */
  showOvalBg?: boolean;
  logoUrl: string;
  title: string;
  subTitle: string;
  description: string;
  getStartedButtonText: string;
  learnMoreButtonText: string;
  /** When set, the secondary control is a new-tab GitHub link instead of Learn More. */
  githubURL?: string;
  /** Address of Get Started; when set the button is a link (client-side navigation). */
  getStartedHref?: string;
  /** Text of the GitHub link. */
  githubText?: string;
}

const GitHubIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.05-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.76 2.7 1.25 3.36.96.1-.75.4-1.25.73-1.54-2.55-.29-5.24-1.28-5.24-5.68 0-1.25.45-2.28 1.19-3.08-.12-.29-.52-1.46.11-3.04 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.58.23 2.75.11 3.04.74.8 1.19 1.83 1.19 3.08 0 4.41-2.69 5.38-5.26 5.67.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z"
    />
  </svg>
);

/** Landing hero: logo, title (the page's H1), subtitle, description and two actions. */
export function Hero({
  onClickGetStarted,
  onClickLearnMore,
  showStars = false,
  showOvalBg = true,
  logoUrl,
  title,
  subTitle,
  description,
  getStartedButtonText,
  learnMoreButtonText,
  githubURL,
  getStartedHref,
  githubText = 'GitHub',
}: HeroProps) {
  return (
    <section className="rsb-hero" data-testid="hero">
      {showOvalBg ? <div className="rsb-hero__oval" aria-hidden="true" /> : null}
      {showStars ? <Stars /> : null}
      <div className="rsb-hero__content">
        <div className="rsb-hero__logo-wrap">
          <img className="rsb-hero__logo" src={logoUrl} alt="" width={160} height={160} />
        </div>
        <h1 className="rsb-hero__title">{title}</h1>
        <p className="rsb-hero__subtitle">{subTitle}</p>
        <p className="rsb-hero__description">{description}</p>
        <div className="rsb-hero__actions">
          {getStartedHref ? (
            <Link href={getStartedHref} className="rsb-button rsb-button--primary" onClick={onClickGetStarted}>
              {getStartedButtonText}
            </Link>
          ) : (
            <button type="button" className="rsb-button rsb-button--primary" onClick={onClickGetStarted}>
              {getStartedButtonText}
            </button>
          )}
          {githubURL ? (
            <a className="rsb-button rsb-button--secondary" href={githubURL} target="_blank" rel="noopener noreferrer">
              <GitHubIcon />
              {githubText}
            </a>
          ) : (
            <button type="button" className="rsb-button rsb-button--secondary" onClick={onClickLearnMore}>
              {learnMoreButtonText}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
