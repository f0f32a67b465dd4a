// A fixed-size latency histogram (1-ms buckets up to 60 s: a saturated server answered bets after 46 s): millions
// of deliveries a run cost 240 KB, not arrays of millions, and histograms from several generator processes add up
// bucket by bucket.
export const BUCKET_MS = 1;
export const RANGE_MS = 60_000;
const BUCKETS = RANGE_MS / BUCKET_MS + 1; // the last bucket holds RANGE_MS and more

export function histogram() {
  return { counts: new Uint32Array(BUCKETS), count: 0, max: 0 };
}

export function record(h, ms) {
  const bucket = ms <= 0 ? 0 : Math.min(BUCKETS - 1, Math.floor(ms / BUCKET_MS));
  h.counts[bucket] += 1;
  h.count += 1;
  if (ms > h.max) h.max = ms;
}

/** A plain object for IPC (only the buckets used). */
export function toMessage(h) {
  const used = {};
  h.counts.forEach((n, i) => n && (used[i] = n));
  return { used, count: h.count, max: h.max };
}

export function mergeInto(h, message) {
  for (const [i, n] of Object.entries(message.used)) h.counts[i] += n;
  h.count += message.count;
  if (message.max > h.max) h.max = message.max;
  return h;
}

/** p50/p99 (the bucket's lower edge, ms; RANGE_MS means that or more), the exact max, and the share under `withinMs`. */
export function summary(h, withinMs = 1000) {
  const at = (q) => {
    const rank = Math.ceil(q * h.count);
    let seen = 0;
    for (let i = 0; i < h.counts.length; i += 1) if ((seen += h.counts[i]) >= rank && rank > 0) return i * BUCKET_MS;
    return 0;
  };
  let within = 0;
  for (let i = 0; i < withinMs / BUCKET_MS; i += 1) within += h.counts[i];
  return {
    count: h.count,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(h.max),
    within1s: h.count ? Math.round((within / h.count) * 10_000) / 10_000 : null,
  };
}
