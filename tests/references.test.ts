/**
 * Code, tests, scripts and documentation state each requirement themselves:
 * no tracked text file points at a specification, one of its items or an
 * issue number, none of which the repository contains.
 */
import { describe, expect, it } from 'vitest';
import { matchingLines, trackedTextFiles } from './lib/tracked-files';

// Built from parts so that this file does not match itself.
const REFERENCE = new RegExp(['\\bSPEC\\b', '\u00a7', '\\b[Ii]ssues? #?[0-9]'].join('|'));

describe('references', () => {
  it('the pattern finds each kind of reference', () => {
    // Split so that these lines do not match when the test reads its own file.
    for (const line of ['see SP' + 'EC 4', 'item \u00a7' + '9', 'iss' + 'ue 12', 'Iss' + 'ue #10', 'iss' + 'ues 3 and 4']) {
      expect(REFERENCE.test(line), line).toBe(true);
    }
    for (const line of ['the specification', 'INSPECT', 'open an issue on GitHub', 'issues/new?title=']) {
      expect(REFERENCE.test(line), line).toBe(false);
    }
  });

  it('no tracked text file refers to a specification item or an issue number', () => {
    expect(matchingLines(trackedTextFiles(), REFERENCE)).toEqual([]);
  });
});
