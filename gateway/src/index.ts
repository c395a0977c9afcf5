import { ConfigError, createIdentitySigner, createLogger } from '@shop/service-kit';
import { gatewayOptionsFromConfig, loadGatewayConfig } from './config';
import { createGateway } from './gateway';

// The gateway as its own process (cluster mode): configured from the environment, stopped gracefully on
// SIGTERM/SIGINT (finishes answers in flight, then closes the pools to the services).

async function main(): Promise<void> {
  let config: ReturnType<typeof loadGatewayConfig>;
  try {
    config = loadGatewayConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`gateway: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger('gateway', config.LOG_LEVEL);
  const signer = await createIdentitySigner(config.IDENTITY_PRIVATE_KEY);
  const gateway = createGateway(gatewayOptionsFromConfig(config, signer, log));
  const running = await gateway.start(config.GATEWAY_PORT, config.HOST);
  log.info({ url: running.url }, 'gateway started');

  const shutdown = (signal: string) => {
    log.info({ signal }, 'shutting down');
    running.stop().then(
      () => process.exit(0),
      (error) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

await main();
