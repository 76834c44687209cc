/** Spec 02: a preview opens in a popup window, not a tab, so the form stays in view. */
export function openInPopup(url: string): void {
  const popup = window.open(url, '_blank', 'popup,width=900,height=700');
  // The file has no business with this page; `noopener` in the features would also block blob: previews.
  if (popup) popup.opener = null;
}
