// The load generator of the HTTP benchmarks, run as its own process (test/bench/load.ts starts it) so
// the server under test does not share its event loop or its CPU time with the client side.
// argv[2]: JSON { url, connections, amount?, duration?, requests: [{ method, path, headers?, body? }] }.
// Prints one JSON line: { rps, p50, p90, p99, total, non2xx, errors, seconds }.
const autocannon = require('autocannon');

const options = JSON.parse(process.argv[2]);
autocannon(
  {
    url: options.url,
    connections: options.connections,
    pipelining: 1,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 5 }),
    requests: options.requests,
    timeout: 30,
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    const seconds = result.duration;
    const total = result.requests.total;
    process.stdout.write(
      `${JSON.stringify({
        rps: total / seconds,
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        seconds,
      })}\n`,
    );
  },
);
