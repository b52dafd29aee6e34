export * from './users';
export * from './reference';
export * from './mail';
export * from './profile';
export * from './mentoring';
export * from './workspace';
export * from './chat';
export * from './articles';
