import { useSite } from '@rspress/core/runtime';
import { IconAnthropic, IconDown, IconExternalLink, IconLink, IconOpenAI, SvgWrapper, copyToClipboard, useMdUrl } from '@rspress/core/theme-original';
import { type ReactNode, useMemo } from 'react';
import { useBrowserValue } from '../hooks/useBrowserValue';
import { useDisclosure } from '../hooks/useDisclosure';
import { useT } from '../hooks/useT';
// Rspress's stylesheets come before the theme's own.
import '../rspress-internals';
import './index.css';

interface ViewOption {
  title: string;
  icon?: ReactNode;
  href?: string;
  onClick?: () => void;
}
type OptionKey = 'markdownLink' | 'chatgpt' | 'claude';

const DEFAULT_OPTIONS: OptionKey[] = ['markdownLink', 'chatgpt', 'claude'];

export interface LlmsViewOptionsProps {
  options?: (OptionKey | ViewOption)[] | false;
}

/**
 * The "Open in" menu of the page actions: a button beside its menu (Rspress's put the links
 * inside its button); the keyboard opens it on its first entry.
 */
export function LlmsViewOptions({ options: propsOptions }: LlmsViewOptionsProps) {
  const { site } = useSite();
  const llmsUI = site?.themeConfig?.llmsUI;
  const configured = typeof llmsUI === 'object' ? (llmsUI?.viewOptions as LlmsViewOptionsProps['options']) : propsOptions;
  const menu = useDisclosure({ arrowDown: true });
  const t = useT();
  const { pathname } = useMdUrl();
  // The page's address is known in the browser only; the prerendered menu is
  // hidden, and the entries get their real links right after hydration.
  const origin = useBrowserValue<string | null>(null, () => window.location.origin, '');

  const items = useMemo(() => {
    const url = origin === null ? pathname : new URL(pathname, origin).toString();
    const q = `Read ${url}, I want to ask questions about it.`;
    const known: Record<OptionKey, ViewOption> = {
      markdownLink: { title: t('copyMarkdownLinkText'), icon: <SvgWrapper icon={IconLink} />, onClick: () => copyToClipboard(url) },
      chatgpt: {
        title: t('openInText', { name: 'ChatGPT' }),
        href: `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q })}`,
        icon: <SvgWrapper icon={IconOpenAI} />,
      },
      claude: {
        title: t('openInText', { name: 'Claude' }),
        href: `https://claude.ai/new?${new URLSearchParams({ q })}`,
        icon: <SvgWrapper icon={IconAnthropic} />,
      },
    };
    const options = configured === false ? [] : (configured ?? DEFAULT_OPTIONS);
    return options
      .map((option) => (typeof option === 'string' ? known[option] : option))
      .filter((item): item is ViewOption => Boolean(item && (item.href || item.onClick)));
  }, [configured, pathname, origin, t]);

  if (items.length === 0) return null;
  const { open } = menu;

  return (
    <div className="rsb-open-in" {...menu.rootProps}>
      <button
        type="button"
        className={`rp-llms-button rp-llms-view-options__trigger${open ? ' rp-llms-view-options__trigger--active' : ''}`}
        aria-label={t('openInMenuLabel')}
        {...menu.buttonProps}
      >
        <SvgWrapper icon={IconDown} className={`rp-llms-view-options__arrow${open ? ' rp-llms-view-options__arrow--rotated' : ''}`} />
      </button>
      <div className="rp-llms-view-options__menu" hidden={!open} {...menu.panelProps}>
        {items.map((item, index) =>
          item.href ? (
            <a key={index} className="rp-llms-view-options__menu-item" href={item.href} target="_blank" rel="noopener noreferrer">
              <span className="rp-llms-view-options__item-icon">{item.icon}</span>
              <span>{item.title}</span>
              <span className="rp-llms-view-options__external-icon">
                <SvgWrapper icon={IconExternalLink} />
              </span>
            </a>
          ) : (
            <button
              key={index}
              type="button"
              className="rp-llms-view-options__menu-item"
              onClick={() => {
                item.onClick?.();
                menu.close(true);
              }}
            >
              <span className="rp-llms-view-options__item-icon">{item.icon}</span>
              <span>{item.title}</span>
            </button>
          ),
        )}
      </div>
    </div>
  );
}
