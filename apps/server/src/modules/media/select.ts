import type { Config } from '../../config.ts';
import { s3MediaStore } from './s3.ts';
import { localMediaStore, type MediaStore } from './storage.ts';

/** The media store the configuration asks for: the S3 bucket when S3_BUCKET is set, else DATA_DIR/media. */
export function mediaStoreFor(config: Config): MediaStore {
  return config.s3 ? s3MediaStore(config.s3) : localMediaStore(config.DATA_DIR);
}
