/** Spec 02: "add to draft" shows only when the text differs from the last saved draft (and says something). */
export function canSaveDraft(text: string, lastSaved: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && trimmed !== lastSaved.trim();
}
