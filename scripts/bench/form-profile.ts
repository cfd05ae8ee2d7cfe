/**
 * Where a form's mount spends its time: the form bench's page (built unminified, so functions keep
 * their names), one mount per page load under Chromium's sampling profiler, self and total time per
 * function summed over the runs. `npx tsx scripts/bench/form-profile.ts [ours|stock|plain] [bench-fields|bench-array] [runs]`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../lib/chromium';
import { buildPage, serve } from './form-bench';
import type { Impl } from './form/bench-page';
import { descriptors, FIELDS_SCREEN, type BenchScreen } from './form/descriptors';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

const [impl = 'ours', screen = FIELDS_SCREEN, runsArg = '5'] = process.argv.slice(2) as [Impl?, BenchScreen?, string?];
const runs = Number(runsArg);

const schemasDir = mkdtempSync(join(tmpdir(), 'portal-profile-schemas-'));
const outDir = mkdtempSync(join(tmpdir(), 'portal-profile-form-'));
for (const descriptor of descriptors()) writeFileSync(join(schemasDir, `${descriptor.id}.json`), JSON.stringify(descriptor, null, 2));
await buildPage(outDir, schemasDir, false);
const { url, server } = await serve(outDir);
const browser = await launchChromium();
const self = new Map<string, number>();
const total = new Map<string, number>();
const mounts: number[] = [];
let dom = '';
const nameOf = (node: Node) => {
  const file = node.callFrame.url.split('/').pop() ?? '';
  return `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
};
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  for (let run = 0; run < runs; run++) {
    await page.goto(`${url}?impl=${impl}`);
    await page.waitForFunction(() => window.bench !== undefined);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    mounts.push((await page.evaluate((s) => window.bench!.mount(s), screen)).complete);
    const { profile } = await cdp.send('Profiler.stop') as unknown as { profile: Profile };
    if (run === 0) {
      dom = await page.evaluate(() => {
        const all = [...document.querySelectorAll('form *, form')];
        const tags = new Map<string, number>();
        for (const element of all) tags.set(element.tagName, (tags.get(element.tagName) ?? 0) + 1);
        return `${all.length} elements, ${all.reduce((n, element) => n + element.attributes.length, 0)} attributes (${[...tags].map(([tag, n]) => `${tag} ${n}`).join(', ')})`;
      });
    }
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    profile.samples.forEach((id, i) => {
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const node = byId.get(id)!;
      const name = nameOf(node);
      self.set(name, (self.get(name) ?? 0) + dt);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const each = nameOf(byId.get(at)!);
        if (seen.has(each)) continue;
        seen.add(each);
        total.set(each, (total.get(each) ?? 0) + dt);
      }
    });
  }
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(schemasDir, { recursive: true, force: true });
}
const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n)
  .map(([name, ms]) => `${(ms / runs).toFixed(2).padStart(8)} ms  ${name}`).join('\n');
console.log(`${impl} ${screen}: mounts ${mounts.map((m) => m.toFixed(1)).join(', ')} ms\nDOM of the form: ${dom}`);
console.log(`\nself time per mount:\n${top(self, 45)}`);
console.log(`\ntotal time per mount:\n${top(total, 70)}`);
