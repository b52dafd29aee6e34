export * from './messages';
export * from './common';
export * from './auth';
export * from './user';
export * from './survey';
export * from './dev';
export * from './storage-keys';
export * from './signup';
