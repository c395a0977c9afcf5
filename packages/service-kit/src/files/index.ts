export * from './file-store';
export * from './multipart';
export * from './serve-file';
export * from './sniff';
