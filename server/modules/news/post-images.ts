// Pictures for posts (docs/spec.md §10 "Posts"): the editor uploads a file, the server keeps it in
// the database under the SHA-256 of its bytes and serves it at /media/post-images/<hash>.<ext>.
// The type is read from the file's own first bytes, never from its name or a header: only PNG,
// JPEG, GIF and WebP pass, so no SVG (which can hold script) or HTML is ever served from here.
import { createHash } from 'node:crypto';
import { POST_IMAGE_BYTES_MAX } from '../../../src/shared/contract/form-rules.ts';
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { toTimestamp } from '../../clock.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';

export const POST_IMAGE_PATH = '/media/post-images/';

const TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
type Extension = keyof typeof TYPES;

/** `/media/post-images/<64 hex>.<ext>`: the only picture addresses a post may hold besides data:. */
const OWN_IMAGE_PATH = /^\/media\/post-images\/([0-9a-f]{64})\.(png|jpg|gif|webp)$/;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte);

/** The picture's type by its magic number, or null for anything else. */
export function sniffImage(bytes: Uint8Array): Extension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** The hash and extension of an address of ours (relative, or on `origin`), else null. */
export function ownImageOf(url: string, origin: string | null): { sha256: string; extension: Extension } | null {
  const path = origin && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
  const match = OWN_IMAGE_PATH.exec(path);
  return match ? { sha256: match[1]!, extension: match[2] as Extension } : null;
}

export type ImageRefusal = 'encoding' | 'size' | 'type';

export class PostImageError extends Error {
  readonly code: ImageRefusal;
  constructor(code: ImageRefusal) {
    super(code);
    this.code = code;
  }
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The file's bytes from its base64 text (a data: URL's prefix allowed), checked for size and type. */
export function readUpload(content: string): { bytes: Buffer; extension: Extension } {
  const text = content.replace(/^data:[\w/+.-]*;base64,/, '').replace(/\s+/g, '');
  if (text.length === 0 || text.length % 4 !== 0 || !BASE64.test(text)) throw new PostImageError('encoding');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > POST_IMAGE_BYTES_MAX) throw new PostImageError('size');
  const extension = sniffImage(bytes);
  if (!extension) throw new PostImageError('type');
  return { bytes, extension };
}

export interface StoredImage {
  url: string;
  content_type: string;
  size: number;
}

/** Keeps an uploaded picture (once per content) and records the upload in the audit trail. */
export function storePostImage(deps: AppDeps, actor: AuditActor, content: string): StoredImage {
  const { bytes, extension } = readUpload(content);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const contentType = TYPES[extension];
  transaction(deps.db, () => {
    sql(
      deps.db,
      `INSERT INTO post_images (sha256, content_type, bytes, size, uploaded_by, created_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (sha256) DO NOTHING`,
    ).run(sha256, contentType, bytes, bytes.length, actor.id, toTimestamp(deps.clock.now()));
    recordAudit(deps, actor, {
      action: 'post-image.uploaded',
      subject: { type: 'post-image', id: sha256 },
      after: { content_type: contentType, size: bytes.length },
    });
  });
  return {
    url: `${deps.config.appUrl}${POST_IMAGE_PATH}${sha256}.${extension}`,
    content_type: contentType,
    size: bytes.length,
  };
}

/** A stored picture by its hash, if its extension matches its type. */
export function findPostImage(
  db: Database,
  sha256: string,
  extension: Extension,
): { bytes: Uint8Array; content_type: string } | null {
  const row = sql(db, 'SELECT bytes, content_type FROM post_images WHERE sha256 = ?').get(sha256) as
    { bytes: Uint8Array; content_type: string } | undefined;
  return row && row.content_type === TYPES[extension] ? row : null;
}

/** Whether an address of ours names a picture that was uploaded. */
export function isUploadedImage(db: Database, url: string, origin: string): boolean {
  const own = ownImageOf(url, origin);
  return own !== null && findPostImage(db, own.sha256, own.extension) !== null;
}
