// The route table's names, so a remote typing a screen needs no second import.
export type { ScreenId, ShellScreenId } from '@shop/i18n';
export * from './api';
export * from './cart';
export * from './config';
export * from './errors';
export * from './events';
export * from './format';
export * from './i18n';
export * from './lazy';
export * from './locale';
export * from './react';
export * from './resource';
export * from './routes';
export * from './session';
export type { Unsubscribe } from './store';
export * from './translation';
export type { UploadOptions, UploadProgress } from './upload';
export * from './withdrawal-prefill';
