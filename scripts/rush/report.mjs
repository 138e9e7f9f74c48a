/** Timings and statuses per step of the flash sale (issue 26), and the summary the README quotes. */
export class Recorder {
  constructor() {
    this.steps = new Map();
  }

  record = (step, ms, status) => {
    const s = this.steps.get(step) ?? { ms: [], status: {} };
    s.ms.push(ms);
    s.status[status] = (s.status[status] ?? 0) + 1;
    this.steps.set(step, s);
  };

  count(pred) {
    let n = 0;
    for (const s of this.steps.values()) for (const [k, v] of Object.entries(s.status)) if (pred(k)) n += v;
    return n;
  }

  summary() {
    const out = {};
    for (const [step, s] of this.steps) {
      const sorted = [...s.ms].sort((a, b) => a - b);
      const p = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      out[step] = { requests: sorted.length, p50Ms: p(0.5), p99Ms: p(0.99), maxMs: Math.round(sorted.at(-1) ?? 0), status: s.status };
    }
    return out;
  }
}
