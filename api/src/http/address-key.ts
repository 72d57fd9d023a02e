/** Providers that ignore dots in the local part: one inbox for b.omb@ and bomb@. */
const DOTLESS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox an address reaches, as far as limits need it: lower case, without a plus tag
 * (`bomb+1@` is `bomb@`), without dots where the provider ignores them, googlemail.com as
 * gmail.com. Never stored or mailed: mail goes to the address as written.
 */
export function inboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (DOTLESS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}
