import { isEqualPath, usePageData, useSidebar } from '@rspress/core/runtime';
import { EditLink, FallbackHeading } from '@rspress/core/theme-original';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../hooks/useT';
import {
  type OverviewGroupData,
  type OverviewHeading,
  type SidebarNode,
  buildOverviewGroups,
  filterOverviewGroups,
} from '../lib/overview';
import { addedMinors, countItems, filterByAdded } from '../lib/added-filter';
import { OverviewGroup } from '../OverviewGroup';
import { AddedFilter, useAddedFilter } from './AddedFilter';
import '@rspress/core/dist/theme/components/Overview/index.css';
import './index.css';

export interface OverviewProps {
  content?: ReactNode;
  /** Groups to show instead of the sidebar's. */
  groups?: OverviewGroupData[];
}

/**
 * Overview pages (SPEC §2.6): the sidebar groups below the page, each page
 * with its description and its headings (frontmatter `overviewHeaders`,
 * depth 2 by default), a filter over names, titles, descriptions and
 * headings, and the page's edit link. The entries it lists, with their
 * headings, come from the overview page's own module (`rsbOverviewPages`,
 * written at build time by site/lean-site-data.ts and added to the page list
 * by Layout), not from the site data every page loads.
 */
export function Overview({ content, groups: customGroups }: OverviewProps) {
  const { siteData, page } = usePageData();
  const sidebar = useSidebar();
  const t = useT();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (page.frontmatter?.overview === true) input.current?.focus();
  }, []);

  const groups = useMemo(() => {
    if (customGroups) return customGroups;
    const details = (link: string) => {
      const target = siteData.pages.find((p) => isEqualPath(p.routePath, link));
      const description = target?.frontmatter?.description;
      const headers: OverviewHeading[] = ((target as { toc?: OverviewHeading[] } | undefined)?.toc ?? []).map(({ id, text }) => ({ id, text }));
      const addedIn = (target as { addedIn?: string } | undefined)?.addedIn;
      return { description: typeof description === 'string' ? description : undefined, headers, ...(addedIn ? { addedIn } : {}) };
    };
    // Dividers and section headers have neither items nor a link, so they are skipped.
    return buildOverviewGroups(sidebar as SidebarNode[], page.routePath, details, t('overview.defaultGroupTitle'));
  }, [customGroups, siteData.pages, sidebar, page.routePath, t]);
  const [added, setAdded] = useAddedFilter();
  const minors = useMemo(() => addedMinors(groups), [groups]);
  const shown = useMemo(() => filterByAdded(filterOverviewGroups(groups, query), added), [groups, query, added]);
  const title = page.title || 'Overview';

  if (import.meta.env.SSG_MD) {
    return (
      <>
        <FallbackHeading level={1} title={title} />
        {groups.map((group) => (
          <OverviewGroup key={group.name} group={group} />
        ))}
      </>
    );
  }
  return (
    <div className="rspress-doc rp-doc rspress-overview rp-overview">
      <FallbackHeading level={1} title={title} />
      <div className="rp-overview-search">
        <label htmlFor="api-filter" className="rp-overview-search__label">
          {t('overview.filterNameText')}
        </label>
        <input
          ref={input}
          type="search"
          id="api-filter"
          className="rp-overview-search__input"
          placeholder={t('overview.filterPlaceholderText')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {minors.length > 0 ? <AddedFilter minors={minors} value={added} onChange={setAdded} shown={countItems(shown)} total={countItems(groups)} /> : null}
      {content}
      {shown.length > 0 ? (
        shown.map((group) => <OverviewGroup key={group.name} group={group} />)
      ) : (
        <div className="rp-overview__empty" role="status">{`${t('overview.filterNoResultText')}: ${query}`}</div>
      )}
      <div className="rsb-overview__edit rp-not-doc">
        <EditLink />
      </div>
    </div>
  );
}
