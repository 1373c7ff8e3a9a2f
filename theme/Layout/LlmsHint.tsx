import { Head, routePathToMdPath, usePage, useSite, withBase, withSiteOrigin } from '@rspress/core/runtime';
import type { ReactNode } from 'react';
import { useT } from '../hooks/useT';

/** Addresses of the llms.txt files of the page's language and of its Markdown version. */
function useLlmsUrls() {
  const { page } = usePage();
  const { site } = useSite();
  if (!page?.routePath) return null;
  const langPrefix = page.lang && page.lang !== site.lang ? `${page.lang}/` : '';
  return {
    llmsTxt: withSiteOrigin(withBase(`/${langPrefix}llms.txt`)),
    llmsFullTxt: withSiteOrigin(withBase(`/${langPrefix}llms-full.txt`)),
    pageMd: withSiteOrigin(routePathToMdPath(page.routePath)),
  };
}

/**
 * The pointer to llms.txt and the page's Markdown for AI agents, in the page's language and
 * at the end of the main content (screen readers reach the title first); on `.md` pages it
 * opens the file.
 */
export function LlmsHint(): ReactNode {
  const t = useT();
  const urls = useLlmsUrls();
  if (!urls) return null;
  if (import.meta.env.SSG_MD) return `> ${t('llmsHintText', urls)}\n\n`;
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={urls.pageMd} />
        <link rel="describedby" href={urls.llmsTxt} />
      </Head>
      <p className="rsb-sr-only rsb-llms-hint">
        {t('llmsHintText', urls)} {t('llmsHintPageText', urls)}
      </p>
    </>
  );
}
