// Container health check of the shop's Node image (Docker HEALTHCHECK, docker compose): exits 0 when the
// process answers 2xx on its health path within 4 s. Services: GET /ready (their database answers);
// the gateway: GET /health. Kubernetes does not use this; its probes are in deploy/k8s.
//   node deploy/docker/healthcheck.mjs [path]

const defaultPorts = {
  accounts: 8101,
  catalog: 8102,
  orders: 8103,
  payments: 8104,
  rma: 8105,
  cms: 8106,
  documents: 8107,
  notifications: 8108,
  warehouse: 8109,
};

const service = process.env.SERVICE ?? '';
const gateway = service === 'gateway';
const port = gateway ? process.env.GATEWAY_PORT || 8080 : process.env.PORT || defaultPorts[service];
const path = process.argv[2] ?? (gateway ? '/health' : '/ready');

if (!port) {
  console.error(`healthcheck: no port known for SERVICE=${JSON.stringify(service)}; set PORT`);
  process.exit(1);
}

try {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(4_000) });
  if (!response.ok) console.error(`healthcheck: ${path} answered ${response.status}`);
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  console.error(`healthcheck: ${path} failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
