/**
 * What the follow form says. No zod here: a public page imports this file alone
 * (`@jazz/shared/follow-messages`) and loads the schemas when the visitor first touches the form.
 */
export const FOLLOW_MESSAGES = {
  email: 'A valid email is required.',
  groups: 'Choose at least one band, or all of them.',
  altcha: 'Please be a human.',
  accepted: 'Thank you. Check your inbox: we sent you a link to confirm.',
  failure: 'Something went wrong. Please try again.',
} as const;
