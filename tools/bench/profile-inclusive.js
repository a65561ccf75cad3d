// Inclusive time of functions matching a pattern (url or name), from a .cpuprofile.
// node tools/bench/profile-inclusive.js file.cpuprofile [regex]
const profile = JSON.parse(require('node:fs').readFileSync(process.argv[2], 'utf8'));
const re = new RegExp(process.argv[3] ?? 'server/src|rules/');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  total += us;
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const f = byId.get(cur).callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*node_modules\//, 'nm:').replace(/.*\/wti16\//, '')}:${f.lineNumber}`;
    if (!re.test(key) || seen.has(key)) continue;
    seen.add(key);
    incl.set(key, (incl.get(key) ?? 0) + us);
  }
});
console.log(`total ${(total / 1000).toFixed(0)} ms`);
[...incl]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 60)
  .forEach(([k, v]) => console.log(`${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`));
