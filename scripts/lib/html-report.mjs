// Reads the JSON report of the W3C Nu HTML Checker (vnu.jar --format json) into
// lines that name the file (relative to the repository), line, column and message.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `doc_build/guide/start/index.html:42:3120` for a message of the report. */
function messageLocation(message, root) {
  const file = message.url?.startsWith('file:') ? path.relative(root, fileURLToPath(message.url)) : (message.url ?? '(no file)');
  if (!message.lastLine) return file;
  return `${file}:${message.lastLine}${message.lastColumn ? `:${message.lastColumn}` : ''}`;
}

/** The errors of a report, one readable line each, and the number of warnings. */
export function readHtmlReport(json, root) {
  const { messages = [] } = JSON.parse(json || '{}');
  const errors = messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => {
      const extract = m.extract ? ` [${m.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}]` : '';
      return `${messageLocation(m, root)}: ${m.message}${extract}`;
    });
  const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning').length;
  return { errors, warnings };
}
