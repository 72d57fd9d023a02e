export * from './use-form';
export * from './fields';
export { FormDraftsContext, deepEqual, type DraftStorage } from './drafts';
