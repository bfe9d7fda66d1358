export * from './accounts';
export * from './constants';
export * from './toasts';
