export * from './clock';
export * from './database';
export * from './fake-caller';
export * from './infra';
export * from './service';
export * from './staff';
