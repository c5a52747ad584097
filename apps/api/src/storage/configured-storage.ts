import type { AppConfig } from '../config.js'
import { createS3Storage } from './s3-storage.js'
import { createLocalStorage, uploadsDir, type Storage } from './storage.js'

/** The store the settings name: the bucket of S3_BUCKET, else DATA_DIR/uploads. */
export function configuredStorage(config: Pick<AppConfig, 's3' | 'dataDir'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(uploadsDir(config.dataDir))
}
