export * from './bus';
export { DEFAULT_ACK_WAIT_MS, redeliveryDelayMs, subjectMatches } from './delivery';
export * from './inbox';
export * from './local-bus';
export * from './nats-bus';
export * from './outbox';
export * from './repeat';
