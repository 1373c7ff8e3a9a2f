/** The W3C Nu checker's JSON report read into lines that name the file, line and message (`npm run check:html`). */
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readHtmlReport } from '../scripts/lib/html-report.mjs';

const root = '/repo';
const url = pathToFileURL('/repo/doc_build/guide/start/index.html').href;

describe('HTML checker report', () => {
  it('names the file, line, column and message of each error, and counts warnings', () => {
    const json = JSON.stringify({
      messages: [
        { type: 'error', url, lastLine: 42, lastColumn: 3120, message: 'Element “div” not allowed as child of element “button” in this context.', extract: '<button>\n  <div class="icon">' },
        { type: 'info', subType: 'warning', url, lastLine: 42, message: 'Section lacks heading.' },
        { type: 'info', url, lastLine: 3, message: 'Trailing slash on void elements has no effect.' },
        { type: 'non-document-error', subType: 'io', url: pathToFileURL('/repo/doc_build/missing.html').href, message: 'File not found.' },
      ],
    });
    expect(readHtmlReport(json, root)).toEqual({
      errors: [
        'doc_build/guide/start/index.html:42:3120: Element “div” not allowed as child of element “button” in this context. [<button> <div class="icon">]',
        'doc_build/missing.html: File not found.',
      ],
      warnings: 1,
    });
  });

  it('reads an empty report as no errors', () => {
    expect(readHtmlReport('{"messages":[]}', root)).toEqual({ errors: [], warnings: 0 });
    expect(readHtmlReport('', root)).toEqual({ errors: [], warnings: 0 });
  });
});
