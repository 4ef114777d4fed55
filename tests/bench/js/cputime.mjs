// CPU time per call in µs (process.cpuUsage), like Google Benchmark's CPU column: the shared
// machine's load inflates wall time, not CPU time. Calls `fn` until `minMs` of CPU time is spent.
export function time(fn, minMs = 300) {
  let n = 0, out;
  const c0 = process.cpuUsage();
  let us;
  do {
    out = fn();
    ++n;
    const c = process.cpuUsage(c0);
    us = c.user + c.system;
  } while (us < minMs * 1000);
  return { us: us / n, result: out, out };
}
