import LANDING_LABELS from '../../theme/labels/landing.json' with { type: 'json' };
import { useLabels } from '../../theme/hooks/useLabels';
import { Link } from '@rspress/core/theme-original';
import { type FeatureCard, FEATURES, spanClass } from '../../theme/data/features';
import { FeatureIcon } from './FeatureIcon';
import './index.css';

export interface HomeFeaturesProps {
  features?: FeatureCard[];
  /** Turns an English route into the page's language. */
  localize?: (route: string) => string;
}

/** Grid of feature cards; a card is a link only when it has one. */
export function HomeFeatures({ features = FEATURES, localize = (route) => route }: HomeFeaturesProps) {
  const t = useLabels(LANDING_LABELS);
  return (
    <ul className="rsb-features">
      {features.map((feature) => {
        const body = (
          <>
            <span className="rsb-features__icon">
              <FeatureIcon name={feature.icon} />
            </span>
            <h3 className="rsb-features__title">{t(`feature${feature.key}Title`)}</h3>
            <p className="rsb-features__details">{t(`feature${feature.key}Desc`)}</p>
          </>
        );
        return (
          <li key={feature.key} className={`rsb-features__item ${spanClass(feature.span)}`}>
            {feature.link ? (
              <Link href={localize(feature.link)} className="rsb-features__card rsb-features__card--link">
                {body}
              </Link>
            ) : (
              <div className="rsb-features__card">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
