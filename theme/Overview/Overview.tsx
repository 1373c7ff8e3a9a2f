import { isEqualPath, usePage, useSidebar } from '@rspress/core/runtime';
import { EditLink, FallbackHeading } from '@rspress/core/theme-original';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import OVERVIEW_LABELS from '../labels/overview.json' with { type: 'json' };
import { useLabels } from '../hooks/useLabels';
import { docContentRef } from '../lib/docContent';
import {
  type OverviewGroupData,
  type OverviewHeading,
  type SidebarNode,
  buildOverviewGroups,
  filterOverviewGroups,
} from '../lib/overview';
import { addedMinors, countItems, filterByAdded } from '../lib/addedFilter';
import { OverviewGroup } from '../OverviewGroup';
import { AddedFilter, useAddedFilter } from './AddedFilter';
// Rspress's stylesheets come before the theme's own.
import '../rspress-internals';
import './index.css';

/** An entry the overview lists, as the build writes it into the overview page's data (`rsbOverviewPages`). */
interface ListedPage {
  routePath: string;
  frontmatter?: { description?: unknown };
  toc?: OverviewHeading[];
  /** The 1.x release that brought the page's option (site/added-in.ts). */
  addedIn?: string;
}

export interface OverviewProps {
  content?: ReactNode;
  /** Groups to show instead of the sidebar's. */
  groups?: OverviewGroupData[];
}

/**
 * Overview pages: the sidebar groups below the page, each page with its description and
 * headings, a filter over all of them, and the edit link. The entries come from the overview
 * page's own data (`rsbOverviewPages`), not from the site data every page loads.
 */
export function Overview({ content, groups: customGroups }: OverviewProps) {
  const { page } = usePage();
  const listed = (page as { rsbOverviewPages?: ListedPage[] }).rsbOverviewPages;
  const sidebar = useSidebar();
  const t = useLabels(OVERVIEW_LABELS);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);

  // The filter takes the focus when an overview page opens.
  const focusFilter = page.frontmatter?.overview === true;
  useEffect(() => {
    if (focusFilter) input.current?.focus();
  }, [focusFilter]);

  const groups = useMemo(() => {
    if (customGroups) return customGroups;
    const details = (link: string) => {
      const target = listed?.find((p) => isEqualPath(p.routePath, link));
      const description = target?.frontmatter?.description;
      const headers: OverviewHeading[] = (target?.toc ?? []).map(({ id, text }) => ({ id, text }));
      const addedIn = target?.addedIn;
      return { description: typeof description === 'string' ? description : undefined, headers, ...(addedIn ? { addedIn } : {}) };
    };
    // Dividers and section headers have neither items nor a link, so they are skipped.
    return buildOverviewGroups(sidebar as SidebarNode[], page.routePath, details, t('overview.defaultGroupTitle'));
  }, [customGroups, listed, sidebar, page.routePath, t]);
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
    <div className="rspress-doc rp-doc rspress-overview rp-overview" ref={docContentRef}>
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
