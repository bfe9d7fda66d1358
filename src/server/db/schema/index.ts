export * from './auth';
export * from './cricket';
export * from './wallet';
export * from './backoffice';
export * from './realtime';
export * from './responsible-gambling';
export * from './notifications';
