export * from './clock';
export * from './fake-caller';
export * from './infra';
export * from './service';
