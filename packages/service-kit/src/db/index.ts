export * from './admin-queries';
export * from './admin-writes';
export * from './audit';
export * from './database';
export * from './kit-schema';
export * from './list';
export * from './shared-pglite';
export * from './transaction-guard';
