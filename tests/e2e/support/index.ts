export * from './accounts';
export * from './constants';
export * from './toasts';
export * from './betting';
export * from './back-office';
export * from './layout';
