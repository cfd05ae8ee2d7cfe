/**
 * The storage seam (ARCHITECTURE.md: provider-style seams at the edges). The browser always posts a
 * file straight to storage with a signed POST policy; the drivers differ in who looks at the file:
 *
 *   local  our own upload endpoint is the storage service: it checks the policy while receiving, then
 *          the file (admitUpload) before moving it into place.
 *   s3     the bucket checks only the policy (prefix, size range, uploader). The browser then confirms
 *          the key it uploaded; the server reads the object's first bytes, checks them the same way
 *          (admitUpload) and only then moves the object out of the browser-writable `incoming/` area.
 *
 * Either way a recorded object is read at /api/oss/object/<key>: streamed from disk, or redirected to a
 * short-lived presigned URL of the bucket.
 */
import type { Readable } from 'node:stream';
import type { UploadPolicy } from '../../shared/api';
import type { PolicyTerms } from './policy';

/** What one policy allows: one uploader, keys under one folder, a size range, until a time. */
export type UploadGrant = PolicyTerms;

export type { UploadPolicy };

/** An uploaded file nobody has vouched for yet: enough of it to judge, and the two ways out. */
export interface StagedUpload {
  size: number;
  /** The first bytes (at most HEAD_BYTES): enough to recognise the type and read an image header. */
  head: Buffer;
  /** Puts the file where readers find it under its final key. */
  keep(): Promise<void>;
  /** Deletes it: a refused upload leaves nothing behind. */
  discard(): Promise<void>;
}

/** How a reader gets a recorded object. */
export type ObjectRead = { stream: Readable } | { redirect: string };

export interface ObjectStore {
  readonly driver: 'local' | 's3';
  /** A signed policy letting the browser post one file under `grant.keyPrefix`. */
  createUploadPolicy(grant: UploadGrant): UploadPolicy;
  /** A recorded object for a reader; null when storage no longer has it. */
  read(key: string, meta: { name: string; mime: string }): Promise<ObjectRead | null>;
}

export const HEAD_BYTES = 256 * 1024;

/** The stable address of a recorded object, whatever the driver: what forms store. */
export const objectUrl = (key: string): string => `/api/oss/object/${key}`;
