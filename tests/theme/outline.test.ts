import { describe, expect, it } from 'vitest';
import { readPercent } from '../../theme/lib/readPercent';
import { sameHeadings } from '../../theme/lib/toc';

describe('readPercent (the reading-progress rings)', () => {
  const page = { viewportHeight: 800, contentHeight: 4000 };

  it('is 0 at the top and in the first 25 px', () => {
    expect(readPercent({ ...page, scrollTop: 0 })).toEqual({ percent: 0, scrollTop: 0 });
    expect(readPercent({ ...page, scrollTop: 25 }).percent).toBe(0);
  });

  it('counts the first screen twice, then the distance scrolled', () => {
    // (400 - 50 + 400) / 4000
    expect(readPercent({ ...page, scrollTop: 400 }).percent).toBe(18);
    // (2000 - 50 + 800) / 4000
    expect(readPercent({ ...page, scrollTop: 2000 }).percent).toBe(68);
  });

  it('stops at 100 and does not divide by an empty page', () => {
    expect(readPercent({ ...page, scrollTop: 3600 }).percent).toBe(100);
    expect(readPercent({ viewportHeight: 800, contentHeight: 0, scrollTop: 300 }).percent).toBe(0);
  });
});

describe('sameHeadings (the outline keeps the page’s list when the page shows it)', () => {
  const h = (id: string, depth = 2) => ({ id, depth, text: id, charIndex: 0 });

  it('compares anchors and depths in order, not the markup of the text', () => {
    expect(sameHeadings([h('a'), h('b', 3)], [{ ...h('a'), text: '<code>a</code>' }, h('b', 3)])).toBe(true);
    expect(sameHeadings([h('a'), h('b', 3)], [h('a'), h('b', 2)])).toBe(false);
    expect(sameHeadings([h('b'), h('a')], [h('a'), h('b')])).toBe(false);
  });

  it('differs when a heading is hidden or added', () => {
    expect(sameHeadings([h('a')], [h('a'), h('b')])).toBe(false);
    expect(sameHeadings([h('a'), h('b'), h('c')], [h('a'), h('b')])).toBe(false);
  });
});
