import { useLang } from '@rspress/core/runtime';
import { Fragment, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { localizeRoute } from '../../site/links';
import { inlineSegments } from '../../site/config-check/inline';
import { diagnosticMessage, linkLabel, offsetOf, summaryLine } from '../../site/config-check/messages';
import { labelsFor } from '../../site/config-check/labels';
import { SAMPLE_CONFIG } from '../../site/config-check/sample';
import { decodeConfig, encodeConfig } from '../../site/config-check/share';
import type { Analysis } from '../../site/config-check/run';
import type { Lang } from '../../site/config-check/types';
import './index.css';

type Checker = typeof import('../../site/config-check/run');

/** How long the text must rest before it is checked. */
const DEBOUNCE_MS = 25;

type Loaded = { checker: Checker; texts: Awaited<ReturnType<Checker['loadTexts']>> };
let checker: Promise<Loaded> | undefined;
/** The parser, the option map and the upgrade texts of the page's language: chunks of their own, loaded on intent (focus, paste, a sample, a shared link). */
const loadChecker = (lang: Lang) =>
  (checker ??= import('../../site/config-check/run').then(async (m) => ({ checker: m, texts: await m.loadTexts(lang) })));

function Inline({ markdown, lang }: { markdown: string; lang: string }) {
  return (
    <>
      {inlineSegments(markdown).map((s, i) =>
        s.t === 'code' ? <code key={i}>{s.text}</code> : s.t === 'link' ? <a key={i} href={localizeRoute(s.href, lang)}>{s.text}</a> : <Fragment key={i}>{s.text}</Fragment>,
      )}
    </>
  );
}

/**
 * Paste an rsbuild.config and see, as you type, every key Rsbuild 1.x ignores, every
 * wrong literal value, and what Rsbuild 2 does with each option it sets. The checking is
 * done by `site/config-check/` in the browser; nothing is sent anywhere.
 */
export function ConfigCheck() {
  const lang = (useLang() || 'en') as Lang;
  const t = labelsFor(lang);
  const id = useId();
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [analysis, setAnalysis] = useState<{ text: string; value: Analysis } | null>(null);
  const [loading, setLoading] = useState(false);
  const [ready, setReady] = useState(false);
  const intent = () => void loadChecker(lang).then(() => setReady(true));
  const [announcement, setAnnouncement] = useState('');
  const [share, setShare] = useState<{ ok: boolean; url?: string; message: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const revision = useRef(0);

  /** Takes a new text and checks it once it has rested; an older check never overwrites a newer one. */
  const update = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    const mine = ++revision.current;
    if (!next.trim()) {
      setAnalysis(null);
      setAnnouncement('');
      return;
    }
    timer.current = setTimeout(() => {
      setLoading(true);
      void loadChecker(lang).then(({ checker: m, texts }) => {
        setReady(true);
        if (mine !== revision.current) return;
        const value = m.analyse(next, lang, texts);
        setLoading(false);
        setAnalysis({ text: next, value });
        setAnnouncement(summaryLine(value.result, t));
      });
    }, DEBOUNCE_MS);
  };

  // A shared link carries the config in its hash.
  const onHash = useEffectEvent((hash: string) => {
    decodeConfig(hash).then(
      (shared) => {
        if (shared === undefined) return;
        update(shared);
        setShare({ ok: true, message: t('configCheckRestored') });
      },
      () => setShare({ ok: false, message: t('configCheckBadLink') }),
    );
  });
  useEffect(() => onHash(window.location.hash), []);

  const goTo = (line: number, column: number) => {
    const area = areaRef.current;
    if (!area) return;
    const offset = offsetOf(area.value, line, column);
    area.focus();
    area.setSelectionRange(offset, offset);
  };

  const copyLink = async () => {
    const url = `${window.location.origin}${window.location.pathname}${await encodeConfig(text)}`;
    try {
      await navigator.clipboard.writeText(url);
      setShare({ ok: true, message: t('configCheckCopied') });
    } catch {
      setShare({ ok: false, url, message: t('configCheckCopyFailed') });
    }
  };

  const result = analysis?.value.result;
  const upgrade = analysis?.value.upgrade;
  const position = (line: number, column: number) => (
    <button type="button" className="rsb-check__pos" onClick={() => goTo(line, column)} aria-label={`${line}:${column}, ${t('configCheckGoTo', { line: String(line), column: String(column) })}`}>
      {line}:{column}
    </button>
  );
  const pageLink = (route: string) => (
    <a className="rsb-check__link" href={localizeRoute(route, lang)}>
      {linkLabel(route, t)}
    </a>
  );

  return (
    <div className="rsb-check rp-not-doc" data-checker={ready ? 'ready' : 'idle'} data-analysed-length={analysis ? analysis.text.length : -1}>
      <label className="rsb-check__label" htmlFor={`${id}-text`}>
        {t('configCheckLabel')}
      </label>
      <p className="rsb-check__hint" id={`${id}-hint`}>
        {t('configCheckHint')}
      </p>
      <textarea
        ref={areaRef}
        id={`${id}-text`}
        className="rsb-check__text"
        aria-describedby={`${id}-hint`}
        value={text}
        rows={16}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        onFocus={intent}
        onPaste={intent}
        onChange={(e) => update(e.target.value)}
      />
      <div className="rsb-check__actions">
        <button type="button" className="rsb-check__button" onClick={() => update(SAMPLE_CONFIG)}>
          {t('configCheckSample')}
        </button>
        <button type="button" className="rsb-check__button" onClick={() => void copyLink()} disabled={!text.trim()}>
          {t('configCheckShare')}
        </button>
      </div>
      <p className="rsb-check__share" role="status">
        {share?.message}
        {share?.url && (
            <>
              {' '}
              <input className="rsb-check__url" readOnly value={share.url} aria-label={t('configCheckShare')} onFocus={(e) => e.currentTarget.select()} />
            </>
        )}
      </p>

      <div className="rsb-check__results">
        <p className="rsb-check__summary" role="status" aria-live="polite" data-kind={result ? (result.status !== 'checked' || result.diagnostics.length ? 'problem' : 'ok') : 'idle'}>
          {announcement ? <Inline markdown={announcement} lang={lang} /> : loading ? t('configCheckLoading') : t('configCheckIdle')}
        </p>
        {result?.status === 'parse-error' && <p className="rsb-check__error">{position(result.error!.line, result.error!.column)}</p>}
        {result && result.diagnostics.length > 0 && (
          <ul className="rsb-check__list" aria-label={t('configCheckProblems')}>
            {result.diagnostics.map((d) => (
              <li key={`${d.kind}-${d.path}-${d.line}-${d.column}`} className="rsb-check__item" data-kind={d.kind}>
                {position(d.line, d.column)} <Inline markdown={diagnosticMessage(d, t)} lang={lang} /> {pageLink(d.link)}
              </li>
            ))}
          </ul>
        )}
        {result && result.notChecked.length > 0 && (
          <details className="rsb-check__skipped">
            <summary>{t('configCheckNotChecked', { count: String(result.notChecked.length) })}</summary>
            <p>
              <Inline markdown={t('configCheckNotCheckedIntro')} lang={lang} />
            </p>
            <ul className="rsb-check__list">
              {result.notChecked.map((n) => (
                <li key={`${n.path}-${n.line}-${n.column}`} className="rsb-check__item">
                  {position(n.line, n.column)} <code>{n.path}</code>: <code>{n.code}</code>
                </li>
              ))}
            </ul>
          </details>
        )}
        {result?.status === 'checked' && upgrade && (
          <section className="rsb-check__upgrade" aria-labelledby={`${id}-upgrade`}>
            <h2 id={`${id}-upgrade`} className="rsb-check__heading">
              {t('configCheckUpgrade')}
            </h2>
            {result.options.length === 0 ? (
              <p>{t('configCheckNoOptions')}</p>
            ) : (
              <>
                <p>{t('configCheckUpgradeIntro')}</p>
                {upgrade.items.length > 0 && (
                  <ul className="rsb-check__list">
                    {upgrade.items.map((item) => (
                      <li key={item.option} className="rsb-check__item" data-status={item.kind}>
                        <code>{item.option}</code> · <strong>{item.label}</strong>
                        {item.summary && (
                          <>
                            {lang === 'zh' ? '。' : '. '}
                            <Inline markdown={item.summary} lang={lang} />
                          </>
                        )}{' '}
                        <a className="rsb-check__link" href={localizeRoute(item.link, lang)}>
                          {t('configCheckGuideEntry')}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
                {upgrade.unchanged.length > 0 && (
                  <p>
                    {t('configCheckUnchanged')}{' '}
                    {upgrade.unchanged.map((u, i) => (
                      <Fragment key={u.option}>
                        {i > 0 && (lang === 'zh' ? '、' : ', ')}
                        {u.page ? (
                          <a href={localizeRoute(u.page, lang)}>
                            <code>{u.option}</code>
                          </a>
                        ) : (
                          <code>{u.option}</code>
                        )}
                      </Fragment>
                    ))}
                  </p>
                )}
              </>
            )}
            {upgrade.steps.length > 0 && (
              <>
                <p>{t('configCheckSteps')}</p>
                <ul className="rsb-check__list">
                  {upgrade.steps.map((s) => (
                    <li key={s.id} className="rsb-check__item">
                      <Inline markdown={s.step} lang={lang} /> <a href={localizeRoute(s.link, lang)}>{s.title}</a>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {result.plugins.length > 0 && (
              <p>
                <Inline markdown={t('configCheckPlugins', { list: result.plugins.map((p) => `\`${p}\``).join(lang === 'zh' ? '、' : ', ') })} lang={lang} />
              </p>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
