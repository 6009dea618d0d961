/**
 * What a file is, judged from its bytes (file-type's magic numbers), never from its name:
 * - executables and installers are refused whatever they are called, and so are names ending in an
 *   executable extension;
 * - a file whose content is a known type must carry that type's extension (a PNG named .exe and an .exe
 *   named .png are both refused); a file claiming a binary type by its extension must have that content;
 * - images (category Images) must be PNG, JPEG, GIF or WebP, and are re-encoded by sharp: orientation
 *   applied, metadata (EXIF, GPS, ICC comments) dropped, decompression bombs refused by a pixel limit.
 * Files of no detectable type (STEP, STL in ASCII, CSV, text) keep a neutral served type.
 */
import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import { UploadMessage } from '@jianku/rules';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest } from '../../lib/app-error.ts';

/** Bytes file-type needs to decide. */
export const SNIFF_BYTES = 4100;

const EXECUTABLE_TYPES = new Set([
  'exe',
  'elf',
  'macho',
  'msi',
  'apk',
  'deb',
  'rpm',
  'dmg',
  'cab',
  'class',
  'crx',
  'xpi',
  'lnk',
  'reg',
]);
const EXECUTABLE_NAMES = new Set([
  'exe',
  'dll',
  'com',
  'bat',
  'cmd',
  'msi',
  'scr',
  'ps1',
  'vbs',
  'vbe',
  'js',
  'jse',
  'wsf',
  'hta',
  'sh',
  'apk',
  'jar',
  'app',
  'deb',
  'rpm',
  'dmg',
  'pif',
  'cpl',
  'lnk',
  'reg',
  'elf',
  'so',
  'dylib',
]);
/** Extensions that promise a binary format file-type recognises: the content must then be that format. */
const BINARY_CLAIMS = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'bmp',
  'tif',
  'tiff',
  'pdf',
  'zip',
  '7z',
  'rar',
  'gz',
  'docx',
  'xlsx',
  'pptx',
  'avif',
  'heic',
  'ico',
  'glb',
  '3mf',
  'psd',
  'mp4',
]);
/** Other spellings of a detected type's extension. */
const ALIASES: Record<string, readonly string[]> = {
  jpg: ['jpeg', 'jpe', 'jfif'],
  tif: ['tiff'],
  zip: ['stpz', 'kicad_pcb.zip'],
  xml: ['svg', 'kicad_sym', 'xml'],
  gz: ['tgz'],
};
export const IMAGE_TYPES = new Set(['png', 'jpg', 'gif', 'webp']);

/** Served types of undetected content, by extension; everything else is application/octet-stream. */
const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  step: 'model/step',
  stp: 'model/step',
  stl: 'model/stl',
  iges: 'model/iges',
  igs: 'model/iges',
};

export interface ContentVerdict {
  mime: string;
  /** the detected extension (png, pdf…), undefined when undetected */
  detected: string | undefined;
}

export function extensionOf(name: string): string {
  return extname(name).slice(1).toLowerCase();
}

/** Decide from the first SNIFF_BYTES of the content and the given name; throws a Chinese 400 when refused. */
export async function judgeContent(head: Buffer, name: string, category: string): Promise<ContentVerdict> {
  const ext = extensionOf(name);
  if (EXECUTABLE_NAMES.has(ext)) throw badRequest(UploadMessage.executable);
  const type = await fileTypeFromBuffer(head);
  if (type && EXECUTABLE_TYPES.has(type.ext)) throw badRequest(UploadMessage.executable);
  if (category === 'Images' && (!type || !IMAGE_TYPES.has(type.ext)))
    throw badRequest(UploadMessage.imageType);
  if (type) {
    const fits = ext === '' || ext === type.ext || (ALIASES[type.ext] ?? []).includes(ext);
    if (!fits) throw badRequest(UploadMessage.mismatch(type.ext.toUpperCase(), ext));
    return { mime: type.mime, detected: type.ext };
  }
  if (BINARY_CLAIMS.has(ext)) throw badRequest(UploadMessage.mismatch('未知格式', ext));
  return { mime: TEXT_TYPES[ext] ?? 'application/octet-stream', detected: undefined };
}

/** The first SNIFF_BYTES of a file on disk. */
export async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Reads the first SNIFF_BYTES of a stream, then destroys it. */
export async function headOfStream(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= SNIFF_BYTES) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
}

/** Largest image accepted, in pixels (about 8000 × 5000): bigger ones are decompression bombs or posters. */
const MAX_PIXELS = 40_000_000;

/**
 * The image at `path` re-encoded in its own format, as a stream: rotated upright by its EXIF orientation,
 * without metadata (sharp writes none unless asked). A broken image fails the stream (the caller answers
 * UploadMessage.imageUnreadable).
 */
export function reencodeImage(path: string, detected: string): Readable {
  const image = sharp(path, {
    limitInputPixels: MAX_PIXELS,
    animated: detected === 'gif' || detected === 'webp',
  }).rotate();
  if (detected === 'jpg') return image.jpeg({ quality: 90, mozjpeg: true });
  if (detected === 'webp') return image.webp({ quality: 90 });
  if (detected === 'gif') return image.gif();
  return image.png();
}
