export * from './user-details';
export * from './new-user-fields';
