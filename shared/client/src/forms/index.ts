export * from './use-form';
export { lazySchema, type FormSchema, type LazySchema, type SchemaOutput } from './schema';
export * from './fields';
export { FormDraftsContext, type DraftStorage } from './drafts';
export { maxLengthFor, maxLengthOf } from './limits';
export { UNSAVED_LEAVE_QUESTION, UnsavedChangesContext, useUnsavedChanges, type UnsavedRegistry } from './unsaved';
