/**
 * The breaking changes of Rsbuild between 1.7.6 and 2.x, recorded from the
 * official repository in `site/rsbuild2/release-history.json`, each map to an
 * entry of `site/rsbuild2/data.ts` (`site/rsbuild2/history.ts`) or say why they
 * do not concern a 1.x project.
 */
import { describe, expect, it } from 'vitest';
import { OPTION_STATUS, UPGRADE_TOPICS } from '../site/rsbuild2/data';
import { HISTORY_ANSWERS, RELEASE_HISTORY } from '../site/rsbuild2/history';

const FILE = 'site/rsbuild2/history.ts';

/** Whether an entry can explain a change: a topic, an option with another status, or an unchanged option with a note. */
export function explainsChange(entry: string): boolean {
  const option = OPTION_STATUS.find((e) => e.option === entry);
  return !option || option.kind !== 'unchanged' || Boolean(option.note);
}

/** Whether `server.host` or `topic:rspack-2` names an entry of the data. */
export function entryExists(entry: string): boolean {
  if (entry.startsWith('topic:')) return UPGRADE_TOPICS.some((t) => t.id === entry.slice('topic:'.length));
  return OPTION_STATUS.some((e) => e.option === entry);
}

describe('the release history of Rsbuild between 1.7.6 and 2.x', () => {
  it('was recorded from the official repository, with its range and date', () => {
    expect(RELEASE_HISTORY.source).toBe('https://github.com/web-infra-dev/rsbuild');
    expect(RELEASE_HISTORY.from).toBe('v1.7.6');
    expect(RELEASE_HISTORY.head.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(RELEASE_HISTORY.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(RELEASE_HISTORY.commits.filter((c) => c.marked).length).toBeGreaterThan(40);
  });

  it('every recorded change maps to an entry of the guide, or says why it does not concern a 1.x project', () => {
    const problems: string[] = [];
    for (const commit of RELEASE_HISTORY.commits) {
      const answer = HISTORY_ANSWERS[commit.sha];
      if (!answer) problems.push(`${FILE}: no answer for ${commit.sha} "${commit.subject}" (${commit.tag ?? 'unreleased in the snapshot'})`);
      else if ('entry' in answer && !entryExists(answer.entry)) problems.push(`${FILE}: ${commit.sha} maps to ${answer.entry}, which is not an entry of site/rsbuild2/data.ts`);
      else if ('entry' in answer && !explainsChange(answer.entry))
        problems.push(`${FILE}: ${commit.sha} "${commit.subject}" maps to ${answer.entry}, which site/rsbuild2/data.ts calls unchanged without a note: say there what changed`);
      else if ('why' in answer && answer.why.length < 40) problems.push(`${FILE}: ${commit.sha}: the reason is too short to say anything`);
    }
    for (const sha of Object.keys(HISTORY_ANSWERS)) {
      if (!RELEASE_HISTORY.commits.some((c) => c.sha === sha)) problems.push(`${FILE}: ${sha} is answered, but it is not among the recorded commits`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('a missing or dangling answer is reported (sanity)', () => {
    expect(entryExists('server.host')).toBe(true);
    expect(entryExists('topic:rspack-2')).toBe(true);
    expect(entryExists('topic:nothing')).toBe(false);
    expect(entryExists('server.nothing')).toBe(false);
    // An unchanged option without a note cannot be where a recorded change is explained.
    expect(explainsChange('server.strictPort')).toBe(false);
    expect(explainsChange('performance.removeConsole')).toBe(true);
    expect(explainsChange('topic:rspack-2')).toBe(true);
  });
});
