import { act, render } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { byLabel, EditorHarness, showAll, startBuild } from '../../test/editor-harness';

jest.setTimeout(60_000);

/**
 * Part of `npm run bench -w @larp/client`: one counter click with the whole sample ruleset shown
 * (200 skills, both pyramids), measured with React's <Profiler> as the commit's actualDuration, and
 * the mount for comparison (memoised rows: a click's render should be a small part of the first
 * render of every row). Printed, never asserted: a time depends on the machine.
 */
describe('editor render cost', () => {
  it('prints the cost of a counter click beside the mount', () => {
    const commits: { phase: string; actual: number }[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase, actual) => commits.push({ phase, actual });
    const build = startBuild('adept');
    render(
      <Profiler id="editor" onRender={onRender}>
        <EditorHarness build={build} ctx={{ character_xp_total: 100, additional_spell_schools: [] }} />
      </Profiler>,
    );
    showAll(); // the whole ruleset: All Skills, every group expanded
    const mount = commits.reduce((sum, commit) => sum + commit.actual, 0);
    const rowsBefore = document.querySelectorAll('li.list-group-item').length;

    const durations: number[] = [];
    // Warm up once (first-click JIT), then measure five clicks on different counters.
    const labels = [/^Add one Parry/, /^Add one Dodge/, /^Add one Toughness/, /^Add one Iron Will/, /^Add one Parry/, /^Add one Riposte/];
    labels.forEach((label, index) => {
      const button = byLabel(label);
      if (button.disabled) throw new Error(`${String(label)} is disabled`);
      const before = commits.length;
      act(() => button.click());
      const clickCommits = commits.slice(before);
      expect(clickCommits.length).toBeGreaterThan(0);
      if (index > 0) durations.push(clickCommits.reduce((sum, commit) => sum + commit.actual, 0));
    });
    durations.sort((a, b) => a - b);
    const median = durations[Math.floor(durations.length / 2)];
    console.log(
      `editor: ${rowsBefore} skill rows; mount ${mount.toFixed(1)} ms; one counter click re-renders in ` +
        `median ${median.toFixed(1)} ms (${((100 * median) / mount).toFixed(0)}% of the mount; all: ` +
        `${durations.map((d) => d.toFixed(1)).join(', ')} ms, React Profiler actualDuration, jsdom)`,
    );
  });
});
