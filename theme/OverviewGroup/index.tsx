/**
 * One group of an overview page (theme/Overview): each page with its
 * one-line summary (frontmatter `description`) and links to its headings.
 */
import { FallbackHeading, Link, OverviewGroup as OriginalOverviewGroup, renderInlineMarkdown } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { SHORT_CODE_CLASS, keepWhole } from '../../site/code-words';
import { useT } from '../hooks/useT';
import type { OverviewGroupData } from '../lib/overview';
import './index.css';

type OriginalGroup = ComponentProps<typeof OriginalOverviewGroup>['group'];

export function OverviewGroup({ group }: { group: OverviewGroupData }) {
  const t = useT();
  // Markdown output (llms.txt, Copy Markdown): Rspress's rendering, headings included.
  if (import.meta.env.SSG_MD) return <OriginalOverviewGroup group={group as unknown as OriginalGroup} />;
  return (
    <>
      <FallbackHeading level={2} title={group.name} />
      <ul className="rb-overview-list rp-not-doc">
        {group.items.map((item) => (
          <li key={item.link} className="rb-overview-list__item">
            <div>
              <Link href={item.link} className="rb-overview-list__link">
                <code className={keepWhole(item.text) ? SHORT_CODE_CLASS : undefined}>{item.text}</code>
              </Link>
              {item.addedIn ? <span className="rsb-added-in-tag">{t('addedInText', { version: item.addedIn })}</span> : null}
            </div>
            <div className="rb-overview-list__body">
              {item.description ? <span className="rb-overview-list__desc">{item.description}</span> : null}
              {item.headers.length > 0 ? (
                <ul className="rb-overview-list__headings">
                  {item.headers.map((header) => (
                    <li key={header.id}>
                      <Link href={`${item.link}#${header.id}`} className="rb-overview-list__heading" {...renderInlineMarkdown(header.text)} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
