/** Spec 01 and 02 section 5: each file over 500,000 bytes is refused and left out. */
export const maxFileBytes = 500_000;

/** The accepted image extensions of spec 02 section 5, as an <input accept> list. */
export const imageAccept = '.jpg,.jpeg,.png,.bmp';

const titleMaxLength = 249;

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
}

/** The pictures a browser shows as previews: the spec's images and the product avatar's gif. */
const previewExtensions = [...imageAccept.split(','), '.gif'];

export function isImageName(fileName: string): boolean {
  return previewExtensions.includes(extensionOf(fileName));
}

/** An <input accept> list of extensions written without their dot (the contract's lists). */
export function acceptOf(extensions: readonly string[]): string {
  return extensions.map((extension) => `.${extension}`).join(',');
}

/** Whether a file's name fits an <input accept> list of extensions (MIME patterns like image/* are let through). */
export function isAccepted(fileName: string, accept: string): boolean {
  const extensions = accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.startsWith('.'));
  return extensions.length === 0 || extensions.includes(extensionOf(fileName));
}

export interface Refusal {
  name: string;
  reason: 'too-large' | 'not-accepted';
}

/** Splits a choice of files into those to keep and those refused, in the order chosen. */
export function screenFiles<F extends { name: string; size: number }>(
  files: readonly F[],
  accept: string,
): { accepted: F[]; refused: Refusal[] } {
  const accepted: F[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    if (file.size > maxFileBytes) refused.push({ name: file.name, reason: 'too-large' });
    else if (!isAccepted(file.name, accept)) refused.push({ name: file.name, reason: 'not-accepted' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** A file's title starts as its name without the extension; titles are under 250 characters. */
export function defaultTitle(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, titleMaxLength);
}

/** Sizes in kilobytes of 1000 bytes, as the 500 KB limit counts them, one decimal at most. */
export function kilobytes(size: number): string {
  return String(Math.round(size / 100) / 10);
}
