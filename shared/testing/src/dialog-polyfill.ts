/**
 * jsdom has <dialog> but not showModal() and close(). Component tests load this so the admin's
 * native dialogs behave as in a browser, in the parts a test can see: the dialog opens (and so
 * is in the accessibility tree), the focus moves into it, Escape fires a cancelable `cancel`
 * and closes it unless prevented, close() fires `close` and gives the focus back to where it
 * was. Real Chromium checks the rest (the top layer, the focus trap) in site/e2e.
 */
const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const opened: { dialog: HTMLDialogElement; returnFocus: Element | null }[] = [];

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    opened.push({ dialog: this, returnFocus: document.activeElement });
    this.setAttribute('open', '');
    const first = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
  };

  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };

  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = opened.findIndex((entry) => entry.dialog === this);
    const entry = index >= 0 ? opened.splice(index, 1)[0] : undefined;
    if (entry?.returnFocus instanceof HTMLElement && entry.returnFocus.isConnected) entry.returnFocus.focus();
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    // a dialog removed from the page is no longer shown
    while (opened.length && !opened[opened.length - 1]!.dialog.isConnected) opened.pop();
    const top = opened[opened.length - 1]?.dialog;
    if (!top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}
