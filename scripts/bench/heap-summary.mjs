import { readFileSync } from 'node:fs';

/**
 * What a V8 heap snapshot (.heapsnapshot, v8.writeHeapSnapshot) holds, summed by node type and, for objects, closures
 * and native nodes, by constructor name: self sizes only (no dominator tree), enough to see whether a heap is code,
 * strings, the bundled modules' closures or one kind of object. Used by memory.mjs (MEMORY_SNAPSHOT=1).
 */
export function summarizeHeapSnapshot(file, top = 12) {
  const snap = JSON.parse(readFileSync(file, 'utf8'));
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const step = fields.length;
  const at = { type: fields.indexOf('type'), name: fields.indexOf('name'), size: fields.indexOf('self_size') };
  const byType = new Map();
  const byName = new Map();
  const { nodes, strings } = snap;
  let total = 0;
  for (let i = 0; i < nodes.length; i += step) {
    const type = types[nodes[i + at.type]];
    const size = nodes[i + at.size];
    total += size;
    const t = byType.get(type) ?? { count: 0, bytes: 0 };
    t.count++;
    t.bytes += size;
    byType.set(type, t);
    if (type === 'object' || type === 'closure' || type === 'native') {
      const key = `${type} ${strings[nodes[i + at.name]].slice(0, 60)}`;
      const n = byName.get(key) ?? { count: 0, bytes: 0 };
      n.count++;
      n.bytes += size;
      byName.set(key, n);
    }
  }
  const MB = (n) => +(n / 2 ** 20).toFixed(1);
  const rows = (map) => [...map].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top).map(([k, v]) => ({ what: k, count: v.count, MB: MB(v.bytes) }));
  return { totalMB: MB(total), byType: rows(byType), byName: rows(byName) };
}
