export * from './common';
export * from './user';
export * from './group';
export * from './event';
export * from './contact';
export * from './settings';
