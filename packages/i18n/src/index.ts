export * from './bundled';
export * from './languages';
export * from './resources';
export * from './screens';
