import { useLocation } from '@rspress/core/runtime';
import { ToolLogo } from '../../components/ToolLogo';
import { TOOL_GROUPS } from '../data/tools';
import { useDisclosure } from '../hooks/useDisclosure';
import { useT } from '../hooks/useT';
import { useHoldNavbar } from '../lib/navbarHold';
import { type ToolGroup, groupTitle, toolDesc, toolLangFromPath, toolUrl } from '../lib/tools';
import './index.css';

/** Hover delay before opening, in ms. */
const OPEN_DELAY = 100;

export interface ToolPopoverProps {
  groups?: ToolGroup[];
}

/**
 * A button next to the navbar title that opens a panel of sibling tools.
 * Opens on hover (after 0.1 s), on keyboard focus or on click; closes as
 * every disclosure does (theme/hooks/useDisclosure.ts).
 */
export function ToolPopover({ groups = TOOL_GROUPS }: ToolPopoverProps) {
  const t = useT();
  const { pathname } = useLocation();
  const lang = toolLangFromPath(pathname);
  const popover = useDisclosure({ hoverDelay: OPEN_DELAY, openOnFocus: true });
  const panelId = popover.panelId;
  useHoldNavbar(popover.open);

  const label = t('toolPopoverLabel');
  return (
    <div className={`rsb-tools${popover.open ? ' rsb-tools--open' : ''}`} {...popover.rootProps}>
      <button type="button" className="rsb-tools__button" aria-label={label} {...popover.buttonProps}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          {[5, 12, 19].flatMap((y) =>
            [5, 12, 19].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" fill="currentColor" />),
          )}
        </svg>
      </button>
      <div className="rsb-tools__panel" role="region" aria-label={label} hidden={!popover.open} {...popover.panelProps}>
        {groups.map((group, index) => (
          <section key={group.titleEn} className="rsb-tools__group">
            <p id={`${panelId}-g${index}`} className="rsb-tools__group-title">
              {groupTitle(group, lang)}
            </p>
            <ul className="rsb-tools__list" aria-labelledby={`${panelId}-g${index}`}>
              {group.links.map((link) => (
                <li key={link.name}>
                  <a className="rsb-tools__link" href={toolUrl(link, lang)} target="_blank" rel="noopener noreferrer">
                    <ToolLogo tool={link} size={32} className="rsb-tools__logo" lazy />
                    <span className="rsb-tools__text">
                      <span className="rsb-tools__name">{link.name}</span>
                      <span className="rsb-tools__desc">{toolDesc(link, lang)}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
