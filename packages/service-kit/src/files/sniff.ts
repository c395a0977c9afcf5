// What a file is, told by its first bytes (its "magic numbers"), never by its name or the type the client
// declared (DESIGN §9). Only the kinds the shop accepts anywhere are known; anything else is 'unknown'.

export type FileKind = 'image' | 'video' | 'document' | 'archive';

export interface SniffedType {
  mime: string;
  kind: FileKind;
  /** The extension the shop gives the file when it serves it. */
  extension: string;
}

/** Bytes needed to tell every known type apart. */
export const SNIFF_BYTES = 32;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

export function sniffFileType(head: Uint8Array): SniffedType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', kind: 'image', extension: 'jpg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: 'image/png', kind: 'image', extension: 'png' };
  }
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a'))
    return { mime: 'image/gif', kind: 'image', extension: 'gif' };
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return { mime: 'image/webp', kind: 'image', extension: 'webp' };
  if (ascii(head, 4, 'ftyp')) {
    const brand = String.fromCharCode(...head.slice(8, 12));
    if (['avif', 'avis'].includes(brand)) return { mime: 'image/avif', kind: 'image', extension: 'avif' };
    if (['heic', 'heix', 'mif1', 'msf1'].includes(brand))
      return { mime: 'image/heic', kind: 'image', extension: 'heic' };
    if (brand === 'qt  ') return { mime: 'video/quicktime', kind: 'video', extension: 'mov' };
    return { mime: 'video/mp4', kind: 'video', extension: 'mp4' };
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return { mime: 'video/webm', kind: 'video', extension: 'webm' };
  if (ascii(head, 0, '%PDF-')) return { mime: 'application/pdf', kind: 'document', extension: 'pdf' };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return { mime: 'application/zip', kind: 'archive', extension: 'zip' };
  return undefined;
}

/**
 * A file name as a person gave it, safe to show and to put in Content-Disposition: no directories, no
 * control characters, at most 200 characters; never used to find the file on disk.
 */
export function safeFileName(name: string | undefined, fallback = 'plik'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f && char !== '"')
    .join('')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  return clean || fallback;
}

const formatsOf: Record<FileKind, string> = {
  image: 'JPG, PNG, GIF, WEBP, AVIF, HEIC',
  video: 'MP4, MOV, WEBM',
  document: 'PDF',
  archive: 'ZIP',
};

/** The formats of some kinds as people know them ('JPG, PNG, …, PDF'): the same in every language. */
export const acceptedFormats = (kinds: readonly FileKind[]) => kinds.map((kind) => formatsOf[kind]).join(', ');
