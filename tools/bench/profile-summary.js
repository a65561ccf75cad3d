#!/usr/bin/env node
// Summarizes a .cpuprofile: self time by function (top 40) and by package/folder.
// node tools/bench/profile-summary.js file.cpuprofile
const profile = JSON.parse(require('node:fs').readFileSync(process.argv[2], 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const dt = profile.timeDeltas;
const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
let total = 0;
const byFn = new Map();
const byPkg = new Map();
for (const [id, us] of counts) {
  const node = byId.get(id);
  const f = node.callFrame;
  total += us;
  const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*node_modules\//, 'nm:').replace(/.*\/wti16\//, '')}:${f.lineNumber}`;
  byFn.set(key, (byFn.get(key) ?? 0) + us);
  const pkg = f.url.includes('node_modules/')
    ? f.url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
    : f.url
      ? f.url
          .replace(/.*\/wti16\//, '')
          .split('/')
          .slice(0, 4)
          .join('/')
      : f.functionName;
  byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + us);
}
const show = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .forEach(([k, v]) => console.log(`${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`));
console.log(`total ${(total / 1000).toFixed(0)} ms`);
console.log('--- by package');
show(byPkg, 25);
console.log('--- by function');
show(byFn, 45);
