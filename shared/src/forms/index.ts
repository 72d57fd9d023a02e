export * from './use-form';
export * from './fields';
export { FormDraftsContext, type DraftStorage } from './drafts';
