import { fileTypeExtensions } from '@hesab/contract';

/** The most a file may weigh (spec 01 and 02 section 5). */
export const maxFileBytes = 500_000;

interface FileKind {
  mimeType: string;
  /** the file's first bytes must be these; null where the format has no signature (plain text) */
  signature: number[] | null;
}

const zip = [0x50, 0x4b, 0x03, 0x04];

/** Accepted extensions. Images are the spec's .jpg .png .bmp .jpeg and the product avatar's .gif; documents serve attachments and imports. */
const kinds: Record<string, FileKind> = {
  jpg: { mimeType: 'image/jpeg', signature: [0xff, 0xd8, 0xff] },
  jpeg: { mimeType: 'image/jpeg', signature: [0xff, 0xd8, 0xff] },
  png: { mimeType: 'image/png', signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  gif: { mimeType: 'image/gif', signature: [0x47, 0x49, 0x46, 0x38] },
  bmp: { mimeType: 'image/bmp', signature: [0x42, 0x4d] },
  pdf: { mimeType: 'application/pdf', signature: [0x25, 0x50, 0x44, 0x46] },
  xlsx: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', signature: zip },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', signature: zip },
  csv: { mimeType: 'text/csv', signature: null },
  txt: { mimeType: 'text/plain', signature: null },
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The file's type when its name and its bytes agree, else null: a renamed executable does not pass as a .png.
 * Text kinds must hold no NUL byte, and a type of file limited to some extensions (a product's avatar) takes only those.
 */
export function acceptedKind(name: string, bytes: Buffer, refType: string): FileKind | null {
  const extension = extensionOf(name);
  const kind = kinds[extension];
  if (!kind || fileTypeExtensions[refType]?.includes(extension) === false) return null;
  if (kind.signature === null) return bytes.includes(0) ? null : kind;
  return kind.signature.every((byte, index) => bytes[index] === byte) ? kind : null;
}
