/**
 * Overview groups with a one-line summary per page: the page's frontmatter
 * `description`. Used by overview pages such as /config/ (which sets
 * `overviewHeaders: []` so that items are listed without their headings).
 */
import { isEqualPath, usePageData } from '@rspress/core/runtime';
import { FallbackHeading, Link, OverviewGroup as OriginalOverviewGroup } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import './index.css';

type Props = ComponentProps<typeof OriginalOverviewGroup>;

export function OverviewGroup({ group }: Props) {
  const { siteData } = usePageData();
  const plain = group.items.every((item) => !item.headers?.length && !item.items?.length);
  if (import.meta.env.SSG_MD || !plain) return <OriginalOverviewGroup group={group} />;
  const describe = (link: string) => {
    const page = siteData.pages.find((p) => isEqualPath(p.routePath, link));
    const description = page?.frontmatter?.description;
    return typeof description === 'string' ? description : undefined;
  };
  return (
    <>
      <FallbackHeading level={2} title={group.name} />
      <ul className="rb-overview-list rp-not-doc">
        {group.items.map((item) => (
          <li key={item.link} className="rb-overview-list__item">
            <Link href={item.link} className="rb-overview-list__link">
              <code>{item.text}</code>
            </Link>
            {describe(item.link) ? <span className="rb-overview-list__desc">{describe(item.link)}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
